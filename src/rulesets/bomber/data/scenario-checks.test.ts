/** The scenario cross-checks pass on the committed scenarios and reject broken ones, naming file and field. */
import { describe, expect, it } from 'vitest';
import { packAirBoxes } from './air-boxes.js';
import { checkBomberData, loadBomberData } from './index.js';
import { checkScenario } from './scenario-checks.js';
import type { ScenarioFile } from './scenarios.js';
import type { Scenario } from './scenario-schema.js';
import { shortCities } from './short-targets.js';

const data = loadBomberData();
const short = shortCities(data.map, data.planes);
const scenario = (id: string): Scenario => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};
const check = (s: Scenario) =>
  checkScenario({ file: 'scenarios/test.json', scenario: s } satisfies ScenarioFile, {
    map: data.map,
    planes: data.planes,
    cards: data.targetCards,
    short,
  });

describe('checkBomberData', () => {
  it('finds no problem in the committed data', () => expect(checkBomberData(data)).toEqual([]));
});

describe('checkScenario rejects', () => {
  it('an African-based unit whose endurance the off-board legs use up (rulings §Bomber 8, ruling 34): P-38s in Tunisia', () => {
    const s = scenario('1943-11-02-wiener-neustadt');
    const italy = s.american.find((a) => a.area === 'Italy');
    const tunisia = s.american.find((a) => a.area === 'T');
    if (italy === undefined || tunisia === undefined) throw new Error('Wiener Neustadt has no Italy and Tunisia forces');
    tunisia.units.push(...italy.units);
    s.american = [tunisia];
    // P-38: 6 Turns with Drop Tanks; Tunisia's nearest Entry hexes are T3: 3 out + 3 back.
    expect(check(s)).toContain(
      'scenarios/test.json: american[0].units[2]: P-38 F has 6 Turns of endurance, all spent off the board going to and from T (6 Turns)',
    );
  });
  it('forces that need more than 40 Air Boxes', () => {
    const s = scenario('1943-10-14-schweinfurt');
    s.german.units.push({ variant: 'Me-109G F', sp: 3, count: 120 });
    expect(check(s)).toContain('scenarios/test.json: german.units: needs 41 Air Boxes, more than 40');
  });
  it('a fixed Air Box over 12 Strength Points, and a German base over its capacity', () => {
    const s = scenario('introductory-paris');
    const box = s.fixedSetup?.american[0];
    if (box) box.planes.count = 5;
    const german = s.fixedSetup?.german[1];
    if (german) german.base = 'Lille';
    const problems = check(s);
    expect(problems).toContain('scenarios/test.json: fixedSetup.american[0].planes: 15 Strength Points in one Air Box, more than 12');
    expect(problems).toContain('scenarios/test.json: fixedSetup.german[1].base: more Plane units at Lille than its capacity 2 (VI.B)');
  });
  it('a German Air unit on a base the Allies hold on the date, and an American one on a German base', () => {
    const s = scenario('introductory-paris');
    const german = s.fixedSetup?.german[0];
    if (german) german.base = 'Foggia';
    s.date = '1943-12-31';
    s.daylightTurns = 14;
    const american = s.fixedSetup?.american[0];
    if (american) american.base = 'Lille';
    const problems = check(s);
    expect(problems).toContain('scenarios/test.json: fixedSetup.german[0].base: Foggia is not a German Base on 1943-12-31');
    expect(problems).toContain(
      "scenarios/test.json: fixedSetup.american[0].base: Lille is not an American Base of the scenario's areas on 1943-12-31",
    );
  });
  it('Italian bases before the Ground Lines reach them', () => {
    const s = scenario('1944-02-24-big-week');
    s.date = '1943-08-17';
    s.daylightTurns = 25;
    expect(check(s)).toContain('scenarios/test.json: american[1].area: no American Base in Italy on 1943-08-17');
  });
  it('a Shuttle Mission card before 17 August 1943', () => {
    const s = scenario('1943-08-01-ploesti');
    s.cardsInHand = ['SM01'];
    expect(check(s)).toContain('scenarios/test.json: cardsInHand[0]: no Shuttle Missions before 17 August 1943 (XII.H)');
  });
  it('an unknown Model, a wrong side, Strength Points out of the rulebook range, rockets on a B-17', () => {
    const s = scenario('1943-08-01-ploesti');
    s.german.units.push({ variant: 'Me-262 F', sp: 3, count: 1 }, { variant: 'P-51 F', sp: 5, count: 1 });
    s.american[0]?.units.push({ variant: 'B-17 B', sp: 5, count: 1, rockets: true }, { variant: 'P-47 F', sp: 3, count: 1 });
    s.german.units.push({ variant: 'Me-109G F', sp: 4, count: 1 });
    const problems = check(s);
    expect(problems).toContain('scenarios/test.json: german.units[3].variant: no Model and Type "Me-262 F" in planes.json');
    expect(problems).toContain('scenarios/test.json: german.units[4].variant: P-51 F does not fly for the german side');
    expect(problems).toContain('scenarios/test.json: german.units[4].sp: P-51 F units start with 2–3 Strength Points, not 5');
    expect(problems).toContain('scenarios/test.json: american[0].units[2].sp: B-17 B units start with 2–4 Strength Points, not 5');
    expect(problems).toContain('scenarios/test.json: american[0].units[2].rockets: B-17 B never carried rockets');
    expect(problems).toContain('scenarios/test.json: american[0].units[3].sp: P-47 F units start with 4–6 Strength Points, not 3');
    expect(problems).toContain('scenarios/test.json: german.units[5].sp: Me-109G F units start with 2–3 Strength Points, not 4');
  });
  it('a historical target not on the map, and Daylight Turns that disagree with the calendar', () => {
    const s = scenario('1943-08-01-ploesti');
    s.historicalTargets.push({ city: 'Atlantis', short: false });
    s.daylightTurns = 30;
    const problems = check(s);
    expect(problems).toContain('scenarios/test.json: historicalTargets[1].city: no city "Atlantis" on the map');
    expect(problems).toContain('scenarios/test.json: daylightTurns: the calendar gives 23 from 07:00, not 30');
  });
  it('Bomb Altitude 0 over a target in a Mountain hex (XII.C.2)', () => {
    const s = scenario('1943-08-01-ploesti');
    s.historicalTargets.push({ city: 'Innsbruck', short: false });
    expect(check(s)).toContain(
      'scenarios/test.json: specialRules[0].altitude: Innsbruck lies in a Mountain hex, where Altitude Level 0 is barred (XII.C.2)',
    );
  });
  it('an escort rule naming Bombers the scenario lacks, or an escort that is no Fighter of their area', () => {
    const s = scenario('1943-10-14-schweinfurt');
    s.specialRules = [{ kind: 'escortReachOnly', bombers: 'B-17 B', escort: 'P-51 F', text: 't' }];
    expect(check(s)).toEqual(['scenarios/test.json: specialRules[0].escort: no American Fighters "P-51 F" in the bombers\' area']);
    s.specialRules = [{ kind: 'escortReachOnly', bombers: 'P-47 F', escort: 'B-24 B', text: 't' }];
    expect(check(s)).toEqual([
      'scenarios/test.json: specialRules[0].bombers: the scenario has no American Bombers "P-47 F"',
      'scenarios/test.json: specialRules[0].escort: no American Fighters "B-24 B" in the bombers\' area',
    ]);
  });
  it('a shuttle of more B-17 units than XII.H allows, of a unit not in the scenario, home again, or without the card', () => {
    const s = scenario('1943-08-17-regensburg-schweinfurt');
    const rule = s.specialRules[0];
    if (rule?.kind !== 'shuttle') throw new Error('no shuttle rule');
    rule.planeUnits.push('91st Bombardment Group', '8th Bombardment Group');
    rule.landIn.push('GB', 'Italy');
    s.cardsInHand = [];
    expect(check(s)).toEqual([
      'scenarios/test.json: specialRules[0]: a Shuttle Mission needs a Shuttle Mission card in cardsInHand (XII.H)',
      'scenarios/test.json: specialRules[0].planeUnits[8]: "8th Bombardment Group" is not one American Plane unit of the scenario',
      'scenarios/test.json: specialRules[0].planeUnits: 8 B-17 B units, but XII.H allows 7 on 1943-08-17',
      'scenarios/test.json: specialRules[0].landIn[1]: GB is where the units took off, not a Shuttle Mission',
      'scenarios/test.json: specialRules[0].landIn[2]: no American Base in Italy on 1943-08-17',
    ]);
  });
  it('a fixed set-up whose units differ from the forces', () => {
    const s = scenario('introductory-paris');
    s.german.units.pop();
    expect(check(s)).toContain("scenarios/test.json: fixedSetup.german: its Plane units differ from the scenario's forces");
  });
});

describe('packAirBoxes', () => {
  it('keeps Models, Types and areas apart and boxes at most 12 Strength Points', () => {
    const boxes = packAirBoxes([
      { group: 'GB', units: [{ variant: 'B-17 B', sp: 4, count: 4 }, { variant: 'P-47 F', sp: 5, count: 3 }] },
      { group: 'Italy', units: [{ variant: 'B-17 B', sp: 3, count: 2 }] },
    ]);
    expect(boxes).toEqual([
      { group: 'GB', variant: 'B-17 B', sps: [4, 4, 4] },
      { group: 'GB', variant: 'B-17 B', sps: [4] },
      { group: 'GB', variant: 'P-47 F', sps: [5, 5] },
      { group: 'GB', variant: 'P-47 F', sps: [5] },
      { group: 'Italy', variant: 'B-17 B', sps: [3, 3] },
    ]);
  });
});
