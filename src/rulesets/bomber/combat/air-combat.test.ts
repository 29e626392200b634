import { describe, expect, it } from 'vitest';
import { DATA } from '../context.js';
import { AIR_TARGETS, airBasicHitTable } from '../data/cards/air-hit-chart.js';
import { hitsScored } from '../data/cards/hit-tables.js';
import type { BomberState } from '../state.js';
import { offered, play, setUp, stateOf, type Played } from '../testing.js';
import { battle, fight, flying, HEX, hitsOn, MOUNTAIN, rolls, schweinfurt, startCombat, type Unit } from './battle-fixtures.js';

const introState: BomberState = stateOf(setUp('introductory-paris'));

describe('Air Combat (XIII.F)', () => {
  it('XIII.B.2 worked example: a 4-SP Me-109G Formation has Basic Hit Table 2 against B-17s and 3 against B-24s', () => {
    // Air unit 8: two 2-SP Me-109Gs; American 3: four B-17s; 4: one B-24.
    const p = battle([['american', 3], ['american', 4], ['german', 8]]);
    const vsB24 = rolls(fight(p, [[2, 1]], [1, 1]));
    expect(vsB24[0]).toMatchObject({ by: 2, at: 1, variant: 'Me-109G F', sp: 4, basic: 3, modifiers: [], table: 3 });
    const q = battle([['american', 3], ['german', 8]]);
    expect(rolls(fight(q, [[1, 0]], [1, 1]))[0]).toMatchObject({ variant: 'Me-109G F', sp: 4, basic: 2, table: 2 });
  });

  it('XIII.D.4 worked example: Hit Table 5 with a 4 scores one hit (a 4-SP FW-190 Formation against the B-24); Table 20 with a 2 scores 3 (`rulebook-numbers.test.ts`: no Air Combat reaches Table 20)', () => {
    const p = fight(battle([['american', 4], ['german', 4]]), [[1, 0]], [4, 1]);
    expect(rolls(p)[0]).toMatchObject({ variant: 'FW-190 F', sp: 4, table: 5, die: 4, hits: 1 });
    expect(hitsOn(p, 'american', 4)).toEqual([{ type: 'air-box-hit', side: 'american', airUnit: 4, hits: 1, eliminated: [] }]);
    const highest = Math.max(...DATA.planes.flatMap((v) => AIR_TARGETS.flatMap((t) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((sp) => airBasicHitTable(v, sp, t, 1) ?? 0))));
    expect(highest).toBe(16);
    expect(hitsScored(20, 2)).toBe(3);
  });

  it('XIII.D.3: in a gun pairing both roll at once, each at its Strength Points before the pairing\'s hits', () => {
    // FW-190s (6 SP) score 3 on the B-24 (3 SP), which still fires back at 3 SP.
    const p = fight(battle([['american', 4], ['german', 1]]), [[1, 0]], [6, 6]);
    expect(rolls(p).map((r) => [r.by, r.sp, r.table, r.die, r.hits])).toEqual([
      [1, 6, 7, 6, 3],
      [0, 3, 1, 6, 1],
    ]);
    expect(hitsOn(p, 'american', 4)[0]!.eliminated).toEqual(['us17']);
  });

  it('XIII.F.2: the defender rolls against each attacker in turn at its reduced Strength Points, in the attacker\'s order', () => {
    // The B-24 takes 2 hits from the 4-SP FW-190s first, then faces the Me-109Gs with 1 SP left.
    const p = fight(battle([['american', 4], ['german', 4], ['german', 8]]), [[1, 0], [2, 0]], [6, 1, 1, 1]);
    const [first, second] = p.of('air-combat-rolled');
    expect(first!.rolls.map((r) => [r.variant, r.sp])).toEqual([['FW-190 F', 4], ['B-24 B', 3]]);
    expect(second!.rolls.map((r) => [r.variant, r.sp])).toEqual([['Me-109G F', 4], ['B-24 B', 1]]);
  });

  it('XIII.F.2: a defender eliminated by earlier attackers is not fought by later ones, who keep their Drop Tanks', () => {
    const p = fight(battle([['american', 4], ['german', 1], ['german', 8, { dropTanks: true }]]), [[1, 0], [2, 0]], [6, 1]);
    expect(p.of('air-combat-rolled')).toHaveLength(1);
    expect(p.of('drop-tanks-jettisoned')).toEqual([]);
    expect(p.state.german.planes.filter((x) => x.airUnit === 8).every((x) => x.dropTanks)).toBe(true);
  });

  it('XIII.F.2: excess defenders are ignored: one German Formation against three American ones attacks one and may then only engage', () => {
    const p = battle([['american', 3], ['american', 4], ['american', 5], ['german', 4]]);
    expect(offered(p.state, 'german', { type: 'engage' })).toBe(false);
    const s = play(p.state, 'german', { type: 'attack', attacker: 3, target: 1, launch: 'guns' }).state;
    expect(offered(s, 'german', { type: 'engage' })).toBe(true);
    expect(offered(s, 'german', { type: 'attack', attacker: 3, target: 0, launch: 'guns' })).toBe(false);
  });

  it('XIII.F.2, rulings §10, §23: every defender gets one attacker before any gets two; then excess attackers gang up or hold back; Germans must attack', () => {
    const p = battle([['american', 3], ['american', 5], ['german', 1], ['german', 2], ['german', 4]]);
    let s = play(p.state, 'german', { type: 'attack', attacker: 2, target: 0, launch: 'guns' }).state;
    expect(offered(s, 'german', { type: 'attack', attacker: 3, target: 0, launch: 'guns' })).toBe(false);
    expect(offered(s, 'german', { type: 'engage' })).toBe(false);
    s = play(s, 'german', { type: 'attack', attacker: 3, target: 1, launch: 'guns' }).state;
    expect(offered(s, 'german', { type: 'attack', attacker: 4, target: 0, launch: 'guns' })).toBe(true);
    expect(offered(s, 'german', { type: 'engage' })).toBe(true);
    const held = play(s, 'german', { type: 'engage' }, [1, 1, 1, 1]);
    expect(held.of('air-combat-rolled').map((e) => e.rolls[0]!.by)).toEqual([2, 3]);
  });

  it('XIII.F.1: in the American Combat Phase Air Combat happens only in a hex that had one in the last Combat Phase, and is the American Fighters\' choice', () => {
    const units: Unit[] = [['american', 5], ['german', 5]];
    const none = battle(units, schweinfurt, 'american');
    expect(none.of('battle-set-up')).toEqual([]);
    expect(none.state.phase.kind).toBe('movement');
    const again = battle(units, { ...schweinfurt, lastCombat: [{ hex: HEX, altitude: 2 }] }, 'american');
    expect(again.of('battle-set-up')).toHaveLength(1);
    expect(offered(again.state, 'american', { type: 'engage' })).toBe(true);
    expect(play(again.state, 'american', { type: 'engage' }).of('air-combat-rolled')).toEqual([]);
  });

  it('XIII.F.1, F.3: Bombers never start an Air Combat: in the American Combat Phase only the Fighters attack', () => {
    const last = { ...schweinfurt, lastCombat: [{ hex: HEX, altitude: 1 }] } as const;
    expect(battle([['american', 1], ['german', 5]], last, 'american').of('battle-set-up')).toEqual([]);
    const p = battle([['american', 1], ['american', 5], ['german', 5]], last, 'american');
    expect(offered(p.state, 'american', { type: 'attack', attacker: 1, target: 2, launch: 'guns' })).toBe(true);
    expect(offered(p.state, 'american', { type: 'attack', attacker: 0, target: 2, launch: 'guns' })).toBe(false);
  });

  it('XIII.F.3: without Bombers, Fighters pair off and both roll', () => {
    const p = fight(battle([['american', 5], ['german', 5]]), [[1, 0]], [3, 3]);
    expect(rolls(p).map((r) => [r.variant, r.fire])).toEqual([['Me-109G F', 'guns'], ['P-47 F', 'return']]);
  });
});

