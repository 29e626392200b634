/**
 * Formations (IX.E, XII.C.3) as combat meets them: the flying Plane units of
 * an Air Box at one hex and Altitude, grouped by their Formation number, and
 * the Strength Points each fights with. The hits marked on an Air Box are
 * carried by one of its Plane units, the owner's choice by standing order
 * (XIII.F.3): that unit's Formation fights with its Strength Points reduced.
 */
import { contextOf } from '../context.js';
import type { PlaneVariant } from '../data/planes.js';
import { flyingPlanes } from '../flight/flying.js';
import { airUnitOf, hexOfLocation, locationOf, type BomberState, type PlaneUnit, type Side, type Spot } from '../state.js';

/** The Formation number a flying Plane unit is in: 1 while flight has numbered none (an Air Box then flies as one Formation). */
export const formationNumber = (p: PlaneUnit): number => p.formation ?? 1; // ruling C2

/** The Air units of a side flying on the board at a spot, in number order. */
export function airUnitsAt(state: BomberState, side: Side, spot: Spot): number[] {
  return state[side].airUnits
    .filter((a) => a.offBoard === null && a.endurance !== null && hexOfLocation(locationOf(state, side, a.id)) === spot.hex)
    .filter((a) => flyingPlanes(state, side, a.id).some((p) => p.altitude === spot.altitude))
    .map((a) => a.id);
}

/** The Plane units of one Formation of an Air Box. */
export function formationPlanes(state: BomberState, side: Side, airUnit: number, formation: number): PlaneUnit[] {
  return flyingPlanes(state, side, airUnit).filter((p) => formationNumber(p) === formation);
}

/** The Formation numbers of an Air Box's flying Plane units, in order. */
export function formationNumbers(state: BomberState, side: Side, airUnit: number): number[] {
  return [...new Set(flyingPlanes(state, side, airUnit).map(formationNumber))].sort((a, b) => a - b);
}

/** The Plane units of a box in the owner's order of choice (rulings §13): the one its standing order names comes first. */
export function byHitsOrder(state: BomberState, side: Side, planes: readonly PlaneUnit[]): PlaneUnit[] {
  return state[side].standing.hits === 'last' ? [...planes].reverse() : [...planes];
}

/** The Plane unit that carries an Air Box's hits (XIII.F.3), or null if it has none. */
export function hitCarrier(state: BomberState, side: Side, airUnit: number): PlaneUnit | null {
  if (airUnitOf(state, side, airUnit).hits === 0) return null;
  return byHitsOrder(state, side, flyingPlanes(state, side, airUnit))[0] ?? null;
}

/** The Strength Points a Formation fights with now: its Plane units' less the box's hits if it carries them. */
export function formationSp(state: BomberState, side: Side, airUnit: number, formation: number): number {
  const planes = formationPlanes(state, side, airUnit, formation);
  const carrier = hitCarrier(state, side, airUnit);
  const hits = carrier !== null && planes.includes(carrier) ? airUnitOf(state, side, airUnit).hits : 0;
  return Math.max(0, planes.reduce((sp, p) => sp + p.sp, 0) - hits);
}

/** The Model and Type a Formation flies (one a box, IX.D). */
export function formationVariant(state: BomberState, side: Side, airUnit: number, formation: number): PlaneVariant {
  const plane = formationPlanes(state, side, airUnit, formation)[0];
  if (plane === undefined) throw new Error(`no Formation ${formation} in ${side} Air unit ${airUnit}`);
  return contextOf(state.scenario).variant(plane.variant);
}

/** Whether a Formation still carries Rockets. */
export function carriesRockets(state: BomberState, side: Side, airUnit: number, formation: number): boolean {
  return formationPlanes(state, side, airUnit, formation).some((p) => p.rockets);
}
