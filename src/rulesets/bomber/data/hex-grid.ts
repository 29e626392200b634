/**
 * The mapboard's hex grid: flat-topped hexes in columns, even-numbered
 * columns set half a hex lower, ids "XXYY" (XX column from the west edge,
 * YY row from the north edge, both from 01). Shared by the map generator,
 * the data checks and, later, the rules.
 */

/** A hex's place on the grid, 1-based. */
export interface HexCoord {
  readonly col: number;
  readonly row: number;
}

/** Side names, clockwise from north; a side's number is its index here (map.json's graySides use the numbers). */
export const SIDES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

const CUBE_STEPS: readonly (readonly [number, number, number])[] = [
  [0, 1, -1],
  [1, 0, -1],
  [1, -1, 0],
  [0, -1, 1],
  [-1, 0, 1],
  [-1, 1, 0],
];

/** The four-digit id of a hex, e.g. col 4 row 12 → "0412". */
export function hexId({ col, row }: HexCoord): string {
  if (col < 1 || col > 99 || row < 1 || row > 99) throw new RangeError(`hex ${col},${row} has no four-digit id`);
  return String(col).padStart(2, '0') + String(row).padStart(2, '0');
}

/** Coordinates by hex id, each worked out once: the rules ask for the same few thousand again and again. */
const parsed = new Map<string, HexCoord>();

/** The coordinates of a four-digit hex id; throws on anything else. */
export function parseHexId(id: string): HexCoord {
  let at = parsed.get(id);
  if (at === undefined) {
    if (!/^\d{4}$/.test(id)) throw new RangeError(`"${id}" is not a four-digit hex id`);
    parsed.set(id, (at = Object.freeze({ col: Number(id.slice(0, 2)), row: Number(id.slice(2)) })));
  }
  return at;
}

// Cube coordinates make distance and neighbours the same in every column.
function toCube({ col, row }: HexCoord): [number, number, number] {
  const q = col - 1;
  const z = row - 1 - (q - (q & 1)) / 2;
  return [q, -q - z, z];
}

function fromCube([x, , z]: readonly [number, number, number]): HexCoord {
  return { col: x + 1, row: z + (x - (x & 1)) / 2 + 1 };
}

/** Hexes between two hexes, counting the far one and not the near one (as IX.G counts). */
export function hexDistance(a: HexCoord, b: HexCoord): number {
  const [ax, ay, az] = toCube(a);
  const [bx, by, bz] = toCube(b);
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by), Math.abs(az - bz));
}

/** The hex across side `side` (0 = N … 5 = NW); it may lie off the grid. */
export function neighbour(hex: HexCoord, side: number): HexCoord {
  const step = CUBE_STEPS[side];
  if (step === undefined) throw new RangeError(`no hex side ${side}: sides are 0–5 (${SIDES.join(', ')})`);
  const [x, y, z] = toCube(hex);
  return fromCube([x + step[0], y + step[1], z + step[2]]);
}

/** All six hexes around a hex, in side order; some may lie off the grid. */
export function neighbours(hex: HexCoord): HexCoord[] {
  return CUBE_STEPS.map((_, side) => neighbour(hex, side));
}
