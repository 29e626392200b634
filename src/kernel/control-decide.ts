/**
 * Deciding control commands: what a time control, a reminder, a timeout (or
 * a deadline held over quiet hours), a claim, a vacation or a resignation does to a game. A pure function of the
 * position and the command (whose `at` says when), so a replay decides the
 * same.
 */
import { reject, type AnyRuleset, type Decision, type SeatId } from './ruleset.js';
import type { ControlCommand, ControlEvent, ControlState, TimeControl } from './control.js';
import { TAKE_BACK, decideTakeBack } from './take-back.js';
import { NO_CONTROL, clockOf, concessionWinners, deadlineOf, opponentsOf, outcomeOf, promptsOf, reminderDueOf, usedBy, type Controlled } from './control.js';


function ok(events: readonly ControlEvent[]): Decision<ControlEvent> {
  return { ok: true, events: events.map((event) => ({ event })) };
}

const iso = (ms: number): string => new Date(ms).toISOString();

function prompted(ruleset: AnyRuleset, at: Controlled): Set<SeatId> {
  return new Set(promptsOf(ruleset, at).map((p) => p.seat));
}

function started(seat: SeatId, atMs: number, bankMs: number): ControlEvent {
  return { type: 'sortie.clock-started', seat, at: iso(atMs), deadline: iso(atMs + bankMs) };
}

/**
 * Brings the clocks in line with who must act now. The seat that just moved
 * is charged and refilled (each accepted command is a move: a present player
 * keeps its game alive, and the cap bounds what that can bank); a seat that
 * no longer must act stops without a refill; a seat that now must act, and is
 * neither away nor out of time, starts.
 */
function sync(ruleset: AnyRuleset, at: Controlled, control: ControlState, tc: TimeControl, atMs: number, actor: SeatId | null): ControlEvent[] {
  const now = prompted(ruleset, at);
  const events: ControlEvent[] = [];
  for (const [seat, clock] of Object.entries(control.clocks)) {
    let running = clock.since !== null;
    let bankMs = clock.bankMs;
    let flagged = clock.flagged;
    if (seat === actor) {
      const usedMs = usedBy(clock, atMs);
      bankMs = Math.min(tc.bankCapMs, Math.max(0, bankMs - usedMs) + tc.perMoveMs);
      events.push({ type: 'sortie.clock-stopped', seat, at: iso(atMs), usedMs, bankMs, moved: true });
      running = false;
      flagged = false;
    } else if (running && !now.has(seat)) {
      const usedMs = usedBy(clock, atMs);
      bankMs = Math.max(0, bankMs - usedMs);
      events.push({ type: 'sortie.clock-stopped', seat, at: iso(atMs), usedMs, bankMs, moved: false });
      running = false;
    }
    if (!running && now.has(seat) && !clock.away && !flagged) events.push(started(seat, atMs, bankMs));
  }
  return events;
}

/**
 * A seat gives the game up: it ends, with the winners the ruleset names for a
 * concession (as when a seat forfeits or is claimed against), and every running clock
 * stops, charged for the time it ran.
 */
function resign(ruleset: AnyRuleset, at: Controlled, seat: SeatId, command: Extract<ControlCommand, { type: 'sortie.resign' }>, atMs: number): Decision<ControlEvent> {
  if (!command.seats.includes(seat)) return reject('unknown-seat', `The game has no seat ${seat}.`);
  if (outcomeOf(ruleset, at)) return reject('game-over', 'The game is over.');
  const winners = concessionWinners(ruleset, at.state, seat, 'resignation', command.seats);
  const stopped = Object.entries((at.control ?? NO_CONTROL).clocks).flatMap(([s, clock]): ControlEvent[] => {
    if (clock.since === null) return [];
    const usedMs = usedBy(clock, atMs);
    return [{ type: 'sortie.clock-stopped', seat: s, at: command.at, usedMs, bankMs: Math.max(0, clock.bankMs - usedMs), moved: false }];
  });
  return ok([{ type: 'sortie.resigned', seat, at: command.at, winners: [...winners] }, ...stopped]);
}

