/**
 * The yearly pool of vacation days. A vacation is charged to the (UTC) year
 * it starts in, by the days it lasts, a day begun counting whole; one still
 * running counts the days it was asked for, so the pool cannot be overdrawn
 * by starting a second one.
 */

/** One day, in milliseconds. */
export const DAY_MS = 86_400_000;

/** A vacation as the pool counts it. */
export interface VacationSpan {
  readonly startedAt: Date;
  readonly endsAt: Date;
  readonly endedAt: Date | null;
}

/** The days a vacation costs: from its start to its end (or planned end), a day begun counting whole. */
export function daysCharged(v: VacationSpan): number {
  const until = v.endedAt ?? v.endsAt;
  return Math.max(1, Math.ceil((until.getTime() - v.startedAt.getTime()) / DAY_MS));
}

/** The bounds of a moment's UTC year, as [start, end). */
export function yearOf(now: Date): { readonly year: number; readonly start: Date; readonly end: Date } {
  const year = now.getUTCFullYear();
  return { year, start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The days of a year's pool that vacations starting in that year have used. */
export function daysUsed(vacations: readonly VacationSpan[], now: Date): number {
  const { start, end } = yearOf(now);
  return vacations.filter((v) => v.startedAt >= start && v.startedAt < end).reduce((sum, v) => sum + daysCharged(v), 0);
}

/** Where an account stands: away since its running vacation began, or back since its last one ended (or since `now`, with none). */
export interface Standing {
  readonly away: boolean;
  readonly since: Date;
}

/** An account's standing at `now`, from its vacations, oldest first. */
export function standingOf(vacations: readonly VacationSpan[], now: Date): Standing {
  const latest = vacations.at(-1);
  const until = latest && (latest.endedAt ?? latest.endsAt);
  return latest && until! > now ? { away: true, since: latest.startedAt } : { away: false, since: until ?? now };
}
