import { describe, expect, it } from 'vitest';
import { contextOf } from './context.js';
import { optionsFor } from './prompts.js';
import { firstOption, newGame, send, stateOf, submitWith, type Game } from './testing.js';
import { view } from './view.js';

/** The Introductory Game's set-up as the rulebook prints it, through the commands a player sends. */
function introductorySetUp(): Game {
  let g = newGame('introductory-paris');
  while (stateOf(g).phase.kind === 'target-cards') g = send(g, 'american', firstOption(stateOf(g), 'american', 'keep-target-card') ?? optionsFor(stateOf(g), 'american')[0]!);
  g = send(g, 'american', { type: 'submit-air-status' });
  g = send(g, 'german', { type: 'submit-air-status' });
  for (const [side, units] of [['german', [21, 22, 23, 24]], ['american', [1, 2, 3, 4]]] as const) {
    for (const airUnit of units) {
      const place = optionsFor(stateOf(g), side).filter((o) => o.type === 'place-counter' && o.airUnit === airUnit);
      expect(place, `Air unit ${airUnit} has its printed Base only`).toHaveLength(1);
      g = send(g, side, place[0]!);
    }
    g = send(g, side, { type: 'end-map-setup' });
  }
  // VII.F's sample sheet: Air units 1 and 2, Primary Paris, Bomb Altitude 2, Tight, Take Off Turn 1.
  return submitWith(g, 'american', 'submit-mission-sheet', [1, 2].map((airUnit) => ({ type: 'plot-primary', airUnit, target: 'Paris' }) as const));
}

describe('The Introductory Game (rulebook, and VII.F)', () => {
  const g = introductorySetUp();
  const s = stateOf(g);

  it('sets up the printed Air Boxes: 1 and 2 with 3 × B-17, 3 a P-38, 4 a P-47; 21 2 × FW-190, 22 and 23 2 × Me-109, 24 2 × Me-110', () => {
    const box = (side: 'american' | 'german', n: number) => s[side].planes.filter((p) => p.airUnit === n).map((p) => p.variant);
    expect([1, 2, 3, 4].map((n) => box('american', n))).toEqual([['B-17 B', 'B-17 B', 'B-17 B'], ['B-17 B', 'B-17 B', 'B-17 B'], ['P-38 F'], ['P-47 F']]);
    expect([21, 22, 23, 24].map((n) => box('german', n))).toEqual([['FW-190 F', 'FW-190 F'], ['Me-109G F', 'Me-109G F'], ['Me-109G F', 'Me-109G F'], ['Me-110 D', 'Me-110 D']]);
    expect(s[ 'american'].planes.every((p) => p.ground === 'D')).toBe(true);
  });

  it('puts all American Air units 1–4 in one hex and the German 21–24 at Lille, Abbeville, Beauvais and Laon', () => {
    const ctx = contextOf(s.scenario);
    const hex = (side: 'american' | 'german', n: number) => (s[side].airUnits[n - 1]!.counter!.at as { hex: string }).hex;
    expect(new Set([1, 2, 3, 4].map((n) => hex('american', n)))).toEqual(new Set([ctx.baseHex('Bassingbourn')]));
    expect([21, 22, 23, 24].map((n) => hex('german', n))).toEqual(['Lille', 'Abbeville', 'Beauvais', 'Laon'].map((b) => ctx.baseHex(b)));
  });

  it('holds the Paris card among those drawn, and the sheet plots Air units 1 and 2 for Paris at Bomb Altitude 2, Tight, Take Off Turn 1', () => {
    expect(s.cards.hand).toContain('TC31');
    expect(s.cards.hand).toHaveLength(3);
    for (const n of ['1', '2']) expect(s.missionSheet[n]).toEqual({ primary: 'Paris', bombAltitude: 2, formation: 'tight', takeOffTurn: 1, land: null, hits: null });
    expect(view(s, { kind: 'seat', seat: 'german' }).missionSheet).toBeNull();
  });

  it('flies the sheet: on Turn 1 both B-17 Air units take off from Bassingbourn (capacity 6, item 7)', () => {
    let t = send(g, 'american', { type: 'submit-readiness' });
    t = send(t, 'german', { type: 'submit-readiness' });
    for (;;) {
      const phase = stateOf(t).phase;
      if (phase.kind === 'movement' && phase.side === 'american' && phase.step === 'take-off') break;
      const seat = phase.kind === 'movement' ? phase.side : 'american';
      t = send(t, seat, optionsFor(stateOf(t), seat).find((o) => o.type.startsWith('end-'))!);
    }
    t = send(t, 'american', { type: 'take-off', airUnit: 1 });
    t = send(t, 'american', { type: 'take-off', airUnit: 2 });
    const up = stateOf(t).american.planes.filter((p) => p.airUnit === 1 || p.airUnit === 2);
    expect(up.every((p) => p.ground === null && p.altitude === 0)).toBe(true);
    expect(view(stateOf(t), { kind: 'seat', seat: 'german' }).turnRecord).toEqual([
      { side: 'american', airUnit: 1, turn: 17 },
      { side: 'american', airUnit: 2, turn: 17 },
    ]);
  });
});
