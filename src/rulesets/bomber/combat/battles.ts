/**
 * Finding the Battles of a Combat Phase (XIII.A, XII.I) and setting one up.
 * Every hex and Altitude where both sides have flying Plane units is a
 * Battle, found when the Combat Phase begins; Sortie fights any number of
 * them (the three Battle Location Displays are a tabletop limit). Setting
 * a Battle up lays out its Formations for both sides to see: which Air
 * unit, how many Formations, Bomber or not, and each German one's clock
 * position, but no Model or Strength Points (XIII.F.2).
 */
import { airUnitOf, hexOfLocation, locationOf, type Altitude, type BattleFormation, type BomberState, type Clock, type Side, type Spot } from '../state.js';
import { clockPosition } from './clock.js';
import { flyingPlanes, isBomberUnit } from '../flight/flying.js';
import { airUnitsAt, formationNumbers } from './formations.js';

const compareSpots = (a: Spot, b: Spot) => a.hex.localeCompare(b.hex) || a.altitude - b.altitude;

/** The keys ("hex/Altitude") of the spots where a side's Air units fly on the board. */
function spotKeys(state: BomberState, side: Side): Set<string> {
  const keys = new Set<string>();
  for (const a of state[side].airUnits) {
    const hex = a.offBoard === null && a.endurance !== null ? hexOfLocation(locationOf(state, side, a.id)) : null;
    if (hex !== null) for (const p of flyingPlanes(state, side, a.id)) keys.add(`${hex}/${p.altitude}`);
  }
  return keys;
}

/** The Battles of a Combat Phase: every spot with flying units of both sides, in map order (hex, then Altitude). */
export function battleSpots(state: BomberState): Spot[] {
  const german = spotKeys(state, 'german');
  return [...spotKeys(state, 'american')]
    .filter((k) => german.has(k))
    .map((k) => ({ hex: k.slice(0, k.indexOf('/')), altitude: Number(k.slice(k.indexOf('/') + 1)) as Altitude }))
    .sort(compareSpots);
}

/** The Formations of a Battle at set-up: Bombers in Air unit order, then the other American units, then the German ones with their clock positions. */
export function battleFormations(state: BomberState, spot: Spot): BattleFormation[] {
  const of = (side: Side) =>
    airUnitsAt(state, side, spot).flatMap((airUnit) =>
      formationNumbers(state, side, airUnit).map((formation) => ({ side, airUnit, formation, bomber: isBomberUnit(state, side, airUnit) })),
    );
  const american = of('american');
  const bombers = american.filter((f) => f.bomber);
  const facing = bombers.length > 0 ? (airUnitOf(state, 'american', bombers[0]!.airUnit).counter?.facing ?? null) : null;
  const clockOf = (airUnit: number): Clock | null => (bombers.length > 0 ? clockPosition(facing, airUnitOf(state, 'german', airUnit).enteredFrom) : null);
  return [
    ...[...bombers, ...american.filter((f) => !f.bomber)].map((f) => ({ ...f, clock: null, revealed: null })),
    ...of('german').map((f) => ({ ...f, clock: clockOf(f.airUnit), revealed: null })),
  ];
}
