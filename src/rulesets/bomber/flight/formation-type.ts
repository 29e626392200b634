/**
 * Formation Type (VII.C): Open or Tight, on the Mission Sheet, "erased and
 * changed during the course of the Game". Ruling E17: an American Bomber Air
 * unit in the air changes it in its side's Normal Movement Step; the sheet
 * is secret, so is the change.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import { lineOf, plotLine } from '../setup/mission-sheet-step.js';
import type { BomberState, Side } from '../state.js';
import { isBomberUnit } from './flying.js';

/** The American Bomber Air units in the air (on the board or off it) and the Formation Type each may change to. */
export function formationTypeOptions(state: BomberState, side: Side): BomberCommand[] {
  if (side !== 'american') return [];
  return state.american.airUnits
    .filter((a) => a.endurance !== null && isBomberUnit(state, side, a.id) && state.missionSheet[String(a.id)] !== undefined)
    .map((a) => ({ type: 'set-formation-type', airUnit: a.id, formation: lineOf(state, a.id).formation === 'open' ? 'tight' : 'open' }));
}

/** Writes the new Formation Type on the Mission Sheet. */
export function setFormationType(play: Play, airUnit: number, formation: 'open' | 'tight'): void {
  plotLine(play, airUnit, { formation });
}
