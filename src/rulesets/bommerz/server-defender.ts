/**
 * The server as Imperial defender (rulings §5): it flips nothing, flak stays
 * put, and each face-up Interceptor takes the higher of its two dice and flies
 * the shortest way towards the nearest Fighta-Bommer, fighting it if it gets
 * there; from version 3 it takes only steps that bring it nearer, and stays
 * put when there is none. Equal choices are settled by the dice and recorded.
 */
import { BOARD } from './board.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { flyingBommerz, legalSteps } from './queries.js';
import { speedFromDie } from './rules.js';
import { serverChasesOnlyNearer } from './editions.js';
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
 * The Interceptor's next spaces on a shortest flight (no turning back) to the
 * nearest Bommer, all equally good; empty when no Bommer can be reached.
 * With `onlyNearer`, only steps that shorten its way (in links) to the
 * nearest Bommer count, so it never steps away from every Bommer to fly a
 * loop round (version 3's server: rulings §5, S35); empty when none does.
 */
export function chaseSteps(state: BommerzState, interceptor: CounterState, remaining: number, onlyNearer = false): string[] {
  const here = interceptor.space!;
  const targets = flyingBommerz(state).map((b) => b.space!);
  if (targets.length === 0) return [];
  const legal = legalSteps(state, interceptor.id, here, interceptor.tail, remaining);
  const nearer = legal.filter((s) => linksToNearest(s, targets) < linksToNearest(here, targets));
  // It stays put only where it may end its move: over a face-down counter it passes on by its shortest flight (S12).
  const onFaceDown = state.counters.some((c) => c.id !== interceptor.id && c.status === 'board' && !c.faceUp && c.space === here);
  const steps = onlyNearer && (nearer.length > 0 || !onFaceDown) ? nearer : legal;
  const moves = steps.map((s) => BOARD.flightDistance(s, here, targets));
  const best = Math.min(...moves);
  return best === Infinity ? [] : steps.filter((_, i) => moves[i] === best);
}

/** The server's next step for an Interceptor, ties settled by the dice; null when it stops. */
export function chaseStep(play: Play, interceptor: CounterState, remaining: number): { chosen: string; tieBreak?: TieBreak } | null {
  const best = chaseSteps(play.state, interceptor, remaining, serverChasesOnlyNearer(play.state));
  return best.length === 0 ? null : play.breakTie(best);
}
