/**
 * Clock positions round the Bombers (XII.I, IX.B.2). An American Air unit
 * faces the way it flew: it entered its hex by hexside `facing`, so its front
 * is the opposite side. A German unit that came in by the side ahead of the
 * Bombers is at 12 o'clock; each hexside clockwise from there is two hours
 * on. One that did not move into the hex this Movement Phase is at 6 o'clock,
 * and so is every German unit when the Bombers have no facing yet (they took
 * off there): ruling C1.
 */
import type { Clock } from '../state.js';

const CLOCK_BY_STEP: readonly Clock[] = [12, 2, 4, 6, 8, 10];

/** The clock position of a German unit that entered by hexside `enteredFrom` (null: did not move in), against Bombers that entered by `facing`. */
export function clockPosition(facing: number | null, enteredFrom: number | null): Clock {
  if (facing === null || enteredFrom === null) return 6;
  const front = (facing + 3) % 6;
  return CLOCK_BY_STEP[(enteredFrom - front + 6) % 6]!;
}
