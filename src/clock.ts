/** Time, injected, so deadlines and token lifetimes can be tested without sleeping. */

/** A source of the current time. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved, for tests. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms += ms;
  }
  /** Sets the clock to a moment. */
  set(at: Date | string): void {
    this.ms = new Date(at).getTime();
  }
}
