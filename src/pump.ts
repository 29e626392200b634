/**
 * A task that must never run twice at once and must run again when woken
 * while running: one per socket (so its messages go out in order) or per
 * game (so a burst of notices costs one read, not one each).
 */

/** Runs a task on `kick`, serialized and coalesced. */
export class Pump {
  private running = false;
  private again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly onIdle: () => void = () => {},
  ) {}

  /** Runs the task now, or once more after the current run when one is in progress. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.loop();
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.task();
      } while (this.again);
    } catch (err) {
      this.onError(err);
    } finally {
      this.running = false;
      this.onIdle();
    }
  }
}
