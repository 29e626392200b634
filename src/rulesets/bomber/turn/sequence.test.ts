import { describe, expect, it } from 'vitest';
import { outcome } from '../victory/outcome.js';
import { play, setUp, stateOf } from '../testing.js';
import type { BomberEvent } from '../events.js';
import type { BomberState, Phase } from '../state.js';

const intro = stateOf(setUp('introductory-paris'));
const at = (turn: number, phase: Phase, s: BomberState = intro): BomberState => ({ ...s, turn, phase, initiative: 'american' });
const phasesOf = (events: readonly BomberEvent[]) => events.flatMap((e) => (e.type === 'phase-entered' ? [e.phase] : []));

describe('Sequence of play (VIII)', () => {
  it('C: a Movement Phase is the Landing, Normal Movement and Take Off Steps, each asked of the moving side', () => {
    let s = at(1, { kind: 'movement', order: 'first', side: 'american', step: 'landing' });
    s = play(s, 'american', { type: 'end-landing' }).state;
    expect(s.phase).toEqual({ kind: 'movement', order: 'first', side: 'american', step: 'normal' });
    s = play(s, 'american', { type: 'end-movement' }).state;
    expect(s.phase).toEqual({ kind: 'movement', order: 'first', side: 'american', step: 'take-off' });
  });

  it('D–F: a Combat Phase with no Battle ends at once, clearing the last Combat Phase\'s spots, and the other side moves', () => {
    const before: BomberState = { ...at(1, { kind: 'movement', order: 'first', side: 'american', step: 'take-off' }), lastCombat: [{ hex: '1315', altitude: 1 }] };
    const p = play(before, 'american', { type: 'end-take-off' });
    expect(phasesOf(p.events)).toEqual([
      { kind: 'combat', order: 'first', side: 'american', step: 'battles', battle: null },
      { kind: 'movement', order: 'second', side: 'german', step: 'landing' },
    ]);
    expect(p.of('battles-found')).toEqual([]);
    expect(p.of('combat-phase-ended')).toEqual([{ type: 'combat-phase-ended', lastCombat: [] }]);
    expect(p.state.lastCombat).toEqual([]);
  });

  it('G: after the second side\'s Combat Phase the Turn Record advances to the next Turn\'s readiness', () => {
    const p = play(at(4, { kind: 'movement', order: 'second', side: 'german', step: 'take-off' }), 'german', { type: 'end-take-off' });
    expect(phasesOf(p.events).slice(-2)).toEqual([{ kind: 'turn-record' }, { kind: 'readiness' }]);
    expect(p.state.turn).toBe(5);
    expect(p.of('phase-entered').at(-1)!.turn).toBe(5);
  });

  it('XIV: the game ends after Turn 33, and every Plane unit still up is eliminated', () => {
    const up = play(at(30, { kind: 'movement', order: 'second', side: 'german', step: 'take-off' }), 'german', { type: 'take-off', airUnit: 21 }).state;
    const last = { ...up, turn: 33 };
    const p = play(last, 'german', { type: 'end-take-off' });
    expect(p.of('air-unit-crashed')).toEqual([{ type: 'air-unit-crashed', side: 'german', airUnit: 21, why: 'last-turn' }]);
    expect(p.of('planes-lost')[0]!.planes).toEqual(['de1', 'de2']);
    expect(p.state.phase).toEqual({ kind: 'over', reason: 'last-turn' });
    // The two FW-190 units of 3 SP lost count for the Americans (XV.A.2): 2 × 3 × 3.
    expect(outcome(p.state)).toMatchObject({ result: 'american-victory', winners: ['american'], detail: { american: { fEliminated: 18, total: 18 } } });
  });

  it('XIV and rulings §26: when both sides offer to end in the same readiness, every Air unit up lands and the game is over', () => {
    const up = play(at(3, { kind: 'movement', order: 'second', side: 'german', step: 'take-off' }), 'german', { type: 'take-off', airUnit: 21 }).state;
    let s: BomberState = { ...up, turn: 4, phase: { kind: 'readiness' } };
    s = play(s, 'german', { type: 'offer-end' }).state;
    s = play(s, 'german', { type: 'submit-readiness' }).state;
    s = play(s, 'american', { type: 'offer-end' }).state;
    const p = play(s, 'american', { type: 'submit-readiness' });
    expect(p.of('air-unit-landed')).toEqual([{ type: 'air-unit-landed', side: 'german', airUnit: 21, at: { hex: '1315' }, base: true }]);
    expect(p.of('landing-resolved')[0]!.result.hitsAdded).toBe(1);
    expect(p.state.phase).toEqual({ kind: 'over', reason: 'agreement' });
  });

  it('an offer to end that the other side does not make lapses with the Turn', () => {
    let s: BomberState = { ...intro, turn: 4, phase: { kind: 'readiness' } };
    s = play(s, 'german', { type: 'offer-end' }).state;
    s = play(s, 'german', { type: 'submit-readiness' }).state;
    const p = play(s, 'american', { type: 'submit-readiness' }, [5, 1]);
    expect(p.state.phase.kind).toBe('movement');
    const next = play({ ...p.state, phase: { kind: 'movement', order: 'second', side: 'german', step: 'take-off' } }, 'german', { type: 'end-take-off' });
    expect(next.state.german.offersEnd).toBe(false);
  });
});
