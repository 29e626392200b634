/**
 * What the streams read through. On PostgreSQL they have a small pool of
 * their own: every socket catches up on every notice, and those reads must
 * neither wait behind the commands' queue for the service's pool (a push
 * would then be as late as the slowest command) nor make commands wait
 * behind a burst of them. The embedded database is one connection, so there
 * they share the service's pool.
 */
import type pg from 'pg';
import type { Database } from '../store/database.js';
import { rowDeadlines } from '../store/event-store.js';
import { EventLog } from '../store/event-log.js';
import type { GameProgress } from './game-progress.js';
import { hasMuted, latestMessageId, readMessages, type GameMessageView, type MessageReader } from '../games/messages.js';

/** Connections the streams of one instance read through on PostgreSQL. */
const STREAM_POOL_SIZE = 4;

/** The log and the games' rows, read through the streams' own connections. */
export class StreamReads {
  readonly log: EventLog;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly owned: boolean,
  ) {
    this.log = new EventLog(pool);
  }

  /** The streams' reads for a database: a pool of their own on PostgreSQL, the service's on PGlite. */
  static open(db: Database, log: (message: string) => void): StreamReads {
    if (db.kind !== 'postgres') return new StreamReads(db.pool, false);
    const pool = db.openPool(STREAM_POOL_SIZE, (err) => log(`stream read pool: ${err.message}`));
    return new StreamReads(pool, true);
  }

  /**
   * A game's status from its row, or null when there is no such game. Read on every
   * notice by every stream, so it is a prepared statement rather than a
   * Prisma query: measured on PostgreSQL, ~70 µs of CPU a call against ~700.
   */
  async gameProgress(gameId: string): Promise<GameProgress | null> {
    const { rows } = await this.pool.query<{ version: number; status: string; awaiting: string[]; deadlines: unknown }>({
      name: 'sortie-stream-game-progress',
      text: 'SELECT version, status, awaiting, deadlines FROM games WHERE id = $1',
      values: [gameId],
    });
    const row = rows[0];
    return row ? { version: row.version, over: row.status === 'finished', awaiting: row.awaiting, deadlines: rowDeadlines(row.deadlines) } : null;
  }

  /**
   * The notices of `kinds` written to `accounts` with a game's appends after
   * `after` up to `upTo`, oldest first (the outbox row of a notice carries the
   * version of the append that wrote it).
   */
  async notices(gameId: string, after: number, upTo: number, accounts: readonly string[], kinds: readonly string[]): Promise<{ accountId: string; kind: string; payload: Record<string, unknown> }[]> {
    const { rows } = await this.pool.query<{ account_id: string; kind: string; payload: Record<string, unknown> }>({
      name: 'sortie-stream-notices',
      text: 'SELECT account_id, kind, payload FROM outbox WHERE game_id = $1 AND seq > $2 AND seq <= $3 AND kind = ANY($4::text[]) AND account_id = ANY($5::uuid[]) ORDER BY id',
      values: [gameId, after, upTo, kinds, accounts],
    });
    return rows.map((r) => ({ accountId: r.account_id, kind: r.kind, payload: r.payload }));
  }

  /** The messages of a game after `after` that `reader` may read, a page of them. */
  messages(gameId: string, reader: MessageReader, after: string): Promise<GameMessageView[]> {
    return readMessages(this.pool, gameId, reader, after, 100);
  }

  /** Whether an account muted a game's messages. */
  muted(gameId: string, accountId: string): Promise<boolean> {
    return hasMuted(this.pool, gameId, accountId);
  }

  /** The id of the game's latest message, where a new stream's pushes start. */
  latestMessage(gameId: string): Promise<string> {
    return latestMessageId(this.pool, gameId);
  }

  /** One queued notice of an account's, or null when it is gone. */
  async queuedNotice(outboxId: string, accountId: string): Promise<{ kind: string; gameId: string | null; payload: Record<string, unknown> } | null> {
    const { rows } = await this.pool.query<{ kind: string; game_id: string | null; payload: Record<string, unknown> }>({
      name: 'sortie-stream-queued-notice',
      text: 'SELECT kind, game_id, payload FROM outbox WHERE id = $1 AND account_id = $2',
      values: [outboxId, accountId],
    });
    const row = rows[0];
    return row ? { kind: row.kind, gameId: row.game_id, payload: row.payload } : null;
  }

  /**
   * Runs `read`, or joins the same read already in flight under `key`: the
   * sockets streaming one game, woken by one notice, ask the same questions
   * at once, and one query answers them all. The key must say which notice
   * the read answers, so that no one is handed a read that began before it.
   */
  shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = read().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** Closes the streams' own pool, if they have one. */
  async close(): Promise<void> {
    if (this.owned) await this.pool.end();
  }
}
