/** The generated mapboard: reproducible byte for byte, real geography where it matters, and checked. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SINCE_START, holdsOn } from './dates.js';
import { loadGeography } from './geography.js';
import { hexDistance, hexId, neighbour, parseHexId } from './hex-grid.js';
import { loadBomberData } from './index.js';
import { dataPath } from './load.js';
import { checkMap } from './map-checks.js';
import { formatMapJson, generateMap, hexIndex } from './mapgen/generate-map.js';
import type { BomberMap } from './map-schema.js';
import { cardedCities, loadTargetCards } from './target-cards.js';

const { map } = loadBomberData();
const hexes = hexIndex(map);
const hexOf = (name: string) => {
  const id = map.cities.find((c) => c.name === name)?.hex ?? map.bases.find((b) => b.name === name)?.hex;
  const h = id === undefined ? undefined : hexes.get(id);
  if (h === undefined) throw new Error(`no ${name}`);
  return h;
};

describe('map.json', () => {
  it('is exactly what `npm run bomber:map` generates from the committed inputs', () => {
    const generated = formatMapJson(generateMap(loadGeography(), cardedCities(loadTargetCards())));
    expect(generated === readFileSync(dataPath('map.json'), 'utf8')).toBe(true);
  });

  it('has four-digit XXYY ids for a full grid, partial hexes only along the edges', () => {
    expect(map.hexes).toHaveLength(map.columns * map.rows);
    for (const h of map.hexes) {
      const { col, row } = parseHexId(h.id);
      const edge = col === 1 || col === map.columns || row === 1 || row === map.rows;
      if (h.partial) expect(edge).toBe(true);
    }
  });

  it('holds Great Britain Allied, Sweden and Switzerland wholly gray, Spain, Portugal, Ireland and Turkey neutral', () => {
    expect(hexOf('Bassingbourn').control).toBe('allied');
    const byCountry = (c: string) => map.hexes.filter((h) => h.country === c && h.terrain === 'land');
    for (const c of ['Sweden', 'Switzerland']) expect(byCountry(c).some((h) => h.gray === 'total')).toBe(true);
    for (const c of ['Spain', 'Ireland', 'Turkey', 'Switzerland', 'Sweden'])
      expect(byCountry(c).every((h) => h.control === 'neutral')).toBe(true);
    expect(loadGeography().countries.Portugal).toBe('neutral');
    expect(map.hexes.some((h) => h.gray === 'partial' && h.control === 'german')).toBe(true);
  });

  it('marks sea hexes with islands (Channel, Frisian, Danish) as such, held by their country', () => {
    const islands = map.hexes.filter((h) => h.islands);
    expect(islands.length).toBeGreaterThan(10);
    for (const h of islands) expect([h.terrain, h.control !== undefined]).toEqual(['sea', true]);
    expect(islands.some((h) => h.control === 'german')).toBe(true);
  });

  it('holds the Soviet side of the Eastern Front Allied, from the start and more from 1 January 1944', () => {
    const soviet = map.hexes.filter((h) => h.terrain === 'land' && ['Russia', 'Belarus', 'Ukraine'].includes(h.country ?? ''));
    expect(soviet.some((h) => h.control === 'allied')).toBe(true);
    expect(soviet.some((h) => h.alliedFrom === '1944-01-01')).toBe(true);
    expect(soviet.some((h) => h.control === 'german' && h.alliedFrom === undefined)).toBe(true);
  });

  it('marks gray hexsides only beside neutral land, and all six sides of a wholly gray inland hex', () => {
    for (const h of map.hexes.filter((x) => x.graySides))
      for (const side of h.graySides ?? []) {
        const n = neighbour(parseHexId(h.id), side);
        const across = n.col >= 1 && n.row >= 1 ? hexes.get(hexId(n)) : undefined;
        expect(h.gray !== undefined || across?.gray !== undefined).toBe(true);
      }
    expect(map.hexes.some((h) => h.gray === 'total' && h.graySides?.length === 6)).toBe(true);
  });

  it('puts the Alps round Innsbruck and the Carpathians in Mountain hexes, the Ruhr and Paris not', () => {
    expect(hexOf('Innsbruck').mountain).toBe('Alps');
    expect(map.hexes.some((h) => h.mountain === 'Carpathians')).toBe(true);
    expect(hexOf('Gelsenkirchen').mountain).toBeUndefined();
    expect(hexOf('Paris').mountain).toBeUndefined();
  });

  it('rings Great Britain with Allied Air Defense sea hexes from the start, never touching German-held land', () => {
    const ring = map.hexes.filter((h) => h.airDefenseFrom === SINCE_START);
    expect(ring.length).toBeGreaterThan(20);
    const german = map.hexes.filter((h) => (h.terrain === 'land' || h.islands) && h.control === 'german');
    for (const h of ring) {
      expect(h.terrain).toBe('sea');
      expect(h.control).not.toBe('german');
      // A pure sea hex is Air Defense only where German land is farther than a hex; a coastal hex of Britain at Dover may touch France.
      if (!h.islands) expect(german.every((g) => hexDistance(parseHexId(g.id), parseHexId(h.id)) > 1)).toBe(true);
    }
  });

  it('moves Italy behind the Ground Lines by date: Foggia from 1 October 1943, Naples (hex centre on the Volturno) from 15 October, Rome not', () => {
    expect(hexOf('Foggia').alliedFrom).toBe('1943-10-01');
    expect(hexOf('Naples').alliedFrom).toBe('1943-10-15');
    expect(hexOf('Rome').alliedFrom).toBeUndefined();
    expect(map.hexes.some((h) => h.country === 'France' && h.alliedFrom === '1943-10-04')).toBe(true);
    expect(map.hexes.some((h) => h.airDefenseFrom !== undefined && h.airDefenseFrom > SINCE_START)).toBe(true);
  });

  // XII.F.2: "No German Air units may be moved into a Great Britain hex or into the Allied Air Defense hexes
  // around Great Britain. The hexes to the south of the current Ground Line in Italy and the adjacent Allied Air
  // Defense hexes also may not be entered by German Air units - the hexes that apply depend on the date of the scenario."
  it('closes to German Air units exactly Great Britain, Italy behind the Ground Lines (and Corsica) and the Air Defense hexes, from their dates (XII.F.2)', () => {
    const first = (...dates: (string | undefined)[]) => dates.filter((d): d is string => d !== undefined).sort()[0];
    for (const h of map.hexes) {
      const greatBritain = h.country === 'United Kingdom' || h.country === 'Isle of Man' ? SINCE_START : undefined;
      const behindGroundLine = h.country === 'Italy' || h.country === 'France' ? h.alliedFrom : undefined;
      expect([h.id, h.closedToGermansFrom]).toEqual([h.id, first(greatBritain, behindGroundLine, h.airDefenseFrom)]);
    }
    expect(hexOf('Bassingbourn').closedToGermansFrom).toBe(SINCE_START);
    expect(map.hexes.filter((h) => h.terrain === 'land' && h.country === 'United Kingdom').length).toBeGreaterThan(50);
    expect(map.hexes.filter((h) => h.airDefenseFrom === SINCE_START).every((h) => h.closedToGermansFrom === SINCE_START)).toBe(true);
  });

  it('opens Italy by date: Foggia closed to Germans from 1 October 1943, Naples from 15 October, Rome and Ploesti never', () => {
    expect(holdsOn(hexOf('Foggia').closedToGermansFrom, '1943-09-30')).toBe(false);
    expect(holdsOn(hexOf('Foggia').closedToGermansFrom, '1943-10-01')).toBe(true);
    expect(hexOf('Naples').closedToGermansFrom).toBe('1943-10-15');
    expect(hexOf('Rome').closedToGermansFrom).toBeUndefined();
    expect(hexOf('Ploesti').closedToGermansFrom).toBeUndefined();
    // Corsica (ruling 30) with its Air Defense ring from 4 October; Sardinia, which is Italy, from 19 September.
    const corsica = map.hexes.filter((h) => h.country === 'France' && h.alliedFrom === '1943-10-04');
    expect(corsica.length).toBeGreaterThan(0);
    for (const h of corsica) expect(h.closedToGermansFrom).toBe('1943-10-04');
    expect(map.hexes.some((h) => h.country === 'Italy' && h.closedToGermansFrom === '1943-09-19')).toBe(true);
  });

  it('leaves the Soviet-held hexes open to German Air units: Allied, but not closed by XII.F.2', () => {
    const soviet = map.hexes.filter((h) => ['Russia', 'Belarus', 'Ukraine'].includes(h.country ?? ''));
    expect(soviet.filter((h) => h.control === 'allied' || h.alliedFrom !== undefined).length).toBeGreaterThan(40);
    for (const h of soviet) expect([h.id, h.closedToGermansFrom]).toEqual([h.id, undefined]);
    // Nor any land the Germans still hold.
    for (const h of map.hexes.filter((x) => x.terrain === 'land' && x.control === 'german' && x.alliedFrom === undefined))
      expect(h.closedToGermansFrom).toBeUndefined();
  });

  it('never closes a German Base on a date the Germans may set up there, and closes every Italian one behind the lines (VI.B agrees with XII.F.2)', () => {
    for (const date of ['1943-08-01', '1943-09-19', '1943-10-01', '1943-10-15', '1943-12-31', '1944-02-24'])
      for (const b of map.bases.filter((x) => x.german !== undefined)) {
        const h = hexes.get(b.hex);
        const usable = h?.control === 'german' && !holdsOn(h.alliedFrom, date);
        if (usable || h?.country === 'Italy')
          expect([b.name, date, holdsOn(h?.closedToGermansFrom, date)]).toEqual([b.name, date, !usable]);
      }
  });

  it('gives Foggia both capacities and the British bases American ones only', () => {
    const foggia = map.bases.find((b) => b.name === 'Foggia');
    expect(foggia?.german).toBeGreaterThan(0);
    expect(foggia?.american).toBeGreaterThan(0);
    const british = map.bases.filter((b) => hexes.get(b.hex)?.country === 'United Kingdom');
    expect(british.length).toBeGreaterThan(3);
    for (const b of british) expect([b.german, typeof b.american]).toEqual([undefined, 'number']);
  });

  it('puts the Entry hexes on the southern edge', () => {
    for (const e of map.entryHexes) expect(parseHexId(e.hex).row).toBeGreaterThanOrEqual(map.rows - 1);
  });

  it('passes its cross-checks: cities and bases on land, one base a hex, Entry hexes on the edge', () => {
    expect(checkMap(map)).toEqual([]);
  });
});

describe('checkMap rejects', () => {
  const seaHex = map.hexes.find((h) => h.terrain === 'sea' && !h.partial && !h.islands)?.id ?? '';
  const inland = map.hexes.find((h) => h.terrain === 'land' && !h.partial && h.control === 'german' && !map.bases.some((b) => b.hex === h.id));
  const broken = (change: (m: BomberMap) => void): BomberMap => {
    const copy = structuredClone<BomberMap>(map);
    change(copy);
    return copy;
  };

  it('a city at sea, naming the field', () => {
    const m = broken((x) => {
      if (x.cities[0]) x.cities[0].hex = seaHex;
    });
    expect(checkMap(m)).toEqual([`map.json: cities[0].hex (${map.cities[0]?.name}): hex ${seaHex} is not a land hex`]);
  });
  it('a base at sea and two bases in one hex', () => {
    const m = broken((x) => {
      if (x.bases[0] && x.bases[1]) {
        x.bases[0].hex = seaHex;
        x.bases[1].hex = seaHex;
      }
    });
    const problems = checkMap(m);
    expect(problems.some((p) => p.startsWith('map.json: bases[0].hex') && p.includes('not a land hex'))).toBe(true);
    expect(problems.some((p) => p.startsWith('map.json: bases[1].hex') && p.includes('shares hex'))).toBe(true);
  });
  it('an Entry hex inland, away from the edge', () => {
    const m = broken((x) => {
      if (x.entryHexes[0] && inland) x.entryHexes[0].hex = inland.id;
    });
    expect(checkMap(m)).toEqual([`map.json: entryHexes[0].hex: ${inland?.id} is not on the board's edge`]);
  });
});
