/** The Introductory Game's set-up (V, VI) and its sample Mission Sheet (VII.F) as the rulebook prints them, end to end. */
import { describe, expect, it } from 'vitest';
import { loadBomberData } from '../data/index.js';
import { checkAirBoxes, suggestAirBoxes } from './air-boxes.js';
import { checkMapPlacement, suggestMapPlacement } from './map-placement.js';
import { checkMissionLine, checkMissionSheet, primaryTargets, type MissionLine } from './mission-sheet.js';

const data = loadBomberData();
const intro = data.scenarios.find((x) => x.scenario.id === 'introductory-paris')?.scenario;
if (intro === undefined) throw new Error('no Introductory Game');
const hexOf = (base: string) => data.map.bases.find((b) => b.name === base)?.hex ?? '';

describe('The Introductory Game', () => {
  const american = suggestAirBoxes(intro, 'american');
  const german = suggestAirBoxes(intro, 'german');
  const usMap = suggestMapPlacement({ map: data.map, scenario: intro, side: 'american', boxes: american });
  const deMap = suggestMapPlacement({ map: data.map, scenario: intro, side: 'german', boxes: german });
  const ctx = { map: data.map, planes: data.planes, cards: data.targetCards, scenario: intro, boxes: american, hand: ['TC31', 'TC05', 'TC06'] };

  it('sets up as printed: 1 and 2 with 3 × B-17, 3 a P-38, 4 a P-47, all in one hex; 21–24 two units each on four fields', () => {
    expect(checkAirBoxes(data.map, intro, 'american', american)).toBeNull();
    expect(checkAirBoxes(data.map, intro, 'german', german)).toBeNull();
    expect(american.map((b) => b.planeUnits.length)).toEqual([3, 3, 1, 1]);
    expect(german.map((b) => [b.airUnit, b.planeUnits.length])).toEqual([21, 22, 23, 24].map((n) => [n, 2]));
    expect(new Set(usMap.map((p) => p.at))).toEqual(new Set([hexOf('Bassingbourn')]));
    expect(deMap.map((p) => p.at)).toEqual(['Lille', 'Abbeville', 'Beauvais', 'Laon'].map(hexOf));
    expect(checkMapPlacement({ map: data.map, scenario: intro, side: 'american', boxes: american }, usMap)).toBeNull();
    expect(checkMapPlacement({ map: data.map, scenario: intro, side: 'german', boxes: german }, deMap)).toBeNull();
  });

  it("flies VII.F's sheet: both B-17 Air units take off on Turn 1, within Bassingbourn's capacity (ruling 7, ruling 33)", () => {
    const sheet: MissionLine[] = [1, 2].map((airUnit) => ({ airUnit, primary: 'Paris', bombAltitude: 2, formation: 'tight', takeOffTurn: 1 }));
    expect(checkMissionSheet(ctx, sheet)).toBeNull();
    expect(primaryTargets(ctx)).toContain('Paris');
    const turnOne = sheet.filter((l) => l.takeOffTurn === 1).reduce((n, l) => n + (american.find((b) => b.airUnit === l.airUnit)?.planeUnits.length ?? 0), 0);
    expect(turnOne).toBeLessThanOrEqual(data.map.bases.find((b) => b.name === 'Bassingbourn')?.american ?? 0);
  });

  it('reads the transcribed Introductory Game sheet as a scan error where it breaks VII (ruling 40): Fighters get no line, and Land needs a Shuttle card', () => {
    // "Air units 1 and 2: Ploesti, Bomb Altitude 1, T, Take Off Turn 1": legal, though Ploesti is no Primary Target here.
    const bombers: MissionLine[] = [1, 2].map((airUnit) => ({ airUnit, primary: 'Ploesti', bombAltitude: 1, formation: 'tight', takeOffTurn: 1 }));
    expect(checkMissionSheet(ctx, bombers)).toBeNull();
    expect(primaryTargets(ctx)).not.toContain('Ploesti');
    // "Air units 3 and 4: Munich, Bomb Altitude 2, T, Take Off Turn 2 and 3, Land A": 3 and 4 are the P-38 and the P-47.
    expect(checkMissionLine(ctx, bombers, { airUnit: 3, primary: 'Munich', bombAltitude: 2, formation: 'tight', takeOffTurn: 2, land: 'A' })).toMatchObject({
      reason: 'not-a-bomber-unit',
    });
    expect(checkMissionLine(ctx, bombers, { airUnit: 1, primary: 'Ploesti', bombAltitude: 1, formation: 'tight', takeOffTurn: 1, land: 'A' })).toMatchObject({
      reason: 'no-shuttle-card',
    });
  });
});
