/**
 * Combat Observation (IX.G.2): "when setting up for Combat", Bomber Type
 * units are told apart from the others. Sortie reads that as: during a
 * Combat Phase, in every Battle spot whose Air Combat has been set up (a
 * hex and Altitude where both sides have flying Plane units, XIII.A, laid
 * out by `combat/battle-loop.ts`), each counter's report says whether it
 * holds Bombers, for the rest of the Phase; every view and "last seen"
 * follows `battleSpots`.
 */
import type { Altitude, BomberState, Spot } from '../state.js';

const spotKey = (hex: string, altitude: Altitude) => `${hex}@${altitude}`;

/** The spots of the Battles set up in this Combat Phase (`combat/battles.ts`), where IX.G.2 tells Bombers apart; none outside a Combat Phase. */
export function battleSpots(state: BomberState): readonly Spot[] {
  if (state.phase.kind !== 'combat') return [];
  return state.battles.filter((b) => b.formations.length > 0).map((b) => b.spot);
}

/** A set of spots to look up by hex and Altitude. */
export function spotSet(spots: readonly Spot[]): (hex: string, altitude: Altitude) => boolean {
  const keys = new Set(spots.map((s) => spotKey(s.hex, s.altitude)));
  return (hex, altitude) => keys.has(spotKey(hex, altitude));
}
