import { describe, expect, it } from 'vitest';
import { optionsFor } from '../prompts.js';
import { edit, play, setUp, stateOf } from '../testing.js';
import type { BomberState, Phase } from '../state.js';

const step = (side: 'american' | 'german', s: 'landing' | 'take-off'): Phase => ({ kind: 'movement', order: 'first', side, step: s });

/** The Introductory Game with German Air unit 21 (2 × FW-190, 3 SP) up over Lille since Turn 2, now in the German Landing Step of `turn`. */
function up(turn: number, patch: (s: BomberState) => BomberState = (s) => s): BomberState {
  const s = stateOf(setUp('introductory-paris'));
  const airborne = play({ ...s, turn: 2, phase: step('german', 'take-off') }, 'german', { type: 'take-off', airUnit: 21 }).state;
  return patch({ ...airborne, turn, phase: step('german', 'landing') });
}

describe('Landing (XII.A.1)', () => {
  it('a: puts the Plane units in "A", takes the Endurance unit back and adds one hit; the landing is public, the box is not', () => {
    const p = play(up(5), 'german', { type: 'land', airUnit: 21 });
    expect(p.of('air-unit-landed')).toEqual([{ type: 'air-unit-landed', side: 'german', airUnit: 21, at: { hex: '1315' }, base: true }]);
    expect(p.of('landing-resolved')[0]!.result).toEqual({ planes: ['de1', 'de2'], nightRoll: null, hitsAdded: 1, eliminated: [], hits: 1 });
    const a = p.state.german.airUnits[20]!;
    expect(a).toMatchObject({ endurance: null, hits: 1, outForDay: false, counter: { flying: false } });
    expect(p.state.german.planes.filter((x) => x.airUnit === 21).map((x) => x.ground)).toEqual(['A', 'A']);
  });

  it('a (4): eliminates a Plane unit when the hits equal its Strength Points, and the hits go with it (rulings §13)', () => {
    const twoHits = up(5, (s) => edit(s, 'german', () => null, (a) => (a.id === 21 ? { hits: 2 } : null)));
    const p = play(twoHits, 'german', { type: 'land', airUnit: 21 });
    expect(p.of('landing-resolved')[0]!.result).toMatchObject({ hitsAdded: 1, eliminated: ['de2'], hits: 0 });
    expect(p.state.german.planes.find((x) => x.id === 'de2')!.eliminated).toBe(true);
  });

  it('b: after the Daylight Turns a night landing rolls a die, and a 6 adds a hit', () => {
    const night = 15; // the Introductory Game has 14 Daylight Turns
    expect(play(up(night), 'german', { type: 'land', airUnit: 21 }, [5]).of('landing-resolved')[0]!.result).toMatchObject({ nightRoll: 5, hitsAdded: 1, hits: 1 });
    expect(play(up(night), 'german', { type: 'land', airUnit: 21 }, [6]).of('landing-resolved')[0]!.result).toMatchObject({ nightRoll: 6, hitsAdded: 2, hits: 2 });
    expect(play(up(14), 'german', { type: 'land', airUnit: 21 }, []).of('landing-resolved')[0]!.result.nightRoll).toBeNull();
  });

  it('b: Night Fighters land normally at night: no die', () => {
    const nf = up(20, (s) => edit(s, 'german', (p) => (p.airUnit === 21 ? { variant: 'Me-110 N' } : null)));
    expect(play(nf, 'german', { type: 'land', airUnit: 21 }, []).of('landing-resolved')[0]!.result.nightRoll).toBeNull();
  });

  it('c: on friendly land away from a Base it lands normally but is out for the day: never readied again', () => {
    const away = up(5, (s) => edit(s, 'german', () => null, (a) => (a.id === 21 ? { counter: { ...a.counter!, at: { hex: '1515' } } } : null)));
    expect(away.german.airUnits[20]!.counter!.at).toEqual({ hex: '1515' });
    const p = play(away, 'german', { type: 'land', airUnit: 21 });
    expect(p.of('air-unit-landed')[0]!.base).toBe(false);
    expect(p.state.german.airUnits[20]!.outForDay).toBe(true);
    const readiness = { ...p.state, phase: { kind: 'readiness' } as const, turn: 6 };
    expect(p.state.german.planes.find((x) => x.id === 'de1')!.ground).toBe('A');
    expect(optionsFor(readiness, 'german').filter((o) => o.type === 'ready-plane' && (o.plane === 'de1' || o.plane === 'de2'))).toEqual([]);
  });

  it('d: with no friendly non-Mountain land below (here a British hex), it crashes and every Plane unit up is lost', () => {
    const british = up(5, (s) => edit(s, 'german', () => null, (a) => (a.id === 21 ? { counter: { ...a.counter!, at: { hex: '1013' } } } : null)));
    const p = play(british, 'german', { type: 'land', airUnit: 21 });
    expect(p.of('air-unit-crashed')).toEqual([{ type: 'air-unit-crashed', side: 'german', airUnit: 21, why: 'crash' }]);
    expect(p.of('planes-lost')[0]!.planes).toEqual(['de1', 'de2']);
    expect(p.state.german.airUnits[20]!.counter).toBeNull();
  });

  it('must land on the Turn its Endurance unit is in: the Landing Step cannot end before (XII.A.1, rulings §8)', () => {
    const due = up(2 + 3);
    expect(due.german.airUnits[20]!.endurance).toBe(5);
    expect(() => play(due, 'german', { type: 'end-landing' })).toThrow(/not-now/);
    const before = up(4);
    expect(play(before, 'german', { type: 'end-landing' }).state.phase).toMatchObject({ kind: 'movement', step: 'normal' });
  });

  it('a (5): any number land in a hex in one Turn, whatever the capacity', () => {
    let s = stateOf(setUp('introductory-paris'));
    s = play({ ...s, turn: 1, phase: step('american', 'take-off') }, 'american', { type: 'take-off', airUnit: 1 }).state;
    s = play(s, 'american', { type: 'take-off', airUnit: 2 }).state;
    // Both have bombed: only then may they land by choice (rulings §20).
    s = edit({ ...s, turn: 3, phase: step('american', 'landing') }, 'american', () => null, (a) => (a.id <= 2 ? { bombedOn: 2 } : null));
    s = play(s, 'american', { type: 'land', airUnit: 1 }).state;
    s = play(s, 'american', { type: 'land', airUnit: 2 }).state;
    expect(s.american.planes.filter((p) => p.airUnit === 1 || p.airUnit === 2).every((p) => p.ground === 'A')).toBe(true);
  });
});
