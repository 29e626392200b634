/** Work that may run only so many at once, with a bounded line behind it. */

/** Thrown when the line is full: the caller should answer "busy, retry shortly" rather than wait without end. */
export class WorkLineFull extends Error {}

/**
 * Runs at most `maxRunning` tasks at once; up to `maxWaiting` more wait their
 * turn in arrival order, and any beyond that are refused at once with
 * WorkLineFull. A task that fails frees its place like one that succeeds.
 */
export class BoundedWork {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new WorkLineFull(`${this.maxRunning} running and ${this.maxWaiting} waiting: no room for more`);
    try {
      return await task();
    } finally {
      // The place passes to the next in line, or is given up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
