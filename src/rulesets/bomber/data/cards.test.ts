/** The Game Cards' tables: bounded, monotone where the rules imply it, and shaped as the rulebook describes. */
import { describe, expect, it } from 'vitest';
import { AIR_TARGETS, airBasicHitTable, airHitChart } from './cards/air-hit-chart.js';
import { bombingBasicHitTable, loadShareSixths, WEATHER_CONDITION } from './cards/bombing-hit-chart.js';
import { BIG_TARGET_SP, COMBAT_MODIFIERS } from './cards/combat-modifiers.js';
import { flakBasicHitTable, MAX_FLAK_SP } from './cards/flak-hit-chart.js';
import { COMBAT_RESULTS_TABLE, hitsScored, MAX_TABLE, modifiedTable, NO_COMBAT_TABLE, roundHalfUp } from './cards/hit-tables.js';
import { rocketBasicHitTable } from './cards/rocket-hit-chart.js';
import { bombingBonusMultiplier } from './cards/victory-points.js';
import { loadPlanes } from './planes.js';

const planes = loadPlanes();
const plane = (key: string) => {
  const p = planes.find((x) => x.key === key);
  if (p === undefined) throw new Error(`no ${key}`);
  return p;
};

describe('Combat Results Table', () => {
  it('has 26 Hit Tables by 6 die results, never fewer hits for a higher table or die', () => {
    expect(COMBAT_RESULTS_TABLE).toHaveLength(MAX_TABLE);
    COMBAT_RESULTS_TABLE.forEach((row, t) => {
      expect(row).toHaveLength(6);
      row.forEach((hits, d) => {
        if (d > 0) expect(hits).toBeGreaterThanOrEqual(row[d - 1] ?? 0);
        if (t > 0) expect(hits).toBeGreaterThanOrEqual(COMBAT_RESULTS_TABLE[t - 1]?.[d] ?? 0);
      });
    });
  });
  it('lets Table 1 hit only on a 6, and Table 0 (no combat) never', () => {
    expect(COMBAT_RESULTS_TABLE[0]).toEqual([0, 0, 0, 0, 0, 1]);
    for (let d = 1; d <= 6; d++) expect(hitsScored(NO_COMBAT_TABLE, d)).toBe(0);
    expect(() => hitsScored(27, 1)).toThrow(RangeError);
    expect(() => hitsScored(5, 7)).toThrow(RangeError);
  });
  it('keeps modified tables within 1–26 (XIII.C)', () => {
    expect(modifiedTable(1, [-1, -1])).toBe(1);
    expect(modifiedTable(26, [1])).toBe(26);
    expect(modifiedTable(5, [1, -1, 1])).toBe(6);
  });
  it('rounds half up', () => {
    expect([roundHalfUp(1, 2), roundHalfUp(3, 2), roundHalfUp(5, 4), roundHalfUp(7, 4)]).toEqual([1, 2, 1, 2]);
  });
});

describe('Air Hit Charts', () => {
  it('grow with Strength Points and stay within 1–26 for every Model, SP and target', () => {
    for (const p of planes)
      for (const t of AIR_TARGETS)
        for (let sp = 1; sp <= 12; sp++) {
          const table = airBasicHitTable(p, sp, t, 1);
          if (table === undefined) continue;
          expect(table).toBeGreaterThanOrEqual(1);
          expect(table).toBeLessThanOrEqual(26);
          if (sp > 1) expect(table).toBeGreaterThanOrEqual(airBasicHitTable(p, sp - 1, t, 1) ?? 0);
        }
  });
  it('have no entry for Bombers or American Fighters firing at Bombers', () => {
    for (const key of ['B-17 B', 'B-24 B', 'P-47 F', 'P-51 F']) expect(airBasicHitTable(plane(key), 6, 'B-17', 1)).toBeUndefined();
  });
  it('print two numbers only for FW-190 and P-38 (XIII.B.2)', () => {
    const twoNumbers = planes.filter((p) =>
      airHitChart(p).some((row) => Object.values(row.cells).some((c) => Array.isArray(c))),
    );
    expect(twoNumbers.map((p) => p.key).sort()).toEqual(['FW-190 F', 'P-38 F']);
  });
  it('make B-24s easier to hit than B-17s for every German', () => {
    for (const p of planes.filter((x) => x.side === 'german'))
      expect(airBasicHitTable(p, 8, 'B-24', 1)).toBeGreaterThan(airBasicHitTable(p, 8, 'B-17', 1) ?? 99);
  });
});

