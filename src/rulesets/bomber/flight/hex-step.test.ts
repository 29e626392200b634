import { describe, expect, it } from 'vitest';
import { evolve } from '../evolve.js';
import { optionsFor } from '../prompts.js';
import { edit, play } from '../testing.js';
import { airborne, emitted, introFlying, moving, refused, sealedEvent } from './flight-testing.js';
import { randomGame } from '../../../../test/support/bomber-random-games.js';
import { sameCommand } from '../../../kernel/same-command.js';
import { SIDES } from '../state.js';
import { across } from './closed-hexes.js';
import { isNormalStepOption } from './hex-step.js';

const flights = (s: Parameters<typeof optionsFor>[0], side: 'american' | 'german', airUnit: number) =>
  optionsFor(s, side).flatMap((o) => (o.type === 'fly' && o.airUnit === airUnit ? [o.hex] : []));

describe('Hex steps (XII.B, XII.C.1)', () => {
  it('XII.B, XII.C.1: one Movement Factor a hex entered, into an adjacent hex only, never more than the Movement Factor a Turn (P-47: 5)', () => {
    let s = introFlying('american', [['american', 4, '1011', 2]]);
    expect(flights(s, 'american', 4)).toEqual(['1010', '1111', '1112', '1012', '0912', '0911']);
    expect(refused(s, 'american', { type: 'fly', airUnit: 4, hex: '1013' })).toMatchObject({ reason: 'not-adjacent' });
    for (const hex of ['1112', '1212', '1313', '1413', '1513']) s = play(s, 'american', { type: 'fly', airUnit: 4, hex }).state;
    expect(s.american.airUnits[3]!.moved.spent).toBe(5);
    expect(flights(s, 'american', 4)).toEqual([]);
    expect(refused(s, 'american', { type: 'fly', airUnit: 4, hex: '1613' })).toMatchObject({ reason: 'no-movement-left' });
  });

  it("XII.B: an Air unit's Movement Factor is its slowest Plane unit's", () => {
    const s = edit(introFlying('german', [['german', 22, '1215', 1]]), 'german', (p) => (p.id === 'de4' ? { variant: 'Ju-88 D' } : null));
    let t = s;
    expect(s.german.planes.filter((p) => p.airUnit === 22).map((p) => p.variant)).toEqual(['Me-109G F', 'Ju-88 D']);
    for (const hex of ['1315', '1415', '1515']) t = play(t, 'german', { type: 'fly', airUnit: 22, hex }).state;
    expect(refused(t, 'german', { type: 'fly', airUnit: 22, hex: '1615' })).toMatchObject({ reason: 'no-movement-left' });
  });

  it('XII.B: nothing is carried over — a side\'s Movement Phase starts with the full factor, and nobody has entered a hex in it yet', () => {
    const s = play(introFlying('american', [['american', 4, '1011', 2]]), 'american', { type: 'fly', airUnit: 4, hex: '1010' }).state;
    expect(s.american.airUnits[3]).toMatchObject({ moved: { spent: 1 }, enteredFrom: 3 });
    const next = evolve(s, { type: 'phase-entered', turn: 4, phase: moving('american', 'landing') });
    expect(next.american.airUnits[3]).toMatchObject({ moved: { spent: 0, climbed: 0 }, enteredFrom: null });
  });

  it('IX.B.2, XII.I: an American unit faces by the hexside it entered, every unit records that hexside in enteredFrom, German facing stays its own; everyone sees the counter move', () => {
    const s = introFlying('american', [['american', 4, '1011', 2]]);
    const events = emitted(s, 'american', { type: 'fly', airUnit: 4, hex: '1010' });
    expect(events).toEqual([
      sealedEvent('american', []),
      {
        event: { type: 'air-unit-flew', side: 'american', airUnit: 4, hex: '1010', enteredFrom: 3 },
        visibleTo: ['american'],
        redacted: { type: 'counter-moved', side: 'american', airUnit: 4, at: { hex: '1010' }, facing: 3 },
      },
    ]);
    expect(play(s, 'american', { type: 'fly', airUnit: 4, hex: '1010' }).state.american.airUnits[3]!.counter).toEqual({ at: { hex: '1010' }, flying: true, facing: 3 });
    const g = play(introFlying('german', [['german', 21, '1315', 1]]), 'german', { type: 'fly', airUnit: 21, hex: '1415' }).state;
    expect(g.german.airUnits[20]).toMatchObject({ enteredFrom: 5, counter: { at: { hex: '1415' }, facing: null } });
  });

  it('XII.I: moving into a hex with flying enemy units records the hexside entered; the enemy that stayed has none (6 o\'clock)', () => {
    const s = introFlying('german', [['american', 1, '1214', 2], ['german', 21, '1315', 2]]);
    const after = play(s, 'german', { type: 'fly', airUnit: 21, hex: '1214' }).state;
    expect(after.german.airUnits[20]!.enteredFrom).toBe(2);
    expect(after.american.airUnits[0]!.enteredFrom).toBeNull();
  });

  it('ruling E14: an Air unit may not leave its Base hex before all its Plane units are up, though it may climb there', () => {
    let s = { ...introFlying('american', []), turn: 1, phase: moving('american', 'take-off') };
    s = play(s, 'american', { type: 'take-off-plane', plane: 'us1' }).state;
    s = { ...s, turn: 2, phase: moving('american') };
    expect(flights(s, 'american', 1)).toEqual([]);
    expect(refused(s, 'american', { type: 'fly', airUnit: 1, hex: '1010' })).toMatchObject({ reason: 'planes-on-the-ground' });
    expect(optionsFor(s, 'american')).toContainEqual({ type: 'climb', airUnit: 1 });
  });

  it('VI.D, ruling E13: a cover counter never moves; the Air unit it covered takes off under its own counter and flies', () => {
    const covered = edit({ ...introFlying('american', []), turn: 1, phase: moving('american', 'take-off') }, 'american', () => null, (a) =>
      a.id === 10 ? { counter: { at: { hex: '1011' }, flying: false, facing: null } } : a.id === 4 ? { counter: null, coveredBy: 10 } : null,
    );
    const up = play(covered, 'american', { type: 'take-off', airUnit: 4 }).state;
    expect(up.american.airUnits[3]).toMatchObject({ coveredBy: null, counter: { at: { hex: '1011' }, flying: true } });
    const s = { ...up, turn: 2, phase: moving('american') };
    expect(flights(s, 'american', 4)).toHaveLength(6);
    expect(optionsFor(s, 'american').some((o) => 'airUnit' in o && o.airUnit === 10)).toBe(false);
  });

  it('XII.E.1–2: an Air unit placed in an Entry hex ends its move there; one that flies into an Entry hex has reached it this Turn', () => {
    const s = airborne({ ...introFlying('american', []), turn: 5 }, 'american', 4, '1031', 2);
    const there = play(s, 'american', { type: 'fly', airUnit: 4, hex: '1032' }).state;
    expect(there.american.airUnits[3]!.reachedEntryOn).toBe(5);
    const placed = evolve(s, { type: 'air-unit-entered', side: 'american', airUnit: 4, hex: '1032', endurance: 30 });
    expect(placed.american.airUnits[3]!.counter!.facing).toBe(3);
    expect(flights(placed, 'american', 4)).toEqual([]);
  });
});

