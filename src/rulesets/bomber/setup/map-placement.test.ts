/** VI: the German and American map set-ups, step by step and whole, bluffs and cover counters, and the suggested set-ups. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../kernel/dice.js';
import { loadBomberData } from '../data/index.js';
import type { Scenario } from '../data/scenario-schema.js';
import { suggestAirBoxes, type AirBoxes } from './air-boxes.js';
import { checkMapPlacement, checkPlacementStep, placementOptions, placesFor, suggestMapPlacement, visibleCounters, type MapSetupContext } from './map-placement.js';
import type { Side } from './roster.js';

const data = loadBomberData();
const scenario = (id: string): Scenario => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};
const hexOf = (base: string) => data.map.bases.find((b) => b.name === base)?.hex ?? '';
const ctxFor = (s: Scenario, side: Side): MapSetupContext => ({ map: data.map, scenario: s, side, boxes: suggestAirBoxes(s, side) });
const reason = (r: { reason: string } | null) => r?.reason ?? null;

describe('VI.B German set-up', () => {
  const wn = ctxFor(scenario('1943-11-02-wiener-neustadt'), 'german'); // boxes 1–4: pairs of Me-109G, then the Me-110s
  const pair = wn.boxes.find((b) => b.planeUnits.length === 2)?.airUnit ?? 0;
  const single = wn.boxes.find((b) => b.planeUnits.length === 1)?.airUnit ?? 0;

  it('uses German Base hexes usable on the date: not in Great Britain, not in Italy behind the Ground Lines', () => {
    expect(reason(checkPlacementStep(wn, [], { airUnit: pair, at: hexOf('Bassingbourn') }))).toBe('not-a-german-base');
    expect(reason(checkPlacementStep(wn, [], { airUnit: single, at: hexOf('Foggia') }))).toBe('not-a-german-base'); // Allied from 1 Oct 1943
    const regensburg = ctxFor(scenario('1943-08-17-regensburg-schweinfurt'), 'german');
    expect(placesFor(regensburg, 1)).toContain(hexOf('Foggia'));
    expect(placesFor(wn, 1)).not.toContain(hexOf('Foggia'));
    expect(reason(checkPlacementStep(wn, [], { airUnit: single, at: 'T' }))).toBe('not-a-german-base');
  });

  it('holds no more Plane units in a hex than its capacity', () => {
    const one = data.map.bases.find((b) => b.german === 1 && placesFor(wn, 1).includes(b.hex))?.hex ?? '';
    const two = data.map.bases.find((b) => b.german === 2 && placesFor(wn, 1).includes(b.hex))?.hex ?? '';
    expect(reason(checkPlacementStep(wn, [], { airUnit: pair, at: one }))).toBe('base-capacity');
    expect(checkPlacementStep(wn, [], { airUnit: pair, at: two })).toBeNull();
    expect(reason(checkPlacementStep(wn, [{ airUnit: pair, at: two }], { airUnit: single, at: two }))).toBe('base-capacity');
    const options = placementOptions(wn, [{ airUnit: pair, at: two }]);
    expect(options.some((o) => o.airUnit === pair)).toBe(false);
    expect(options.filter((o) => o.airUnit === single).map((o) => o.at)).toEqual(placesFor(wn, single).filter((h) => h !== two));
  });

  it('honours a fixed set-up: the Introductory Game\'s Air unit 21 starts at Lille', () => {
    const intro = ctxFor(scenario('introductory-paris'), 'german');
    expect(placesFor(intro, 21)).toEqual([hexOf('Lille')]);
    expect(reason(checkPlacementStep(intro, [], { airUnit: 21, at: hexOf('Abbeville') }))).toBe('fixed-setup');
    expect(suggestMapPlacement(intro)).toEqual([
      { airUnit: 21, at: hexOf('Lille') },
      { airUnit: 22, at: hexOf('Abbeville') },
      { airUnit: 23, at: hexOf('Beauvais') },
      { airUnit: 24, at: hexOf('Laon') },
    ]);
    expect(checkMapPlacement(intro, suggestMapPlacement(intro))).toBeNull();
  });

  it('lets empty Air units stand as bluffs on any usable Base, full or not, and as cover counters where their Air units are (VI.D)', () => {
    const intro = ctxFor(scenario('introductory-paris'), 'german');
    const lille = hexOf('Lille'); // capacity 2, Air unit 21 holds 2 Plane units
    const placed = suggestMapPlacement(intro);
    expect(checkPlacementStep(intro, placed, { airUnit: 30, at: lille })).toBeNull();
    expect(reason(checkPlacementStep(intro, placed, { airUnit: 30, at: '3333' }))).toBe('not-a-german-base');
    const cover = { airUnit: 40, at: lille, covers: [21] };
    expect(checkPlacementStep(intro, placed, cover)).toBeNull();
    expect(visibleCounters([...placed, cover]).map((c) => c.airUnit)).toEqual([22, 23, 24, 40]);
    expect(reason(checkPlacementStep(intro, placed, { ...cover, at: hexOf('Laon') }))).toBe('cover-elsewhere');
    expect(reason(checkPlacementStep(intro, placed, { ...cover, covers: [39] }))).toBe('cover-of-empty');
    expect(reason(checkPlacementStep(intro, [], cover))).toBe('cover-before-unit');
    expect(reason(checkPlacementStep(intro, [...placed, cover], { airUnit: 39, at: lille, covers: [21] }))).toBe('covered-twice');
    expect(reason(checkPlacementStep(intro, placed.filter((p) => p.airUnit !== 22), { airUnit: 22, at: hexOf('Abbeville'), covers: [21] }))).toBe('cover-holds-planes');
    // A whole set-up may list its cover counter before the units it covers.
    expect(checkMapPlacement(intro, [cover, ...placed])).toBeNull();
  });
});

describe('VI.C American set-up', () => {
  it('may exceed a Base\'s capacity: the Introductory Game\'s 8 Plane units all at Bassingbourn (capacity 6)', () => {
    const intro = ctxFor(scenario('introductory-paris'), 'american');
    const placement = suggestMapPlacement(intro);
    expect(placement).toEqual([1, 2, 3, 4].map((airUnit) => ({ airUnit, at: hexOf('Bassingbourn') })));
    expect(checkMapPlacement(intro, placement)).toBeNull();
  });

  it('puts each Air unit at a Base of its Plane units\' area, or in its African Base box', () => {
    const wn = ctxFor(scenario('1943-11-02-wiener-neustadt'), 'american');
    const tunisian = wn.boxes[0]?.airUnit ?? 0; // B-17s of Tunisia
    const p38 = wn.boxes.at(-1)?.airUnit ?? 0; // a P-38 of Italy
    expect(placesFor(wn, tunisian)).toEqual(['T']);
    expect(checkPlacementStep(wn, [], { airUnit: tunisian, at: 'T' })).toBeNull();
    expect(checkPlacementStep(wn, [], { airUnit: p38, at: hexOf('Foggia') })).toBeNull();
    expect(checkPlacementStep(wn, [], { airUnit: tunisian, at: hexOf('Foggia') })).toMatchObject({
      reason: 'not-an-area-base',
      message: expect.stringContaining('listed in T') as unknown,
    });
    expect(reason(checkPlacementStep(wn, [], { airUnit: p38, at: 'T' }))).toBe('not-an-area-base');
    expect(reason(checkPlacementStep(wn, [], { airUnit: p38, at: hexOf('Bassingbourn') }))).toBe('not-an-area-base');
    // A bluff may stand wherever a unit of the scenario's areas could: the Tunisian box or an Italian Base.
    expect(checkPlacementStep(wn, [], { airUnit: 40, at: 'T' })).toBeNull();
    expect(reason(checkPlacementStep(wn, [], { airUnit: 40, at: 'A' }))).toBe('not-an-area-base');
  });

  it('places every Air unit that holds Plane units, each once', () => {
    const wn = ctxFor(scenario('1943-11-02-wiener-neustadt'), 'american');
    const placement = suggestMapPlacement(wn);
    expect(reason(checkMapPlacement(wn, placement.slice(1)))).toBe('air-units-unplaced');
    expect(reason(checkMapPlacement(wn, [...placement, placement[0] ?? { airUnit: 1, at: 'T' }]))).toBe('air-unit-placed');
  });
});

describe('VI suggested set-ups', () => {
  it('are legal for both sides in every scenario, and spread the German Air units over the Bases nearest the targets', () => {
    for (const { scenario: s } of data.scenarios)
      for (const side of ['german', 'american'] as const) {
        const ctx = ctxFor(s, side);
        expect([s.id, side, checkMapPlacement(ctx, suggestMapPlacement(ctx))]).toEqual([s.id, side, null]);
      }
    const wn = ctxFor(scenario('1943-11-02-wiener-neustadt'), 'german');
    const hexes = suggestMapPlacement(wn).map((p) => p.at);
    expect(new Set(hexes).size).toBe(hexes.length);
  });

  it('refuses a German step that would leave too little Base room for the Air units still to place (ruling 43)', () => {
    const s = scenario('1943-11-02-wiener-neustadt');
    const twos = data.map.bases.filter((b) => b.german === 2 && placesFor(ctxFor(s, 'german'), 1).includes(b.hex));
    s.german.units = [{ variant: 'Me-109G F', sp: 3, count: 2 * twos.length + 1 }];
    // As many pairs as there are capacity-2 Bases, and one single Air unit.
    const boxes: AirBoxes = Array.from({ length: twos.length + 1 }, (_, i) => ({
      airUnit: i + 1,
      planeUnits: i < twos.length ? [`de${2 * i + 1}`, `de${2 * i + 2}`] : [`de${2 * i + 1}`],
      rockets: false,
    }));
    const ctx: MapSetupContext = { map: data.map, scenario: s, side: 'german', boxes };
    const single = twos.length + 1;
    const one = data.map.bases.find((b) => b.german === 1 && placesFor(ctx, single).includes(b.hex))?.hex ?? '';
    expect(checkPlacementStep(ctx, [], { airUnit: single, at: twos[0]?.hex ?? '' })).toMatchObject({ reason: 'bases-run-out' });
    expect(checkPlacementStep(ctx, [], { airUnit: single, at: one })).toBeNull();
    expect(placementOptions(ctx, []).filter((o) => o.airUnit === single).map((o) => o.at)).not.toContain(twos[0]?.hex);
  });

  it('never leads a player who follows the options into a dead end: random German and American set-ups end legal in every scenario', () => {
    for (const { scenario: s } of data.scenarios)
      for (const side of ['german', 'american'] as const) {
        const ctx = ctxFor(s, side);
        const random = seededRandom(7);
        const placement: { airUnit: number; at: string }[] = [];
        for (;;) {
          const options = placementOptions(ctx, placement);
          const pick = options[Math.floor(random() * options.length)];
          if (pick === undefined) break;
          placement.push(pick);
        }
        expect([s.id, side, checkMapPlacement(ctx, placement)]).toEqual([s.id, side, null]);
      }
  });
});
