/**
 * Bomber version 4, kept for the games that started under it (README,
 * *Rules versions*): version 5's rules, but the server's German player as
 * version 4 had it (rulings E63–E64, not E65–E68). Its states carry
 * `rules: { version: 4 }`, which the German player reads (editions.ts).
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { bomberRuleset, initialState } from './index.js';
import type { BomberOptions } from './options.js';
import type { BomberState } from './state.js';

/** The state before the first event of a version-4 game. */
const initialStateV4 = (options: BomberOptions): BomberState => ({ ...initialState(options), rules: { version: 4 } });

/** The Bomber ruleset as version 4 played it. */
export const bomberRulesetV4: AnyRuleset = {
  ...bomberRuleset,
  version: 4,
  initialState: initialStateV4,
};
