/**
 * CPU time spent, read from Linux's /proc: by the calling thread, and by all
 * PostgreSQL processes on the machine. Wall-clock rates on a shared machine
 * swing with whatever else runs; CPU per operation does much less, and says
 * what a dedicated machine could sustain. NaN where /proc is not Linux's.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

/** utime + stime (+ the children's, for the postmaster, whose exited backends' time accrues to it), in ticks. */
function ticks(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // Fields after the parenthesized command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
}

/** CPU time of the calling thread so far, in ms. */
export function threadCpuMs(): number {
  try {
    return ticks('/proc/thread-self/stat') * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU time of every PostgreSQL process on this machine so far (any database, any client), in ms. */
export function postgresCpuMs(): number {
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += ticks(`/proc/${pid}/stat`);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return NaN;
  }
  return total * TICK_MS;
}
