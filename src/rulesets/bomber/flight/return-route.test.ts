import { describe, expect, it } from 'vitest';
import { contextOf } from '../context.js';
import { hexDistance, parseHexId } from '../data/hex-grid.js';
import { optionsFor } from '../prompts.js';
import { edit, play } from '../testing.js';
import type { BomberState } from '../state.js';
import { airborne, introFlying, moving, setUpState } from './flight-testing.js';

const homeBases = contextOf('introductory-paris').americanBaseHexes('GB');
const toBase = (hex: string) => Math.min(...homeBases.map((b) => hexDistance(parseHexId(hex), parseHexId(b))));
const hexesFor = (s: BomberState, airUnit: number) => optionsFor(s, 'american').flatMap((o) => (o.type === 'fly' && o.airUnit === airUnit ? [o.hex] : []));
const has = (s: BomberState, type: string) => optionsFor(s, 'american').some((o) => o.type === type);

/** American B-17 Air unit 1 over Paris (1217) at `altitude`, having bombed on Turn 3; now Turn 4. */
const bombed = (altitude: 0 | 1 | 2, step: 'landing' | 'normal' = 'normal', hex = '1217') =>
  edit(introFlying('american', [['american', 1, hex, altitude]], step), 'american', () => null, (a) => (a.id === 1 ? { bombedOn: 3 } : null));

describe('Bombers after bombing and before (XII.G, VII.A.1; rulings §15, §20, §22)', () => {
  it('XII.G, rulings §15: after bombing, a Bomber flies home by a route with the fewest hexes to the nearest Base of its area', () => {
    const s = { ...bombed(2), turn: 4 };
    const steps = hexesFor(s, 1);
    expect(steps.length).toBeGreaterThan(0);
    for (const h of steps) expect(toBase(h)).toBe(toBase('1217') - 1);
  });

  it('XII.G, rulings §15: at full speed — the step cannot end while it has Movement Factors and a way on', () => {
    let s = { ...bombed(2), turn: 4 };
    for (let i = 0; i < 3; i++) {
      expect(has(s, 'end-movement')).toBe(false);
      s = play(s, 'american', { type: 'fly', airUnit: 1, hex: hexesFor(s, 1)[0]! }).state;
    }
    expect(has(s, 'end-movement')).toBe(true);
  });

  it('rulings §15: it climbs only where a Mountain hex on its way home demands it; it may dive', () => {
    expect(optionsFor(bombed(0), 'american')).not.toContainEqual({ type: 'climb', airUnit: 1 });
    expect(optionsFor(bombed(2), 'american')).toContainEqual({ type: 'dive', airUnit: 1 });
  });

  it('rulings §15: for Africa, towards the Entry hex that lands soonest', () => {
    const w = setUpState('1943-11-02-wiener-neustadt');
    const id = w.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const s = airborne({ ...w, turn: 8, phase: moving('american') }, 'american', id, '2431', 2, { bombedOn: 7 });
    expect(hexesFor(s, id)).toEqual(['2432']);
  });

  it('XII.G, rulings §15: at Altitude 0 before a Mountain on its way to Africa, it must climb, then fly on (Ploesti, hex 4328)', () => {
    const p = setUpState('1943-08-01-ploesti');
    const id = p.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const low = airborne({ ...p, turn: 13, phase: moving('american') }, 'american', id, '4328', 0, { bombedOn: 10 });
    expect(hexesFor(low, id)).toEqual([]);
    expect(optionsFor(low, 'american')).toContainEqual({ type: 'climb', airUnit: id });
    expect(has(low, 'end-movement')).toBe(false);
    const up = play(low, 'american', { type: 'climb', airUnit: id }).state;
    expect(hexesFor(up, id).sort()).toEqual(['4228', '4329']);
    expect(has(up, 'end-movement')).toBe(false);
  });

  it('ruling E18: a Bomber home on a Base of its area after bombing must land in the Landing Step', () => {
    const atBase = bombed(0, 'landing', homeBases[0]);
    expect(has(atBase, 'end-landing')).toBe(false);
    expect(optionsFor(atBase, 'american')).toContainEqual({ type: 'land', airUnit: 1 });
  });

  it('rulings §20: a Bomber with a target not yet bombed may not land by choice, nor move to land; a forced landing or a feint may', () => {
    const flying = introFlying('american', [['american', 1, '1112', 2]], 'landing');
    expect(optionsFor(flying, 'american').some((o) => 'airUnit' in o && o.airUnit === 1)).toBe(false);
    const empty = edit(flying, 'american', () => null, (a) => (a.id === 1 ? { endurance: 3 } : null));
    expect(optionsFor(empty, 'american')).toContainEqual({ type: 'land', airUnit: 1 });
    const feint = { ...flying, missionSheet: { ...flying.missionSheet, '1': { ...flying.missionSheet['1']!, primary: 'feint' } } };
    expect(optionsFor(feint, 'american')).toContainEqual({ type: 'land', airUnit: 1 });
  });

  it('rulings §20: nor may it leave the board for its African Base before bombing; once it has bombed it may, and must (XII.G)', () => {
    const w = setUpState('1943-11-02-wiener-neustadt');
    const id = w.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const inEntry = airborne({ ...w, turn: 8, phase: moving('american') }, 'american', id, '2432', 2, { reachedEntryOn: 7 });
    expect(has(inEntry, 'exit-map')).toBe(false);
    const home = edit(inEntry, 'american', () => null, (a) => (a.id === id ? { bombedOn: 6 } : null));
    expect(optionsFor(home, 'american')).toContainEqual({ type: 'exit-map', airUnit: id });
    expect(has(home, 'end-movement')).toBe(false);
  });

  it('rulings §22: in the Landing Step a unit that lands moves first, then lands; once it has moved there it must land', () => {
    const s = introFlying('american', [['american', 4, '1112', 2]], 'landing');
    const moved = play(s, 'american', { type: 'fly', airUnit: 4, hex: '1011' }).state;
    expect(has(moved, 'end-landing')).toBe(false);
    const landed = play(moved, 'american', { type: 'land', airUnit: 4 });
    expect(landed.of('air-unit-landed')[0]).toMatchObject({ at: { hex: '1011' }, base: true });
    expect(has(landed.state, 'end-landing')).toBe(true);
  });
});
