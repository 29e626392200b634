/**
 * The default policy: a legal random choice that still gets a game to its
 * end. Where a step offers a way to finish it (submit, end, the suggested
 * packing, ready everything), the bot takes that often; otherwise any option,
 * uniformly. It never offers to end the game early, so games run to Turn 33
 * unless a test says otherwise. It seldom changes its standing orders. It
 * picks hidden edits (a secret step's, covers, climbs, standing orders and the like) one by
 * one on a draft and sends them with the command that carries them
 * (`sealedChoice`).
 */
import type { SeatId } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { sealedChoice } from '../decide.js';
import { optionsFor } from '../prompts.js';
import { isCarrier, isSecretEdit } from '../secret-edits.js';
import type { BomberState, Side } from '../state.js';

/** Commands that finish a step, or do much of it at once. */
const FINISHERS = new Set<BomberCommand['type']>(['pack-suggested', 'submit-air-status', 'end-map-setup', 'suggest-mission-sheet', 'submit-mission-sheet', 'ready-all', 'submit-readiness', 'end-landing', 'end-movement', 'end-take-off', 'engage']);
/** How often the bot finishes a step when it may. */
const FINISH_CHANCE = 0.4;
/** How often the bot changes its standing orders instead of playing. */
const ORDER_CHANGE_CHANCE = 0.02;

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** One random choice among legal options (offers to end left out), finishing the step often where it may, changing standing orders seldom. */
function choose(legal: readonly BomberCommand[], random: () => number): BomberCommand {
  if (legal.length === 0) throw new Error('nothing to do');
  const options = legal.filter((o) => o.type !== 'set-standing-orders');
  if (options.length < legal.length && (options.length === 0 || random() < ORDER_CHANGE_CHANCE)) return pick(legal, random);
  const finishers = options.filter((o) => FINISHERS.has(o.type));
  if (finishers.length > 0 && random() < FINISH_CHANCE) return finishers.find((o) => o.type !== 'submit-readiness' && o.type.startsWith('ready')) ?? pick(finishers, random);
  return pick(options, random);
}

/** A legal command for a seat that must act. `random` gives numbers in [0, 1). */
export function randomPolicy(state: BomberState, seat: SeatId, random: () => number): BomberCommand {
  let editing = false;
  return sealedChoice(state, seat as Side, (draft) => {
    // Once it has begun hidden edits, it edits on or sends a command that carries them.
    const options = optionsFor(draft, seat).filter((o) => o.type !== 'offer-end' && (!editing || isSecretEdit(o) || isCarrier(o)));
    const c = choose(options.length > 0 ? options : optionsFor(draft, seat), random);
    editing ||= isSecretEdit(c);
    return c;
  });
}
