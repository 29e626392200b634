/**
 * Who has a stream open, for the notification dispatcher: only players not
 * currently connected are emailed. The stream code reports each socket with
 * `join` and calls what it answers when the socket closes. This board counts
 * the sockets of this instance; on PostgreSQL, SharedPresence
 * (shared-presence.ts) also records them in the database, so a player
 * connected to any instance is not emailed by another's dispatcher.
 */

/** Whether an account is connected. */
export interface Presence {
  isConnected(accountId: string): Promise<boolean>;
}

/** Where the stream code reports its sockets. */
export interface PresenceRecorder {
  /** Records one more connection of an account; answers the function that records its end (once). */
  join(accountId: string): () => void;
}

/** Counts each account's open connections on this instance. */
export class PresenceBoard implements Presence, PresenceRecorder {
  private readonly counts = new Map<string, number>();

  /** `changed` hears of an account's first connection arriving and its last one leaving. */
  constructor(private readonly changed: (accountId: string) => void = () => {}) {}

  join(accountId: string): () => void {
    const n = (this.counts.get(accountId) ?? 0) + 1;
    this.counts.set(accountId, n);
    if (n === 1) this.changed(accountId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const rest = (this.counts.get(accountId) ?? 1) - 1;
      if (rest > 0) return void this.counts.set(accountId, rest);
      this.counts.delete(accountId);
      this.changed(accountId);
    };
  }

  /** How many connections an account has here (0: none). */
  connections(accountId: string): number {
    return this.counts.get(accountId) ?? 0;
  }

  /** Every connected account with its count. */
  entries(): [string, number][] {
    return [...this.counts];
  }

  isConnected(accountId: string): Promise<boolean> {
    return Promise.resolve(this.counts.has(accountId));
  }
}
