/**
 * Running a ruleset: who may act, applying a command, folding a log and
 * verifying a finished game against its revealed seed. Still pure.
 */
import { reject, seatIds, type AnyRuleset, type Emitted, type GameCommand, type Rejection, type SeatId } from './ruleset.js';
import type { Dice } from './dice.js';
import { entrySalts, seededDice } from './dice.js';
import type { Cause, LogEntry } from './log.js';
import { GENESIS_HASH, batches, entryHash, toEntries } from './log.js';
import { canonicalJson, stateHash } from './canonical.js';
import { NO_CONTROL, evolveControl, isControlType, outcomeOf, promptsOf, type ControlCommand, type ControlEvent, type ControlState } from './control.js';
import { decideControl } from './control-decide.js';
import { TAKEN_BACK, takenBack, trailAfter, type Checkpoint, type TakeBackTrail, type TakenBackEvent } from './take-back.js';

/** The command the system sends to start a game. */
export const START_COMMAND: GameCommand = { type: 'start' };

/**
 * A game's position in its log: the folded state, the last seq, the chain
 * head, the next draw and, once the log holds control events (`sortie.*`),
 * what they add up to (absent before, which means none). `takeBack` is the
 * trail of the positions a seat may still take its commands back to
 * (take-back.ts): held in memory, never stored (see snapshotPoint).
 */
export interface Position<S = unknown> {
  readonly state: S;
  readonly version: number;
  readonly head: string;
  readonly diceCursor: number;
  readonly control?: ControlState;
  readonly takeBack?: TakeBackTrail;
}

/** The position of a game that has no events yet. */
export function initialPosition<S>(ruleset: AnyRuleset, options: unknown): Position<S> {
  return { state: ruleset.initialState(options) as S, version: 0, head: GENESIS_HASH, diceCursor: 0 };
}

/**
 * Folds log entries into a position: control events into its control state,
 * all others through the ruleset; a take-back goes back to the state its
 * trail kept (TrailMissing when it has none: folded from a snapshot taken
 * later than the position it goes back to). `known`: the state after each
 * entry, as the ruleset's decision evolved it (Decision.states), used
 * instead of evolving the entry's event again.
 */
export function fold<S>(ruleset: AnyRuleset, from: Position<S>, entries: readonly LogEntry[], known?: readonly unknown[]): Position<S> {
  let { state, version, head, diceCursor, control, takeBack } = from;
  for (const [i, e] of entries.entries()) {
    if (e.seq !== version + 1) throw new Error(`log gap: expected seq ${version + 1}, got ${e.seq}`);
    const before: Checkpoint = { state, version, head, diceCursor, ...(control ? { control } : {}) };
    if (e.event.type === TAKEN_BACK) {
      const back = takenBack(takeBack, e.event as TakenBackEvent);
      state = back.point.state as S;
      takeBack = back.trail;
    } else {
      if (isControlType(e.event.type)) control = evolveControl(control ?? NO_CONTROL, e.event as ControlEvent);
      else state = (known?.[i] ?? ruleset.evolve(state, e.event)) as S;
      takeBack = trailAfter(ruleset, takeBack, before, e, state);
    }
    version = e.seq;
    head = e.hash;
    if (e.cause) diceCursor = e.cause.diceFrom + e.cause.rolls.length;
  }
  return { state, version, head, diceCursor, ...(control ? { control } : {}), ...(takeBack ? { takeBack } : {}) };
}

/**
 * The position to snapshot for `at`: itself when nothing may be taken back,
 * else the oldest position its trail may go back to, from which a fold
 * builds the trail again (a snapshot holds no trail).
 */
export function snapshotPoint<S>(at: Position<S>): Position<S> {
  return (at.takeBack?.points[0] as Position<S> | undefined) ?? at;
}

/** The result of applying one command: the entries to append and the position after them. */
export type Applied<S> = { readonly ok: true; readonly entries: LogEntry[]; readonly position: Position<S> } | Rejection;


/**
 * Applies a control command (`sortie.*`): decided by the kernel's control
 * rules, never by the ruleset, and drawing no dice. A command that changes
 * nothing gives no entries.
 */
function applyControl<S>(ruleset: AnyRuleset, at: Position<S>, seat: SeatId | null, command: ControlCommand, entrySalt: (seq: number) => string): Applied<S> {
  const decision = decideControl(ruleset, at, seat, command);
  if (!decision.ok) return decision;
  if (decision.events.length === 0) return { ok: true, entries: [], position: at };
  const cause: Cause = { seat, command, diceFrom: at.diceCursor, rolls: [] };
  const entries = toEntries(decision.events, cause, at.version + 1, at.head, entrySalt);
  return { ok: true, entries, position: fold(ruleset, at, entries) };
}

/**
 * Applies a seat's command (or the system's start, with seat null) at a
 * position, with dice from `dice`. Control commands go to `applyControl`.
 */
