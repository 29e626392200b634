/** docs/rules/bomber.md prints the plane table, the Combat Results Table and the number of cities and the Entry hexes: they must match the data. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_RESULTS_TABLE } from './cards/hit-tables.js';
import { loadDataFile } from './load.js';
import { MapSchema } from './map-schema.js';
import { PlanesSchema } from './plane-schema.js';
import { loadPlanes } from './planes.js';

const doc = readFileSync(new URL('../../../../docs/rules/bomber.md', import.meta.url), 'utf8');

describe('docs/rules/bomber.md', () => {
  it('prints every row of the Combat Results Table as the formula gives it', () => {
    COMBAT_RESULTS_TABLE.forEach((row, i) => expect(doc).toContain(`\n| ${i + 1} | ${row.join(' | ')} |\n`));
  });

  it('prints every Model and Type with its data and derived Movement Factor and endurance', () => {
    const inputs = loadDataFile('planes.json', PlanesSchema).models;
    for (const p of loadPlanes()) {
      const m = inputs.find((x) => x.model === p.model);
      const f = p.firepower;
      const high = f.atHighAltitude;
      const cells = [
        p.model,
        p.type,
        m?.maxSpeedMph,
        `${m?.radiusMiles}${m?.dropTankRadiusMiles === undefined ? '' : ` (${m.dropTankRadiusMiles})`}`,
        p.movementFactor,
        `${p.endurance.internal}${p.endurance.dropTanks === undefined ? '' : ` (${p.endurance.dropTanks})`}`,
        p.rockets ? 'R' : '',
        p.climb,
        `${f.vsBombers ?? '–'}/8 · ${f.vsFighters}/8${high ? ` (${high.vsBombers ?? '–'}/8 · ${high.vsFighters}/8)` : ''}`,
        p.bombLoad ?? '',
      ];
      expect(doc).toContain(`\n| ${cells.join(' | ')} |\n`);
    }
  });

  it('counts the Target Cities on the map', () => {
    const cities = loadDataFile('map.json', MapSchema).cities;
    expect(doc).toContain(`${cities.length} Target Cities at their real places`);
  });

  it('lists the Entry hexes the map has, west to east', () => {
    const entries = loadDataFile('map.json', MapSchema).entryHexes.map((e) => `${e.base}${e.turns}`);
    expect(doc.replace(/\s+/g, ' ')).toContain(`The board has ${entries.join(', ')}.`);
  });
});
