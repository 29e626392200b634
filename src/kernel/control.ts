/**
 * Service-level "control" events in a game's log: the time control, the
 * seats' clocks, reminders, timeouts, forfeits, claims, vacations and
 * resignations. Their types carry the reserved prefix `sortie.`; the engine
 * folds them into `Position.control` here and never shows them to the
 * ruleset, so a ruleset needs to know nothing of clocks. Pure like the rest
 * of the kernel: every moment travels in the command that caused it, so
 * `verify` replays them too.
 */
import type { Concession, Outcome, Prompt, SeatId } from './ruleset.js';
import type { AnyRuleset } from './ruleset.js';
import type { TakeBackCommand, TakeBackTrail, TakenBackEvent } from './take-back.js';

/** The prefix that marks control commands and events. Rulesets must not use it. */
const CONTROL_PREFIX = 'sortie.';

/** The control command a seat sends to give the game up. */
export const RESIGN = 'sortie.resign';

/** Whether a command or event type is a control one. */
export function isControlType(type: string): boolean {
  return type.startsWith(CONTROL_PREFIX);
}

/** What happens when a seat's deadline passes. */
export type TimeoutPolicy = 'default-move' | 'forfeit' | 'claim';

/**
 * A per-move time control with a bank, as correspondence sites run them: each
 * seat starts with `perMoveMs` in its bank; the bank runs down while the seat
 * must act; each of its moves adds `perMoveMs` back, up to `bankCapMs`.
 */
export interface TimeControl {
  readonly perMoveMs: number;
  readonly bankCapMs: number;
  /** How long before a deadline the reminder goes out; 0 for none. */
  readonly reminderMs: number;
  readonly onTimeout: TimeoutPolicy;
  /** Whether a seat's vacation stops its clock in this game. */
  readonly vacationAllowed: boolean;
}

/** One seat's clock. */
export interface SeatClock {
  /** Time left when the clock last started (or now, while it is stopped). */
  readonly bankMs: number;
  /** When the clock started running (ISO 8601); null while stopped. */
  readonly since: string | null;
  /** Whether this run's reminder has gone out. */
  readonly reminded: boolean;
  /** Out of time under the claim policy: the other sides may claim until the seat moves. */
  readonly flagged: boolean;
  /** On vacation: the clock does not run. */
  readonly away: boolean;
}

/** What the control events of a log add up to. Plain JSON, so it snapshots. */
export interface ControlState {
  readonly timeControl: TimeControl | null;
  /** Every seat's clock, in seating order, once a time control is set. */
  readonly clocks: Readonly<Record<SeatId, SeatClock>>;
  /** Set when control ended the game (a forfeit, a claimed win, a resignation); it wins over the ruleset's. */
  readonly outcome: Outcome | null;
}

/** Every control event. Times are ISO 8601 strings, durations milliseconds. */
export type ControlEvent =
  | { readonly type: 'sortie.time-control-set'; readonly at: string; readonly timeControl: TimeControl; readonly seats: readonly SeatId[] }
  | { readonly type: 'sortie.clock-started'; readonly seat: SeatId; readonly at: string; readonly deadline: string }
  | { readonly type: 'sortie.clock-stopped'; readonly seat: SeatId; readonly at: string; readonly usedMs: number; readonly bankMs: number; readonly moved: boolean }
  | { readonly type: 'sortie.reminded'; readonly seat: SeatId; readonly at: string; readonly deadline: string }
  | { readonly type: 'sortie.timed-out'; readonly seat: SeatId; readonly at: string; readonly policy: TimeoutPolicy }
  | { readonly type: 'sortie.forfeited'; readonly seat: SeatId; readonly at: string; readonly winners: readonly SeatId[] }
  | { readonly type: 'sortie.win-claimed'; readonly by: SeatId; readonly against: SeatId; readonly at: string; readonly winners: readonly SeatId[] }
  | { readonly type: 'sortie.resigned'; readonly seat: SeatId; readonly at: string; readonly winners: readonly SeatId[] }
  | { readonly type: 'sortie.vacation-started'; readonly seat: SeatId; readonly at: string; readonly bankMs: number }
  | { readonly type: 'sortie.vacation-ended'; readonly seat: SeatId; readonly at: string }
  /** A deadline that came while its player's notices were held (quiet hours) moved on to `deadline`, the clock still running. */
  | { readonly type: 'sortie.deadline-held'; readonly seat: SeatId; readonly at: string; readonly deadline: string }
  /** A seat took back its latest commands: the game is back at the state of version `to` (take-back.ts). */
  | TakenBackEvent;

/**
 * Every control command. All but `sortie.claim`, `sortie.resign` and
 * `sortie.take-back` come from the service (seat null); those come from the
 * claiming, resigning or taking-back seat.
 */
