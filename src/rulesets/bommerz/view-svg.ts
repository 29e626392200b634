/**
 * The position picture: a view drawn on the board. It reads the view alone
 * (never the state), so it can show no more than the viewer's JSON view does:
 * a face-down counter the viewer may not know is a blank tile, as it is a bare
 * `{ space, faceUp: false }` in the view.
 */
import { BOARD } from './board.js';
import { ARROW_MARKER, BOARD_BOTTOM, BOARD_STYLE, BOARD_WIDTH, boardLayer, escape, px, py, RADIUS } from './board-svg.js';
import type { BommerzView, HiddenCounterView, KnownCounterView } from './view-schema.js';

type Bommer = BommerzView['bommerz'][number];
type Counter = KnownCounterView | HiddenCounterView;

/** Each Ork seat's colour, in seat order; a Bommer of no seat (a solo game's reserve) is drawn in the first. */
const SEAT_COLOURS = ['#c0392b', '#1f6fb2', '#2e8b3a', '#8e44ad', '#d35400'];
const IMPERIAL_COLOUR = '#34495e';

const COUNTER_LABELS: Record<KnownCounterView['kind'], string> = {
  interceptor: 'INT',
  laser: 'LASER',
  'rock-spires': 'ROCKS',
  'flak-1': 'FLAK 1',
  'flak-2': 'FLAK 2',
  'flak-3': 'FLAK 3',
};

const POSITION_STYLE = `
  .caption { font-size: 22px; font-weight: bold; }
  .status { font-size: 18px; }
  .tile { stroke: #222; stroke-width: 2; }
  .tile-text { font-size: 12px; font-weight: bold; text-anchor: middle; dominant-baseline: central; fill: #fff; }
  .hidden-tile { fill: #6d6d6d; stroke: #222; stroke-width: 2; }
  .known-hidden { fill: #fff; stroke: #34495e; stroke-width: 2; stroke-dasharray: 5 3; }
  .known-hidden-text { font-size: 11px; font-weight: bold; text-anchor: middle; dominant-baseline: central; fill: #34495e; }
  .craft { stroke: #111; stroke-width: 2; }
  .craft-text { font-size: 13px; font-weight: bold; text-anchor: middle; dominant-baseline: central; fill: #fff; }
  .damage { fill: #ffd400; stroke: #111; stroke-width: 1.5; }
  .tail { stroke-width: 5; stroke-linecap: round; stroke-opacity: 0.75; fill: none; }
  .hits { font-size: 14px; font-weight: bold; text-anchor: middle; fill: #8b0000; paint-order: stroke; stroke: #fff; stroke-width: 4px; }
  .wreck { stroke: #8b0000; stroke-width: 6; stroke-linecap: round; }
`;

/** Where the n-th of `count` things in one space goes, around the space's centre. */
function slot(space: string, n: number, count: number): [number, number] {
  const s = BOARD.space(space);
  if (count === 1) return [px(s.x), py(s.y)];
  const angle = (2 * Math.PI * n) / count - Math.PI / 2;
  const spread = count === 2 ? 20 : 27;
  return [px(s.x) + Math.cos(angle) * spread, py(s.y) + Math.sin(angle) * spread];
}

function seatColour(view: BommerzView, seat: string | null): string {
  const index = seat === null ? 0 : view.orkSeats.indexOf(seat);
  return SEAT_COLOURS[Math.max(0, index) % SEAT_COLOURS.length]!;
}

/** A short line from the space a craft came from towards where it is: which way it flies. */
function tailMark(space: string, tail: string | null, colour: string): string[] {
  if (tail === null) return [];
  const [to, from] = [BOARD.space(space), BOARD.space(tail)];
  const [x, y] = [px(to.x), py(to.y)];
  const [dx, dy] = [px(from.x) - x, py(from.y) - y];
  const length = Math.hypot(dx, dy) || 1;
  const reach = RADIUS + 22;
  return [`<line class="tail" stroke="${colour}" x1="${x + (dx / length) * RADIUS}" y1="${y + (dy / length) * RADIUS}" x2="${x + (dx / length) * reach}" y2="${y + (dy / length) * reach}"/>`];
}

function damagePips(x: number, y: number, damage: number): string[] {
  return Array.from({ length: damage }, (_, i) => `<circle class="damage" cx="${x + 13 + i * 9}" cy="${y - 13}" r="5"/>`);
}

/** A Bommer's marks, one group (a thing of its own: a PNG renderer keeps its pixels apart): the stub behind it, the craft, its label and its damage. */
function bommerMark(view: BommerzView, b: Bommer, x: number, y: number): string[] {
  const colour = seatColour(view, b.owner);
  const label = b.id.replace(/^bommer-?/i, 'B');
  return [
    '<g class="bommer">',
    ...(b.space === null ? [] : tailMark(b.space, b.tail, colour)),
    `<path class="craft" fill="${colour}" d="M${x},${y - 16} L${x + 15},${y + 12} L${x},${y + 6} L${x - 15},${y + 12} Z"/>`,
    `<text class="craft-text" x="${x}" y="${y + 2}">${escape(label)}</text>`,
    ...damagePips(x, y, b.damage),
    '</g>',
  ];
}

/** A counter's marks, one group (a thing of its own: a PNG renderer keeps its pixels apart): the stub behind a face-up one, then its face. */
function counterMark(c: Counter, x: number, y: number): string[] {
  const tail = 'kind' in c && c.space !== null ? tailMark(c.space, c.tail, IMPERIAL_COLOUR) : [];
  return ['<g class="counter">', ...tail, ...counterFace(c, x, y), '</g>'];
}

