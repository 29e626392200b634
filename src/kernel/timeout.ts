/**
 * What the server plays for a seat whose deadline passed under the
 * default-move policy: the ruleset's timeout command (Ruleset.timeoutCommand)
 * at each point, until the seat's part of the step it timed out in is done,
 * or the bot's one command for a ruleset without one. Applied as one batch,
 * with the game's dice, so the log shows the seat's commands as if it had
 * sent them.
 */
import type { Position } from './engine.js';
import { applySeeded } from './engine.js';
import { promptsOf } from './control.js';
import type { AnyRuleset, GameCommand, SeatId } from './ruleset.js';

/** The most commands one timeout plays: a bound against a timeout command whose step never ends (a bug). */
const MAX_TIMEOUT_COMMANDS = 500;

/** The step a seat is asked at a position, as far as telling one step from the next goes (its prompt's kind and public text), or null. */
export function stepOf(ruleset: AnyRuleset, at: Position, seat: SeatId): string | null {
  const prompt = promptsOf(ruleset, at).find((p) => p.seat === seat);
  return prompt ? `${prompt.kind}\n${prompt.text}` : null;
}

/**
 * The commands a timed-out seat plays at `at` (it must be prompted there):
 * the ruleset's timeout command as long as the seat is asked the same step,
 * decided as the batch will be (the same seed, so the same dice); the bot's
 * one command when the ruleset has no timeout command (or its first is
 * refused).
 */
export function timeoutCommands(ruleset: AnyRuleset, at: Position, seat: SeatId, seed: string, random: () => number): GameCommand[] {
  if (!ruleset.timeoutCommand) return [ruleset.bot(at.state, seat, random) as GameCommand];
  const step = stepOf(ruleset, at, seat);
  const commands: GameCommand[] = [];
  let position = at;
  while (commands.length < MAX_TIMEOUT_COMMANDS && step !== null && stepOf(ruleset, position, seat) === step) {
    const command = ruleset.timeoutCommand(position.state, seat) as GameCommand;
    const applied = applySeeded(ruleset, position, seat, command, seed);
    // A refused timeout command is a bug of the ruleset's: what came before it still stands, and the bot stands in for none.
    if (!applied.ok) break;
    commands.push(command);
    position = applied.position;
  }
  return commands.length > 0 ? commands : [ruleset.bot(at.state, seat, random) as GameCommand];
}
