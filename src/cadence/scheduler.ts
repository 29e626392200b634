/**
 * The cadence scheduler: every poll it ends the vacations whose time is up,
 * records vacation starts and ends in the games, and applies the reminders
 * and timeouts that are due (a deadline inside its player's quiet hours is
 * held past them instead: quiet-deadlines.ts). Several instances may run: a due game is
 * claimed with SKIP LOCKED and hidden from the others for a lease, and every
 * control command is decided against the game's version, so even two
 * schedulers on one game could not remind twice or time out twice.
 */
import type { Clock } from '../clock.js';
import type { GamePlay } from '../games/game-play.js';
import { Poller } from '../poller.js';
import { BoundedWork } from '../bounded-work.js';
import type { CadenceStore } from './cadence-store.js';
import { dueCommands, nextDue } from './due.js';
import { deadlineCommand } from './quiet-deadlines.js';
import type { Vacations } from './vacations.js';

/** How the scheduler runs. */
export interface SchedulerSettings {
  /** Milliseconds between polls; 0 runs nothing by itself (tests, or another process, call `runOnce`). */
  readonly pollMs: number;
  /** How long a claimed game is hidden from other schedulers. */
  readonly leaseMs: number;
  /** Games claimed per round. */
  readonly batch: number;
}

/** How many due games a scheduler works on at once. */
const CONCURRENT_GAMES = 8;

/** Applies reminders, timeouts and vacations when they fall due. */
export class CadenceScheduler {
  private readonly poller: Poller;

  constructor(
    private readonly play: GamePlay,
    private readonly store: CadenceStore,
    private readonly vacations: Vacations,
    private readonly clock: Clock,
    private readonly settings: SchedulerSettings,
    private readonly log: (message: string) => void,
  ) {
    this.poller = new Poller(() => this.runOnce(), settings.pollMs, (err) => this.log(`cadence scheduler: ${(err as Error).message}`));
  }

  /** Starts polling (unless the poll interval is 0). */
  start(): void {
    this.poller.start();
  }

  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }
  /**
   * One round: vacations, then every due game until none is left, or until
   * the scheduler is stopping (games claimed and not yet run come back to
   * any scheduler once their lease runs out). Answers how many control
   * commands it applied.
   */
  async runOnce(): Promise<number> {
    await this.vacations.sync();
    let applied = 0;
    // Games are independent: several at once, so a backlog is not worked off one database round trip at a time.
    const games = new BoundedWork(CONCURRENT_GAMES, this.settings.batch);
    while (!this.poller.stopping) {
      const ids = await this.store.claimDueGames(this.clock.now(), this.settings.leaseMs, this.settings.batch);
      const counts = await Promise.all(ids.map((id) => games.run(async () => (this.poller.stopping ? 0 : this.runGameLogged(id)))));
      applied += counts.reduce((a, b) => a + b, 0);
      if (ids.length < this.settings.batch) break;
    }
    return applied;
  }

  /**
   * Runs one game; a failure (the database, say) is logged and leaves the
   * game to come back after its lease, without ending the round while the
   * other games of the batch are still being worked on.
   */
  private async runGameLogged(gameId: string): Promise<number> {
    try {
      return await this.runGame(gameId);
    } catch (err) {
      this.log(`cadence: game ${gameId}: ${(err as Error).message}`);
      return 0;
    }
  }

  /** Applies what is due in one game, then sets its due time right again (the claim moved it to the lease's end). */
  private async runGame(gameId: string): Promise<number> {
    const meta = await this.play.meta(gameId);
    if (!meta) return 0;
    const now = this.clock.now();
    let at = await this.play.position(meta);
    let applied = 0;
    for (const due of dueCommands(meta.ruleset, at, now)) {
      const tc = at.control?.timeControl;
      const command = due.type === 'sortie.timeout' && tc ? deadlineCommand(due, await this.store.quietHoursOf(gameId, due.seat), tc, now) : due;
      const r = await this.play.execute(gameId, null, command);
      if (r.ok) {
        at = r.position;
        applied++;
      } else if (r.kind !== 'rejected') this.log(`cadence: ${command.type} in game ${gameId}: ${r.kind}`);
    }
    await this.store.setDue(gameId, at.version, nextDue(meta.ruleset, at));
    return applied;
  }
}
