/** Small helpers the benchmarks share: percentiles, rates and a fixed-width report. */

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs `worker(i)` for i in [0, parallel) until `count` operations are done; answers ops/s and per-op latencies in ms. */
export async function measure(parallel: number, count: number, op: (worker: number, n: number) => Promise<void>): Promise<{ rate: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async (_, worker) => {
      for (let n = next++; n < count; n = next++) {
        const t0 = performance.now();
        await op(worker, n);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { rate: (count / (performance.now() - started)) * 1000, latencies };
}

/** Prints one row of a report. */
export function row(label: string, ...cells: (string | number)[]): void {
  console.log([label.padEnd(34), ...cells.map((c) => (typeof c === 'number' ? c.toFixed(c >= 100 ? 0 : 2) : c).padStart(12))].join(' '));
}
