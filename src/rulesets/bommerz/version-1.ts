/**
 * Bommerz version 1, kept for the games that started under it (README,
 * *Rules versions*): as version 2 (version-2.ts), but the Orks were one side only when a
 * player resigned (ruling S33 as it first stood). A forfeit on time or a
 * claim made every other seat a winner, and any other player could claim
 * the win from a seat out of time.
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { bommerzRulesetV2 } from './version-2.js';
import { concessionWinners } from './outcome.js';
import type { BommerzState } from './state.js';

/** The Bommerz ruleset as version 1 played it. */
export const bommerzRulesetV1: AnyRuleset = {
  ...bommerzRulesetV2,
  version: 1,
  sides: undefined,
  concessionWinners: (state: BommerzState, seat, how) => (how === 'resignation' ? concessionWinners(state, seat) : undefined),
};
