/**
 * Presence shared by the instances on one PostgreSQL database. Sockets are
 * counted on this instance's board as before; an account's first socket
 * here writes its row in the presence table and its last one deletes it,
 * and a heartbeat renews this instance's rows, so a crashed instance's rows
 * expire by themselves. `isConnected` asks the board first, then the
 * table for the other instances' rows.
 *
 * Writes run one at a time, each writing the board as it is when it runs, so
 * a late write never undoes a newer one; the accounts that changed meanwhile
 * go in one statement. A write that fails is logged and never reaches a
 * socket: the next heartbeat writes the whole board again.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PresenceBoard, type Presence, type PresenceRecorder } from './presence.js';
import { PresenceStore, type PresenceEntry } from './presence-store.js';

/** How often this instance renews its rows. */
const HEARTBEAT_MS = 30_000;
/** How long a row counts without renewal: three missed heartbeats, so one slow write does not let a connected player be emailed. */
const TTL_MS = 3 * HEARTBEAT_MS;

/** This instance's board, mirrored into the presence table. */
export class SharedPresence implements Presence, PresenceRecorder {
  private readonly board = new PresenceBoard((accountId) => this.changed(accountId));
  private readonly store: PresenceStore;
  private readonly dirty = new Set<string>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    pool: pg.Pool,
    private readonly log: (message: string) => void,
  ) {
    this.store = new PresenceStore(pool, randomUUID());
  }

  join(accountId: string): () => void {
    return this.board.join(accountId);
  }

  async isConnected(accountId: string): Promise<boolean> {
    return this.board.connections(accountId) > 0 || (await this.store.isConnectedElsewhere(accountId));
  }

  /** Starts the heartbeat. */
  start(): void {
    this.timer = setInterval(() => this.enqueue(() => this.store.replace(this.present(this.board.entries()), TTL_MS)), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops the heartbeat, lets the writes in flight finish, and deletes this instance's rows. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.enqueue(() => this.store.clear());
    await this.writing;
  }

  private changed(accountId: string): void {
    const first = this.dirty.size === 0;
    this.dirty.add(accountId);
    if (first) this.enqueue(() => this.flush());
  }

  /** Writes the accounts that changed since the last flush, as the board has them now. */
  private async flush(): Promise<void> {
    const accounts = [...this.dirty];
    this.dirty.clear();
    const entries = accounts.map((id): [string, number] => [id, this.board.connections(id)]);
    await this.store.update(
      this.present(entries),
      entries.filter(([, n]) => n === 0).map(([id]) => id),
      TTL_MS,
    );
  }

  private present(entries: readonly [string, number][]): PresenceEntry[] {
    return entries.filter(([, n]) => n > 0).map(([accountId, connections]) => ({ accountId, connections }));
  }

  private enqueue(write: () => Promise<void>): void {
    this.writing = this.writing.then(write).catch((err: unknown) => this.log(`presence: ${(err as Error).message}`));
  }
}
