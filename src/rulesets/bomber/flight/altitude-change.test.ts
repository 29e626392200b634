import { describe, expect, it } from 'vitest';
import { optionsFor } from '../prompts.js';
import { edit, play } from '../testing.js';
import type { BomberState } from '../state.js';
import { emitted, emittedCarried, introFlying, moving, refused, sealedEvent, setUpState } from './flight-testing.js';

const spent = (s: BomberState, side: 'american' | 'german', id: number) => s[side].airUnits[id - 1]!.moved.spent;
const climb = (s: BomberState, side: 'american' | 'german', airUnit: number) => play(s, side, { type: 'climb', airUnit }).state;
const dive = (s: BomberState, side: 'american' | 'german', airUnit: number) => play(s, side, { type: 'dive', airUnit }).state;

describe('Altitude changes (XII.C.2)', () => {
  it('XII.C.2.b (1): Bombers pay one Movement Factor a level', () => {
    const s = introFlying('american', [['american', 1, '1011', 0]]);
    const once = climb(s, 'american', 1);
    expect(spent(once, 'american', 1)).toBe(1);
    expect(spent(climb(once, 'american', 1), 'american', 1)).toBe(2);
  });

  it('XII.C.2.b (3): other Plane units pay one for one or two levels in a Turn and two for three (a dive between climbs counts the levels on, ruling 28)', () => {
    const s = introFlying('american', [['american', 4, '1011', 0]]);
    const two = climb(climb(s, 'american', 4), 'american', 4);
    expect(spent(two, 'american', 4)).toBe(1);
    expect(spent(climb(dive(two, 'american', 4), 'american', 4), 'american', 4)).toBe(2);
  });

  it('XII.C.2.b (2): Me-109AS pay one for up to three levels in a Turn', () => {
    const s = edit(introFlying('german', [['german', 22, '1315', 0]]), 'german', (p) => (p.airUnit === 22 ? { variant: 'Me-109AS F' } : null));
    const three = climb(dive(climb(climb(s, 'german', 22), 'german', 22), 'german', 22), 'german', 22);
    expect(spent(three, 'german', 22)).toBe(1);
  });

  it('XII.C.2.b (1), data ruling 27: Rocket carriers pay one a level while they carry Rockets, as others once the Rockets are gone', () => {
    const s = edit(introFlying('german', [['german', 24, '1416', 0]]), 'german', (p) => (p.airUnit === 24 ? { rocketCapable: true, rockets: true } : null));
    expect(spent(climb(climb(s, 'german', 24), 'german', 24), 'german', 24)).toBe(2);
    const dropped = play(s, 'german', { type: 'jettison-rockets', airUnit: 24 }).state;
    expect(spent(climb(climb(dropped, 'german', 24), 'german', 24), 'german', 24)).toBe(1);
  });

  it('XII.C.2.a: diving costs nothing; Altitude Levels run 0 to 2', () => {
    const low = introFlying('american', [['american', 4, '1011', 0]]);
    expect(refused(low, 'american', { type: 'dive', airUnit: 4 })).toMatchObject({ reason: 'altitude-range' });
    const high = introFlying('american', [['american', 4, '1011', 2]]);
    expect(refused(high, 'american', { type: 'climb', airUnit: 4 })).toMatchObject({ reason: 'altitude-range' });
    expect(spent(dive(dive(high, 'american', 4), 'american', 4), 'american', 4)).toBe(0);
  });

  it('XII.C.2: Mountain hexes only at Altitude 1 or 2 — no entering one at 0 (Innsbruck, the Alps), no diving to 0 in one', () => {
    const low = introFlying('american', [['american', 4, '2419', 0]]);
    expect(refused(low, 'american', { type: 'fly', airUnit: 4, hex: '2420' })).toMatchObject({ reason: 'mountain-altitude' });
    const over = play(climb(low, 'american', 4), 'american', { type: 'fly', airUnit: 4, hex: '2420' }).state;
    expect(refused(over, 'american', { type: 'dive', airUnit: 4 })).toMatchObject({ reason: 'mountain-altitude' });
  });

  it('XII.C.2: every flying Plane unit of an Air Box changes Altitude together; the change is its owner\'s secret', () => {
    const s = introFlying('american', [['american', 1, '1011', 0]]);
    expect(climb(s, 'american', 1).american.planes.filter((p) => p.airUnit === 1).map((p) => p.altitude)).toEqual([1, 1, 1]);
    expect(emittedCarried(s, 'american', { type: 'climb', airUnit: 1 })[0]).toEqual(sealedEvent('american', [{ type: 'altitude-changed', side: 'american', airUnit: 1, altitude: 1, cost: 1 }]));
  });

  it('XII.C.2.b: no climb without the Movement Factors for it', () => {
    let s = introFlying('american', [['american', 1, '1011', 0]]);
    for (const hex of ['1012', '1013', '1014']) s = play(s, 'american', { type: 'fly', airUnit: 1, hex }).state;
    expect(optionsFor(s, 'american')).not.toContainEqual({ type: 'climb', airUnit: 1 });
    expect(refused(s, 'american', { type: 'climb', airUnit: 1 })).toMatchObject({ reason: 'no-movement-left' });
  });

  it('XII.E.1, ruling E20: an Air unit placed in an Entry hex arrives at the Altitude it likes — never 0 over a Mountain (3933), set for nothing, secretly', () => {
    const p = setUpState('1943-08-01-ploesti');
    const id = p.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const up = play({ ...p, turn: 1, phase: moving('american', 'take-off') }, 'american', { type: 'take-off-africa', airUnit: id }).state;
    const at = { ...up, turn: 6, phase: moving('american') };
    const events = emitted(at, 'american', { type: 'enter-map', airUnit: id, hex: '3933' });
    expect(events[0]).toEqual(sealedEvent('american', [{ type: 'altitude-changed', side: 'american', airUnit: id, altitude: 1, cost: 0 }]));
    expect(events.map((e) => e.event.type)).toEqual(['secret-edits', 'air-unit-entered']);
    const placed = play(at, 'american', { type: 'enter-map', airUnit: id, hex: '3933' }).state;
    expect(refused(placed, 'american', { type: 'dive', airUnit: id })).toMatchObject({ reason: 'mountain-altitude' });
    const high = play(placed, 'american', { type: 'climb', airUnit: id }).state;
    expect(high.american.planes.filter((x) => x.airUnit === id).every((x) => x.altitude === 2)).toBe(true);
    expect(high.american.airUnits[id - 1]!.moved.spent).toBe(0);
    expect(optionsFor(high, 'american').some((o) => o.type === 'fly' && o.airUnit === id)).toBe(false);
  });
});
