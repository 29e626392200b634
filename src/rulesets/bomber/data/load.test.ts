/** Loading rejects bad data with a message that names the file and the field. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FLAK_SP } from './cards/flak-hit-chart.js';
import { BoardSchema, CitiesSchema } from './geography-schema.js';
import { daylightTurns } from './daylight.js';
import { BomberDataError, dataPath, parseDataFile } from './load.js';
import { MapSchema } from './map-schema.js';
import { PlanesSchema } from './plane-schema.js';
import { ScenarioSchema } from './scenario-schema.js';
import { TargetCardsSchema } from './target-card-schema.js';

const read = (file: string) => JSON.parse(readFileSync(dataPath(file), 'utf8')) as Record<string, unknown>;
const rejection = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BomberDataError);
    return (e as Error).message;
  }
  throw new Error('the bad data was accepted');
};

describe('parseDataFile', () => {
  it('accepts every committed data file', () => {
    expect(() => parseDataFile('planes.json', readFileSync(dataPath('planes.json'), 'utf8'), PlanesSchema)).not.toThrow();
    expect(() => parseDataFile('map.json', readFileSync(dataPath('map.json'), 'utf8'), MapSchema)).not.toThrow();
  });

  it('names the file when the text is not JSON', () => {
    expect(rejection(() => parseDataFile('scenarios/x.json', '{ "id": ', ScenarioSchema))).toMatch(/^scenarios\/x\.json: not valid JSON/);
  });

  it('names file and field of a wrong value in a scenario', () => {
    const bad = read('scenarios/1943-08-01-ploesti.json');
    bad.date = '1 August 1943';
    expect(rejection(() => parseDataFile('scenarios/bad.json', JSON.stringify(bad), ScenarioSchema))).toContain(
      'scenarios/bad.json: date:',
    );
  });

  it('names nested fields with indexes: a plane without a speed, a unit with 13 Strength Points', () => {
    const planes = read('planes.json') as { models: Record<string, unknown>[] };
    delete planes.models[3]?.maxSpeedMph;
    expect(rejection(() => parseDataFile('planes.json', JSON.stringify(planes), PlanesSchema))).toContain(
      'planes.json: models[3].maxSpeedMph:',
    );
    const s = read('scenarios/1943-08-01-ploesti.json') as { american: { units: { sp: number }[] }[] };
    const unit = s.american[0]?.units[0];
    if (unit) unit.sp = 13;
    expect(rejection(() => parseDataFile('s.json', JSON.stringify(s), ScenarioSchema))).toContain('s.json: american[0].units[0].sp:');
  });

  it('rejects unknown fields, so a misspelt one is not silently ignored', () => {
    const cards = read('target-cards.json') as unknown as Record<string, unknown>[];
    if (cards[0]) cards[0].shortt = true;
    expect(rejection(() => parseDataFile('target-cards.json', JSON.stringify(cards), TargetCardsSchema))).toContain(
      'target-cards.json: [0].shortt:',
    );
  });

  it('rejects a hex with an unknown terrain and a board with a mistyped projection', () => {
    const map = read('map.json') as { hexes: Record<string, unknown>[] };
    if (map.hexes[5]) map.hexes[5].terrain = 'swamp';
    expect(rejection(() => parseDataFile('map.json', JSON.stringify(map), MapSchema))).toContain('map.json: hexes[5].terrain:');
    const board = read('geography/board.json') as { projection: Record<string, unknown> };
    board.projection.kind = 'mercator';
    expect(rejection(() => parseDataFile('geography/board.json', JSON.stringify(board), BoardSchema))).toContain(
      'geography/board.json: projection.kind:',
    );
  });

  it('keeps a game within 33 Turns (VIII): Daylight Turns never exceed it, in the formula or in a scenario file', () => {
    // Midsummer at 60°N from 03:00 has some 19 hours of daylight, 38 Turns; the game has only 33.
    expect(daylightTurns('1943-06-21', 60, '03:00')).toBe(33);
    const s = read('scenarios/1943-08-01-ploesti.json');
    s.daylightTurns = 33;
    expect(() => parseDataFile('s.json', JSON.stringify(s), ScenarioSchema)).not.toThrow();
    s.daylightTurns = 34;
    expect(rejection(() => parseDataFile('s.json', JSON.stringify(s), ScenarioSchema))).toContain('s.json: daylightTurns:');
  });

  it('rejects a City listing more than 4 Flak Strength Points of a Type (V.B), in cities.json and in map.json', () => {
    const cities = read('geography/cities.json') as unknown as Record<string, unknown>[];
    if (cities[0]) cities[0].heavyFlak = MAX_FLAK_SP;
    expect(() => parseDataFile('geography/cities.json', JSON.stringify(cities), CitiesSchema)).not.toThrow();
    if (cities[0]) cities[0].heavyFlak = MAX_FLAK_SP + 1;
    expect(rejection(() => parseDataFile('geography/cities.json', JSON.stringify(cities), CitiesSchema))).toContain(
      'geography/cities.json: [0].heavyFlak:',
    );
    const map = read('map.json') as { cities: Record<string, unknown>[] };
    if (map.cities[1]) map.cities[1].lightFlak = MAX_FLAK_SP + 1;
    expect(rejection(() => parseDataFile('map.json', JSON.stringify(map), MapSchema))).toContain('map.json: cities[1].lightFlak:');
  });
});
