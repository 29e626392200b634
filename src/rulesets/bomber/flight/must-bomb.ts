/**
 * "Must eventually Bomb" (VII.A.1, rulings §20): a Bomber Air unit with a
 * target plotted may not land by choice before it has bombed — nor leave the
 * board for its African Base, which is landing there; a forced landing (its
 * Endurance unit has come up) is allowed.
 */
import { airUnitOf, type BomberState, type Side } from '../state.js';
import { isBomberUnit } from './flying.js';

/** Whether an Air unit still has a target to bomb before it may land by choice. */
export function mustBombFirst(state: BomberState, side: Side, airUnit: number): boolean {
  if (side !== 'american' || !isBomberUnit(state, side, airUnit) || airUnitOf(state, side, airUnit).bombedOn !== null) return false;
  const primary = state.missionSheet[String(airUnit)]?.primary;
  return primary !== undefined && primary !== 'feint' && primary !== 'no';
}
