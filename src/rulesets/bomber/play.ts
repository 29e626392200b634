/** A decision in progress: events are emitted one at a time and folded at once, so later rules see their effects. */
import type { Dice } from '../../kernel/dice.js';
import type { Emitted, SeatId } from '../../kernel/ruleset.js';
import type { BomberEvent, RedactedEvent } from './events.js';
import { evolve } from './evolve.js';
import type { BomberState, Side } from './state.js';

/** The state being decided on, the dice, and the events so far. */
export class Play {
  readonly events: Emitted<BomberEvent>[] = [];
  private current: BomberState;

  constructor(
    state: BomberState,
    readonly dice: Dice,
  ) {
    this.current = state;
  }

  /** The state after every event emitted so far. */
  get state(): BomberState {
    return this.current;
  }

  /** Emits an event everyone may see. */
  emit(event: BomberEvent): void {
    this.events.push({ event });
    this.current = evolve(this.current, event);
  }

  /** Emits an event only `side` may see (nobody, if null); the others get `redacted` (null: that something happened). */
  emitSecret(event: BomberEvent, side: Side | null, redacted: RedactedEvent | null = null): void {
    const visibleTo: SeatId[] = side === null ? [] : [side];
    this.events.push({ event, visibleTo, redacted });
    this.current = evolve(this.current, event);
  }

  /** One six-sided die. */
  d6(): number {
    return this.dice.d6();
  }
}
