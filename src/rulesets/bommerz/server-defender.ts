/**
 * The server as Imperial defender (rulings §5): it flips nothing, flak stays
 * put, and each face-up Interceptor takes the higher of its two dice and flies
 * as fast as possible towards the nearest Fighta-Bommer, fighting it if it
 * gets there. From version 4 that is the shortest route, never turning back,
 * to the Bommer nearest by route, at full Speed (S35); versions 2 and 3 chased
 * as editions.ts says. Equal choices are settled by the dice and recorded.
 */
import { BOARD } from './board.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { flyingBommerz, legalSteps, mayEndOn } from './queries.js';
import { speedFromDie } from './rules.js';
import { serverChase, type ServerChase } from './editions.js';
import type { BommerzState, CounterState } from './state.js';

/** The server's Speed for an Interceptor: the higher die, less damage. */
export function serverSpeed(interceptor: CounterState): number {
  const [a, b] = interceptor.speedDice ?? [1, 1];
  return speedFromDie(Math.max(a, b), interceptor.damage);
}

/** Fewest links from a space to the nearest of `targets`. */
function linksToNearest(space: string, targets: readonly string[]): number {
  return Math.min(...targets.map((t) => BOARD.distance(space, t)));
}

/**
 * How many moves an Interceptor on `space`, come from `prev`, can still fly
 * along shortest routes to the nearest of `targets` with `left` moves, and
 * end its move legally: all the way when it reaches a Bommer (the fight ends
 * the route), else as far along as a space where it may stop; -Infinity when
 * there is none.
 */
function routeReach(state: BommerzState, id: string, space: string, prev: string, left: number, targets: readonly string[]): number {
  const toGo = BOARD.flightDistance(space, prev, targets);
  if (toGo === 0) return 0;
  let best = mayEndOn(state, id, space) ? 0 : -Infinity;
  if (left === 0) return best;
  for (const next of BOARD.links(space)) {
    if (next !== prev && BOARD.flightDistance(next, space, targets) === toGo - 1) best = Math.max(best, 1 + routeReach(state, id, next, space, left - 1, targets));
  }
  return best;
}

/**
 * The Interceptor's next spaces, all equally good, on its way to the nearest
 * Bommer; empty when it stops. `route` (version 4): the first steps of the
 * shortest routes, never turning back, to the Bommer nearest by route, among
 * them those that fly it farthest (its whole Speed, or to the fight) to a
 * space where it may end its move. `shortest-flight` (version 2): whichever
 * legal step has the shortest flight on. `only-nearer` (version 3): as
 * version 2, but only steps that shorten its way in links count, and with
 * none it stays put, unless it must pass on over a face-down counter.
 */
export function chaseSteps(state: BommerzState, interceptor: CounterState, remaining: number, how: ServerChase = 'route'): string[] {
  const here = interceptor.space!;
  const targets = flyingBommerz(state).map((b) => b.space!);
  if (targets.length === 0) return [];
  const legal = legalSteps(state, interceptor.id, here, interceptor.tail, remaining);
  if (how === 'route') {
    const toGo = BOARD.flightDistance(here, interceptor.tail, targets);
    if (toGo === Infinity) return [];
    const onRoute = legal.filter((s) => BOARD.flightDistance(s, here, targets) === toGo - 1);
    const reach = onRoute.map((s) => 1 + routeReach(state, interceptor.id, s, here, remaining - 1, targets));
    const farthest = Math.max(...reach);
    return farthest === -Infinity ? [] : onRoute.filter((_, i) => reach[i] === farthest);
  }
  const nearer = legal.filter((s) => linksToNearest(s, targets) < linksToNearest(here, targets));
  // It stays put only where it may end its move: over a face-down counter it passes on by its shortest flight (S12).
  const onFaceDown = state.counters.some((c) => c.id !== interceptor.id && c.status === 'board' && !c.faceUp && c.space === here);
  const steps = how === 'only-nearer' && (nearer.length > 0 || !onFaceDown) ? nearer : legal;
  const moves = steps.map((s) => BOARD.flightDistance(s, here, targets));
  const best = Math.min(...moves);
  return best === Infinity ? [] : steps.filter((_, i) => moves[i] === best);
}

/** The server's next step for an Interceptor, ties settled by the dice; null when it stops. */
export function chaseStep(play: Play, interceptor: CounterState, remaining: number): { chosen: string; tieBreak?: TieBreak } | null {
  const best = chaseSteps(play.state, interceptor, remaining, serverChase(play.state));
  return best.length === 0 ? null : play.breakTie(best);
}
