/**
 * Ending by agreement (XIV, rulings §26): when both sides offer it in the
 * same Turn's readiness, the server brings every Air unit still up home
 * without combat, Turn by Turn, from this Turn on: each flies its whole
 * Movement Factor a Turn along a route with the fewest hexes to the nearest
 * Base it may land at (for an American unit, an African Entry hex of a
 * letter it may land at counts as its Base, N Turns on, ruling §3),
 * whichever lands it soonest (ruling E60: climbs cost nothing). It lands
 * on the Turn it gets there; one whose Endurance unit comes up first lands
 * where it stands on that Turn, and one still up after Turn 33 is lost.
 * One off the board lands at its African Base when it gets there — on its
 * way out, it turns back and takes as long again. Landing hits, night rolls
 * and crashes apply as in play. Version 3 (editions.ts) landed every Air
 * unit on the board where it stood.
 */
import { contextOf, isAfrican } from '../context.js';
import { fixedFaults } from '../editions.js';
import { movementFactorOf } from '../flight/flying.js';
import { sideToward } from '../flight/hex-step.js';
import { land, landingAreas, lose } from '../flight/landing.js';
import { distancesTo } from '../flight/return-route.js';
import { across } from '../flight/closed-hexes.js';
import { emitCounterMove } from '../observation/redaction.js';
import type { Play } from '../play.js';
import { hexOfLocation, LAST_TURN, locationOf, SIDES, type AfricanLetter, type BomberState, type Side } from '../state.js';
import { enter } from './enter.js';

/** A way home: the field of hexes to the goal, and for an African Entry hex its letter and Turns off the board. */
interface Goal {
  readonly field: ReadonlyMap<string, number>;
  readonly africa: { readonly letter: AfricanLetter; readonly turns: number } | null;
}

/** The goals an Air unit may fly home for: its side's Bases it may land at, and for the American each Entry hex of a letter it may land at. */
function goalsOf(state: BomberState, side: Side, airUnit: number): Goal[] {
  const ctx = contextOf(state.scenario);
  if (side === 'german') return [{ field: distancesTo(state, side, airUnit, ctx.germanBaseHexes), africa: null }];
  return landingAreas(state, airUnit).flatMap((area): Goal[] =>
    isAfrican(area)
      ? [...ctx.entryHexes.values()].filter((e) => e.base === area).map((e) => ({ field: distancesTo(state, side, airUnit, [e.hex]), africa: { letter: area, turns: e.turns } }))
      : [{ field: distancesTo(state, side, airUnit, [...ctx.americanBaseHexes(area)].sort()), africa: null }],
  );
}

/** Where a flying Air unit goes home, and on which Turn it lands (or is lost). */
interface Homecoming {
  readonly side: Side;
  readonly airUnit: number;
  /** The hexes it enters on its way, in order. */
  readonly path: readonly string[];
  /** It leaves the board for its African Base at the path's end. */
  readonly exit: { readonly letter: AfricanLetter; readonly lands: number } | null;
  /** The Turn it lands (or is lost on). */
  readonly turn: number;
}

/** The hexes entered from `hex` down a distance field to its goal, `steps` of them at most. */
function pathDown(field: ReadonlyMap<string, number>, hex: string, steps: number): string[] {
  const path: string[] = [];
  for (let at = hex, d = field.get(hex)!; d > 0 && path.length < steps; d--) {
    const next = [0, 1, 2, 3, 4, 5].map((s) => across(at, s)).find((h) => h !== null && field.get(h) === d - 1)!;
    path.push(next);
    at = next;
  }
  return path;
}

/** How an Air unit on the board flies home from Turn `turn` on: the goal that lands it soonest (then by fewest hexes), as far as its fuel goes. */
function flightHome(state: BomberState, side: Side, airUnit: number, turn: number): Homecoming {
  const a = state[side].airUnits[airUnit - 1]!;
  const hex = hexOfLocation(locationOf(state, side, airUnit));
  const mf = movementFactorOf(state, side, airUnit);
  // No Plane unit left up (a Bomber Air unit whose every Plane unit was lost): it comes down where it is.
  if (hex === null || !Number.isFinite(mf)) return { side, airUnit, path: [], exit: null, turn };
  // The k-th Turn from this one (0: this Turn) is the one it gets there in: Units that land move first (rulings §22).
  const turnsTo = (d: number) => (d === 0 ? 0 : Math.ceil(d / mf) - 1);
  let best: { goal: Goal; d: number; lands: number } | null = null;
  for (const goal of goalsOf(state, side, airUnit)) {
    const d = goal.field.get(hex);
    if (d === undefined) continue;
    const lands = turn + turnsTo(d) + (goal.africa?.turns ?? 0);
    if (best === null || lands < best.lands || (lands === best.lands && d < best.d)) best = { goal, d, lands };
  }
  if (best === null) return { side, airUnit, path: [], exit: null, turn };
  const fuel = a.endurance!;
  const reached = turn + turnsTo(best.d);
  // Its Endurance unit comes up before it gets there: it flies on until that Turn's move, then lands where it stands.
  if (reached > fuel) return { side, airUnit, path: pathDown(best.goal.field, hex, (fuel - turn + 1) * mf), exit: null, turn: fuel };
  const path = pathDown(best.goal.field, hex, best.d);
  return { side, airUnit, path, exit: best.goal.africa && { letter: best.goal.africa.letter, lands: best.lands }, turn: best.lands };
}

/** Flies an Air unit along its path home, hex by hex, as its counter's moves. */
function fly(play: Play, h: Homecoming): void {
  let from = hexOfLocation(locationOf(play.state, h.side, h.airUnit))!;
  for (const to of h.path) {
    const enteredFrom = (sideToward(from, to)! + 3) % 6;
    emitCounterMove(play, h.side, { type: 'air-unit-flew', side: h.side, airUnit: h.airUnit, hex: to, enteredFrom }, { airUnit: h.airUnit, at: { hex: to }, facing: h.side === 'american' ? enteredFrom : null });
    from = to;
  }
  if (h.exit !== null) play.emit({ type: 'air-unit-exited', side: h.side, airUnit: h.airUnit, letter: h.exit.letter, lands: h.exit.lands });
}

/** Flies everything home and ends the game. */
export function endByAgreement(play: Play): void {
  const turn = play.state.turn;
  const homecomings: { side: Side; airUnit: number; turn: number }[] = [];
  for (const side of SIDES) {
    for (const a of play.state[side].airUnits) {
      if (a.endurance === null) continue;
      if (a.offBoard === null) {
        if (!fixedFaults(play.state)) land(play, side, a.id, turn);
        else {
          const home = flightHome(play.state, side, a.id, turn);
          fly(play, home);
          if (home.exit === null) homecomings.push(home);
        }
      }
      if (a.offBoard !== null || play.state[side].airUnits[a.id - 1]!.offBoard !== null) {
        const off = play.state[side].airUnits[a.id - 1]!.offBoard!;
        homecomings.push({ side, airUnit: a.id, turn: off.direction === 'inbound' ? off.turn : turn + (turn - off.turn) });
      }
    }
  }
  for (const h of homecomings.sort((x, y) => x.turn - y.turn)) {
    const a = play.state[h.side].airUnits[h.airUnit - 1]!;
    if (h.turn > LAST_TURN) lose(play, h.side, h.airUnit, 'last-turn');
    else if (a.offBoard !== null && h.turn > a.endurance!) lose(play, h.side, h.airUnit, 'fuel');
    else land(play, h.side, h.airUnit, h.turn);
  }
  enter(play, { kind: 'over', reason: 'agreement' });
}
