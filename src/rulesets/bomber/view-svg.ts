/**
 * Bomber's position picture: a view drawn on the mapboard. It reads the view
 * alone (never the state), so it shows no more than the viewer's JSON view:
 * the viewer's own counters with what its Air Status Card says of them
 * (Altitude, hits), the other side's counters numbered with what the
 * Observation Reports in the view tell of them (Altitude Levels, Plane
 * units, Bombers, where one was last seen; the Types and Models seen in a
 * hex written out under the map), their facing and whether they are on the
 * ground where the view says so, the Turn Record with its public Endurance
 * units, the African Base Boxes, the Battles of the Combat Phase (rings on
 * the map, each written out under it) and the last Combat Phase's spots, the
 * Turn, the phase and who holds the initiative.
 */
import { DATA } from './context.js';
import { parseHexId } from './data/hex-grid.js';
import { cityAt } from './data/map-lookup.js';
import { cityNameOverCounters, escapeXml, hexCentre, mapLayer, mapSize } from './map-layer-svg.js';
import { hexReportText } from './observation/report-text.js';
import { PICTURE_STYLESHEET } from './picture-style.js';
import type { BomberView } from './view-schema.js';

type Counter = BomberView['counters'][number];
type Side = Counter['side'];
type AirStatus = NonNullable<BomberView['airStatus']['american']>;

const MARGIN = 12;
const CAPTION_HEIGHT = 58;
const RECORD_BOX = { width: 30, height: 62 };
const AFRICA_HEIGHT = 68;
const AFRICA_BOX_WIDTH = 206;
const LEGEND_HEIGHT = 62;


/** The Altitude of an Air unit's Plane units, as its own side's card says (one for all of them while flying). */
function altitudeOf(status: AirStatus, airUnit: number): number | null {
  return status.planes.find((p) => p.airUnit === airUnit && !p.eliminated && p.altitude !== null)?.altitude ?? null;
}

