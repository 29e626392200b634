/**
 * A side's Movement Phase (XII.A). The Landing Step: Air units that land move
 * first, then land (rulings §22) — one whose Endurance unit has come up must
 * (rulings §8), as must a Bomber home from its raid on a Base of its area
 * (rulings §15, ruling E18), and a Bomber with a target not yet bombed may
 * not by choice (rulings §20). The Normal Movement Step: Air units due from
 * Africa are placed in their Entry hexes, ones in an Entry hex may leave for
 * Africa, and every flying Air unit may fly hex by hex, climb, dive, change
 * Formations and (American Bombers) Formation Type, and German ones drop
 * Rockets; it ends when the Bombers keep the six-Bomber limit (rulings §16)
 * and every returning Bomber has flown at full speed (XII.G). The Take Off
 * Step is `take-off.ts`.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side } from '../state.js';
import { altitudeOptions } from './altitude-change.js';
import { spotsOverLimit } from './bomber-limit.js';
import { formationTypeOptions } from './formation-type.js';
import { formationOptions } from './formations.js';
import { isAfrican } from '../context.js';
import { hexOf } from './flying.js';
import { stepOptions } from './hex-step.js';
import { jettisonOptions } from './jettison.js';
import { land } from './landing.js';
import { mustBombFirst } from './must-bomb.js';
import { entryOptions, exitOptions, mustEnterNow } from './off-board.js';
import { home, homeArea, returning } from './return-route.js';
import { wantsAirUnit, wantsType, type Focus } from '../option-focus.js';

/** Flying Air units of a side that stand on the board. */
function flyingOnBoard(state: BomberState, side: Side) {
  return state[side].airUnits.filter((a) => a.endurance !== null && a.offBoard === null && hexOf(a) !== null);
}

/** Whether an Air unit must land in this Landing Step: its Endurance is up, it moved to land, or it is a Bomber home on a Base of its area. */
export function mustLand(state: BomberState, side: Side, airUnit: number): boolean {
  const a = state[side].airUnits[airUnit - 1]!;
  if (a.endurance! <= state.turn || a.moved.toLand) return true;
  return side === 'american' && returning(state, airUnit) && !isAfrican(homeArea(state, airUnit)) && home(state, airUnit);
}

/** Whether an Air unit may land in this Landing Step, and so move first (rulings §20, §22): its Endurance is up, or it need not bomb first. */
export function mayLandNow(state: BomberState, side: Side, airUnit: number): boolean {
  return state[side].airUnits[airUnit - 1]!.endurance! <= state.turn || !mustBombFirst(state, side, airUnit);
}

/** A side's options in its Landing Step (only those that may be `focus`, given one: option-focus.ts). */
export function landingOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  const flying = flyingOnBoard(state, side);
  const landing = new Set(flying.filter((a) => wantsAirUnit(focus, a.id) && mayLandNow(state, side, a.id)).map((a) => a.id));
  const mayMove = (id: number) => landing.has(id);
  const options: BomberCommand[] = wantsType(focus, 'land') ? [...landing].map((airUnit) => ({ type: 'land', airUnit })) : [];
  if (wantsType(focus, 'fly')) options.push(...stepOptions(state, side, mayMove));
  if (wantsType(focus, 'climb') || wantsType(focus, 'dive')) options.push(...altitudeOptions(state, side, mayMove));
  if (wantsType(focus, 'jettison-rockets')) options.push(...jettisonOptions(state, side));
  if (wantsType(focus, 'end-landing') && !flying.some((a) => mustLand(state, side, a.id))) options.push({ type: 'end-landing' });
  return options;
}

/** Whether a returning Bomber still owes movement this Turn (XII.G): it can fly on towards home, climb where a Mountain hex on its way demands it (rulings §15, ruling E31), or leave the board for home. */
function owesMovement(state: BomberState, side: Side, moves: readonly BomberCommand[]): boolean {
  if (side !== 'american') return false;
  return moves.some((o) => 'airUnit' in o && (o.type === 'fly' || o.type === 'climb' || o.type === 'exit-map') && returning(state, o.airUnit));
}

/** The hex steps, Altitude changes and exits of a side's Air units that `unit` takes, of the types `want` takes (only those may be `focus`: option-focus.ts). */
function moveOptions(state: BomberState, side: Side, want: (type: BomberCommand['type']) => boolean, unit: (airUnit: number) => boolean): BomberCommand[] {
  const exits = want('exit-map') ? exitOptions(state, side).filter((o) => o.type === 'exit-map' && unit(o.airUnit) && !mustBombFirst(state, side, o.airUnit)) : [];
  return [...exits, ...(want('fly') ? stepOptions(state, side, unit) : []), ...(want('climb') || want('dive') ? altitudeOptions(state, side, unit) : [])];
}

/** Whether a side may end its Normal Movement Step, given at least the moves of its returning Bombers: nothing is due on the board, no returning Bomber owes movement, and the Bombers keep the six-Bomber limit. */
function mayEndMovement(state: BomberState, side: Side, moves: readonly BomberCommand[]): boolean {
  return !mustEnterNow(state, side) && !owesMovement(state, side, moves) && (side !== 'american' || spotsOverLimit(state).length === 0);
}

/** A side's options in its Normal Movement Step (only those that may be `focus`, given one: option-focus.ts; asked about its end, only the moves of the returning Bombers are worked out). */
export function normalMovementOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  if (focus?.type === 'end-movement') {
    const returningMoves = side === 'american' ? moveOptions(state, side, () => true, (airUnit) => returning(state, airUnit)) : [];
    return mayEndMovement(state, side, returningMoves) ? [{ type: 'end-movement' }] : [];
  }
  const want = (type: BomberCommand['type']) => wantsType(focus, type);
  const moves = moveOptions(state, side, want, (airUnit) => wantsAirUnit(focus, airUnit));
  const options = [
    ...(want('enter-map') ? entryOptions(state, side) : []),
    ...moves,
    ...(want('join-formation') ? formationOptions(state, side) : []),
    ...(want('set-formation-type') ? formationTypeOptions(state, side) : []),
    ...(want('jettison-rockets') ? jettisonOptions(state, side) : []),
  ];
  if (want('end-movement') && mayEndMovement(state, side, moves)) options.push({ type: 'end-movement' });
  return options;
}

/** Lands an Air unit in the Landing Step. */
export function landNow(play: Play, side: Side, airUnit: number): void {
  land(play, side, airUnit, play.state.turn);
}