function counterFace(c: Counter, x: number, y: number): string[] {
  if (!('kind' in c)) return [`<rect class="hidden-tile" x="${x - 17}" y="${y - 17}" width="34" height="34" rx="4"/>`];
  const label = COUNTER_LABELS[c.kind];
  if (!c.faceUp) {
    // Only a viewer who may know a face-down counter has its kind in the view: the Imperial player, or an audit.
    return [
      `<rect class="known-hidden" x="${x - 22}" y="${y - 17}" width="44" height="34" rx="4"/>`,
      `<text class="known-hidden-text" x="${x}" y="${y}">${escape(label)}</text>`,
    ];
  }
  const colour = c.kind === 'interceptor' ? IMPERIAL_COLOUR : '#7b5a2e';
  return [
    `<rect class="tile" fill="${colour}" x="${x - 22}" y="${y - 17}" width="44" height="34" rx="4"/>`,
    `<text class="tile-text" x="${x}" y="${y}">${escape(label)}</text>`,
    ...damagePips(x + 6, y - 2, c.damage),
  ];
}

function viewerName(view: BommerzView): string {
  switch (view.viewer.kind) {
    case 'seat':
      return view.viewer.seat === 'imperial' ? 'the Imperial player' : `Ork player ${view.viewer.seat}`;
    case 'public':
      return 'spectators';
    case 'omniscient':
      return 'everyone (the whole game)';
    default: {
      const never: never = view.viewer;
      throw new Error(`unknown viewer ${JSON.stringify(never)}`);
    }
  }
}

/** The lines under the caption: where the game stands, and whose move it is. */
function statusLines(view: BommerzView): string[] {
  if (view.outcome) return [`Game over: ${view.outcome.summary}`];
  const where = view.phase === 'setup' ? 'Set-up' : `Wave ${view.wave}, turn ${view.turn}${view.fuelTurns === null ? '' : ` of ${view.fuelTurns}`}`;
  const waiting = view.waitingFor.map((w) => `${w.seat}: ${w.text}`);
  return [where, ...(waiting.length > 0 ? [`To act: ${waiting.join('; ')}`] : [])];
}

/** Under the board: the Bommerz not flying, and what the marks mean. */
function legend(view: BommerzView): string[] {
  const gone = view.bommerz.filter((b) => b.status !== 'flying');
  const lines = gone.length === 0 ? [] : [`Not on the board: ${gone.map((b) => `${b.id} (${b.status})`).join(', ')}`];
  const seats = view.orkSeats.map((seat) => `${seat} ${colourName(seatColour(view, seat))}`).join(', ');
  lines.push(`Bommerz: ${seats}; yellow dots are damage, the stub behind a craft is where it came from. Grey tile: a face-down counter.`);
  return lines.map((line, i) => `<text class="status" x="50" y="${BOARD_BOTTOM + 28 + 24 * i}">${escape(line)}</text>`);
}

const COLOUR_NAMES: Record<string, string> = { '#c0392b': 'red', '#1f6fb2': 'blue', '#2e8b3a': 'green', '#8e44ad': 'purple', '#d35400': 'orange' };
const colourName = (colour: string) => COLOUR_NAMES[colour] ?? colour;

/** The position a view shows, as a standalone SVG document sized for a mail (and a phone: it scales to the width it is given). */
export function viewSvg(view: BommerzView): string {
  const status = statusLines(view);
  // The caption and status lines take the top; the board (drawn from y 40 down) is moved under them.
  const shift = 40 + 26 * status.length;
  const width = BOARD_WIDTH;
  const height = BOARD_BOTTOM + 74 + shift;
  const caption = `Bommerz over da Sulphur River, as seen by ${viewerName(view)}`;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(caption)}">`);
  out.push(`<title>${escape(caption)}</title>`);
  out.push(`<style>${BOARD_STYLE}${POSITION_STYLE}</style>`);
  out.push(ARROW_MARKER);
  // The board first, under everything.
  out.push(`<g transform="translate(0 ${shift})">`, ...boardLayer(BOARD), '</g>');
  out.push(`<text class="caption" x="50" y="32">${escape(caption)}</text>`);
  status.forEach((line, i) => out.push(`<text class="status" x="50" y="${60 + 26 * i}">${escape(line)}</text>`));
  out.push(`<g transform="translate(0 ${shift})">`);
  for (const bridge of view.bridges) {
    const s = BOARD.space(bridge.space);
    const [x, y] = [px(s.x), py(s.y)];
    if (bridge.destroyed) out.push(`<line class="wreck" x1="${x - 30}" y1="${y - 20}" x2="${x + 30}" y2="${y + 20}"/>`, `<line class="wreck" x1="${x + 30}" y1="${y - 20}" x2="${x - 30}" y2="${y + 20}"/>`);
    if (bridge.hits > 0 || bridge.destroyed) out.push(`<text class="hits" x="${x}" y="${y - 30}">${bridge.destroyed ? 'destroyed' : `${bridge.hits} hit${bridge.hits === 1 ? '' : 's'}`}</text>`);
  }
  // Everything that stands in a space, counters first, then the Bommerz flying there.
  const bySpace = new Map<string, ((x: number, y: number) => string[])[]>();
  const put = (space: string, draw: (x: number, y: number) => string[]) => bySpace.set(space, [...(bySpace.get(space) ?? []), draw]);
  for (const c of view.counters) if (c.space !== null) put(c.space, (x, y) => counterMark(c, x, y));
  for (const b of view.bommerz) if (b.status === 'flying' && b.space !== null) put(b.space, (x, y) => bommerMark(view, b, x, y));
  for (const [space, marks] of bySpace) marks.forEach((draw, i) => out.push(...draw(...slot(space, i, marks.length))));
  out.push(...legend(view));
  out.push('</g>', '</svg>');
  return `${out.join('\n')}\n`;
}
