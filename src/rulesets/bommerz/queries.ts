/** Read-only questions about a state that several rules ask: who is where, where a craft may go. */
import { BOARD } from './board.js';
import { BRIDGE_HITS_TO_DESTROY, isFlak } from './rules.js';
import { drivesOffAsRulebook, imperialEndsOnKnownCounters, waveTurns } from './editions.js';
import type { BommerState, BommerzState, BridgeState, CounterState } from './state.js';

/** A craft: an Ork Fighta-Bommer or an Imperial Interceptor. */
export type Craft = { readonly side: 'ork'; readonly piece: BommerState } | { readonly side: 'imperial'; readonly piece: CounterState };

/** The Bommer with this id; throws for an unknown id (a bug: ids come from legal commands). */
export function bommer(state: BommerzState, id: string): BommerState {
  const b = state.bommerz.find((x) => x.id === id);
  if (!b) throw new Error(`no Bommer ${id}`);
  return b;
}

/** The counter with this id; throws for an unknown id. */
export function counter(state: BommerzState, id: string): CounterState {
  const c = state.counters.find((x) => x.id === id);
  if (!c) throw new Error(`no counter ${id}`);
  return c;
}

/** A Bommer or an Interceptor by id. */
export function craft(state: BommerzState, id: string): Craft {
  return id.startsWith('b') ? { side: 'ork', piece: bommer(state, id) } : { side: 'imperial', piece: counter(state, id) };
}

/** Whether the server plays the Imperials (solo and the four-player game against the server). */
export function serverDefends(state: BommerzState): boolean {
  return !state.setup.imperialPlayer;
}

/** Whether a counter is an Interceptor in flight: face up on the board. */
export function isInterceptorCraft(c: CounterState): boolean {
  return c.kind === 'interceptor' && c.status === 'board' && c.faceUp;
}

/** The flying Bommerz, in id order. */
export function flyingBommerz(state: BommerzState): BommerState[] {
  return state.bommerz.filter((b) => b.status === 'flying');
}

/** Face-up Interceptors on the board, in id order. */
export function interceptors(state: BommerzState): CounterState[] {
  return state.counters.filter(isInterceptorCraft);
}

// The lookups below are plain loops: they run for every space every prompt considers.

/** The flying Bommer on a space, other than `except`. */
export function bommerAt(state: BommerzState, space: string, except?: string): BommerState | undefined {
  for (const b of state.bommerz) if (b.space === space && b.status === 'flying' && b.id !== except) return b;
  return undefined;
}

/** The face-up Interceptor on a space, other than `except`. */
export function interceptorAt(state: BommerzState, space: string, except?: string): CounterState | undefined {
  for (const c of state.counters) if (c.space === space && isInterceptorCraft(c) && c.id !== except) return c;
  return undefined;
}

/** The counter on the ground at a space: any counter on the board except a face-up Interceptor (at most one a space). */
export function groundCounterAt(state: BommerzState, space: string): CounterState | undefined {
  for (const c of state.counters) if (c.space === space && c.status === 'board' && !isInterceptorCraft(c)) return c;
  return undefined;
}

/** Whether a face-down counter lies on a space. */
function faceDownAt(state: BommerzState, space: string): boolean {
  const ground = groundCounterAt(state, space);
  return ground !== undefined && !ground.faceUp;
}

/**
 * Whether a face-down counter on a space bars an Interceptor from ending its
 * move there (Sortie's ruling S12): any does, unless the Imperial player
 * knows it is no Interceptor (version 3, multi-player).
 */
function barsInterceptor(state: BommerzState, space: string): boolean {
  const ground = groundCounterAt(state, space);
  if (ground === undefined || ground.faceUp) return false;
  return !imperialEndsOnKnownCounters(state) || ground.kind === 'interceptor';
}

/** Whether any counter at all, Interceptors included, is on a space. */
export function anyCounterAt(state: BommerzState, space: string): boolean {
  return state.counters.some((c) => c.status === 'board' && c.space === space);
}

/** Whether any craft other than `except` is on a space. */
export function craftAt(state: BommerzState, space: string, except?: string): boolean {
  return bommerAt(state, space, except) !== undefined || interceptorAt(state, space, except) !== undefined;
}

/** The bridge on a space, if there is one. */
export function bridgeAt(state: BommerzState, space: string): BridgeState | undefined {
  return state.bridges.find((b) => b.space === space);
}

/** Whether a bridge still stands (fewer than four hits). */
export function isStanding(bridge: BridgeState): boolean {
  return bridge.hits < BRIDGE_HITS_TO_DESTROY;
}

/** Spaces of the bridges still standing. */
export function standingBridges(state: BommerzState): string[] {
  return state.bridges.filter(isStanding).map((b) => b.space);
}

