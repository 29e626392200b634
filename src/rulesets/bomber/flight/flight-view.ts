/** What an Air unit's owner sees of its movement this Turn (its Air Status Card's part of the view): Movement Factors spent and the hexes it can still reach. */
import type { AirUnit, BomberState, Side } from '../state.js';
import { reachableHexes } from './reachable.js';

/** The owner's movement fields of an Air unit's view. */
export function flightView(state: BomberState, side: Side, a: AirUnit): { movementSpent: number; reachable: string[] } {
  const moving = state.phase.kind === 'movement' && state.phase.side === side && state.phase.step !== 'take-off';
  return { movementSpent: a.moved.spent, reachable: moving ? [...reachableHexes(state, side, a.id)] : [] };
}
