/**
 * The result of a finished game. PLACEHOLDER until Bomber III: Victory
 * Points (XV) are not counted yet, so a game that has ended is "unscored"
 * and nobody wins.
 */
import type { Outcome } from '../../kernel/ruleset.js';
import type { BomberState } from './state.js';

/** The outcome once the game is over (unscored: Bomber III counts Victory Points), otherwise null. */
export function outcome(state: BomberState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const how = state.phase.reason === 'agreement' ? 'by agreement' : 'after Turn 33';
  return { result: 'unscored', summary: `The day is over (${how}). Victory Points are not counted yet: that is Bomber III's.`, winners: [] };
}