export type ControlCommand =
  | { readonly type: 'sortie.set-time-control'; readonly at: string; readonly timeControl: TimeControl; readonly seats: readonly SeatId[]; readonly away: readonly SeatId[] }
  /** Brings the clocks in line with who must act, after `actor` moved (null: after the start). */
  | { readonly type: 'sortie.sync'; readonly at: string; readonly actor: SeatId | null }
  | { readonly type: 'sortie.remind'; readonly seat: SeatId; readonly at: string }
  | { readonly type: 'sortie.timeout'; readonly seat: SeatId; readonly at: string }
  | { readonly type: 'sortie.claim'; readonly against: SeatId; readonly at: string }
  /** The sending seat gives the game up; `seats` are the game's, in seating order (the service fills them in: the kernel knows no seats without a time control). */
  | { readonly type: typeof RESIGN; readonly at: string; readonly seats: readonly SeatId[] }
  | { readonly type: 'sortie.vacation-start'; readonly seat: SeatId; readonly at: string }
  | { readonly type: 'sortie.vacation-end'; readonly seat: SeatId; readonly at: string }
  /**
   * Instead of a timeout: the seat's deadline has come while its player's notices are held (quiet hours), so it
   * moves on to `until`, when they will have had time to reach the player (src/cadence/quiet-deadlines.ts).
   */
  | { readonly type: 'sortie.hold-deadline'; readonly seat: SeatId; readonly at: string; readonly until: string }
  | TakeBackCommand;

/** The control state of a log with no control events. */
export const NO_CONTROL: ControlState = { timeControl: null, clocks: {}, outcome: null };

/** What `outcomeOf` and `promptsOf` read: a position's ruleset state and its control state, if any (and what may be taken back). */
export interface Controlled {
  readonly state: unknown;
  readonly control?: ControlState;
  readonly takeBack?: TakeBackTrail;
}

/** What a ruleset said of each state object it was asked about: states are values (see Ruleset.evolve), so the answer holds. */
const rulesetAnswers = new WeakMap<object, { outcome?: Outcome | null; prompts?: readonly Prompt[] }>();

function answersFor(state: unknown): { outcome?: Outcome | null; prompts?: readonly Prompt[] } {
  if (typeof state !== 'object' || state === null) return {};
  let answers = rulesetAnswers.get(state);
  if (!answers) rulesetAnswers.set(state, (answers = {}));
  return answers;
}

/** How a game ended: by control (forfeit, claim, resignation) first, else by its rules; null while it goes on. */
export function outcomeOf(ruleset: AnyRuleset, at: Controlled): Outcome | null {
  if (at.control?.outcome) return at.control.outcome;
  const answers = answersFor(at.state);
  return answers.outcome === undefined ? (answers.outcome = ruleset.outcome(at.state)) : answers.outcome;
}

/** Who must act now: the ruleset's prompts, or none once control has ended the game. Worked out once per state; not to be changed. */
export function promptsOf(ruleset: AnyRuleset, at: Controlled): readonly Prompt[] {
  if (at.control?.outcome) return [];
  const answers = answersFor(at.state);
  return (answers.prompts ??= ruleset.prompts(at.state) as readonly Prompt[]);
}

/** Milliseconds a running clock has used by `atMs` (0 while it is stopped); never negative (instances' clocks may differ a little). */
export function usedBy(clock: SeatClock, atMs: number): number {
  return clock.since === null ? 0 : Math.max(0, atMs - Date.parse(clock.since));
}

/** When a running clock runs out (ISO 8601), or null while it is stopped. */
export function deadlineOf(clock: SeatClock): string | null {
  return clock.since === null ? null : new Date(Date.parse(clock.since) + clock.bankMs).toISOString();
}

/** When each of `seats` runs out of time at a position (ISO 8601), by seat; a seat whose clock is not running (or that has none) is absent. */
export function deadlinesOf(at: Controlled, seats: readonly SeatId[]): Record<SeatId, string> {
  return Object.fromEntries(
    seats.flatMap((seat) => {
      const clock = at.control && clockOf(at.control, seat);
      const deadline = clock ? deadlineOf(clock) : null;
      return deadline ? [[seat, deadline]] : [];
    }),
  );
}

/** Of `seats`, in their order, those on another side than `seat` (Ruleset.sides): the seats that may claim the win against it. */
export function opponentsOf(ruleset: AnyRuleset, state: unknown, seat: SeatId, seats: readonly SeatId[]): SeatId[] {
  const side = ruleset.sides?.(state).find((s) => s.includes(seat)) ?? [seat];
  return seats.filter((s) => !side.includes(s));
}

