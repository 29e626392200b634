/** The map's hexes, Target Cities and Bases looked up by id, name or hex, each table built once per map (`kept.ts`). */
import { kept } from './kept.js';
import type { BomberMap, MapBase, MapCity, MapHex } from './map-schema.js';

/** The map's lookup tables, built once per map; shared, so read-only. */
export const mapTables = kept((map: BomberMap): {
  readonly hexes: ReadonlyMap<string, MapHex>;
  readonly cities: ReadonlyMap<string, MapCity>;
  readonly citiesByHex: ReadonlyMap<string, MapCity>;
  readonly basesByName: ReadonlyMap<string, MapBase>;
  readonly basesByHex: ReadonlyMap<string, MapBase>;
} => ({
  hexes: new Map(map.hexes.map((h) => [h.id, h])),
  cities: new Map(map.cities.map((c) => [c.name, c])),
  citiesByHex: new Map(map.cities.map((c) => [c.hex, c])),
  basesByName: new Map(map.bases.map((b) => [b.name, b])),
  basesByHex: new Map(map.bases.map((b) => [b.hex, b])),
}));

/** A hex by id. */
export const hexOf = (map: BomberMap, id: string): MapHex | undefined => mapTables(map).hexes.get(id);

/** A Target City by name. */
export const cityNamed = (map: BomberMap, name: string): MapCity | undefined => mapTables(map).cities.get(name);

/** The Target City in a hex. */
export const cityAt = (map: BomberMap, hex: string): MapCity | undefined => mapTables(map).citiesByHex.get(hex);

/** A Base by name. */
export const baseNamed = (map: BomberMap, name: string): MapBase | undefined => mapTables(map).basesByName.get(name);

/** The Base in a hex. */
export const baseAt = (map: BomberMap, hex: string): MapBase | undefined => mapTables(map).basesByHex.get(hex);
