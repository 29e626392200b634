/**
 * What an Entry hex's number means in Turns (XII.E). Both directions use
 * the same number N: a unit taking off from its African Base on Turn T is
 * placed in the hex on Turn T + N; a unit reaching the hex on Turn T lands
 * at the Base on Turn T + N (rulings §Bomber 3: the rule, not the
 * rulebook's contradicting "L6 on 17, lands on 22" example).
 */
import type { EntryHex } from './map-schema.js';

/** Turn on which a unit that took off on `takeOffTurn` is placed in the Entry hex. */
export function entryTurn(entry: EntryHex, takeOffTurn: number): number {
  return takeOffTurn + entry.turns;
}

/** Turn on which a unit that reached the Entry hex on `reachedTurn` lands at its African Base. */
export function offBoardLandingTurn(entry: EntryHex, reachedTurn: number): number {
  return reachedTurn + entry.turns;
}
