/**
 * The mapboard under a position picture, as it stands on a scenario's date:
 * every hex one `<use>` of a single hex symbol, coloured by what it is
 * (sea, German-held or Allied land, neutral gray, Allied Air Defense, the
 * dark partial hexes), hexes closed to German Air units tinted, the Ground
 * Line of the date, Bases with their capacity, Target Cities with their
 * value, Entry hexes, and the column and row numbers along the edges. Each
 * hex names itself (`data-hex`), so that a page showing the picture can
 * tell which one is clicked. It depends on the date alone, so it is drawn
 * once per date and kept.
 */
import { DATA } from './context.js';
import { holdsOn } from './data/dates.js';
import { boardGeometry } from './data/mapgen/board-geometry.js';
import { hexId, neighbour, parseHexId, type HexCoord } from './data/hex-grid.js';
import type { BomberMap, MapCity, MapHex } from './data/map-schema.js';

/** A hex's corner-to-centre distance, in picture pixels. */
export const HEX_RADIUS = 14;
const APOTHEM = (HEX_RADIUS * Math.sqrt(3)) / 2;
/** Room left of and above the grid for the row and column numbers. */
const EDGE = 16;

const n1 = (v: number) => Math.round(v * 10) / 10;

/** Escapes text for SVG. */
export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The board's grid in picture pixels (its "miles" are pixels here): HEX_RADIUS from a centre to a corner, right of and below the edge numbers. */
const GRID = boardGeometry({ hexAcrossMiles: 2 * APOTHEM, columns: DATA.map.columns, rows: DATA.map.rows, firstHexCentreMiles: [EDGE + HEX_RADIUS, EDGE + APOTHEM] });

/** Where a hex's centre is in the map layer. */
export function hexCentre(hex: HexCoord): [number, number] {
  return GRID.centre(hex);
}

/** The map layer's size. */
export function mapSize(map: BomberMap): { width: number; height: number } {
  return { width: Math.ceil(EDGE + (map.columns - 1) * 1.5 * HEX_RADIUS + 2 * HEX_RADIUS + 2), height: Math.ceil(EDGE + (2 * map.rows + 1) * APOTHEM + 2) };
}


function hexClass(h: MapHex, date: string): string {
  if (h.partial) return 'partial';
  if (h.terrain === 'sea') return holdsOn(h.airDefenseFrom, date) ? 'air-defense' : 'sea';
  if (h.gray === 'total' || h.control === 'neutral') return 'neutral';
  return h.control === 'allied' || holdsOn(h.alliedFrom, date) ? 'allied' : 'german';
}

/** Sides between land that is Allied by the date and German-held land beyond: the Ground Line (XII.F.2). */
function groundLine(map: BomberMap, byId: ReadonlyMap<string, MapHex>, date: string): string {
  const german = (h: MapHex | undefined) => h?.terrain === 'land' && h.control === 'german' && !holdsOn(h.alliedFrom, date);
  const segments: string[] = [];
  for (const h of map.hexes) {
    if (!holdsOn(h.alliedFrom, date)) continue;
    const coord = parseHexId(h.id);
    for (let side = 0; side < 6; side++) {
      const across = neighbour(coord, side);
      if (across.col < 1 || across.row < 1 || !german(byId.get(hexId(across)))) continue;
      const [[ax, ay], [bx, by]] = GRID.sideEnds(coord, side);
      segments.push(`M${n1(ax)},${n1(ay)}L${n1(bx)},${n1(by)}`);
    }
  }
  return segments.length > 0 ? `<path class="ground-line" d="${segments.join('')}"/>` : '';
}

/** A hex's corners around its centre, E, SE, SW, W, NW, NE: the one hex symbol every hex of the layer uses. */
function hexOutline(): string {
  const first = { col: 1, row: 1 };
  const [cx, cy] = GRID.centre(first);
  return GRID.corners(first)
    .map(([x, y]) => `${n1(x - cx)},${n1(y - cy)}`)
    .join(' ');
}

function drawMapLayer(map: BomberMap, date: string): string {
  const byId = new Map(map.hexes.map((h) => [h.id, h]));
  const out: string[] = [`<defs><polygon id="hex" class="hx" points="${hexOutline()}"/></defs>`];
  const use = (h: MapHex, cls: string) => {
    const [x, y] = hexCentre(parseHexId(h.id));
    return `<use href="#hex" class="${cls}" x="${n1(x)}" y="${n1(y)}" data-hex="${h.id}"/>`;
  };
  for (const h of map.hexes) {
    const cls = hexClass(h, date);
    out.push(use(h, cls));
    if (h.gray === 'partial') out.push(use(h, 'gray-side'));
    // Allied land and Air Defense hexes are closed by what they are; the tint marks the others closed on the date.
    if ((cls === 'sea' || cls === 'german') && holdsOn(h.closedToGermansFrom, date)) out.push(use(h, 'closed'));
  }
  out.push(groundLine(map, byId, date));
  for (let col = 1; col <= map.columns; col += 2) out.push(`<text class="edge-number" x="${n1(hexCentre({ col, row: 1 })[0])}" y="9">${String(col).padStart(2, '0')}</text>`);
  for (let row = 1; row <= map.rows; row += 2) out.push(`<text class="edge-number" x="7" y="${n1(hexCentre({ col: 1, row })[1] + 3)}">${String(row).padStart(2, '0')}</text>`);
  for (const e of map.entryHexes) {
    const [x, y] = hexCentre(parseHexId(e.hex));
    out.push(`<text class="entry" x="${n1(x)}" y="${n1(y + 3)}">${e.turns}${e.base}</text>`);
  }
  for (const b of map.bases) {
    const [x, y] = hexCentre(parseHexId(b.hex));
    const cls = b.german === undefined ? 'base-american' : 'base-german';
    const capacity = (b.german !== undefined ? `(${b.german})` : '') + (b.american !== undefined ? `[${b.american}]` : '');
    out.push(`<rect class="${cls}" x="${n1(x - 3)}" y="${n1(y + 4)}" width="6" height="6"/><text class="base-text ${cls}" x="${n1(x + 4)}" y="${n1(y + 10.5)}">${capacity}</text>`);
  }
  for (const c of map.cities) {
    const [x, y] = hexCentre(parseHexId(c.hex));
    out.push(`<circle class="city" cx="${n1(x - 6)}" cy="${n1(y - 6)}" r="3"/><text class="city-name" x="${n1(x - 2)}" y="${n1(y - 4)}">${escapeXml(c.name)} ${c.value}</text>`);
  }
  return out.join('\n');
}

/** A Target City's name and value once more, over the counters that stand in its hex (which cover the map layer's): above the hex's top, with a halo. */
export function cityNameOverCounters(city: MapCity): string {
  const [x, y] = hexCentre(parseHexId(city.hex));
  return `<text class="city-name over" x="${n1(x)}" y="${n1(y - APOTHEM + 1)}">${escapeXml(city.name)} ${city.value}</text>`;
}

const layers = new Map<string, string>();

/** The map layer on a date (kept: a handful of scenario dates). */
export function mapLayer(map: BomberMap, date: string): string {
  let layer = layers.get(date);
  if (layer === undefined) layers.set(date, (layer = drawMapLayer(map, date)));
  return layer;
}
