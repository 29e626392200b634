import { describe, expect, it } from 'vitest';
import { DATA } from '../context.js';
import { optionsFor } from '../prompts.js';
import type { BomberState } from '../state.js';
import { closedHex, closedStep } from './closed-hexes.js';
import { airborne, introFlying, moving, refused, setUpState } from './flight-testing.js';

describe('Prohibited hexes (XII.F, VII.A.1)', () => {
  const s = introFlying('american', [['american', 4, '1011', 2], ['german', 21, '1214', 2]]);

  it('XII.F.1: no Air unit enters a dark partial hex or leaves the grid', () => {
    expect(closedHex(s, 'american', 4, '0105')).toBe('partial-hex');
    expect(closedStep(s, 'american', 4, '0101', 5)).toBe('off-board');
  });

  it('XII.F.1: no Air unit enters a totally gray hex or crosses an all-gray hexside; partly gray ones it may', () => {
    const total = DATA.map.hexes.find((h) => h.gray === 'total' && !h.partial)!;
    expect(closedHex(s, 'german', 21, total.id)).toBe('neutral');
    expect(closedStep(s, 'german', 21, '2221', 3)).toBe('neutral-hexside');
    const partly = DATA.map.hexes.find((h) => h.gray === 'partial' && !h.partial && h.control === 'german')!;
    expect(closedHex(s, 'german', 21, partly.id)).toBeNull();
    const at = airborne(s, 'german', 21, '2221', 2);
    expect(refused({ ...at, phase: moving('german') }, 'german', { type: 'fly', airUnit: 21, hex: '2222' })).toMatchObject({ reason: 'closed-hex' });
  });

  it('XII.F.2: no German Air unit enters Great Britain or the Allied Air Defense hexes round it; American ones may', () => {
    const g = { ...s, phase: moving('german') };
    expect(refused(g, 'german', { type: 'fly', airUnit: 21, hex: '1114' }).message).toContain('closed to German Air units');
    expect(closedHex(s, 'german', 21, '1011')).toBe('allied-air-defense');
    expect(closedHex(s, 'american', 4, '1114')).toBeNull();
  });

  it('XII.F.2: Italy behind the Ground Line on the date is closed to German Air units — Foggia on 2 November 1943, not on 17 August', () => {
    const after = setUpState('1943-11-02-wiener-neustadt');
    const before = setUpState('1943-08-17-regensburg-schweinfurt');
    expect(closedHex(after, 'german', 1, '3030')).toBe('allied-air-defense');
    expect(closedHex(before, 'german', 1, '3030')).toBeNull();
  });

  it('VII.A.1: a "feint" Bomber Air unit never enters German land; sea and Allied land it may', () => {
    const feint: BomberState = { ...s, missionSheet: { ...s.missionSheet, '1': { ...s.missionSheet['1']!, primary: 'feint' } } };
    expect(closedHex(feint, 'american', 1, '1214')).toBe('feint-over-german-land');
    expect(closedHex(feint, 'american', 1, '1114')).toBeNull();
    expect(closedHex(s, 'american', 1, '1214')).toBeNull();
  });

  it("ruling E16: Black Thursday's B-24 Air unit stays within its P-47 escort's reach — Emden yes, Schweinfurt no; the B-17s go anywhere", () => {
    const b = setUpState('1943-10-14-schweinfurt');
    const b24 = b.american.airUnits.find((a) => b.american.planes.some((p) => p.airUnit === a.id && p.variant === 'B-24 B'))!.id;
    const b17 = b.american.airUnits.find((a) => b.american.planes.some((p) => p.airUnit === a.id && p.variant === 'B-17 B'))!.id;
    expect(closedHex(b, 'american', b24, DATA.map.cities.find((c) => c.name === 'Emden')!.hex)).toBeNull();
    expect(closedHex(b, 'american', b24, DATA.map.cities.find((c) => c.name === 'Schweinfurt')!.hex)).toBe('beyond-escort-reach');
    expect(closedHex(b, 'american', b17, DATA.map.cities.find((c) => c.name === 'Schweinfurt')!.hex)).toBeNull();
  });

  it('XII.F: a closed hex is never among the options', () => {
    const g = { ...s, phase: moving('german') };
    const hexes = optionsFor(g, 'german').flatMap((o) => (o.type === 'fly' && o.airUnit === 21 ? [o.hex] : []));
    expect(hexes).toEqual(['1213', '1314', '1315', '1215', '1115']);
  });
});
