/** Schema of target-cards.json: Sortie's own Target Cards and their printed discard instructions (IV.C). */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './dates.js';

/** "MUST/MAY discard if the scenario date is before/on or after DATE". */
export const DiscardRuleSchema = Type.Object(
  {
    rule: Type.Union([Type.Literal('must'), Type.Literal('may')]),
    when: Type.Union([Type.Literal('before'), Type.Literal('from')]),
    date: IsoDate,
    why: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type DiscardRule = Static<typeof DiscardRuleSchema>;

/** One Target Card: one or two Target Cities, or a Shuttle Mission card (no city). */
export const TargetCardSchema = Type.Object(
  {
    id: Type.String({ pattern: '^(TC|SM)\\d{2}$' }),
    cities: Type.Array(Type.String({ minLength: 1 }), { maxItems: 2 }),
    /** The card bears the word "short". */
    short: Type.Boolean(),
    shuttleMission: Type.Boolean(),
    discard: Type.Array(DiscardRuleSchema),
  },
  { additionalProperties: false },
);
export type TargetCard = Static<typeof TargetCardSchema>;

/** target-cards.json. */
export const TargetCardsSchema = Type.Array(TargetCardSchema, { minItems: 1 });