/**
 * Whether a craft may end its move on a space (one craft a space at the end of
 * a move). A Bommer may not stop on another Bommer; an Interceptor there is
 * fought first, and one of them goes. An Interceptor may not stop on another
 * Interceptor nor on a face-down counter (Sortie's ruling S12; from version 3
 * the Imperial player may on one he knows is not an Interceptor), unless a
 * Bommer is on that counter: only a laser that has fired lies face down under
 * a Bommer (its kind seen by all), and the Bommer must be fought first. What
 * this answers for the Imperial player depends on kinds only he knows: his
 * options go to his seat alone (games/seat-answers.ts).
 */
export function mayEndOn(state: BommerzState, craftId: string, space: string): boolean {
  if (craftId.startsWith('b')) return bommerAt(state, space, craftId) === undefined;
  return interceptorAt(state, space, craftId) === undefined && (!barsInterceptor(state, space) || bommerAt(state, space) !== undefined);
}

/**
 * Whether a craft that has just entered `space` from `prev`, with `remaining`
 * moves left, can still finish its move legally: stop here, leave the map, or
 * go on without turning back to a space where it may stop.
 */
function canFinishFrom(state: BommerzState, craftId: string, space: string, prev: string, remaining: number): boolean {
  // An Interceptor may end on the fired laser a Bommer stands on only by running out of moves there: with moves left, the
  // Bommer may be driven off and leave it on the laser, where it may not stop, so it must have a way on (found by review).
  const endsHere = remaining === 0 || craftId.startsWith('b') || !barsInterceptor(state, space);
  if (endsHere && mayEndOn(state, craftId, space)) return true;
  if (remaining === 0) return false;
  if (craftId.startsWith('b') && BOARD.isExit(space)) return true;
  for (const next of BOARD.links(space)) if (next !== prev && canFinishFrom(state, craftId, next, space, remaining - 1)) return true;
  return false;
}

/**
 * The spaces a craft may move into next: along a link, never straight back
 * into the space it just left, and only where it can still end its move
 * legally (it may pass through friends, but not stop on them).
 */
export function legalSteps(state: BommerzState, craftId: string, from: string, tail: string | null, remaining: number): string[] {
  const steps: string[] = [];
  if (remaining <= 0) return steps;
  for (const next of BOARD.links(from)) if (next !== tail && canFinishFrom(state, craftId, next, from, remaining - 1)) steps.push(next);
  return steps;
}

/**
 * Where a craft may be driven off to: an adjacent space where no other craft
 * ends up. Version 3 (rulings §9): a Bommer may go onto a face-down counter
 * (turned face up when it gets there); an Interceptor may not, since the
 * counter could be the other Interceptor and two may not share a space,
 * which only its kind could tell (S43). Version 2 kept every craft off
 * face-down counters (S16: being driven off reveals nothing).
 */
export function driveOffOptions(state: BommerzState, craftId: string, from: string): string[] {
  const ontoHidden = drivesOffAsRulebook(state) && craftId.startsWith('b');
  return BOARD.links(from).filter((to) => !craftAt(state, to, craftId) && (ontoHidden || !faceDownAt(state, to)));
}

/** What a Bommer could bomb on its space: a standing bridge and a face-up flak counter. */
export function runTargets(state: BommerzState, space: string): ('bridge' | 'flak')[] {
  const targets: ('bridge' | 'flak')[] = [];
  const bridge = bridgeAt(state, space);
  if (bridge && isStanding(bridge)) targets.push('bridge');
  const ground = groundCounterAt(state, space);
  if (ground && ground.faceUp && isFlak(ground.kind)) targets.push('flak');
  return targets;
}

/** A spare Bommer that has an owner and will enter at the next turn. */
export function waitingSpare(state: BommerzState): BommerState | undefined {
  return state.bommerz.find((b) => b.status === 'reserve' && b.wave === state.wave && b.owner !== null);
}

/** Whether the current wave is over: no Bommer flying and none about to enter. */
export function waveOver(state: BommerzState): boolean {
  return flyingBommerz(state).length === 0 && waitingSpare(state) === undefined;
}

/**
 * The Bommerz that may start moving now (rulings §7): not yet moved, the
 * fastest first, equal Speeds in seat order; the player picks among his own.
 */
export function nextMovers(state: BommerzState): BommerState[] {
  let movers: BommerState[] = [];
  let best = { speed: -1, seat: 0 };
  for (const b of state.bommerz) {
    if (b.status !== 'flying' || b.moved) continue;
    const rank = { speed: b.speed ?? 0, seat: state.setup.orkSeats.indexOf(b.owner ?? '') };
    const ahead = rank.speed > best.speed || (rank.speed === best.speed && rank.seat < best.seat);
    if (ahead) [movers, best] = [[b], rank];
    else if (rank.speed === best.speed && rank.seat === best.seat) movers.push(b);
  }
  return movers;
}

/** The turns the wave still has, the one being flown included (S27): all of them before its first; null with no limit. */
export function turnsLeft(state: BommerzState): number | null {
  const limit = waveTurns(state);
  return limit === null ? null : limit - Math.max(state.turn, 1) + 1;
}

/** Bommerz lost so far: destroyed in any way. */
export function bommerzLost(state: BommerzState): number {
  return state.bommerz.filter((b) => b.status === 'destroyed').length;
}
