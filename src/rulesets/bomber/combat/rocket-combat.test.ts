import { describe, expect, it } from 'vitest';
import { offered, play } from '../testing.js';
import { battle, fight, rolls } from './battle-fixtures.js';

// Air unit 11: one 3-SP Me-110 Destroyer with Rockets; American 4: the 3-SP B-24, 1: six 2-SP B-17s (12 SP), both Tight.
const rocketBattle = (american: number) => battle([['american', american], ['german', 11, { rockets: true }]]);

describe('Rocket Combat (XIII.B.1, XIII.C.2, rulings §11)', () => {
  it('XIII.B.1 worked example: a 3-SP Me-110 Destroyer Formation launching Close at a Tight Formation has Basic Hit Table 2; the target fires back once', () => {
    const p = fight(rocketBattle(4), [[1, 0, 'close']], [1, 1]);
    expect(rolls(p).map((r) => [r.variant, r.fire, r.sp, r.basic, r.modifiers, r.table])).toEqual([
      ['Me-110 D', 'close', 3, 2, [], 2],
      ['B-24 B', 'return', 3, 1, [], 1],
    ]);
  });

  it('XIII.C.2: +1 against a Bomber Formation of 7 or more Strength Points', () => {
    const p = fight(rocketBattle(1), [[1, 0, 'close']], [1, 1]);
    expect(rolls(p)[0]).toMatchObject({ basic: 2, modifiers: ['rocketsBigTarget'], table: 3 });
  });

  it('rulings §11: a Distant launch takes no return fire; the Rockets are spent once fired', () => {
    const p = fight(rocketBattle(4), [[1, 0, 'distant']], [6]);
    expect(rolls(p).map((r) => [r.fire, r.table, r.die, r.hits])).toEqual([['distant', 1, 6, 1]]);
    expect(p.of('rockets-spent')).toEqual([{ type: 'rockets-spent', airUnit: 11, planes: ['de20'], why: 'fired' }]);
    expect(p.state.german.planes.find((x) => x.id === 'de20')!.rockets).toBe(false);
  });

  it('rulings §11: the Close launch\'s return fire comes after the Rocket hits, at the target\'s reduced Strength Points, and none if it is eliminated', () => {
    // Close, Tight, 6 SP of Me-110s (Air unit 10: two 3-SP units): table 4; a 6 scores 2 on the 3-SP B-24, which fires back with 1.
    const p = fight(battle([['american', 4], ['german', 10, { rockets: true }]]), [[1, 0, 'close']], [6, 1]);
    expect(rolls(p).map((r) => [r.fire, r.sp, r.hits])).toEqual([['close', 6, 2], ['return', 1, 0]]);
  });

  it('rulings §10–11: Rocket attacks are resolved before gun attacks, and a Formation fires Rockets or guns, never both', () => {
    let s = battle([['american', 4], ['american', 1], ['german', 5], ['german', 11, { rockets: true }]]).state;
    s = play(s, 'german', { type: 'attack', attacker: 2, target: 0, launch: 'guns' }).state;
    s = play(s, 'german', { type: 'attack', attacker: 3, target: 1, launch: 'distant' }).state;
    expect(offered(s, 'german', { type: 'attack', attacker: 3, target: 0, launch: 'guns' })).toBe(false);
    const p = play(s, 'german', { type: 'engage' }, [1, 1, 1]);
    expect(rolls(p).map((r) => [r.by, r.fire])).toEqual([[3, 'distant'], [2, 'guns'], [0, 'return']]);
  });

  it('XIII.B.1: Rockets are launched only at Bombers: against a Fighter only guns are offered', () => {
    const s = battle([['american', 5], ['german', 11, { rockets: true }]]).state;
    expect(offered(s, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'close' })).toBe(false);
    expect(offered(s, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'guns' })).toBe(true);
  });
});
