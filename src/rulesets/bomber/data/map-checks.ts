/**
 * Cross-checks of map.json that its schema cannot express: every city and
 * base on a full land hex, one base a hex, every Entry hex on the board's
 * edge. Each problem names the file and the field.
 */
import { neighbours, parseHexId, hexId } from './hex-grid.js';
import type { BomberMap, MapHex } from './map-schema.js';

const FILE = 'map.json';

/** Problems with the map, or none. */
export function checkMap(map: BomberMap): string[] {
  const problems: string[] = [];
  const hexes = new Map(map.hexes.map((h) => [h.id, h]));
  const onLand = (field: string, id: string): void => {
    const h = hexes.get(id);
    if (h === undefined) problems.push(`${FILE}: ${field}: no hex ${id} on the board`);
    else if (h.partial) problems.push(`${FILE}: ${field}: hex ${id} is a partial edge hex`);
    else if (h.terrain !== 'land') problems.push(`${FILE}: ${field}: hex ${id} is not a land hex`);
  };

  const names = new Set<string>();
  map.cities.forEach((c, i) => {
    onLand(`cities[${i}].hex (${c.name})`, c.hex);
    if (names.has(c.name)) problems.push(`${FILE}: cities[${i}].name: "${c.name}" appears twice`);
    names.add(c.name);
  });

  const baseHexes = new Map<string, string>();
  map.bases.forEach((b, i) => {
    onLand(`bases[${i}].hex (${b.name})`, b.hex);
    const other = baseHexes.get(b.hex);
    if (other !== undefined) problems.push(`${FILE}: bases[${i}].hex: ${b.name} shares hex ${b.hex} with ${other}`);
    baseHexes.set(b.hex, b.name);
    if (b.german === undefined && b.american === undefined)
      problems.push(`${FILE}: bases[${i}] (${b.name}): neither a German nor an American capacity`);
  });

  map.entryHexes.forEach((e, i) => {
    const h = hexes.get(e.hex);
    if (h === undefined || h.partial) problems.push(`${FILE}: entryHexes[${i}].hex: ${e.hex} is not a full hex of the board`);
    else if (!isOnEdge(h, hexes)) problems.push(`${FILE}: entryHexes[${i}].hex: ${e.hex} is not on the board's edge`);
    if (!map.africanBases.some((b) => b.letter === e.base))
      problems.push(`${FILE}: entryHexes[${i}].base: no African Base "${e.base}"`);
  });
  return problems;
}

/** A full hex is on the edge when a partial hex, or the end of the grid, is next to it. */
export function isOnEdge(hex: MapHex, hexes: ReadonlyMap<string, MapHex>): boolean {
  return neighbours(parseHexId(hex.id)).some((n) => {
    if (n.col < 1 || n.row < 1 || n.col > 99 || n.row > 99) return true;
    const other = hexes.get(hexId(n));
    return other === undefined || other.partial === true;
  });
}
