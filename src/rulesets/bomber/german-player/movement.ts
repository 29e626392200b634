/**
 * The German Normal Movement Step (XII.A.2) and the Landing Step's last
 * moves. A Battle's Air Combat is the German's only in its own Combat Phase,
 * which follows its own move (XIII.F.1): it must end its move in the
 * Bombers' hex at their Altitude. So each flying German Air unit in turn
 * flies for a goal: a Bomber stream (`quarry.ts`: not the Escorts) it can
 * reach this Phase — coming in through the hex in front of the Bombers, so
 * from their 12 o'clock (XII.I), when it has the Movement Factors for it,
 * and matching the observed Altitude in their hex — else the point a Turn on along
 * the stream's projected track (`interception.ts`), matching its Altitude
 * within 2 hexes; when its fuel is down to the way home, or nothing can be
 * met with the fuel to come back, it flies for the German Base in reach that
 * readies it soonest (`landing-base.ts`), where the Landing Step brings it
 * down. A step is taken only when it brings
 * the unit nearer its goal, so each unit stops by itself; the step ends when
 * no unit has such a step left. */
import type { BomberCommand } from '../commands.js';
import { centre } from './lanes.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';
import { bomberSpeed, tracks } from './interception.js';
import { bomberStreams, escortsSeenWith, observedAltitude, shunsEscorts } from './quarry.js';
import { hexId, neighbour, parseHexId } from '../data/hex-grid.js';
import { hexesApart } from './targets.js';
import { landingBase } from './landing-base.js';

/** A goal: a point on the map (in hexes, as `centre` gives them) and the Altitude to meet it at, if known; `strike`: it is reached this Phase, so the Altitude is matched first. */
interface Goal {
  readonly x: number;
  readonly y: number;
  readonly altitude: number | null;
  readonly strike?: boolean;
}

/** Within this many hexes of its goal, a unit matches the Americans' Altitude before it flies on. */
const MATCH_ALTITUDE_WITHIN = 2;

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);


/** An Air unit's Altitude (its flying Plane units share one, XII.C.2), null if none is up. */
const altitudeOf = (k: GermanKnowledge, airUnit: number) => k.planesIn(airUnit).find((p) => p.altitude !== null)?.altitude ?? null;

/**
 * Movement Factors to keep for a change to `to` at the end of a move: a
 * level each. Diving is free; a climb of two levels costs one Movement
 * Factor for most Types (XII.C.2.b), but the second level is offered only
 * while one is left, so a level each is what makes sure of it.
 */
function climbCost(k: GermanKnowledge, airUnit: number, to: number | null): number {
  const from = altitudeOf(k, airUnit);
  return to === null || from === null || to <= from ? 0 : to - from;
}

/**
 * A stream no German Air unit meets yet draws an Air unit as a stream two
 * already meet would: every Bomber Air unit in a hex where an Air Combat is
 * fought is intercepted (rulings §25), which denies the Americans 6 Victory
 * Points a Bomber Plane unit (XV.A.1), so the first attacker of a stream
 * counts for more than a third on another (ruling E58).
 */
const UNMET_PULL = 2;

/**
 * A Bomber stream this Air unit can reach this Phase at its Altitude, and
 * the hex to make for: the one in front of the Bombers, to come in from
 * their 12 o'clock (XII.I), when that is affordable and open, else theirs.
 * The surest Bombers first, then a stream no German Air unit meets yet,
 * then those most German Air units already meet (to gang up), then the
 * nearest; never one it could not come home from, and for a Destroyer or
 * Night Fighter never one it sees Escorts with.
 */
function strikeOf(k: GermanKnowledge, airUnit: number, here: string, mf: number, left: number): Goal | null {
  const a = k.airUnit(airUnit);
  const budget = mf - a.movementSpent;
  const open = new Set(a.reachable);
  let found: { goal: Goal; score: number } | null = null;
  const shuns = shunsEscorts(k, airUnit);
  for (const us of bomberStreams(k)) {
    if (shuns && escortsSeenWith(k, us.hex)) continue;
    const altitude = observedAltitude(k.counter('american', us.airUnit)?.report?.altitudes);
    const climb = climbCost(k, airUnit, altitude);
    const direct = hexesApart(here, us.hex);
    if ((direct > 0 && !open.has(us.hex)) || direct + climb > budget || k.movesHome(us.hex, mf) > left) continue;
    const front = us.facing === null ? null : hexId(neighbour(parseHexId(us.hex), (us.facing + 3) % 6));
    const viaFront = front !== null && front !== here && open.has(front) && hexesApart(here, front) + 1 + climb <= budget;
    const to = viaFront ? front : us.hex;
    const ganged = k.loadedAirUnits.filter((id) => id !== airUnit && k.hexOf(id) === us.hex && k.counter('german', id)?.flying === true).length;
    const score = 100 * us.odds + 10 * (ganged === 0 ? UNMET_PULL : ganged) - direct;
    if (found === null || score > found.score) found = { goal: { ...centre(to), altitude, strike: true }, score };
  }
  return found?.goal ?? null;
}

