/** V: Flak units to City Boxes and Plane units into Air Boxes, step by step and whole, and the suggested set-ups. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../kernel/dice.js';
import { loadBomberData } from '../data/index.js';
import type { MapCity } from '../data/map-schema.js';
import type { Scenario } from '../data/scenario-schema.js';
import { addPlaneUnit, checkAirBoxes, setRockets, checkPlaneUnitStep, checkRocketStep, planeUnitOptions, suggestAirBoxes, type AirBoxes } from './air-boxes.js';
import { addFlakUnit, checkFlakPlacement, checkFlakStep, flakStepOptions, flakStrength, suggestFlak } from './flak-placement.js';
import { planeRoster } from './roster.js';

const data = loadBomberData();
const scenario = (id: string): Scenario => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};
const city = (name: string): MapCity => {
  const c = data.map.cities.find((x) => x.name === name);
  if (c === undefined) throw new Error(`no city ${name}`);
  return c;
};
const reason = (r: { reason: string } | null) => r?.reason ?? null;

describe('V.B Flak units', () => {
  it('add 1 Flak Strength Point each: a Heavy Flak unit in Aachen (1H) makes 2H', () => {
    expect(city('Aachen').heavyFlak).toBe(1);
    const placement = addFlakUnit([], { city: 'Aachen', kind: 'heavy' });
    expect(placement).toEqual([{ city: 'Aachen', heavy: 1, light: 0 }]);
    expect(flakStrength(city('Aachen'), placement)).toEqual({ heavy: 2, light: 0 });
  });

  it('never make more than 4 of a Type in a City: Regensburg (2H) takes two Heavy units, not a third', () => {
    const s = scenario('1943-10-14-schweinfurt'); // 6 Heavy, 3 Light
    expect(city('Regensburg').heavyFlak).toBe(2);
    let placement = addFlakUnit(addFlakUnit([], { city: 'Regensburg', kind: 'heavy' }), { city: 'Regensburg', kind: 'heavy' });
    expect(flakStrength(city('Regensburg'), placement).heavy).toBe(4);
    expect(reason(checkFlakStep(data.map, s, placement, { city: 'Regensburg', kind: 'heavy' }))).toBe('flak-city-full');
    expect(reason(checkFlakStep(data.map, s, placement, { city: 'Regensburg', kind: 'light' }))).toBeNull();
    expect(flakStepOptions(data.map, s, placement)).not.toContainEqual({ city: 'Regensburg', kind: 'heavy' });
    placement = [{ city: 'Regensburg', heavy: 3, light: 0 }];
    expect(checkFlakPlacement(data.map, s, placement)).toMatchObject({ reason: 'flak-city-full', message: expect.stringContaining('at most 4 (V.B)') as unknown });
  });

  it('are the scenario\'s number, every one placed, in known Cities each listed once (ruling 36)', () => {
    const s = scenario('1943-11-02-wiener-neustadt'); // 2 Heavy, 1 Light
    expect(reason(checkFlakStep(data.map, s, [], { city: 'Atlantis', kind: 'heavy' }))).toBe('unknown-city');
    const full = [{ city: 'Wiener Neustadt', heavy: 2, light: 1 }];
    expect(checkFlakPlacement(data.map, s, full)).toBeNull();
    expect(reason(checkFlakStep(data.map, s, full, { city: 'Munich', kind: 'heavy' }))).toBe('no-flak-units-left');
    expect(reason(checkFlakPlacement(data.map, s, [{ city: 'Wiener Neustadt', heavy: 1, light: 1 }]))).toBe('flak-units-unplaced');
    expect(reason(checkFlakPlacement(data.map, s, [{ city: 'Wiener Neustadt', heavy: 2, light: 1 }, { city: 'Munich', heavy: 1, light: 0 }]))).toBe('too-many-flak-units');
    expect(reason(checkFlakPlacement(data.map, s, [{ city: 'Wiener Neustadt', heavy: 1, light: 1 }, { city: 'Wiener Neustadt', heavy: 1, light: 0 }]))).toBe('city-twice');
  });

  it('are suggested on the historical targets, spread evenly, and the suggestion is legal in every scenario', () => {
    expect(suggestFlak(data.map, scenario('1943-08-17-regensburg-schweinfurt'))).toEqual([
      { city: 'Schweinfurt', heavy: 2, light: 1 },
      { city: 'Regensburg', heavy: 2, light: 1 },
    ]);
    for (const { scenario: s } of data.scenarios) expect([s.id, checkFlakPlacement(data.map, s, suggestFlak(data.map, s))]).toEqual([s.id, null]);
  });
});

describe('V.C Plane units into Air Boxes', () => {
  const black = scenario('1943-10-14-schweinfurt');
  const us = planeRoster(black, 'american');
  const de = planeRoster(black, 'german');
  const id = (roster: typeof us, variant: string, nth = 0) => roster.filter((u) => u.variant === variant)[nth]?.id ?? '';

  it('one Model and Type a box, at most 12 Strength Points, Air Boxes 1–40', () => {
    let boxes: AirBoxes = [];
    for (let i = 0; i < 6; i++) boxes = addPlaneUnit(boxes, { airUnit: 1, planeUnit: id(us, 'B-17 B', i) }); // 6 × 2 SP
    expect(checkAirBoxes(data.map, { ...black, american: [{ area: 'GB', units: [{ variant: 'B-17 B', sp: 2, count: 6 }] }] }, 'american', boxes)).toBeNull();
    expect(reason(checkPlaneUnitStep(data.map, black, 'american', boxes, { airUnit: 1, planeUnit: id(us, 'B-17 B', 6) }))).toBe('box-over-12-sp');
    expect(reason(checkPlaneUnitStep(data.map, black, 'american', boxes, { airUnit: 1, planeUnit: id(us, 'B-24 B') }))).toBe('mixed-models');
    expect(reason(checkPlaneUnitStep(data.map, black, 'american', boxes, { airUnit: 41, planeUnit: id(us, 'B-24 B') }))).toBe('no-such-air-box');
    expect(reason(checkPlaneUnitStep(data.map, black, 'american', boxes, { airUnit: 2, planeUnit: id(us, 'B-17 B', 0) }))).toBe('plane-unit-placed');
    expect(reason(checkPlaneUnitStep(data.map, black, 'american', boxes, { airUnit: 2, planeUnit: 'de1' }))).toBe('unknown-plane-unit');
  });

  it('keeps American areas apart (V.D): Big Week\'s Italian B-17s never share a box with British ones', () => {
    const big = scenario('1944-02-24-big-week');
    const roster = planeRoster(big, 'american');
    const gb = roster.find((u) => u.area === 'GB' && u.variant === 'B-17 B' && u.sp === 2)?.id ?? '';
    const italy = roster.find((u) => u.area === 'Italy' && u.variant === 'B-17 B')?.id ?? '';
    const boxes = addPlaneUnit([], { airUnit: 1, planeUnit: gb });
    expect(reason(checkPlaneUnitStep(data.map, big, 'american', boxes, { airUnit: 1, planeUnit: italy }))).toBe('mixed-areas');
  });

  it('puts a Rocket unit only on a box of German Rocket carriers', () => {
    const rocketMe109 = de.find((u) => u.variant === 'Me-109G F' && u.rockets)?.id ?? '';
    const plainMe109 = de.find((u) => u.variant === 'Me-109G F' && !u.rockets)?.id ?? '';
    let boxes = addPlaneUnit([], { airUnit: 1, planeUnit: rocketMe109 });
    expect(checkRocketStep(data.map, black, 'german', boxes, { airUnit: 1, rockets: true })).toBeNull();
    boxes = [{ airUnit: 1, planeUnits: [rocketMe109], rockets: true }];
    expect(reason(checkPlaneUnitStep(data.map, black, 'german', boxes, { airUnit: 1, planeUnit: plainMe109 }))).toBe('no-rockets');
    boxes = addPlaneUnit([], { airUnit: 2, planeUnit: plainMe109 });
    expect(reason(checkRocketStep(data.map, black, 'german', boxes, { airUnit: 2, rockets: true }))).toBe('no-rockets');
    expect(reason(checkRocketStep(data.map, black, 'american', addPlaneUnit([], { airUnit: 1, planeUnit: us[0]?.id ?? '' }), { airUnit: 1, rockets: true }))).toBe('no-rockets');
    expect(reason(checkRocketStep(data.map, black, 'german', [], { airUnit: 3, rockets: true }))).toBe('empty-air-box');
  });

  it('takes every Plane unit, each once, in distinct Air units', () => {
    const suggested = suggestAirBoxes(black, 'german');
    expect(checkAirBoxes(data.map, black, 'german', suggested)).toBeNull();
    expect(reason(checkAirBoxes(data.map, black, 'german', suggested.slice(1)))).toBe('plane-units-unplaced');
    const [a, b] = suggested as [AirBoxes[number], AirBoxes[number]];
    expect(reason(checkAirBoxes(data.map, black, 'german', [...suggested, { ...a, planeUnits: ['de1'] }]))).toBe('air-unit-twice');
    expect(reason(checkAirBoxes(data.map, black, 'german', [{ ...a, planeUnits: [...a.planeUnits, ...b.planeUnits] }]))).not.toBeNull();
  });

  it('V.C "as desired" (rulings 29, ruling E62): each unplaced unit to the boxes it may join and to every empty box', () => {
    const s = scenario('1943-08-01-ploesti'); // B-24s: 3 × 4 SP, 2 × 3 SP
    const empties = (from: number) => Array.from({ length: 41 - from }, (_, i) => from + i);
    let boxes: AirBoxes = [];
    // The first unplaced unit may open any empty box, the others the lowest (placed in roster order, each comes first in its turn).
    expect(planeUnitOptions(data.map, s, 'american', boxes)).toEqual([
      ...empties(1).map((airUnit) => ({ airUnit, planeUnit: 'us1' })),
      ...['us2', 'us3', 'us4', 'us5'].map((planeUnit) => ({ airUnit: 1, planeUnit })),
    ]);
    boxes = addPlaneUnit(addPlaneUnit(boxes, { airUnit: 17, planeUnit: 'us1' }), { airUnit: 17, planeUnit: 'us2' }); // 8 SP
    const us3 = planeUnitOptions(data.map, s, 'american', boxes).filter((o) => o.planeUnit === 'us3').map((o) => o.airUnit);
    expect(us3).toEqual([17, ...empties(1).filter((n) => n !== 17)]);
    expect(planeUnitOptions(data.map, s, 'american', boxes).filter((o) => o.planeUnit === 'us5').map((o) => o.airUnit)).toEqual([17, 1]);
  });

  it('version 3 offered short step lists: each unplaced unit to the boxes it may join and the lowest empty box only', () => {
    const s = scenario('1943-08-01-ploesti');
    let boxes: AirBoxes = [];
    expect(planeUnitOptions(data.map, s, 'american', boxes, true)).toEqual(['us1', 'us2', 'us3', 'us4', 'us5'].map((planeUnit) => ({ airUnit: 1, planeUnit })));
    boxes = addPlaneUnit(addPlaneUnit(boxes, { airUnit: 1, planeUnit: 'us1' }), { airUnit: 1, planeUnit: 'us2' }); // 8 SP
    expect(planeUnitOptions(data.map, s, 'american', boxes, true)).toEqual([
      { airUnit: 1, planeUnit: 'us3' },
      { airUnit: 2, planeUnit: 'us3' },
      { airUnit: 1, planeUnit: 'us4' },
      { airUnit: 2, planeUnit: 'us4' },
      { airUnit: 1, planeUnit: 'us5' },
      { airUnit: 2, planeUnit: 'us5' },
    ]);
  });

  it('honours a fixed set-up: the Introductory Game\'s Air units 1 and 2 hold 3 B-17 units each, 3 the P-38, 4 the P-47', () => {
    const intro = scenario('introductory-paris');
    const suggested = suggestAirBoxes(intro, 'american');
    expect(suggested).toEqual([
      { airUnit: 1, planeUnits: ['us1', 'us2', 'us3'], rockets: false },
      { airUnit: 2, planeUnits: ['us4', 'us5', 'us6'], rockets: false },
      { airUnit: 3, planeUnits: ['us7'], rockets: false },
      { airUnit: 4, planeUnits: ['us8'], rockets: false },
    ]);
    expect(checkAirBoxes(data.map, intro, 'american', suggested)).toBeNull();
    expect(suggestAirBoxes(intro, 'german').map((b) => b.airUnit)).toEqual([21, 22, 23, 24]);
    expect(reason(checkPlaneUnitStep(data.map, intro, 'american', [], { airUnit: 5, planeUnit: 'us1' }))).toBe('fixed-setup');
    expect(reason(checkPlaneUnitStep(data.map, intro, 'american', [], { airUnit: 3, planeUnit: 'us1' }))).toBe('fixed-setup');
    const full = suggested.slice(0, 1);
    expect(reason(checkPlaneUnitStep(data.map, intro, 'american', full, { airUnit: 1, planeUnit: 'us4' }))).toBe('fixed-setup');
    expect(checkPlaneUnitStep(data.map, intro, 'american', full, { airUnit: 2, planeUnit: 'us4' })).toBeNull();
  });

  it('suggests full Bomber boxes, one Fighter a box, German pairs with Rockets where allowed, Shuttle units apart — legal in every scenario', () => {
    for (const { scenario: s } of data.scenarios)
      for (const side of ['american', 'german'] as const) {
        const boxes = suggestAirBoxes(s, side);
        expect([s.id, side, checkAirBoxes(data.map, s, side, boxes)]).toEqual([s.id, side, null]);
      }
    const regensburg = scenario('1943-08-17-regensburg-schweinfurt');
    const roster = planeRoster(regensburg, 'american');
    const us = suggestAirBoxes(regensburg, 'american');
    const sp = (ids: readonly string[]) => ids.reduce((n, i) => n + (roster.find((u) => u.id === i)?.sp ?? 0), 0);
    // The seven 2-SP B-17 units of the Regensburg force (us1–us7): 12 + 2 SP, apart from the other B-17s.
    expect(us.slice(0, 2).map((b) => [b.planeUnits, sp(b.planeUnits)])).toEqual([
      [['us1', 'us2', 'us3', 'us4', 'us5', 'us6'], 12],
      [['us7'], 2],
    ]);
    expect(us.filter((b) => roster.find((u) => u.id === b.planeUnits[0])?.variant === 'P-47 F').map((b) => b.planeUnits.length)).toEqual([1, 1, 1, 1]);
    const de = suggestAirBoxes(black, 'german');
    const deRoster = planeRoster(black, 'german');
    expect(de.every((b) => b.planeUnits.length <= 2)).toBe(true);
    expect(de.filter((b) => b.rockets).flatMap((b) => b.planeUnits).sort()).toEqual(deRoster.filter((u) => u.rockets).map((u) => u.id).sort());
  });

  it('holds no more German Plane units in a box than the largest German Base takes on the date (ruling 42)', () => {
    const three = ['de1', 'de2', 'de3']; // FW-190s
    const august = scenario('1943-08-17-regensburg-schweinfurt'); // Foggia (3) is German-held
    const twoIn = addPlaneUnit(addPlaneUnit([], { airUnit: 1, planeUnit: 'de1' }), { airUnit: 1, planeUnit: 'de2' });
    expect(checkPlaneUnitStep(data.map, august, 'german', twoIn, { airUnit: 1, planeUnit: 'de3' })).toBeNull();
    const threeIn = addPlaneUnit(twoIn, { airUnit: 1, planeUnit: 'de3' });
    expect(reason(checkPlaneUnitStep(data.map, august, 'german', threeIn, { airUnit: 1, planeUnit: 'de4' }))).toBe('box-over-base-capacity');
    const november = scenario('1943-10-14-schweinfurt'); // Foggia is Allied: no German Base takes 3
    expect(checkPlaneUnitStep(data.map, november, 'german', twoIn, { airUnit: 1, planeUnit: 'de3' })).toMatchObject({
      reason: 'box-over-base-capacity',
      message: 'No German Base takes more than 2 Plane units on 1943-10-14: Air unit 1 could not be set up (VI.B).',
    });
    expect(reason(checkAirBoxes(data.map, november, 'german', [{ airUnit: 1, planeUnits: three, rockets: false }]))).toBe('box-over-base-capacity');
  });

  it('refuses a step after which the Plane units left could no longer fit in the 40 Air Boxes (ruling 41)', () => {
    const big = scenario('1944-02-24-big-week'); // 50 American Plane units
    let boxes: AirBoxes = [];
    let refused: { reason: string } | null = null;
    for (const u of planeRoster(big, 'american')) {
      const step = { airUnit: boxes.length + 1, planeUnit: u.id }; // each unit in a box of its own
      refused = checkPlaneUnitStep(data.map, big, 'american', boxes, step);
      if (refused !== null) break;
      boxes = addPlaneUnit(boxes, step);
    }
    expect(reason(refused)).toBe('air-boxes-run-out');
    expect(boxes.length).toBeLessThan(40);
    expect(planeUnitOptions(data.map, big, 'american', boxes).length).toBeGreaterThan(0);
  });

  it('never leads a player who follows the options into a dead end: random step-by-step packings end legal in every scenario', () => {
    for (const { scenario: s } of data.scenarios)
      for (const side of ['american', 'german'] as const)
        for (const seed of [1, 2]) {
          const random = seededRandom(seed);
          let boxes: AirBoxes = [];
          for (;;) {
            const options = planeUnitOptions(data.map, s, side, boxes);
            const pick = options[Math.floor(random() * options.length)];
            if (pick === undefined) break;
            boxes = addPlaneUnit(boxes, pick);
            const box = boxes.find((b) => b.airUnit === pick.airUnit);
            if (side === 'german' && box !== undefined && random() < 0.5 && checkRocketStep(data.map, s, side, boxes, { airUnit: box.airUnit, rockets: true }) === null)
              boxes = setRockets(boxes, { airUnit: box.airUnit, rockets: true });
          }
          expect([s.id, side, seed, checkAirBoxes(data.map, s, side, boxes)]).toEqual([s.id, side, seed, null]);
        }
  });
});
