/** Schema of scenarios/*.json: Sortie's own Bomber scenarios (IV.B, V, VI). */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './dates.js';
import { LonLat } from './geography-schema.js';

/** Where American units start: Great Britain, an African Base by letter, or Italy (VI.C). */
export const Area = Type.Union([
  Type.Literal('GB'),
  Type.Literal('A'),
  Type.Literal('L'),
  Type.Literal('T'),
  Type.Literal('Italy'),
]);
export type Area = Static<typeof Area>;

/** `count` identical Plane units; `designations`, if given, name each one. */
export const PlaneUnitsSchema = Type.Object(
  {
    variant: Type.String({ pattern: '^\\S+ [BDFN]$', description: 'Model and Type, e.g. "Me-110 D"' }),
    sp: Type.Integer({ minimum: 2, maximum: 6, description: 'initial Strength Points of each unit (IX.C)' }),
    count: Type.Integer({ minimum: 1 }),
    rockets: Type.Optional(Type.Literal(true)),
    designations: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
  },
  { additionalProperties: false },
);
export type PlaneUnits = Static<typeof PlaneUnitsSchema>;

/** A fixed opening: Air unit numbers, the Base each starts on and the Plane units in its Air Box. */
export const FixedAirUnitSchema = Type.Object(
  {
    airUnit: Type.Integer({ minimum: 1, maximum: 40 }),
    base: Type.String({ minLength: 1 }),
    planes: PlaneUnitsSchema,
  },
  { additionalProperties: false },
);
export type FixedAirUnit = Static<typeof FixedAirUnitSchema>;

const Variant = Type.String({ pattern: '^\\S+ [BDFN]$', description: 'Model and Type, e.g. "B-24 B"' });
const RuleText = Type.String({ minLength: 1, description: 'the special rule as players read it' });

/**
 * A scenario's Special Rule (VI.B, XV): its text, and what the rules engine
 * reads from it. `kind` says which; "note" is text only, for what the
 * scenario's other fields already say. See docs/rules/bomber.md, "Special Rules".
 */
export const SpecialRuleSchema = Type.Union([
  Type.Object({ kind: Type.Literal('note'), text: RuleText }, { additionalProperties: false }),
  /** Every American Bomber Air unit must plot this Bomb Altitude on the Mission Sheet (VII.B.1). */
  Type.Object(
    {
      kind: Type.Literal('bombAltitude'),
      altitude: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
      text: RuleText,
    },
    { additionalProperties: false },
  ),
  /**
   * Air units of these Bombers may plot as Primary (VII.A.1) only "feint", "no", or a Target City
   * within reach of the escort Model from an American Base of their area (`escort-reach.ts`).
   */
  Type.Object(
    { kind: Type.Literal('escortReachOnly'), bombers: Variant, escort: Variant, text: RuleText },
    { additionalProperties: false },
  ),
  /**
   * Shuttle Mission (XII.H, VII.E): these Plane units (by designation) may land in these areas
   * instead of their own; no other unit may.
   */
  Type.Object(
    {
      kind: Type.Literal('shuttle'),
      planeUnits: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
      landIn: Type.Array(Area, { minItems: 1 }),
      text: RuleText,
    },
    { additionalProperties: false },
  ),
]);
export type SpecialRule = Static<typeof SpecialRuleSchema>;

/** One scenario. */
export const ScenarioSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    title: Type.String({ minLength: 1 }),
    date: IsoDate,
    /** Local mean solar time at `sunAt` when Turn 1 begins. */
    turnOne: Type.String({ pattern: '^[0-2]\\d:[0-5]\\d$' }),
    sunAt: LonLat,
    /** Turns before Night landings begin (XII.A.1.b): derived from date, place and `turnOne`, checked by test. */
    daylightTurns: Type.Integer({ minimum: 1, maximum: 33 }),
    historicalTargets: Type.Array(
      Type.Object({ city: Type.String({ minLength: 1 }), short: Type.Boolean() }, { additionalProperties: false }),
    ),
    targetCardsToDraw: Type.Integer({ minimum: 0 }),
    /** Target Cards the American player holds before drawing (e.g. a historical Shuttle Mission). */
    cardsInHand: Type.Array(Type.String({ pattern: '^(TC|SM)\\d{2}$' })),
    american: Type.Array(
      Type.Object({ area: Area, units: Type.Array(PlaneUnitsSchema, { minItems: 1 }) }, { additionalProperties: false }),
    ),
    german: Type.Object(
      {
        units: Type.Array(PlaneUnitsSchema),
        flakUnits: Type.Object(
          { heavy: Type.Integer({ minimum: 0 }), light: Type.Integer({ minimum: 0 }) },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    /** Added to the German total before comparing (XV): balance, Sortie's first estimate. */
    germanVpAdjustment: Type.Integer(),
    fixedSetup: Type.Optional(
      Type.Object(
        { american: Type.Array(FixedAirUnitSchema), german: Type.Array(FixedAirUnitSchema) },
        { additionalProperties: false },
      ),
    ),
    specialRules: Type.Array(SpecialRuleSchema),
    history: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type Scenario = Static<typeof ScenarioSchema>;
