/**
 * What one more Altitude Level up costs an Air unit this Turn (XII.C.2.b,
 * data rulings 27–28): its climb class prices the Turn's climbing by levels,
 * so the next level costs what the Turn's total then costs less what has
 * been paid. Rocket carriers climb as Bombers do while they carry Rockets.
 */
import { climbCost } from '../data/planes.js';
import type { ClimbClass } from '../data/plane-schema.js';
import { airUnitOf, type BomberState, type Side } from '../state.js';
import { flyingPlanes, variantOf } from './flying.js';

/** An Air unit's climb class now. */
export function climbClassOf(state: BomberState, side: Side, airUnit: number): ClimbClass {
  if (flyingPlanes(state, side, airUnit).some((p) => p.rockets)) return 'perLevel';
  return variantOf(state, side, airUnit)!.climb;
}

/** Movement Factors the next Altitude Level up costs. */
export function nextClimbCost(state: BomberState, side: Side, airUnit: number): number {
  const cls = climbClassOf(state, side, airUnit);
  const climbed = airUnitOf(state, side, airUnit).moved.climbed;
  return climbCost(cls, climbed + 1) - climbCost(cls, climbed);
}
