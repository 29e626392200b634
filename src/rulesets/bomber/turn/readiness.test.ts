import { describe, expect, it } from 'vitest';
import { optionsFor } from '../prompts.js';
import { edit, play, setUp, stateOf, playEdits } from '../testing.js';
import type { BomberState } from '../state.js';

/** The Introductory Game in Turn 2's readiness, German Air unit 21's two FW-190s back in "A" at Lille (capacity 2). */
function readiness(patch: (s: BomberState) => BomberState = (s) => s): BomberState {
  const s = stateOf(setUp('introductory-paris'));
  return patch(edit({ ...s, turn: 2, phase: { kind: 'readiness' } }, 'german', (p) => (p.airUnit === 21 ? { ground: 'A' } : null)));
}

describe('Plane Readiness (X)', () => {
  it('prompts both sides at once, and each move is its owner\'s secret event', () => {
    const s = readiness();
    expect(s.american.submitted || s.german.submitted).toBe(false);
    expect(optionsFor(s, 'american').length).toBeGreaterThan(0);
    expect(optionsFor(s, 'german').length).toBeGreaterThan(0);
    const p = playEdits(s, 'german', [{ type: 'ready-plane', plane: 'de1', rockets: false }]);
    expect(p.of('plane-readied')).toEqual([{ type: 'plane-readied', side: 'german', plane: 'de1', to: 'B', rockets: false, hex: '1315' }]);
  });

  it('A: moves a Plane unit one box a Turn, A → B, never further that Turn', () => {
    const p = playEdits(readiness(), 'german', [{ type: 'ready-plane', plane: 'de1', rockets: false }]);
    expect(p.state.german.planes.find((x) => x.id === 'de1')!.ground).toBe('B');
    expect(optionsFor(p.state, 'german').some((o) => o.type === 'ready-plane' && o.plane === 'de1')).toBe(false);
  });

  it('B and IX.B.3.a (Base capacity facing): three Plane units at a Base of capacity 2: only two can be readied this Turn', () => {
    // Air unit 21 holds a third FW-190 for the example.
    const three = readiness((s) => ({ ...s, german: { ...s.german, planes: [...s.german.planes, { ...s.german.planes[0]!, id: 'de99', ground: 'A' }] } }));
    let s = playEdits(three, 'german', [{ type: 'ready-plane', plane: 'de1', rockets: false }]).state;
    s = playEdits(s, 'german', [{ type: 'ready-plane', plane: 'de2', rockets: false }]).state;
    expect(s.german.capacityUsed['1315']).toEqual({ ready: 2, takeOff: 0 });
    expect(optionsFor(s, 'german').some((o) => o.type === 'ready-plane')).toBe(false);
  });

  it('A: a Rocket carrier moving into "D" may take a Rocket unit', () => {
    const c = readiness((s) => edit(s, 'german', (p) => (p.airUnit === 24 ? { ground: 'C', rocketCapable: true } : null)));
    const options = optionsFor(c, 'german').filter((o) => o.type === 'ready-plane' && o.plane === 'de7');
    expect(options).toEqual([
      { type: 'ready-plane', plane: 'de7', rockets: false },
      { type: 'ready-plane', plane: 'de7', rockets: true },
    ]);
    const p = playEdits(c, 'german', [{ type: 'ready-plane', plane: 'de7', rockets: true }]);
    expect(p.state.german.planes.find((x) => x.id === 'de7')).toMatchObject({ ground: 'D', rockets: true });
  });

  it('C: Bombers that have flown are done for the day', () => {
    const flown = readiness((s) => edit(s, 'american', (p) => (p.airUnit === 1 ? { ground: 'A', flown: true } : null)));
    expect(optionsFor(flown, 'american').some((o) => o.type === 'ready-plane' && ['us1', 'us2', 'us3'].includes(o.plane))).toBe(false);
  });

  it('ready-all moves every Plane unit it can one box, as far as capacity allows; the step closes on the second submission', () => {
    const p = playEdits(readiness(), 'german', [{ type: 'ready-all' }]);
    expect(p.of('plane-readied').map((e) => e.plane)).toEqual(['de1', 'de2']);
    const one = play(p.state, 'german', { type: 'submit-readiness' });
    expect(one.state.phase).toEqual({ kind: 'readiness' });
    expect(optionsFor(one.state, 'german')).toEqual([]);
    const both = play(one.state, 'american', { type: 'submit-readiness' }, [4, 2]);
    expect(both.of('initiative-rolled')).toEqual([{ type: 'initiative-rolled', rolls: [[4, 2]], first: 'american' }]);
    expect(both.state.phase).toEqual({ kind: 'movement', order: 'first', side: 'american', step: 'landing' });
  });

  it('never skips the secret step: a side with nothing to ready is still asked, and may only submit (its standing orders written in the submission: ruling E53)', () => {
    const s = stateOf(setUp('introductory-paris'));
    const nothing = { ...s, turn: 2, phase: { kind: 'readiness' } as const };
    expect(optionsFor(nothing, 'german').map((o) => o.type)).toEqual(['submit-readiness', 'set-standing-orders', 'set-standing-orders', 'set-standing-orders', 'offer-end']);
  });
});

describe('Initiative (XI)', () => {
  const submitted = (s: BomberState): BomberState => ({ ...s, german: { ...s.german, submitted: true } });

  it('rolls a die a side, rolls ties again, and the higher moves first', () => {
    const p = play(submitted(readiness()), 'american', { type: 'submit-readiness' }, [3, 3, 1, 5]);
    expect(p.of('initiative-rolled')).toEqual([{ type: 'initiative-rolled', rolls: [[3, 3], [1, 5]], first: 'german' }]);
    expect(p.state.phase).toMatchObject({ kind: 'movement', order: 'first', side: 'german', step: 'landing' });
  });
});
