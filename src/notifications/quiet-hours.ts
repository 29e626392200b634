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

/** Whether an IANA time zone name is known to this runtime. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
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

/**
 * When the quiet hours that hold at `now` end, or null when `now` is not in
 * them. Across a daylight-saving change the end is found by local time: the
 * first moment after `now` whose local time is the window's end.
 */
export function quietUntil(now: Date, quiet: QuietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const m = localMinutes(now, quiet.timeZone);
  const inside = start < end ? m >= start && m < end : start > end && (m >= start || m < end);
  if (!inside) return null;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  const guess = new Date(minuteStart + ((end - m + MINUTES_PER_DAY) % MINUTES_PER_DAY) * 60_000);
  // An offset change inside the window moves the local end by the change: correct by the drift.
  const drift = ((localMinutes(guess, quiet.timeZone) - end + MINUTES_PER_DAY + MINUTES_PER_DAY / 2) % MINUTES_PER_DAY) - MINUTES_PER_DAY / 2;
  return new Date(guess.getTime() - drift * 60_000);
}
