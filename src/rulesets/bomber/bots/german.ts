/** The sensible German bot: the server's German player (`german-player/`), deciding from the German view alone, its ties settled by the bot's random numbers. */
import type { SeatId } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { germanCommand } from '../german-player/index.js';
import type { BomberState } from '../state.js';
import { view } from '../view.js';
import { rulesVersion } from '../editions.js';

/** The sensible German bot's command. */
export function sensibleGerman(state: BomberState, seat: SeatId, random: () => number): BomberCommand {
  return germanCommand(view(state, { kind: 'seat', seat }), (sides) => 1 + Math.floor(random() * sides), rulesVersion(state));
}
