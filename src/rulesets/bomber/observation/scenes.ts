/**
 * Positions built directly (the state is plain data), for the observation
 * tests and the view benchmark: a set-up game with its map cleared, then
 * counters put where a test wants them, holding the Plane units it names.
 */
import { contextOf } from '../context.js';
import { parseHexId, hexDistance } from '../data/hex-grid.js';
import { NO_SIGHTINGS } from './last-seen.js';
import type { Altitude, BomberState, Side } from '../state.js';
import { edit, inTheAir } from '../testing.js';

/** The state with no counter on the map, every Plane unit out of its Air Box and nothing seen yet: a blank slate to put counters on. */
export function clearMap(state: BomberState): BomberState {
  const clear = (side: Side) => ({
    ...state[side],
    planes: state[side].planes.map((p) => ({ ...p, airUnit: null, ground: null, altitude: null, formation: null })),
    airUnits: state[side].airUnits.map((a) => ({ ...a, counter: null, coveredBy: null, endurance: null, takeOffTurn: null, offBoard: null })),
  });
  return { ...state, american: clear('american'), german: clear('german'), lastSeen: NO_SIGHTINGS };
}

/** Puts Air unit `airUnit`'s counter in `hex` holding `planes` (by id), all at `altitude`, up since this Turn with Endurance for five more ("ground": on the ground in "D"). */
export function put(state: BomberState, side: Side, airUnit: number, hex: string, altitude: Altitude | 'ground', planes: readonly string[]): BomberState {
  if (altitude !== 'ground') return inTheAir(state, side, airUnit, { hex, altitude, takeOffTurn: state.turn, endurance: state.turn + 5 }, planes);
  const ids = new Set(planes);
  return edit(
    state,
    side,
    (p) => (ids.has(p.id) ? { airUnit, ground: 'D', altitude: null, formation: null } : p.airUnit === airUnit ? { airUnit: null, ground: null, altitude: null } : null),
    (a) => (a.id === airUnit ? { counter: { at: { hex }, flying: false, facing: null }, coveredBy: null, endurance: null, takeOffTurn: null } : null),
  );
}

/** Lets Air unit `airUnit` (holding whatever it holds, with no counter) be covered by the counter of `by` (VI.D). */
export function coverBy(state: BomberState, side: Side, airUnit: number, by: number): BomberState {
  const s = state[side];
  return { ...state, [side]: { ...s, airUnits: s.airUnits.map((a) => (a.id === airUnit ? { ...a, counter: null, coveredBy: by } : a)) } };
}

/** The ids of a side's first `n` Plane units of a Model and Type not yet in an Air Box. */
export function unboxed(state: BomberState, side: Side, variant: string, n: number): string[] {
  const ids = state[side].planes.filter((p) => p.variant === variant && p.airUnit === null && !p.eliminated).map((p) => p.id);
  if (ids.length < n) throw new Error(`only ${ids.length} unboxed ${variant} Plane units`);
  return ids.slice(0, n);
}

/** The first hex (in map order) that passes `test`, and is farther than `clear` hexes from every hex in `awayFrom`. */
export function findHex(state: BomberState, test: (hex: string) => boolean, awayFrom: readonly string[] = [], clear = 0): string {
  const ctx = contextOf(state.scenario);
  const away = awayFrom.map(parseHexId);
  for (const id of ctx.hexes.keys()) {
    const at = parseHexId(id);
    if (test(id) && away.every((a) => hexDistance(a, at) > clear)) return id;
  }
  throw new Error('no such hex');
}
