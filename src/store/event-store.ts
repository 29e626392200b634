/**
 * Writing the event log in PostgreSQL: append a batch at an expected
 * version, and snapshots (reads are EventLog's). Appends commit in one SQL statement —
 * its own transaction — that checks and bumps the game's version, inserts the
 * events and the outbox rows, and sends a NOTIFY, so nobody is told of an
 * event that is not durable and a stale writer never leaves a gap or a copy.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { LogEntry } from '../kernel/log.js';
import type { Outcome } from '../kernel/ruleset.js';
import type { Position } from '../kernel/engine.js';
import { EventLog } from './event-log.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** A notice to deliver once the events are committed. */
export interface OutboxInsert {
  readonly accountId: string | null;
  readonly kind: string;
  readonly payload: unknown;
  /** Whether only a delivery channel (mail, webhook) reads it, so that it is written only where the store's NoticeReach says one takes it to the account. */
  readonly channelsOnly?: boolean;
}

/**
 * Which notices marked channelsOnly an append writes: an SQL condition on
 * an account id and a kind (SQL expressions), given the SQL of a jsonb
 * parameter that holds `parameter` (src/notifications/reach.ts).
 */
export interface NoticeReach {
  condition(account: string, kind: string, parameter: string): string;
  readonly parameter: unknown;
}

/** Without a NoticeReach, every notice is written (the condition names its parameter, which the statement must use to know its type). */
const EVERYONE: NoticeReach = { condition: (_account, _kind, parameter) => `${parameter} IS NOT NULL`, parameter: true };

/** What an append changes on the game's row besides its version. */
export interface GameRowUpdate {
  readonly status?: 'active' | 'finished';
  /** Seats that must act after this batch. */
  readonly awaiting?: readonly string[];
  /** When each of those seats runs out of time (ISO 8601), by seat; with awaiting. */
  readonly deadlines?: Readonly<Record<string, string>>;
  /** Seats out of time under the claim policy; with awaiting. */
  readonly outOfTime?: readonly string[];
  /** How the game ended, with status finished. */
  readonly outcome?: Outcome;
  /** When the cadence scheduler must next look at the game (null: never); left as it was when absent. */
  readonly dueAt?: Date | null;
  /**
   * The answer to store in the caller's reserved idempotency record, written
   * only if the batch commits, so a retry finds the answer exactly when the
   * events exist.
   */
  readonly idempotency?: IdempotentAnswer;
}

/** A game row's deadlines (GameRowUpdate.deadlines) as read back: its own entries that are strings (only appends write them, but the row holds untyped JSON). */
export function rowDeadlines(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** An answer recorded under an idempotency key (game, account, key), by the request that reserved it. */
export interface IdempotentAnswer {
  readonly accountId: string;
  readonly key: string;
  /** When the request reserved the key: its mark of ownership, which a retry taking over a stale reservation replaces. */
  readonly owner: Date;
  readonly status: number;
  readonly body: unknown;
}

/**
 * An append's result: the new version; a typed conflict with the version
 * found; or, for a batch answering under an idempotency key, that the key's
 * reservation is no longer its request's (a retry took it over), so nothing
 * was written.
 */
export type AppendResult =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly kind: 'conflict'; readonly actualVersion: number | null }
  | { readonly ok: false; readonly kind: 'key-lost' };

/** The NOTIFY channel that carries `{ g: gameId, v: version }` after each append. */
export const EVENTS_CHANNEL = 'sortie_events';

/** What a NOTIFY on the events channel says. */
export interface AppendNotice {
  readonly gameId: string;
  readonly version: number;
}

/**
 * Appends a group of batches, at most one per game, in one statement. Game
 * rows are locked in id order so that two instances' groups cannot deadlock;
 * each batch commits only if its game is still at the expected version and,
 * when it answers under an idempotency key, the key is still reserved by its
 * request (the record is locked, so a takeover waits for the commit and then
 * finds the key answered). A notice only channels read is written only where
 * `reach` (over $5) says one reaches its account.
 */
