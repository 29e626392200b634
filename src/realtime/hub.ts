/**
 * Tells listeners in this process that a game has moved on. On PostgreSQL,
 * every instance LISTENs on the events channel, so a move made through one
 * instance reaches sockets on all; on the embedded database (one process) the
 * game service publishes locally. A notice is only a hint — "game X is at
 * version v" — and listeners catch up by sequence number from the store, so a
 * lost or repeated notice costs nothing but a read. The lobby's notices (a
 * game not started cancelled, or a seat in it freed) come the same ways; so
 * do hints that a session has ended (to read the revocations again), and
 * after a reconnect those listeners read again too.
 */
import pg from 'pg';
import { EVENTS_CHANNEL, type AppendNotice } from '../store/event-store.js';
import { NOTICES_CHANNEL, type QueuedNotice } from '../notifications/notification-store.js';
import { LOBBY_CHANNEL } from '../games/lobby-notice.js';
import { REVOCATIONS_CHANNEL } from '../accounts/revocations.js';
import { MESSAGES_CHANNEL } from '../games/messages.js';
import type { LogEntry } from '../kernel/log.js';
import type { Position } from '../kernel/engine.js';
import type { GameProgress } from './game-progress.js';
import { rememberRecent } from '../recent.js';

/**
 * What the process that made an append knows of it, passed along with its
 * own notice so that listeners here need not read back what it just wrote.
 */
export interface LocalAppend {
  readonly entries: readonly LogEntry[];
  /** The position after the entries (at the notice's version). */
  readonly position: Position;
  /** The game's progress at that position, as the append wrote it to the game's row: worked out once, not by every listener. */
  readonly progress: GameProgress;
}

/**
 * Called with each notice (with `local` when this process made the append);
 * and with `null` after a reconnect, when anything may have been missed.
 */
export type NoticeListener = (notice: AppendNotice | null, local?: LocalAppend) => void;

/** Called with each notice queued outside an append (an invitation), on whichever instance queued it. */
export type QueuedNoticeListener = (notice: QueuedNotice) => void;

/** Called with the game of each lobby notice (a game not started, cancelled or with a seat freed), on every instance. */
export type LobbyListener = (gameId: string) => void;

/** Fan-out of append notices, of notices queued outside appends, and of the lobby's notices, within one process. */
export class NotificationHub {
  private readonly listeners = new Set<NoticeListener>();
  private readonly queuedListeners = new Set<QueuedNoticeListener>();
  private readonly lobbyListeners = new Set<LobbyListener>();
  private readonly messageListeners = new Set<LobbyListener>();
  private readonly revocationListeners = new Set<() => void>();
  private readonly latest = new Map<string, number>();
  /** Games this process is appending to: the newest notice the database sent of each meanwhile, held until the append is done. */
  private readonly appending = new Map<string, { count: number; held: AppendNotice | null }>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly listenUrl: string | undefined,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Starts listening on PostgreSQL (when a URL was given). */
  async start(): Promise<void> {
    if (this.listenUrl) await this.connect();
  }

