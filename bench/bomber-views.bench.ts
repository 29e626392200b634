/**
 * What a Bomber view costs:  npx tsx bench/bomber-views.bench.ts [rounds]
 *
 * A Big Week position (24 February 1944) with every Air unit up: the
 * scripted set-up's Air Boxes, then every loaded Air unit's counter put at a
 * seeded random hex of the board with all its Plane units at one seeded
 * random Altitude, and "last seen" brought up to date (a deterministic state
 * builder, `bomber-big-week.ts`). Then, `rounds` times each (2,000 by
 * default), in the same run:
 *
 *   - baseline: JSON.stringify of the whole state;
 *   - the German seat's view (observation of every American counter included);
 *   - the American seat's view;
 *   - each view and then its JSON.stringify (what serving it costs).
 *
 * Prints the mean microseconds of each and its ratio to the baseline.
 * Goal (issue 24): a view costs ≤ 3× serialising the state.
 */
import { view } from '../src/rulesets/bomber/view.js';
import { everyUnitUp, meanMicros, SCENARIO } from './bomber-big-week.js';
import { row } from './stats.js';

const ROUNDS = Number(process.argv[2] ?? 2000);
const GOAL = 3;

const time = (op: () => unknown): number => meanMicros(op, ROUNDS, 200);

const state = everyUnitUp();
const german = { kind: 'seat', seat: 'german' } as const;
const american = { kind: 'seat', seat: 'american' } as const;
const up = (side: 'american' | 'german') => state[side].airUnits.filter((a) => a.counter?.flying).length;
console.log(`${SCENARIO}: ${up('american')} American and ${up('german')} German Air units up, state ${JSON.stringify(state).length} bytes, ${ROUNDS} rounds`);

const baseline = time(() => JSON.stringify(state));
const results: [string, number][] = [
  ['German view', time(() => view(state, german))],
  ['American view', time(() => view(state, american))],
  ['German view, serialised', time(() => JSON.stringify(view(state, german)))],
  ['American view, serialised', time(() => JSON.stringify(view(state, american)))],
];
row('', 'mean µs', '× baseline');
row('baseline: JSON.stringify(state)', baseline, 1);
for (const [label, us] of results) row(label, us, us / baseline);
const worst = Math.max(results[0]![1], results[1]![1]) / baseline;
console.log(`goal: a view ≤ ${GOAL}× serialising the state — ${worst <= GOAL ? 'met' : 'NOT met'} (${worst.toFixed(2)}×)`);
