import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { decide } from '../decide.js';
import { play } from '../testing.js';
import { battle, fight, HEX, MOUNTAIN, schweinfurt } from './battle-fixtures.js';

const altitudes = (s: ReturnType<typeof battle>['state'], side: 'american' | 'german', airUnit: number) => [
  ...new Set(s[side].planes.filter((p) => p.airUnit === airUnit && !p.eliminated).map((p) => p.altitude)),
];

describe('After an Air Combat (XII.D, rulings §12, §25, XIII.F.1)', () => {
  it('XII.D.2 worked example: Ju-88s up on Turn 9 with Drop Tanks (Endurance unit in box 18) that fight on Turn 10 drop them: the unit goes back to 16', () => {
    // Air unit 13: one 2-SP Ju-88 D; 9 Drop Tank Turns, 7 internal.
    const p = fight(battle([['american', 4], ['german', 13, { dropTanks: true, takeOffTurn: 9, endurance: 18 }]], schweinfurt, 'german', 10), [[1, 0]], [1, 1]);
    expect(p.of('drop-tanks-jettisoned')).toEqual([{ type: 'drop-tanks-jettisoned', side: 'german', airUnit: 13, planes: ['de22'], endurance: 16 }]);
    expect(p.state.german.airUnits[12]!.endurance).toBe(16);
    expect(p.state.german.planes.find((x) => x.id === 'de22')!.dropTanks).toBe(false);
  });

  it('XII.D.2: no adjustment once the Plane units have flown as long as their Drop Tank Endurance', () => {
    const p = fight(battle([['american', 4], ['german', 13, { dropTanks: true, takeOffTurn: 1, endurance: 10 }]], schweinfurt, 'german', 10), [[1, 0]], [1, 1]);
    expect(p.of('drop-tanks-jettisoned')[0]!.endurance).toBe(8);
    const late = fight(battle([['american', 4], ['german', 13, { dropTanks: true, takeOffTurn: 1, endurance: 7 }]], schweinfurt, 'german', 6), [[1, 0]], [1, 1]);
    expect(late.of('drop-tanks-jettisoned')[0]!.endurance).toBe(7);
  });

  it('rulings §12, ruling C4: Destroyer, Fighter and Night Fighter Air units that fought drop one Altitude Level; Bombers and units held back do not', () => {
    const p = fight(battle([['american', 3, { altitude: 2 }], ['american', 5, { altitude: 2 }], ['german', 1, { altitude: 2 }], ['german', 2, { altitude: 2 }], ['german', 4, { altitude: 2 }]]), [[2, 0], [3, 1]], [1, 1, 1, 1]);
    expect(p.of('altitude-lost').map((e) => [e.side, e.airUnit, e.altitude])).toEqual([
      ['american', 5, 1],
      ['german', 1, 1],
      ['german', 2, 1],
    ]);
    expect(altitudes(p.state, 'american', 3)).toEqual([2]);
    expect(altitudes(p.state, 'german', 4)).toEqual([2]);
    expect(altitudes(p.state, 'german', 1)).toEqual([1]);
  });

  it('rulings §12: no Altitude loss at Altitude 0, nor at 1 in a Mountain hex', () => {
    expect(fight(battle([['american', 5, { altitude: 0 }], ['german', 5, { altitude: 0 }]]), [[1, 0]], [1, 1]).of('altitude-lost')).toEqual([]);
    expect(fight(battle([['american', 5, { hex: MOUNTAIN }], ['german', 5, { hex: MOUNTAIN }]]), [[1, 0]], [1, 1]).of('altitude-lost')).toEqual([]);
  });

  it('rulings §25: every American Bomber Air unit in the hex, at any Altitude, is intercepted; only the American is told', () => {
    const s = battle([['american', 4], ['american', 1, { altitude: 2 }], ['american', 2, { hex: '1716' }], ['german', 4]]).state;
    const lined = play(s, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'guns' }).state;
    const d = decide(lined, 'german', { type: 'engage' }, fixedDice([1, 1]));
    if (!d.ok) throw new Error(d.message);
    expect(d.events.filter((e) => e.event.type === 'bombers-intercepted')).toEqual([
      { event: { type: 'bombers-intercepted', airUnits: [1, 4] }, visibleTo: ['american'], redacted: null },
    ]);
    const after = play(lined, 'german', { type: 'engage' }, [1, 1]).state;
    expect(after.american.airUnits.filter((a) => a.intercepted).map((a) => a.id)).toEqual([1, 4]);
  });

  it('XIII.F.1: at the end of a Combat Phase its Air Combat spots become `lastCombat`, which lets the American Fighters attack there next Phase', () => {
    const p = fight(battle([['american', 5], ['german', 5, { altitude: 0 }], ['american', 6, { altitude: 0 }]]), [[1, 0]], [1, 1]);
    expect(p.state.lastCombat).toEqual([{ hex: HEX, altitude: 0 }]);
    expect(p.of('combat-phase-ended')).toEqual([{ type: 'combat-phase-ended', lastCombat: [{ hex: HEX, altitude: 0 }] }]);
    const next = battle([], { ...p.state, phase: { kind: 'not-started' } }, 'american');
    expect(next.of('battle-set-up')).toHaveLength(1);
  });
});
