/**
 * Each hex's own ground: land or sea, whose land, neutral gray, Mountain,
 * Allied from which date. Decided by sampling points of the hex against the
 * world-atlas countries (see docs/rules/bomber.md, "The mapboard").
 */
import { SINCE_START } from '../dates.js';
import { hexId, type HexCoord } from '../hex-grid.js';
import type { AlliedAdvance, Control, MountainRange } from '../geography-schema.js';
import type { MapHex } from '../map-schema.js';
import type { BoardGeometry } from './board-geometry.js';
import type { Projection } from './projection.js';
import { regionIndex, type RegionIndex } from './polygon-index.js';

/** What classification needs besides the board. */
export interface ClassifyInputs {
  readonly geometry: BoardGeometry;
  readonly projection: Projection;
  readonly countries: RegionIndex;
  readonly control: Readonly<Record<string, Control>>;
  readonly mountains: readonly MountainRange[];
  readonly alliedAdvances: readonly AlliedAdvance[];
  readonly landShareOfLandHex: number;
}

function majority(names: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  // Ties go to the alphabetically first name, so the result never depends on sample order.
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** Classify every hex of the board, in the board's hex order. */
export function classifyHexes(inp: ClassifyInputs): MapHex[] {
  const { geometry: g, projection } = inp;
  const controlOf = (country: string): Control => {
    const c = inp.control[country];
    if (c === undefined) throw new Error(`geography/countries.json: no control given for atlas country "${country}"`);
    return c;
  };
  const countryAt = (xy: [number, number]): string | undefined => inp.countries.regionAt(projection.inverse(xy));
  const isNeutralAt = (xy: [number, number]): boolean => {
    const c = countryAt(xy);
    return c !== undefined && controlOf(c) === 'neutral';
  };
  const mountains = regionIndex(inp.mountains.map((m) => ({ name: m.name, rings: [m.outline] })));
  // Earliest advance first, so a hex gets the first date its centre fell to the Allies.
  const advances = [...inp.alliedAdvances].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const advanceIndex = regionIndex(advances.map((a, i) => ({ name: String(i), rings: [a.area] })));

  return g.hexes.map((coord: HexCoord): MapHex => {
    const samples = g.areaSamples(coord);
    const landNames = samples.map(countryAt).filter((n): n is string => n !== undefined);
    const hex: MapHex = { id: hexId(coord), terrain: 'sea' };
    if (g.isPartial(coord)) hex.partial = true;
    if (landNames.length >= inp.landShareOfLandHex * samples.length) hex.terrain = 'land';
    else if (landNames.length > 0) hex.islands = true;
    // Sides are judged on their own points, so a side reads the same from both hexes.
    const graySides = [0, 1, 2, 3, 4, 5].filter((side) => g.sideSamples(coord, side).every(isNeutralAt));
    if (graySides.length > 0) hex.graySides = graySides;
    const country = majority(landNames);
    if (country === undefined) return hex;
    hex.country = country;
    hex.control = controlOf(country);

    const neutralSamples = landNames.filter((n) => controlOf(n) === 'neutral').length;
    if (neutralSamples === samples.length) hex.gray = 'total';
    else if (neutralSamples > 0) hex.gray = 'partial';

    const centre = projection.inverse(g.centre(coord));
    if (hex.terrain === 'land') {
      const range = mountains.regionAt(centre);
      if (range !== undefined) hex.mountain = range;
    }
    const advance = advances[Number(advanceIndex.regionAt(centre) ?? NaN)];
    if (advance !== undefined && hex.control !== 'neutral') {
      if (advance.from <= SINCE_START) hex.control = 'allied';
      else hex.alliedFrom = advance.from;
    }
    return hex;
  });
}
