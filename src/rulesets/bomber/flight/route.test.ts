import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { hexDistance, parseHexId } from '../data/hex-grid.js';
import { decide } from '../decide.js';
import { evolve } from '../evolve.js';
import { play } from '../testing.js';
import { view } from '../view.js';
import type { BomberState } from '../state.js';
import { introFlying, refused } from './flight-testing.js';
import { reachableHexes } from './reachable.js';

const p47 = (altitude: 0 | 1 | 2, hex = '1011') => introFlying('american', [['american', 4, hex, altitude]]);

describe('The route command and reachable hexes (issue 24 item 5)', () => {
  it('a route is its single steps: the same events, in order, as sending each, its Altitude legs sealed before the hex they precede and after the last (E34)', () => {
    const s = p47(0);
    const route = decide(s, 'american', { type: 'fly-route', airUnit: 4, route: ['1012', 'climb', '1013', 'dive'] }, fixedDice([]));
    expect(route.ok).toBe(true);
    let one: BomberState = s;
    const singles = [];
    for (const c of [{ type: 'fly', airUnit: 4, hex: '1012' }, { type: 'climb', airUnit: 4 }, { type: 'fly', airUnit: 4, hex: '1013' }, { type: 'dive', airUnit: 4 }] as const) {
      const p = play(one, 'american', c);
      singles.push(...p.events);
      one = p.state;
    }
    const events = route.ok ? route.events.map((e) => e.event) : [];
    expect(events.flatMap((e) => (e.type === 'secret-edits' ? e.events : [e]))).toEqual(singles.flatMap((e) => (e.type === 'secret-edits' ? e.events : [e])));
    expect(events.map((e) => e.type)).toEqual(['secret-edits', 'air-unit-flew', 'secret-edits', 'air-unit-flew', 'secret-edits']);
    expect(events.reduce(evolve, s)).toEqual(one);
  });

  it('a route is refused whole, naming its first illegal step and why', () => {
    const s = p47(0, '2419');
    const twoHexes = refused(s, 'american', { type: 'fly-route', airUnit: 4, route: ['2319', '2420'] });
    expect(twoHexes.reason).toBe('not-adjacent');
    expect(twoHexes.message).toContain('Step 2 of the route (hex 2420)');
    const mountain = refused(s, 'american', { type: 'fly-route', airUnit: 4, route: ['2420'] });
    expect(mountain.reason).toBe('mountain-altitude');
    expect(mountain.message).toContain('Step 1');
    expect(refused(s, 'american', { type: 'fly-route', airUnit: 4, route: ['dive'] }).reason).toBe('altitude-range');
  });

  it('lists the hexes an Air unit can still reach this Phase: all open hexes within its Movement Factors left', () => {
    const s = p47(2, '1515');
    const all = reachableHexes(s, 'american', 4);
    expect(all.every((h) => hexDistance(parseHexId(h), parseHexId('1515')) <= 5)).toBe(true);
    expect(all).toContain('2015');
    expect(all).not.toContain('1515');
    const after = play(play(play(s, 'american', { type: 'fly', airUnit: 4, hex: '1615' }).state, 'american', { type: 'fly', airUnit: 4, hex: '1715' }).state, 'american', { type: 'fly', airUnit: 4, hex: '1815' }).state;
    expect(reachableHexes(after, 'american', 4).every((h) => hexDistance(parseHexId(h), parseHexId('1815')) <= 2)).toBe(true);
  });

  it('reachable hexes count the climb a Mountain hex needs from Altitude 0 (XII.C.2), and closed hexes are left out (XII.F)', () => {
    const b17 = introFlying('american', [['american', 1, '2419', 0]]);
    expect(reachableHexes(b17, 'american', 1)).toContain('2420');
    const spent = play(play(b17, 'american', { type: 'fly', airUnit: 1, hex: '2418' }).state, 'american', { type: 'fly', airUnit: 1, hex: '2419' }).state;
    expect(reachableHexes(spent, 'american', 1)).not.toContain('2420');
    const g = introFlying('german', [['german', 21, '1214', 2]]);
    expect(reachableHexes(g, 'german', 21)).not.toContain('1114');
  });

  it("the reachable hexes are in the owner's view of its Air units alone", () => {
    const s = p47(2, '1515');
    const own = view(s, { kind: 'seat', seat: 'american' }).airStatus.american!.airUnits[3]!;
    expect(own.reachable).toEqual([...reachableHexes(s, 'american', 4)]);
    expect(own.movementSpent).toBe(0);
    expect(view(s, { kind: 'seat', seat: 'german' }).airStatus.american).toBeUndefined();
    expect(view(s, { kind: 'public' }).airStatus.american).toBeUndefined();
  });
});
