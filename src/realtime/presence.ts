/**
 * Who has a stream open on this instance, for the notification dispatcher:
 * only players not currently connected are emailed. The stream code reports
 * each socket with `join` and calls what it answers when the socket closes.
 * Presence is per instance: with several instances, a player connected to
 * another one may still be emailed (a harmless extra, never a lost notice).
 */

/** Whether an account is connected. */
export interface Presence {
  isConnected(accountId: string): boolean;
}

/** Counts each account's open connections. */
export class PresenceBoard implements Presence {
  private readonly counts = new Map<string, number>();

  /** Records one more connection of an account; answers the function that records its end (once). */
  join(accountId: string): () => void {
    this.counts.set(accountId, (this.counts.get(accountId) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const n = (this.counts.get(accountId) ?? 1) - 1;
      if (n <= 0) this.counts.delete(accountId);
      else this.counts.set(accountId, n);
    };
  }

  isConnected(accountId: string): boolean {
    return this.counts.has(accountId);
  }
}
