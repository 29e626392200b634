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

/**
 * The holdings of the side states last asked of (a side state is never
 * changed): every event asks them of both sides twice (each side's
 * observation needs both), and a view of the state it leaves again. A few
 * of the latest rather than a WeakMap of every state: each event makes a new
 * side state, and a WeakMap's entries cost every garbage collection until
 * their key dies.
 */
const recent: { side: SideState; holdings: ReadonlyMap<number, readonly PlaneUnit[]> }[] = [];
const RECENT = 4;

/** The Plane units (not eliminated) each of a side's counters holds, by the counter's Air unit number; every counter is listed, a bluff with none. */
export function counterHoldings(state: BomberState, side: Side): ReadonlyMap<number, readonly PlaneUnit[]> {
  const of = state[side];
  for (const r of recent) if (r.side === of) return r.holdings;
  const holdings = holdingsOf(state, side);
  if (recent.unshift({ side: of, holdings }) > RECENT) recent.pop();
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
