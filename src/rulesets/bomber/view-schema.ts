/** The TypeBox schema of what `view` returns: every field any viewer may get, and nothing else. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Area } from './data/scenario-schema.js';
import { BattleViewSchema, SpotViewSchema, StandingOrdersViewSchema } from './combat/battle-view.js';
import { CommandSchema } from './commands.js';
import { OutcomeViewSchema } from './victory/outcome.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const strict = { additionalProperties: false } as const;

const SideSchema = literals(['american', 'german'] as const);
const Letter = literals(['A', 'L', 'T'] as const);
const Altitude = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
const Turn = Type.Integer({ minimum: 0, maximum: 33 });
const LocationSchema = Type.Union([Type.Object({ hex: Type.String() }, strict), Type.Object({ africa: Letter }, strict)]);

const PhaseSchema = Type.Union([
  Type.Object({ kind: literals(['not-started', 'target-cards', 'air-status', 'mission-sheet', 'readiness', 'initiative', 'turn-record'] as const) }, strict),
  Type.Object({ kind: Type.Literal('map-setup'), side: SideSchema }, strict),
  Type.Object({ kind: Type.Literal('movement'), order: literals(['first', 'second'] as const), side: SideSchema, step: literals(['landing', 'normal', 'take-off'] as const) }, strict),
  Type.Object(
    {
      kind: Type.Literal('combat'),
      order: literals(['first', 'second'] as const),
      side: SideSchema,
      step: literals(['battles', 'air', 'flak', 'bombing'] as const),
      battle: Nullable(Type.Integer({ minimum: 0 })),
    },
    strict,
  ),
  Type.Object({ kind: Type.Literal('over'), reason: literals(['last-turn', 'agreement'] as const) }, strict),
]);

const SeenAltitudeSchema = Type.Union([Altitude, Type.Literal('ground')]);
const SeenModelSchema = Type.Object({ model: Type.String(), type: Type.String(), planeUnits: Type.Integer({ minimum: 1 }) }, strict);

/** An Observation Report on an enemy counter (IX.G, rulings §18): each field null where the chart does not reveal it at the counter's distance. */
const CounterReportSchema = Type.Object(
  {
    altitudes: Nullable(Type.Array(SeenAltitudeSchema, { description: 'Altitude Levels of the Plane units it holds, "ground" for those on the ground: within 3 hexes' })),
    planeUnits: Nullable(Type.Integer({ minimum: 0, description: 'How many Plane units it holds: within 1 hex' })),
    bombers: Nullable(Type.Boolean({ description: 'Whether it holds Bombers: in a Battle being set up (IX.G.2)' })),
  },
  strict,
);

/** What the last report that told more than the counter itself said, where, and on which Turn. */
const SightingSchema = Type.Object(
  { turn: Turn, at: LocationSchema, altitudes: Type.Array(SeenAltitudeSchema), planeUnits: Nullable(Type.Integer({ minimum: 0 })), bombers: Nullable(Type.Boolean()), models: Nullable(Type.Array(SeenModelSchema)) },
  strict,
);

/** A counter on the mapboard, as anyone sees it: which Air unit, where, facing; flying or not for German units (rulings §17) and one's own; an enemy counter's Observation Report and "last seen" for the side that observes it. */
const CounterViewSchema = Type.Object(
  {
    side: SideSchema,
    airUnit: Type.Integer({ minimum: 1, maximum: 40 }),
    at: LocationSchema,
    facing: Nullable(Type.Integer({ minimum: 0, maximum: 5 })),
    flying: Nullable(Type.Boolean()),
    report: Nullable(CounterReportSchema),
    lastSeen: Nullable(SightingSchema),
  },
  strict,
);

/** A hex whose Types and Models are revealed (distance 0, rulings §19): its Altitude Levels, Plane units and Models, never per counter. */
const HexReportSchema = Type.Object(
  { side: SideSchema, hex: Type.String(), altitudes: Type.Array(SeenAltitudeSchema), planeUnits: Type.Integer({ minimum: 0 }), models: Type.Array(SeenModelSchema) },
  strict,
);

/** A public Endurance unit on the Turn Record (rulings §8). */
const EnduranceViewSchema = Type.Object({ side: SideSchema, airUnit: Type.Integer({ minimum: 1, maximum: 40 }), turn: Type.Integer({ minimum: 1 }) }, strict);

const PlaneViewSchema = Type.Object(
  {
    id: Type.String(),
    variant: Type.String(),
    sp: Type.Integer(),
    rocketCapable: Type.Boolean(),
    designation: Nullable(Type.String()),
    area: Nullable(Area),
    airUnit: Nullable(Type.Integer()),
    ground: Nullable(literals(['A', 'B', 'C', 'D'] as const)),
    altitude: Nullable(Altitude),
    rockets: Type.Boolean(),
    dropTanks: Type.Boolean(),
    readiedOn: Turn,
    flown: Type.Boolean(),
    eliminated: Type.Boolean(),
  },
  strict,
);

