/** Calendar dates as the data writes them: ISO "YYYY-MM-DD", compared as strings. */
import { Type } from '@sinclair/typebox';

/** Schema of an ISO calendar date. */
export const IsoDate = Type.String({ pattern: '^19[34]\\d-[01]\\d-[0-3]\\d$', description: 'ISO date YYYY-MM-DD' });

/**
 * The date used for "from the start": before any scenario (the Basic Game's
 * scenarios run mid-1943 to early 1944), so `from <= date` holds for all of them.
 */
export const SINCE_START = '1943-01-01';

/** Whether something that holds from `from` (if ever) holds on `date`. */
export function holdsOn(from: string | undefined, date: string): boolean {
  return from !== undefined && from <= date;
}
