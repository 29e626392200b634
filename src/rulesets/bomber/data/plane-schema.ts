/**
 * Schema of planes.json: each Plane Model's real performance (the inputs)
 * and, per Type it flew as, its guns and rockets. Movement Factor and
 * endurance are derived from the performance in planes.ts.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Plane Types (III.B.1.b): Bombers, Destroyers, Fighters, Night Fighters. */
export const PlaneType = Type.Union([Type.Literal('B'), Type.Literal('D'), Type.Literal('F'), Type.Literal('N')]);
export type PlaneType = Static<typeof PlaneType>;

/** Climb classes of XII.C.2.b (Rocket carriers climb as "perLevel" while they carry Rockets). */
export const ClimbClass = Type.Union([Type.Literal('perLevel'), Type.Literal('standard'), Type.Literal('highAltitude')]);
export type ClimbClass = Static<typeof ClimbClass>;

const Eighths = Type.Integer({ minimum: 0, maximum: 16, description: 'Basic Hit Tables per Strength Point, in eighths' });

/** Air-combat firepower per Strength Point, in eighths of a Hit Table. */
export const FirepowerSchema = Type.Object(
  {
    vsBombers: Type.Optional(Eighths),
    vsFighters: Eighths,
    /** At Altitude Level 2, for the planes that were less efficient up high (XIII.B.2). */
    atHighAltitude: Type.Optional(
      Type.Object({ vsBombers: Type.Optional(Eighths), vsFighters: Eighths }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type Firepower = Static<typeof FirepowerSchema>;

/** One Model and Type as it appears on Plane unit counters. */
export const VariantSchema = Type.Object(
  {
    type: PlaneType,
    /** Some units of this Model and Type carry the "R" (rockets) mark. */
    rockets: Type.Boolean(),
    firepower: FirepowerSchema,
    /** Bombers only: bomb load per Strength Point, in thousands of pounds. */
    bombLoad: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  },
  { additionalProperties: false },
);
export type Variant = Static<typeof VariantSchema>;

/** One Plane Model. */
export const ModelSchema = Type.Object(
  {
    model: Type.String({ minLength: 1 }),
    side: Type.Union([Type.Literal('american'), Type.Literal('german')]),
    aircraft: Type.String({ minLength: 1, description: 'the real marks this counter stands for' }),
    maxSpeedMph: Type.Integer({ minimum: 200, maximum: 500 }),
    radiusMiles: Type.Integer({ minimum: 100, maximum: 1500, description: 'combat radius on internal fuel' }),
    dropTankRadiusMiles: Type.Optional(Type.Integer({ minimum: 100, maximum: 1500 })),
    climb: ClimbClass,
    variants: Type.Array(VariantSchema, { minItems: 1 }),
    source: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type PlaneModelInput = Static<typeof ModelSchema>;

/** planes.json. */
export const PlanesSchema = Type.Object(
  { about: Type.String(), models: Type.Array(ModelSchema, { minItems: 1 }) },
  { additionalProperties: false },
);
