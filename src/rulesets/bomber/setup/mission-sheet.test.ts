/** VII: the Mission Sheet, line by line and whole, the scenario's Special Rules on it, and the suggested sheet. */
import { describe, expect, it } from 'vitest';
import { loadBomberData } from '../data/index.js';
import type { Scenario } from '../data/scenario-schema.js';
import { suggestAirBoxes } from './air-boxes.js';
import { suggestMapPlacement } from './map-placement.js';
import { alliedLand, bomberAirUnits, checkMissionLine, checkMissionSheet, primaryOptions, primaryTargets, setMissionLine, suggestMissionSheet, type MissionContext, type MissionLine } from './mission-sheet.js';

const data = loadBomberData();
const scenario = (id: string): Scenario => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};
const ctxFor = (s: Scenario, hand: readonly string[] = s.cardsInHand): MissionContext => ({
  map: data.map,
  planes: data.planes,
  cards: data.targetCards,
  scenario: s,
  boxes: suggestAirBoxes(s, 'american'),
  hand,
});
const reason = (r: { reason: string } | null) => r?.reason ?? null;
const fly = (airUnit: number, primary: string, more: Partial<MissionLine> = {}): MissionLine => ({
  airUnit,
  primary,
  ...(primary === 'feint' ? {} : { bombAltitude: 2 as const }),
  formation: 'tight',
  takeOffTurn: 1,
  ...more,
});

