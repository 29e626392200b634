/** The world-atlas countries (Natural Earth via the world-atlas npm package) as regions. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Region } from './polygon-index.js';

/** Countries of a world-atlas file ("countries-50m", …) whose bounds meet a lon/lat box. */
export function atlasCountries(file: string, box: { west: number; east: number; south: number; north: number }): Region[] {
  const path = createRequire(import.meta.url).resolve(`world-atlas/${file}.json`);
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const regions: Region[] = [];
  for (const f of collection.features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    const rings = polygons.flat().map((ring) => ring.map(([lon, lat]) => [lon ?? 0, lat ?? 0] as const));
    const meets = rings.some((ring) =>
      ring.some(([lon, lat]) => lon >= box.west && lon <= box.east && lat >= box.south && lat <= box.north),
    );
    if (meets) regions.push({ name: f.properties.name, rings });
  }
  // Sorted so the generated map never depends on the atlas's order.
  return regions.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
