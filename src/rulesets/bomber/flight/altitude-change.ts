/**
 * Climbing and diving one Altitude Level (XII.C.2): every flying Plane unit
 * of the Air Box together, between 0 and 2; never to 0 in a Mountain hex;
 * diving free, climbing by class (`climb-cost.ts`) plus breaking contact
 * (XII.C.4). A returning Bomber climbs only where a Mountain hex on its
 * route home demands it (rulings §15). A Bomber Air unit may change Altitude
 * into a spot that breaks the six-Bomber limit only with a Movement Factor
 * left (rulings §16). An Air unit placed in an Entry hex this Turn sets the
 * Altitude it arrives at for nothing (XII.E.1, ruling E20). The Altitude is
 * its owner's secret.
 */
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { contextOf } from '../context.js';
import type { Play } from '../play.js';
import { airUnitOf, type AirUnit, type Altitude, type BomberState, type Side } from '../state.js';
import { bomberFits } from './bomber-limit.js';
import { contactCost } from './breaking-contact.js';
import { nextClimbCost } from './climb-cost.js';
import { altitudeOf, hexOf, isBomberUnit, movementLeft, mayMove } from './flying.js';
import { directSteps, returning } from './return-route.js';
import { emitUnseen } from '../observation/redaction.js';

/** Whether an Air unit was placed in an Entry hex this Turn: it arrives at any Altitude it likes (XII.E.1), so it sets it for nothing (ruling E20). */
const placedNow = (a: AirUnit): boolean => a.moved.done && a.offBoard === null && a.endurance !== null;

/** What an Altitude change costs, in Movement Factors. */
export function changeCost(state: BomberState, side: Side, airUnit: number, up: boolean): number {
  if (!up || placedNow(airUnitOf(state, side, airUnit))) return 0;
  return nextClimbCost(state, side, airUnit) + contactCost(state, side, airUnit);
}

/** Why an Air unit may not climb (up) or dive now, or null if it may. */
export function altitudeRefusal(state: BomberState, side: Side, airUnit: number, up: boolean): Rejection | null {
  const a = airUnitOf(state, side, airUnit);
  if (!mayMove(state, side, a) && !placedNow(a)) return reject('not-moving', `Air unit ${airUnit} cannot move now.`);
  const from = altitudeOf(state, side, airUnit)!;
  const to = from + (up ? 1 : -1);
  if (to < 0 || to > 2) return reject('altitude-range', `Altitude Levels run from 0 to 2 (XII.C.2).`);
  const hex = hexOf(a)!;
  const ctx = contextOf(state.scenario);
  if (to === 0 && ctx.hexes.get(hex)?.mountain !== undefined) return reject('mountain-altitude', `Hex ${hex} is a Mountain hex: Altitude 1 or 2 only (XII.C.2).`);
  const left = placedNow(a) ? 0 : movementLeft(state, side, airUnit) - changeCost(state, side, airUnit, up);
  if (left < 0) return reject('no-movement-left', `Air unit ${airUnit} has no Movement Factor left for that climb (XII.C.2.b).`);
  if (up && side === 'american' && returning(state, airUnit) && !(from === 0 && [...directSteps(state, airUnit)].some((h) => ctx.hexes.get(h)?.mountain !== undefined)))
    return reject('return-route', `Air unit ${airUnit} has bombed: it climbs only where a Mountain hex on its way home demands it (rulings §15).`);
  if (isBomberUnit(state, side, airUnit) && left < 1 && !bomberFits(state, airUnit, hex, to as Altitude, a.counter!.facing))
    return reject('bomber-limit', `Air unit ${airUnit} may not end its move there: at most six Bomber Air units at one Altitude, all facing alike (IX.F).`);
  return null;
}

/** A side's climbs and dives now. */
export function altitudeOptions(state: BomberState, side: Side, only: (airUnit: number) => boolean = () => true): BomberCommand[] {
  const options: BomberCommand[] = [];
  for (const a of state[side].airUnits) {
    if (!only(a.id) || !(mayMove(state, side, a) || placedNow(a))) continue;
    if (altitudeRefusal(state, side, a.id, true) === null) options.push({ type: 'climb', airUnit: a.id });
    if (altitudeRefusal(state, side, a.id, false) === null) options.push({ type: 'dive', airUnit: a.id });
  }
  return options;
}

/** Climbs or dives one Altitude Level. */
export function changeAltitude(play: Play, side: Side, airUnit: number, up: boolean): void {
  const state = play.state;
  const altitude = (altitudeOf(state, side, airUnit)! + (up ? 1 : -1)) as Altitude;
  const free = placedNow(airUnitOf(state, side, airUnit));
  if (up && !free && contactCost(state, side, airUnit) > 0) emitUnseen(play, side, { type: 'contact-broken', side, airUnit });
  emitUnseen(play, side, { type: 'altitude-changed', side, airUnit, altitude, cost: up && !free ? nextClimbCost(play.state, side, airUnit) : 0 });
}
