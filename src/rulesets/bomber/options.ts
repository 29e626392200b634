/** A Bomber game's options and seats: the scenario, by id (IV.B), and the two sides. */
import { Type, type Static } from '@sinclair/typebox';
import type { SeatSpec } from '../../kernel/ruleset.js';
import { SCENARIO_IDS } from './context.js';

/** The options a Bomber game is created with: one of the scenarios in the data. */
export const OptionsSchema = Type.Object(
  {
    scenario: Type.Union(
      SCENARIO_IDS.map((id) => Type.Literal(id)),
      { description: 'The scenario played (IV.B): one of src/rulesets/bomber/data/scenarios' },
    ),
  },
  { additionalProperties: false },
);
export type BomberOptions = Static<typeof OptionsSchema>;

/** The seats: the American player and the German player. */
export const SEATS: readonly SeatSpec[] = [
  { id: 'american', label: 'American (US Army Air Forces)' },
  { id: 'german', label: 'German (Luftwaffe)' },
];
