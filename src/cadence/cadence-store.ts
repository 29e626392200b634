/**
 * The cadence's SQL: games due for a reminder or a timeout (claimed with
 * SKIP LOCKED and a lease, so several schedulers share the work and a
 * crashed one's games come back), the time control a game was created with,
 * and vacations.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { SeatId } from '../kernel/ruleset.js';
import type { PerMoveTimeControl } from './time-control.js';
import { daysUsed, standingOf, yearOf, DAY_MS, type Standing, type VacationSpan } from './vacation-pool.js';
import { inTransaction } from '../store/transaction.js';
import type { QuietHours } from '../notifications/quiet-hours.js';
import { NotificationStore, quietOf } from '../notifications/notification-store.js';

/** A vacation row. */
export interface VacationRow extends VacationSpan {
  readonly id: string;
  readonly accountId: string;
}

/** What starting a vacation came to. */
export type VacationStart =
  | { readonly ok: true; readonly vacation: VacationRow }
  | { readonly ok: false; readonly reason: 'on-vacation' }
  | { readonly ok: false; readonly reason: 'pool-exhausted'; readonly remainingDays: number };

interface RawVacation {
  id: string;
  account_id: string;
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
}

const VACATION_COLUMNS = 'id, account_id, started_at, ends_at, ended_at';

function toVacation(r: RawVacation): VacationRow {
  return { id: r.id, accountId: r.account_id, startedAt: r.started_at, endsAt: r.ends_at, endedAt: r.ended_at };
}

/**
 * Hides games due at `now` from other schedulers for the lease (a crashed
 * scheduler's games are due again after it): games played under a ruleset
 * version in $4/$5 (ids, versions), the ones this service hosts; the others
 * keep their due time for a service that hosts theirs.
 */
const CLAIM_DUE_GAMES_SQL = `
UPDATE game_activity SET due_at = $1::timestamptz + make_interval(secs => $2::double precision / 1000)
 WHERE game_id IN (SELECT a.game_id FROM game_activity a JOIN games g ON g.id = a.game_id -- crosses shards: due-games
                    WHERE a.due_at <= $1 AND g.status = 'active'
                      AND (g.ruleset, g.ruleset_version) IN (SELECT * FROM unnest($4::text[], $5::int[]))
                    ORDER BY a.due_at LIMIT $3 FOR UPDATE OF a SKIP LOCKED)
RETURNING game_id AS id`;

/** Sets a game's due time if it is still at version $2: its row locked first, so that an append under way is waited for and then seen. */
const SET_DUE_SQL = `
WITH current AS (SELECT id FROM games WHERE id = $1 AND version = $2 FOR UPDATE)
INSERT INTO game_activity (game_id, due_at) SELECT id, $3 FROM current
ON CONFLICT (game_id) DO UPDATE SET due_at = EXCLUDED.due_at`;

/** Ends the vacations whose time is up, at the moment they were to end. */
const END_DUE_VACATIONS_SQL = `
UPDATE vacations SET ended_at = ends_at, synced = false
 WHERE ended_at IS NULL AND ends_at <= $1 AND ($2::uuid IS NULL OR account_id = $2)`;

/** Claims vacations whose start or end is not yet recorded in every game, for the lease. */
const CLAIM_UNSYNCED_SQL = `
UPDATE vacations SET sync_lease_until = $1::timestamptz + make_interval(secs => $2::double precision / 1000)
 WHERE id IN (SELECT id FROM vacations WHERE NOT synced AND (sync_lease_until IS NULL OR sync_lease_until <= $1) ORDER BY started_at LIMIT $3 FOR UPDATE SKIP LOCKED)
RETURNING ${VACATION_COLUMNS}`;

/** The cadence's reads and writes. */
export class CadenceStore {
  private readonly notices: NotificationStore;

  constructor(
    private readonly pool: pg.Pool,
    private readonly rulesets: RulesetRegistry,
  ) {
    this.notices = new NotificationStore(pool);
  }

  /** Lets the notices a vacation (or quiet hours) held for an account go now: it is back, and its end recorded in its games. */
  releaseHeldNotices(accountId: string, now: Date): Promise<number> {
    return this.notices.releaseHeld(accountId, now);
  }

  /** The time control a game was created with, or null. */
  async timeControlOf(gameId: string): Promise<PerMoveTimeControl | null> {
    const { rows } = await this.pool.query<{ time_control: PerMoveTimeControl | null }>('SELECT time_control FROM games WHERE id = $1', [gameId]);
    return rows[0]?.time_control ?? null;
  }

  /** Claims up to `limit` games whose due time has come, of the ruleset versions the service hosts. */
  async claimDueGames(now: Date, leaseMs: number, limit: number): Promise<string[]> {
    const hosted = this.rulesets.hosted();
    const { rows } = await this.pool.query<{ id: string }>(CLAIM_DUE_GAMES_SQL, [now, leaseMs, limit, hosted.map((r) => r.id), hosted.map((r) => r.version)]);
    return rows.map((r) => r.id);
  }

  /** Sets a game's due time, unless it has moved on from `version` (then its append set it). */
  async setDue(gameId: string, version: number, dueAt: Date | null): Promise<void> {
    await this.pool.query(SET_DUE_SQL, [gameId, version, dueAt]);
  }