export function apply<S>(
  ruleset: AnyRuleset,
  at: Position<S>,
  seat: SeatId | null,
  command: GameCommand,
  dice: Dice,
): Applied<S> {
  if (isControlType(command.type)) return applyControl(ruleset, at, seat, command as ControlCommand, dice.entrySalt);
  if (seat === null) {
    if (at.version !== 0) return reject('already-started', 'The game has already started.');
  } else {
    if (outcomeOf(ruleset, at) !== null) return reject('game-over', 'The game is over.');
    if (!promptsOf(ruleset, at).some((p) => p.seat === seat)) return reject('not-your-turn', `Seat ${seat} has nothing to do now.`);
  }
  const decision = seat === null ? ruleset.start(at.state, dice) : ruleset.decide(at.state, seat, command, dice);
  if (!decision.ok) return decision;
  const cause: Cause = { seat, command, diceFrom: at.diceCursor, rolls: [...dice.drawn] };
  const entries = toEntries(decision.events as readonly Emitted[], cause, at.version + 1, at.head, dice.entrySalt);
  return { ok: true, entries, position: fold(ruleset, at, entries, decision.states) };
}

/** Applies a command with dice drawn from the game's seed at the position's cursor. */
export function applySeeded<S>(ruleset: AnyRuleset, at: Position<S>, seat: SeatId | null, command: GameCommand, seed: string): Applied<S> {
  return apply(ruleset, at, seat, command, seededDice(seed, at.diceCursor));
}

/** Why a batch of commands was refused: the first command refused, by its index (from 0), and why. */
export type BatchRejection = Rejection & { readonly index: number };

/** The result of applying a batch: the entries of all its commands and the position after the last, or the first refusal. */
export type BatchApplied<S> = { readonly ok: true; readonly entries: LogEntry[]; readonly position: Position<S> } | BatchRejection;

/**
 * Applies a seat's commands one after another, each at the position the one
 * before it left and with the seed's dice from there: all of them, or none
 * (the first refused, with its index). Each command is a batch of its own in
 * the log, with its own cause, so its command and rolls are shown to exactly
 * whom they would be shown had it been sent alone. Ruleset commands only: a
 * control command (a resignation, a claim) is sent by itself.
 */
export function applyBatchSeeded<S>(ruleset: AnyRuleset, at: Position<S>, seat: SeatId, commands: readonly GameCommand[], seed: string): BatchApplied<S> {
  if (commands.length === 0) return { ...reject('empty-batch', 'A batch needs at least one command.'), index: 0 };
  const entries: LogEntry[] = [];
  let position = at;
  for (const [index, command] of commands.entries()) {
    if (isControlType(command.type)) return { ...reject('control-in-batch', `${command.type} cannot be sent in a batch: send it by itself.`), index };
    const applied = applySeeded(ruleset, position, seat, command, seed);
    if (!applied.ok) return { ...applied, index };
    entries.push(...applied.entries);
    position = applied.position;
  }
  return { ok: true, entries, position };
}

/** What verifying a log found. */
export interface Verification {
  readonly ok: boolean;
  readonly events: number;
  readonly rolls: number;
  readonly stateHash: string;
  /** The first problem found, if any. */
  readonly problem?: { readonly seq: number; readonly reason: string };
}

/**
 * Whether a control command that names the game's seats (a time control, a
 * resignation: the service fills them in, and a resignation's winners come
 * from them) names exactly the seats the options give, in their order.
 */
function namesTheGamesSeats(ruleset: AnyRuleset, options: unknown, command: GameCommand): boolean {
  if (!isControlType(command.type) || !Object.hasOwn(command, 'seats')) return true;
  return canonicalJson((command as unknown as { seats: unknown }).seats) === canonicalJson(seatIds(ruleset, options));
}

/**
 * Replays a whole log from its causes with dice re-derived from the seed:
 * every batch must be exactly what the ruleset decides for that command with
 * those dice, and every hash must chain. Proves the rolls and the final state.
 */
export function verify(ruleset: AnyRuleset, options: unknown, entries: readonly LogEntry[], seed: string): Verification {
  let at = initialPosition(ruleset, options);
  let rolls = 0;
  const salt = entrySalts(seed);
  const fail = (seq: number, reason: string): Verification => ({ ok: false, events: entries.length, rolls, stateHash: stateHash(at.state), problem: { seq, reason } });
  for (const batch of batches(entries)) {
    const first = batch[0]!;
    for (const e of batch) {
      const { hash, ...rest } = e;
      if (entryHash(rest, salt(e.seq)) !== hash) return fail(e.seq, 'hash does not match the entry');
    }
    if (!first.cause) return fail(first.seq, 'batch has no cause');
    if (first.cause.diceFrom !== at.diceCursor) return fail(first.seq, 'dice cursor does not follow on');
    if (!namesTheGamesSeats(ruleset, options, first.cause.command)) return fail(first.seq, 'command names other seats than the game has');
    const replayed = applySeeded(ruleset, at, first.cause.seat, first.cause.command, seed);
    if (!replayed.ok) return fail(first.seq, `command is not legal on replay: ${replayed.reason}`);
    if (canonicalJson(replayed.entries) !== canonicalJson(batch)) return fail(first.seq, 'batch differs from what the rules and the seed give');
    rolls += first.cause.rolls.length;
    at = replayed.position;
  }
  return { ok: true, events: entries.length, rolls, stateHash: stateHash(at.state) };
}
