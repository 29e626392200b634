import { describe, expect, it } from 'vitest';
import { edit, play, setUp, stateOf } from '../testing.js';
import type { BomberState, Phase } from '../state.js';

const takeOffStep = (side: 'american' | 'german'): Phase => ({ kind: 'movement', order: 'first', side, step: 'take-off' });
const at = (s: BomberState, turn: number, phase: Phase): BomberState => ({ ...s, turn, phase });

describe('Take Off Step (VIII.C.3, rulings §7 and §8)', () => {
  const intro = stateOf(setUp('introductory-paris'));

  it('takes off an Air unit at Altitude 0 over its Base and puts its Endurance unit on the Turn Record, public', () => {
    const p = play(at(intro, 1, takeOffStep('american')), 'american', { type: 'take-off', airUnit: 1 });
    expect(p.of('air-unit-took-off')).toEqual([{ type: 'air-unit-took-off', side: 'american', airUnit: 1, endurance: 1 + 16, at: { hex: '1011' } }]);
    expect(p.of('planes-took-off')[0]).toMatchObject({ airUnit: 1, altitude: 0, planes: ['us1', 'us2', 'us3'] });
    expect(p.state.american.planes.filter((x) => x.airUnit === 1).every((x) => x.ground === null && x.altitude === 0)).toBe(true);
  });

  it('lets the Introductory Game\'s Air units 1 and 2 (six B-17 Plane units) both take off on Turn 1 within Bassingbourn\'s capacity (VII.F, item 7)', () => {
    const one = play(at(intro, 1, takeOffStep('american')), 'american', { type: 'take-off', airUnit: 1 });
    const two = play(one.state, 'american', { type: 'take-off', airUnit: 2 });
    expect(two.of('planes-took-off')[0]!.planes).toHaveLength(3);
    expect(two.state.american.capacityUsed['1011']).toEqual({ ready: 0, takeOff: 6 });
    expect(two.state.american.airUnits[2]!.endurance).toBeNull();
  });

  it('shares the Base capacity between the Air units there: no take-off once it is used (rulings §9)', () => {
    const full = { ...at(intro, 1, takeOffStep('american')), american: { ...intro.american, capacityUsed: { '1011': { ready: 0, takeOff: 6 } } } };
    const p = play(full, 'american', { type: 'end-take-off' });
    expect(p.events.some((e) => e.type === 'planes-took-off')).toBe(false);
    expect(() => play(full, 'american', { type: 'take-off', airUnit: 3 })).toThrow(/not-that-air-unit|not-now/);
  });

  it('keeps Bombers on the ground before their Mission Sheet Turn, and after they have flown once (X.C)', () => {
    const later = { ...at(intro, 1, takeOffStep('american')), missionSheet: { ...intro.missionSheet, '1': { ...intro.missionSheet['1']!, takeOffTurn: 2 } } };
    expect(() => play(later, 'american', { type: 'take-off', airUnit: 1 })).toThrow(/not-that-air-unit/);
    const flown = edit(at(intro, 1, takeOffStep('american')), 'american', (p) => (p.airUnit === 1 ? { flown: true } : null));
    expect(() => play(flown, 'american', { type: 'take-off', airUnit: 1 })).toThrow(/not-that-air-unit/);
  });

  it('XII.D.2 (Ju-88): up on Turn 9 from "D" with Drop Tanks, the Endurance unit goes in box 18; from "C", without, in box 16', () => {
    const ju88 = edit(at(intro, 9, takeOffStep('german')), 'german', (p) => (p.airUnit === 24 ? { variant: 'Ju-88 D' } : null));
    const tanks = play(ju88, 'german', { type: 'take-off', airUnit: 24 });
    expect(tanks.of('air-unit-took-off')[0]!.endurance).toBe(18);
    expect(tanks.state.german.planes.filter((p) => p.airUnit === 24).every((p) => p.dropTanks)).toBe(true);
    const fromC = edit(ju88, 'german', (p) => (p.airUnit === 24 ? { ground: 'C' } : null));
    expect(play(fromC, 'german', { type: 'take-off', airUnit: 24 }).of('air-unit-took-off')[0]!.endurance).toBe(16);
  });

  it('gives internal endurance to a Rocket carrier that takes its Rockets up instead of Drop Tanks (X.A)', () => {
    const rockets = edit(at(intro, 9, takeOffStep('german')), 'german', (p) => (p.airUnit === 24 ? { variant: 'Ju-88 D', rockets: true } : null));
    expect(play(rockets, 'german', { type: 'take-off', airUnit: 24 }).of('air-unit-took-off')[0]!.endurance).toBe(16);
  });

  it('may take an Air unit up over several Turns, one Plane unit at a time: the Endurance unit stays where the first put it', () => {
    const first = play(at(intro, 1, takeOffStep('american')), 'american', { type: 'take-off-plane', plane: 'us1' });
    expect(first.of('air-unit-took-off')[0]!.endurance).toBe(17);
    const second = play(at(first.state, 2, takeOffStep('american')), 'american', { type: 'take-off-plane', plane: 'us2' });
    expect(second.of('air-unit-took-off')).toEqual([]);
    expect(second.state.american.airUnits[0]!.endurance).toBe(17);
  });
});
