/** A craft's move, one space at a time: entering a space and what happens there, bombing runs, leaving the map. */
import { BRIDGE_HITS_TO_DESTROY, RUN_DICE, isFlak, modified } from './rules.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { bommer, bommerAt, bridgeAt, craft, groundCounterAt, interceptorAt } from './queries.js';
import { destroy } from './damage.js';
import { dogfight } from './dogfight.js';
import { flakFires, laserFires, rockSpires } from './defences.js';

/**
 * What a Bommer meets on entering a space, in Sortie's order: the counter is
 * revealed; a laser that was already face up fires; rock spires; flak (bridge
 * battery and counter together); then a dogfight with any Interceptor there.
 * Whatever survives it all may make a bombing run before moving on.
 */
function bommerEnters(play: Play, bommerId: string, space: string): void {
  const ground = groundCounterAt(play.state, space);
  const armedLaser = ground?.kind === 'laser' && ground.faceUp;
  if (ground && !ground.faceUp) play.emit({ type: 'counter-revealed', counter: ground.id, kind: ground.kind, space, by: bommerId });
  if (armedLaser && !laserFires(play, ground, bommerId)) return;
  if (ground?.kind === 'rock-spires' && !rockSpires(play, ground, bommerId)) return;
  if (!flakFires(play, bommerId, space, ground && isFlak(ground.kind) ? ground : undefined)) return;
  // The counter may have been an Interceptor, face up now and on this very space.
  const interceptor = interceptorAt(play.state, space);
  if (interceptor) dogfight(play, bommerId, interceptor.id);
}

/**
 * What an Interceptor meets on entering a space. Sortie's ruling: only
 * Bommerz reveal counters (the rulebook says so of Bommerz only), so face-down
 * counters do nothing to Interceptors; face-up rock spires make them Dodge.
 */
function interceptorEnters(play: Play, interceptorId: string, space: string): void {
  const ground = groundCounterAt(play.state, space);
  if (ground?.kind === 'rock-spires' && ground.faceUp && !rockSpires(play, ground, interceptorId)) return;
  const target = bommerAt(play.state, space);
  if (target) dogfight(play, target.id, interceptorId);
}

/** Moves the active craft one space along a link and resolves what it meets there. */
export function step(play: Play, craftId: string, to: string, tieBreak?: TieBreak): void {
  const from = craft(play.state, craftId).piece.space!;
  play.emit({ type: 'craft-moved', craft: craftId, from, to, ...(tieBreak && { tieBreak }) });
  if (craftId.startsWith('b')) bommerEnters(play, craftId, to);
  else interceptorEnters(play, craftId, to);
}

/**
 * A bombing run: two dice, less damage, each equal to or above the Bommer's
 * Speed hits. Flak dies to one hit; a bridge falls at four in all, and hits
 * beyond the fourth count for nobody (Sortie's ruling).
 */
export function bombingRun(play: Play, bommerId: string, target: 'bridge' | 'flak'): void {
  const b = bommer(play.state, bommerId);
  const space = b.space!;
  const needed = b.speed ?? 1;
  const dice = play.roll(RUN_DICE);
  const hits = dice.filter((d) => modified(d, b.damage) >= needed).length;
  const run = { type: 'bombing-run', bommer: bommerId, target, space, dice, damage: b.damage, needed, hits } as const;
  if (target === 'flak') {
    const flak = groundCounterAt(play.state, space)!;
    play.emit({ ...run, counted: Math.min(hits, 1) });
    if (hits > 0) destroy(play, flak.id, 'bombing-run');
    return;
  }
  const bridge = bridgeAt(play.state, space)!;
  const counted = Math.min(hits, BRIDGE_HITS_TO_DESTROY - bridge.hits);
  play.emit({ ...run, counted });
  if (bridge.hits + counted >= BRIDGE_HITS_TO_DESTROY) play.emit({ type: 'bridge-destroyed', space });
}
