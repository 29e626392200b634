import { describe, expect, it } from 'vitest';
import { battleFormations } from '../combat/battles.js';
import { contextOf } from '../context.js';
import { hexDistance, parseHexId } from '../data/hex-grid.js';
import type { BomberState } from '../state.js';
import { setUp, stateOf } from '../testing.js';
import { observe, type CounterReport } from './report.js';
import { hexReportText } from './report-text.js';
import { clearMap, coverBy, findHex, put, unboxed } from './scenes.js';

const SCENARIO = '1944-02-24-big-week';
const blank: BomberState = clearMap(stateOf(setUp(SCENARIO)));
const ctx = contextOf(SCENARIO);
const sea = (hex: string) => ctx.hexes.get(hex)!.terrain === 'sea' && ctx.hexes.get(hex)!.islands !== true;
/** A sea hex at exactly `d` hexes from German land (`BEYOND_SIGHT` = 4: farther than 3). */
const seaAtFromGermanLand = (d: number) => findHex(blank, (h) => sea(h) && ctx.enemyLandDistance('american', h) === d);
const report = (state: BomberState, observer: 'american' | 'german', airUnit: number): CounterReport => observe(state, observer).counters.find((c) => c.airUnit === airUnit)!;
const distance = (a: string, b: string) => hexDistance(parseHexId(a), parseHexId(b));