/** Who wins when `seat` concedes at `state`, `how` it does (Ruleset.concessionWinners); by default every other of `seats`. */
export function concessionWinners(ruleset: AnyRuleset, state: unknown, seat: SeatId, how: Concession, seats: readonly SeatId[]): readonly SeatId[] {
  return ruleset.concessionWinners?.(state, seat, how) ?? seats.filter((s) => s !== seat);
}

/** Of `seats`, in their order, those out of time under the claim policy: their opponents (opponentsOf) may claim the win against them until they move (while the game goes on). */
export function outOfTimeSeats(at: Controlled, seats: readonly SeatId[]): SeatId[] {
  const control = at.control;
  return control ? seats.filter((seat) => clockOf(control, seat)?.flagged === true) : [];
}

/** A seat's deadline in what deadlinesOf answered, or null. */
export function seatDeadline(deadlines: Readonly<Record<SeatId, string>>, seat: SeatId): string | null {
  return Object.hasOwn(deadlines, seat) ? deadlines[seat]! : null;
}

/**
 * When a running clock's reminder is due, or null when there is none: the
 * clock is stopped, the reminder went out, or the run is no longer than the
 * reminder's lead (the turn notice already named the deadline).
 */
export function reminderDueOf(timeControl: TimeControl, clock: SeatClock): string | null {
  if (clock.since === null || clock.reminded || timeControl.reminderMs <= 0 || clock.bankMs <= timeControl.reminderMs) return null;
  return new Date(Date.parse(clock.since) + clock.bankMs - timeControl.reminderMs).toISOString();
}

/** A seat's clock, or undefined when the game has no such seat (a seat named like an object's own property, `__proto__` or `toString`, included). */
export function clockOf(control: ControlState, seat: SeatId): SeatClock | undefined {
  return Object.hasOwn(control.clocks, seat) ? control.clocks[seat] : undefined;
}

function setClock(control: ControlState, seat: SeatId, change: Partial<SeatClock>): ControlState {
  const clock = clockOf(control, seat);
  if (!clock) throw new Error(`control event for unknown seat ${seat}`);
  return { ...control, clocks: { ...control.clocks, [seat]: { ...clock, ...change } } };
}

/** Folds one control event into the control state. Never fails for an event `decideControl` produced. */
export function evolveControl(control: ControlState, event: ControlEvent): ControlState {
  switch (event.type) {
    case 'sortie.time-control-set': {
      const fresh: SeatClock = { bankMs: event.timeControl.perMoveMs, since: null, reminded: false, flagged: false, away: false };
      return { ...control, timeControl: event.timeControl, clocks: Object.fromEntries(event.seats.map((s) => [s, fresh])) };
    }
    case 'sortie.clock-started':
      return setClock(control, event.seat, { since: event.at, reminded: false });
    case 'sortie.clock-stopped':
      return setClock(control, event.seat, { since: null, bankMs: event.bankMs, reminded: false, ...(event.moved ? { flagged: false } : {}) });
    case 'sortie.reminded':
      return setClock(control, event.seat, { reminded: true });
    case 'sortie.timed-out':
      return setClock(control, event.seat, { since: null, bankMs: 0, flagged: event.policy === 'claim' });
    case 'sortie.forfeited':
      return { ...control, outcome: { result: 'forfeit', summary: `Seat ${event.seat} ran out of time and forfeited the game.`, winners: [...event.winners], detail: { forfeited: event.seat } } };
    case 'sortie.win-claimed':
      return {
        ...control,
        outcome: { result: 'win-claimed', summary: `Seat ${event.by} claimed the win: seat ${event.against} ran out of time.`, winners: [...event.winners], detail: { claimedBy: event.by, timedOut: event.against } },
      };
    case 'sortie.resigned':
      return { ...control, outcome: { result: 'resigned', summary: `Seat ${event.seat} resigned.`, winners: [...event.winners], detail: { resigned: event.seat } } };
    case 'sortie.vacation-started':
      return setClock(control, event.seat, { since: null, bankMs: event.bankMs, away: true });
    case 'sortie.vacation-ended':
      return setClock(control, event.seat, { away: false });
    case 'sortie.deadline-held': {
      // The clock runs on from the same start with the bank that makes `deadline` its end; the reminder goes out again before it.
      const since = clockOf(control, event.seat)?.since;
      if (!since) throw new Error(`deadline held for seat ${event.seat}, whose clock is not running`);
      return setClock(control, event.seat, { bankMs: Date.parse(event.deadline) - Date.parse(since), reminded: false });
    }
    case 'sortie.taken-back':
      // The state goes back (the fold does that: Position.takeBack); the clocks go on.
      return control;
    default: {
      const never: never = event;
      throw new Error(`unknown control event ${JSON.stringify(never)}`);
    }
  }
}
