/** Ending by agreement (XIV, rulings §26, ruling E60): every Air unit still up flies home before it lands. */
import { describe, expect, it } from 'vitest';
import { contextOf } from '../context.js';
import { airborne, setUpState } from '../flight/flight-testing.js';
import type { BomberState } from '../state.js';
import { play, type Played } from '../testing.js';
import { outcome } from '../victory/outcome.js';

/**
 * The Introductory Game in Turn 4's readiness, German readiness submitted with an offer to end: the P-47 (American 4) over
 * the sea off the Dutch coast, the P-38 (3) over German land, both B-17 Air units (1, 2) over Paris having bombed it on
 * Turn 3, and the German Me-109Gs of Air unit 22 over the sea too.
 */
function upWhenAgreed(): BomberState {
  let s: BomberState = { ...setUpState('introductory-paris'), turn: 4, phase: { kind: 'readiness' } };
  s = airborne(s, 'american', 4, '1113', 2);
  s = airborne(s, 'american', 3, '1414', 2);
  s = airborne(s, 'american', 1, '1217', 2, { bombedOn: 3 });
  s = airborne(s, 'american', 2, '1217', 2, { bombedOn: 3 });
  s = airborne(s, 'german', 22, '1213', 2);
  s = play(play(s, 'german', { type: 'offer-end' }).state, 'german', { type: 'submit-readiness' }).state;
  return play(s, 'american', { type: 'offer-end' }).state;
}

const agree = (s: BomberState): Played => play(s, 'american', { type: 'submit-readiness' });

describe('XIV by agreement: the server flies every Air unit up home first (rulings §26, ruling E60)', () => {
  it('over the sea, over enemy land and over Paris after bombing, each flies to a Base of its own and lands: none crashes', () => {
    const ctx = contextOf('introductory-paris');
    const p = agree(upWhenAgreed());
    expect(p.state.phase).toEqual({ kind: 'over', reason: 'agreement' });
    expect(p.of('air-unit-crashed')).toEqual([]);
    const landed = p.of('air-unit-landed');
    expect(landed.map((l) => `${l.side} ${l.airUnit}`).sort()).toEqual(['american 1', 'american 2', 'american 3', 'american 4', 'german 22']);
    for (const l of landed) {
      expect(l.base).toBe(true);
      const hex = (l.at as { hex: string }).hex;
      expect(l.side === 'german' ? ctx.germanBaseHexes.includes(hex) : ctx.americanBaseHexes('GB').includes(hex)).toBe(true);
    }
    // The way home is flown hex by hex, as the counters' moves: the B-17s from Paris across the Channel.
    expect(p.of('air-unit-flew').filter((f) => f.airUnit === 1 && f.side === 'american').length).toBeGreaterThan(3);
    // Each landing costs its hit (XII.A.1.a) and nothing more by day: no Plane unit is lost, the German scores the hits alone.
    expect(p.of('landing-resolved').map((r) => r.result.hitsAdded)).toEqual([1, 1, 1, 1, 1]);
    expect(p.of('planes-lost')).toEqual([]);
    expect(outcome(p.state)!.detail.german).toMatchObject({ bEliminated: 0, fEliminated: 0 });
  });

  it('one whose Endurance unit comes up before it gets home comes down where it stands on that Turn', () => {
    // The B-17s over Paris with their Endurance unit in this Turn's box: no Movement Factor reaches England in one Turn.
    const s = agree(airborne(upWhenAgreed(), 'american', 1, '1217', 2, { bombedOn: 3, endurance: 4 }));
    expect(s.of('air-unit-crashed')).toEqual([{ type: 'air-unit-crashed', side: 'american', airUnit: 1, why: 'crash' }]);
  });

  it('version 3 (a game started under it) landed them where they stood: over the sea and German land they crashed', () => {
    const { rules: _, ...v3 } = upWhenAgreed();
    const p = agree(v3);
    expect(p.of('air-unit-crashed').map((c) => `${c.side} ${c.airUnit}`)).toEqual(['american 1', 'american 2', 'american 3', 'american 4', 'german 22']);
    expect(p.of('air-unit-flew')).toEqual([]);
    // Six B-17 Plane units and two Fighters lost: the German's points, and his win.
    expect(outcome(p.state)!.detail.german.bEliminated).toBeGreaterThan(0);
  });
});
