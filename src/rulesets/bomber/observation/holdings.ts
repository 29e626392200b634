/**
 * What each map counter holds (IX.G, VI.D): its own Air unit's Plane units
 * and those of every Air unit it covers, which have no counter of their own.
 * A bluff holds nothing.
 */
import { latest } from '../data/latest.js';
import type { BomberState, PlaneUnit, Side, SideState } from '../state.js';

/** The counter an Air unit is shown by: its own, or its cover's (following covers of covers). */
function counterOf(side: SideState, airUnit: number): number | null {
  const a = side.airUnits[airUnit - 1];
  if (a === undefined) return null;
  if (a.counter !== null) return a.id;
  return a.coveredBy === null ? null : counterOf(side, a.coveredBy);
}

/** The Plane units (not eliminated) each of a side's counters holds, by the counter's Air unit number; every counter is listed, a bluff with none. */
export function counterHoldings(state: BomberState, side: Side): ReadonlyMap<number, readonly PlaneUnit[]> {
  return holdingsOf(state[side]);
}

/** Every event asks it of both sides twice (each side's observation needs both), and a view of the state it leaves again. */
const holdingsOf = latest((side: SideState): ReadonlyMap<number, readonly PlaneUnit[]> => {
  const out = new Map<number, PlaneUnit[]>();
  for (const a of side.airUnits) if (a.counter !== null) out.set(a.id, []);
  for (const p of side.planes) {
    if (p.eliminated || p.airUnit === null) continue;
    const counter = counterOf(side, p.airUnit);
    if (counter !== null) out.get(counter)!.push(p);
  }
  return out;
});
