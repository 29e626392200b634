/**
 * Flying by the map on Bomber's page, apart from the DOM: which Air units
 * the prompt lets the player fly now, the hexes each can still reach (as
 * the seat's view lists them), and the command a click on a hex sends: the
 * prompt's own `fly` for an adjacent hex; for a farther reachable hex a
 * `fly-route` along a shortest path through reachable hexes, its first
 * step one the prompt offers. The prompt's options stay the authority: no
 * `fly` offered for a unit, no flying it by the map.
 */
import type { components } from '../../../openapi/openapi.js';
import type { Command } from '../messages.js';

type BomberView = components['schemas']['BomberView'];

/** The most legs a fly-route takes (its schema's maxItems). */
export const ROUTE_MAX = 24;

/** The seat's own side in a view, or null for a spectator's. */
function ownSide(view: BomberView): 'american' | 'german' | null {
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  return seat === 'american' || seat === 'german' ? seat : null;
}

/** The hexes an own Air unit can still reach this Phase, as the seat's view lists them (the one place the page reads them from). */
export function reachableHexes(view: BomberView, airUnit: number): readonly string[] {
  const side = ownSide(view);
  return (side && view.airStatus[side]?.airUnits.find((a) => a.id === airUnit)?.reachable) ?? [];
}

/** The hex an own Air unit's counter stands in, or null (in a box, off the map). */
export function hexOfUnit(view: BomberView, airUnit: number): string | null {
  const counter = view.counters.find((c) => c.side === ownSide(view) && c.airUnit === airUnit);
  return counter && 'hex' in counter.at ? counter.at.hex : null;
}

