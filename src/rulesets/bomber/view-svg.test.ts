/**
 * Bomber's position picture: the map of the scenario's date, the counters as
 * the view has them (the viewer's own with Altitude and hits, the other
 * side's bare), the Turn Record with its Endurance units, the African Base
 * Boxes, Turn, phase and initiative. Drawn from the view alone: the German
 * picture is the same whatever the American keeps behind his screen.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { DATA } from './context.js';
import { bomberRuleset } from './index.js';
import type { BomberState } from './state.js';
import { edit, setUp, stateOf } from './testing.js';
import { view } from './view.js';
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

  it('stays small and renders to a PNG', () => {
    const svg = seatSvg(americanAloft(state, 2, 1).state, 'american');
    expect(svg.length).toBeLessThan(300_000);
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1000 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render();
    expect(png.width).toBe(1000);
    expect(png.asPng().subarray(1, 4).toString()).toBe('PNG');
  });
});