describe('Rocket, Flak and Bombing Hit Charts', () => {
  it('Rockets: Destroyers (four tubes) beat Fighters (two); Close beats Distant; Tight suffers more than Open', () => {
    expect(rocketBasicHitTable('D', 6, 'close', 'tight')).toBeGreaterThan(rocketBasicHitTable('F', 6, 'close', 'tight'));
    expect(rocketBasicHitTable('D', 6, 'close', 'tight')).toBeGreaterThan(rocketBasicHitTable('D', 6, 'distant', 'tight'));
    expect(rocketBasicHitTable('D', 6, 'close', 'tight')).toBeGreaterThan(rocketBasicHitTable('D', 6, 'close', 'open'));
  });
  it('Flak: Heavy fires at Altitudes 1–2, Light at 0–1, both at 1 (XIII.G); up to 4 SP of each', () => {
    expect(flakBasicHitTable('heavy', 2, 0)).toBeUndefined();
    expect(flakBasicHitTable('light', 2, 2)).toBeUndefined();
    expect(flakBasicHitTable('heavy', 2, 1)).toBeDefined();
    expect(flakBasicHitTable('light', 2, 1)).toBeDefined();
    expect(flakBasicHitTable('heavy', MAX_FLAK_SP, 2)).toBe(2);
    expect(flakBasicHitTable('light', MAX_FLAK_SP, 0)).toBe(4);
  });
  it('Bombing (Weather Condition 1): lower and earlier is better; a B-24 carries more than a B-17', () => {
    expect(WEATHER_CONDITION).toBe(1);
    const b17 = plane('B-17 B');
    expect(bombingBasicHitTable(b17, 12, 0, 3)).toBeGreaterThan(bombingBasicHitTable(b17, 12, 2, 3));
    expect(bombingBasicHitTable(b17, 12, 2, 3)).toBeGreaterThan(bombingBasicHitTable(b17, 12, 2, 13));
    expect(bombingBasicHitTable(plane('B-24 B'), 12, 2, 3)).toBeGreaterThan(bombingBasicHitTable(b17, 12, 2, 3));
    expect([1, 4, 5, 8, 9, 12, 13, 30].map(loadShareSixths)).toEqual([6, 6, 5, 5, 4, 4, 3, 3]);
    expect(() => bombingBasicHitTable(plane('P-47 F'), 4, 1, 1)).toThrow();
  });
});

describe('Combat Modifiers and Bombing Bonus', () => {
  it('list the rulebook modifiers with their signs', () => {
    const change = Object.fromEntries(COMBAT_MODIFIERS.map((m) => [m.id, m.change]));
    expect(change).toEqual({
      noAltitudeLoss: -1,
      bombersOpen: -1,
      bombersHeadOn: -1,
      fighterVsHeavy: 1,
      rocketsVsFighters: 'table 0',
      rocketsBigTarget: 1,
      flakBigTarget: 1,
    });
    expect(BIG_TARGET_SP).toBe(7);
  });
  it('1944 asks for more targets than 1943 for the same bonus (Sortie ruling)', () => {
    expect(bombingBonusMultiplier(1944, 3)).toBe(1);
    expect(bombingBonusMultiplier(1944, 5)).toBe(2);
    expect(bombingBonusMultiplier(1944, 7)).toBe(3);
    expect(() => bombingBonusMultiplier(1942, 3)).toThrow(RangeError);
  });
});
