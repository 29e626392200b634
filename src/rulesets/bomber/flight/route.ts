/**
 * The route command: "fly Air unit N along these hexes, with these Altitude
 * changes", expanded into single steps (a hex entered, a climb, a dive),
 * each of which must be legal at its point, as if sent one by one; the route
 * is refused whole, naming the first step that is not.
 */
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side } from '../state.js';
import { altitudeRefusal, changeAltitude } from './altitude-change.js';
import { flyStep, stepRefusal } from './hex-step.js';

/** One leg of a route: a hex to enter next, or a climb or dive of one Altitude Level. */
export type Leg = string;

type Move = Extract<BomberCommand, { type: 'fly' | 'climb' | 'dive' }>;

/** The single command a leg stands for. */
export function legCommand(airUnit: number, leg: Leg): Move {
  return leg === 'climb' || leg === 'dive' ? { type: leg, airUnit } : { type: 'fly', airUnit, hex: leg };
}

/** Why a single move is refused now, in the movement rules' words, or null if they allow it. */
export function moveRefusal(state: BomberState, side: Side, c: Move): Rejection | null {
  return c.type === 'fly' ? stepRefusal(state, side, c.airUnit, c.hex) : altitudeRefusal(state, side, c.airUnit, c.type === 'climb');
}

/** Carries out a single move. */
export function performMove(play: Play, side: Side, c: Move): void {
  if (c.type === 'fly') flyStep(play, side, c.airUnit, c.hex);
  else changeAltitude(play, side, c.airUnit, c.type === 'climb');
}

/** Flies a route leg by leg; `offered` says whether a move is among the seat's options at that point. Returns the refusal of the first illegal leg, if any. */
export function flyRoute(play: Play, side: Side, airUnit: number, route: readonly Leg[], offered: (state: BomberState, c: Move) => boolean): Rejection | null {
  for (const [i, leg] of route.entries()) {
    const c = legCommand(airUnit, leg);
    if (!offered(play.state, c)) {
      const why = moveRefusal(play.state, side, c) ?? reject('not-now', 'that move is not one of your options now');
      return reject(why.reason, `Step ${i + 1} of the route (${leg === 'climb' || leg === 'dive' ? leg : `hex ${leg}`}) is refused: ${why.message}`);
    }
    performMove(play, side, c);
  }
  return null;
}
