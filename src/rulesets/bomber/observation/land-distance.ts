/**
 * The part of Observation (IX.G, rulings §18) that depends on the scenario's
 * date alone: how far each hex is from the nearest land hex (island hexes
 * included) held by a side's enemy. Worked out once per scenario, in its
 * context, so that a view only adds the distance to enemy Air units.
 */
import { holdsOn } from '../data/dates.js';
import { hexDistance, parseHexId, type HexCoord } from '../data/hex-grid.js';
import type { MapHex } from '../data/map-schema.js';
import type { Side } from '../state.js';

/** Distances are counted up to here: anything farther reveals only the counter (data ruling 26), so "4" means "beyond 3". */
export const BEYOND_SIGHT = 4;

/** Whether a hex counts as a land hex for Observation: land, or sea with islands (IX.G). */
const landForObservation = (h: MapHex) => h.terrain === 'land' || h.islands === true;

/** Land held by the Germans on the date (Axis land not yet taken by the Allies or the Soviets). */
export function germanLandOn(h: MapHex, date: string): boolean {
  return landForObservation(h) && h.control === 'german' && !holdsOn(h.alliedFrom, date);
}

/** Land held by the Western Allies on the date: the Allied land closed to German Air units (Great Britain, Allied Italy, Corsica); the Soviets' is nobody's enemy land (rulings §18). */
export function westernAlliedLandOn(h: MapHex, date: string): boolean {
  const allied = h.control === 'allied' || (h.control === 'german' && holdsOn(h.alliedFrom, date));
  return landForObservation(h) && allied && holdsOn(h.closedToGermansFrom, date);
}

/** Whether a hex is land of the enemy of `side` on the date. */
export function enemyLandOn(side: Side, h: MapHex, date: string): boolean {
  return side === 'american' ? germanLandOn(h, date) : westernAlliedLandOn(h, date);
}

/** For every hex, the distance (IX.G counting, at most BEYOND_SIGHT) to the nearest hex of `enemyLand`. */
export function distancesToLand(hexes: readonly MapHex[], enemyLand: (h: MapHex) => boolean): ReadonlyMap<string, number> {
  const sources: HexCoord[] = hexes.filter(enemyLand).map((h) => parseHexId(h.id));
  const out = new Map<string, number>();
  for (const h of hexes) {
    const at = parseHexId(h.id);
    let best = BEYOND_SIGHT;
    for (const s of sources) {
      if (Math.abs(s.col - at.col) >= best) continue;
      const d = hexDistance(at, s);
      if (d < best) best = d;
      if (best === 0) break;
    }
    out.set(h.id, best);
  }
  return out;
}
