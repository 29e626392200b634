/**
 * What the movement rules ask about a flying Air unit (XII.B–C): its flying
 * Plane units, the one Altitude they share (XII.C.2: every flying Plane unit
 * of an Air Box at one Altitude Level), its Movement Factor (the slowest
 * Plane unit's) and what is left of it this Turn, and which Air units may
 * move now.
 */
import { contextOf } from '../context.js';
import type { PlaneVariant } from '../data/planes.js';
import { airUnitOf, planesOf, type AirUnit, type Altitude, type BomberState, type PlaneUnit, type Side } from '../state.js';

/** Per Air Box's list of Plane units (`planesOf`'s, never changed), those in the air: movement asks again and again. */
const flying = new WeakMap<readonly PlaneUnit[], readonly PlaneUnit[]>();

/** An Air unit's Plane units in the air. */
export function flyingPlanes(state: BomberState, side: Side, airUnit: number): readonly PlaneUnit[] {
  const box = planesOf(state, side, airUnit);
  let up = flying.get(box);
  if (up === undefined) flying.set(box, (up = box.filter((p) => p.ground === null && p.altitude !== null)));
  return up;
}

/** The Altitude Level an Air unit flies at, or null if none of it is up. */
export function altitudeOf(state: BomberState, side: Side, airUnit: number): Altitude | null {
  return flyingPlanes(state, side, airUnit)[0]?.altitude ?? null;
}

/** The Model and Type of an Air unit's Plane units (one per Air Box, IX.D), if it holds any. */
export function variantOf(state: BomberState, side: Side, airUnit: number): PlaneVariant | undefined {
  const p = planesOf(state, side, airUnit)[0];
  return p === undefined ? undefined : contextOf(state.scenario).variant(p.variant);
}

/** Whether an Air unit holds Bombers. */
export const isBomberUnit = (state: BomberState, side: Side, airUnit: number): boolean => variantOf(state, side, airUnit)?.type === 'B';

/** An Air unit's Movement Factor: its slowest flying Plane unit's (XII.B, XII.C). */
export function movementFactorOf(state: BomberState, side: Side, airUnit: number): number {
  const ctx = contextOf(state.scenario);
  return Math.min(...flyingPlanes(state, side, airUnit).map((p) => ctx.variant(p.variant).movementFactor));
}

/** Movement Factors an Air unit has left this Turn. */
export const movementLeft = (state: BomberState, side: Side, airUnit: number): number =>
  movementFactorOf(state, side, airUnit) - airUnitOf(state, side, airUnit).moved.spent;

/** The hex an Air unit's own counter stands in, or null (an African Base Box, no counter). */
export const hexOf = (a: AirUnit): string | null => (a.counter !== null && 'hex' in a.counter.at ? a.counter.at.hex : null);

/**
 * Air units of a side that may move now: flying on the board under their
 * own counter, holding Plane units in the air, their move not over (an Air
 * unit placed in an Entry hex ends its move there, XII.E.1). Cover and
 * bluff counters hold no Plane units: they never move (VI.B, ruling E13).
 */
export function movingAirUnits(state: BomberState, side: Side): AirUnit[] {
  return state[side].airUnits.filter((a) => mayMove(state, side, a));
}

/** Whether one Air unit may move now (see `movingAirUnits`). */
export function mayMove(state: BomberState, side: Side, a: AirUnit): boolean {
  return a.endurance !== null && a.offBoard === null && a.counter?.flying === true && hexOf(a) !== null && !a.moved.done && flyingPlanes(state, side, a.id).length > 0;
}

/** Whether every Plane unit of an Air unit is up: only then may it leave its Base hex (rulings §7, IX.E; ruling E14). */
export const allUp = (state: BomberState, side: Side, airUnit: number): boolean => planesOf(state, side, airUnit).every((p) => p.ground === null);
