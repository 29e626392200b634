/**
 * Observation distance (IX.G, rulings §18): for a hex, the smaller of its
 * distance to the nearest enemy land hex on the date (the scenario's context
 * has it) and its distance to the nearest enemy Air unit that holds Plane
 * units (on the board: an Air unit on its way from Africa is on no hex).
 */
import { contextOf } from '../context.js';
import { hexDistance, parseHexId, type HexCoord } from '../data/hex-grid.js';
import { otherSide, type BomberState, type PlaneUnit, type Side } from '../state.js';

/** How far each hex is from what observes `observed`'s counters there, at most `BEYOND_SIGHT` (land-distance.ts). */
export function observationDistance(state: BomberState, observed: Side, enemyHoldings: ReadonlyMap<number, readonly PlaneUnit[]>): (hex: string) => number {
  const ctx = contextOf(state.scenario);
  const enemy = otherSide(observed);
  const watchers: HexCoord[] = [];
  for (const [id, planes] of enemyHoldings) {
    const at = state[enemy].airUnits[id - 1]!.counter!.at;
    if (planes.length > 0 && 'hex' in at) watchers.push(parseHexId(at.hex));
  }
  return (hex) => {
    let best = ctx.enemyLandDistance(observed, hex);
    const at = parseHexId(hex);
    for (const w of watchers) if (best > 0) best = Math.min(best, hexDistance(at, w));
    return best;
  };
}
