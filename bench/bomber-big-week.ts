/**
 * The Big Week position the Bomber benchmarks share (24 February 1944): the
 * scripted set-up's Air Boxes, then every loaded Air unit's counter put at a
 * seeded random hex of the board (no partial, totally gray or Mountain hex,
 * so that every Altitude is legal) with all its Plane units at one seeded
 * random Altitude, and "last seen" brought up to date — built by
 * `observation/scenes.ts`, the same every run. And the timing they share.
 */
import { seededRandom } from '../src/kernel/dice.js';
import { contextOf } from '../src/rulesets/bomber/context.js';
import { withSightings } from '../src/rulesets/bomber/observation/last-seen.js';
import { put } from '../src/rulesets/bomber/observation/scenes.js';
import { SIDES, type Altitude, type BomberState } from '../src/rulesets/bomber/state.js';
import { setUp, stateOf } from '../src/rulesets/bomber/testing.js';

export const SCENARIO = '1944-02-24-big-week';

/** Every loaded Air unit of both sides in the air somewhere on the board, on Turn 5. */
export function everyUnitUp(): BomberState {
  const random = seededRandom(24);
  let state = stateOf(setUp(SCENARIO));
  const hexes = [...contextOf(SCENARIO).hexes.values()].filter((h) => h.gray !== 'total' && h.partial !== true && h.mountain === undefined).map((h) => h.id);
  for (const side of SIDES) {
    for (const a of state[side].airUnits) {
      const planes = state[side].planes.filter((p) => p.airUnit === a.id && !p.eliminated).map((p) => p.id);
      if (planes.length === 0) continue;
      state = put(state, side, a.id, hexes[Math.floor(random() * hexes.length)]!, Math.floor(random() * 3) as Altitude, planes);
    }
  }
  return withSightings({ ...state, turn: 5 });
}

/** Mean microseconds of `op` over `rounds` calls, after `warmUp` calls (at most `rounds`). */
export function meanMicros(op: () => unknown, rounds: number, warmUp: number): number {
  for (let i = 0; i < Math.min(warmUp, rounds); i++) op();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) op();
  return ((performance.now() - started) / rounds) * 1000;
}
