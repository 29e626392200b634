/**
 * The six-Bomber limit (IX.F, IX.B.2, rulings §16): no more than six Bomber
 * Air units in a hex at one Altitude Level, all facing alike. Checked where a
 * unit ends its move, takes off or is placed; passing through is free. An
 * Air unit that has not yet entered a hex since it took off faces no way yet
 * and agrees with any facing.
 */
import { type Altitude, type BomberState, type Spot } from '../state.js';
import { altitudeOf, hexOf, isBomberUnit } from './flying.js';

/** The hexside a unit placed in an Entry hex is taken to have entered by: the board's southern edge (rulings §16). */
export const ENTERED_FROM_SOUTH_EDGE = 3;

/** Most Bomber Air units in a hex at one Altitude (IX.F). */
export const BOMBER_LIMIT = 6;

/** The American Bomber Air units flying at a spot, with their facings. */
function bombersAt(state: BomberState, spot: Spot, except: number | null): (number | null)[] {
  return state.american.airUnits
    .filter((a) => a.id !== except && a.offBoard === null && hexOf(a) === spot.hex && isBomberUnit(state, 'american', a.id) && altitudeOf(state, 'american', a.id) === spot.altitude)
    .map((a) => a.counter!.facing);
}

/** Whether a Bomber Air unit facing `facing` may stand at a spot with the others there (not counting itself). */
export function bomberFits(state: BomberState, airUnit: number, hex: string, altitude: Altitude, facing: number | null): boolean {
  const there = bombersAt(state, { hex, altitude }, airUnit);
  return there.length < BOMBER_LIMIT && there.every((f) => f === null || facing === null || f === facing);
}

/** The spots where the American Bombers break the limit now. */
export function spotsOverLimit(state: BomberState): Spot[] {
  const over: Spot[] = [];
  const seen = new Set<string>();
  for (const a of state.american.airUnits) {
    const hex = hexOf(a);
    const altitude = altitudeOf(state, 'american', a.id);
    if (hex === null || altitude === null || a.offBoard !== null || !isBomberUnit(state, 'american', a.id)) continue;
    const key = `${hex}@${altitude}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const facings = bombersAt(state, { hex, altitude }, null);
    const faced = new Set(facings.filter((f) => f !== null));
    if (facings.length > BOMBER_LIMIT || faced.size > 1) over.push({ hex, altitude });
  }
  return over;
}
