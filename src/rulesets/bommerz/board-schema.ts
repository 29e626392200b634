/** The TypeBox schema of Bommerz board data: sections, spaces, links and features. */
import { Type, type Static } from '@sinclair/typebox';

/** A space's id: its section's number and a letter, such as "2I". */
export const SpaceIdSchema = Type.String({ pattern: '^[1-3][A-Z]$' });

/** What is printed on a space, if anything. */
const FeatureSchema = Type.Union([
  Type.Literal('start', { description: 'an Ork starting space (section 1)' }),
  Type.Literal('eagle', { description: 'an Imperial eagle: a solo game seeds a defence counter here' }),
  Type.Literal('bridge', { description: 'a bridge with its permanent 1D6 flak battery' }),
]);

/** One space of the board. */
export const SpaceSchema = Type.Object(
  {
    id: SpaceIdSchema,
    section: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    x: Type.Number({ minimum: 0, maximum: 12 }),
    y: Type.Number({ minimum: 0, maximum: 5 }),
    links: Type.Array(SpaceIdSchema, { minItems: 1, uniqueItems: true }),
    feature: Type.Optional(FeatureSchema),
    /** A bridge's name, for people. */
    name: Type.Optional(Type.String({ minLength: 1 })),
    /** A Bommer on this space may leave the map off the far edge. */
    exit: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The whole board. */
export const BoardDataSchema = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    sections: Type.Array(
      Type.Object({ id: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
      { minItems: 3, maxItems: 3 },
    ),
    spaces: Type.Array(SpaceSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export type SpaceData = Static<typeof SpaceSchema>;
export type BoardData = Static<typeof BoardDataSchema>;
