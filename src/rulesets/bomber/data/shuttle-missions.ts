/**
 * Which American units may fly a Shuttle Mission, by date (XII.H). The
 * rulebook gives none before 17 August 1943, only B-24s and seven B-17
 * Plane units from 17 to 31 August, and any units from 1 October. It is
 * silent on September 1943: Sortie's ruling keeps the August limits until
 * 30 September, since the text opens Shuttle Missions to all only "starting
 * October 1".
 */

/** Per Model and Type: "all" units, or at most this many Plane units. */
export type ShuttleLimit = Readonly<Record<string, 'all' | number>> | 'all';

/** Periods of Shuttle Mission eligibility, earliest first; before the first, none. */
export const SHUTTLE_PERIODS: readonly { readonly from: string; readonly limit: ShuttleLimit }[] = [
  { from: '1943-08-17', limit: { 'B-24 B': 'all', 'B-17 B': 7 } },
  { from: '1943-10-01', limit: 'all' },
];

/** The Shuttle Mission limit on a date, or undefined if no Shuttle Mission is possible. */
export function shuttleLimit(date: string): ShuttleLimit | undefined {
  return [...SHUTTLE_PERIODS].reverse().find((p) => date >= p.from)?.limit;
}
