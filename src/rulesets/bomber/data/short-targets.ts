/**
 * Which targets are "short" (IV.C). Sortie's rule: a city is short when it
 * lies within the reach of a P-47 on internal fuel from the nearest
 * American Base in Great Britain — half its internal endurance times its
 * Movement Factor, in hexes (5) — so an escort could cover the whole raid
 * without drop tanks. A two-city card is short when both cities are.
 */
import { hexDistance, parseHexId } from './hex-grid.js';
import { hexOf } from './map-lookup.js';
import type { BomberMap } from './map-schema.js';
import type { PlaneVariant } from './planes.js';

/** The reference escort whose reach defines "short". */
export const SHORT_ESCORT = 'P-47 F';

/** Reach in hexes that makes a target short. */
export function shortReachHexes(planes: readonly PlaneVariant[]): number {
  const p = planes.find((v) => v.key === SHORT_ESCORT);
  if (p === undefined) throw new Error(`planes.json has no ${SHORT_ESCORT}`);
  return Math.floor((p.endurance.internal * p.movementFactor) / 2);
}

/** Names of the short cities of a map. */
export function shortCities(map: BomberMap, planes: readonly PlaneVariant[]): Set<string> {
  const reach = shortReachHexes(planes);
  const gbBases = map.bases.filter(
    (b) => b.american !== undefined && hexOf(map, b.hex)?.country === 'United Kingdom',
  );
  return new Set(
    map.cities
      .filter((c) => gbBases.some((b) => hexDistance(parseHexId(c.hex), parseHexId(b.hex)) <= reach))
      .map((c) => c.name),
  );
}
