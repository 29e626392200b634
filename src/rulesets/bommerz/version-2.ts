/**
 * Bommerz version 2, kept for the games that started under it (README,
 * *Rules versions*): its states carry no `rules`, and editions.ts answers
 * for them as version 2 played: a craft hemmed in when driven off is
 * destroyed and none is driven onto a face-down counter (S16, S17), a wave
 * flies ten turns (S27), the server's Interceptors take the shortest flight
 * even away from every Bommer (S35), and no Interceptor ends its move on a
 * face-down counter (S12).
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { bommerzRuleset, initialStateV2 } from './index.js';
import { OptionsSchemaV3 } from './setup.js';

/** The Bommerz ruleset as version 2 played it. */
export const bommerzRulesetV2: AnyRuleset = {
  ...bommerzRuleset,
  version: 2,
  optionsSchema: OptionsSchemaV3,
  initialState: initialStateV2,
};
