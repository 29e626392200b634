/**
 * A background task run every poll interval and whenever kicked, never twice
 * at once (a kick during a run runs it once more after), that stops cleanly:
 * `stop` waits for a run in progress.
 */
import { Pump } from './pump.js';

/** Runs a task periodically and on demand. */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private readonly pump: Pump;
  private idle: Promise<void> = Promise.resolve();
  private settle: () => void = () => {};
  private stopped = false;

  constructor(
    task: () => Promise<unknown>,
    private readonly pollMs: number,
    onError: (err: unknown) => void,
  ) {
    this.pump = new Pump(
      async () => {
        await task();
      },
      onError,
      () => this.settle(),
    );
  }

  /** Whether the task runs by itself: a poll interval of 0 leaves it to whoever calls it (tests, another process). */
  get enabled(): boolean {
    return this.pollMs > 0;
  }

  /** Starts polling, with a first run now. */
  start(): void {
    if (!this.enabled || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs the task soon (once more, if it is running now); nothing once stopped. */
  kick(): void {
    if (!this.timer) return;
    this.idle = new Promise((resolve) => (this.settle = resolve));
    this.pump.kick();
  }

  /**
   * True once `stop` is called: a task that loops while work is left (a
   * backlog can keep it going for minutes) checks it between rounds, so that
   * a shutdown does not wait for the backlog.
   */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Stops polling and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle;
  }
}
