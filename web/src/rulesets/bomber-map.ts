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
