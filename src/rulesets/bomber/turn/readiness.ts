/**
 * X, the Plane Readiness Phase, both sides at once and in secret: a Plane
 * unit on the ground moves one box a Turn, A → B → C → D (X.A), within its
 * Base's capacity (X.B); into "D" a Rocket carrier may take a Rocket unit,
 * otherwise it carries Drop Tanks where its Model has them. Bombers that
 * have flown are done for the day (X.C), and so are Air units landed away
 * from a Base (XII.A.1.c). Each move is its owner's secret; the submission
 * is public.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import { contextOf } from '../context.js';
import { airUnitOf, hexOfLocation, locationOf, type BomberState, type GroundBox, type PlaneUnit, type Side } from '../state.js';
import { capacityLeft } from './capacity.js';
import { wantsPlane, wantsType, type Focus } from '../option-focus.js';

const NEXT_BOX: Readonly<Record<GroundBox, GroundBox | null>> = { A: 'B', B: 'C', C: 'D', D: null };

/** Whether a Plane unit may move a box this Turn, capacity aside. */
function mayAdvance(state: BomberState, side: Side, p: PlaneUnit): boolean {
  if (p.eliminated || p.airUnit === null || p.ground === null || NEXT_BOX[p.ground] === null || p.readiedOn === state.turn) return false;
  if (p.flown && contextOf(state.scenario).variant(p.variant).type === 'B') return false;
  return !airUnitOf(state, side, p.airUnit).outForDay;
}

/** A side's readiness options: each Plane unit that may move a box now, the convenience, the offer to end, the submission; only those that may be `focus`, given one (option-focus.ts). */
export function readinessOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  // "Ready all" is offered when some Plane unit can be readied: asked about it, every Plane unit is looked at.
  const planes = focus?.type === 'ready-all' ? undefined : focus;
  const options: BomberCommand[] = [];
  if (wantsType(planes, 'ready-plane'))
    for (const p of state[side].planes) {
      if (!wantsPlane(planes, p.id) || !mayAdvance(state, side, p) || capacityLeft(state, side, p.airUnit!, 'ready') <= 0) continue;
      options.push({ type: 'ready-plane', plane: p.id, rockets: false });
      if (p.ground === 'C' && p.rocketCapable) options.push({ type: 'ready-plane', plane: p.id, rockets: true });
    }
  if (wantsType(focus, 'ready-all') && options.length > 0) options.push({ type: 'ready-all' });
  if (wantsType(focus, 'offer-end') && !state[side].offersEnd) options.push({ type: 'offer-end' });
  if (wantsType(focus, 'submit-readiness')) options.push({ type: 'submit-readiness' });
  return options;
}

/** Moves one Plane unit a box on. */
export function readyPlane(play: Play, side: Side, plane: string, rockets: boolean): void {
  const p = play.state[side].planes.find((x) => x.id === plane)!;
  const hex = hexOfLocation(locationOf(play.state, side, p.airUnit!));
  play.emitSecret({ type: 'plane-readied', side, plane, to: NEXT_BOX[p.ground!]!, rockets, hex }, side);
}

/** Moves every Plane unit that can a box on, furthest along first, as far as capacity allows. */
export function readyAll(play: Play, side: Side): void {
  for (const box of ['C', 'B', 'A'] as const) {
    for (const p of play.state[side].planes) {
      if (p.ground !== box || !mayAdvance(play.state, side, p) || capacityLeft(play.state, side, p.airUnit!, 'ready') <= 0) continue;
      readyPlane(play, side, p.id, false);
    }
  }
}

/** Offers to end the game by agreement: public. */
export function offerEnd(play: Play, side: Side): void {
  play.emit({ type: 'end-offered', side });
}

/** Submits a side's readiness: public that it is in. */
export function submitReadiness(play: Play, side: Side): void {
  play.emit({ type: 'submitted', side, step: 'readiness' });
}