describe("decide's shortcut for hex steps", () => {
  it('a fly is found legal by the step rules exactly when it is among the prompted options: every Air unit, every adjacent hex and one further, at every position of a random Big Week game', () => {
    const states = randomGame('1944-02-24-big-week', 3).steps.map((s) => s.after);
    let legal = 0;
    for (const state of states)
      for (const side of SIDES)
        for (const a of state[side].airUnits) {
          const from = a.counter !== null && 'hex' in a.counter.at ? a.counter.at.hex : '1011';
          const hexes = [0, 1, 2, 3, 4, 5].map((s) => across(from, s)).filter((h) => h !== null);
          for (const hex of [...hexes, across(hexes[0]!, 0) ?? '0101']) {
            const fly = { type: 'fly', airUnit: a.id, hex } as const;
            const listed = optionsFor(state, side).some((o) => sameCommand(o, fly));
            expect(isNormalStepOption(state, side, fly), `${side} ${a.id} to ${hex}`).toBe(listed && state.phase.kind === 'movement' && state.phase.step === 'normal');
            if (listed) legal++;
          }
        }
    expect(legal).toBeGreaterThan(1000);
    expect(isNormalStepOption(states.at(-1)!, 'german', { type: 'fly', airUnit: 999, hex: '1011' })).toBe(false);
  }, 300_000);
});
