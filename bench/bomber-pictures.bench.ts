/**
 * How long Bomber's position picture takes to draw and to rasterise:
 *   npx tsx bench/bomber-pictures.bench.ts [renders]
 *
 * For each seat's view of a Bomber game after the scripted set-up (Turn 1's
 * readiness, every counter on the map), and, as the baseline measured in the
 * same run, the Ork seat's view of a new solo Bommerz game: the SVG drawn
 * from the view, then the PNG rendered from that SVG as the picture routes
 * render a view they have not rendered yet (renderPng: whole, 1000 pixels
 * wide; the routes keep it by the SVG's digest for the asks after),
 * `renders` times each (20 by default), taking turns so that the machine's
 * load falls on both alike. The fonts' subset is made before (once per
 * machine, kept in the temporary directory). bench/pictures.bench.ts
 * measures new positions, one after another, over HTTP. Prints p50 and p99
 * in milliseconds, the SVG's and the PNG's sizes, and each p99 against the
 * baseline's.
 */
import { loadavg } from 'node:os';
import { START_COMMAND, apply, initialPosition } from '../src/kernel/engine.js';
import { seededDice } from '../src/kernel/dice.js';
import type { AnyRuleset, Viewer } from '../src/kernel/ruleset.js';
import { renderPng } from '../src/games/position-pictures.js';
import { subsetFonts } from '../src/games/png/fonts.js';
import { bommerzRuleset } from '../src/rulesets/bommerz/index.js';
import { bomberRuleset } from '../src/rulesets/bomber/index.js';
import { setUp, stateOf } from '../src/rulesets/bomber/testing.js';
import { percentile, row } from './stats.js';

const RENDERS = Number(process.argv[2] ?? 20);

interface Subject {
  readonly name: string;
  readonly draw: () => string;
  readonly svg: number[];
  readonly png: number[];
  bytes: number;
}

function subject(name: string, ruleset: AnyRuleset, state: unknown, viewer: Viewer): Subject {
  return { name, draw: () => ruleset.drawView!(ruleset.view(state, viewer)), svg: [], png: [], bytes: 0 };
}

const bommerzStart = apply(bommerzRuleset as AnyRuleset, initialPosition(bommerzRuleset as AnyRuleset, { players: 1 }), null, START_COMMAND, seededDice('bench', 0));
if (!bommerzStart.ok) throw new Error(bommerzStart.reason);
const bomber = stateOf(setUp('1943-10-14-schweinfurt', 'bench'));
const subjects = [
  subject('Bommerz ork1 (baseline)', bommerzRuleset as AnyRuleset, bommerzStart.position.state, { kind: 'seat', seat: 'ork1' }),
  subject('Bomber american', bomberRuleset as AnyRuleset, bomber, { kind: 'seat', seat: 'american' }),
  subject('Bomber german', bomberRuleset as AnyRuleset, bomber, { kind: 'seat', seat: 'german' }),
];

await subsetFonts();
for (let i = 0; i < RENDERS; i++)
  for (const s of subjects) {
    let t = performance.now();
    const svg = s.draw();
    s.svg.push(performance.now() - t);
    t = performance.now();
    s.bytes = (await renderPng(svg)).length;
    s.png.push(performance.now() - t);
  }

const baseline = percentile(subjects[0]!.png, 99);
console.log(`${RENDERS} renders each, taking turns; load average ${loadavg()[0]!.toFixed(1)}`);
row('', 'p50 ms', 'p99 ms', 'p99 / base');
for (const s of subjects) {
  row(`${s.name} SVG (${Math.round(s.draw().length / 1024)} KB)`, percentile(s.svg, 50), percentile(s.svg, 99), '');
  row(`${s.name} PNG (${Math.round(s.bytes / 1024)} KB)`, percentile(s.png, 50), percentile(s.png, 99), `${(percentile(s.png, 99) / baseline).toFixed(2)}×`);
}
