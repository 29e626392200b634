/** The answer to a command that ends a game (a claim, a resignation): the OutcomeAnswer schema. */
import type { CommandOutcome, GameMeta } from '../games/game-play.js';
import { outcomeOf } from '../kernel/control.js';
import { commandProblem } from './problem.js';

/** The answer to a command that ended the game (a claim, a resignation), or its refusal as a problem. */
export function outcomeAnswer(meta: GameMeta, executed: CommandOutcome) {
  if (!executed.ok) throw commandProblem(executed);
  const { result, summary, winners } = outcomeOf(meta.ruleset, executed.position)!;
  return { version: executed.version, outcome: { result, summary, winners: [...winners] } };
}
