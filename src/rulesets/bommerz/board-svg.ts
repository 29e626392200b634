/** Draws the board as an SVG picture, from the board data alone (docs/rules/bommerz-board.svg is made with it). */
import type { Board } from './board.js';

const UNIT = 100;
const MARGIN = 50;
const TOP = 70;
/** A plain space's radius on the picture. */
export const RADIUS = 25;
const SECTION_WIDTH = 4;
const ROWS = 5;

/** The picture's x of a board x. */
export const px = (x: number) => MARGIN + x * UNIT;
/** The picture's y of a board y. */
export const py = (y: number) => TOP + y * UNIT;
/** The width of the board drawn, margins included. */
export const BOARD_WIDTH = px(3 * SECTION_WIDTH) + MARGIN;
/** Where the board's last row of spaces ends: what is drawn under the board starts below it. */
export const BOARD_BOTTOM = py(ROWS);

/** Text made safe for an SVG document, in an element or an attribute. */
export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The arrowhead the exits' arrows use: goes in a document's head. */
export const ARROW_MARKER =
  '<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1d4f91"/></marker></defs>';

/** The board's stylesheet: what boardLayer's classes look like. */
export const BOARD_STYLE = `
  text { font-family: 'DejaVu Sans', Arial, sans-serif; fill: #222; }
  .section { fill: #f3eee4; stroke: #b9ab8f; stroke-width: 2; }
  .section-name { font-size: 18px; font-weight: bold; fill: #6b5b3e; }
  .link { stroke: #8c8c8c; stroke-width: 4; stroke-linecap: round; }
  .space { fill: #ffffff; stroke: #555; stroke-width: 2; }
  .start { fill: #cfe8c4; stroke: #3c7a2a; }
  .eagle { fill: #f7dc8c; stroke: #9a7a12; }
  .bridge { fill: #b98a5a; stroke: #5e3b17; stroke-width: 3; }
  .exit { stroke: #1d4f91; stroke-width: 4; }
  .exit-arrow { stroke: #1d4f91; stroke-width: 4; fill: none; marker-end: url(#arrow); }
  .river { stroke: #d7c84a; stroke-width: 26; stroke-linecap: round; opacity: 0.6; fill: none; }
  .id { font-size: 15px; font-weight: bold; text-anchor: middle; dominant-baseline: central; }
  .note { font-size: 12px; text-anchor: middle; fill: #444; paint-order: stroke; stroke: #f3eee4; stroke-width: 4px; }
  .legend { font-size: 14px; }
  .title { font-size: 20px; font-weight: bold; }
`;

/** The board as a standalone SVG document. */
export function boardSvg(board: Board): string {
  const width = BOARD_WIDTH;
  const height = py(ROWS) + 150;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(board.data.name)}">`);
  out.push(`<title>${escape(board.data.name)}: Sortie's own board layout for Bommerz over da Sulphur River (not the printed boards)</title>`);
  out.push(`<style>${BOARD_STYLE}</style>`);
  out.push(ARROW_MARKER);
  out.push(`<text class="title" x="${MARGIN}" y="30">Bommerz over da Sulphur River: ${escape(board.data.name)}, Sortie's own layout (not the printed boards)</text>`);
  out.push(...boardLayer(board));
  const legend: [string, string][] = [
    ['start', 'Ork starting space (four, on section 1)'],
    ['eagle', 'Imperial eagle: a solo game puts a counter here'],
    ['bridge', 'bridge with its permanent 1D6 flak (4 hits destroy it)'],
    ['exit', 'exit: a Bommer here may fly off the far edge'],
  ];
  legend.forEach(([kind, text], i) => {
    const lx = MARGIN + (i % 2) * 560;
    const ly = py(ROWS) + 40 + Math.floor(i / 2) * 36;
    if (kind === 'bridge') out.push(`<rect class="space bridge" x="${lx}" y="${ly - 14}" width="36" height="28" rx="5"/>`);
    else out.push(`<circle class="space ${kind === 'exit' ? 'plain exit' : kind}" cx="${lx + 18}" cy="${ly}" r="14"/>`);
    out.push(`<text class="legend" x="${lx + 44}" y="${ly + 5}">${escape(text)}</text>`);
  });
  out.push(`<text class="legend" x="${MARGIN}" y="${py(ROWS) + 120}">Links are the lines between spaces. A Bommer moves one link a step and may never turn straight back. Spaces are named by section and letter.</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The board itself, without title or legend (sections, river, links, exits and spaces), as SVG elements. */
export function boardLayer(board: Board): string[] {
  const out: string[] = [];
  for (const section of board.data.sections) {
    const left = px((section.id - 1) * SECTION_WIDTH) + 4;
    out.push(`<rect class="section" x="${left}" y="${TOP - 30}" width="${SECTION_WIDTH * UNIT - 8}" height="${ROWS * UNIT + 10}" rx="14"/>`);
    out.push(`<text class="section-name" x="${left + 12}" y="${TOP - 8}">Section ${section.id}: ${escape(section.name)}</text>`);
  }
  // A stretch of the Sulphur River under each bridge, north to south.
  for (const id of board.bridges) {
    const s = board.space(id);
    out.push(`<path class="river" d="M${px(s.x) - 12},${py(s.y - 0.9)} C${px(s.x) + 18},${py(s.y - 0.3)} ${px(s.x) - 18},${py(s.y + 0.3)} ${px(s.x) + 12},${py(s.y + 0.9)}"/>`);
    out.push(`<text class="note" x="${px(s.x)}" y="${py(s.y - 0.9) - 8}">Sulphur River</text>`);
  }
  const drawn = new Set<string>();
  for (const id of board.ids) {
    for (const other of board.links(id)) {
      const key = [id, other].sort().join('-');
      if (drawn.has(key)) continue;
      drawn.add(key);
      const a = board.space(id);
      const b = board.space(other);
      out.push(`<line class="link" x1="${px(a.x)}" y1="${py(a.y)}" x2="${px(b.x)}" y2="${py(b.y)}"/>`);
    }
  }
  for (const id of board.exits) {
    const s = board.space(id);
    out.push(`<line class="exit-arrow" x1="${px(s.x) + RADIUS}" y1="${py(s.y)}" x2="${px(3 * SECTION_WIDTH) + 30}" y2="${py(s.y)}"/>`);
    out.push(`<text class="note" x="${px(3 * SECTION_WIDTH) + 8}" y="${py(s.y) - 10}">exit</text>`);
  }
  for (const id of board.ids) {
    const s = board.space(id);
    const [x, y] = [px(s.x), py(s.y)];
    if (s.feature === 'bridge') {
      out.push(`<rect class="space bridge" x="${x - 34}" y="${y - 24}" width="68" height="48" rx="8"/>`);
      out.push(`<text class="note" x="${x}" y="${y + 40}">${escape(s.name ?? '')}</text>`);
      out.push(`<text class="note" x="${x}" y="${y + 54}">bridge, 1D6 flak</text>`);
    } else {
      const kind = s.feature ?? 'plain';
      out.push(`<circle class="space ${kind}${s.exit ? ' exit' : ''}" cx="${x}" cy="${y}" r="${RADIUS}"/>`);
      if (s.feature === 'eagle') out.push(`<text class="note" x="${x}" y="${y + 38}">eagle</text>`);
      if (s.feature === 'start') out.push(`<text class="note" x="${x}" y="${y + 38}">start</text>`);
    }
    out.push(`<text class="id" x="${x}" y="${y}">${s.id}</text>`);
  }
  return out;
}
