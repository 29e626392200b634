/**
 * The Take Off Step (VIII.C.3, rulings §7): Plane units in "C" or "D" take
 * off up to the Base's capacity a Turn, at Altitude 0 over their Base
 * (Altitude 1 at a Mountain Base), and may take off over several Turns.
 * Bombers take off once a day (X.C), on their Mission Sheet Turn or later,
 * and never with "no" plotted. The first Plane units up place the Endurance
 * unit in box take-off Turn + E (rulings §8): the Drop Tank endurance if every
 * one left "D" with tanks, else the internal one. It is public, but for an
 * African take-off, which the German player learns of only when the Air unit
 * is placed in an Entry hex (XII.E.1).
 */
import type { BomberCommand } from '../commands.js';
import { contextOf } from '../context.js';
import type { Play } from '../play.js';
import { lineOf } from '../setup/mission-sheet-step.js';
import { capacityLeft } from '../turn/capacity.js';
import { fixedFaults } from '../editions.js';
import { bomberFits } from './bomber-limit.js';
import { altitudeOf, isBomberUnit } from './flying.js';
import { jettisonOptions } from './jettison.js';
import { airUnitOf, hexOfLocation, locationOf, planesOf, type Altitude, type BomberState, type PlaneUnit, type Side } from '../state.js';
import { wantsAirUnit, wantsType, type Focus } from '../option-focus.js';

/** The Plane units of an Air unit that may take off now, "D" first, capacity aside. */
export function readyToFly(state: BomberState, side: Side, airUnit: number): PlaneUnit[] {
  const a = airUnitOf(state, side, airUnit);
  if (a.outForDay || a.offBoard !== null || locationOf(state, side, airUnit) === null) return [];
  const ctx = contextOf(state.scenario);
  const planes = planesOf(state, side, airUnit).filter((p) => p.ground === 'C' || p.ground === 'D');
  if (planes.length === 0) return [];
  if (ctx.variant(planes[0]!.variant).type === 'B') {
    const line = lineOf(state, airUnit);
    if (side === 'american' && (line.primary === 'no' || line.takeOffTurn > state.turn)) return [];
    return planes.filter((p) => !p.flown).sort((x, y) => (x.ground === y.ground ? 0 : x.ground === 'D' ? -1 : 1));
  }
  return planes.sort((x, y) => (x.ground === y.ground ? 0 : x.ground === 'D' ? -1 : 1));
}

/** The Altitude Plane units take off to: 0, or 1 over a Mountain Base. */
function takeOffAltitude(state: BomberState, hex: string | null): Altitude {
  return hex !== null && contextOf(state.scenario).hexes.get(hex)?.mountain !== undefined ? 1 : 0;
}

/** Whether a Bomber Air unit's first Plane units would break the six-Bomber limit over its Base (rulings §16). */
function overBomberLimit(state: BomberState, side: Side, airUnit: number): boolean {
  const hex = hexOfLocation(locationOf(state, side, airUnit));
  if (side !== 'american' || hex === null || airUnitOf(state, side, airUnit).endurance !== null || !isBomberUnit(state, side, airUnit)) return false;
  return !bomberFits(state, airUnit, hex, takeOffAltitude(state, hex), null);
}

/**
 * Whether an Air unit takes off by a hidden edit (ruling E61, version 4): from an African Base, whose take-offs the German
 * must not count (rulings §30). It takes off whole: an African Base has no capacity to split it over Turns (rulings §9).
 */
const takesOffHidden = (state: BomberState, side: Side, airUnit: number): boolean => {
  const at = locationOf(state, side, airUnit);
  return fixedFaults(state) && at !== null && 'africa' in at;
};

/** A side's options in its Take Off Step: take-offs (from Africa, hidden edits: ruling E61), and German Rockets dropped at will (XII.D.1); only those that may be `focus`, given one (option-focus.ts). */
export function takeOffOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  const options: BomberCommand[] = [];
  if (wantsType(focus, 'take-off') || wantsType(focus, 'take-off-plane') || wantsType(focus, 'take-off-africa'))
    for (const a of state[side].airUnits) {
      if (!wantsAirUnit(focus, a.id)) continue;
      const ready = readyToFly(state, side, a.id);
      if (ready.length === 0 || capacityLeft(state, side, a.id, 'takeOff') <= 0 || overBomberLimit(state, side, a.id)) continue;
      if (takesOffHidden(state, side, a.id)) {
        options.push({ type: 'take-off-africa', airUnit: a.id });
        continue;
      }
      options.push({ type: 'take-off', airUnit: a.id });
      if (ready.length > 1) for (const p of ready) options.push({ type: 'take-off-plane', plane: p.id });
    }
  if (wantsType(focus, 'jettison-rockets')) options.push(...jettisonOptions(state, side));
  if (wantsType(focus, 'end-take-off')) options.push({ type: 'end-take-off' });
  return options;
}

/** Takes off these Plane units of one Air unit. */
function takeOffPlanes(play: Play, side: Side, airUnit: number, planes: readonly PlaneUnit[]): void {
  const state = play.state;
  const ctx = contextOf(state.scenario);
  const at = locationOf(state, side, airUnit)!;
  const hex = hexOfLocation(at);
  // Plane units taking off after others of their Air Box join them at their Altitude (XII.C.2: one Altitude a box; ruling E14).
  const altitude = altitudeOf(state, side, airUnit) ?? takeOffAltitude(state, hex);
  const a = airUnitOf(state, side, airUnit);
  if (a.endurance === null) {
    const endurance = ctx.variant(planes[0]!.variant).endurance;
    const tanks = endurance.dropTanks !== undefined && planes.every((p) => p.ground === 'D' && !p.rockets);
    const event = { type: 'air-unit-took-off', side, airUnit, endurance: state.turn + (tanks ? endurance.dropTanks : endurance.internal), at } as const;
    if (hex === null) play.emitSecret(event, side);
    else play.emit(event);
  }
  play.emitSecret({ type: 'planes-took-off', side, airUnit, planes: planes.map((p) => p.id), altitude, hex }, side);
}

/** Takes off every ready Plane unit of an Air unit, as far as capacity allows. */
export function takeOff(play: Play, side: Side, airUnit: number): void {
  const ready = readyToFly(play.state, side, airUnit);
  takeOffPlanes(play, side, airUnit, ready.slice(0, Math.min(ready.length, capacityLeft(play.state, side, airUnit, 'takeOff'))));
}

/** Takes off one Plane unit. */
export function takeOffPlane(play: Play, side: Side, plane: string): void {
  const p = play.state[side].planes.find((x) => x.id === plane)!;
  takeOffPlanes(play, side, p.airUnit!, [p]);
}
