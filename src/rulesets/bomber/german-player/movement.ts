/**
 * The German Normal Movement Step (XII.A.2) and the Landing Step's last
 * moves. Each flying German Air unit in turn flies for a goal: the point
 * where the nearest American Air unit it sees will be a Turn from now on
 * its projected track (`interception.ts`), so that it comes in ahead of it,
 * from its 12 o'clock; near it (2 hexes) it first climbs or dives to the
 * observed Altitude; when its fuel is down to the way home, or nothing can
 * be met with the fuel to come back, it flies for the nearest German Base,
 * where the Landing Step brings it down. A step is taken only when it brings
 * the unit nearer its goal, so each unit stops by itself; the step ends when
 * no unit has such a step left.
 */
import type { BomberCommand } from '../commands.js';
import { centre } from './lanes.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';
import { bomberSpeed, tracks } from './interception.js';
import { hexesApart } from './targets.js';

/** A goal: a point on the map (in hexes, as `centre` gives them) and the Altitude to meet it at, if known. */
interface Goal {
  readonly x: number;
  readonly y: number;
  readonly altitude: number | null;
}

/** Within this many hexes of its goal, a unit matches the Americans' Altitude before it flies on. */
const MATCH_ALTITUDE_WITHIN = 2;

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** The nearest German Base hex usable on the date. */
function nearestBase(k: GermanKnowledge, hex: string): string {
  return k.ctx.germanBaseHexes.reduce((b, h) => (hexesApart(hex, h) < hexesApart(hex, b) ? h : b));
}

/** The highest Altitude Level an observation report gives, if any. */
function observedAltitude(altitudes: readonly (number | 'ground')[] | null | undefined): number | null {
  const flying = (altitudes ?? []).filter((a): a is number => a !== 'ground');
  return flying.length === 0 ? null : Math.max(...flying);
}

/** Where a German Air unit should fly now, or null if it has nowhere to go. */
export function goalOf(k: GermanKnowledge, airUnit: number): Goal | null {
  const a = k.airUnit(airUnit);
  const here = k.hexOf(airUnit);
  const p = k.planesIn(airUnit)[0];
  if (a.endurance === null || here === null || p === undefined) return null;
  const mf = k.ctx.variant(p.variant).movementFactor;
  const left = a.endurance - k.view.turn;
  const base = nearestBase(k, here);
  const homeGoal = { ...centre(base), altitude: null };
  // Each later Turn's Landing Step may still move it before it lands (rulings §22): it must turn home when those Turns are all the way needs.
  if (left <= Math.ceil(hexesApart(here, base) / mf)) return homeGoal;
  const speed = bomberSpeed(k);
  const me = centre(here);
  let found: Goal | null = null;
  for (const us of k.americansUp) {
    const from = centre(us.hex);
    const altitude = observedAltitude(k.counter('american', us.airUnit)?.report?.altitudes);
    for (const track of tracks(k, us.hex, us.facing)) {
      const to = centre(track.to);
      const length = apart(from, to);
      const f = length === 0 ? 0 : Math.min(1, speed / length);
      const point = { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f, altitude };
      const out = apart(me, point);
      // It must get there and back on the fuel it has.
      if (2 * Math.ceil(out / mf) > left) continue;
      if (found === null || out < apart(me, found)) found = point;
    }
  }
  return found ?? homeGoal;
}

/** The next move towards a goal for an Air unit: an Altitude change near it, else a step that brings it nearer; null if none does. */
function moveFor(k: GermanKnowledge, options: readonly BomberCommand[], airUnit: number, goal: Goal, roll: Roll): BomberCommand | null {
  const here = centre(k.hexOf(airUnit)!);
  const altitude = k.planesIn(airUnit).find((p) => p.altitude !== null)?.altitude ?? null;
  if (goal.altitude !== null && altitude !== null && apart(here, goal) <= MATCH_ALTITUDE_WITHIN) {
    const change = goal.altitude > altitude ? 'climb' : goal.altitude < altitude ? 'dive' : null;
    const move = change === null ? undefined : options.find((o) => o.type === change && o.airUnit === airUnit);
    if (move) return move;
  }
  const flies = optionsOf(options, 'fly').filter((o) => o.airUnit === airUnit && apart(centre(o.hex), goal) < apart(here, goal) - 1e-9);
  return flies.length === 0 ? null : best(flies, (o) => -apart(centre(o.hex), goal), roll);
}

/** The German's next command in its Normal Movement Step. */
export function normalMovementCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand {
  const movers = [...new Set(optionsOf(options, 'fly').map((o) => o.airUnit))].sort((a, b) => a - b);
  for (const airUnit of movers) {
    const goal = goalOf(k, airUnit);
    const move = goal === null ? null : moveFor(k, options, airUnit, goal, roll);
    if (move) return move;
  }
  const end = optionOf(options, 'end-movement');
  if (!end) throw new Error('the German Normal Movement Step may not end');
  return end;
}

/** In the Landing Step, a move that brings an Air unit that must land nearer the nearest German Base, if it is not over one. */
export function homewardMove(k: GermanKnowledge, options: readonly BomberCommand[], airUnit: number, roll: Roll): BomberCommand | null {
  const here = k.hexOf(airUnit);
  if (here === null || k.ctx.base('german', here) !== undefined) return null;
  return moveFor(k, options, airUnit, { ...centre(nearestBase(k, here)), altitude: null }, roll);
}
