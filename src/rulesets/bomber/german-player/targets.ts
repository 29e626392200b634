/**
 * Where the American Bombers are likely to go, from what the German player
 * knows before a counter moves: the scenario (public: its forces, date and
 * historical targets), the map and the Target Cards' cities. A City is a
 * likely target when a Bomber of the scenario can reach it and come back
 * from where it starts; the likelier, the more it is worth (Target Value),
 * if it is a historical target or has a Target Card (only those are Primary
 * Targets, VII.A.1), and the nearer it lies to the American Bases. Each
 * likely target has its approach lane: the straight line from the Bombers'
 * nearest start to the City. Worked out once per scenario.
 */
import { contextOf, DATA, isAfrican } from '../context.js';
import { hexDistance, parseHexId } from '../data/hex-grid.js';
import type { PlaneVariant } from '../data/planes.js';
import type { Area } from '../data/scenario-schema.js';

/** How much likelier a historical target is than a City of a Target Card, and that than any other City. */
const HISTORICAL_WEIGHT = 4;
const CARD_WEIGHT = 1;
const OTHER_WEIGHT = 0.2;

/** Where American Bombers start: a Base hex, or an Entry hex some Turns from an African Base. */
interface Start {
  readonly hex: string;
  /** Hexes out a Bomber can fly from here and come back. */
  readonly reach: number;
}

/** A City the Bombers may go for. */
export interface LikelyTarget {
  readonly city: string;
  readonly hex: string;
  /** The higher, the likelier and the more it matters; only the order and the ratios count. */
  readonly likelihood: number;
  /** The lane's start: the Bombers' nearest start. */
  readonly from: string;
  /** Hexes from the lane's start to the City. */
  readonly distance: number;
}

/** Hexes out and back a variant can fly on its best fuel, less `offBoardTurns` each way. */
function reachOf(v: PlaneVariant, offBoardTurns: number): number {
  const turns = (v.endurance.dropTanks ?? v.endurance.internal) - 2 * offBoardTurns;
  return Math.max(0, Math.floor((turns * v.movementFactor) / 2));
}

/** The starts of an area's Plane units of the given Types: its Base hexes, or its letter's Entry hexes. */
function startsOf(scenarioId: string, area: Area, variants: readonly PlaneVariant[]): Start[] {
  const ctx = contextOf(scenarioId);
  if (variants.length === 0) return [];
  if (isAfrican(area))
    return [...ctx.entryHexes.values()].filter((e) => e.base === area).map((e) => ({ hex: e.hex, reach: Math.max(...variants.map((v) => reachOf(v, e.turns))) }));
  const reach = Math.max(...variants.map((v) => reachOf(v, 0)));
  return ctx.americanBaseHexes(area).map((hex) => ({ hex, reach }));
}

/** Where the scenario's American Plane units of a Type start, and how far they reach. */
export function americanStarts(scenarioId: string, type: 'B' | 'F'): Start[] {
  const ctx = contextOf(scenarioId);
  return ctx.scenario.american.flatMap((a) => {
    const variants = [...new Set(a.units.map((u) => u.variant))].map((key) => ctx.variant(key)).filter((v) => v.type === type);
    return startsOf(scenarioId, a.area, variants);
  });
}

/** Hexes between two hexes. */
export const hexesApart = (a: string, b: string): number => hexDistance(parseHexId(a), parseHexId(b));

function likelyTargetsOf(scenarioId: string): LikelyTarget[] {
  const { scenario } = contextOf(scenarioId);
  const historical = new Set(scenario.historicalTargets.map((t) => t.city));
  const starts = americanStarts(scenarioId, 'B');
  const targets: LikelyTarget[] = [];
  for (const city of DATA.map.cities) {
    const reachable = starts.filter((s) => hexesApart(s.hex, city.hex) <= s.reach);
    if (reachable.length === 0 && !historical.has(city.name)) continue;
    const pool = reachable.length > 0 ? reachable : starts;
    const from = pool.reduce((best, s) => (hexesApart(s.hex, city.hex) < hexesApart(best.hex, city.hex) ? s : best));
    const distance = hexesApart(from.hex, city.hex);
    const weight = historical.has(city.name) ? HISTORICAL_WEIGHT : city.targetCard ? CARD_WEIGHT : OTHER_WEIGHT;
    // Nearer targets cost the Bombers less fuel and less exposure: up to half again as likely.
    const nearness = 1 + 0.5 * Math.max(0, 1 - distance / Math.max(1, from.reach));
    targets.push({ city: city.name, hex: city.hex, likelihood: weight * city.value * nearness, from: from.hex, distance });
  }
  return targets.sort((a, b) => b.likelihood - a.likelihood || a.city.localeCompare(b.city));
}

const cache = new Map<string, readonly LikelyTarget[]>();

/** A scenario's likely targets, likeliest first. */
export function likelyTargets(scenarioId: string): readonly LikelyTarget[] {
  let found = cache.get(scenarioId);
  if (found === undefined) {
    found = likelyTargetsOf(scenarioId);
    cache.set(scenarioId, found);
  }
  return found;
}

/** How likely a City is to be bombed (0 if no Bomber of the scenario can reach it). */
export function likelihoodOf(scenarioId: string, city: string): number {
  return likelyTargets(scenarioId).find((t) => t.city === city)?.likelihood ?? 0;
}

/** The likely targets that carry most of the weight: those at least a tenth as likely as the likeliest, at most `most`. */
export function mainTargets(scenarioId: string, most = 6): readonly LikelyTarget[] {
  const all = likelyTargets(scenarioId);
  const top = all[0]?.likelihood ?? 0;
  return all.filter((t) => t.likelihood >= top / 10).slice(0, most);
}
