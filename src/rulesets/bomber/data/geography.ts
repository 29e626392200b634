/** The hand-entered geography (geography/*.json) that the map generator reads. */
import {
  AfricanBasesSchema,
  AlliedAdvancesSchema,
  BasesSchema,
  BoardSchema,
  CitiesSchema,
  CountriesSchema,
  MountainsSchema,
} from './geography-schema.js';
import { loadDataFile } from './load.js';

/** All geography inputs, checked against their schemas. */
export function loadGeography() {
  return {
    board: loadDataFile('geography/board.json', BoardSchema),
    countries: loadDataFile('geography/countries.json', CountriesSchema),
    mountains: loadDataFile('geography/mountains.json', MountainsSchema),
    alliedAdvances: loadDataFile('geography/allied-advances.json', AlliedAdvancesSchema),
    cities: loadDataFile('geography/cities.json', CitiesSchema),
    bases: loadDataFile('geography/bases.json', BasesSchema),
    africanBases: loadDataFile('geography/african-bases.json', AfricanBasesSchema),
  };
}
/** The geography inputs as loaded. */
export type Geography = ReturnType<typeof loadGeography>;
