/**
 * The cadence's part in playing a game, applied by GamePlay in the same
 * append as the command that calls for it: the time control recorded at the
 * start, the clocks brought in line after every move, the server's default
 * move after a timeout under that policy, the notices control events call
 * for, and when the scheduler must next look at the game.
 */
import type { Clock } from '../clock.js';
import type { FollowUp, GameMeta, PlayHooks } from '../games/game-play.js';
import type { Position } from '../kernel/engine.js';
import type { LogEntry } from '../kernel/log.js';
import { RESIGN, clockOf, deadlineOf, isControlType, opponentsOf, promptsOf, type ControlCommand, type ControlEvent } from '../kernel/control.js';
import { seatIds, type GameCommand, type SeatId } from '../kernel/ruleset.js';
import { TAKE_BACK } from '../kernel/take-back.js';
import { timeoutCommands } from '../kernel/timeout.js';
import type { OutboxInsert } from '../store/event-store.js';
import type { CadenceStore } from './cadence-store.js';
import { toKernelTimeControl } from './time-control.js';
import { nextDue } from './due.js';
import { deadlineCommand } from './quiet-deadlines.js';
import { standingCommand } from './vacations.js';

/** A control command the service sends. */
const control = (command: ControlCommand): FollowUp => ({ seat: null, command });

/** GamePlay's hooks for time controls. */
export class CadenceHooks implements PlayHooks {
  constructor(
    private readonly store: CadenceStore,
    private readonly clock: Clock,
  ) {}

  /**
   * The timeout of a running clock past its deadline that the scheduler has
   * not applied yet, due before: a seat's command, timed by when it came,
   * under a policy that does not wait for a claim (forfeit, default-move) —
   * for a resignation, which ends the game for all, any seat's clock, since
   * the game was decided at that deadline; or a vacation beginning for the
   * seat, timed by when it began, under any policy — a vacation taken once
   * the time is up must not stop the clock (and, the seat moving while away,
   * escape the policy for good). As the scheduler would, it holds the
   * deadline instead where the seat's player's quiet hours hold at that
   * moment (quiet-deadlines.ts): the seat's command then comes on time.
   */
  async overdue(meta: GameMeta, at: Position, seat: SeatId | null, command: GameCommand, sentAt?: Date): Promise<FollowUp | null> {
    const vacation = seat === null && command.type === 'sortie.vacation-start' ? (command as Extract<ControlCommand, { type: 'sortie.vacation-start' }>) : null;
    const state = at.control;
    const onTimeout = state?.timeControl?.onTimeout;
    if (!state || onTimeout === undefined || (onTimeout === 'claim' && !vacation)) return null;
    const subjects = vacation ? [vacation.seat] : seat === null ? [] : command.type === RESIGN ? Object.keys(state.clocks) : [seat];
    const when = vacation ? Date.parse(vacation.at) : (sentAt ?? this.clock.now()).getTime();
    const late = subjects.find((s) => {
      const clock = clockOf(state, s);
      const deadline = clock && !clock.away ? deadlineOf(clock) : null;
      return deadline !== null && when >= Date.parse(deadline);
    });
    if (late === undefined) return null;
    const timeout = { type: 'sortie.timeout' as const, seat: late, at: new Date(when).toISOString() };
    return control(deadlineCommand(timeout, await this.store.quietHoursOf(meta.id, late), state.timeControl!, new Date(when)));
  }

  async next(meta: GameMeta, at: Position, last: FollowUp, sentAt?: Date): Promise<FollowUp | null> {
    const now = (sentAt ?? this.clock.now()).toISOString();
    if (isControlType(last.command.type)) {
      const done = last.command as ControlCommand;
      // A take-back is no move: the clocks follow who must act now, nobody charged for a move (actor null), nobody refilled.
      if (done.type === TAKE_BACK) return at.control?.timeControl ? control({ type: 'sortie.sync', at: now, actor: null }) : null;
      if (done.type !== 'sortie.timeout' || at.control?.timeControl?.onTimeout !== 'default-move') return null;
      const { seat } = done;
      if (!promptsOf(meta.ruleset, at).some((p) => p.seat === seat)) return null;
      // The bot's choice is recorded as a command, so its randomness need not be provable.
      const batch = timeoutCommands(meta.ruleset, at, seat, meta.seed, Math.random);
      return { seat, command: batch.at(-1)!, batch };
    }
    if (at.control?.timeControl) return control({ type: 'sortie.sync', at: now, actor: last.seat });
    // Only the start (the one seatless ruleset command) sets a time control.
    if (last.seat !== null) return null;
    const tc = await this.store.timeControlOf(meta.id);
    if (!tc) return null;
    const away = await this.store.onVacation([...meta.seats.values()], this.clock.now());
    return control({
      type: 'sortie.set-time-control',
      at: now,
      timeControl: toKernelTimeControl(tc),
      seats: seatIds(meta.ruleset, meta.options),
      away: [...meta.seats].filter(([, account]) => away.has(account)).map(([seat]) => seat),
    });
  }

  notices(meta: GameMeta, entries: readonly LogEntry[], after: Position): OutboxInsert[] {
    const out: OutboxInsert[] = [];
    const to = (seat: string, kind: string, payload: Record<string, unknown>) => {
      const accountId = meta.seats.get(seat);
      if (accountId) out.push({ accountId, kind, payload: { gameId: meta.id, version: after.version, ...payload } });
    };
    entries.forEach(({ event }, i) => {
      if (!isControlType(event.type)) return;
      const e = event as ControlEvent;
      if (e.type === 'sortie.reminded') to(e.seat, 'reminder', { seat: e.seat, deadline: e.deadline });
      if (e.type === 'sortie.timed-out') {
        to(e.seat, 'timeout', { seat: e.seat, policy: e.policy, ...(e.policy === 'default-move' ? { serverMove: serverMove(meta, entries.slice(i + 1), e.seat) } : {}) });
        if (e.policy === 'claim') for (const other of opponentsOf(meta.ruleset, after.state, e.seat, [...meta.seats.keys()])) to(other, 'claimable', { seat: other, against: e.seat });
      }
    });
    return out;
  }

  dueAt(meta: GameMeta, at: Position): Date | null {
    return nextDue(meta.ruleset, at);
  }

  /**
   * Who was away went into the time control when the start was decided; a
   * vacation that began or ended before the start committed reached no game
   * (the game was not active yet): each seat whose account stands otherwise
   * now is brought in line. A change after this reads the game as active,
   * and reaches it by itself.
   */
  async afterStart(meta: GameMeta, at: Position): Promise<FollowUp[]> {
    if (!at.control?.timeControl?.vacationAllowed) return [];
    const now = this.clock.now();
    const out: FollowUp[] = [];
    for (const [seat, accountId] of meta.seats) {
      const clock = clockOf(at.control, seat);
      const standing = await this.store.standing(accountId, now);
      if (clock && standing.away !== clock.away) out.push(control(standingCommand(standing, seat)));
    }
    return out;
  }
}

/**
 * The commands the server played for a seat at its time-out (default-move), in the ruleset's words: those of the
 * entries after the time-out that the seat's commands caused, up to the next cause of another (the clocks' sync).
 * Only that seat's notice carries them: they are its own moves.
 */
function serverMove(meta: GameMeta, after: readonly LogEntry[], seat: SeatId): string[] {
  const moves: string[] = [];
  for (const { cause } of after) {
    if (!cause) continue;
    if (cause.seat !== seat) break;
    moves.push(meta.ruleset.describeCommand?.(cause.command) ?? cause.command.type.replaceAll('-', ' '));
  }
  return moves;
}