const AirUnitViewSchema = Type.Object(
  {
    id: Type.Integer(),
    hits: Type.Integer({ minimum: 0 }),
    coveredBy: Nullable(Type.Integer()),
    endurance: Nullable(Type.Integer()),
    takeOffTurn: Nullable(Type.Integer()),
    outForDay: Type.Boolean(),
    offBoard: Nullable(Type.Object({ direction: literals(['outbound', 'inbound'] as const), letter: Letter, turn: Type.Integer() }, strict)),
    reachedEntryOn: Nullable(Type.Integer()),
    /** Bomber II: Movement Factors spent this Turn, and the hexes it can still reach this Phase (the owner's alone). */
    movementSpent: Type.Integer({ minimum: 0 }),
    reachable: Type.Array(Type.String()),
    /** Rulings §25: its own side's to know until the tally. */
    intercepted: Type.Boolean(),
  },
  strict,
);

/** One side's Air Status Card: seen by that side (and by everyone after the end). */
const AirStatusViewSchema = Type.Object(
  {
    planes: Type.Array(PlaneViewSchema),
    airUnits: Type.Array(AirUnitViewSchema),
    capacityUsed: Type.Record(Type.String(), Type.Object({ ready: Type.Integer(), takeOff: Type.Integer() }, strict)),
  },
  strict,
);

const MissionLineViewSchema = Type.Object(
  { primary: Type.String(), bombAltitude: Altitude, formation: literals(['open', 'tight'] as const), takeOffTurn: Type.Integer(), land: Nullable(Area), hits: Nullable(Type.Integer()) },
  strict,
);

const PromptViewSchema = Type.Object({ seat: Type.String(), kind: Type.String(), text: Type.String(), options: Type.Array(CommandSchema) }, strict);

/** A view of a Bomber game. */
export const ViewSchema = Type.Object(
  {
    ruleset: Type.Literal('bomber'),
    viewer: Type.Union([
      Type.Object({ kind: Type.Literal('seat'), seat: Type.String() }, strict),
      Type.Object({ kind: Type.Literal('public') }, strict),
      Type.Object({ kind: Type.Literal('omniscient') }, strict),
    ]),
    scenario: Type.Object({ id: Type.String(), title: Type.String(), date: Type.String(), daylightTurns: Type.Integer(), targetCardsToDraw: Type.Integer() }, strict),
    turn: Turn,
    phase: PhaseSchema,
    initiative: Nullable(SideSchema),
    submitted: Type.Object({ american: Type.Boolean(), german: Type.Boolean() }, strict),
    offersEnd: Type.Object({ american: Type.Boolean(), german: Type.Boolean() }, strict),
    counters: Type.Array(CounterViewSchema),
    /** The hexes where the viewer is told the other side's Types and Models (IX.G.1, rulings §19); both sides' after the end. */
    hexReports: Type.Array(HexReportSchema),
    turnRecord: Type.Array(EnduranceViewSchema),
    deckSize: Type.Integer({ minimum: 0 }),
    /** The current Combat Phase's Battles (public), and the last Combat Phase's Air Combat spots (public). */
    battles: Type.Array(BattleViewSchema),
    lastCombat: Type.Array(SpotViewSchema),
    /** The viewer's own standing orders (both after the end). */
    standingOrders: Type.Object({ american: Type.Optional(StandingOrdersViewSchema), german: Type.Optional(StandingOrdersViewSchema) }, strict),
    /** The Air Status Cards the viewer may see: its own, or both after the end. */
    airStatus: Type.Object({ american: Type.Optional(AirStatusViewSchema), german: Type.Optional(AirStatusViewSchema) }, strict),
    /** The American hand, discards and the card just drawn: the American player's (and everyone's after the end). */
    targetCards: Nullable(Type.Object({ hand: Type.Array(Type.String()), discards: Type.Array(Type.String()), drawn: Nullable(Type.String()), kept: Type.Integer() }, strict)),
    /** The deck's order: only after the end. */
    deck: Nullable(Type.Array(Type.String())),
    missionSheet: Nullable(Type.Record(Type.String(), MissionLineViewSchema)),
    flak: Nullable(Type.Record(Type.String(), Type.Object({ heavy: Type.Integer(), light: Type.Integer() }, strict))),
    /** Who must act now, and at what (everyone may know that). */
    waitingFor: Type.Array(Type.Object({ seat: Type.String(), kind: Type.String(), text: Type.String() }, strict)),
    /** What the viewer may do now. */
    prompts: Type.Array(PromptViewSchema),
    /** The Bomber Air units announced to bomb in this Combat Phase, with their targets and Bomb Altitudes: public from the announcement (XIII.G). */
    announced: Type.Array(Type.Object({ airUnit: Type.Integer({ minimum: 1, maximum: 40 }), city: Type.String(), hex: Type.String(), altitude: Altitude }, strict)),
    /** Every Bombing so far, public once it is done (XIII.E.2, XIII.H): the Air unit, its City, the Turn and the hits. */
    bombing: Type.Array(Type.Object({ airUnit: Type.Integer({ minimum: 1, maximum: 40 }), city: Type.String(), turn: Turn, hits: Type.Integer({ minimum: 0 }) }, strict)),
    /** Once the game is over: the result and the Victory Point tally of both sides (XV.B). */
    outcome: Nullable(OutcomeViewSchema),
  },
  strict,
);
export type BomberView = Static<typeof ViewSchema>;
