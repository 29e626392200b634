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

/**
 * The commands per account and minute; 0 for no bound. Only commands carried
 * out count: a command takes its unit of the allowance as it goes ahead, so
 * that commands sent at once cannot all pass before any is counted, and a
 * refusal or a replayed answer, which writes nothing, gives it back.
 */
export class CommandRate {
  private readonly buckets = new Map<string, { readonly tokens: number; readonly at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Takes a unit of the account's allowance for a command going ahead now and answers null; or, with none left, takes nothing and answers how many seconds until there is. */
  take(accountId: string): number | null {
    if (this.perMinute === 0) return null;
    const now = this.clock.now().getTime();
    const tokens = this.tokens(accountId, now);
    if (tokens < 1) return Math.max(1, Math.ceil(((1 - tokens) * 60) / this.perMinute));
    this.set(accountId, tokens - 1, now);
    return null;
  }

  /** Gives back the unit taken for a command that was not carried out after all. */
  giveBack(accountId: string): void {
    if (this.perMinute === 0) return;
    const now = this.clock.now().getTime();
    this.set(accountId, Math.min(this.perMinute, this.tokens(accountId, now) + 1), now);
  }

  private set(accountId: string, tokens: number, at: number): void {
    rememberRecent(this.buckets, accountId, { tokens, at }, REMEMBERED_ACCOUNTS);
  }

  /**
   * The account's allowance at `now`: full for one not seen, else what it
   * had, refilled since. A clock set back refills nothing, and the refill
   * goes on from where the clock now is.
   */
  private tokens(accountId: string, now: number): number {
    const last = this.buckets.get(accountId);
    if (!last) return this.perMinute;
    if (now < last.at) this.buckets.set(accountId, { tokens: last.tokens, at: now });
    return Math.min(this.perMinute, last.tokens + (Math.max(0, now - last.at) * this.perMinute) / 60_000);
  }
}
