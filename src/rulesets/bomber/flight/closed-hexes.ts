/**
 * Hexes and hexsides an Air unit may not enter (XII.F, VII.A.1): off the
 * grid or a dark partial hex; a totally gray hex or an all-gray hexside;
 * for German Air units Great Britain, the Allied Air Defense hexes and
 * Italy behind the Ground Line on the date (map.json's `closedToGermansFrom`);
 * for a "feint" Bomber Air unit German land (VII.A.1); and for the Bombers
 * of an `escortReachOnly` Special Rule every hex beyond their escort's reach
 * of their area's Bases (ruling E16).
 */
import { contextOf } from '../context.js';
import { holdsOn } from '../data/dates.js';
import { escortReachHexes } from '../data/escort-reach.js';
import { hexDistance, hexId, neighbour, parseHexId } from '../data/hex-grid.js';
import { DATA } from '../context.js';
import { planesOf, type BomberState, type Side } from '../state.js';

/** Why a hex or hexside is closed to an Air unit. */
export type ClosedReason = 'off-board' | 'partial-hex' | 'neutral' | 'neutral-hexside' | 'allied-air-defense' | 'feint-over-german-land' | 'beyond-escort-reach';

/** Words for each reason, for refusals. */
export const CLOSED_WORDS: Readonly<Record<ClosedReason, string>> = {
  'off-board': 'is off the mapboard',
  'partial-hex': 'is a partial hex at the board edge (XII.F.1)',
  neutral: 'is neutral (totally gray, XII.F.1)',
  'neutral-hexside': 'lies across an all-gray hexside (XII.F.1)',
  'allied-air-defense': 'is closed to German Air units on this date (XII.F.2)',
  'feint-over-german-land': 'is German land, which a feint may not enter (VII.A.1)',
  'beyond-escort-reach': "lies beyond its escort's reach (the scenario's Special Rule, ruling E16)",
};

/** Each map hex's six neighbours in side order (null off the grid), worked out once. */
const NEIGHBOURS = new Map<string, readonly (string | null)[]>(
  DATA.map.hexes.map((h) => [
    h.id,
    [0, 1, 2, 3, 4, 5].map((side) => {
      const c = neighbour(parseHexId(h.id), side);
      return c.col < 1 || c.row < 1 || c.col > DATA.map.columns || c.row > DATA.map.rows ? null : hexId(c);
    }),
  ]),
);

/** The hex across side `side` of a map hex, or null off the grid. */
export function across(hex: string, side: number): string | null {
  return NEIGHBOURS.get(hex)?.[side] ?? null;
}

/** Per scenario and Model: the hexes its escortReachOnly rule keeps it within (null: no such rule for it). */
const reachCache = new Map<string, ReadonlySet<string> | null>();

function escortArea(state: BomberState, variant: string): ReadonlySet<string> | null {
  const key = `${state.scenario}|${variant}`;
  if (reachCache.has(key)) return reachCache.get(key)!;
  const ctx = contextOf(state.scenario);
  const rule = ctx.scenario.specialRules.find((r) => r.kind === 'escortReachOnly' && r.bombers === variant);
  let area: Set<string> | null = null;
  if (rule !== undefined && rule.kind === 'escortReachOnly') {
    const reach = escortReachHexes(DATA.planes, rule.escort);
    const areas = ctx.scenario.american.filter((a) => a.units.some((u) => u.variant === variant)).map((a) => a.area);
    const bases = areas.flatMap((a) => (a === 'GB' || a === 'Italy' ? ctx.americanBaseHexes(a) : [])).map(parseHexId);
    area = new Set([...ctx.hexes.keys()].filter((h) => bases.some((b) => hexDistance(parseHexId(h), b) <= reach)));
  }
  reachCache.set(key, area);
  return area;
}

/** Why `hex` is closed to the side's units whatever they are in a scenario, or null (public: the map and the date). */
export function closedToSide(scenarioId: string, side: Side, hex: string): ClosedReason | null {
  const ctx = contextOf(scenarioId);
  const h = ctx.hexes.get(hex);
  if (h === undefined) return 'off-board';
  if (h.partial) return 'partial-hex';
  if (h.gray === 'total') return 'neutral';
  if (side === 'german' && holdsOn(h.closedToGermansFrom, ctx.date)) return 'allied-air-defense';
  return null;
}

/** Per scenario, side, Model and feint or not: every map hex closed to such an Air unit, and why. */
const closedCache = new Map<string, ReadonlyMap<string, ClosedReason>>();

/** Every map hex closed to an Air unit, and why (one map per kind of Air unit, never changed). */
export function closedHexes(state: BomberState, side: Side, airUnit: number): ReadonlyMap<string, ClosedReason> {
  const variant = planesOf(state, side, airUnit)[0]?.variant ?? '';
  const feint = side === 'american' && state.missionSheet[String(airUnit)]?.primary === 'feint';
  const key = `${state.scenario}|${side}|${variant}|${feint}`;
  const known = closedCache.get(key);
  if (known !== undefined) return known;
  const ctx = contextOf(state.scenario);
  const reach = side === 'american' && variant !== '' ? escortArea(state, variant) : null;
  const closed = new Map<string, ClosedReason>();
  for (const hex of ctx.hexes.keys()) {
    const why =
      closedToSide(state.scenario, side, hex) ??
      (feint && ctx.friendlyLand('german', hex) ? 'feint-over-german-land' : null) ??
      (reach !== null && !reach.has(hex) ? 'beyond-escort-reach' : null);
    if (why !== null) closed.set(hex, why);
  }
  closedCache.set(key, closed);
  return closed;
}

/** Why an Air unit may not be in `hex`, or null if it may. */
export function closedHex(state: BomberState, side: Side, airUnit: number, hex: string): ClosedReason | null {
  if (!contextOf(state.scenario).hexes.has(hex)) return 'off-board';
  return closedHexes(state, side, airUnit).get(hex) ?? null;
}

/** Whether the hexside `side` of `hex` is all gray, from either hex's side (XII.F.1). */
export function grayHexside(state: BomberState, hex: string, side: number): boolean {
  const hexes = contextOf(state.scenario).hexes;
  const to = across(hex, side);
  return (hexes.get(hex)?.graySides?.includes(side) ?? false) || (to !== null && (hexes.get(to)?.graySides?.includes((side + 3) % 6) ?? false));
}

/** A test of steps for one Air unit, its closed hexes looked up once: why it may not cross side `hexside` of `from`, or null. */
export function stepTest(state: BomberState, side: Side, airUnit: number): (from: string, hexside: number) => ClosedReason | null {
  const closed = closedHexes(state, side, airUnit);
  return (from, hexside) => {
    const to = across(from, hexside);
    if (to === null) return 'off-board';
    if (grayHexside(state, from, hexside)) return 'neutral-hexside';
    return closed.get(to) ?? null;
  };
}

/** Why an Air unit in `from` may not cross side `side` into the next hex, or null. */
export function closedStep(state: BomberState, side: Side, airUnit: number, from: string, hexside: number): ClosedReason | null {
  return stepTest(state, side, airUnit)(from, hexside);
}
