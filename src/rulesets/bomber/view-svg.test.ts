/**
 * Bomber's position picture: the map of the scenario's date, the counters as
 * the view has them (the viewer's own with Altitude and hits, the other
 * side's bare), the Turn Record with its Endurance units, the African Base
 * Boxes, Turn, phase and initiative. Drawn from the view alone: the German
 * picture is the same whatever the American keeps behind his screen.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { flying, HEX, schweinfurt, startCombat } from './combat/battle-fixtures.js';
import { contextOf, DATA } from './context.js';
import { evolve } from './evolve.js';
import { withSightings } from './observation/last-seen.js';
import { clearMap, findHex, put, unboxed } from './observation/scenes.js';
import { bomberRuleset } from './index.js';
import type { BomberState } from './state.js';
import { edit, setUp, stateOf } from './testing.js';
import { view } from './view.js';
import { parseHexId } from './data/hex-grid.js';
import { hexCentre } from './map-layer-svg.js';
import { bomberViewSvg } from './view-svg.js';

const SCENARIO = '1943-10-14-schweinfurt';
const game = setUp(SCENARIO);
const state = stateOf(game);
const seatSvg = (s: BomberState, seat: 'american' | 'german') => bomberViewSvg(view(s, { kind: 'seat', seat }));

/** The first American Air unit on the map, and the state `s` with what only its side knows of it edited: its Altitude, hits, and that it flies. */
function americanSecrets(s: BomberState, altitude: 0 | 1 | 2, hits: number): { state: BomberState; airUnit: number } {
  const unit = s.american.airUnits.find((a) => a.counter !== null && 'hex' in a.counter.at)!;
  const edited = edit(
    s,
    'american',
    (p) => (p.airUnit === unit.id ? { altitude } : null),
    (a) => (a.id === unit.id ? { hits, counter: { ...a.counter!, flying: true } } : null),
  );
  return { state: edited, airUnit: unit.id };
}

/** The same, aloft: facing side 1 and its Endurance unit in box 9, which everyone sees (rulings §8). */
function americanAloft(s: BomberState, altitude: 0 | 1 | 2, hits: number): { state: BomberState; airUnit: number } {
  const { state: secret, airUnit } = americanSecrets(s, altitude, hits);
  return { state: edit(secret, 'american', () => null, (a) => (a.id === airUnit ? { counter: { ...a.counter!, facing: 1 }, endurance: 9 } : null)), airUnit };
}

