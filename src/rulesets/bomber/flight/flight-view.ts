/** What an Air unit's owner sees of its movement this Turn (its Air Status Card's part of the view): Movement Factors spent and the hexes it can still reach. */
import type { AirUnit, BomberState, Side } from '../state.js';
import { mayLandNow } from './movement.js';
import { reachableHexes } from './reachable.js';

/** The owner's movement fields of an Air unit's view. */
export function flightView(state: BomberState, side: Side, a: AirUnit): { movementSpent: number; reachable: string[] } {
  const phase = state.phase;
  // Units move in the Normal Movement Step, and in the Landing Step those that may land there (rulings §22).
  const moving = phase.kind === 'movement' && phase.side === side && (phase.step === 'normal' || (phase.step === 'landing' && a.endurance !== null && mayLandNow(state, side, a.id)));
  return { movementSpent: a.moved.spent, reachable: moving ? [...reachableHexes(state, side, a.id)] : [] };
}
