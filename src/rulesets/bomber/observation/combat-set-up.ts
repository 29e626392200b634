/**
 * Combat Observation (IX.G.2): "when setting up for Combat", Bomber Type
 * units are told apart from the others. Sortie reads that as: during a
 * Combat Phase, in every Battle spot — a hex and Altitude where both sides
 * have flying Plane units (XIII.A) — each counter's report says whether it
 * holds Bombers. The `combat` part (Bomber III) owns the Battles: when it
 * keeps its own list of Battles being set up, `battleSpots` is the one
 * function to make read it; every view and "last seen" follows.
 */
import { counterHoldings } from './holdings.js';
import { SIDES, type Altitude, type BomberState, type Spot } from '../state.js';

const spotKey = (hex: string, altitude: Altitude) => `${hex}@${altitude}`;

/** The spots of the Battles being set up now, where IX.G.2 tells Bombers apart; none outside a Combat Phase. */
export function battleSpots(state: BomberState): readonly Spot[] {
  if (state.phase.kind !== 'combat') return [];
  const [american, german] = SIDES.map((side) => {
    const spots = new Map<string, Spot>();
    for (const [id, planes] of counterHoldings(state, side)) {
      const at = state[side].airUnits[id - 1]!.counter!.at;
      if (!('hex' in at)) continue;
      for (const p of planes) if (p.altitude !== null && p.ground === null) spots.set(spotKey(at.hex, p.altitude), { hex: at.hex, altitude: p.altitude });
    }
    return spots;
  }) as [Map<string, Spot>, Map<string, Spot>];
  return [...american].filter(([key]) => german.has(key)).map(([, spot]) => spot);
}

/** A set of spots to look up by hex and Altitude. */
export function spotSet(spots: readonly Spot[]): (hex: string, altitude: Altitude) => boolean {
  const keys = new Set(spots.map((s) => spotKey(s.hex, s.altitude)));
  return (hex, altitude) => keys.has(spotKey(hex, altitude));
}