  /** Stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  /** Adds a listener; answers a function that removes it. */
  subscribe(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds a listener for notices queued outside appends; answers a function that removes it. */
  subscribeQueued(listener: QueuedNoticeListener): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  /** Adds a listener for the lobby's notices; answers a function that removes it. */
  subscribeLobby(listener: LobbyListener): () => void {
    this.lobbyListeners.add(listener);
    return () => this.lobbyListeners.delete(listener);
  }

  /** Adds a listener for the games a message was written in; answers a function that removes it. */
  subscribeMessages(listener: (gameId: string) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Tells this process that a message was written in a game, once committed: on PostgreSQL the NOTIFY tells every instance, so only on the embedded database. */
  messageWritten(gameId: string): void {
    if (!this.listenUrl) this.each(this.messageListeners, (listener) => listener(gameId));
  }

  /** Adds a listener for hints that a session has ended on some instance (and for reconnects, after which one may have been missed); answers a function that removes it. */
  subscribeRevocations(listener: () => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  /**
   * Tells this process of a notice queued outside an append. On PostgreSQL
   * its NOTIFY tells every instance, this one included, so this does
   * nothing there; on the embedded database it is the only way.
   */
  announce(notice: QueuedNotice): void {
    if (!this.listenUrl) this.emitQueued(notice);
  }

  /**
   * Tells this process that a game not started was cancelled or had a seat
   * freed, once the change has committed. On PostgreSQL the NOTIFY sent with
   * the change tells every instance, this one included, so this does nothing
   * there; on the embedded database it is the only way.
   */
  lobbyChanged(gameId: string): void {
    if (!this.listenUrl) this.emitLobby(gameId);
  }

  /** Publishes a notice in this process; one no newer than the last seen for its game is dropped. */
  publish(notice: AppendNotice, local?: LocalAppend): void {
    const seen = this.latest.get(notice.gameId) ?? 0;
    if (notice.version <= seen) return;
    // Forget the oldest games so the map stays bounded; a forgotten game only costs a duplicate hint.
    rememberRecent(this.latest, notice.gameId, notice.version, 10_000);
    this.emit(notice, local);
  }

  /**
   * Runs this process's append to a game. A notice of that game that the
   * database sends meanwhile is usually this very append's: it is held until
   * the append is done and its richer notice (with the entries) is published
   * here, so that this instance's sockets need not read back what it wrote.
   * Then it is published in turn (dropped as no newer when it was this
   * append's; another instance's move, or a conflict, still wakes everyone).
   */
  async appendingTo<T>(gameId: string, append: () => Promise<T>): Promise<T> {
    const entry = this.appending.get(gameId) ?? { count: 0, held: null };
    entry.count++;
    this.appending.set(gameId, entry);
    try {
      return await append();
    } finally {
      if (--entry.count === 0) this.appending.delete(gameId);
      const held = entry.held;
      entry.held = null;
      // After the end of this turn, when the append's own notice has been published.
      if (held) setImmediate(() => this.publish(held));
    }
  }

  /** A notice heard from the database: held while this process appends to its game, else published at the end of the turn. */
  private heard(notice: AppendNotice): void {
    const entry = this.appending.get(notice.gameId);
    if (entry) {
      if (!entry.held || entry.held.version < notice.version) entry.held = notice;
      return;
    }
    // An append made here is published here too, with its entries, once its result is read — often in
    // this same turn of the event loop. Waiting for the turn's end lets that richer notice go first.
    setImmediate(() => this.publish(notice));
  }

  private emit(notice: AppendNotice | null, local?: LocalAppend): void {
    this.each(this.listeners, (listener) => listener(notice, local));
  }

  private emitQueued(notice: QueuedNotice): void {
    this.each(this.queuedListeners, (listener) => listener(notice));
  }

  private emitLobby(gameId: string): void {
    this.each(this.lobbyListeners, (listener) => listener(gameId));
  }

  /** Calls every listener; one that throws is logged and does not stop the others. */
  private each<L>(listeners: ReadonlySet<L>, call: (listener: L) => void): void {
    for (const listener of listeners) {
      try {
        call(listener);
      } catch (err) {
        this.log(`notice listener failed: ${(err as Error).message}`);
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (msg) => {
      if (msg.channel === REVOCATIONS_CHANNEL) return this.each(this.revocationListeners, (listener) => listener());
      if (!msg.payload) return;
      try {
        if (msg.channel === EVENTS_CHANNEL) {
          const { g, v } = JSON.parse(msg.payload) as { g: string; v: number };
          this.heard({ gameId: g, version: v });
        } else if (msg.channel === NOTICES_CHANNEL) {
          const { a, o } = JSON.parse(msg.payload) as { a: string; o: number | string };
          this.emitQueued({ accountId: a, outboxId: String(o) });
        } else if (msg.channel === LOBBY_CHANNEL) {
          const { g } = JSON.parse(msg.payload) as { g: string };
          this.emitLobby(g);
        } else if (msg.channel === MESSAGES_CHANNEL) {
          const { g } = JSON.parse(msg.payload) as { g: string };
          this.each(this.messageListeners, (listener) => listener(g));
        }
      } catch {
        this.log(`ignored a malformed notice: ${msg.payload.slice(0, 100)}`);
      }
    });
    client.on('error', (err) => {
      this.log(`listen connection lost: ${err.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${NOTICES_CHANNEL}; LISTEN ${LOBBY_CHANNEL}; LISTEN ${MESSAGES_CHANNEL}; LISTEN ${REVOCATIONS_CHANNEL}`);
    } catch (err) {
      // The server went away again between the two (or is starting up): this connection is dropped, the next retry makes another.
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      throw err;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners();
    void client.end().catch(() => {});
    this.retry();
  }

  private retry(): void {
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          // Whatever was sent while disconnected is unknown: everyone catches up.
          this.emit(null);
          this.each(this.revocationListeners, (listener) => listener());
        },
        (err: Error) => {
          this.log(`listen reconnect failed: ${err.message}`);
          this.retry();
        },
      );
    }, 1000);
    this.retryTimer.unref();
  }
}
