/**
 * Driving a craft off one space (flak and dogfights). The seat that drives
 * chooses where, out of turn; a standing order answers at once, and the
 * server drives Orks away from the bridges (rulings §5, §6).
 */
import type { SeatId } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { craft, driveOffOptions, flyingBommerz, standingBridges } from './queries.js';
import { destroy } from './damage.js';
import type { BommerzState, DriveOffCause, StandingOrder } from './state.js';

/** Who chooses: a seat, or the server playing the Imperials. */
export type Driver = { readonly seat: SeatId } | 'server';

/** The options farthest (by moves) from the nearest of `targets`; all of them when there are no targets. */
function farthestFrom(options: readonly string[], targets: readonly string[]): string[] {
  const nearest = (space: string) => Math.min(...targets.map((t) => BOARD.distance(space, t)));
  const score = options.map(nearest);
  const best = Math.max(...score);
  return options.filter((_, i) => score[i] === best);
}

/** The drive-off destinations a standing order (or the server's rule) finds best, all equally good. */
export function bestByOrder(state: BommerzState, driven: string, options: readonly string[], order: Exclude<StandingOrder, 'ask'>): string[] {
  switch (order) {
    case 'away-from-bridges':
      return farthestFrom(options, standingBridges(state));
    case 'away-from-bommerz':
      return farthestFrom(
        options,
        flyingBommerz(state)
          .filter((b) => b.id !== driven)
          .map((b) => b.space!),
      );
    default: {
      const never: never = order;
      throw new Error(`unknown standing order ${String(never)}`);
    }
  }
}

/** Applies a standing order (or the server's rule) to a drive-off, ties settled by the dice. */
function chooseByOrder(play: Play, driven: string, options: readonly string[], order: Exclude<StandingOrder, 'ask'>): { chosen: string; tieBreak?: TieBreak } {
  return play.breakTie(bestByOrder(play.state, driven, options, order));
}

/**
 * Drives a craft off its space. With nowhere to go it is destroyed (Sortie's
 * ruling "hemmed in"); with one place it goes there; otherwise the driver
 * chooses, now (server, standing order) or later (a prompt to that seat).
 */
export function driveOff(play: Play, craftId: string, driver: Driver, cause: DriveOffCause): void {
  const from = craft(play.state, craftId).piece.space;
  if (from === null) throw new Error(`${craftId} is not on the board to be driven off`);
  const options = driveOffOptions(play.state, craftId, from);
  if (options.length === 0) return destroy(play, craftId, 'hemmed-in');
  if (options.length === 1) return play.emit({ type: 'driven-off', craft: craftId, from, to: options[0]!, chosenBy: { forced: true } });
  if (driver === 'server') {
    const { chosen, tieBreak } = chooseByOrder(play, craftId, options, 'away-from-bridges');
    return play.emit({ type: 'driven-off', craft: craftId, from, to: chosen, chosenBy: { server: 'away-from-bridges', ...(tieBreak && { tieBreak }) } });
  }
  const order = play.state.orders[driver.seat] ?? 'ask';
  if (order !== 'ask') return driveByOrder(play, craftId, from, options, driver.seat, order);
  play.emit({ type: 'drive-off-awaited', craft: craftId, from, decider: driver.seat, options, cause });
}

function driveByOrder(play: Play, craftId: string, from: string, options: readonly string[], seat: SeatId, order: Exclude<StandingOrder, 'ask'>): void {
  const { chosen, tieBreak } = chooseByOrder(play, craftId, options, order);
  play.emit({ type: 'driven-off', craft: craftId, from, to: chosen, chosenBy: { seat, order, ...(tieBreak && { tieBreak }) } });
}

/** Settles a waiting drive-off with its decider's standing order, if he now has one. */
export function answerByStandingOrder(play: Play): void {
  const pending = play.state.pending;
  const order = pending ? (play.state.orders[pending.decider] ?? 'ask') : 'ask';
  if (pending && order !== 'ask') driveByOrder(play, pending.craft, pending.from, pending.options, pending.decider, order);
}

/** Settles a waiting drive-off with the decider's own choice. */
export function driveOffTo(play: Play, seat: SeatId, to: string): void {
  const pending = play.state.pending;
  if (!pending) throw new Error('no drive-off is waiting');
  play.emit({ type: 'driven-off', craft: pending.craft, from: pending.from, to, chosenBy: { seat } });
}
