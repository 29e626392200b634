/**
 * Quiet hours: a daily window of local time in which an account gets no
 * notices. A notice due then is delayed to the window's end, never dropped.
 */

/** An account's quiet hours: local "HH:MM" times in an IANA time zone; start after end wraps past midnight. */
export interface QuietHours {
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
}

const MINUTES_PER_DAY = 1440;

/**
 * An IANA time zone's name spelt as IANA does (`europe/berlin` → `Europe/Berlin`), or null for a zone the runtime does not know.
 * The zone stays the one named: the runtime resolves some names to older ones it links them to (`Europe/Kyiv` to
 * `Europe/Kiev`, `Asia/Kolkata` to `Asia/Calcutta`), and such a name is kept as given rather than swapped for that.
 */
export function canonicalTimeZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** The local time of day at `at` in a time zone, in minutes since midnight. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

/** Whether the local time `m` (minutes since midnight) is inside a window from `start` to `end`. */
function within(m: number, start: number, end: number): boolean {
  return start < end ? m >= start && m < end : start > end && (m >= start || m < end);
}

/**
 * When the quiet hours that hold at `now` end, or null when `now` is not in
 * them. Across a daylight-saving change the end is found by local time: the
 * first moment after `now` whose local time is the window's end — or, when
 * the clocks jump over that time that day, the first moment past the jump,
 * unless that is inside the window again (the jump skipped all the time
 * outside it that day): then the next day's end.
 */
export function quietUntil(now: Date, quiet: QuietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (!within(localMinutes(now, quiet.timeZone), start, end)) return null;
  let until = windowEnd(now, start, end, quiet.timeZone);
  // A zone jumps once a day at most, so the next day's end is outside the window (bounded all the same).
  for (let days = 0; days < 3 && within(localMinutes(until, quiet.timeZone), start, end); days++) until = windowEnd(until, start, end, quiet.timeZone);
  return until;
}

/** The end of the window that holds at `now` (local minutes `start` to `end` in `timeZone`), as quietUntil finds it, before the check that it is outside. */
function windowEnd(now: Date, start: number, end: number, timeZone: string): Date {
  const m = localMinutes(now, timeZone);
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  const guess = minuteStart + ((end - m + MINUTES_PER_DAY) % MINUTES_PER_DAY) * 60_000;
  // An offset change inside the window moves the local end by the change: correct by the drift.
  const drift = ((localMinutes(new Date(guess), timeZone) - end + MINUTES_PER_DAY + MINUTES_PER_DAY / 2) % MINUTES_PER_DAY) - MINUTES_PER_DAY / 2;
  const corrected = guess - drift * 60_000;
  if (corrected > now.getTime()) return new Date(corrected);
  // The end's local time falls in a spring-forward gap: find the first minute outside the window (inside at `lo`, outside at `hi`).
  let [lo, hi] = [minuteStart, guess];
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (within(localMinutes(new Date(mid), timeZone), start, end)) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}