const appendGroupSql = (reach: NoticeReach) => `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(game_id uuid, expected int, version int, status text, awaiting text[], deadlines jsonb, out_of_time text[], outcome jsonb, set_due boolean, due_at timestamptz)
), locked AS (
  SELECT g.id, g.version FROM games g JOIN input i ON g.id = i.game_id ORDER BY g.id FOR UPDATE OF g
), answers AS (
  SELECT * FROM jsonb_to_recordset($4::jsonb) AS a(game_id uuid, account_id uuid, key text, owner timestamptz, status int, body jsonb)
), owned AS (
  SELECT a.game_id FROM answers a
    JOIN idempotency_records r ON r.game_id = a.game_id AND r.account_id = a.account_id AND r.key = a.key
   WHERE r.status = 0 AND r.created_at = a.owner
     FOR UPDATE OF r
), bumped AS (
  UPDATE games g
     SET version = i.version,
         status = COALESCE(i.status, g.status),
         ended_at = CASE WHEN i.status = 'finished' THEN now() ELSE g.ended_at END,
         awaiting = COALESCE(i.awaiting, g.awaiting),
         deadlines = COALESCE(i.deadlines, g.deadlines),
         out_of_time = COALESCE(i.out_of_time, g.out_of_time),
         outcome = COALESCE(i.outcome, g.outcome)
    FROM input i JOIN locked l ON l.id = i.game_id
   WHERE g.id = i.game_id AND l.version = i.expected
     AND (i.game_id IN (SELECT game_id FROM owned) OR i.game_id NOT IN (SELECT game_id FROM answers))
  RETURNING g.id, g.version
), touched AS (
  INSERT INTO game_activity AS a (game_id, updated_at, due_at)
  SELECT b.id, now(), i.due_at FROM bumped b JOIN input i ON i.game_id = b.id
  ON CONFLICT (game_id) DO UPDATE
     SET updated_at = EXCLUDED.updated_at,
         due_at = CASE WHEN (SELECT i.set_due FROM input i WHERE i.game_id = EXCLUDED.game_id) THEN EXCLUDED.due_at ELSE a.due_at END
  RETURNING 1
), inserted AS (
  INSERT INTO events (game_id, seq, type, data, visible_to, redacted, cause, prev_hash, hash)
  SELECT e.game_id, e.seq, e.type, e.data, e.visible_to, e.redacted, e.cause, e.prev_hash, e.hash
    FROM jsonb_to_recordset($2::jsonb) AS e(game_id uuid, seq int, type text, data jsonb, visible_to jsonb, redacted jsonb, cause jsonb, prev_hash text, hash text)
    JOIN bumped b ON b.id = e.game_id
  RETURNING 1
), queued AS (
  INSERT INTO outbox (game_id, seq, account_id, kind, payload)
  SELECT o.game_id, b.version, o.account_id, o.kind, o.payload
    FROM jsonb_to_recordset($3::jsonb) AS o(game_id uuid, account_id uuid, kind text, payload jsonb, channels_only boolean)
    JOIN bumped b ON b.id = o.game_id
   WHERE NOT o.channels_only OR ${reach.condition('o.account_id', 'o.kind', '$5::jsonb')}
  RETURNING 1
), answered AS (
  UPDATE idempotency_records r SET status = a.status, body = a.body
    FROM answers a JOIN bumped b ON b.id = a.game_id
   WHERE r.game_id = a.game_id AND r.account_id = a.account_id AND r.key = a.key
  RETURNING 1
), notified AS (
  SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object('g', b.id, 'v', b.version)::text) FROM bumped b
)
SELECT l.id AS game_id, l.version AS found, b.version AS bumped,
       l.id IN (SELECT game_id FROM answers) AND l.id NOT IN (SELECT game_id FROM owned) AS key_lost,
       (SELECT count(*) FROM inserted) + (SELECT count(*) FROM queued) + (SELECT count(*) FROM touched) + (SELECT count(*) FROM notified) AS written
  FROM locked l LEFT JOIN bumped b ON b.id = l.id`;

/** One append waiting for its group's commit. */
interface PendingAppend {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly entries: readonly LogEntry[];
  readonly outbox: readonly OutboxInsert[];
  readonly update: GameRowUpdate;
  resolve(result: AppendResult): void;
  reject(err: unknown): void;
}

/** How many batches one group commit takes at most. */
const MAX_GROUP = 100;

/** How many group statements one store runs at once, by default: a third of its pool, between one and four. */
export function defaultConcurrentGroups(poolSize: number): number {
  return Math.max(1, Math.min(4, Math.floor(poolSize / 3)));
}

/**
 * The append-only event log of every game. Appends are group-committed: the
 * appends made in one turn of the event loop commit together in one
 * statement, at most one batch a game, so many games share one durable
 * commit (and one NOTIFY lock) instead of queueing for their own; the first
 * append to an idle store goes at once. Up to `concurrentGroups` statements
 * run at once (PostgreSQL flushes their commits together too), so appends
 * arriving just after a group set off do not wait for its commit. A game is
 * in one running statement at most, and its appends commit in the order they
 * were made.
 */
export class EventStore extends EventLog {
  private queue: PendingAppend[] = [];
  /** Games with a batch in a running statement. */
  private readonly committing = new Set<string>();
  private running = 0;
  private scheduled = false;
  private readonly groupObservers: ((size: number) => void)[] = [];

  /** The append statement, and its name: stores with different NoticeReach conditions may share a pool's connections. */
  private readonly sql: string;
  private readonly statementName: string;

  constructor(
    pool: pg.Pool,
    private readonly concurrentGroups = defaultConcurrentGroups(pool.options.max ?? 10),
    private readonly reach: NoticeReach = EVERYONE,
  ) {
    super(pool);
    this.sql = appendGroupSql(reach);
    this.statementName = `sortie-append-group-${createHash('sha256').update(this.sql).digest('hex').slice(0, 12)}`;
  }