describe('Air Combat Modifiers (XIII.C.1, rulings §14, §24)', () => {
  const modifiersOf = (p: Played) => rolls(p).map((r) => [r.variant, r.modifiers, r.table]);

  it('a: Destroyers, Fighters and Night Fighters that can lose no Altitude (Altitude 0, or 1 in a Mountain hex) −1; the Bombers are not', () => {
    const low = fight(battle([['american', 4, { altitude: 0 }], ['german', 4, { altitude: 0 }]]), [[1, 0]], [1, 1]);
    expect(modifiersOf(low)).toEqual([['FW-190 F', ['noAltitudeLoss'], 4], ['B-24 B', [], 1]]);
    const mountain = fight(battle([['american', 4, { hex: MOUNTAIN }], ['german', 4, { hex: MOUNTAIN }]]), [[1, 0]], [1, 1]);
    expect(modifiersOf(mountain)[0]).toEqual(['FW-190 F', ['noAltitudeLoss'], 4]);
  });

  it('b: Bombers in an Open Formation −1', () => {
    const open = { ...schweinfurt, missionSheet: { ...schweinfurt.missionSheet, '3': { ...schweinfurt.missionSheet['3']!, formation: 'open' as const } } };
    const p = fight(battle([['american', 3], ['german', 13]], open), [[1, 0]], [1, 1]);
    expect(rolls(p)[1]).toMatchObject({ variant: 'B-17 B', sp: 8, modifiers: ['bombersOpen'], basic: 3, table: 2 });
  });

  it('c: Bombers against units from 12 o\'clock −1, unless those attackers can lose no Altitude', () => {
    const p = fight(battle([['american', 3, { facing: 3 }], ['german', 13, { enteredFrom: 0 }]]), [[1, 0]], [1, 1]);
    expect(rolls(p)[1]).toMatchObject({ variant: 'B-17 B', modifiers: ['bombersHeadOn'], table: 2 });
    const low = fight(battle([['american', 3, { facing: 3, altitude: 0 }], ['german', 13, { enteredFrom: 0, altitude: 0 }]]), [[1, 0]], [1, 1]);
    expect(rolls(low)[1]!.modifiers).toEqual([]);
  });

  it('d: American Fighters against Destroyers, Night Fighters or Rocket carriers +1, once (rulings §24)', () => {
    const p = fight(battle([['american', 5], ['german', 14]]), [[1, 0]], [1, 1]);
    expect(rolls(p)[1]).toMatchObject({ variant: 'P-47 F', modifiers: ['fighterVsHeavy'] });
    const rocketDestroyer = fight(battle([['american', 5], ['german', 11, { rockets: true }]]), [[1, 0]], [1]);
    expect(rolls(rocketDestroyer)[1]).toMatchObject({ variant: 'P-47 F', modifiers: ['fighterVsHeavy'] });
  });

  it('e: Rocket carriers against American Fighters have Table 0 (no die, ruling C5) and drop their Rockets (XII.D.1)', () => {
    const p = fight(battle([['american', 5], ['german', 8, { rockets: true }]]), [[1, 0]], [1]);
    expect(rolls(p)[0]).toMatchObject({ variant: 'Me-109G F', modifiers: ['rocketsVsFighters'], table: 0, die: null, hits: 0 });
    expect(rolls(p)[1]).toMatchObject({ modifiers: ['fighterVsHeavy'], die: 1 });
    expect(p.of('rockets-spent')).toEqual([{ type: 'rockets-spent', airUnit: 8, planes: ['de15', 'de16'], why: 'fighters' }]);
    expect(p.state.german.planes.filter((x) => x.airUnit === 8).some((x) => x.rockets)).toBe(false);
  });

  it('XIII.C: no Modifier takes a table below 1 (a 2-SP Me-109AS against a P-47 at Altitude 0: 1 − 1 → 1)', () => {
    const p = fight(battle([['american', 5, { altitude: 0 }], ['german', 9, { altitude: 0 }]]), [[1, 0]], [1, 1]);
    expect(rolls(p)[0]).toMatchObject({ variant: 'Me-109AS F', basic: 1, modifiers: ['noAltitudeLoss'], table: 1 });
  });

  it('XIII.B.2: FW-190s use their second number at Altitude 2 (4 SP against the B-24: 5, at Altitude 2: 3)', () => {
    const p = fight(battle([['american', 4, { altitude: 2 }], ['german', 4, { altitude: 2 }]]), [[1, 0]], [1, 1]);
    expect(rolls(p)[0]).toMatchObject({ variant: 'FW-190 F', basic: 3 });
  });

  it('XIII.B.2: P-38s use their second number at Altitude 2 (4 SP against Fighters: 3, at Altitude 2: 2)', () => {
    const intro = (altitude: 1 | 2) => {
      const s = [['american', 3], ['german', 22]].reduce((st, [sd, id]) => flying(st, sd as 'american', id as number, { hex: '1215', altitude }), introState);
      return fight(startCombat(s, 'german'), [[1, 0]], [1, 1]);
    };
    expect(rolls(intro(1))[1]).toMatchObject({ variant: 'P-38 F', sp: 4, basic: 3 });
    expect(rolls(intro(2))[1]).toMatchObject({ variant: 'P-38 F', sp: 4, basic: 2 });
  });
});
