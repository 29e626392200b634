/**
 * Take-backs: a seat may take back its own latest commands while nothing has
 * been learned since — no die drawn, nothing revealed to anyone, no other
 * seat acted. The log stays append-only: a take-back is a control event of
 * its own (`sortie.taken-back`), and the fold honours it by going back to
 * the state before the commands it takes back. For that the fold keeps a
 * trail: the position before each of the seat's commands since the last
 * barrier (states are values, so the trail shares them, it copies nothing).
 *
 * What is a barrier, the kernel sees itself: dice drawn; an event that
 * seats other than the actor see whole while others do not (one seat shown
 * something hidden); another seat's command (or the service's start, or a
 * timeout); and what the ruleset says reveals something (Ruleset.reveals: a
 * face-down counter turned, a hidden choice shown, a report that tells more
 * once a counter comes near).
 */
import { reject, type AnyRuleset, type Decision, type SeatId } from './ruleset.js';
import type { LogEntry } from './log.js';
import type { ControlEvent, ControlState } from './control.js';

/** The control command a seat sends to take back its latest commands: `commands` of them, or back `to` the version before one of them. */
export const TAKE_BACK = 'sortie.take-back';

/** The control event a take-back is in the log. */
export const TAKEN_BACK = 'sortie.taken-back';

/** A position the fold may go back to: the one before one of the seat's commands. */
export interface Checkpoint {
  readonly state: unknown;
  readonly version: number;
  readonly head: string;
  readonly diceCursor: number;
  readonly control?: ControlState;
}

/** The seat whose latest commands may be taken back, and the positions before each (oldest first). */
export interface TakeBackTrail {
  readonly seat: SeatId;
  readonly points: readonly Checkpoint[];
  /** The seat timed out under the default-move policy: its next command is the server's, and stays. */
  readonly serverMoves?: boolean;
}

/** How far a seat may take back now: how many commands, and the version that goes back to. */
export interface TakeBackReach {
  readonly commands: number;
  readonly toVersion: number;
}

/** Control events after which nothing before may be taken back. */
const CLOSING_CONTROL = new Set(['sortie.forfeited', 'sortie.win-claimed', 'sortie.resigned']);

/** Whether an entry shows a seat other than `actor` something the rest may not see. */
function shownToOthers(entry: LogEntry, actor: SeatId): boolean {
  return entry.visibleTo !== null && entry.visibleTo.some((seat) => seat !== actor);
}

/**
 * The trail after one more entry of the log, `before` being the position
 * before it (the checkpoint, should the entry begin a seat's command) and
 * `after` the state it leaves.
 */
export function trailAfter(ruleset: AnyRuleset, trail: TakeBackTrail | undefined, before: Checkpoint, entry: LogEntry, after: unknown): TakeBackTrail | undefined {
  let next = trail;
  const { cause, event } = entry;
  if (cause && !cause.command.type.startsWith('sortie.')) {
    if (cause.seat === null) return undefined;
    const seat = cause.seat;
    const own = next?.seat === seat;
    if (own && next!.serverMoves) next = { seat, points: [] };
    else next = { seat, points: [...(own ? next!.points : []), before] };
    if (cause.rolls.length > 0) next = { seat, points: [] };
  }
  if (event.type.startsWith('sortie.')) {
    const e = event as ControlEvent;
    if (e.type === 'sortie.timed-out') return { seat: e.seat, points: [], serverMoves: e.policy === 'default-move' };
    return CLOSING_CONTROL.has(e.type) ? undefined : next;
  }
  if (next && (shownToOthers(entry, next.seat) || ruleset.reveals?.(event, before.state, after) === true)) next = { seat: next.seat, points: [] };
  return next;
}

/** How far `seat` may take back at a position with this trail; null when it may not (or the game is over). */
export function takeBackReach(trail: TakeBackTrail | undefined, seat: SeatId, over: boolean): TakeBackReach | null {
  if (over || trail?.seat !== seat || trail.points.length === 0) return null;
  return { commands: trail.points.length, toVersion: trail.points[0]!.version };
}

/** The take-back command: how many commands, or back to which version (exactly one). */
export interface TakeBackCommand {
  readonly type: typeof TAKE_BACK;
  readonly at: string;
  readonly commands?: number;
  readonly to?: number;
}

/** The take-back event: who took back how many commands, back to which version. */
export interface TakenBackEvent {
  readonly type: typeof TAKEN_BACK;
  readonly seat: SeatId;
  readonly at: string;
  readonly commands: number;
  readonly to: number;
}

/** Decides a seat's take-back at a position with this trail. */
export function decideTakeBack(trail: TakeBackTrail | undefined, seat: SeatId, command: TakeBackCommand, over: boolean): Decision<TakenBackEvent> {
  if (over) return reject('game-over', 'The game is over.');
  const reach = takeBackReach(trail, seat, false);
  if (!reach) return reject('nothing-to-take-back', `Seat ${seat} has nothing it may take back now: it has not moved since a die was drawn, something was revealed or another seat acted.`);
  const points = trail!.points;
  if ((command.commands === undefined) === (command.to === undefined)) return reject('bad-take-back', 'Say how many commands to take back, or back to which version, not both.');
  const index = command.to !== undefined ? points.findIndex((p) => p.version === command.to) : points.length - command.commands!;
  if (index < 0 || index >= points.length || !Number.isInteger(index)) {
    return reject('too-far', `Seat ${seat} may take back ${reach.commands} command(s) at most, back to version ${reach.toVersion} at the earliest, or to the version before any of them.`);
  }
  return { ok: true, events: [{ event: { type: TAKEN_BACK, seat, at: command.at, commands: points.length - index, to: points[index]!.version } }] };
}

/** The position a take-back goes back to, and the trail left before it. */
export function takenBack(trail: TakeBackTrail | undefined, event: TakenBackEvent): { readonly point: Checkpoint; readonly trail: TakeBackTrail } {
  const points = trail?.seat === event.seat ? trail.points : [];
  const index = points.findIndex((p) => p.version === event.to);
  if (index < 0) throw new TrailMissing(event.to);
  return { point: points[index]!, trail: { seat: event.seat, points: points.slice(0, index) } };
}

/**
 * A take-back whose position the fold does not have: it was folded from a
 * snapshot taken after that position (only a snapshot made before Sortie
 * knew take-backs can be: see snapshotPoint). Fold from further back.
 */
export class TrailMissing extends Error {
  constructor(readonly version: number) {
    super(`take-back to version ${version}, which the fold has no position for`);
  }
}
