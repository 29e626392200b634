/**
 * The presence table's SQL: one row per account and instance that has a
 * stream open, counted only until its `expires_at`. Times are the database's
 * own `now()`, so instances whose clocks differ still agree on what expired.
 */
import type pg from 'pg';

/** An account and its open connections on this instance. */
export interface PresenceEntry {
  readonly accountId: string;
  readonly connections: number;
}

/** Writes the accounts present in `$2`/`$3` (their rows renewed for `$4` ms) after `gone` deletes what must go; `$1` is the instance. */
const upsert = (gone: string) => `
WITH gone AS (DELETE FROM presence WHERE ${gone})
INSERT INTO presence (account_id, instance_id, connections, expires_at)
SELECT a, $1, c, now() + make_interval(secs => $4::double precision / 1000) FROM unnest($2::uuid[], $3::int[]) AS t(a, c)
ON CONFLICT (account_id, instance_id) DO UPDATE SET connections = EXCLUDED.connections, expires_at = EXCLUDED.expires_at`;

/** Some accounts came or went: `$5` are those gone from this instance. */
const UPDATE_SQL = upsert('instance_id = $1 AND account_id = ANY($5::uuid[])');

/**
 * The whole of this instance's presence: its rows not in `$2` go, and so do
 * other instances' expired rows, which would otherwise pile up after crashes.
 */
const REPLACE_SQL = upsert('(instance_id = $1 AND NOT (account_id = ANY($2::uuid[]))) OR (instance_id <> $1 AND expires_at <= now())');

/** The presence rows of one instance, and the reads of everyone's. */
export class PresenceStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly instanceId: string,
  ) {}

  /** Writes the accounts present (renewed for `ttlMs`) and deletes the rows of those gone. */
  async update(present: readonly PresenceEntry[], gone: readonly string[], ttlMs: number): Promise<void> {
    await this.pool.query(UPDATE_SQL, [...this.params(present, ttlMs), gone]);
  }

  /** Makes this instance's rows exactly `present` (renewed for `ttlMs`), and clears expired rows. */
  async replace(present: readonly PresenceEntry[], ttlMs: number): Promise<void> {
    await this.pool.query(REPLACE_SQL, this.params(present, ttlMs));
  }

  /** Deletes this instance's rows (when it stops). */
  async clear(): Promise<void> {
    await this.pool.query('DELETE FROM presence WHERE instance_id = $1', [this.instanceId]);
  }

  /**
   * Whether another instance has an unexpired row for the account. This
   * instance's own rows are not asked: its board knows better than a row that
   * a write still in flight may be about to delete.
   */
  async isConnectedElsewhere(accountId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ connected: boolean }>('SELECT EXISTS (SELECT 1 FROM presence WHERE account_id = $1 AND instance_id <> $2 AND expires_at > now()) AS connected', [accountId, this.instanceId]);
    return rows[0]?.connected === true;
  }

  private params(present: readonly PresenceEntry[], ttlMs: number): unknown[] {
    return [this.instanceId, present.map((e) => e.accountId), present.map((e) => e.connections), ttlMs];
  }
}
