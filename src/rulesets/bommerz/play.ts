/** A Bommerz decision in progress: the kernel's, with secrets named by seat, rolls of several dice and tie-breaks. */
import type { Dice } from '../../kernel/dice.js';
import { DecisionInProgress } from '../../kernel/play.js';
import type { SeatId } from '../../kernel/ruleset.js';
import type { BommerzEvent, RedactedEvent, TieBreak } from './events.js';
import { evolve } from './evolve.js';
import type { BommerzState } from './state.js';

/** The state being decided on, the dice, and the events so far. */
export class Play extends DecisionInProgress<BommerzState, BommerzEvent> {
  constructor(state: BommerzState, dice: Dice) {
    super(state, dice, evolve);
  }

  /** Emits an event only `visibleTo` may see (nobody, for the server's secrets); everyone else gets `redacted`. */
  emitSecret(event: BommerzEvent, visibleTo: readonly SeatId[], redacted: RedactedEvent): void {
    this.emitTo(event, visibleTo, redacted);
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
