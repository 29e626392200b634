/**
 * Vacations: a pool of days per account per year; while one runs, the
 * account's clocks stop in every game that allows it. The vacation row is
 * the truth; its start and end are then recorded in each game's log as
 * control events. Recording is at least once (a crash leaves the row
 * unsynced and the scheduler records it again), and harmless to repeat: it
 * records where the account stands now, and a game already showing that
 * refuses it. A vacation ended while its start is still being recorded has
 * its end recorded again afterwards, so no game is left with a start after
 * the end; and a game that starts while its players' vacations change is
 * brought in line right after its start (CadenceHooks.afterStart). A vacation
 * holds the account's notices too (the dispatcher defers them: notification-store.ts
 * CLAIM_SQL) until its end is recorded, when they are let go.
 */
import type { Clock } from '../clock.js';
import type { GamePlay } from '../games/game-play.js';
import type { ControlCommand } from '../kernel/control.js';
import type { CadenceStore, VacationRow, VacationStart } from './cadence-store.js';
import { daysUsed, yearOf, type Standing } from './vacation-pool.js';
import type { SeatId } from '../kernel/ruleset.js';

/** An account's vacation pool and current vacation. */
export interface VacationStatus {
  readonly year: number;
  readonly allowanceDays: number;
  readonly usedDays: number;
  readonly remainingDays: number;
  readonly current: { readonly startedAt: Date; readonly endsAt: Date } | null;
}

/** How vacations are run. */
export interface VacationSettings {
  readonly daysPerYear: number;
  /** How long a scheduler holds a vacation it is recording. */
  readonly leaseMs: number;
}

/** Vacations whose start or end one sync claims to record (the rest wait for the next). */
const SYNC_BATCH = 50;

/** Starts and ends vacations and records them in the games. */
export class Vacations {
  constructor(
    private readonly store: CadenceStore,
    private readonly play: GamePlay,
    private readonly clock: Clock,
    private readonly settings: VacationSettings,
    private readonly log: (message: string) => void,
  ) {}

  /** An account's pool this year and its running vacation. */
  async status(accountId: string): Promise<VacationStatus> {
    const now = this.clock.now();
    const vacations = await this.store.vacationsOf(accountId, now);
    const usedDays = daysUsed(vacations, now);
    const running = vacations.find((v) => v.endedAt === null && v.endsAt > now);
    return {
      year: yearOf(now).year,
      allowanceDays: this.settings.daysPerYear,
      usedDays,
      remainingDays: Math.max(0, this.settings.daysPerYear - usedDays),
      current: running ? { startedAt: running.startedAt, endsAt: running.endsAt } : null,
    };
  }

  /** Starts a vacation of `days` now and records it in the account's games. */
  async start(accountId: string, days: number): Promise<VacationStart> {
    const result = await this.store.startVacation(accountId, this.clock.now(), days, this.settings.daysPerYear);
    if (result.ok) await this.record(result.vacation);
    return result;
  }

  /** Ends the account's running vacation now and records that; false when none runs. */
  async end(accountId: string): Promise<boolean> {
    const ended = await this.store.endVacation(accountId, this.clock.now());
    if (ended) await this.record(ended);
    return ended !== null;
  }

  /** Ends the vacations whose time is up and records up to SYNC_BATCH starts or ends not yet recorded. */
  async sync(): Promise<void> {
    const now = this.clock.now();
    await this.store.endDueVacations(now);
    for (const vacation of await this.store.claimUnsyncedVacations(now, this.settings.leaseMs, SYNC_BATCH)) await this.record(vacation);
  }

  /**
   * Records in each game of its account where the account stands now: away
   * since its running vacation began, or back since its last one ended —
   * not what this vacation did, which a later one may have overtaken (a new
   * vacation started just after this one ran out, before its end was
   * recorded, must not have its games' clocks restarted). Where the account
   * stands is read again after each pass over its games, and another pass
   * made if it changed meanwhile, so that this pass's commands cannot land
   * after those of a newer vacation recorded at the same time.
   */
  private async record(vacation: VacationRow): Promise<void> {
    let standing = await this.store.standing(vacation.accountId, this.clock.now());
    for (let pass = 1; ; pass++) {
      for (const { gameId, seat } of await this.store.activeSeats(vacation.accountId)) {
        const r = await this.play.execute(gameId, null, standingCommand(standing, seat));
        // Games without a time control, or that refuse vacations, or already show it, say no: that is expected.
        if (!r.ok && r.kind !== 'rejected') this.log(`vacation ${vacation.id} in game ${gameId}: ${r.kind}`);
      }
      const now = await this.store.standing(vacation.accountId, this.clock.now());
      if (now.away === standing.away && now.since.getTime() === standing.since.getTime()) break;
      // Each change of standing records itself as well; a few passes here only close the window between them.
      if (pass === MAX_PASSES) return this.log(`vacations of ${vacation.accountId} kept changing while recorded; left to the scheduler`);
      standing = now;
    }
    if (await this.store.markSynced(vacation)) {
      // Back, and the games know it: what the vacation held goes now, as the games stand (the dispatcher drops what they have overtaken).
      if (!standing.away) await this.store.releaseHeldNotices(vacation.accountId, this.clock.now());
      return;
    }
    // It ended while its start was being recorded: the end may have reached some games before the start did, and been
    // refused there, so it is recorded again (a game that already shows it refuses it once more).
    const now = await this.store.unsync(vacation.id);
    if (now?.endedAt) await this.record(now);
  }
}

/** How many passes over an account's games one recording makes at most. */
const MAX_PASSES = 4;

/** The control command that brings a seat in line with where its account stands. */
export function standingCommand(standing: Standing, seat: SeatId): ControlCommand {
  const at = standing.since.toISOString();
  return standing.away ? { type: 'sortie.vacation-start', seat, at } : { type: 'sortie.vacation-end', seat, at };
}
