/** The TypeBox schema of what `view` returns: every field any viewer may get, and nothing else. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SpaceIdSchema } from './board-schema.js';
import { CommandSchema } from './commands.js';
import { OutcomeDetailSchema, VICTORY_LEVELS } from './outcome.js';
import { COUNTER_KINDS } from './rules.js';
import { STANDING_ORDERS } from './state.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const strict = { additionalProperties: false } as const;

const SpaceOrNone = Nullable(SpaceIdSchema);
const Dice = Nullable(Type.Tuple([Type.Integer({ minimum: 1, maximum: 6 }), Type.Integer({ minimum: 1, maximum: 6 })]));
const CounterKindSchema = literals(COUNTER_KINDS);

/** A counter whose kind the viewer may know: face up, or his own, or everything for an audit. */
export const KnownCounterViewSchema = Type.Object(
  {
    id: Type.String(),
    kind: CounterKindSchema,
    space: SpaceOrNone,
    faceUp: Type.Boolean(),
    damage: Type.Integer({ minimum: 0 }),
    tail: SpaceOrNone,
    speedDice: Dice,
    speed: Nullable(Type.Integer()),
    moved: Type.Boolean(),
  },
  strict,
);

/** A face-down counter as those who may not know it see it: where it is, nothing else (not even its id). */
export const HiddenCounterViewSchema = Type.Object({ space: SpaceIdSchema, faceUp: Type.Literal(false) }, strict);

/** A Fighta-Bommer: everything about it is public. */
export const BommerViewSchema = Type.Object(
  {
    id: Type.String(),
    owner: Nullable(Type.String()),
    status: literals(['reserve', 'flying', 'left', 'destroyed'] as const),
    space: SpaceOrNone,
    tail: SpaceOrNone,
    damage: Type.Integer({ minimum: 0 }),
    speedDice: Dice,
    speed: Nullable(Type.Integer()),
    moved: Type.Boolean(),
    bridgeHits: Type.Integer({ minimum: 0 }),
  },
  strict,
);

const PromptViewSchema = Type.Object(
  {
    seat: Type.String(),
    kind: Type.String(),
    text: Type.String(),
    options: Type.Array(CommandSchema),
    suggested: Type.Optional(Type.Integer({ minimum: 0, description: "The index in options of the sensible bot's pick for this seat, from what the seat may know." })),
  },
  strict,
);

/** Everything `view` may return. */
export const ViewSchema = Type.Object(
  {
    ruleset: Type.Literal('bommerz'),
    viewer: Type.Union([
      Type.Object({ kind: Type.Literal('seat'), seat: Type.String() }, strict),
      Type.Object({ kind: Type.Literal('public') }, strict),
      Type.Object({ kind: Type.Literal('omniscient') }, strict),
    ]),
    players: Type.Integer({ minimum: 1, maximum: 5 }),
    variant: Type.String(),
    orkSeats: Type.Array(Type.String()),
    imperialPlayer: Type.Boolean(),
    phase: Type.String(),
    wave: Type.Integer({ minimum: 0 }),
    turn: Type.Integer({ minimum: 0 }),
    fuelTurns: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: "The wave limit, Sortie's house rule (S27), not the rulebook's: Bommerz still flying after this many turns of a wave are lost (the game option waveTurns); null: no limit, as the rulebook plays.",
    }),
    turnsLeft: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Turns the wave may still fly, the one being flown included (Sortie house rule S27); null: no limit.' }),
    bridges: Type.Array(Type.Object({ space: SpaceIdSchema, name: Type.String(), hits: Type.Integer({ minimum: 0 }), destroyed: Type.Boolean() }, strict)),
    bommerz: Type.Array(BommerViewSchema),
    /** Counters on the board. */
    counters: Type.Array(Type.Union([KnownCounterViewSchema, HiddenCounterViewSchema])),
    /** Counters drawn but not yet placed: known to the Imperial player (and an audit) only. */
    hand: Type.Array(KnownCounterViewSchema),
    handSize: Type.Integer({ minimum: 0 }),
    /** The face-down pool: its kinds only in an audit. */
    pool: Type.Array(KnownCounterViewSchema),
    poolSize: Type.Integer({ minimum: 0 }),
    /** Destroyed counters (they were face up when destroyed). */
    destroyed: Type.Array(Type.Object({ id: Type.String(), kind: CounterKindSchema }, strict)),
    active: Nullable(Type.Object({ craft: Type.String(), remaining: Type.Integer({ minimum: 0 }), runAvailable: Type.Boolean() }, strict)),
    pendingDriveOff: Nullable(
      Type.Object({ craft: Type.String(), from: SpaceIdSchema, decider: Type.String(), options: Type.Array(SpaceIdSchema), cause: literals(['flak', 'dogfight'] as const) }, strict),
    ),
    /** Standing orders the viewer may know: his own, or all in an audit. */
    standingOrders: Type.Record(Type.String(), literals(STANDING_ORDERS)),
    secondWaveVotes: Type.Record(Type.String(), Type.Boolean()),
    hitsBySeat: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    /** Who must act now (everyone may know that). */
    waitingFor: Type.Array(Type.Object({ seat: Type.String(), kind: Type.String(), text: Type.String() }, strict)),
    /** What the viewer may do now. */
    prompts: Type.Array(PromptViewSchema),
    outcome: Nullable(
      Type.Object({ result: literals(VICTORY_LEVELS), summary: Type.String(), winners: Type.Array(Type.String()), detail: OutcomeDetailSchema }, strict),
    ),
  },
  strict,
);
export type BommerzView = Static<typeof ViewSchema>;
export type KnownCounterView = Static<typeof KnownCounterViewSchema>;
export type HiddenCounterView = Static<typeof HiddenCounterViewSchema>;
