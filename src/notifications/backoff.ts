/** When to try a failed delivery again. */

/**
 * The delay before retry number `attempt` (1 after the first failure):
 * exponential from `baseMs`, capped at `maxMs`, with "equal jitter" (half
 * fixed, half random) so a burst of failures does not retry in lockstep.
 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
