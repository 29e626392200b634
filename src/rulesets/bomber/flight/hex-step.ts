/**
 * One hex step (XII.B, XII.C.1): an Air unit enters an adjacent hex for one
 * Movement Factor (and one more to break contact, XII.C.4), by a hexside it
 * may cross into a hex it may enter (XII.F), never into a Mountain hex at
 * Altitude 0 (XII.C.2), never from its Base hex before all its Plane units
 * are up (ruling E14); a returning Bomber only along a shortest route home
 * (rulings §15). An American unit then faces by the hexside it entered
 * (IX.B.2); every unit records it in `enteredFrom` for the Battle Locations
 * (XII.I). A Bomber Air unit may pass through a spot that would break the
 * six-Bomber limit, but not stop there (rulings §16): it may enter such a
 * spot only with a Movement Factor left to move on.
 */
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { emitCounterMove } from '../observation/redaction.js';
import type { Play } from '../play.js';
import { airUnitOf, type BomberState, type Side } from '../state.js';
import { bomberFits } from './bomber-limit.js';
import { contactCost } from './breaking-contact.js';
import { across, closedHexes, closedStep, CLOSED_WORDS } from './closed-hexes.js';
import { closedFlagsOf, HEX_INDEX } from './hex-index.js';
import { allUp, altitudeOf, hexOf, isBomberUnit, movementLeft, mayMove, movingAirUnits } from './flying.js';
import { directSteps, returning } from './return-route.js';
import { emitUnseen } from '../observation/redaction.js';

/** The hexside of `from` that leads into `to`, or null if they are not adjacent. */
export function sideToward(from: string, to: string): number | null {
  for (let side = 0; side < 6; side++) if (across(from, side) === to) return side;
  return null;
}

/** Why an Air unit may not step into `to` now, or null if it may. */
export function stepRefusal(state: BomberState, side: Side, airUnit: number, to: string): Rejection | null {
  return stepChecker(state, side, airUnit)(to);
}

/** The step rules for one Air unit as it stands, worked out once: why it may not step into a hex (across `hexside` of its own, if the caller knows it), or null. */
function stepChecker(state: BomberState, side: Side, airUnit: number): (to: string, hexside?: number | null) => Rejection | null {
  const a = airUnitOf(state, side, airUnit);
  if (!mayMove(state, side, a)) return () => reject('not-moving', `Air unit ${airUnit} cannot move now.`);
  const from = hexOf(a)!;
  const up = allUp(state, side, airUnit);
  // The numbered map answers which steps are open; `closedStep` says why one is not.
  const { steps, mountain } = HEX_INDEX;
  const fromNumber = HEX_INDEX.numberOf.get(from)!;
  const closedFlags = closedFlagsOf(closedHexes(state, side, airUnit));
  const altitude = altitudeOf(state, side, airUnit)!;
  const left = movementLeft(state, side, airUnit) - 1 - contactCost(state, side, airUnit);
  const homeward = side === 'american' && returning(state, airUnit) ? directSteps(state, airUnit) : null;
  const bomber = isBomberUnit(state, side, airUnit);
  return (to, hexside = sideToward(from, to)) => {
    if (hexside === null) return reject('not-adjacent', `Hex ${to} is not next to Air unit ${airUnit}'s hex ${from}: move one hex at a time (XII.B).`);
    if (!up) return reject('planes-on-the-ground', `Air unit ${airUnit} may not leave its Base hex before all its Plane units are up (ruling E14).`);
    const toNumber = steps[6 * fromNumber + hexside]!;
    if (toNumber < 0 || closedFlags[toNumber] === 1) return reject('closed-hex', `Hex ${to} ${CLOSED_WORDS[closedStep(state, side, airUnit, from, hexside)!]}.`);
    if (altitude === 0 && mountain[toNumber] === 1) return reject('mountain-altitude', `Hex ${to} is a Mountain hex: climb to Altitude 1 or 2 first (XII.C.2).`);
    if (left < 0) return reject('no-movement-left', `Air unit ${airUnit} has no Movement Factor left for that (XII.B–C).`);
    if (homeward !== null && !homeward.has(to)) return reject('return-route', `Air unit ${airUnit} has bombed: it flies home by the most direct route (XII.G, rulings §15).`);
    const facing = side === 'american' ? (hexside + 3) % 6 : null;
    if (bomber && left < 1 && !bomberFits(state, airUnit, to, altitude, facing))
      return reject('bomber-limit', `Air unit ${airUnit} may not end its move in hex ${to}: at most six Bomber Air units at one Altitude, all facing alike (IX.F).`);
    return null;
  };
}

/** A side's hex steps now: every legal one of every Air unit that may move. */
export function stepOptions(state: BomberState, side: Side, only: (airUnit: number) => boolean = () => true): BomberCommand[] {
  const options: BomberCommand[] = [];
  for (const a of movingAirUnits(state, side)) {
    if (!only(a.id) || !allUp(state, side, a.id)) continue;
    const check = stepChecker(state, side, a.id);
    const from = hexOf(a)!;
    for (let s = 0; s < 6; s++) {
      const to = across(from, s);
      if (to !== null && check(to, s) === null) options.push({ type: 'fly', airUnit: a.id, hex: to });
    }
  }
  return options;
}

/**
 * Whether a `fly` is one of the side's options in its own Normal Movement
 * Step, asked of the step rules for its one Air unit rather than looked up
 * among every option (the same answer as `stepOptions`, which lists the
 * steps this finds legal): decide's shortcut for the step sent most.
 */
export function isNormalStepOption(state: BomberState, side: Side, command: Extract<BomberCommand, { type: 'fly' }>): boolean {
  const phase = state.phase;
  if (phase.kind !== 'movement' || phase.step !== 'normal' || phase.side !== side) return false;
  if (state[side].airUnits[command.airUnit - 1] === undefined) return false;
  return stepRefusal(state, side, command.airUnit, command.hex) === null;
}

/** Flies an Air unit one hex: contact broken first if it must be (a secret Movement Factor), then the step, whose counter move everyone sees. */
export function flyStep(play: Play, side: Side, airUnit: number, to: string): void {
  const from = hexOf(airUnitOf(play.state, side, airUnit))!;
  if (contactCost(play.state, side, airUnit) > 0) emitUnseen(play, side, { type: 'contact-broken', side, airUnit });
  const enteredFrom = (sideToward(from, to)! + 3) % 6;
  // The counter's move is public, and all the others see of it (observation/redaction.ts).
  emitCounterMove(play, side, { type: 'air-unit-flew', side, airUnit, hex: to, enteredFrom }, { airUnit, at: { hex: to }, facing: side === 'american' ? enteredFrom : null });
}
