/**
 * Driving a craft off one space (flak and dogfights). The seat that drives
 * chooses where, out of turn; a standing order answers at once, and the
 * server drives Orks away from the bridges (rulings §5, §6). From version 3
 * (rulings §9) a Bommer may be driven onto a face-down counter, which is
 * turned face up, and a dogfight follows if it is an Interceptor: this file
 * and dogfight.ts call each other, as the rules do.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { craft, driveOffOptions, flyingBommerz, groundCounterAt, standingBridges } from './queries.js';
import { destroy } from './damage.js';
import { dogfight } from './dogfight.js';
import { drivesOffAsRulebook } from './editions.js';
import type { ChosenBy } from './events.js';
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
 * A craft driven in (rulings §9, version 3): a face-down counter there is
 * turned face up, and if it is an Interceptor the two now share the space
 * and fight; no other counter acts on it (its move has ended). Version 2
 * never drove a craft onto a face-down counter (S16).
 */
function drivenIn(play: Play, craftId: string, to: string): void {
  const ground = groundCounterAt(play.state, to);
  if (!ground || ground.faceUp) return;
  play.emit({ type: 'counter-revealed', counter: ground.id, kind: ground.kind, space: to, by: craftId });
  if (ground.kind === 'interceptor') dogfight(play, craftId, ground.id);
}

/** Moves a craft off `from` to `to`, and settles what it finds there. */
function drive(play: Play, craftId: string, from: string, to: string, chosenBy: ChosenBy): void {
  play.emit({ type: 'driven-off', craft: craftId, from, to, chosenBy });
  drivenIn(play, craftId, to);
}

/**
 * Drives a craft off its space. With nowhere to go it stays where it is, its
 * move over (rulings §9; version 2 destroyed it: Sortie's ruling S17 "hemmed
 * in"); with one place it goes there; otherwise the driver chooses, now
 * (server, standing order) or later (a prompt to that seat).
 */
export function driveOff(play: Play, craftId: string, driver: Driver, cause: DriveOffCause): void {
  const from = craft(play.state, craftId).piece.space;
  if (from === null) throw new Error(`${craftId} is not on the board to be driven off`);
  const options = driveOffOptions(play.state, craftId, from);
  if (options.length === 0) {
    if (drivesOffAsRulebook(play.state)) return play.emit({ type: 'held', craft: craftId, space: from, cause });
    return destroy(play, craftId, 'hemmed-in');
  }
  if (options.length === 1) return drive(play, craftId, from, options[0]!, { forced: true });
  if (driver === 'server') {
    const { chosen, tieBreak } = chooseByOrder(play, craftId, options, 'away-from-bridges');
    return drive(play, craftId, from, chosen, { server: 'away-from-bridges', ...(tieBreak && { tieBreak }) });
  }
  const order = play.state.orders[driver.seat] ?? 'ask';
  if (order !== 'ask') return driveByOrder(play, craftId, from, options, driver.seat, order);
  play.emit({ type: 'drive-off-awaited', craft: craftId, from, decider: driver.seat, options, cause });
}

function driveByOrder(play: Play, craftId: string, from: string, options: readonly string[], seat: SeatId, order: Exclude<StandingOrder, 'ask'>): void {
  const { chosen, tieBreak } = chooseByOrder(play, craftId, options, order);
  drive(play, craftId, from, chosen, { seat, order, ...(tieBreak && { tieBreak }) });
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
  drive(play, pending.craft, pending.from, to, { seat });
}
