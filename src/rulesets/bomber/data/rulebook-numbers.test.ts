/**
 * Every number the rulebook's text works out, proved from Sortie's data.
 * Each test names the rulebook section it comes from; docs/rules/bomber.md
 * maps each number to its test.
 */
import { describe, expect, it } from 'vitest';
import { airBasicHitTable } from './cards/air-hit-chart.js';
import { flakBasicHitTable } from './cards/flak-hit-chart.js';
import { hitsScored } from './cards/hit-tables.js';
import { combatObservationReport, observationReport } from './cards/observation.js';
import { rocketBasicHitTable } from './cards/rocket-hit-chart.js';
import {
  bombingBonusMultiplier,
  bombingVp,
  bomberBonus,
  eliminationVp,
  hitVp,
  NO_INTERCEPTION_VP,
} from './cards/victory-points.js';
import { loadBomberData } from './index.js';
import { entryTurn, offBoardLandingTurn } from './off-board.js';
import { CLIMB_COST, climbCost } from './planes.js';

const data = loadBomberData();
const variant = (key: string) => {
  const v = data.planes.find((p) => p.key === key);
  if (v === undefined) throw new Error(`no ${key}`);
  return v;
};
const city = (name: string) => {
  const c = data.map.cities.find((x) => x.name === name);
  if (c === undefined) throw new Error(`no ${name}`);
  return c;
};

describe('Combat Results Table (XIII.D.4)', () => {
  it('Hit Table 5 with a 4 scores one hit', () => expect(hitsScored(5, 4)).toBe(1));
  it('Hit Table 20 with a 2 scores three hits', () => expect(hitsScored(20, 2)).toBe(3));
});

describe('Hit Charts (XIII.B)', () => {
  it('Me-109G, 4 Strength Points: Basic Hit Table 2 against B-17s and 3 against B-24s', () => {
    expect(airBasicHitTable(variant('Me-109G F'), 4, 'B-17', 1)).toBe(2);
    expect(airBasicHitTable(variant('Me-109G F'), 4, 'B-24', 1)).toBe(3);
  });
  it('Me-110 Destroyers, 3 Strength Points, Close launch at a Tight Formation: Rocket table 2', () => {
    expect(variant('Me-110 D').rockets).toBe(true);
    expect(rocketBasicHitTable('D', 3, 'close', 'tight')).toBe(2);
  });
  it('2 Strength Points of Heavy Flak against a Bombing Formation at Altitude 2: Flak table 1', () => {
    expect(flakBasicHitTable('heavy', 2, 2)).toBe(1);
  });
  it('FW-190 and P-38 have a second, lower number at Altitude Level 2 (XIII.B.2)', () => {
    for (const key of ['FW-190 F', 'P-38 F']) {
      const low = airBasicHitTable(variant(key), 8, 'F/D/N', 1) ?? 0;
      const high = airBasicHitTable(variant(key), 8, 'F/D/N', 2) ?? 0;
      expect(high).toBeLessThan(low);
    }
    expect(airBasicHitTable(variant('Me-109G F'), 8, 'B-17', 2)).toBe(airBasicHitTable(variant('Me-109G F'), 8, 'B-17', 1));
  });
});

describe('Victory Points (XV)', () => {
  it('a 2 Strength Point "D" eliminated is worth 12', () => expect(eliminationVp('D', 2)).toBe(12));
  it('3 hits on Schweinfurt (Target Value 9) are 27', () => {
    expect(city('Schweinfurt').value).toBe(9);
    expect(bombingVp(3, city('Schweinfurt').value)).toBe(27);
  });
  it('1943 Bombing Bonus: doubled for 3 Primary Targets hit, tripled for 4 or more', () => {
    expect(bombingBonusMultiplier(1943, 2)).toBe(1);
    expect(bombingBonusMultiplier(1943, 3)).toBe(2);
    expect(bombingBonusMultiplier(1943, 4)).toBe(3);
    expect(bombingBonusMultiplier(1943, 6)).toBe(3);
  });
  it('No Interception: 6 per Bomber Plane unit (rulings §Bomber 4)', () => expect(NO_INTERCEPTION_VP).toBe(6));
  it('Bomber Bonus: 20 for every eight 2-SP, six 3-SP or four 4-SP Bomber units; fractions do not count', () => {
    expect(bomberBonus(Array<number>(8).fill(2))).toBe(20);
    expect(bomberBonus(Array<number>(6).fill(3))).toBe(20);
    expect(bomberBonus(Array<number>(4).fill(4))).toBe(20);
    expect(bomberBonus(Array<number>(7).fill(2))).toBe(0);
    expect(bomberBonus(Array<number>(12).fill(3))).toBe(40);
  });
  it("the sample tally's lines (XV.B) are sums the chart can give", () => {
    expect(eliminationVp('N', 3) * 2).toBe(48);
    expect(eliminationVp('D', 2) + eliminationVp('D', 3)).toBe(30);
    expect(eliminationVp('F', 3) * 3 + eliminationVp('F', 2)).toBe(33);
    expect(hitVp('N') * 2).toBe(8);
    expect(hitVp('D') * 4).toBe(12);
    expect(hitVp('F') * 24).toBe(24);
    const eightThreePointBombers = Array<number>(8).fill(3);
    expect(eightThreePointBombers.reduce((s, sp) => s + eliminationVp('B', sp), 0)).toBe(192);
    expect(bomberBonus(eightThreePointBombers)).toBe(20);
    expect(hitVp('B') * 6).toBe(24);
    expect(hitVp('F') * 16).toBe(16);
  });
});

