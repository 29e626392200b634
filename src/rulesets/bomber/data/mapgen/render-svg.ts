/**
 * The map picture: hexes coloured by terrain and holder, coastlines and
 * borders from world-atlas, Mountain hexes, the Ground Lines with their
 * dates, Base hexes with capacities, Target Cities with values, and Entry
 * hexes. For people (docs/rules/bomber.md); the rules read map.json.
 */
import { holdsOn } from '../dates.js';
import { type HexCoord, hexId, neighbour, parseHexId } from '../hex-grid.js';
import type { BomberMap, MapHex } from '../map-schema.js';
import type { BoardGeometry } from './board-geometry.js';
import type { Region } from './polygon-index.js';
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

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const n1 = (v: number) => v.toFixed(1);

/** Render the map as an SVG document. */
export function renderMapSvg(map: BomberMap, g: BoardGeometry, projection: Projection, outlines: readonly Region[]): string {
  const corners = g.hexes.flatMap((c) => g.corners(c));
  const minX = Math.min(...corners.map((p) => p[0]));
  const minY = Math.min(...corners.map((p) => p[1]));
  const maxX = Math.max(...corners.map((p) => p[0]));
  const maxY = Math.max(...corners.map((p) => p[1]));
  const width = Math.ceil((maxX - minX) * PX_PER_MILE + 2 * MARGIN);
  const height = Math.ceil((maxY - minY) * PX_PER_MILE + 2 * MARGIN + LEGEND_HEIGHT);
  // Board miles → picture pixels.
  const px = ([x, y]: readonly [number, number]): [number, number] => [
    (x - minX) * PX_PER_MILE + MARGIN,
    (y - minY) * PX_PER_MILE + MARGIN,
  ];
  const pt = (p: readonly [number, number]) => px(p).map(n1).join(',');
  const centre = (id: string) => px(g.centre(parseHexId(id)));
  const byId = new Map(map.hexes.map((h) => [h.id, h]));
  const onBoard = (c: HexCoord) => (g.isOnGrid(c) ? byId.get(hexId(c)) : undefined);

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<clipPath id="board"><rect x="${MARGIN}" y="${MARGIN}" width="${width - 2 * MARGIN}" height="${height - 2 * MARGIN - LEGEND_HEIGHT}"/></clipPath>`,
    '<g stroke="#ffffff" stroke-width="0.5">',
  ];
  for (const h of map.hexes) {
    const points = g.corners(parseHexId(h.id)).map(pt).join(' ');
    out.push(`<polygon points="${points}" fill="${hexFill(h)}"/>`);
    if (h.gray === 'partial') out.push(`<polygon points="${points}" fill="${FILL.neutral}" fill-opacity="0.45"/>`);
  }
  out.push('</g>');

  // Coastlines and borders over the hexes, so a reader sees the real shapes under the grid.
  out.push('<g clip-path="url(#board)" fill="none" stroke="#555" stroke-width="0.6">');
  for (const r of outlines)
    for (const ring of r.rings) out.push(`<path d="M${ring.map((p) => pt(projection.forward(p))).join('L')}Z"/>`);
  out.push('</g>');

  // Ground Lines: for each date, the sides between hexes that fell to the Allies by then and German-held land beyond.
  const dates = [...new Set(map.hexes.flatMap((h) => (h.alliedFrom ? [h.alliedFrom] : [])))].sort();
  out.push('<g stroke="#c0392b" stroke-width="2.2" fill="#c0392b" font-size="11" font-weight="bold">');
  for (const date of dates) {
    let label: [number, number] | undefined;
    for (const h of map.hexes) {
      if (!holdsOn(h.alliedFrom, date)) continue;
      const coord = parseHexId(h.id);
      for (let side = 0; side < 6; side++) {
        const other = onBoard(neighbour(coord, side));
        if (other?.terrain !== 'land' || other.control !== 'german' || holdsOn(other.alliedFrom, date)) continue;
        const [a, b] = g.sideEnds(coord, side);
        out.push(`<path d="M${pt(a)}L${pt(b)}"/>`);
        if (h.alliedFrom === date) label ??= px(b);
      }
    }
    if (label !== undefined)
      out.push(`<text x="${n1(label[0])}" y="${n1(label[1])}" stroke="white" stroke-width="3" paint-order="stroke">${date}</text>`);
  }
  out.push('</g>');

  out.push('<g font-size="6" fill="#6b6b6b" text-anchor="middle">');
  for (const h of map.hexes) {
    if (h.partial) continue;
    const [x, y] = centre(h.id);
    out.push(`<text x="${n1(x)}" y="${n1(y - 11)}">${h.id}</text>`);
  }
  out.push('</g>');

  for (const e of map.entryHexes) {
    const [x, y] = centre(e.hex);
    out.push(
      `<text x="${n1(x)}" y="${n1(y + 4)}" font-size="13" font-weight="bold" fill="#7d1d8f" text-anchor="middle">${e.base}${e.turns}</text>`,
    );
  }
  for (const b of map.bases) {
    const [x, y] = centre(b.hex);
    const label = (b.german !== undefined ? `(${b.german})` : '') + (b.american !== undefined ? `[${b.american}]` : '');
    const colour = b.german === undefined ? '#1f4fa8' : '#111';
    out.push(
      `<rect x="${n1(x - 4)}" y="${n1(y + 5)}" width="8" height="8" fill="${colour}"/>`,
      `<text x="${n1(x + 6)}" y="${n1(y + 13)}" font-size="8" fill="${colour}">${label}</text>`,
    );
  }
  const citiesByHex = new Map<string, string[]>();
  for (const c of map.cities) citiesByHex.set(c.hex, [...(citiesByHex.get(c.hex) ?? []), `${c.name} ${c.value}`]);
  for (const [hex, names] of citiesByHex) {
    const [x, y] = centre(hex);
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
