/** A decision in progress: events are emitted one at a time and folded at once, so later rules see their effects. */
import type { Dice } from '../../kernel/dice.js';
import type { Emitted, SeatId } from '../../kernel/ruleset.js';
import type { BommerzEvent, RedactedEvent, TieBreak } from './events.js';
import { evolve } from './evolve.js';
import type { BommerzState } from './state.js';

/** The state being decided on, the dice, and the events so far. */
export class Play {
  readonly events: Emitted<BommerzEvent>[] = [];
  private current: BommerzState;

  constructor(
    state: BommerzState,
    readonly dice: Dice,
  ) {
    this.current = state;
  }

  /** The state after every event emitted so far. */
  get state(): BommerzState {
    return this.current;
  }

  /** Emits an event everyone may see. */
  emit(event: BommerzEvent): void {
    this.events.push({ event });
    this.current = evolve(this.current, event);
  }

  /** Emits an event only `visibleTo` may see (nobody, for the server's secrets); everyone else gets `redacted`. */
  emitSecret(event: BommerzEvent, visibleTo: readonly SeatId[], redacted: RedactedEvent): void {
    this.events.push({ event, visibleTo, redacted });
    this.current = evolve(this.current, event);
  }

  /** Rolls `count` six-sided dice. */
  roll(count: number): number[] {
    return Array.from({ length: count }, () => this.dice.d6());
  }

  /** Picks one of several equal choices with a die of as many sides; no roll when there is only one (rulings §5). */
  breakTie(among: readonly string[]): { chosen: string; tieBreak?: TieBreak } {
    if (among.length === 1) return { chosen: among[0]! };
    const roll = this.dice.roll(among.length);
    return { chosen: among[roll - 1]!, tieBreak: { among, roll } };
  }
}
