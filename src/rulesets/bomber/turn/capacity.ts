/**
 * Base capacity (IX.H, X.B, rulings §9): per Base hex, side and Turn,
 * readiness moves and take-offs are each limited to the capacity, shared by
 * all the side's Air units there. African Bases have no limit.
 */
import { contextOf } from '../context.js';
import { hexOfLocation, locationOf, type BomberState, type Side } from '../state.js';

/** What is left of a budget at an Air unit's place this Turn: Infinity in Africa, 0 where the side has no Base. */
export function capacityLeft(state: BomberState, side: Side, airUnit: number, kind: 'ready' | 'takeOff'): number {
  const at = locationOf(state, side, airUnit);
  if (at === null) return 0;
  const hex = hexOfLocation(at);
  if (hex === null) return Infinity;
  const base = contextOf(state.scenario).base(side, hex);
  if (base === undefined) return 0;
  return base.capacity - (state[side].capacityUsed[hex]?.[kind] ?? 0);
}
