/**
 * The hexes an Air unit can still reach this Phase, for its owner's view (a
 * frontend draws them). A search over hex steps with the Movement Factors
 * left: from Altitude 1 or 2 every open hex is a step (diving is free); from
 * Altitude 0 Mountain hexes need a climb first, which costs the same
 * wherever it is made, so the unit reaches the hexes of a flat search, and
 * those of a search with the climb paid. Breaking contact (XII.C.4) is paid
 * on the first exit. A returning Bomber keeps to its route home (rulings
 * §15). Whether a Bomber may end its move in a hex (the six-Bomber limit) is
 * checked when it gets there. The searches run on the numbered map
 * (`hex-index.ts`): a view asks for every Air unit of its side.
 */
import { contextOf } from '../context.js';
import { airUnitOf, type BomberState, type Side } from '../state.js';
import { contactCost } from './breaking-contact.js';
import { nextClimbCost } from './climb-cost.js';
import { closedHexes } from './closed-hexes.js';
import { allUp, altitudeOf, hexOf, mayMove, movementLeft } from './flying.js';
import { closedFlagsOf, HEX_INDEX } from './hex-index.js';
import { directSteps, returning } from './return-route.js';

/**
 * Scratch marks, queue and list by hex number, reused by every search so
 * that none allocates a map-sized array: a mark counts only when it carries
 * the current round (searches never nest).
 */
const HEXES = HEX_INDEX.ids.length;
const spentMark = new Int32Array(HEXES);
const spentAt = new Int32Array(HEXES);
const foundMark = new Int32Array(HEXES);
/** The search's queue of hex numbers: each hex enters it at most once a search. */
const queue = new Int32Array(HEXES);
let round = 0;

/** The hex numbers found by the current Air unit's searches, in the order found (one Air unit's at a time). */
const foundList = new Int32Array(HEXES);

/** Hexes found by the searches of one Air unit, by number, each once. */
class Found {
  private readonly round = ++round;
  private count = 0;
  add(n: number): void {
    if (foundMark[n] === this.round) return;
    foundMark[n] = this.round;
    foundList[this.count++] = n;
  }
  /** The ids found but hex number `start`, sorted. */
  ids(start: number): string[] {
    const sorted = foundList.subarray(0, this.count).sort();
    const ids: string[] = [];
    for (const n of sorted) if (n !== start) ids.push(HEX_INDEX.ids[n]!);
    return ids;
  }
}

/** Hexes reachable with `budget` Movement Factors from hex number `start`, Mountain hexes only if `mountains`. */
function search(closed: Uint8Array, start: number, budget: number, mountains: boolean, found: Found): void {
  const { steps, mountain } = HEX_INDEX;
  const mark = ++round;
  spentMark[start] = mark;
  spentAt[start] = 0;
  queue[0] = start;
  let queued = 1;
  for (let i = 0; i < queued; i++) {
    const hex = queue[i]!;
    const spent = spentAt[hex]!;
    if (spent >= budget) continue;
    for (let s = 0; s < 6; s++) {
      const to = steps[6 * hex + s]!;
      if (to < 0 || spentMark[to] === mark || closed[to] === 1 || (!mountains && mountain[to] === 1)) continue;
      spentMark[to] = mark;
      spentAt[to] = spent + 1;
      found.add(to);
      queue[queued++] = to;
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
  const start = HEX_INDEX.numberOf.get(hexOf(a)!)!;
  const budget = movementLeft(state, side, airUnit) - contactCost(state, side, airUnit);
  const found = new Found();
  const altitude = altitudeOf(state, side, airUnit)!;
  if (side === 'american' && returning(state, airUnit)) {
    homeward(state, airUnit, hexOf(a)!, budget, altitude > 0, found);
    return found.ids(-1);
  }
  const closed = closedFlagsOf(closedHexes(state, side, airUnit));
  search(closed, start, budget, altitude > 0, found);
  if (altitude === 0) search(closed, start, budget - nextClimbCost(state, side, airUnit), true, found);
  return found.ids(start);
}

/** A returning Bomber's hexes along its routes home, a climb paid where the first Mountain hex demands it (rulings §15). */
function homeward(state: BomberState, airUnit: number, start: string, budget: number, high: boolean, found: Found): void {
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
        found.add(HEX_INDEX.numberOf.get(to)!);
      }
    }
    frontier = next;
  }
}
