/**
 * What a ruleset's decision in progress shares with every other: the state
 * being decided on, the dice, and the events emitted so far, each folded in
 * at once so that later rules see its effects. A ruleset's own play class
 * extends it with its way of naming who sees a secret and its dice helpers.
 */
import type { Dice } from './dice.js';
import type { Decision, Emitted, GameEvent, SeatId } from './ruleset.js';

/** A decision in progress over states `S` and events `E`, folded by `fold` (the ruleset's evolve). */
export class DecisionInProgress<S, E extends GameEvent> {
  readonly events: Emitted<E>[] = [];
  /** The state after each event emitted so far. */
  private readonly after: S[] = [];
  private current: S;

  constructor(
    state: S,
    readonly dice: Dice,
    private readonly fold: (state: S, event: E) => S,
  ) {
    this.current = state;
  }

  /** The state after every event emitted so far. */
  get state(): S {
    return this.current;
  }

  /** Emits an event everyone may see. */
  emit(event: E): void {
    this.push({ event });
  }

  /** Emits an event only `visibleTo` may see (nobody, when empty); everyone else gets `redacted` (null: nothing). */
  protected emitTo(event: E, visibleTo: readonly SeatId[], redacted: GameEvent | null): void {
    this.push({ event, visibleTo, redacted });
  }

  /** The decision made: the events emitted, with the state after each (the kernel folds with them rather than evolve each event again). */
  decided(): Decision<E> {
    return { ok: true, events: this.events, states: this.after };
  }

  /** The state after each event emitted so far. */
  get statesAfter(): readonly S[] {
    return this.after;
  }

  /**
   * Emits an event whose state after is known already: another play folded
   * the very same events from this very state (a draft, checked before its
   * events are emitted here), and folding is a function of the two. So the
   * event is not folded a second time.
   */
  protected pushFolded(emitted: Emitted<E>, after: S): void {
    this.events.push(emitted);
    this.current = after;
    this.after.push(after);
  }

  private push(emitted: Emitted<E>): void {
    this.pushFolded(emitted, this.fold(this.current, emitted.event));
  }
}