/** One counter at a point, `size` pixels square: its number, which way it faces, and what its own side knows of it. */
function counterMark(view: BomberView, c: Counter, x: number, y: number, size: number): string[] {
  const half = size / 2;
  const own = view.airStatus[c.side];
  const out = [
    `<g class="counter" data-side="${c.side}" data-air-unit="${c.airUnit}">`,
    `<rect class="ctr ${c.side}${c.flying === false ? ' ground' : ''}" x="${x - half}" y="${y - half}" width="${size}" height="${size}" rx="1.5"/>`,
    `<text class="ctr-text" x="${x}" y="${y + size * 0.18}">${c.airUnit}</text>`,
  ];
  if (c.facing !== null) {
    // A notch on the side it faces: 0 = N, clockwise, as the hex sides run.
    const angle = ((c.facing * 60 - 90) * Math.PI) / 180;
    const [tx, ty] = [x + Math.cos(angle) * (half + 3), y + Math.sin(angle) * (half + 3)];
    const [lx, ly] = [x + Math.cos(angle - 0.5) * half, y + Math.sin(angle - 0.5) * half];
    const [rx, ry] = [x + Math.cos(angle + 0.5) * half, y + Math.sin(angle + 0.5) * half];
    out.push(`<path class="facing" d="M${r1(tx)},${r1(ty)}L${r1(lx)},${r1(ly)}L${r1(rx)},${r1(ry)}Z"/>`);
  }
  if (own) {
    const altitude = altitudeOf(own, c.airUnit);
    if (altitude !== null && c.flying !== false) out.push(`<text class="altitude" x="${x + half - 4.5}" y="${y - half + 6.5}">${altitude}</text>`);
    const hits = own.airUnits.find((a) => a.id === c.airUnit)?.hits ?? 0;
    for (let i = 0; i < Math.min(hits, 4); i++) out.push(`<circle class="hit" cx="${r1(x - half + 2.5 + i * 3.5)}" cy="${r1(y + half - 2)}" r="1.6"/>`);
  } else if (c.report) out.push(...reportMarks(c.report, x, y, half));
  out.push('</g>');
  return out;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** What an Observation Report tells of an enemy counter, on it: its Altitude Levels (G on the ground) top right, its Plane units bottom left, B for Bombers. */
function reportMarks(report: NonNullable<Counter['report']>, x: number, y: number, half: number): string[] {
  const out: string[] = [];
  if (report.altitudes && report.altitudes.length > 0) {
    const levels = [...new Set(report.altitudes.map((a) => (a === 'ground' ? 'G' : String(a))))].join('');
    out.push(`<text class="seen" x="${x + half - 1}" y="${y - half - 1}">${levels}</text>`);
  }
  if (report.planeUnits !== null) out.push(`<text class="seen" x="${x - half - 1}" y="${y + half + 6}">${report.planeUnits}</text>`);
  if (report.bombers) out.push(`<text class="seen" x="${x + half - 1}" y="${y + half + 6}">B</text>`);
  return out;
}

/** Where an enemy counter was last seen telling more than itself, when it is somewhere else now: a faint outline there, with the Turn. */
function lastSeenMark(c: Counter): string[] {
  const seen = c.lastSeen;
  if (!seen || !('hex' in seen.at) || ('hex' in c.at && c.at.hex === seen.at.hex)) return [];
  const [x, y] = hexCentre(parseHexId(seen.at.hex));
  return [`<rect class="ghost" x="${x - 7}" y="${y - 7}" width="14" height="14" rx="1.5"/>`, `<text class="ghost-text" x="${x}" y="${y + 2.5}">${c.airUnit}·${seen.turn}</text>`];
}

type Battle = BomberView['battles'][number];

/** A Battle Location on the map: a red ring round its hex with its Altitude (dashed once fought out); the last Combat Phase's spots an orange one. */
function spotMarks(view: BomberView): string[] {
  const ring = (hex: string, cls: string, textCls: string, label: string, r: number) => {
    const [x, y] = hexCentre(parseHexId(hex));
    return [`<circle class="${cls}" cx="${r1(x)}" cy="${r1(y)}" r="${r}"/>`, `<text class="${textCls}" x="${r1(x - r + 1)}" y="${r1(y - r + 3)}">${label}</text>`];
  };
  return [
    ...view.lastCombat.flatMap((s) => ring(s.hex, 'last-combat', 'last-combat-text', `${s.altitude}`, 11)),
    ...view.battles.flatMap((b) => ring(b.spot.hex, b.done ? 'battle done' : 'battle', 'battle-text', `${b.spot.altitude}`, 13)),
  ];
}

const CLOCK = (c: Battle['formations'][number]['clock']) => (c === null ? '' : ` ${c} o'clock`);

/** The Battles of the Combat Phase written out: where, each Formation by its number in the Battle (as the attack commands name it; its Model and Strength Points once its Hit Table is found), the attacks lined up. */
function battleLines(view: BomberView): string[] {
  return view.battles.map((b) => {
    const formations = b.formations.map((f, i) => `#${i} ${recordName(f)}/${f.formation}${f.bomber ? ' Bombers' : ''}${CLOCK(f.clock)}${f.revealed ? ` ${f.revealed.variant} ${f.revealed.sp} SP` : ''}`);
    const state = b.done ? 'fought out' : b.airCombat ? 'Air Combat fought' : 'to fight';
    return `Battle in ${b.spot.hex} at Altitude ${b.spot.altitude} (${state}): ${formations.join(', ')}${b.attacks.length > 0 ? ` · ${b.attacks.length} attack${b.attacks.length === 1 ? '' : 's'} lined up` : ''}`;
  });
}

/** The counters of one hex: one big, or up to four small in a square, the rest counted; the stack names its hex (`data-hex`), each counter its side and Air unit (`data-air-unit`), for a page that lets them be clicked. */
function stack(view: BomberView, hex: string, counters: readonly Counter[]): string[] {
  const [x, y] = hexCentre(parseHexId(hex));
  if (counters.length === 1) return [`<g data-hex="${hex}">`, ...counterMark(view, counters[0]!, x, y, 17), '</g>'];
  const shown = counters.length > 4 ? counters.slice(0, 3) : counters;
  const out = shown.flatMap((c, i) => counterMark(view, c, x + (i % 2 === 0 ? -6 : 6), y + (i < 2 ? -6 : 6), 11.5));
  if (counters.length > 4) out.push(`<text class="more" x="${x + 6}" y="${y + 9}">+${counters.length - 3}</text>`);
  return [`<g class="small" data-hex="${hex}">`, ...out, '</g>'];
}

function viewerName(view: BomberView): string {
  switch (view.viewer.kind) {
    case 'seat':
      return view.viewer.seat === 'american' ? 'the American player' : view.viewer.seat === 'german' ? 'the German player' : view.viewer.seat;
    case 'public':
      return 'spectators';
    case 'omniscient':
      return 'everyone (the whole game)';
  }
}

const SIDE_NAMES: Record<Side, string> = { american: 'American', german: 'German' };

/** Which part of the game it is, in words. */
function phaseText(view: BomberView): string {
  const p = view.phase;
  switch (p.kind) {
    case 'not-started':
      return 'Not started';
    case 'target-cards':
      return 'Set-up: Target Cards';
    case 'air-status':
      return 'Set-up: Air Status Cards';
    case 'map-setup':
      return `Set-up: ${SIDE_NAMES[p.side]} counters on the map`;
    case 'mission-sheet':
      return 'Set-up: the Mission Sheet';
    case 'readiness':
      return 'Plane Readiness';
    case 'initiative':
      return 'Initiative';
    case 'turn-record':
      return 'Turn Record';
    case 'movement':
      return `${SIDE_NAMES[p.side]} Movement (${p.order}): ${p.step === 'take-off' ? 'Take Off' : p.step === 'normal' ? 'Normal Movement' : 'Landing'} Step`;
    case 'combat':
      return `${SIDE_NAMES[p.side]} Combat (${p.order}): ${p.step} step`;
    case 'over':
      return 'Game over';
  }
}

function statusLine(view: BomberView): string {
  if (view.outcome) return `Game over: ${view.outcome.summary}`;
  const parts = [view.turn > 0 ? `Turn ${view.turn} of ${view.scenario.daylightTurns}` : null, phaseText(view), view.initiative ? `${SIDE_NAMES[view.initiative]} initiative` : null];
  const waiting = view.waitingFor.map((w) => w.seat);
  if (waiting.length > 0) parts.push(`to act: ${waiting.join(', ')}`);
  return parts.filter((p) => p !== null).join(' · ');
}

/** The Turn Record: a box per Turn, the current one marked, each with the Endurance units the view shows in it. */
function turnRecord(view: BomberView, top: number): string[] {
  const out = [`<text class="label" x="${MARGIN}" y="${top - 4}">Turn Record (Endurance units: A = American, G = German Air unit)</text>`];
  const turns = Math.max(view.scenario.daylightTurns, ...view.turnRecord.map((e) => e.turn));
  for (let turn = 1; turn <= turns; turn++) {
    const x = MARGIN + (turn - 1) * RECORD_BOX.width;
    const cls = turn === view.turn ? 'box now' : turn > view.scenario.daylightTurns ? 'box night' : 'box';
    out.push(`<rect class="${cls}" x="${x}" y="${top}" width="${RECORD_BOX.width - 2}" height="${RECORD_BOX.height}"/>`, `<text class="box-number" x="${x + RECORD_BOX.width / 2 - 1}" y="${top + 10}">${turn}</text>`);
    const units = view.turnRecord.filter((e) => e.turn === turn);
    const shown = units.length > 6 ? units.slice(0, 5) : units;
    const lines = [...shown.map((e) => ({ cls: `record-unit ${e.side}`, text: recordName(e) })), ...(shown.length < units.length ? [{ cls: 'record-unit', text: `+${units.length - 5}` }] : [])];
    lines.forEach((line, i) => out.push(`<text class="${line.cls}" x="${x + RECORD_BOX.width / 2 - 1}" y="${top + 20 + i * 8}">${line.text}</text>`));
  }
  return out;
}

const recordName = (e: { readonly side: Side; readonly airUnit: number }) => `${e.side === 'american' ? 'A' : 'G'}${e.airUnit}`;

/** The African Base Boxes, with every counter the view puts in them (a side has forty Air units: three rows of fourteen hold them all). */
function africanBoxes(view: BomberView, top: number): string[] {
  const out: string[] = [];
  DATA.map.africanBases.forEach((base, i) => {
    const x = MARGIN + i * (AFRICA_BOX_WIDTH + 10);
    const counters = view.counters.filter((c) => 'africa' in c.at && c.at.africa === base.letter);
    out.push(`<rect class="box" x="${x}" y="${top}" width="${AFRICA_BOX_WIDTH}" height="${AFRICA_HEIGHT - 8}"/>`, `<text class="label" x="${x + 5}" y="${top + 13}">${base.letter}: ${escapeXml(base.name)}</text>`);
    out.push('<g class="small">', ...counters.flatMap((c, j) => counterMark(view, c, x + 11 + (j % 14) * 14, top + 25 + Math.floor(j / 14) * 14, 11.5)), '</g>');
  });
  return out;
}

/** Stacks too tall to draw whole, written out: "1011: A1 A2 …", in lines of a few stacks. */
function stackLines(byHex: ReadonlyMap<string, readonly Counter[]>): string[] {
  const tall = [...byHex].filter(([, counters]) => counters.length > 4).map(([hex, counters]) => `${hex}: ${counters.map(recordName).join(' ')}`);
  const lines: string[] = [];
  for (let i = 0; i < tall.length; i += 4) lines.push(tall.slice(i, i + 4).join(' · '));
  return lines.length > 0 ? [`Stacks of more than four counters (three are drawn): ${lines[0]}`, ...lines.slice(1)] : [];
}

/** Turn Record boxes too full to write out in the box (more than six Endurance units): written out under the map. */
function fullBoxLines(view: BomberView): string[] {
  const byTurn = new Map<number, string[]>();
  for (const e of view.turnRecord) byTurn.set(e.turn, [...(byTurn.get(e.turn) ?? []), recordName(e)]);
  return [...byTurn].filter(([, units]) => units.length > 6).sort(([a], [b]) => a - b).map(([turn, units]) => `Turn Record box ${turn} (five are written in it): ${units.join(' ')}`);
}

/** The hexes whose Types and Models the viewer is told (IX.G.1), in the rulebook's words: one line each. */
function hexReportLines(view: BomberView): string[] {
  return view.hexReports.map((r) => `Seen in ${r.hex} (${SIDE_NAMES[r.side]}): ${hexReportText(r)}`);
}

/** The position a Bomber view shows, as a standalone SVG document. */
export function bomberViewSvg(view: BomberView): string {
  const byHex = new Map<string, Counter[]>();
  for (const c of view.counters) if ('hex' in c.at) byHex.set(c.at.hex, [...(byHex.get(c.at.hex) ?? []), c]);
  const stacks = [...battleLines(view), ...stackLines(byHex), ...fullBoxLines(view), ...hexReportLines(view)];
  const map = mapSize(DATA.map);
  const width = Math.max(map.width, MARGIN * 2 + 33 * RECORD_BOX.width) + 2 * MARGIN;
  const mapTop = CAPTION_HEIGHT;
  const stacksTop = mapTop + map.height + 4;
  const recordTop = stacksTop + stacks.length * 13 + 18;
  const africaTop = recordTop + RECORD_BOX.height + 10;
  const legendTop = africaTop + AFRICA_HEIGHT;
  const height = legendTop + LEGEND_HEIGHT;
  const caption = `Bomber: ${view.scenario.title} (${view.scenario.date}), as seen by ${viewerName(view)}`;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">`,
    `<title>${escapeXml(caption)}</title>`,
    `<style>${PICTURE_STYLESHEET}</style>`,
    // The paper and the map of the date first, under everything.
    `<rect width="100%" height="100%" fill="#fff"/><g transform="translate(${MARGIN} ${mapTop})">`,
    mapLayer(DATA.map, view.scenario.date),
    '</g>',
    `<text class="caption" x="${MARGIN}" y="22">${escapeXml(`Bomber: ${view.scenario.title}`)}</text>`,
    `<text class="status" x="${MARGIN}" y="42">${escapeXml(`${view.scenario.date}, as seen by ${viewerName(view)} · ${statusLine(view)}`)}</text>`,
    `<g transform="translate(${MARGIN} ${mapTop})">`,
  ];
  out.push(...spotMarks(view));
  for (const c of view.counters) out.push(...lastSeenMark(c));
  for (const [hex, counters] of byHex) out.push(...stack(view, hex, counters));
  // A City's name is not hidden by the counters in its hex.
  for (const hex of byHex.keys()) {
    const city = cityAt(DATA.map, hex);
    if (city) out.push(cityNameOverCounters(city));
  }
  out.push('</g>');
  stacks.forEach((line, i) => out.push(`<text class="stack-list" x="${MARGIN}" y="${stacksTop + 10 + i * 13}">${escapeXml(line)}</text>`));
  out.push(...turnRecord(view, recordTop), ...africanBoxes(view, africaTop));
  out.push(
    `<text class="legend" x="${MARGIN}" y="${legendTop + 12}">Blue counters American, gray German; dashed: on the ground; the notch: facing; yellow digit: Altitude, red dots: hits (your own only).</text>`,
    `<text class="legend" x="${MARGIN}" y="${legendTop + 26}">Purple: what reports tell of the other side's counters (Altitudes, G on the ground; Plane units; B Bombers); a dashed square where one was last seen, with the Turn.</text>`,
    `<text class="legend" x="${MARGIN}" y="${legendTop + 40}">Red ring: a Battle, with its Altitude (dashed once fought out); orange ring: an Air Combat of the last Combat Phase.</text>`,
    `<text class="legend" x="${MARGIN}" y="${legendTop + 54}">● Target City and value · ■ Base (German capacity) [American] · 4T Entry hex: Turns from an African Base · red line: Ground Line · tinted: closed to German Air units.</text>`,
    '</svg>',
  );
  return `${out.join('\n')}\n`;
}
