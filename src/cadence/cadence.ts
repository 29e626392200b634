/**
 * The cadence service: the scheduler, vacations, and what the routes ask (a
 * game's clocks, a claim of the win). The hooks GamePlay runs for time
 * controls are CadenceHooks (play-hooks.ts), given to GamePlay directly.
 */
import type { Clock } from '../clock.js';
import type { CadenceConfig } from '../config.js';
import type { CommandOutcome, GameMeta, GamePlay } from '../games/game-play.js';
import type { SeatId } from '../kernel/ruleset.js';
import { outcomeOf, type ControlCommand } from '../kernel/control.js';
import type { CadenceStore } from './cadence-store.js';
import { CadenceScheduler } from './scheduler.js';
import { Vacations } from './vacations.js';
import { clocksView, type ClocksView } from './clocks-view.js';

/** Games claimed per scheduler round. */
const SCHEDULER_BATCH = 50;

/** Deadlines, reminders, timeouts, claims and vacations. */
export class Cadence {
  readonly scheduler: CadenceScheduler;
  readonly vacations: Vacations;

  constructor(
    private readonly play: GamePlay,
    private readonly store: CadenceStore,
    private readonly clock: Clock,
    config: CadenceConfig,
    log: (message: string) => void,
  ) {
    this.vacations = new Vacations(store, play, clock, { daysPerYear: config.vacationDaysPerYear, leaseMs: config.leaseMs }, log);
    this.scheduler = new CadenceScheduler(play, store, this.vacations, clock, { pollMs: config.pollMs, leaseMs: config.leaseMs, batch: SCHEDULER_BATCH }, log);
  }

  /** A game's clocks now. */
  async clocks(meta: GameMeta): Promise<ClocksView> {
    const at = await this.play.position(meta);
    return clocksView(meta.id, at, at.control ? null : await this.store.timeControlOf(meta.id), this.clock.now(), outcomeOf(meta.ruleset, at) !== null);
  }

  /** A seat claims the win against a seat that ran out of time (under the claim policy). */
  claim(gameId: string, seat: SeatId, against: SeatId): Promise<CommandOutcome> {
    const command: ControlCommand = { type: 'sortie.claim', against, at: this.clock.now().toISOString() };
    return this.play.execute(gameId, seat, command);
  }
}
