/**
 * The hexes an Air unit can still reach this Phase, for its owner's view (a
 * frontend draws them). A search over hex steps with the Movement Factors
 * left: from Altitude 1 or 2 every open hex is a step (diving is free); from
 * Altitude 0 Mountain hexes need a climb first, which costs the same
 * wherever it is made, so the unit reaches the hexes of a flat search, and
 * those of a search with the climb paid. Breaking contact (XII.C.4) is paid
 * on the first exit. A returning Bomber keeps to its route home (rulings
 * §15). Whether a Bomber may end its move in a hex (the six-Bomber limit) is
 * checked when it gets there.
 */
import { contextOf } from '../context.js';
import { airUnitOf, type BomberState, type Side } from '../state.js';
import { contactCost } from './breaking-contact.js';
import { nextClimbCost } from './climb-cost.js';
import { across, stepTest } from './closed-hexes.js';
import { allUp, altitudeOf, hexOf, mayMove, movementLeft } from './flying.js';
import { directSteps, returning } from './return-route.js';

/** Hexes reachable with `budget` Movement Factors from `start`, Mountain hexes only if `mountains`. */
function search(state: BomberState, side: Side, airUnit: number, start: string, budget: number, mountains: boolean, found: Set<string>): void {
  const hexes = contextOf(state.scenario).hexes;
  const closed = stepTest(state, side, airUnit);
  const cost = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i]!;
    const spent = cost.get(hex)!;
    if (spent >= budget) continue;
    for (let s = 0; s < 6; s++) {
      const to = across(hex, s);
      if (to === null || cost.has(to) || closed(hex, s) !== null) continue;
      if (!mountains && hexes.get(to)?.mountain !== undefined) continue;
      cost.set(to, spent + 1);
      found.add(to);
      queue.push(to);
    }
  }
}

/** Per state, each side's reachable hexes by Air unit: views ask about the same state again and again. */
const cache = new WeakMap<BomberState, Map<string, readonly string[]>>();

/** The hexes an Air unit can still reach this Phase (not its own), sorted; none if it cannot move now. */
export function reachableHexes(state: BomberState, side: Side, airUnit: number): readonly string[] {
  let forState = cache.get(state);
  if (forState === undefined) cache.set(state, (forState = new Map<string, readonly string[]>()));
  const key = `${side}${airUnit}`;
  const known = forState.get(key);
  if (known !== undefined) return known;
  const result = compute(state, side, airUnit);
  forState.set(key, result);
  return result;
}

function compute(state: BomberState, side: Side, airUnit: number): readonly string[] {
  const a = airUnitOf(state, side, airUnit);
  if (!mayMove(state, side, a) || !allUp(state, side, airUnit)) return [];
  const start = hexOf(a)!;
  const budget = movementLeft(state, side, airUnit) - contactCost(state, side, airUnit);
  const found = new Set<string>();
  const altitude = altitudeOf(state, side, airUnit)!;
  if (side === 'american' && returning(state, airUnit)) {
    homeward(state, airUnit, start, budget, altitude > 0, found);
    return [...found].sort();
  }
  search(state, side, airUnit, start, budget, altitude > 0, found);
  if (altitude === 0) search(state, side, airUnit, start, budget - nextClimbCost(state, side, airUnit), true, found);
  found.delete(start);
  return [...found].sort();
}

/** A returning Bomber's hexes along its routes home, a climb paid where the first Mountain hex demands it (rulings §15). */
function homeward(state: BomberState, airUnit: number, start: string, budget: number, high: boolean, found: Set<string>): void {
  const hexes = contextOf(state.scenario).hexes;
  const climb = high ? 0 : nextClimbCost(state, 'american', airUnit);
  let frontier = new Map<string, { spent: number; high: boolean }>([[start, { spent: 0, high }]]);
  while (frontier.size > 0) {
    const next = new Map<string, { spent: number; high: boolean }>();
    for (const [hex, at] of frontier) {
      for (const to of directSteps(state, airUnit, hex)) {
        const mountain = hexes.get(to)?.mountain !== undefined;
        const spent = at.spent + 1 + (mountain && !at.high ? climb : 0);
        const was = next.get(to);
        if (spent > budget || (was !== undefined && was.spent <= spent)) continue;
        next.set(to, { spent, high: at.high || mountain });
        found.add(to);
      }
    }
    frontier = next;
  }
}
