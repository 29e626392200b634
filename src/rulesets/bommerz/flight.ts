/** A craft's move, one space at a time: entering a space and what happens there, bombing runs, leaving the map. */
import { BRIDGE_HITS_TO_DESTROY, RUN_DICE, isFlak, modified } from './rules.js';
import type { TieBreak } from './events.js';
import type { Play } from './play.js';
import { bommer, bommerAt, bridgeAt, craft, groundCounterAt, interceptorAt } from './queries.js';
import { destroy } from './damage.js';
import { dogfight } from './dogfight.js';
import { flakFires, laserFires, rockSpires } from './defences.js';
import type { CounterState } from './state.js';

/** Turns a face-down counter face up as a craft enters its space, in the open: everyone learns its kind. */
function reveal(play: Play, ground: CounterState, space: string, by: string): void {
  play.emit({ type: 'counter-revealed', counter: ground.id, kind: ground.kind, space, by });
}

/**
 * What a Bommer meets on entering a space, in Sortie's order: the counter is
 * revealed; a laser that was already face up fires; rock spires; flak (bridge
 * battery and counter together); then a dogfight with any Interceptor there.
 * Whatever survives it all may make a bombing run before moving on.
 */
function bommerEnters(play: Play, bommerId: string, space: string): void {
  const ground = groundCounterAt(play.state, space);
  const armedLaser = ground?.kind === 'laser' && ground.faceUp;
  if (ground && !ground.faceUp) reveal(play, ground, space, bommerId);
  if (armedLaser && !laserFires(play, ground, bommerId)) return;
  if (ground?.kind === 'rock-spires' && !rockSpires(play, ground, bommerId)) return;
  if (!flakFires(play, bommerId, space, ground && isFlak(ground.kind) ? ground : undefined)) return;
  // The counter may have been an Interceptor, face up now and on this very space.
  const interceptor = interceptorAt(play.state, space);
  if (interceptor) dogfight(play, bommerId, interceptor.id);
}

/**
 * What an Interceptor meets on entering a space (Sortie's ruling S12). Rock
 * Spires make it Dodge face up or face down (the rulebook names
 * "Thunderbolt Interceptors which move into a space containing Rock
 * Spires"); face-down ones are turned face up, since the Dodge, rolled in the
 * open, shows what they are. Lasers and flak attack only Bommerz, so any other
 * face-down counter does nothing to an Interceptor and stays face down.
 */
function interceptorEnters(play: Play, interceptorId: string, space: string): void {
  const ground = groundCounterAt(play.state, space);
  if (ground?.kind === 'rock-spires') {
    if (!ground.faceUp) reveal(play, ground, space, interceptorId);
    if (!rockSpires(play, ground, interceptorId)) return;
  }
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