  /**
   * Appends a batch that must follow `expectedVersion` exactly. Commits the
   * events, the outbox rows, the game row's update (and its activity row's), and a NOTIFY together, or
   * nothing at all.
   */
  append(gameId: string, expectedVersion: number, entries: readonly LogEntry[], outbox: readonly OutboxInsert[] = [], update: GameRowUpdate = {}): Promise<AppendResult> {
    if (entries.length === 0) throw new Error('append: no entries');
    if (entries.some((e, i) => e.seq !== expectedVersion + 1 + i)) throw new Error('append: entries do not follow the expected version');
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, expectedVersion, entries, outbox, update, resolve, reject });
      // An idle store commits at once (a lone writer waits for nothing); otherwise this turn's appends go together.
      if (this.running === 0 && this.queue.length === 1 && !this.scheduled) this.startGroups();
      else this.schedule();
    });
  }

  /** Has `observer` told how many appends each group statement commits together, from now on (metrics). */
  observeGroups(observer: (size: number) => void): void {
    this.groupObservers.push(observer);
  }

  /** Starts groups once this turn of the event loop is over, so that the appends it makes share them. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startGroups();
    });
  }

  private startGroups(): void {
    while (this.running < this.concurrentGroups) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      this.running++;
      for (const observe of this.groupObservers) observe(group.length);
      for (const p of group) this.committing.add(p.gameId);
      void this.commit(group).finally(() => {
        this.running--;
        for (const p of group) this.committing.delete(p.gameId);
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  /** Takes the oldest queued appends, one per game not already committing, in arrival order. */
  private takeGroup(): PendingAppend[] {
    const games = new Set<string>(this.committing);
    const group: PendingAppend[] = [];
    const rest: PendingAppend[] = [];
    for (const p of this.queue) {
      if (group.length < MAX_GROUP && !games.has(p.gameId)) {
        games.add(p.gameId);
        group.push(p);
      } else rest.push(p);
    }
    this.queue = rest;
    return group;
  }

  private async commit(group: PendingAppend[]): Promise<void> {
    try {
      const outcome = await this.run(group);
      for (const p of group) p.resolve(outcome.get(p.gameId) ?? { ok: false, kind: 'conflict', actualVersion: null });
    } catch (err) {
      // A connection lost mid-statement may have committed the whole group, or nothing: each caller is told so (a 503), and
      // none is tried again alone, which would meet its own batch as a conflict. Retries under an idempotency key find
      // the answer the commit stored, if it did.
      if (group.length === 1 || isDatabaseUnavailable(err)) {
        for (const p of group) p.reject(err);
        return;
      }
      // One bad batch must not sink the others: commit each on its own.
      await Promise.all(group.map((p) => this.commit([p])));
    }
  }

  private async run(group: readonly PendingAppend[]): Promise<Map<string, AppendResult>> {
    const input = group.map((p) => ({
      game_id: p.gameId,
      expected: p.expectedVersion,
      version: p.expectedVersion + p.entries.length,
      status: p.update.status ?? null,
      awaiting: p.update.awaiting ?? null,
      deadlines: p.update.deadlines ?? null,
      out_of_time: p.update.outOfTime ?? null,
      outcome: p.update.outcome ?? null,
      set_due: p.update.dueAt !== undefined,
      due_at: p.update.dueAt ?? null,
    }));
    const events = group.flatMap((p) =>
      p.entries.map((e) => ({
        game_id: p.gameId,
        seq: e.seq,
        type: e.event.type,
        data: e.event,
        visible_to: e.visibleTo,
        redacted: e.redacted,
        cause: e.cause,
        prev_hash: e.prevHash,
        hash: e.hash,
      })),
    );
    const notices = group.flatMap((p) => p.outbox.map((o) => ({ game_id: p.gameId, account_id: o.accountId, kind: o.kind, payload: o.payload, channels_only: o.channelsOnly === true })));
    const answers = group.flatMap(({ gameId, update: { idempotency: a } }) => (a ? [{ game_id: gameId, account_id: a.accountId, key: a.key, owner: a.owner, status: a.status, body: a.body }] : []));
    // Named, so each connection parses and plans the statement once.
    const { rows } = await this.pool.query<{ game_id: string; found: number; bumped: number | null; key_lost: boolean }>({
      name: this.statementName,
      text: this.sql,
      values: [JSON.stringify(input), JSON.stringify(events), JSON.stringify(notices), JSON.stringify(answers), JSON.stringify(this.reach.parameter)],
    });
    return new Map(rows.map((r): [string, AppendResult] => [r.game_id, r.bumped !== null ? { ok: true, version: r.bumped } : r.key_lost ? { ok: false, kind: 'key-lost' } : { ok: false, kind: 'conflict', actualVersion: r.found }]));
  }

  /** Records a snapshot of a game's position; a snapshot already taken at that version stays. */
  async saveSnapshot(gameId: string, position: Position): Promise<void> {
    await this.pool.query(
      'INSERT INTO snapshots (game_id, version, state, head, dice_cursor, control) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [gameId, position.version, JSON.stringify(position.state), position.head, position.diceCursor, position.control ? JSON.stringify(position.control) : null],
    );
  }
}