/** Where a German Air unit should fly now, or null if it has nowhere to go. */
export function goalOf(k: GermanKnowledge, airUnit: number): Goal | null {
  const a = k.airUnit(airUnit);
  const here = k.hexOf(airUnit);
  const p = k.planesIn(airUnit)[0];
  if (a.endurance === null || here === null || p === undefined) return null;
  const mf = k.ctx.variant(p.variant).movementFactor;
  const left = a.endurance - k.view.turn;
  // Home: the Base it can reach on the moves it has (this one's Movement Factors left and one move a Turn after) that readies it soonest.
  const homeGoal = { ...centre(landingBase(k, airUnit, here, mf - a.movementSpent + mf * left)), altitude: null };
  // After this move come `left` more (each later Turn's Normal Movement, and the last one's Landing Step, rulings §22): it must turn home when they would not be enough.
  if (left < k.movesHome(here, mf)) return homeGoal;
  const strike = strikeOf(k, airUnit, here, mf, left);
  if (strike !== null) return strike;
  // Out of reach this Phase: make for the point a Turn on along the stream's track, ahead of it, the surest Bombers first.
  const speed = bomberSpeed(k);
  const me = centre(here);
  let found: { goal: Goal; cost: number } | null = null;
  for (const us of bomberStreams(k)) {
    const from = centre(us.hex);
    const altitude = observedAltitude(k.counter('american', us.airUnit)?.report?.altitudes);
    for (const track of tracks(k, us)) {
      const to = centre(track.to);
      const length = apart(from, to);
      const f = length === 0 ? 0 : Math.min(1, speed / length);
      const point = { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f, altitude };
      const out = apart(me, point);
      // It must get there and back on the fuel it has.
      if (2 * Math.ceil(out / mf) > left) continue;
      const cost = out + 6 * (1 - us.odds);
      if (found === null || cost < found.cost) found = { goal: point, cost };
    }
  }
  return found?.goal ?? homeGoal;
}

/** The climb or dive that brings an Air unit to a goal's Altitude, if one is needed and offered. */
function altitudeMove(k: GermanKnowledge, options: readonly BomberCommand[], airUnit: number, goal: Goal): BomberCommand | undefined {
  const altitude = altitudeOf(k, airUnit);
  if (goal.altitude === null || altitude === null || goal.altitude === altitude) return undefined;
  const change = goal.altitude > altitude ? 'climb' : 'dive';
  return options.find((o) => o.type === change && o.airUnit === airUnit);
}

/**
 * The next move towards a goal for an Air unit, or null if none: a step
 * that brings it nearer, the Altitude matched first near a goal met later,
 * last at one struck this Phase (a climb's cost depends on the levels
 * already climbed this Turn, which the view does not show, so it is paid
 * once, at the end, as `strikeOf` budgets it).
 */
function moveFor(k: GermanKnowledge, options: readonly BomberCommand[], airUnit: number, goal: Goal, roll: Roll): BomberCommand | null {
  const here = centre(k.hexOf(airUnit)!);
  if (goal.strike !== true && apart(here, goal) <= MATCH_ALTITUDE_WITHIN) {
    const change = altitudeMove(k, options, airUnit, goal);
    if (change) return change;
  }
  const flies = optionsOf(options, 'fly').filter((o) => o.airUnit === airUnit && apart(centre(o.hex), goal) < apart(here, goal) - 1e-9);
  if (flies.length > 0) return best(flies, (o) => -apart(centre(o.hex), goal), roll);
  return (goal.strike === true ? altitudeMove(k, options, airUnit, goal) : undefined) ?? null;
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

/** In the Landing Step, a move that brings an Air unit about to land nearer the Base it should land at (`landing-base.ts`, within this Step's Movement Factors), if it is not over it. */
export function homewardMove(k: GermanKnowledge, options: readonly BomberCommand[], airUnit: number, roll: Roll): BomberCommand | null {
  const here = k.hexOf(airUnit);
  const p = k.planesIn(airUnit)[0];
  if (here === null || p === undefined) return null;
  const base = landingBase(k, airUnit, here, k.ctx.variant(p.variant).movementFactor - k.airUnit(airUnit).movementSpent);
  return base === here ? null : moveFor(k, options, airUnit, { ...centre(base), altitude: null }, roll);
}
