/** A Bomber decision in progress: the kernel's, with secrets named by side and a six-sided die. */
import type { Dice } from '../../kernel/dice.js';
import { DecisionInProgress } from '../../kernel/play.js';
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

  /**
   * Emits what `draft` emitted from this play's state, as it is: its events
   * `from` on, seen by the same seats, with the states it folded them to;
   * those before `from` as one event only `side` sees, `secret-edits`, the
   * state it leaves the one the draft reached after them (folding it folds
   * them in order).
   */
  replaySealed(draft: Play, side: Side, from: number): void {
    const events = draft.events;
    const states = draft.statesAfter;
    this.pushFolded({ event: { type: 'secret-edits', side, events: events.slice(0, from).map((e) => e.event) }, visibleTo: [side], redacted: null }, from === 0 ? this.state : states[from - 1]!);
    for (let i = from; i < events.length; i++) this.pushFolded(events[i]!, states[i]!);
  }

  /** One six-sided die. */
  d6(): number {
    return this.dice.d6();
  }
}
