import { describe, expect, it } from 'vitest';
import { optionsFor } from '../prompts.js';
import { edit, play } from '../testing.js';
import type { BomberState } from '../state.js';
import { airborne, moving, refused, setUpState } from './flight-testing.js';

/** Oschersleben's six Bomber Air units at 0911, and two more made of its first Fighter Air units (edited into B-17s at 0911, with a Mission Sheet line like the others'). */
const base = ((): BomberState => {
  const s = setUpState('1944-01-11-oschersleben');
  const fighters = s.american.airUnits.filter((a) => s.american.planes.some((p) => p.airUnit === a.id && p.variant.endsWith(' F'))).slice(0, 2).map((a) => a.id);
  const edited = edit(s, 'american', (p) => (fighters.includes(p.airUnit!) ? { variant: 'B-17 B' } : null), (a) =>
    fighters.includes(a.id) ? { counter: { at: { hex: '0911' }, flying: false, facing: null } } : null,
  );
  return { ...edited, missionSheet: { ...s.missionSheet, ...Object.fromEntries(fighters.map((id) => [String(id), s.missionSheet['1']!])) } };
})();
const bombers = base.american.airUnits.filter((a) => base.american.planes.some((p) => p.airUnit === a.id && p.variant.endsWith(' B'))).map((a) => a.id);

/** `count` Bomber Air units at 1112, Altitude 2, facing 3, and the next one at 1113 (Altitude 2) having spent `spent`. */
function crowd(count: number, spent: number): { state: BomberState; mover: number } {
  let s: BomberState = { ...base, turn: 3, phase: moving('american') };
  for (const id of bombers.slice(0, count)) s = airborne(s, 'american', id, '1112', 2, { counter: { at: { hex: '1112' }, flying: true, facing: 3 } });
  const mover = bombers[count]!;
  s = airborne(s, 'american', mover, '1113', 2, { moved: { spent, climbed: 0, contactBroken: false, toLand: false, done: false } });
  return { state: s, mover };
}

const ends = (s: BomberState) => optionsFor(s, 'american').some((o) => o.type === 'end-movement');

describe('The six-Bomber limit (IX.F, IX.B.2, rulings §16)', () => {
  it('IX.F, rulings §16: a seventh Bomber Air unit at one Altitude in a hex may pass through but not stop there', () => {
    const last = crowd(6, 2);
    expect(refused(last.state, 'american', { type: 'fly', airUnit: last.mover, hex: '1112' })).toMatchObject({ reason: 'bomber-limit' });
    const { state, mover } = crowd(6, 0);
    const inside = play(state, 'american', { type: 'fly', airUnit: mover, hex: '1112' }).state;
    expect(ends(inside)).toBe(false);
    expect(ends(play(inside, 'american', { type: 'fly', airUnit: mover, hex: '1111' }).state)).toBe(true);
    expect(ends(play(inside, 'american', { type: 'dive', airUnit: mover }).state)).toBe(true);
  });

  it('IX.F: six may stand together, facing alike', () => {
    const { state, mover } = crowd(5, 2);
    expect(ends(play(state, 'american', { type: 'fly', airUnit: mover, hex: '1112' }).state)).toBe(true);
  });

  it('IX.B.2: Bomber Air units at one Altitude in a hex all face alike — one entering by another hexside may not stop at theirs', () => {
    let s: BomberState = airborne({ ...base, turn: 3, phase: moving('american') }, 'american', bombers[0]!, '1112', 2, { counter: { at: { hex: '1112' }, flying: true, facing: 3 } });
    s = airborne(s, 'american', bombers[1]!, '1111', 2, { moved: { spent: 2, climbed: 0, contactBroken: false, toLand: false, done: false } });
    expect(refused(s, 'american', { type: 'fly', airUnit: bombers[1]!, hex: '1112' })).toMatchObject({ reason: 'bomber-limit' });
    const lower = edit(s, 'american', (p) => (p.airUnit === bombers[1] ? { altitude: 1 } : null));
    expect(play(lower, 'american', { type: 'fly', airUnit: bombers[1]!, hex: '1112' }).state.american.airUnits[bombers[1]! - 1]!.counter!.facing).toBe(0);
  });

  it('rulings §16: no Bomber Air unit takes off into a spot that already holds six', () => {
    let s: BomberState = { ...base, turn: 3, phase: moving('american', 'take-off') };
    for (const id of bombers.slice(1, 7)) s = airborne(s, 'american', id, '0911', 0);
    expect(optionsFor(s, 'american').some((o) => o.type === 'take-off' && o.airUnit === bombers[0])).toBe(false);
    const five = airborne(s, 'american', bombers[6]!, '0911', 1);
    expect(optionsFor(five, 'american').some((o) => o.type === 'take-off' && o.airUnit === bombers[0])).toBe(true);
  });
});
