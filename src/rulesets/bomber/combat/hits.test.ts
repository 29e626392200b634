import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { decide } from '../decide.js';
import { view } from '../view.js';
import { play, setUp, stateOf } from '../testing.js';
import { optionsFor } from '../prompts.js';
import { atTakeOffStep, battle, fight, flying, hitsOn, rolls, schweinfurt } from './battle-fixtures.js';
import { markHits } from './hits.js';

// American Air unit 3: four 2-SP B-17s (us13–us16). German 1: two 3-SP FW-190s (6 SP: Table 5 against B-17s, a 6 scores 2 hits).
const withOrder = (hits: 'last' | 'first') => ({ ...schweinfurt, american: { ...schweinfurt.american, standing: { battles: 'map' as const, hits } } });

describe('Hits and eliminations (XIII.E, rulings §13)', () => {
  it('XIII.E.1: hits go on one at a time; when they equal a Plane unit\'s Strength Points it is eliminated with them, the rest stay', () => {
    expect(markHits([{ id: 'a', sp: 2 }, { id: 'b', sp: 3 }] as never, 0, 3)).toEqual({ hits: 1, eliminated: ['a'] });
    expect(markHits([{ id: 'a', sp: 3 }] as never, 1, 1)).toEqual({ hits: 2, eliminated: [] });
    expect(markHits([{ id: 'a', sp: 2 }, { id: 'b', sp: 2 }] as never, 0, 5)).toEqual({ hits: 0, eliminated: ['a', 'b'] });
  });

  it('rulings §13: among Plane units of equal Strength Points the owner\'s standing order picks: the last numbered by default, or the first', () => {
    const last = fight(battle([['american', 3], ['german', 1]]), [[1, 0]], [6, 1]);
    expect(hitsOn(last, 'american', 3)).toEqual([{ type: 'air-box-hit', side: 'american', airUnit: 3, hits: 0, eliminated: ['us16'] }]);
    const first = fight(battle([['american', 3], ['german', 1]], withOrder('first')), [[1, 0]], [6, 1]);
    expect(hitsOn(first, 'american', 3)[0]!.eliminated).toEqual(['us13']);
  });

  it('ruling C3: a Plane unit of the Formation that was hit goes before the box\'s others', () => {
    const s = battle([['american', 3, { formations: { us13: 1, us14: 1, us15: 2, us16: 2 } }], ['german', 1]]);
    expect(s.state.battles[0]!.formations.map((f) => [f.airUnit, f.formation])).toEqual([[3, 1], [3, 2], [1, 1]]);
    const p = fight(s, [[2, 0]], [6, 1]);
    expect(hitsOn(p, 'american', 3)[0]!.eliminated).toEqual(['us14']);
  });

  it('XIII.F.3: the Plane unit that carries the box\'s hits (by standing order) makes its Formation fight at reduced Strength Points', () => {
    // One hit on the box; two Formations of 2 B-17s (4 SP each): the last-numbered unit's Formation fights at 3.
    const units = [['american', 3, { hits: 1, formations: { us13: 1, us14: 1, us15: 2, us16: 2 } }], ['american', 5], ['german', 1], ['german', 2], ['german', 4]] as const;
    const attacks = [[3, 0], [4, 1], [5, 2]] as const;
    const p = fight(battle(units), attacks, [1, 1, 1, 1, 1, 1]);
    expect(rolls(p).filter((r) => r.variant === 'B-17 B').map((r) => [r.by, r.sp])).toEqual([[0, 4], [1, 3]]);
    const first = fight(battle(units, withOrder('first')), attacks, [1, 1, 1, 1, 1, 1]);
    expect(rolls(first).filter((r) => r.variant === 'B-17 B').map((r) => [r.by, r.sp])).toEqual([[0, 3], [1, 4]]);
  });

  it('ruling C11: a landing\'s hits eliminate by the same standing order (German 21: two 3-SP FW-190s, 2 hits, lands: de2 by default, de1 with "first")', () => {
    const intro = stateOf(setUp('introductory-paris'));
    const up = flying(intro, 'german', 21, { hex: '1315', altitude: 0, hits: 2 });
    const landing = (hits: 'last' | 'first') => ({ ...up, turn: 5, phase: { kind: 'movement', order: 'first', side: 'german', step: 'landing' } as const, german: { ...up.german, standing: { battles: 'map' as const, hits } } });
    expect(play(landing('last'), 'german', { type: 'land', airUnit: 21 }).of('landing-resolved')[0]!.result.eliminated).toEqual(['de2']);
    expect(play(landing('first'), 'german', { type: 'land', airUnit: 21 }).of('landing-resolved')[0]!.result.eliminated).toEqual(['de1']);
  });

  it('ruling E53: standing orders are the owner\'s secret, written with a command of his Movement Phase (or his Air Status, or a readiness); his Combat Phase fights by them and offers none', () => {
    const orders = { type: 'set-standing-orders', battles: 'choose', hits: 'first' } as const;
    const p = battle([['american', 3], ['german', 1]]);
    expect(optionsFor(p.state, 'german').some((o) => o.type === 'set-standing-orders')).toBe(false);
    expect(decide(p.state, 'german', orders, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-now' });
    const takeOff = atTakeOffStep(schweinfurt, 'german');
    const d = decide(takeOff, 'german', { type: 'end-take-off', edits: [orders] }, fixedDice([]));
    if (!d.ok) throw new Error(d.message);
    expect(d.events[0]).toEqual({ event: { type: 'secret-edits', side: 'german', events: [{ type: 'standing-orders-set', side: 'german', standing: { battles: 'choose', hits: 'first' } }] }, visibleTo: ['german'], redacted: null });
    const after = play(takeOff, 'german', { type: 'end-take-off', edits: [orders] }).state;
    expect(view(after, { kind: 'seat', seat: 'german' }).standingOrders).toEqual({ german: { battles: 'choose', hits: 'first' } });
    expect(view(after, { kind: 'seat', seat: 'american' }).standingOrders).toEqual({ american: { battles: 'map', hits: 'last' } });
  });
});

describe('What each side sees in a Battle (XIII.F.2, item 5)', () => {
  it('set-up tells Bombers apart and nothing more; a Formation\'s Model and Strength Points show, to both, once its Hit Table is found', () => {
    const p = battle([['american', 3], ['american', 5], ['german', 1], ['german', 2]]);
    for (const seat of ['american', 'german'] as const) {
      expect(view(p.state, { kind: 'seat', seat }).battles[0]!.formations.map((f) => [f.side, f.airUnit, f.bomber, f.revealed])).toEqual([
        ['american', 3, true, null],
        ['american', 5, false, null],
        ['german', 1, false, null],
        ['german', 2, false, null],
      ]);
    }
    const lined = play(p.state, 'german', { type: 'attack', attacker: 2, target: 0, launch: 'guns' }).state;
    expect(view(lined, { kind: 'public' }).battles[0]!.attacks).toEqual([{ attacker: 2, target: 0, launch: 'guns' }]);
    // A second Battle (at 1716) keeps the Combat Phase open after the first, so its Battle can be looked at once fought.
    const fought = fight(battle([['american', 3], ['american', 5], ['german', 1], ['german', 2], ['german', 5, { hex: '1716' }], ['american', 6, { hex: '1716' }]]), [[2, 0], [3, 1]], [1, 1, 1, 1]).state;
    for (const seat of ['american', 'german'] as const) {
      expect(view(fought, { kind: 'seat', seat }).battles[0]!.formations.map((f) => f.revealed)).toEqual([
        { variant: 'B-17 B', sp: 8 },
        { variant: 'P-47 F', sp: 5 },
        { variant: 'FW-190 F', sp: 6 },
        { variant: 'FW-190 F', sp: 6 },
      ]);
    }
  });

  it('XIII.E: a Plane unit eliminated is seen by both; the hits left on a box are its owner\'s', () => {
    const s = battle([['american', 4], ['german', 4]]).state;
    const lined = play(s, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'guns' }).state;
    const d = decide(lined, 'german', { type: 'engage' }, fixedDice([4, 6]));
    if (!d.ok) throw new Error(d.message);
    const boxHits = d.events.filter((e) => e.event.type === 'air-box-hit');
    // The FW-190s score 1 on the B-24 (kept secret: 1 hit left); the B-24 scores 1 on the FW-190s (2-SP units: none eliminated yet).
    expect(boxHits).toEqual([
      { event: { type: 'air-box-hit', side: 'american', airUnit: 4, hits: 1, eliminated: [] }, visibleTo: ['american'], redacted: { type: 'air-box-hit', side: 'american', airUnit: 4, eliminated: [] } },
      { event: { type: 'air-box-hit', side: 'german', airUnit: 4, hits: 1, eliminated: [] }, visibleTo: ['german'], redacted: { type: 'air-box-hit', side: 'german', airUnit: 4, eliminated: [] } },
    ]);
    const big = battle([['american', 4], ['german', 1]]).state;
    const kill = decide(play(big, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'guns' }).state, 'german', { type: 'engage' }, fixedDice([6, 1]));
    if (!kill.ok) throw new Error(kill.message);
    expect(kill.events.find((e) => e.event.type === 'air-box-hit')!.redacted).toEqual({ type: 'air-box-hit', side: 'american', airUnit: 4, eliminated: ['us17'] });
  });
});
