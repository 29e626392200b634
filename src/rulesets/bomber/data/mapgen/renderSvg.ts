/**
 * The map picture: hexes coloured by terrain and holder, coastlines and
 * borders from world-atlas, Mountain hexes, the Italian Ground Lines with
 * their dates, Base hexes with capacities, Target Cities with values, and
 * Entry hexes. For people (docs/rules/bomber.md); the rules read map.json.
 */
import { holdsOn } from '../dates.js';
import { neighbour, parseHexId, hexId } from '../hexGrid.js';
import type { BomberMap, MapHex } from '../mapSchema.js';
import type { BoardGeometry } from './boardGeometry.js';
import type { Region } from './polygonIndex.js';
import type { Projection } from './projection.js';

const PX_PER_MILE = 1.1;
const MARGIN = 30;
const LEGEND_HEIGHT = 70;

const FILL = {
  sea: '#cfe2f3',
  airDefense: '#7fa8d8',
  partial: '#1f3b6b',
  german: '#eadfc4',
  allied: '#cfe8c4',
  alliedLater: '#e0e6bf',
  neutral: '#b9b9b9',
  mountain: '#b99b72',
} as const;

function hexFill(h: MapHex): string {
  if (h.partial) return FILL.partial;
  if (h.terrain === 'sea') return h.airDefenseFrom !== undefined ? FILL.airDefense : FILL.sea;
  if (h.gray === 'total' || h.control === 'neutral') return FILL.neutral;
  if (h.mountain !== undefined) return FILL.mountain;
  if (h.control === 'allied') return FILL.allied;
  return h.alliedFrom !== undefined ? FILL.alliedLater : FILL.german;
}

