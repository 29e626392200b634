/**
 * The event log in PostgreSQL: append a batch at an expected version, read
 * after a sequence number, snapshots. An append is one SQL statement — its
 * own transaction — that checks and bumps the game's version, inserts the
 * events and the outbox rows, and sends a NOTIFY, so nobody is told of an
 * event that is not durable and a stale writer never leaves a gap or a copy.
 */
import type pg from 'pg';
import type { LogEntry } from '../kernel/log.js';
import type { Position } from '../kernel/engine.js';

/** A notice to deliver once the events are committed. */
export interface OutboxInsert {
  readonly accountId: string | null;
  readonly kind: string;
  readonly payload: unknown;
}

/** What an append changes on the game's row besides its version. */
export interface GameRowUpdate {
  readonly status?: 'active' | 'finished';
  /** Seats that must act after this batch. */
  readonly awaiting?: readonly string[];
}

/** An append's result: the new version, or a typed conflict with the version found. */
export type AppendResult = { readonly ok: true; readonly version: number } | { readonly ok: false; readonly conflict: true; readonly actualVersion: number | null };

/** The NOTIFY channel that carries `{ g: gameId, v: version }` after each append. */
export const EVENTS_CHANNEL = 'sortie_events';

/** What a NOTIFY on the events channel says. */
export interface AppendNotice {
  readonly gameId: string;
  readonly version: number;
}

const APPEND_SQL = `
WITH bumped AS (
  UPDATE games
     SET version = $3,
         updated_at = now(),
         status = COALESCE($6, status),
         ended_at = CASE WHEN $6 = 'finished' THEN now() ELSE ended_at END,
         awaiting = COALESCE($7::text[], awaiting)
   WHERE id = $1 AND version = $2
  RETURNING id
), inserted AS (
  INSERT INTO events (game_id, seq, type, data, visible_to, redacted, cause, prev_hash, hash)
  SELECT $1, e.seq, e.type, e.data, e.visible_to, e.redacted, e.cause, e.prev_hash, e.hash
    FROM jsonb_to_recordset($4::jsonb) AS e(seq int, type text, data jsonb, visible_to jsonb, redacted jsonb, cause jsonb, prev_hash text, hash text)
   WHERE EXISTS (SELECT 1 FROM bumped)
  RETURNING seq
), queued AS (
  INSERT INTO outbox (game_id, seq, account_id, kind, payload)
  SELECT $1, $3, o.account_id, o.kind, o.payload
    FROM jsonb_to_recordset($5::jsonb) AS o(account_id uuid, kind text, payload jsonb)
   WHERE EXISTS (SELECT 1 FROM bumped)
  RETURNING id
)
SELECT (SELECT count(*) FROM inserted)::int AS inserted,
       (SELECT count(*) FROM queued)::int AS queued,
       (SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object('g', $1::text, 'v', $3::int)::text) FROM bumped) AS notified`;

interface EventRow {
  seq: number;
  data: LogEntry['event'];
  visible_to: string[] | null;
  redacted: LogEntry['event'] | null;
  cause: LogEntry['cause'];
  prev_hash: string;
  hash: string;
}

function toEntry(row: EventRow): LogEntry {
  return { seq: row.seq, event: row.data, visibleTo: row.visible_to, redacted: row.redacted, cause: row.cause, prevHash: row.prev_hash, hash: row.hash };
}

/** The append-only event log of every game. */
export class EventStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Appends a batch that must follow `expectedVersion` exactly. Commits the
   * events, the outbox rows and a NOTIFY together, or nothing at all.
   */
  async append(gameId: string, expectedVersion: number, entries: readonly LogEntry[], outbox: readonly OutboxInsert[] = [], update: GameRowUpdate = {}): Promise<AppendResult> {
    if (entries.length === 0) throw new Error('append: no entries');
    if (entries.some((e, i) => e.seq !== expectedVersion + 1 + i)) throw new Error('append: entries do not follow the expected version');
    const version = expectedVersion + entries.length;
    const rows = entries.map((e) => ({
      seq: e.seq,
      type: e.event.type,
      data: e.event,
      visible_to: e.visibleTo,
      redacted: e.redacted,
      cause: e.cause,
      prev_hash: e.prevHash,
      hash: e.hash,
    }));
    const notices = outbox.map((o) => ({ account_id: o.accountId, kind: o.kind, payload: o.payload }));
    try {
      const { rows: result } = await this.pool.query<{ inserted: number }>(APPEND_SQL, [
        gameId,
        expectedVersion,
        version,
        JSON.stringify(rows),
        JSON.stringify(notices),
        update.status ?? null,
        update.awaiting ? [...update.awaiting] : null,
      ]);
      if (result[0]?.inserted === entries.length) return { ok: true, version };
    } catch (err) {
      // A unique violation on (game_id, seq) is another writer's win: a conflict, not a fault.
      if ((err as { code?: string }).code !== '23505') throw err;
    }
    return { ok: false, conflict: true, actualVersion: await this.version(gameId) };
  }

  /** The game's current version, or null when there is no such game. */
  async version(gameId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM games WHERE id = $1', [gameId]);
    return rows[0]?.version ?? null;
  }

  /** A game's entries after `afterSeq`, in order, at most `limit`. */
  async read(gameId: string, afterSeq = 0, limit = 10_000): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<EventRow>(
      'SELECT seq, data, visible_to, redacted, cause, prev_hash, hash FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
      [gameId, afterSeq, limit],
    );
    return rows.map(toEntry);
  }

  /** Records a snapshot of a game's position; a snapshot already taken at that version stays. */
  async saveSnapshot(gameId: string, position: Position): Promise<void> {
    await this.pool.query(
      'INSERT INTO snapshots (game_id, version, state, head, dice_cursor) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [gameId, position.version, JSON.stringify(position.state), position.head, position.diceCursor],
    );
  }

  /** The latest snapshot of a game at or below `atOrBelow`, or null. */
  async latestSnapshot(gameId: string, atOrBelow = 2 ** 31 - 1): Promise<Position | null> {
    const { rows } = await this.pool.query<{ version: number; state: unknown; head: string; dice_cursor: number }>(
      'SELECT version, state, head, dice_cursor FROM snapshots WHERE game_id = $1 AND version <= $2 ORDER BY version DESC LIMIT 1',
      [gameId, atOrBelow],
    );
    const row = rows[0];
    return row ? { state: row.state, version: row.version, head: row.head, diceCursor: row.dice_cursor } : null;
  }
}