describe("Bomber's position picture", () => {
  it('is registered as the ruleset picture, drawn from the view it is given', () => {
    const german = view(state, { kind: 'seat', seat: 'german' });
    expect(bomberRuleset.drawView!(german)).toBe(bomberViewSvg(german));
  });

  it("draws the scenario's map: every Target City with its value, every Base's capacity, every Entry hex, and the caption names the viewer", () => {
    const svg = seatSvg(state, 'german');
    for (const c of DATA.map.cities) expect(svg).toContain(`>${c.name.replace(/&/g, '&amp;')} ${c.value}</text>`);
    expect(svg.match(/class="base-text/g)).toHaveLength(DATA.map.bases.length);
    for (const e of DATA.map.entryHexes) expect(svg).toContain(`>${e.turns}${e.base}</text>`);
    expect(svg).toContain('as seen by the German player');
    expect(svg.match(/<use href="#hex"/g)!.length).toBeGreaterThanOrEqual(DATA.map.hexes.length);
  });

  it('writes a Target City\'s name again over the counters standing in its hex, and only there', () => {
    const german = view(state, { kind: 'seat', seat: 'german' });
    const occupied = new Set(german.counters.flatMap((c) => ('hex' in c.at ? [c.at.hex] : [])));
    const covered = DATA.map.cities.filter((c) => occupied.has(c.hex));
    expect(covered.length, 'the set-up has counters on a City').toBeGreaterThan(0);
    const over = [...seatSvg(state, 'german').matchAll(/<text class="city-name over"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(over.sort()).toEqual(covered.map((c) => `${c.name.replace(/&/g, '&amp;')} ${c.value}`).sort());
  });

  it("draws the Ground Line of the scenario's date only once the Allies hold land in Italy", () => {
    // Schweinfurt (14 October 1943): Allied in southern Italy; the Introductory Game's date is before any of it.
    expect(seatSvg(state, 'german')).toContain('class="ground-line"');
    expect(seatSvg(stateOf(setUp('1943-08-17-regensburg-schweinfurt')), 'german')).not.toContain('class="ground-line"');
  });

  it('draws every counter the view has, numbered (a stack of more than four three of them, and all of it written out), the American ones blue, German ones on the ground dashed', () => {
    const german = view(state, { kind: 'seat', seat: 'german' });
    const svg = bomberViewSvg(german);
    const byHex = new Map<string, (typeof german.counters)[number][]>();
    for (const c of german.counters) if ('hex' in c.at) byHex.set(c.at.hex, [...(byHex.get(c.at.hex) ?? []), c]);
    const tall = [...byHex].filter(([, stack]) => stack.length > 4);
    expect(tall.length, 'the set-up has a tall stack').toBeGreaterThan(0);
    const counters = svg.match(/<rect class="ctr (american|german)[^"]*"/g) ?? [];
    expect(counters).toHaveLength(german.counters.length - tall.reduce((n, [, stack]) => n + stack.length - 3, 0));
    for (const [hex, stack] of tall) expect(svg).toContain(`${hex}: ${stack.map((c) => `${c.side === 'american' ? 'A' : 'G'}${c.airUnit}`).join(' ')}`);
    // German counters are all on their Bases at set-up; whether an American one is flying the German player does not know.
    expect(counters.filter((c) => c.includes('german ground')).length).toBeGreaterThan(0);
    expect(counters.filter((c) => c.includes('german') && !c.includes('ground'))).toHaveLength(0);
    expect(counters.filter((c) => c.includes('american ground'))).toHaveLength(0);
  });

  it("shows a side its own Air unit's Altitude, hits and facing, and the other side only the counter and its facing", () => {
    const { state: aloft, airUnit } = americanAloft(state, 2, 2);
    const american = seatSvg(aloft, 'american');
    expect(american).toContain('<text class="altitude"');
    expect(american.match(/<circle class="hit"/g)).toHaveLength(2);
    expect(american).toContain('<path class="facing"');
    const german = seatSvg(aloft, 'german');
    expect(german).not.toContain('<text class="altitude"');
    expect(german).not.toContain('<circle class="hit"');
    expect(german).toContain('<path class="facing"');
    expect(german).toContain(`>${airUnit}</text>`);
  });

  it('is the same German picture whatever the American side holds behind its screen (Altitudes, hits, whether it flies, the Mission Sheet)', () => {
    const plain = seatSvg(state, 'german');
    const secrets = [americanSecrets(state, 0, 0).state, americanSecrets(state, 2, 3).state, { ...state, missionSheet: Object.fromEntries(Object.entries(state.missionSheet).map(([id, l]) => [id, { ...l, bombAltitude: 0 as const }])) }];
    const differs = (s: BomberState) => JSON.stringify(view(s, { kind: 'seat', seat: 'american' })) !== JSON.stringify(view(state, { kind: 'seat', seat: 'american' }));
    for (const s of secrets) {
      expect(differs(s), 'the edit is an American secret').toBe(true);
      expect(seatSvg(s, 'german')).toBe(plain);
    }
  });

  it('draws the Turn Record with the current Turn marked and each public Endurance unit in its box, and the initiative', () => {
    const { state: aloft, airUnit } = americanAloft(state, 1, 0);
    const withInitiative = { ...aloft, turn: 3, initiative: 'german' as const };
    const svg = seatSvg(withInitiative, 'german');
    expect(svg).toContain('Turn 3 of');
    expect(svg).toContain('German initiative');
    expect(svg.match(/<rect class="box now"/g)).toHaveLength(1);
    // Box 9's column: the Endurance unit written in it.
    expect(svg).toMatch(new RegExp(`<text class="record-unit american" x="${12 + 8 * 30 + 14}" y="[\\d.]+">A${airUnit}</text>`));
  });

  it('writes out a Turn Record box of more than six Endurance units under the map, five of them in the box', () => {
    const full = edit(state, 'american', () => null, (a) => (a.id <= 8 ? { endurance: 5 } : null));
    const svg = seatSvg(full, 'german');
    expect(svg).toContain(`Turn Record box 5 (five are written in it): ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `A${n}`).join(' ')}`);
    expect(svg.match(/<text class="record-unit american"/g)).toHaveLength(5);
    expect(svg).toContain('>+3</text>');
  });

  it('stays small and renders to a PNG', () => {
    const svg = seatSvg(americanAloft(state, 2, 1).state, 'american');
    expect(svg.length).toBeLessThan(300_000);
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1000 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render();
    expect(png.width).toBe(1000);
    expect(png.asPng().subarray(1, 4).toString()).toBe('PNG');
  });

  it("draws what the viewer's Observation Reports tell of the other side's counters, the Types and Models seen in a hex, and where a counter was last seen", () => {
    const scenario = '1944-02-24-big-week';
    const blank = clearMap(stateOf(setUp(scenario)));
    const ctx = contextOf(scenario);
    const overGermany = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'land' && ctx.enemyLandDistance('american', h) === 0 && ctx.enemyLandDistance('german', h) === 4);
    const farAtSea = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'sea' && ctx.enemyLandDistance('american', h) === 4 && ctx.enemyLandDistance('german', h) === 4);
    const elsewhereAtSea = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'sea' && ctx.enemyLandDistance('american', h) === 4, [farAtSea], 3);
    // A B-17 Air unit of three Plane units at Altitude 2 over Germany, a German fighter unit far out at sea.
    const scene = put(put(blank, 'american', 1, overGermany, 2, unboxed(blank, 'american', 'B-17 B', 3)), 'german', 7, farAtSea, 1, unboxed(blank, 'german', 'FW-190 F', 2));
    const german = seatSvg(scene, 'german');
    const [x, y] = [Number(german.match(/<rect class="ctr american" x="([\d.]+)"/)![1]), Number(german.match(/<rect class="ctr american" x="[\d.]+" y="([\d.]+)"/)![1])];
    expect(german).toContain(`<text class="seen" x="${x + 17 - 1}" y="${y - 1}">2</text>`);
    expect(german).toContain(`<text class="seen" x="${x - 1}" y="${y + 17 + 6}">3</text>`);
    expect(german).toContain(`Seen in ${overGermany} (American): Altitude Level &quot;2&quot;, 3 Plane units, B-17s`);
    // Far out at sea the American is told nothing of the German unit but the counter.
    expect(seatSvg(scene, 'american')).not.toContain('class="seen"');
    // Seen on Turn 4, gone out of sight by Turn 6: a dashed square where it was.
    const seen = evolve(scene, { type: 'phase-entered', turn: 4, phase: { kind: 'initiative' } });
    const gone = withSightings({ ...put(seen, 'american', 1, elsewhereAtSea, 2, seen.american.planes.filter((p) => p.airUnit === 1).map((p) => p.id)), turn: 6 });
    expect(seatSvg(gone, 'german')).toContain('<text class="ghost-text"');
    expect(seatSvg(gone, 'german')).toContain('>1·4</text>');
    expect(seatSvg(gone, 'american')).not.toContain('class="ghost"');
  });

  it("rings the Combat Phase's Battle Locations on the map and writes each Battle out, and rings the last Combat Phase's spots", () => {
    let s = flying(schweinfurt, 'american', 1, { hex: HEX, altitude: 2, facing: 3 });
    s = flying(s, 'german', 2, { hex: HEX, altitude: 2, enteredFrom: 0 });
    const combat = startCombat(s, 'german').state;
    const svg = seatSvg(combat, 'american');
    const [x, y] = hexCentre(parseHexId(HEX));
    expect(svg).toContain(`<circle class="battle" cx="${Math.round(x * 10) / 10}" cy="${Math.round(y * 10) / 10}" r="13"/>`);
    expect(svg).toContain(`Battle in ${HEX} at Altitude 2 (to fight): #0 A1/1 Bombers, #1 G2/1 12 o'clock`);
    expect(svg).toContain('German Combat (first): air step');
    // The same Battle is what the German player and spectators see of it: Battles are public.
    const battleLine = (v: string) => v.split('\n').find((l) => l.includes(`Battle in ${HEX}`));
    expect(battleLine(seatSvg(combat, 'german'))).toBe(battleLine(svg));
    const after: BomberState = { ...combat, phase: { kind: 'initiative' }, battles: [], lastCombat: [{ hex: HEX, altitude: 2 }] };
    expect(seatSvg(after, 'german')).toContain(`<circle class="last-combat" cx="${Math.round(x * 10) / 10}"`);
    expect(seatSvg(after, 'german')).not.toContain('class="battle"');
  });
});
