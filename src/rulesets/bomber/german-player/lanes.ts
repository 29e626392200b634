/**
 * Approach lanes as straight lines across the hex grid. A hex's centre in
 * units of one hex across (flat-topped hexes: columns 0.866 apart, even
 * columns half a row lower), so that distances between points are close to
 * distances in hexes.
 */
import { hexId, neighbours, parseHexId } from '../data/hex-grid.js';

interface Point {
  readonly x: number;
  readonly y: number;
}

const COLUMN_STEP = Math.sqrt(3) / 2;

/** A hex's centre. */
export function centre(hex: string): Point {
  const { col, row } = parseHexId(hex);
  return { x: col * COLUMN_STEP, y: row + (col % 2 === 0 ? 0.5 : 0) };
}

/** The hex whose centre is nearest a point (it may lie off the grid). */
export function hexAt(p: Point): string {
  const col = Math.round(p.x / COLUMN_STEP);
  const row = Math.round(p.y - (col % 2 === 0 ? 0.5 : 0));
  const guess = { col, row };
  const candidates = [guess, ...neighbours(guess)].filter((h) => h.col >= 1 && h.col <= 99 && h.row >= 1 && h.row <= 99).map(hexId);
  return candidates.reduce((a, b) => (apart(centre(b), p) < apart(centre(a), p) ? b : a));
}

/** The point a fraction `f` of the way from `a` to `b`. */
function along(a: Point, b: Point, f: number): Point {
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

const apart = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** How far (about, in hexes) a hex lies from the stretch of the lane `from` → `to` between fractions `f0` and `f1` of the way. */
export function offLane(hex: string, from: string, to: string, f0: number, f1: number): number {
  const p = centre(hex);
  const a = centre(from);
  const b = centre(to);
  const d = { x: b.x - a.x, y: b.y - a.y };
  const length2 = d.x * d.x + d.y * d.y;
  const f = length2 === 0 ? 0 : ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / length2;
  return apart(p, along(a, b, Math.min(f1, Math.max(f0, f))));
}

/** The direction of a hexside (0 = N … 5 = NW) as a unit vector, y pointing south. */
function sideDirection(side: number): Point {
  const angle = (side * Math.PI) / 3;
  return { x: Math.sin(angle), y: -Math.cos(angle) };
}

/**
 * Whether a City lies ahead of a unit that entered its hex by hexside
 * `enteredBy`: it flies away from that side, so ahead is the opposite side's
 * way, within 90° either side.
 */
export function ahead(hex: string, enteredBy: number, city: string): boolean {
  const heading = sideDirection((enteredBy + 3) % 6);
  const p = centre(hex);
  const c = centre(city);
  return (c.x - p.x) * heading.x + (c.y - p.y) * heading.y > 0;
}
