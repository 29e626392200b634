/**
 * Jettisoning Rockets (XII.D.1): the German player may drop them at will in
 * the German Movement Phase, for no Movement Factor. What an Air Box holds is
 * secret, so the option is its owner's and the event too. (The forced
 * jettison when engaged by American Fighters is Bomber III's.)
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side } from '../state.js';
import { flyingPlanes } from './flying.js';
import { emitUnseen } from '../observation/redaction.js';

/** German flying Air units carrying Rockets. */
export function jettisonOptions(state: BomberState, side: Side): BomberCommand[] {
  if (side !== 'german') return [];
  return state.german.airUnits
    .filter((a) => a.endurance !== null && flyingPlanes(state, side, a.id).some((p) => p.rockets))
    .map((a) => ({ type: 'jettison-rockets', airUnit: a.id }));
}

/** Drops an Air unit's Rockets. */
export function jettisonRockets(play: Play, side: Side, airUnit: number): void {
  emitUnseen(play, side, { type: 'rockets-jettisoned', side, airUnit });
}
