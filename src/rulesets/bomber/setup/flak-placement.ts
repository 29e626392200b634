/**
 * Flak units to City Boxes (V.B): the German player places the scenario's
 * Heavy and Light Flak units in City Boxes; each adds 1 Flak Strength Point
 * of its Type to the City, and no City may exceed 4 of a Type. Sortie
 * requires every available unit placed (ruling 36): a unit held back does
 * nothing, and "end" then means the same for everyone.
 */
import { Type, type Static } from '@sinclair/typebox';
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import { MAX_FLAK_SP } from '../data/cards/flak-hit-chart.js';
import type { BomberMap, MapCity } from '../data/map-schema.js';
import type { Scenario } from '../data/scenario-schema.js';
import { cityNamed } from '../data/map-lookup.js';

/** Flak Types. */
export const FlakKind = Type.Union([Type.Literal('heavy'), Type.Literal('light')]);
export type FlakKind = Static<typeof FlakKind>;

/** Schema of the German Flak placement: Flak units placed per City (Cities without units left out). */
export const FlakPlacementSchema = Type.Array(
  Type.Object(
    { city: Type.String({ minLength: 1 }), heavy: Type.Integer({ minimum: 0 }), light: Type.Integer({ minimum: 0 }) },
    { additionalProperties: false },
  ),
);
export type FlakPlacement = Static<typeof FlakPlacementSchema>;

/** Schema of one step: one Flak unit of a Type to a City. */
export const FlakStepSchema = Type.Object({ city: Type.String({ minLength: 1 }), kind: FlakKind }, { additionalProperties: false });
export type FlakStep = Static<typeof FlakStepSchema>;

/** Flak units of a Type placed so far. */
function placedOf(placement: FlakPlacement, kind: FlakKind): number {
  return placement.reduce((n, p) => n + p[kind], 0);
}

/** A City's Flak Strength Points: its City Box's, plus the Flak units placed there (V.B). */
export function flakStrength(city: MapCity, placement: FlakPlacement): { heavy: number; light: number } {
  const here = placement.filter((p) => p.city === city.name);
  return { heavy: city.heavyFlak + placedOf(here, 'heavy'), light: city.lightFlak + placedOf(here, 'light') };
}

const cityBase = (kind: FlakKind, c: MapCity) => (kind === 'heavy' ? c.heavyFlak : c.lightFlak);

/** Whether one more Flak unit of `step.kind` may go to `step.city` now. */
export function checkFlakStep(map: BomberMap, scenario: Scenario, placement: FlakPlacement, step: FlakStep): Rejection | null {
  const city = cityNamed(map, step.city);
  if (city === undefined) return reject('unknown-city', `There is no City Box "${step.city}".`);
  if (placedOf(placement, step.kind) >= scenario.german.flakUnits[step.kind])
    return reject('no-flak-units-left', `All ${scenario.german.flakUnits[step.kind]} ${step.kind} Flak units are placed.`);
  if (flakStrength(city, placement)[step.kind] >= MAX_FLAK_SP)
    return reject('flak-city-full', `${city.name} already has ${MAX_FLAK_SP} ${step.kind} Flak Strength Points, the most a City may have (V.B).`);
  return null;
}

/** The placement with one more Flak unit; assumes `checkFlakStep` passed. */
export function addFlakUnit(placement: FlakPlacement, step: FlakStep): FlakPlacement {
  const found = placement.some((p) => p.city === step.city);
  const added = found ? placement : [...placement, { city: step.city, heavy: 0, light: 0 }];
  return added.map((p) => (p.city === step.city ? { ...p, [step.kind]: p[step.kind] + 1 } : p));
}

/** Every legal next step: each Type with units left, to each City with room for it, in map order. */
export function flakStepOptions(map: BomberMap, scenario: Scenario, placement: FlakPlacement): FlakStep[] {
  return (['heavy', 'light'] as const).flatMap((kind) =>
    map.cities.map((c) => ({ city: c.name, kind })).filter((step) => checkFlakStep(map, scenario, placement, step) === null),
  );
}

/** Whether a whole Flak placement is legal: known Cities, each named once, ≤ 4 of a Type, every unit placed. */
export function checkFlakPlacement(map: BomberMap, scenario: Scenario, placement: FlakPlacement): Rejection | null {
  for (const [i, p] of placement.entries()) {
    const city = cityNamed(map, p.city);
    if (city === undefined) return reject('unknown-city', `There is no City Box "${p.city}".`);
    if (placement.findIndex((q) => q.city === p.city) !== i) return reject('city-twice', `${p.city} is listed twice.`);
    for (const kind of ['heavy', 'light'] as const)
      if (cityBase(kind, city) + p[kind] > MAX_FLAK_SP)
        return reject('flak-city-full', `${city.name} would have ${cityBase(kind, city) + p[kind]} ${kind} Flak Strength Points; a City may have at most ${MAX_FLAK_SP} (V.B).`);
  }
  for (const kind of ['heavy', 'light'] as const) {
    const placed = placedOf(placement, kind);
    const available = scenario.german.flakUnits[kind];
    if (placed > available) return reject('too-many-flak-units', `${placed} ${kind} Flak units placed, but the scenario gives ${available}.`);
    if (placed < available) return reject('flak-units-unplaced', `${available - placed} ${kind} Flak units are still to place.`);
  }
  return null;
}

/**
 * A sensible placement for a player who does not want to place by hand: each unit in turn to the
 * historical target (then the highest Target Value City) that has the fewest Flak Strength Points of
 * its Type, with room for it.
 */
export function suggestFlak(map: BomberMap, scenario: Scenario): FlakPlacement {
  const historical = scenario.historicalTargets.map((t) => t.city);
  const ranked = [...map.cities].sort(
    (a, b) => Number(historical.includes(b.name)) - Number(historical.includes(a.name)) || b.value - a.value,
  );
  let placement: FlakPlacement = [];
  for (const kind of ['heavy', 'light'] as const)
    for (let n = 0; n < scenario.german.flakUnits[kind]; n++) {
      const open = ranked.filter((c) => checkFlakStep(map, scenario, placement, { city: c.name, kind }) === null);
      const targets = open.filter((c) => historical.includes(c.name));
      const pool = targets.length > 0 ? targets : open;
      if (pool.length === 0) return placement; // every City full: nothing sensible is left
      const city = pool.reduce((best, c) => (flakStrength(c, placement)[kind] < flakStrength(best, placement)[kind] ? c : best));
      placement = addFlakUnit(placement, { city: city.name, kind });
    }
  return placement;
}
