/**
 * A side's Movement Phase (XII.A) as Bomber I has it: the Landing Step (any
 * flying Air unit on the board may land where it is, and one whose Endurance
 * unit has come up must, rulings §8 and §22), the Normal Movement Step (Air
 * units due from Africa are placed in their Entry hexes, ones in an Entry hex
 * may leave for Africa, every other stays where it is: Bomber II adds
 * flying across the map), and the Take Off Step (`take-off.ts`).
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side } from '../state.js';
import { land } from './landing.js';
import { entryOptions, exitOptions, mustEnterNow } from './off-board.js';

/** Flying Air units of a side that stand on the board. */
function flyingOnBoard(state: BomberState, side: Side) {
  return state[side].airUnits.filter((a) => a.endurance !== null && a.offBoard === null && a.counter !== null && 'hex' in a.counter.at);
}

/** A side's options in its Landing Step. */
export function landingOptions(state: BomberState, side: Side): BomberCommand[] {
  const flying = flyingOnBoard(state, side);
  const options: BomberCommand[] = flying.map((a) => ({ type: 'land', airUnit: a.id }));
  if (!flying.some((a) => a.endurance! <= state.turn)) options.push({ type: 'end-landing' });
  return options;
}

/** A side's options in its Normal Movement Step. */
export function normalMovementOptions(state: BomberState, side: Side): BomberCommand[] {
  const options = [...entryOptions(state, side), ...exitOptions(state, side)];
  if (!mustEnterNow(state, side)) options.push({ type: 'end-movement' });
  return options;
}

/** Lands an Air unit in the Landing Step. */
export function landNow(play: Play, side: Side, airUnit: number): void {
  land(play, side, airUnit, play.state.turn);
}
