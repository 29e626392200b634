/** A raid from the map to the tally: a B-17 Air unit flies into Paris, bombs it, lands and the day ends by agreement. */
import { describe, expect, it } from 'vitest';
import { airborne, introFlying } from '../flight/flight-testing.js';
import type { BomberState } from '../state.js';
import { play } from '../testing.js';
import { view } from '../view.js';
import { outcome } from './outcome.js';

describe('A raid on Paris, from the map to the tally (XIII.G–H, XV)', () => {
  it('flies into Paris at its Bomb Altitude, is asked, bombs, lands at Bassingbourn and scores No Interception and Bombing', () => {
    const start = introFlying('american', [['american', 1, '1216', 2]]);
    const plotted: BomberState = { ...start, missionSheet: { ...start.missionSheet, '1': { ...start.missionSheet['1']!, primary: 'Paris', bombAltitude: 2 } } };
    let s = play(plotted, 'american', { type: 'fly', airUnit: 1, hex: '1217' }).state;
    s = play(s, 'american', { type: 'end-movement' }).state;
    s = play(s, 'american', { type: 'end-take-off' }).state;
    expect(s.phase).toEqual({ kind: 'combat', order: 'first', side: 'american', step: 'battles', battle: null });
    s = play(s, 'american', { type: 'announce-bombing', airUnit: 1 }).state;
    const raid = play(s, 'american', { type: 'end-announcement' }, [1, 4]);
    expect(raid.of('flak-fired').map((f) => [f.flak, f.table, f.hits])).toEqual([['heavy', 3, 0]]);
    expect(raid.of('bombed').map((b) => [b.city, b.turnsInAir, b.table, b.hits])).toEqual([['Paris', 2, 7, 2]]);
    expect(view(raid.state, { kind: 'seat', seat: 'german' }).bombing).toEqual([{ airUnit: 1, city: 'Paris', turn: 3, hits: 2 }]);

    // Home at Bassingbourn (the return route is flight's), it lands in the American Landing Step of Turn 9.
    const home = airborne({ ...raid.state, turn: 9, phase: { kind: 'movement', order: 'first', side: 'american', step: 'landing' } }, 'american', 1, '1011', 0, { bombedOn: 3 });
    s = play(home, 'american', { type: 'land', airUnit: 1 }).state;
    s = { ...s, turn: 10, phase: { kind: 'readiness' } };
    for (const seat of ['german', 'american'] as const) s = play(play(s, seat, { type: 'offer-end' }).state, seat, { type: 'submit-readiness' }).state;
    expect(s.phase).toEqual({ kind: 'over', reason: 'agreement' });
    const o = outcome(s)!;
    expect(o.detail.american).toMatchObject({ noInterception: 18, bombing: 10, total: 28 });
    expect(o.detail.german).toMatchObject({ bHits: 4, total: 4 });
    expect([o.result, o.winners]).toEqual(['american-victory', ['american']]);
  });
});
