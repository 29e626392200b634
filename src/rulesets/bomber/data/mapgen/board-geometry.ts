/**
 * Where each hex of the grid lies in the projected plane (miles, y south),
 * which hexes are the dark partial ones cut by the board's edge, and the
 * points inside a hex that the generator samples.
 */
import type { HexCoord } from '../hex-grid.js';

/** The grid's size and placement, as board.json gives them. */
export interface BoardParams {
  readonly hexAcrossMiles: number;
  readonly columns: number;
  readonly rows: number;
  readonly firstHexCentreMiles: readonly [number, number];
}

/** Pure plane geometry of the board. */
export interface BoardGeometry {
  /** Every hex of the grid, column by column. */
  readonly hexes: readonly HexCoord[];
  centre(hex: HexCoord): [number, number];
  /** The six corners, E, SE, SW, W, NW, NE. */
  corners(hex: HexCoord): [number, number][];
  /** 19 points spread evenly over the inner 85% of the hex. */
  areaSamples(hex: HexCoord): [number, number][];
  /** The two corners at the ends of side `side` (0 = N … 5 = NW). */
  sideEnds(hex: HexCoord, side: number): [[number, number], [number, number]];
  /** Three points along side `side`, at ¼, ½, ¾. */
  sideSamples(hex: HexCoord, side: number): [number, number][];
  /** The hex containing a plane point, or undefined off the grid. */
  hexAt(xy: readonly [number, number]): HexCoord | undefined;
  isOnGrid(hex: HexCoord): boolean;
  /** Whether the board's edge cuts the hex (the dark partial hexes, VI/XII.F.1). */
  isPartial(hex: HexCoord): boolean;
}

// Corner index pairs for sides N, NE, SE, S, SW, NW (corners E, SE, SW, W, NW, NE).
const SIDE_CORNERS: readonly (readonly [number, number])[] = [
  [4, 5],
  [5, 0],
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
];

/** The plane geometry of a board. */
export function boardGeometry(p: BoardParams): BoardGeometry {
  const apothem = p.hexAcrossMiles / 2;
  const radius = p.hexAcrossMiles / Math.sqrt(3);
  const [x0, y0] = p.firstHexCentreMiles;
  const hexes: HexCoord[] = [];
  for (let col = 1; col <= p.columns; col++) for (let row = 1; row <= p.rows; row++) hexes.push({ col, row });

  const centre = ({ col, row }: HexCoord): [number, number] => [
    x0 + (col - 1) * 1.5 * radius,
    y0 + (row - 1) * p.hexAcrossMiles + (col % 2 === 0 ? apothem : 0),
  ];
  const corners = (hex: HexCoord): [number, number][] => {
    const [cx, cy] = centre(hex);
    return [
      [cx + radius, cy],
      [cx + radius / 2, cy + apothem],
      [cx - radius / 2, cy + apothem],
      [cx - radius, cy],
      [cx - radius / 2, cy - apothem],
      [cx + radius / 2, cy - apothem],
    ];
  };
  const sideEnds = (hex: HexCoord, side: number): [[number, number], [number, number]] => {
    const pair = SIDE_CORNERS[side];
    const all = corners(hex);
    const a = pair && all[pair[0]];
    const b = pair && all[pair[1]];
    if (a === undefined || b === undefined) throw new RangeError(`no hex side ${side}`);
    return [a, b];
  };
  // A flat-topped "hex of 19 points": sub-lattice spacing chosen so its
  // outermost points sit at 85% of the way to the hex's corners.
  const step = (0.85 * radius) / (2 * Math.sqrt(3));
  const sampleOffsets: [number, number][] = [];
  for (let a = -2; a <= 2; a++)
    for (let b = -2; b <= 2; b++)
      if (Math.abs(a + b) <= 2) sampleOffsets.push([step * Math.sqrt(3) * (a + b / 2), step * 1.5 * b]);

  const isOnGrid = ({ col, row }: HexCoord): boolean => col >= 1 && col <= p.columns && row >= 1 && row <= p.rows;
  return {
    hexes,
    centre,
    corners,
    areaSamples(hex) {
      const [cx, cy] = centre(hex);
      return sampleOffsets.map(([dx, dy]) => [cx + dx, cy + dy]);
    },
    sideEnds,
    sideSamples(hex, side) {
      const [[ax, ay], [bx, by]] = sideEnds(hex, side);
      return [0.25, 0.5, 0.75].map((f) => [ax + (bx - ax) * f, ay + (by - ay) * f]);
    },
    hexAt([x, y]) {
      // Plane → fractional cube coordinates → nearest hex (cube rounding).
      const q = (x - x0) / (1.5 * radius);
      const z = (y - y0) / p.hexAcrossMiles - q / 2;
      const cube = [q, -q - z, z];
      const rounded = cube.map(Math.round);
      const diff = cube.map((v, i) => Math.abs(v - (rounded[i] ?? 0)));
      const [rx, ry, rz] = rounded as [number, number, number];
      const [dx, dy, dz] = diff as [number, number, number];
      const cx = dx > dy && dx > dz ? -ry - rz : rx;
      const cz = dz >= dx && dz > dy ? -rx - ry : rz;
      const hex = { col: cx + 1, row: cz + (cx - (cx & 1)) / 2 + 1 };
      return isOnGrid(hex) ? hex : undefined;
    },
    isOnGrid,
    isPartial: ({ col, row }) =>
      col === 1 || col === p.columns || (row === 1 && col % 2 === 1) || (row === p.rows && col % 2 === 0),
  };
}
