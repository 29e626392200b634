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

/** An American Bomber Air unit on the board at a spot, with its facing. */
interface BomberAt {
  readonly airUnit: number;
  readonly facing: number | null;
}

/** Per state, its American Bomber Air units on the board by spot (`hex@altitude`), in Air unit order: every step and climb of a Bomber asks. */
const bySpot = new WeakMap<BomberState, ReadonlyMap<string, { readonly spot: Spot; readonly bombers: readonly BomberAt[] }>>();

function bombersBySpot(state: BomberState): ReadonlyMap<string, { readonly spot: Spot; readonly bombers: readonly BomberAt[] }> {
  let index = bySpot.get(state);
  if (index === undefined) {
    const spots = new Map<string, { readonly spot: Spot; readonly bombers: BomberAt[] }>();
    for (const a of state.american.airUnits) {
      const hex = hexOf(a);
      const altitude = altitudeOf(state, 'american', a.id);
      if (hex === null || altitude === null || a.offBoard !== null || !isBomberUnit(state, 'american', a.id)) continue;
      const key = `${hex}@${altitude}`;
      const there = spots.get(key);
      if (there === undefined) spots.set(key, { spot: { hex, altitude }, bombers: [{ airUnit: a.id, facing: a.counter!.facing }] });
      else there.bombers.push({ airUnit: a.id, facing: a.counter!.facing });
    }
    bySpot.set(state, (index = spots));
  }
  return index;
}

/** Whether a Bomber Air unit facing `facing` may stand at a spot with the others there (not counting itself). */
export function bomberFits(state: BomberState, airUnit: number, hex: string, altitude: Altitude, facing: number | null): boolean {
  const there = (bombersBySpot(state).get(`${hex}@${altitude}`)?.bombers ?? []).filter((b) => b.airUnit !== airUnit);
  return there.length < BOMBER_LIMIT && there.every((b) => b.facing === null || facing === null || b.facing === facing);
}

/** The spots where the American Bombers break the limit now. */
export function spotsOverLimit(state: BomberState): Spot[] {
  const over: Spot[] = [];
  for (const { spot, bombers } of bombersBySpot(state).values()) {
    const faced = new Set(bombers.flatMap((b) => (b.facing === null ? [] : [b.facing])));
    if (bombers.length > BOMBER_LIMIT || faced.size > 1) over.push(spot);
  }
  return over;
}