/** The hexes around a hex "CCRR" (columns of hexes, the even ones set half a hex lower), as ids; those off 01–99 left out. */
export function hexNeighbours(hex: string): string[] {
  const [col, row] = [Number(hex.slice(0, 2)), Number(hex.slice(2))];
  // The columns either side: their hexes beside this one are a row up and level in an odd column, level and a row down in an even one.
  const side = col % 2 === 0 ? [row, row + 1] : [row - 1, row];
  const around: [number, number][] = [[col, row - 1], [col, row + 1], ...[col - 1, col + 1].flatMap((c) => side.map((r): [number, number] => [c, r]))];
  return around.filter(([c, r]) => c >= 1 && c <= 99 && r >= 1 && r <= 99).map(([c, r]) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
}

/**
 * A shortest path from `from` to `to`: the hexes entered, `to` last, each
 * among `open`, the first among `firsts`; null when there is none.
 */
export function shortestPath(from: string, to: string, open: ReadonlySet<string>, firsts: ReadonlySet<string>): string[] | null {
  const cameFrom = new Map<string, string>([[from, '']]);
  const queue = [from];
  for (let i = 0; i < queue.length && !cameFrom.has(to); i++) {
    const hex = queue[i]!;
    for (const next of hexNeighbours(hex)) {
      if (cameFrom.has(next) || !open.has(next) || (hex === from && !firsts.has(next))) continue;
      cameFrom.set(next, hex);
      queue.push(next);
    }
  }
  if (!cameFrom.has(to) || to === from) return null;
  const path: string[] = [];
  for (let hex = to; hex !== from; hex = cameFrom.get(hex)!) path.unshift(hex);
  return path;
}

type Fly = Command & { type: 'fly'; airUnit: number; hex: string };
const isFly = (o: Command): o is Fly => o.type === 'fly' && typeof o.airUnit === 'number' && typeof o.hex === 'string';

/** The Air units the prompt lets the player fly now: those it offers a `fly` for. */
export function flyingUnits(options: readonly Command[]): Set<number> {
  return new Set(options.filter(isFly).map((o) => o.airUnit));
}

/** The command a click on `hex` sends for `airUnit`: the prompt's `fly` into it, or a `fly-route` to a reachable hex; null when neither is there. */
export function flyCommand(options: readonly Command[], view: BomberView, airUnit: number, hex: string): Command | null {
  const steps = options.filter((o): o is Fly => isFly(o) && o.airUnit === airUnit);
  const direct = steps.find((o) => o.hex === hex);
  if (direct) return direct;
  const reachable = new Set(reachableHexes(view, airUnit));
  const from = hexOfUnit(view, airUnit);
  if (steps.length === 0 || from === null || !reachable.has(hex)) return null;
  const path = shortestPath(from, hex, reachable, new Set(steps.map((o) => o.hex)));
  return path && path.length <= ROUTE_MAX ? { type: 'fly-route', airUnit, route: path } : null;
}

/** The plane ids of an own Air unit's Plane units (not eliminated), as its side's card in the view lists them. */
function planesOfUnit(view: BomberView, airUnit: number) {
  const side = ownSide(view);
  return (side && view.airStatus[side]?.planes.filter((p) => p.airUnit === airUnit && !p.eliminated)) ?? [];
}

/**
 * The options of the prompt about one own Air unit, other than flying into
 * a hex (the map's lit hexes do that): those naming it (climb, dive, its
 * Formation Type, a landing, a bombing…) and those naming one of its Plane
 * units (a Formation change), by their place in the prompt's list.
 */
export function unitOptions(options: readonly Command[], view: BomberView, airUnit: number): number[] {
  const planes = new Set(planesOfUnit(view, airUnit).map((p) => p.id));
  return options.flatMap((o, i) => (o.type !== 'fly' && (o.airUnit === airUnit || (typeof o.plane === 'string' && planes.has(o.plane))) ? [i] : []));
}

/**
 * What the seat's view says of one of its own Air units, in lines: its
 * Plane units, their Altitude, the Mission Sheet's Formation Type and
 * plotted Bomb Altitude with whether the unit is at it, Endurance, hits,
 * the Movement Factors spent this Turn. Empty for a unit not its own.
 */
export function ownUnitFacts(view: BomberView, airUnit: number): string[] {
  const side = ownSide(view);
  const unit = side ? view.airStatus[side]?.airUnits.find((a) => a.id === airUnit) : undefined;
  if (!unit) return [];
  const planes = planesOfUnit(view, airUnit);
  const flying = planes.filter((p) => p.altitude !== null);
  const altitude = flying[0]?.altitude ?? null;
  const line = view.missionSheet?.[String(airUnit)];
  const facts = [planes.length === 0 ? 'No Plane units: a bluff' : `${planes.length} Plane unit${planes.length === 1 ? '' : 's'}: ${planes.map((p) => `${p.variant} ${p.sp} SP${p.ground ? ` (box ${p.ground})` : ''}`).join(', ')}`];
  if (altitude !== null) facts.push(`Altitude ${altitude}`);
  if (line) {
    facts.push(`Formation: ${line.formation}`);
    facts.push(`Bomb Altitude ${line.bombAltitude} (plotted)${altitude === null ? '' : altitude === line.bombAltitude ? ': at it' : `: not at it (${altitude > line.bombAltitude ? 'dive' : 'climb'} ${Math.abs(altitude - line.bombAltitude)})`}`);
  }
  if (unit.endurance !== null) facts.push(`Endurance unit in Turn Record box ${unit.endurance}`);
  facts.push(`Hits: ${unit.hits}`);
  if (flying.length > 0) facts.push(`Movement Factors spent this Turn: ${unit.movementSpent}`);
  if (unit.outForDay) facts.push('Out for the day');
  return facts;
}

/**
 * The Air unit to pick after `flown` flew from the map: the next own one, in
 * number order after it (round to the start), that the prompt lets fly and
 * that has not moved this Turn; null when none is left. A player flying his
 * stream unit by unit picks each one without a click of its own.
 */
export function nextToFly(options: readonly Command[], view: BomberView, flown: number): number | null {
  const side = ownSide(view);
  const units = (side && view.airStatus[side]?.airUnits) ?? [];
  const flying = flyingUnits(options);
  const waiting = units.filter((a) => a.id !== flown && flying.has(a.id) && a.movementSpent === 0).map((a) => a.id).sort((a, b) => a - b);
  return waiting.find((id) => id > flown) ?? waiting[0] ?? null;
}

const SEEN_ALTITUDE = (a: number | 'ground') => (a === 'ground' ? 'on the ground' : `Altitude ${a}`);

/**
 * What the seat's view says of an enemy counter, in lines: where it is, the
 * Observation Report on it now (Altitudes, Plane units, Bombers: each only
 * where the chart reveals it), and where and when it was last seen telling
 * more. Empty for a counter not in the view or one of the seat's own.
 */
export function enemyCounterFacts(view: BomberView, side: 'american' | 'german', airUnit: number): string[] {
  if (side === ownSide(view)) return [];
  const counter = view.counters.find((c) => c.side === side && c.airUnit === airUnit);
  if (!counter) return [];
  const facts = ['hex' in counter.at ? `In hex ${counter.at.hex}` : `Off the map, by African Base ${counter.at.africa}`];
  if (counter.flying !== null) facts.push(counter.flying ? 'Flying' : 'On the ground');
  const report = counter.report;
  if (report?.altitudes) facts.push(`Seen at ${[...new Set(report.altitudes.map(SEEN_ALTITUDE))].join(', ')}`);
  if (report?.planeUnits !== null && report?.planeUnits !== undefined) facts.push(`${report.planeUnits} Plane unit${report.planeUnits === 1 ? '' : 's'}`);
  if (report?.bombers !== null && report?.bombers !== undefined) facts.push(report.bombers ? 'Bombers' : 'No Bombers');
  if (!report || (report.altitudes === null && report.planeUnits === null && report.bombers === null)) facts.push('Nothing more seen of it now (too far for the Observation chart)');
  const seen = counter.lastSeen;
  if (seen) {
    const what = [seen.planeUnits !== null ? `${seen.planeUnits} Plane unit${seen.planeUnits === 1 ? '' : 's'}` : null, seen.models?.map((m) => `${m.planeUnits} ${m.model}`).join(', ') || null, seen.bombers ? 'Bombers' : null].filter(Boolean);
    facts.push(`Last seen on Turn ${seen.turn}${'hex' in seen.at ? ` in hex ${seen.at.hex}` : ''}${what.length > 0 ? `: ${what.join('; ')}` : ''}`);
  }
  return facts;
}
