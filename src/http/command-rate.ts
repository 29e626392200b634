/**
 * How fast one account may send commands. Some commands are always legal (a
 * standing order, set back and forth), so without a bound a player could pad
 * a game's log, and its other players' streams, as fast as the server takes
 * requests. A token bucket per account: as many commands at once as a minute
 * allows, then one every 60 / perMinute seconds.
 *
 * Counted in this process: with several instances an account may send that
 * many to each. The command route is the hottest there is, and a counter
 * shared through the database would cost every command a round trip.
 */
import type { Clock } from '../clock.js';
import { rememberRecent } from '../recent.js';

/** Accounts whose allowance is remembered; one forgotten starts again with a full bucket. */
const REMEMBERED_ACCOUNTS = 100_000;

/** The commands per account and minute; 0 for no bound. */
export class CommandRate {
  private readonly buckets = new Map<string, { readonly tokens: number; readonly at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Takes one command from the account's allowance: null when it may be carried out, else how many seconds until it may. */
  take(accountId: string): number | null {
    if (this.perMinute === 0) return null;
    const now = this.clock.now().getTime();
    const perMs = this.perMinute / 60_000;
    const last = this.buckets.get(accountId);
    // A clock set back refills nothing (and takes nothing back).
    const tokens = last ? Math.min(this.perMinute, last.tokens + Math.max(0, now - last.at) * perMs) : this.perMinute;
    if (tokens < 1) {
      rememberRecent(this.buckets, accountId, { tokens, at: now }, REMEMBERED_ACCOUNTS);
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    rememberRecent(this.buckets, accountId, { tokens: tokens - 1, at: now }, REMEMBERED_ACCOUNTS);
    return null;
  }
}
