/**
 * Bomber version 3, kept for the games that started under it (README,
 * *Rules versions*): its states carry no `rules`, and editions.ts answers for
 * them as version 3 played: an end by agreement landed every Air unit where
 * it stood, an African take-off was a command of its own, only the
 * lowest-numbered empty Air Box could be opened, and the server's German
 * player played as it then did.
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { bomberRuleset, initialState } from './index.js';
import type { BomberOptions } from './options.js';
import type { BomberState } from './state.js';

/** The state before the first event of a version-3 game: no `rules`. */
function initialStateV3(options: BomberOptions): BomberState {
  const { rules: _, ...state } = initialState(options);
  return state;
}

/** The Bomber ruleset as version 3 played it. */
export const bomberRulesetV3: AnyRuleset = {
  ...bomberRuleset,
  version: 3,
  initialState: initialStateV3,
};
