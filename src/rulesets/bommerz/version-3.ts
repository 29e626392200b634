/**
 * Bommerz version 3, kept for the games that started under it (README,
 * *Rules versions*): its states carry `rules.version` 3, and editions.ts
 * answers for them as version 3 played: the server's Interceptors step only
 * where a step brings them nearer (in links) the nearest Bommer, and else
 * stay put (S35 as it stood); the wave limit is 5 to 100 turns, never off.
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { bommerzRuleset, initialStateV2 } from './index.js';
import { DEFAULT_WAVE_TURNS, OptionsSchemaV3, type BommerzOptions } from './setup.js';
import type { BommerzState } from './state.js';

/** The state before the first event under version 3. */
export function initialStateV3(options: BommerzOptions): BommerzState {
  return { ...initialStateV2(options), rules: { version: 3, waveTurns: options.waveTurns ?? DEFAULT_WAVE_TURNS } };
}

/** The Bommerz ruleset as version 3 played it. */
export const bommerzRulesetV3: AnyRuleset = {
  ...bommerzRuleset,
  version: 3,
  optionsSchema: OptionsSchemaV3,
  initialState: initialStateV3,
};