/** Decides a control command for a seat (a claim, a resignation, a take-back) or the service (seat null) at a position. */
export function decideControl(ruleset: AnyRuleset, at: Controlled, seat: SeatId | null, command: ControlCommand): Decision<ControlEvent> {
  const control = at.control ?? NO_CONTROL;
  const atMs = Date.parse(command.at);
  if (!Number.isFinite(atMs)) return reject('bad-time', 'A control command needs a valid time.');
  const bySeat = command.type === 'sortie.claim' || command.type === 'sortie.resign' || command.type === TAKE_BACK;
  if (bySeat ? seat === null : seat !== null) return reject('not-allowed', `${command.type} cannot be sent by ${seat === null ? 'the service' : 'a seat'}.`);
  // A game without a time control may be resigned, and moves taken back, too.
  if (command.type === 'sortie.resign') return resign(ruleset, at, seat!, command, atMs);
  if (command.type === TAKE_BACK) return decideTakeBack(at.takeBack, seat!, command, outcomeOf(ruleset, at) !== null);
  if (command.type === 'sortie.set-time-control') {
    if (control.timeControl) return reject('time-control-set', 'The game already has a time control.');
    if (new Set(command.seats).size !== command.seats.length || command.seats.length === 0) return reject('bad-seats', 'A time control needs the game\'s seats, each once.');
    const tc = command.timeControl;
    const events: ControlEvent[] = [{ type: 'sortie.time-control-set', at: command.at, timeControl: tc, seats: command.seats }];
    const away = tc.vacationAllowed ? command.away.filter((s) => command.seats.includes(s)) : [];
    for (const s of away) events.push({ type: 'sortie.vacation-started', seat: s, at: command.at, bankMs: tc.perMoveMs });
    const now = prompted(ruleset, at);
    for (const s of command.seats) if (now.has(s) && !away.includes(s)) events.push(started(s, atMs, tc.perMoveMs));
    return ok(events);
  }
  const tc = control.timeControl;
  const noTimeControl = () => reject('no-time-control', 'The game has no time control.');
  if (command.type === 'sortie.sync') return tc ? ok(sync(ruleset, at, control, tc, atMs, command.actor)) : noTimeControl();
  // A game that is over is so with or without a time control: that comes first (found by review).
  if (outcomeOf(ruleset, at)) return reject('game-over', 'The game is over.');
  if (!tc) return noTimeControl();
  const subject = command.type === 'sortie.claim' ? command.against : command.seat;
  const clock = clockOf(control, subject);
  if (!clock) return reject('unknown-seat', `The game has no clock for seat ${subject}.`);
  switch (command.type) {
    case 'sortie.remind': {
      const due = reminderDueOf(tc, clock);
      if (due === null || clock.away || atMs < Date.parse(due)) return reject('not-due', `No reminder is due for seat ${command.seat}.`);
      return ok([{ type: 'sortie.reminded', seat: command.seat, at: command.at, deadline: deadlineOf(clock)! }]);
    }
    case 'sortie.timeout': {
      const deadline = deadlineOf(clock);
      if (deadline === null || clock.away || atMs < Date.parse(deadline)) return reject('not-due', `Seat ${command.seat} is not out of time.`);
      const events: ControlEvent[] = [{ type: 'sortie.timed-out', seat: command.seat, at: command.at, policy: tc.onTimeout }];
      const winners = concessionWinners(ruleset, at.state, command.seat, 'forfeit', Object.keys(control.clocks));
      if (tc.onTimeout === 'forfeit') events.push({ type: 'sortie.forfeited', seat: command.seat, at: command.at, winners: [...winners] });
      return ok(events);
    }
    case 'sortie.hold-deadline': {
      const deadline = deadlineOf(clock);
      const untilMs = Date.parse(command.until);
      if (deadline === null || clock.away || atMs < Date.parse(deadline)) return reject('not-due', `Seat ${command.seat} is not out of time.`);
      if (!Number.isFinite(untilMs) || untilMs <= atMs) return reject('bad-time', 'A deadline is held until a later time.');
      return ok([{ type: 'sortie.deadline-held', seat: command.seat, at: command.at, deadline: iso(untilMs) }]);
    }
    case 'sortie.claim': {
      const by = seat!;
      if (!clockOf(control, by)) return reject('unknown-seat', `The game has no seat ${by}.`);
      if (by === command.against) return reject('nothing-to-claim', 'A seat cannot claim the win against itself.');
      const seats = Object.keys(control.clocks);
      if (!opponentsOf(ruleset, at.state, command.against, seats).includes(by)) {
        return reject('same-side', `Seat ${command.against} plays on your side: only an opponent may claim the win; resigning ends the game for your side.`);
      }
      if (!clock.flagged) return reject('nothing-to-claim', `Seat ${command.against} is not out of time.`);
      return ok([{ type: 'sortie.win-claimed', by, against: command.against, at: command.at, winners: [...concessionWinners(ruleset, at.state, command.against, 'claim', seats)] }]);
    }
    case 'sortie.vacation-start': {
      if (!tc.vacationAllowed) return reject('vacation-not-allowed', 'This game was created without vacations.');
      if (clock.away) return reject('already-away', `Seat ${command.seat} is already on vacation.`);
      return ok([{ type: 'sortie.vacation-started', seat: command.seat, at: command.at, bankMs: Math.max(0, clock.bankMs - usedBy(clock, atMs)) }]);
    }
    case 'sortie.vacation-end': {
      if (!clock.away) return reject('not-away', `Seat ${command.seat} is not on vacation.`);
      const events: ControlEvent[] = [{ type: 'sortie.vacation-ended', seat: command.seat, at: command.at }];
      if (prompted(ruleset, at).has(command.seat) && !clock.flagged) events.push(started(command.seat, atMs, clock.bankMs));
      return ok(events);
    }
    default: {
      const never: never = command;
      return reject('unknown-control', `Unknown control command ${(never as { type: string }).type}.`);
    }
  }
}