describe('City Boxes (IV.C)', () => {
  it('Regensburg: Target Value 7, 2 Heavy and 1 Light Flak, a Target Card exists', () => {
    const r = city('Regensburg');
    expect([r.value, r.heavyFlak, r.lightFlak, r.targetCard]).toEqual([7, 2, 1, true]);
  });
  it('several targets can share one hex, as in the printed Ruhr hex (III.A.3)', () => {
    const ruhr = ['Huels', 'Gelsenkirchen', 'Bochum', 'Recklinghausen'].map((n) => city(n).hex);
    expect(new Set(ruhr).size).toBe(1);
  });
});

describe('Flak units (V.B)', () => {
  it('Aachen lists 1H (1 Heavy Flak Strength Point), the base that one placed Heavy Flak unit raises to 2', () => {
    const a = city('Aachen');
    expect([a.heavyFlak, a.lightFlak]).toEqual([1, 0]);
    expect(data.map.hexes.find((h) => h.id === a.hex)?.control).toBe('german');
    // Adding placed Flak units to a City Box (1 + 1 = 2) is German set-up, the
    // Bomber rules issue's: the data holds only the base that V.B adds to.
  });
});

describe('Plane data (XII)', () => {
  it('Ju-88 endurance: 7 Turns internal, 9 with Drop Tanks', () => {
    expect(variant('Ju-88 D').endurance).toEqual({ internal: 7, dropTanks: 9 });
    expect(variant('Ju-88 N').endurance).toEqual({ internal: 7, dropTanks: 9 });
  });
  it('XII.D.2: Ju-88s whose Endurance unit is in box 18 drop to box 16 on jettisoning', () => {
    const { internal, dropTanks = 0 } = variant('Ju-88 D').endurance;
    const takeOff = 18 - dropTanks;
    expect(takeOff + internal).toBe(16);
  });
  it('climbing costs (XII.C.2.b): Bombers 1 a level; Me-109AS 1 for up to 3; others 1 for 1–2, 2 for 3', () => {
    expect(variant('B-17 B').climb).toBe('perLevel');
    expect(variant('Me-109AS F').climb).toBe('highAltitude');
    expect(variant('FW-190 F').climb).toBe('standard');
    expect(CLIMB_COST.perLevel).toEqual([0, 1, 2, 3]);
    expect(CLIMB_COST.highAltitude).toEqual([0, 1, 1, 1]);
    expect(CLIMB_COST.standard).toEqual([0, 1, 1, 2]);
  });
  it('climbing more than three Altitude Levels in a Turn goes on as each class began (Sortie ruling): 1 a level, 1 per two, 1 per three', () => {
    for (const c of ['perLevel', 'standard', 'highAltitude'] as const)
      CLIMB_COST[c].forEach((cost, levels) => expect(climbCost(c, levels)).toBe(cost));
    expect([4, 5, 6].map((n) => climbCost('perLevel', n))).toEqual([4, 5, 6]);
    expect([4, 5, 6].map((n) => climbCost('standard', n))).toEqual([2, 3, 3]);
    expect([4, 6, 7].map((n) => climbCost('highAltitude', n))).toEqual([2, 2, 3]);
    expect(() => climbCost('standard', -1)).toThrow(RangeError);
  });
});

describe('Entry hexes (XII.E)', () => {
  it('an Air unit taking off from Tunisia on Turn 3 is placed in a 4T Entry hex on Turn 7', () => {
    const fourT = data.map.entryHexes.find((e) => e.base === 'T' && e.turns === 4);
    expect(fourT).toBeDefined();
    if (fourT) expect(entryTurn(fourT, 3)).toBe(7);
  });
  it('a unit reaching an N-Turn Entry hex on Turn T lands on Turn T + N (rulings §Bomber 3)', () => {
    for (const e of data.map.entryHexes) expect(offBoardLandingTurn(e, 17)).toBe(17 + e.turns);
    // XII.E.2's example with Sortie's own Libyan Entry hexes, which are L5:
    // one reached on Turn 17 lands at the Libyan Base on Turn 22.
    const libyan = data.map.entryHexes.filter((e) => e.base === 'L');
    expect(libyan.map((e) => e.turns)).toEqual([5, 5, 5]);
    for (const e of libyan) expect(offBoardLandingTurn(e, 17)).toBe(22);
  });
  it('Sortie\'s board has no "A6" (III.A.2) or "L6" (XII.E.2): those labels are the printed board\'s (rulings §Bomber 2)', () => {
    const labels = new Set(data.map.entryHexes.map((e) => `${e.base}${e.turns}`));
    expect(labels.has('A6')).toBe(false);
    expect(labels.has('L6')).toBe(false);
    expect(labels.has('T4')).toBe(true); // XII.E.1's "4T" is on it
  });
  it('every African Base has Entry hexes', () => {
    for (const letter of ['A', 'L', 'T']) expect(data.map.entryHexes.some((e) => e.base === letter)).toBe(true);
  });
});

describe('Observation (IX.G)', () => {
  it('9 B-17s and 2 P-47s sharing a hex with the enemy reveal Altitude, 11 units, and Models', () => {
    expect(observationReport(0)).toEqual(['presence', 'altitudeLevels', 'planeUnitCount', 'typesAndModels']);
  });
  it('one hex away: Altitude and numbers; two or three: Altitude only; farther: only that they are there', () => {
    expect(observationReport(1)).toEqual(['presence', 'altitudeLevels', 'planeUnitCount']);
    expect(observationReport(2)).toEqual(['presence', 'altitudeLevels']);
    expect(observationReport(3)).toEqual(['presence', 'altitudeLevels']);
    expect(observationReport(4)).toEqual(['presence']);
  });
  it('setting up Combat also tells Bombers apart (IX.G.2)', () => {
    expect(combatObservationReport(0)).toContain('bombersDistinguished');
    expect(observationReport(0)).not.toContain('bombersDistinguished');
  });
});
