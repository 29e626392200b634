/**
 * The way home after bombing (XII.G, rulings §15): every Movement Factor
 * spent each Turn, along a route with the fewest hexes to the nearest usable
 * Base of the landing area — for Africa, the Entry hex that lands soonest,
 * then the fewest hexes — climbing only where a Mountain hex demands it.
 * Ties are the owner's: any step that keeps to a shortest route will do.
 * The landing area is the Shuttle Mission's plotted one, else the unit's own.
 */
import { contextOf, isAfrican } from '../context.js';
import { type BomberState, type Side } from '../state.js';
import { across, closedHex, grayHexside, stepTest } from './closed-hexes.js';
import { airUnitOf, planesOf } from '../state.js';
import { hexOf, isBomberUnit, movementFactorOf, movementLeft } from './flying.js';

/** Whether an Air unit is a Bomber flying home after bombing. */
export function returning(state: BomberState, airUnit: number): boolean {
  return airUnitOf(state, 'american', airUnit).bombedOn !== null && isBomberUnit(state, 'american', airUnit);
}

/** The area a returning Bomber Air unit lands in. */
export function homeArea(state: BomberState, airUnit: number): string {
  return state.missionSheet[String(airUnit)]?.land ?? planesOf(state, 'american', airUnit)[0]!.area!;
}

/** Hexes a goal can be reached from, with the fewest hexes to enter, over hexes open to the unit; cached per scenario, side, Model and goal. */
const fields = new Map<string, ReadonlyMap<string, number>>();

/** The fewest hexes an Air unit of `side` enters from each hex open to it to one of `goals` (0 at a goal). */
export function distancesTo(state: BomberState, side: Side, airUnit: number, goals: readonly string[]): ReadonlyMap<string, number> {
  const feint = side === 'american' && state.missionSheet[String(airUnit)]?.primary === 'feint';
  const key = `${state.scenario}|${side}|${planesOf(state, side, airUnit)[0]!.variant}|${feint}|${goals.join(',')}`;
  const known = fields.get(key);
  if (known !== undefined) return known;
  const closed = stepTest(state, side, airUnit);
  const dist = new Map<string, number>(goals.map((g) => [g, 0]));
  const queue = [...goals];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i]!;
    for (let hexside = 0; hexside < 6; hexside++) {
      const from = across(hex, hexside);
      // The step from `from` into `hex` crosses its side opposite to `hexside`.
      if (from === null || dist.has(from) || closedHex(state, side, airUnit, from) !== null || closed(from, (hexside + 3) % 6) !== null) continue;
      dist.set(from, dist.get(hex)! + 1);
      queue.push(from);
    }
  }
  fields.set(key, dist);
  return dist;
}

/** The distance field of the goal a returning Bomber flies for now: its area's Bases, or the African Entry hex that lands soonest. */
function homeField(state: BomberState, airUnit: number, hex: string): ReadonlyMap<string, number> | null {
  const ctx = contextOf(state.scenario);
  const area = homeArea(state, airUnit);
  if (!isAfrican(area)) return distancesTo(state, 'american', airUnit, [...ctx.americanBaseHexes(area as 'GB' | 'Italy')].sort());
  const left = movementLeft(state, 'american', airUnit);
  const mf = movementFactorOf(state, 'american', airUnit);
  let best: { field: ReadonlyMap<string, number>; lands: number; d: number } | null = null;
  for (const e of ctx.entryHexes.values()) {
    if (e.base !== area) continue;
    const field = distancesTo(state, 'american', airUnit, [e.hex]);
    const d = field.get(hex);
    if (d === undefined) continue;
    const lands = (d <= left ? 0 : Math.ceil((d - left) / mf)) + e.turns;
    if (best === null || lands < best.lands || (lands === best.lands && d < best.d)) best = { field, lands, d };
  }
  return best?.field ?? null;
}

/** The hexes next to a returning Bomber (or to `hex`, were it there) that keep it on a shortest route home (none once it is there). */
export function directSteps(state: BomberState, airUnit: number, hex = hexOf(airUnitOf(state, 'american', airUnit))!): ReadonlySet<string> {
  const field = homeField(state, airUnit, hex);
  const d = field?.get(hex);
  if (field === null || d === undefined || d === 0) return new Set();
  const steps = new Set<string>();
  for (let side = 0; side < 6; side++) {
    const to = across(hex, side);
    if (to !== null && field.get(to) === d - 1 && !grayHexside(state, hex, side)) steps.add(to);
  }
  return steps;
}

/** Whether a returning Bomber stands at the end of its route (a Base of its area, or an Entry hex it is flying for). */
export function home(state: BomberState, airUnit: number): boolean {
  const hex = hexOf(airUnitOf(state, 'american', airUnit));
  return hex !== null && homeField(state, airUnit, hex)?.get(hex) === 0;
}
