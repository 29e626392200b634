/** A Bomber decision in progress: the kernel's, with secrets named by side and a six-sided die. */
import type { Dice } from '../../kernel/dice.js';
import { DecisionInProgress } from '../../kernel/play.js';
import type { Emitted } from '../../kernel/ruleset.js';
import type { BomberEvent, RedactedEvent } from './events.js';
import { evolve } from './evolve.js';
import type { BomberState, Side } from './state.js';

/** The state being decided on, the dice, and the events so far. */
export class Play extends DecisionInProgress<BomberState, BomberEvent> {
  constructor(state: BomberState, dice: Dice) {
    super(state, dice, evolve);
  }

  /** Emits an event only `side` may see (nobody, if null); the others get `redacted` (null: that something happened). */
  emitSecret(event: BomberEvent, side: Side | null, redacted: RedactedEvent | null = null): void {
    this.emitTo(event, side === null ? [] : [side], redacted);
  }

  /** Emits an event as another play emitted it, seen by the same seats. */
  replay(emitted: Emitted<BomberEvent>): void {
    if (emitted.visibleTo === undefined) this.emit(emitted.event);
    else this.emitTo(emitted.event, emitted.visibleTo, emitted.redacted ?? null);
  }

  /** One six-sided die. */
  d6(): number {
    return this.dice.d6();
  }
}
