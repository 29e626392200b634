/** The scenarios the issue asks for, set up as history and the rulebook's Introductory Game describe. */
import { describe, expect, it } from 'vitest';
import { holdsOn } from './dates.js';
import { hexDistance, hexId, neighbours, parseHexId } from './hex-grid.js';
import { loadBomberData } from './index.js';
import { citiesInEscortReach, escortReachHexes } from './escort-reach.js';
import { americanBasesOn, offBoardRoundTrip } from './scenario-checks.js';
import { shuttleLimit } from './shuttle-missions.js';

const data = loadBomberData();
const byId = (id: string) => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return s;
};
const baseHex = (name: string) => data.map.bases.find((b) => b.name === name)?.hex ?? '';

describe('scenarios', () => {
  it('number at least six 1943–44 raids, each with a distinct date-stamped id', () => {
    expect(data.scenarios.length).toBeGreaterThanOrEqual(6);
    for (const { scenario: s } of data.scenarios) expect(s.date >= '1943-06-01' && s.date <= '1944-03-31').toBe(true);
    expect(new Set(data.scenarios.map((x) => x.scenario.id)).size).toBe(data.scenarios.length);
  });

  it('fly Ploesti on 1 August 1943 with B-24s from Libya', () => {
    const s = byId('1943-08-01-ploesti');
    expect(s.date).toBe('1943-08-01');
    expect(s.american.map((a) => a.area)).toEqual(['L']);
    expect(s.american[0]?.units.every((u) => u.variant === 'B-24 B')).toBe(true);
    expect(s.historicalTargets.map((t) => t.city)).toEqual(['Ploesti']);
  });

  it('fly Regensburg–Schweinfurt on 17 August 1943 with a Shuttle Mission card and seven B-17 units for Regensburg', () => {
    const s = byId('1943-08-17-regensburg-schweinfurt');
    expect(s.historicalTargets.map((t) => t.city)).toEqual(['Regensburg', 'Schweinfurt']);
    expect(data.targetCards.find((c) => c.id === s.cardsInHand[0])?.shuttleMission).toBe(true);
    const regensburgForce = s.american[0]?.units[0];
    expect([regensburgForce?.variant, regensburgForce?.count]).toEqual(['B-17 B', 7]);
  });

  it("read Ploesti's Special Rule: every Bomber plots Bomb Altitude 0, over a target the Mountain rule lets them reach at 0", () => {
    const s = byId('1943-08-01-ploesti');
    expect(s.specialRules.map((r) => r.kind)).toEqual(['bombAltitude']);
    const rule = s.specialRules[0];
    expect(rule?.kind === 'bombAltitude' && rule.altitude).toBe(0);
    const ploesti = data.map.hexes.find((h) => h.id === data.map.cities.find((c) => c.name === 'Ploesti')?.hex);
    expect(ploesti?.mountain).toBeUndefined();
  });

  it("read Black Thursday's Special Rule: the B-24 unit may feint or bomb only within its P-47 escort's 7 hexes — Emden, not Schweinfurt", () => {
    const s = byId('1943-10-14-schweinfurt');
    const rule = s.specialRules.find((r) => r.kind === 'escortReachOnly');
    if (rule?.kind !== 'escortReachOnly') throw new Error('no escortReachOnly rule');
    expect([rule.bombers, rule.escort]).toEqual(['B-24 B', 'P-47 F']);
    expect(s.american.flatMap((a) => a.units).filter((u) => u.variant === 'B-24 B').map((u) => u.count)).toEqual([1]);
    // P-47: Drop Tank endurance 3 Turns × Movement Factor 5 ÷ 2 = 7 hexes out and back.
    expect(escortReachHexes(data.planes, 'P-47 F')).toBe(7);
    const reach = citiesInEscortReach(data.map, data.planes, s, rule);
    for (const city of ['Emden', 'Gelsenkirchen', 'Antwerp', 'Paris']) expect([city, reach.has(city)]).toEqual([city, true]);
    for (const city of ['Schweinfurt', 'Bremen', 'Wilhelmshaven', 'Frankfurt']) expect([city, reach.has(city)]).toEqual([city, false]);
    const gb = americanBasesOn(data.map, 'GB', s.date).map(baseHex);
    for (const c of data.map.cities)
      expect([c.name, reach.has(c.name)]).toEqual([c.name, gb.some((b) => hexDistance(parseHexId(b), parseHexId(c.hex)) <= 7)]);
  });

  it("read Regensburg's Special Rule: the seven B-17 units of the 4th Bomb Wing may shuttle to Algeria, as many as XII.H allows on 17 August", () => {
    const s = byId('1943-08-17-regensburg-schweinfurt');
    const rule = s.specialRules.find((r) => r.kind === 'shuttle');
    if (rule?.kind !== 'shuttle') throw new Error('no shuttle rule');
    expect(rule.landIn).toEqual(['A']);
    expect(rule.planeUnits).toEqual([
      '94th Bombardment Group',
      '95th Bombardment Group',
      '96th Bombardment Group',
      '100th Bombardment Group',
      '385th Bombardment Group',
      '388th Bombardment Group',
      '390th Bombardment Group',
    ]);
    expect(s.american[0]?.units[0]?.designations).toEqual(rule.planeUnits);
    expect(shuttleLimit(s.date)).toEqual({ 'B-24 B': 'all', 'B-17 B': rule.planeUnits.length });
  });

  it('fly Schweinfurt on 14 October 1943 and a Big Week day in February 1944 with forces from Italy', () => {
    expect(byId('1943-10-14-schweinfurt').historicalTargets.map((t) => t.city)).toEqual(['Schweinfurt']);
    const big = byId('1944-02-24-big-week');
    expect(big.date.startsWith('1944-02')).toBe(true);
    expect(big.american.map((a) => a.area)).toEqual(['GB', 'Italy']);
    expect(americanBasesOn(data.map, 'Italy', big.date)).toContain('Foggia');
  });

  it("let the Introductory Game's Air units 1 and 2 (6 B-17 units) all take off on Turn 1 from their one Base, as VII.F's sheet plans (ruling 7, ruling 33)", () => {
    const s = byId('introductory-paris');
    const bombers = s.fixedSetup?.american.filter((f) => f.airUnit === 1 || f.airUnit === 2) ?? [];
    expect(new Set(bombers.map((f) => f.base))).toEqual(new Set(['Bassingbourn']));
    const planeUnits = bombers.reduce((n, f) => n + f.planes.count, 0);
    expect(planeUnits).toBe(6);
    expect(data.map.bases.find((b) => b.name === 'Bassingbourn')?.american).toBeGreaterThanOrEqual(planeUnits);
  });

  it("give Wiener Neustadt's P-38s an escort there and back: from Foggia, 11 hexes of their 12 (ruling 34)", () => {
    const s = byId('1943-11-02-wiener-neustadt');
    expect(s.american.map((a) => [a.area, a.units.map((u) => u.variant)])).toEqual([
      ['T', ['B-17 B', 'B-24 B']],
      ['Italy', ['P-38 F']],
    ]);
    const target = parseHexId(data.map.cities.find((c) => c.name === 'Wiener Neustadt')?.hex ?? '');
    const nearest = Math.min(...americanBasesOn(data.map, 'Italy', s.date).map((b) => hexDistance(parseHexId(baseHex(b)), target)));
    // P-38: Drop Tank endurance 6 Turns × Movement Factor 4 ÷ 2 = 12 hexes out and back.
    expect([nearest, escortReachHexes(data.planes, 'P-38 F')]).toEqual([11, 12]);
    // From Tunisia the legs off the board (T3 out, T3 back) alone take the 6 Turns.
    expect(offBoardRoundTrip(data.map, 'T')).toBe(6);
  });

  it('set up the Introductory Game as the rulebook prints it', () => {
    const s = byId('introductory-paris');
    const fixed = s.fixedSetup;
    expect(fixed).toBeDefined();
    if (!fixed) return;
    const line = (f: (typeof fixed.american)[number]) => `${f.airUnit}: ${f.planes.count} x ${f.planes.variant.split(' ')[0]}`;
    expect(fixed.american.map(line)).toEqual(['1: 3 x B-17', '2: 3 x B-17', '3: 1 x P-38', '4: 1 x P-47']);
    expect(fixed.german.map(line)).toEqual(['21: 2 x FW-190', '22: 2 x Me-109G', '23: 2 x Me-109G', '24: 2 x Me-110']);
    // "All American Air units (1-4) start in hex 3934": one British base.
    expect(new Set(fixed.american.map((f) => f.base)).size).toBe(1);
    // The Germans sit at four different French bases, within a short hop of Paris as on the printed map.
    const paris = parseHexId(data.map.cities.find((c) => c.name === 'Paris')?.hex ?? '');
    const germanHexes = fixed.german.map((f) => baseHex(f.base));
    expect(new Set(germanHexes).size).toBe(4);
    for (const h of germanHexes) {
      expect(data.map.hexes.find((x) => x.id === h)?.country).toBe('France');
      expect(hexDistance(parseHexId(h), paris)).toBeLessThanOrEqual(3);
    }
    const paCard = data.targetCards.find((c) => c.id === s.cardsInHand[0]);
    expect(paCard?.cities).toEqual(['Paris']);
  });

  it('count the Paris card among the Introductory Game\'s three Target Cards drawn ("Among the Target Cards drawn … was Paris")', () => {
    const s = byId('introductory-paris');
    expect(s.cardsInHand).toEqual(['TC31']);
    expect(s.cardsInHand.length + s.targetCardsToDraw).toBe(3);
  });

  it('lay out the Introductory Game\'s German fields as docs/rules/bomber.md describes them', () => {
    const at = (name: string) => parseHexId(baseHex(name));
    const apart = (a: string, b: string) => hexDistance(at(a), at(b));
    expect([baseHex('Abbeville'), baseHex('Lille'), baseHex('Beauvais'), baseHex('Laon')]).toEqual(['1215', '1315', '1216', '1416']);
    expect([apart('Abbeville', 'Lille'), apart('Abbeville', 'Beauvais'), apart('Lille', 'Beauvais')]).toEqual([1, 1, 2]);
    expect([apart('Laon', 'Abbeville'), apart('Laon', 'Lille'), apart('Laon', 'Beauvais')]).toEqual([2, 2, 2]);
    const coastal = (name: string) =>
      neighbours(at(name)).some((n) => data.map.hexes.find((h) => h.id === hexId(n))?.terrain === 'sea');
    expect(['Abbeville', 'Lille', 'Beauvais', 'Laon'].filter(coastal)).toEqual(['Abbeville']);
  });

  it('name no group twice in a scenario: a composite is drawn from groups already listed, not added to them', () => {
    const groups = (names: readonly string[]) =>
      names.flatMap((n) => [...n.matchAll(/\b(\d+)(?:st|nd|rd|th)\b(?! Bomb Division)/g)].map((m) => `${m[1]} ${/Fighter/.test(n) ? 'FG' : 'BG'}`));
    for (const { scenario: s } of data.scenarios) {
      const named = groups(s.american.flatMap((a) => a.units.flatMap((u) => u.designations ?? [])));
      expect([s.id, named.filter((g, i) => named.indexOf(g) !== i)]).toEqual([s.id, []]);
    }
  });

  it('field 8 to 12 bombers a Strength Point (II) where the history gives the number that flew', () => {
    // [scenario, Bomber Model or all, bombers that flew, as its history says]
    const flew: [string, string | undefined, number, string][] = [
      ['1943-08-01-ploesti', undefined, 177, '177 B-24s'],
      ['1943-08-17-regensburg-schweinfurt', undefined, 146 + 230, '(146 B-17s)'],
      ['1943-10-14-schweinfurt', 'B-17 B', 291, '291 B-17s'],
      ['1943-11-02-wiener-neustadt', undefined, 112, '112 B-17s and B-24s'],
      ['1944-01-11-oschersleben', undefined, 663, '663 heavy bombers'],
    ];
    for (const [id, model, planes, text] of flew) {
      const s = byId(id);
      expect(s.history).toContain(text);
      const sp = s.american
        .flatMap((a) => a.units)
        .filter((u) => (model === undefined ? u.variant.endsWith(' B') : u.variant === model))
        .reduce((t, u) => t + u.sp * u.count, 0);
      expect([id, sp >= planes / 12 && sp <= planes / 8]).toEqual([id, true]);
    }
  });

  it('list no group before its first combat mission: the 457th flew first on 21 February 1944', () => {
    for (const { scenario: s } of data.scenarios.filter((x) => x.scenario.date < '1944-02-21'))
      expect(s.american.flatMap((a) => a.units.flatMap((u) => u.designations ?? []))).not.toContain('457th Bombardment Group');
  });

  it('use only German bases that are German-held on their dates', () => {
    for (const { scenario: s } of data.scenarios)
      for (const f of s.fixedSetup?.german ?? []) {
        const hex = data.map.hexes.find((h) => h.id === baseHex(f.base));
        expect(hex?.control === 'german' && !holdsOn(hex.alliedFrom, s.date)).toBe(true);
      }
  });
});
