/** A Bomber game's options and seats: the scenario, by id (IV.B), whether the server plays the German side, and the seats. */
import { Type, type Static } from '@sinclair/typebox';
import type { SeatSpec } from '../../kernel/ruleset.js';
import { DATA } from './context.js';

/** The Introductory Game: the scenario a new player starts with, first in the list and the form's default. */
export const INTRODUCTORY_SCENARIO = 'introductory-paris';

/** The scenarios as a form lists them: the Introductory Game first, then the historical ones by date. */
const SCENARIOS_LISTED = [...DATA.scenarios.map((s) => s.scenario)].sort((a, b) => Number(b.id === INTRODUCTORY_SCENARIO) - Number(a.id === INTRODUCTORY_SCENARIO) || a.date.localeCompare(b.date));

/** The options a Bomber game is created with: one of the scenarios in the data. */
export const OptionsSchema = Type.Object(
  {
    scenario: Type.Union(
      SCENARIOS_LISTED.map((s) => Type.Literal(s.id, { title: s.title })),
      { title: 'Scenario', default: INTRODUCTORY_SCENARIO, description: 'The scenario played (IV.B): one of src/rulesets/bomber/data/scenarios' },
    ),
    solo: Type.Optional(
      Type.Boolean({ title: "Play solo against the server's German", default: false, description: 'Play the American side alone: the server plays the German side (from what the German player may see only)' }),
    ),
  },
  { additionalProperties: false },
);
export type BomberOptions = Static<typeof OptionsSchema>;

const AMERICAN_SEAT: SeatSpec = { id: 'american', label: 'American (US Army Air Forces)' };
const GERMAN_SEAT: SeatSpec = { id: 'german', label: 'German (Luftwaffe)' };

/** The seats: the American player, and the German player unless the server plays the German side (`solo`). */
export function seatsOf(options: BomberOptions): readonly SeatSpec[] {
  return options.solo === true ? [AMERICAN_SEAT] : [AMERICAN_SEAT, GERMAN_SEAT];
}
