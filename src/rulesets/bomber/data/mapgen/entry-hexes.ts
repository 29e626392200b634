/**
 * Entry hexes for the off-board African Bases (III.A.2, XII.E). Sortie's
 * rule: every `spacing`-th full hex along the southern edge that is not
 * neutral gray; its letter is the nearest African Base; its number is the
 * Turns a bomber formation needs to fly there from that Base — great-circle
 * miles over (`hexesPerTurn` × hex width), rounded up.
 */
import { hexId, type HexCoord } from '../hex-grid.js';
import type { AfricanBase } from '../geography-schema.js';
import type { EntryHex, MapHex } from '../map-schema.js';
import type { BoardGeometry } from './board-geometry.js';
import { greatCircleMiles, type Projection } from './projection.js';

/** Parameters of the entry-hex rule. */
export interface EntryInputs {
  readonly geometry: BoardGeometry;
  readonly projection: Projection;
  readonly rows: number;
  readonly hexAcrossMiles: number;
  readonly earthRadiusMiles: number;
  readonly spacing: number;
  readonly hexesPerTurn: number;
  readonly africanBases: readonly AfricanBase[];
}

/** The southern edge's full hexes: the last full hex of each column. */
function southernEdge(rows: number, columns: number): HexCoord[] {
  const edge: HexCoord[] = [];
  // Odd columns end on a full hex in the last row; even ones (set lower) one row up.
  for (let col = 2; col < columns; col++) edge.push({ col, row: col % 2 === 1 ? rows : rows - 1 });
  return edge;
}

/** The Entry hexes, west to east. */
export function entryHexes(inp: EntryInputs, hexes: ReadonlyMap<string, MapHex>, columns: number): EntryHex[] {
  const candidates = southernEdge(inp.rows, columns).filter((c) => hexes.get(hexId(c))?.gray === undefined);
  const milesPerTurn = inp.hexesPerTurn * inp.hexAcrossMiles;
  return candidates
    .filter((_, i) => i % inp.spacing === 0)
    .map((coord) => {
      const at = inp.projection.inverse(inp.geometry.centre(coord));
      const [nearest] = inp.africanBases
        .map((b) => ({ b, miles: greatCircleMiles(b.at, at, inp.earthRadiusMiles) }))
        .sort((x, y) => x.miles - y.miles);
      if (nearest === undefined) throw new Error('geography/african-bases.json lists no base');
      return { hex: hexId(coord), base: nearest.b.letter, turns: Math.ceil(nearest.miles / milesPerTurn) };
    });
}
