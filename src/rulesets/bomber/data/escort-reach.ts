/**
 * "Within reach of its escort" for a scenario's `escortReachOnly` Special
 * Rule. Sortie's ruling: the escort Model's reach is half its endurance with
 * Drop Tanks (internal, if it has none) times its Movement Factor, in hexes —
 * out to the target and back, as a Plane unit readied to the "D" box carries
 * Drop Tanks (X.A) — counted from the nearest American Base of the bombers'
 * area on the scenario's date. A P-47 reaches 7 hexes. The same arithmetic on
 * internal fuel gives "short" targets (`short-targets.ts`).
 */
import { hexDistance, parseHexId } from './hex-grid.js';
import type { BomberMap } from './map-schema.js';
import type { PlaneVariant } from './planes.js';
import { americanBasesOn } from './scenario-checks.js';
import type { Scenario } from './scenario-schema.js';
import { kept } from './kept.js';
import { baseNamed } from './map-lookup.js';

/** Hexes out from its Base that an escort Model can cover and come back. */
export function escortReachHexes(planes: readonly PlaneVariant[], escort: string): number {
  const p = planes.find((v) => v.key === escort);
  if (p === undefined) throw new Error(`planes.json has no ${escort}`);
  return Math.floor(((p.endurance.dropTanks ?? p.endurance.internal) * p.movementFactor) / 2);
}

/**
 * The Target Cities the `bombers` of a scenario may plot under its `escortReachOnly` rule: those within
 * the escort's reach of an American Base of an area where the scenario lists those bombers.
 */
export const citiesInEscortReach = kept((map: BomberMap, planes: readonly PlaneVariant[], s: Scenario, rule: { readonly bombers: string; readonly escort: string }): ReadonlySet<string> => {
  const reach = escortReachHexes(planes, rule.escort);
  const baseHexes = s.american
    .filter((a) => a.units.some((u) => u.variant === rule.bombers))
    .flatMap((a) => americanBasesOn(map, a.area, s.date))
    .map((name) => parseHexId(baseNamed(map, name)?.hex ?? ''));
  return new Set(
    map.cities.filter((c) => baseHexes.some((b) => hexDistance(parseHexId(c.hex), b) <= reach)).map((c) => c.name),
  );
});
