/** The batches a Bomber bot sends: each seat's step as one batch, worked out with the game's seed as the server will decide it. */
import { applySeeded, type Position } from '../../src/kernel/engine.js';
import type { GameCommand, SeatId } from '../../src/kernel/ruleset.js';
import { stepOf } from '../../src/kernel/timeout.js';
import { POLICIES } from '../../src/rulesets/bomber/bots/index.js';
import { bomberRuleset } from '../../src/rulesets/bomber/index.js';
import type { BomberState } from '../../src/rulesets/bomber/state.js';

/** The most commands the API takes in one batch. */
const BATCH_LIMIT = 500;

/** What the sensible bot sends for `seat` from `at` until its step is done, and the position that leaves. */
export function botBatch(at: Position<BomberState>, seat: SeatId, seed: string, random: () => number): { commands: GameCommand[]; after: Position<BomberState> } {
  const step = stepOf(bomberRuleset, at, seat);
  const commands: GameCommand[] = [];
  let position = at;
  while (commands.length < BATCH_LIMIT && step !== null && stepOf(bomberRuleset, position, seat) === step) {
    const command = POLICIES.sensible(position.state, seat, random);
    const applied = applySeeded<BomberState>(bomberRuleset, position, seat, command, seed);
    if (!applied.ok) throw new Error(`the bot's ${command.type} was refused: ${applied.reason}`);
    commands.push(command);
    position = applied.position;
  }
  return { commands, after: position };
}
