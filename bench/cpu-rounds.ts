/** CPU time per run of a piece of work, the best of several rounds: what the rules benchmarks measure on a shared machine. */

/** What a measure found: CPU microseconds per run in the best round and over all rounds, and wall-clock microseconds over all. */
export interface Timing {
  readonly micros: number;
  readonly meanMicros: number;
  readonly wallMicros: number;
  readonly runs: number;
}

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const ROUNDS = 10;

/**
 * Runs `once` in ROUNDS rounds of about `seconds / ROUNDS` of CPU time each
 * (at most `limit` runs in all), after a warm-up. The best round is the
 * figure: on a shared machine the others are slowed by neighbours.
 */
export function measure(seconds: number, once: (i: number) => void, limit = Infinity): Timing {
  for (let i = 0; i < 50; i++) once(i);
  let runs = 0;
  let best = Infinity;
  const cpuStart = cpuMicros();
  const wallStart = performance.now();
  for (let round = 0; round < ROUNDS && runs < limit; round++) {
    const cpu = cpuMicros();
    let n = 0;
    while (runs < limit && cpuMicros() - cpu < (seconds * 1e6) / ROUNDS) {
      once(runs++);
      n++;
    }
    best = Math.min(best, (cpuMicros() - cpu) / n);
  }
  return { micros: best, meanMicros: (cpuMicros() - cpuStart) / runs, wallMicros: ((performance.now() - wallStart) * 1000) / runs, runs };
}