describe('Bomber II: observation (IX.G, rulings §18–19)', () => {
  it('IX.G.1: 9 B-17 and 2 P-47 at Altitude 2 in an enemy land hex → "Altitude Level "2", 11 Plane units, B-17s and P-47s"', () => {
    const hex = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'land' && ctx.enemyLandDistance('american', h) === 0);
    const b17 = unboxed(blank, 'american', 'B-17 B', 9);
    let s = put(blank, 'american', 1, hex, 2, b17.slice(0, 3));
    s = put(s, 'american', 2, hex, 2, b17.slice(3, 6));
    s = put(s, 'american', 3, hex, 2, b17.slice(6, 9));
    s = put(s, 'american', 4, hex, 2, unboxed(blank, 'american', 'P-47 F', 2));
    const seen = observe(s, 'german');
    expect(seen.hexes).toEqual([
      { side: 'american', hex, altitudes: [2], planeUnits: 11, models: [{ model: 'B-17', type: 'B', planeUnits: 9 }, { model: 'P-47', type: 'F', planeUnits: 2 }] },
    ]);
    expect(hexReportText(seen.hexes[0]!)).toBe('Altitude Level "2", 11 Plane units, B-17s and P-47s');
    // Ruling 19: each counter tells its Altitude and number, never its Models.
    expect(seen.counters.map((c) => [c.airUnit, c.altitudes, c.planeUnits, c.bombers])).toEqual([
      [1, [2], 3, null],
      [2, [2], 3, null],
      [3, [2], 3, null],
      [4, [2], 2, null],
    ]);
  });

  it.each([
    [1, { altitudes: [1], planeUnits: 3 }],
    [2, { altitudes: [1], planeUnits: null }],
    [3, { altitudes: [1], planeUnits: null }],
    [4, { altitudes: null, planeUnits: null }],
  ])('IX.G.1, data ruling 26: %i hexes from enemy land reveals %o, and no Types or Models', (d, expected) => {
    const hex = seaAtFromGermanLand(d);
    const s = put(blank, 'american', 1, hex, 1, unboxed(blank, 'american', 'B-17 B', 3));
    expect(report(s, 'german', 1)).toEqual({ side: 'american', airUnit: 1, at: { hex }, bombers: null, ...expected });
    expect(observe(s, 'german').hexes).toEqual([]);
  });

  it('rulings §18: the nearer of enemy land and an enemy Air unit that holds Plane units counts; a bluff observes nothing', () => {
    const hex = seaAtFromGermanLand(4);
    const next = findHex(blank, (h) => distance(h, hex) === 1);
    const farther = findHex(blank, (h) => distance(h, hex) === 2);
    let s = put(blank, 'american', 1, hex, 2, unboxed(blank, 'american', 'B-17 B', 3));
    const fighters = unboxed(blank, 'german', 'FW-190 F', 2);
    expect(report(put(s, 'german', 1, farther, 1, fighters), 'german', 1)).toMatchObject({ altitudes: [2], planeUnits: null });
    expect(report(put(s, 'german', 1, next, 1, fighters), 'german', 1)).toMatchObject({ altitudes: [2], planeUnits: 3 });
    const together = put(s, 'german', 1, hex, 1, fighters);
    expect(report(together, 'german', 1)).toMatchObject({ altitudes: [2], planeUnits: 3 });
    expect(observe(together, 'german').hexes).toMatchObject([{ hex, models: [{ model: 'B-17', planeUnits: 3 }] }]);
    // The other way round too: the American sees the German unit it shares a hex with.
    expect(observe(together, 'american').hexes).toMatchObject([{ hex, altitudes: [1], planeUnits: 2, models: [{ model: 'FW-190', type: 'F', planeUnits: 2 }] }]);
    s = put(s, 'german', 2, hex, 'ground', []);
    expect(report(s, 'german', 1)).toMatchObject({ altitudes: null, planeUnits: null });
  });

  it('rulings §18: Plane units on the ground report "ground"; an Air unit partly up reports both', () => {
    const base = ctx.germanBaseHexes.find((h) => ctx.enemyLandDistance('german', h) === 4)!;
    const near = findHex(blank, (h) => distance(h, base) === 2);
    const me109 = unboxed(blank, 'german', 'Me-109G F', 3);
    let s = put(blank, 'american', 1, near, 2, unboxed(blank, 'american', 'P-47 F', 2));
    s = put(s, 'german', 5, base, 'ground', me109);
    expect(report(s, 'american', 5)).toMatchObject({ altitudes: ['ground'], planeUnits: null });
    s = { ...s, german: { ...s.german, planes: s.german.planes.map((p) => (p.id === me109[0] ? { ...p, ground: null, altitude: 0 } : p)) } };
    expect(report(s, 'american', 5)).toMatchObject({ altitudes: ['ground', 0] });
  });

  it('rulings §18: Soviet-held land is nobody\'s enemy land; island hexes count as land', () => {
    const soviet = findHex(blank, (h) => {
      const x = ctx.hexes.get(h)!;
      return x.terrain === 'land' && x.closedToGermansFrom === undefined && (x.control === 'allied' || (x.alliedFrom !== undefined && x.alliedFrom <= ctx.date));
    });
    expect(ctx.enemyLandDistance('german', soviet)).toBe(4);
    expect(report(put(blank, 'german', 1, soviet, 1, unboxed(blank, 'german', 'Me-109G F', 2)), 'american', 1)).toMatchObject({ altitudes: null });
    const island = findHex(blank, (h) => ctx.hexes.get(h)!.islands === true && ctx.hexes.get(h)!.control === 'german');
    const s = put(blank, 'american', 1, island, 2, unboxed(blank, 'american', 'B-17 B', 2));
    expect(report(s, 'german', 1)).toMatchObject({ altitudes: [2], planeUnits: 2 });
    expect(observe(s, 'german').hexes).toHaveLength(1);
  });

  it('VI.D, IX.G: a cover counter reports what it covers, a bluff nothing, by the same rule and in the same shape', () => {
    const base = ctx.germanBaseHexes.find((h) => ctx.enemyLandDistance('german', h) === 4)!;
    const spot = (d: number) => findHex(blank, (h) => distance(h, base) === d);
    const me109 = unboxed(blank, 'german', 'Me-109G F', 3);
    let s = put(blank, 'german', 10, base, 'ground', []); // the cover counter
    s = coverBy(put(s, 'german', 11, base, 'ground', me109.slice(0, 2)), 'german', 11, 10);
    s = put(s, 'german', 12, base, 'ground', []); // a bluff
    s = put(s, 'german', 13, base, 'ground', me109.slice(2)); // a real Air unit
    const at = (d: number) => observe(put(s, 'american', 1, spot(d), 2, unboxed(s, 'american', 'P-47 F', 1)), 'american').counters;
    const shape = (c: CounterReport) => [c.altitudes, c.planeUnits, c.bombers];
    expect(at(2).map(shape)).toEqual([
      [['ground'], null, null],
      [[], null, null],
      [['ground'], null, null],
    ]);
    expect(at(1).map(shape)).toEqual([
      [['ground'], 2, null],
      [[], 0, null],
      [['ground'], 1, null],
    ]);
    // Farther than 3 hexes, the three counters tell nothing apart.
    expect(new Set(at(4).map((c) => JSON.stringify(shape(c))))).toEqual(new Set([JSON.stringify([null, null, null])]));
    for (const d of [1, 2, 4]) expect(new Set(at(d).map((c) => Object.keys(c).sort().join()))).toHaveProperty('size', 1);
  });

  it('XII.E.1: a counter in an African Base Box shows only itself, whatever it holds', () => {
    let s = put(blank, 'american', 1, '0000', 2, unboxed(blank, 'american', 'B-24 B', 2));
    s = { ...s, american: { ...s.american, airUnits: s.american.airUnits.map((a) => (a.id === 1 ? { ...a, counter: { at: { africa: 'T' }, flying: true, facing: null } } : a)) } };
    expect(report(s, 'german', 1)).toEqual({ side: 'american', airUnit: 1, at: { africa: 'T' }, altitudes: null, planeUnits: null, bombers: null });
  });

  it('IX.G.2: in a Battle set up for Combat Bombers are told apart from other Types; outside a Combat Phase they are not', () => {
    const hex = seaAtFromGermanLand(4);
    let s = put(blank, 'american', 1, hex, 2, unboxed(blank, 'american', 'B-17 B', 3));
    s = put(s, 'american', 2, hex, 2, unboxed(blank, 'american', 'P-47 F', 2));
    s = put(s, 'american', 3, hex, 1, unboxed(s, 'american', 'B-17 B', 3));
    s = put(s, 'german', 1, hex, 2, unboxed(blank, 'german', 'FW-190 F', 2));
    expect(observe(s, 'german').counters.map((c) => c.bombers)).toEqual([null, null, null]);
    const spot = { hex, altitude: 2 as const };
    const combat: BomberState = {
      ...s,
      phase: { kind: 'combat', order: 'first', side: 'american', step: 'air', battle: 0 },
      battles: [{ spot, formations: battleFormations(s, spot), attacks: [], airCombat: false, done: false }],
    };
    // Air unit 3 is at Altitude 1, in no Battle.
    expect(observe(combat, 'german').counters.map((c) => c.bombers)).toEqual([true, false, null]);
  });
});