// Corner pairs of sides N, NE, SE, S, SW, NW (corners listed E, SE, SW, W, NW, NE).
const SIDE_CORNERS: readonly (readonly [number, number])[] = [
  [4, 5],
  [5, 0],
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const n1 = (v: number) => v.toFixed(1);

/** Render the map as an SVG document. */
export function renderMapSvg(map: BomberMap, g: BoardGeometry, projection: Projection, outlines: readonly Region[]): string {
  const all = g.hexes.flatMap((c) => g.corners(c));
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const px = ([x, y]: readonly [number, number]): string =>
    `${n1((x - minX) * PX_PER_MILE + MARGIN)},${n1((y - minY) * PX_PER_MILE + MARGIN)}`;
  const width = Math.ceil((maxX - minX) * PX_PER_MILE + 2 * MARGIN);
  const height = Math.ceil((maxY - minY) * PX_PER_MILE + 2 * MARGIN + LEGEND_HEIGHT);
  const centreOf = (id: string) => px(g.centre(parseHexId(id)));
  const byId = new Map(map.hexes.map((h) => [h.id, h]));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<clipPath id="board"><rect x="${MARGIN}" y="${MARGIN}" width="${width - 2 * MARGIN}" height="${height - 2 * MARGIN - LEGEND_HEIGHT}"/></clipPath>`,
  );

  out.push('<g stroke="#ffffff" stroke-width="0.5">');
  for (const h of map.hexes) {
    const pts = g.corners(parseHexId(h.id)).map(px).join(' ');
    out.push(`<polygon points="${pts}" fill="${hexFill(h)}"/>`);
    if (h.gray === 'partial') out.push(`<polygon points="${pts}" fill="${FILL.neutral}" fill-opacity="0.45"/>`);
  }
  out.push('</g>');

  // Coastlines and borders over the hexes, so a reader sees the real shapes under the grid.
  out.push('<g clip-path="url(#board)" fill="none" stroke="#555" stroke-width="0.6">');
  for (const r of outlines)
    for (const ring of r.rings) out.push(`<path d="M${ring.map((p) => px(projection.forward(p))).join('L')}Z"/>`);
  out.push('</g>');

  // Ground Lines: for each date, the sides between hexes Allied by then and German-held land beyond.
  const dates = [...new Set(map.hexes.flatMap((h) => (h.alliedFrom ? [h.alliedFrom] : [])))].sort();
  out.push('<g stroke="#c0392b" stroke-width="2.2" fill="#c0392b" font-size="11" font-weight="bold">');
  for (const date of dates) {
    let label: string | undefined;
    for (const h of map.hexes) {
      if (!holdsOn(h.alliedFrom, date) && h.control !== 'allied') continue;
      const coord = parseHexId(h.id);
      const corners = g.corners(coord);
      for (let side = 0; side < 6; side++) {
        const n = neighbour(coord, side);
        const other = g.isOnGrid(n) ? byId.get(hexId(n)) : undefined;
        if (other?.terrain !== 'land' || other.control !== 'german' || holdsOn(other.alliedFrom, date)) continue;
        const [a, b] = SIDE_CORNERS[side] ?? [0, 0];
        out.push(`<path d="M${px(corners[a] ?? [0, 0])}L${px(corners[b] ?? [0, 0])}"/>`);
        if (h.alliedFrom === date) label ??= px(corners[b] ?? [0, 0]);
      }
    }
    if (label !== undefined) {
      const [x, y] = label.split(',');
      out.push(`<text x="${x}" y="${y}" stroke="white" stroke-width="3" paint-order="stroke">${date}</text>`);
    }
  }
  out.push('</g>');

  out.push('<g font-size="6" fill="#6b6b6b" text-anchor="middle">');
  for (const h of map.hexes) {
    if (h.partial) continue;
    const [x, y] = g.centre(parseHexId(h.id));
    out.push(`<text x="${n1((x - minX) * PX_PER_MILE + MARGIN)}" y="${n1((y - minY) * PX_PER_MILE + MARGIN - 11)}">${h.id}</text>`);
  }
  out.push('</g>');

  for (const e of map.entryHexes) {
    const [x, y] = centreOf(e.hex).split(',');
    out.push(
      `<text x="${x}" y="${y}" dy="4" font-size="13" font-weight="bold" fill="#7d1d8f" text-anchor="middle">${e.base}${e.turns}</text>`,
    );
  }
  for (const b of map.bases) {
    const [x, y] = centreOf(b.hex).split(',').map(Number) as [number, number];
    const label = [b.german !== undefined ? `(${b.german})` : '', b.american !== undefined ? `[${b.american}]` : ''].join('');
    const colour = b.american !== undefined && b.german === undefined ? '#1f4fa8' : '#111';
    out.push(
      `<rect x="${n1(x - 4)}" y="${n1(y + 5)}" width="8" height="8" fill="${colour}"/>`,
      `<text x="${n1(x + 6)}" y="${n1(y + 13)}" font-size="8" fill="${colour}">${label}</text>`,
    );
  }
  const citiesByHex = new Map<string, string[]>();
  for (const c of map.cities) citiesByHex.set(c.hex, [...(citiesByHex.get(c.hex) ?? []), `${c.name} ${c.value}`]);
  for (const [hex, names] of citiesByHex) {
    const [x, y] = centreOf(hex).split(',').map(Number) as [number, number];
    out.push(`<circle cx="${n1(x)}" cy="${n1(y)}" r="3.5" fill="#c0392b"/>`);
    names.forEach((name, i) =>
      out.push(
        `<text x="${n1(x + 5)}" y="${n1(y - 1 + i * 9)}" font-size="8.5" stroke="white" stroke-width="2.2" paint-order="stroke">${esc(name)}</text>`,
      ),
    );
  }

  const ly = height - LEGEND_HEIGHT + 8;
  const swatch = (x: number, fill: string, text: string) =>
    `<rect x="${x}" y="${ly}" width="14" height="14" fill="${fill}" stroke="#555"/><text x="${x + 18}" y="${ly + 11}" font-size="11">${text}</text>`;
  out.push(
    swatch(MARGIN, FILL.german, 'German-held'),
    swatch(MARGIN + 110, FILL.allied, 'Allied'),
    swatch(MARGIN + 180, FILL.alliedLater, 'Allied later'),
    swatch(MARGIN + 290, FILL.neutral, 'Neutral (gray)'),
    swatch(MARGIN + 400, FILL.mountain, 'Mountain'),
    swatch(MARGIN + 485, FILL.sea, 'Sea'),
    swatch(MARGIN + 535, FILL.airDefense, 'Allied Air Defense'),
    swatch(MARGIN + 675, FILL.partial, 'Partial hex'),
    `<text x="${MARGIN + 775}" y="${ly + 11}" font-size="11"><tspan fill="#c0392b">● City and Target Value</tspan>   ■ Base (German) [American]   <tspan fill="#7d1d8f" font-weight="bold">T4</tspan> Entry hex: Base letter, Turns   <tspan fill="#c0392b">— Ground Line, Allied from date</tspan></text>`,
    `<text x="${MARGIN}" y="${ly + 40}" font-size="13" font-weight="bold">BOMBER — Sortie's own mapboard, not the printed one. Hexes 40 miles across; Lambert conformal conic; land and borders from Natural Earth (world-atlas).</text>`,
    '</svg>',
  );
  return out.join('\n') + '\n';
}