describe('VII Mission Sheet', () => {
  const intro = ctxFor(scenario('introductory-paris'), ['TC31', 'TC05', 'TC06']);

  it('ruling 52: a Target City in Allied land on the date is no target — Foggia may be plotted on 17 August 1943, not in Big Week', () => {
    const bigWeek = ctxFor(scenario('1944-02-24-big-week'));
    const regensburg = ctxFor(scenario('1943-08-17-regensburg-schweinfurt'));
    expect(reason(checkMissionLine(bigWeek, [], fly(1, 'Foggia')))).toBe('allied-target');
    expect(primaryOptions(bigWeek, 1)).not.toContain('Foggia');
    expect(primaryOptions(bigWeek, 1)).not.toContain('Naples');
    expect(checkMissionLine(regensburg, [], fly(1, 'Foggia'))).toBeNull();
  });

  it('VII.F: the sample sheet passes — Air units 1 and 2: Paris, Bomb Altitude 2, Tight, Take Off Turn 1', () => {
    const sheet: MissionLine[] = [1, 2].map((airUnit) => ({ airUnit, primary: 'Paris', bombAltitude: 2, formation: 'tight', takeOffTurn: 1 }));
    expect(bomberAirUnits(intro)).toEqual([1, 2]);
    expect(checkMissionSheet(intro, sheet)).toBeNull();
    expect(primaryTargets(intro)).toEqual(['Ludwigshafen', 'Paris', 'Emden', 'Wilhelmshaven']);
  });

  it('VII.A.1: Primary is a Target City (a Primary Target only if historical or on a held card), "feint" or "no"; nothing for Fighters', () => {
    expect(checkMissionLine(intro, [], fly(1, 'Munich'))).toBeNull(); // may be bombed, not a Primary Target
    expect(primaryTargets(intro)).not.toContain('Munich');
    expect(reason(checkMissionLine(intro, [], fly(1, 'Atlantis')))).toBe('unknown-target');
    expect(checkMissionLine(intro, [], fly(1, 'feint'))).toBeNull();
    expect(checkMissionLine(intro, [], { airUnit: 1, primary: 'no' })).toBeNull();
    expect(reason(checkMissionLine(intro, [], { airUnit: 1, primary: 'no', takeOffTurn: 1 }))).toBe('no-flight-planned');
    expect(reason(checkMissionLine(intro, [], { ...fly(1, 'feint'), bombAltitude: 1 }))).toBe('no-bombing-planned');
    expect(reason(checkMissionLine(intro, [], fly(3, 'Paris')))).toBe('not-a-bomber-unit'); // the P-38
  });

  it('VII.B–D: a bombing line plots Bomb Altitude, every flying line Formation and a Take Off Turn 1–33; no Altitude 0 over a Mountain hex (XII.C.2)', () => {
    const { bombAltitude: _, ...noAltitude } = fly(1, 'Paris');
    expect(reason(checkMissionLine(intro, [], noAltitude))).toBe('bomb-altitude-missing');
    const { formation: __, ...noFormation } = fly(1, 'Paris');
    expect(reason(checkMissionLine(intro, [], noFormation))).toBe('formation-missing');
    expect(reason(checkMissionLine(intro, [], fly(1, 'Paris', { takeOffTurn: 34 })))).toBe('take-off-turn');
    expect(reason(checkMissionLine(intro, [], fly(1, 'Innsbruck', { bombAltitude: 0 })))).toBe('mountain-bomb-altitude');
    expect(checkMissionLine(intro, [], fly(1, 'Innsbruck', { bombAltitude: 1 }))).toBeNull();
  });

  it('keeps one line an Air unit and wants one for every Bomber Air unit', () => {
    const line = fly(1, 'Paris');
    expect(reason(checkMissionSheet(intro, [line, line]))).toBe('line-twice');
    expect(checkMissionSheet(intro, [line])).toMatchObject({ reason: 'lines-missing', message: 'Air units with no line yet: 2 (VII).' });
    expect(setMissionLine([line], { ...line, formation: 'open' })).toEqual([{ ...line, formation: 'open' }]);
  });

  it("enforces a `bombAltitude` Special Rule: Ploesti's Bombers plot 0", () => {
    const ploesti = ctxFor(scenario('1943-08-01-ploesti'));
    expect(checkMissionLine(ploesti, [], fly(1, 'Ploesti', { bombAltitude: 0 }))).toBeNull();
    expect(reason(checkMissionLine(ploesti, [], fly(1, 'Ploesti', { bombAltitude: 1 })))).toBe('scenario-bomb-altitude');
  });

  it("enforces an `escortReachOnly` Special Rule: Black Thursday's B-24 unit may plot Emden or feint, not Schweinfurt; the B-17s may", () => {
    const black = ctxFor(scenario('1943-10-14-schweinfurt'));
    const roster = black.boxes.map((b) => b.airUnit);
    const b24 = black.boxes.find((b) => b.planeUnits.length === 1 && bomberAirUnits(black).includes(b.airUnit))?.airUnit ?? 0;
    expect(roster).toContain(b24);
    expect(reason(checkMissionLine(black, [], fly(b24, 'Schweinfurt')))).toBe('beyond-escort-reach');
    expect(checkMissionLine(black, [], fly(b24, 'Emden'))).toBeNull();
    expect(checkMissionLine(black, [], fly(b24, 'feint'))).toBeNull();
    expect(checkMissionLine(black, [], fly(1, 'Schweinfurt'))).toBeNull();
    const b24Options = primaryOptions(black, b24); // Schweinfurt, the only Primary Target, is out of reach
    expect([b24Options.slice(0, 2), b24Options.includes('Emden'), b24Options.includes('Schweinfurt')]).toEqual([['no', 'feint'], true, false]);
    expect(primaryOptions(black, 1).slice(0, 3)).toEqual(['no', 'feint', 'Schweinfurt']);
    // Every City but those in Allied land on the date (ruling 52: Foggia on 14 October 1943).
    expect(primaryOptions(black, 1)).toHaveLength(2 + data.map.cities.filter((c) => !alliedLand(data.map, c.hex, black.scenario.date)).length);
    expect(primaryOptions(black, 1)).not.toContain('Foggia');
  });
});

