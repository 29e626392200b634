/**
 * The Observation Reports Chart (IX.G): what the owner of flying Air
 * units must reveal, by their distance from the nearest enemy land hex
 * (island hexes included) or opposing Air unit. Distance counts the
 * observed hex and not the observer's.
 */

/** Pieces of information an Observation Report can hold. */
export type Report = 'presence' | 'altitudeLevels' | 'planeUnitCount' | 'typesAndModels' | 'bombersDistinguished';

/** Rows of the chart, nearest first: a unit at `distance` ≤ upTo reveals `reveals`. */
export const OBSERVATION_REPORTS: readonly { readonly upTo: number; readonly reveals: readonly Report[] }[] = [
  { upTo: 0, reveals: ['presence', 'altitudeLevels', 'planeUnitCount', 'typesAndModels'] },
  { upTo: 1, reveals: ['presence', 'altitudeLevels', 'planeUnitCount'] },
  { upTo: 3, reveals: ['presence', 'altitudeLevels'] },
];

/** What must be revealed at a distance (0 = in an enemy land hex or sharing a hex with opposing Air units). */
export function observationReport(distance: number): readonly Report[] {
  // Air units are always on the mapboard: nothing is ever completely hidden (IX.G.1).
  return OBSERVATION_REPORTS.find((r) => distance <= r.upTo)?.reveals ?? ['presence'];
}

/** When setting up for Combat, Bombers are also told apart from other Types (IX.G.2). */
export function combatObservationReport(distance: number): readonly Report[] {
  return [...observationReport(distance), 'bombersDistinguished'];
}