  /** The seats an account holds in games being played. */
  async activeSeats(accountId: string): Promise<{ gameId: string; seat: SeatId }[]> {
    const { rows } = await this.pool.query<{ game_id: string; seat: string }>(
      "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id WHERE s.account_id = $1 AND g.status = 'active' ORDER BY s.game_id /* crosses shards: account-games */",
      [accountId],
    );
    return rows.map((r) => ({ gameId: r.game_id, seat: r.seat }));
  }

  /** The quiet hours of the player holding a seat, if they set any. */
  async quietHoursOf(gameId: string, seat: SeatId): Promise<QuietHours | null> {
    const { rows } = await this.pool.query<{ quiet_start: string | null; quiet_end: string | null; time_zone: string | null }>(
      'SELECT n.quiet_start, n.quiet_end, n.time_zone FROM seats s JOIN notification_settings n ON n.account_id = s.account_id WHERE s.game_id = $1 AND s.seat = $2',
      [gameId, seat],
    );
    return rows[0] ? quietOf(rows[0]) : null;
  }

  /** Which of these accounts are on vacation at `now`. */
  async onVacation(accountIds: readonly string[], now: Date): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ account_id: string }>(
      'SELECT DISTINCT account_id FROM vacations WHERE account_id = ANY($1::uuid[]) AND started_at <= $2 AND ended_at IS NULL AND ends_at > $2',
      [accountIds, now],
    );
    return new Set(rows.map((r) => r.account_id));
  }

  /** Where an account stands at `now`: away on a vacation, or back. */
  async standing(accountId: string, now: Date): Promise<Standing> {
    return standingOf(await this.vacationsOf(accountId, now), now);
  }

  /** An account's vacations that started this year (UTC) or are still running, oldest first; on `on`, a transaction's connection, if given. */
  async vacationsOf(accountId: string, now: Date, on: Pick<pg.Pool, 'query'> = this.pool): Promise<VacationRow[]> {
    const { rows } = await on.query<RawVacation>(
      `SELECT ${VACATION_COLUMNS} FROM vacations WHERE account_id = $1 AND (started_at >= $2 OR ended_at IS NULL) ORDER BY started_at`,
      [accountId, yearOf(now).start],
    );
    return rows.map(toVacation);
  }

  /**
   * Starts a vacation of `days` unless one is running or the year's pool
   * cannot cover it. The account's row is locked meanwhile, so two requests
   * cannot both pass the checks.
   */
  async startVacation(accountId: string, now: Date, days: number, allowanceDays: number): Promise<VacationStart> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
      await client.query(END_DUE_VACATIONS_SQL, [now, accountId]);
      const existing = await this.vacationsOf(accountId, now, client);
      if (existing.some((v) => v.endedAt === null)) return { ok: false, reason: 'on-vacation' };
      if (daysUsed(existing, now) + days > allowanceDays) return { ok: false, reason: 'pool-exhausted', remainingDays: Math.max(0, allowanceDays - daysUsed(existing, now)) };
      const vacation: VacationRow = { id: randomUUID(), accountId, startedAt: now, endsAt: new Date(now.getTime() + days * DAY_MS), endedAt: null };
      await client.query('INSERT INTO vacations (id, account_id, started_at, ends_at) VALUES ($1, $2, $3, $4)', [vacation.id, accountId, vacation.startedAt, vacation.endsAt]);
      return { ok: true, vacation };
    });
  }

  /** Ends an account's running vacation now; answers it, or null when none runs. */
  async endVacation(accountId: string, now: Date): Promise<VacationRow | null> {
    const { rows } = await this.pool.query<RawVacation>(
      `UPDATE vacations SET ended_at = LEAST($2::timestamptz, ends_at), synced = false WHERE account_id = $1 AND ended_at IS NULL RETURNING ${VACATION_COLUMNS}`,
      [accountId, now],
    );
    return rows[0] ? toVacation(rows[0]) : null;
  }

  /** Ends every vacation whose time is up. */
  async endDueVacations(now: Date): Promise<void> {
    await this.pool.query(END_DUE_VACATIONS_SQL, [now, null]);
  }

  /** Claims up to `limit` vacations whose start or end is not yet recorded in the games. */
  async claimUnsyncedVacations(now: Date, leaseMs: number, limit: number): Promise<VacationRow[]> {
    const { rows } = await this.pool.query<RawVacation>(CLAIM_UNSYNCED_SQL, [now, leaseMs, limit]);
    return rows.map(toVacation);
  }

  /** Marks a vacation recorded in the games as it was claimed (not if it has ended since). */
  async markSynced(vacation: VacationRow): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE vacations SET synced = true, sync_lease_until = NULL WHERE id = $1 AND ended_at IS NOT DISTINCT FROM $2', [vacation.id, vacation.endedAt]);
    return rowCount === 1;
  }

  /** Marks a vacation as needing to be recorded again (so a crash leaves it to the scheduler); answers it as it is now. */
  async unsync(id: string): Promise<VacationRow | null> {
    const { rows } = await this.pool.query<RawVacation>(`UPDATE vacations SET synced = false WHERE id = $1 RETURNING ${VACATION_COLUMNS}`, [id]);
    return rows[0] ? toVacation(rows[0]) : null;
  }
}