describe('VII.E Land and XII.H Shuttle Missions', () => {
  const regensburg = ctxFor(scenario('1943-08-17-regensburg-schweinfurt')); // SM01 in hand; boxes 1–2 hold the seven shuttle B-17s

  it("lets only a `shuttle` rule's units land elsewhere, and only where it says (ruling 32)", () => {
    expect(checkMissionLine(regensburg, [], fly(1, 'Regensburg', { land: 'A' }))).toBeNull();
    expect(reason(checkMissionLine(regensburg, [], fly(3, 'Regensburg', { land: 'A' })))).toBe('not-a-shuttle-unit');
    expect(reason(checkMissionLine(regensburg, [], fly(1, 'Regensburg', { land: 'L' })))).toBe('shuttle-area');
    expect(reason(checkMissionLine(regensburg, [], fly(1, 'Regensburg', { land: 'GB' })))).toBe('land-own-area');
  });

  it('wants a Shuttle Mission card, and none before 17 August 1943', () => {
    const black = ctxFor(scenario('1943-10-14-schweinfurt'));
    expect(reason(checkMissionLine(black, [], fly(1, 'Schweinfurt', { land: 'A' })))).toBe('no-shuttle-card');
    const ploesti = ctxFor(scenario('1943-08-01-ploesti'), ['SM01']);
    expect(reason(checkMissionLine(ploesti, [], fly(1, 'Ploesti', { bombAltitude: 0, land: 'T' })))).toBe('no-shuttle-missions-yet');
  });

  it('allows B-24s and seven B-17 Plane units from 17 August, any unit from 1 October (XII.H)', () => {
    const s = scenario('1943-08-17-regensburg-schweinfurt');
    s.specialRules = []; // no rule naming the units: XII.H's own limit (the boxes as packed with the rule)
    const august = { ...regensburg, scenario: s };
    const seven = [fly(1, 'Regensburg', { land: 'A' }), fly(2, 'Regensburg', { land: 'A' })]; // 6 + 1 B-17 units
    expect(checkMissionSheet(august, [...seven, ...bomberAirUnits(august).slice(2).map((n) => fly(n, 'Schweinfurt'))])).toBeNull();
    expect(checkMissionLine(august, seven, fly(3, 'Regensburg', { land: 'A' }))).toMatchObject({
      reason: 'shuttle-limit',
      message: expect.stringContaining('at most 7 B-17 Plane units') as unknown,
    });
    const wn = ctxFor(scenario('1943-11-02-wiener-neustadt'), ['SM01']);
    expect(bomberAirUnits(wn).map((n) => checkMissionLine(wn, [], fly(n, 'Wiener Neustadt', { land: 'Italy' })))).toEqual([null, null]);
  });
});

describe('VII suggested sheet', () => {
  it('is legal in every scenario, keeps Ploesti at Bomb Altitude 0, feints the B-24 unit of Black Thursday and lands the Regensburg force in Algeria', () => {
    for (const { scenario: s } of data.scenarios) {
      const ctx = ctxFor(s);
      const placement = suggestMapPlacement({ map: data.map, scenario: s, side: 'american', boxes: ctx.boxes });
      expect([s.id, checkMissionSheet(ctx, suggestMissionSheet(ctx, placement))]).toEqual([s.id, null]);
    }
    expect(suggestMissionSheet(ctxFor(scenario('1943-08-01-ploesti'))).map((l) => [l.primary, l.bombAltitude])).toEqual(
      Array(2).fill(['Ploesti', 0]),
    );
    const black = ctxFor(scenario('1943-10-14-schweinfurt'));
    expect(suggestMissionSheet(black).map((l) => l.primary)).toContain('feint');
    const regensburg = ctxFor(scenario('1943-08-17-regensburg-schweinfurt'));
    expect(suggestMissionSheet(regensburg).map((l) => l.land ?? '-').join('')).toBe('AA' + '-'.repeat(bomberAirUnits(regensburg).length - 2));
  });

  it("takes off within each Base's capacity: the Introductory Game's two B-17 Air units both on Turn 1 from Bassingbourn (6), more wait a Turn", () => {
    const intro = ctxFor(scenario('introductory-paris'));
    const at = data.map.bases.find((b) => b.name === 'Bassingbourn')?.hex ?? '';
    const placement = [1, 2, 3, 4].map((airUnit) => ({ airUnit, at }));
    expect(suggestMissionSheet(intro, placement).map((l) => [l.airUnit, l.takeOffTurn])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const regensburg = ctxFor(scenario('1943-08-17-regensburg-schweinfurt'));
    const molesworth = data.map.bases.find((b) => b.name === 'Molesworth')?.hex ?? ''; // capacity 6
    const all = regensburg.boxes.map((b) => ({ airUnit: b.airUnit, at: molesworth }));
    // Bomber Air unit 1 (6 Plane units) fills Turn 1; 2 (1) and 3 (4) share Turn 2; 4 (5) starts with Turn 2's last place.
    expect(suggestMissionSheet(regensburg, all).map((l) => l.takeOffTurn)).toEqual([1, 2, 2, 2]);
  });
});
