/**
 * What each map counter holds (IX.G, VI.D): its own Air unit's Plane units
 * and those of every Air unit it covers, which have no counter of their own.
 * A bluff holds nothing.
 */
import type { BomberState, PlaneUnit, Side, SideState } from '../state.js';

/** The counter an Air unit is shown by: its own, or its cover's (following covers of covers). */
function counterOf(state: BomberState, side: Side, airUnit: number): number | null {
  const a = state[side].airUnits[airUnit - 1];
  if (a === undefined) return null;
  if (a.counter !== null) return a.id;
  return a.coveredBy === null ? null : counterOf(state, side, a.coveredBy);
}

/** Per side's state (never changed): what its counters hold. Every event asks it of both sides twice (each side's observation needs both). */
const known = new WeakMap<SideState, ReadonlyMap<number, readonly PlaneUnit[]>>();

/** The Plane units (not eliminated) each of a side's counters holds, by the counter's Air unit number; every counter is listed, a bluff with none. */
export function counterHoldings(state: BomberState, side: Side): ReadonlyMap<number, readonly PlaneUnit[]> {
  let holdings = known.get(state[side]);
  if (holdings === undefined) known.set(state[side], (holdings = holdingsOf(state, side)));
  return holdings;
}

function holdingsOf(state: BomberState, side: Side): ReadonlyMap<number, readonly PlaneUnit[]> {
  const out = new Map<number, PlaneUnit[]>();
  for (const a of state[side].airUnits) if (a.counter !== null) out.set(a.id, []);
  for (const p of state[side].planes) {
    if (p.eliminated || p.airUnit === null) continue;
    const counter = counterOf(state, side, p.airUnit);
    if (counter !== null) out.get(counter)!.push(p);
  }
  return out;
}
