/**
 * What Bomber II's movement costs:  npx tsx bench/bomber-flight.bench.ts [runs]
 *
 * The Big Week position of `bomber-views.bench.ts` (every loaded Air unit up
 * at a seeded random hex and Altitude), in each side's Normal Movement Step.
 * For a fresh state each round (a shallow copy, as a new event makes: the
 * per-state caches miss, the Plane-unit index kept by Air Box survives, as it
 * does when an event leaves the Plane units alone), in the same run:
 *
 *   - baseline: JSON.stringify of the whole state;
 *   - the moving side's Normal Movement Step options (computed once per state, cached by `prompts`);
 *   - the hexes every Air unit of it can still reach (its own view lists them);
 *   - the moving side's whole view.
 *
 * Prints the CPU microseconds of each in the best of ten rounds (at most
 * `runs` runs in all, `cpu-rounds.ts`: on a shared machine the wall clock
 * swings with the neighbours) and its ratio to the baseline. Issue #24's
 * goal: the own view within 3× the baseline.
 */
import { normalMovementOptions } from '../src/rulesets/bomber/flight/movement.js';
import { reachableHexes } from '../src/rulesets/bomber/flight/reachable.js';
import type { BomberState, Side } from '../src/rulesets/bomber/state.js';
import { view } from '../src/rulesets/bomber/view.js';
import { everyUnitUp, SCENARIO } from './bomber-big-week.js';
import { measure } from './cpu-rounds.js';
import { row } from './stats.js';

const RUNS = Number(process.argv[2] ?? 300);

const time = (op: () => unknown): number => measure(1, op, RUNS).micros;

const up = everyUnitUp();
console.log(`${SCENARIO}: every loaded Air unit up, at most ${RUNS} runs a measure, CPU µs in the best of ten rounds`);
row('', 'CPU µs', '× baseline');
for (const side of ['american', 'german'] as Side[]) {
  const state: BomberState = { ...up, phase: { kind: 'movement', order: 'first', side, step: 'normal' } };
  const baseline = time(() => JSON.stringify(state));
  const options = time(() => normalMovementOptions({ ...state }, side));
  const reach = time(() => {
    const fresh = { ...state };
    for (const a of fresh[side].airUnits) reachableHexes(fresh, side, a.id);
  });
  const own = time(() => view({ ...state }, { kind: 'seat', seat: side }));
  row(`${side}: baseline JSON.stringify(state)`, baseline, 1);
  row(`${side}: Normal Movement options (${normalMovementOptions(state, side).length})`, options, options / baseline);
  row(`${side}: reachable hexes of every Air unit`, reach, reach / baseline);
  row(`${side}: its own view (reachable included)`, own, own / baseline);
}
