/**
 * Option lists asked about one command. `decide` checks a command (a hidden
 * edit, a carrier) by finding it among the seat's options, and listing every
 * option of a step for each edit a carrier holds was most of a command's
 * cost. A step's options builder given a focus may leave out options that
 * cannot be that command — of another type, or of another Air unit or Plane
 * unit — but lists those that can exactly as it does without one, in the
 * same order; without a focus it lists them all.
 */
import type { BomberCommand } from './commands.js';

/** The command an option list is asked about; undefined: every option. */
export type Focus = BomberCommand | undefined;

/** Whether options of this type may be the command in focus. */
export const wantsType = (focus: Focus, type: BomberCommand['type']): boolean => focus === undefined || focus.type === type;

/** Whether an option about this Air unit may be the command in focus (one that names another Air unit may not). */
export const wantsAirUnit = (focus: Focus, airUnit: number): boolean => focus === undefined || !('airUnit' in focus) || focus.airUnit === airUnit;

/** Whether an option about this Plane unit may be the command in focus (one that names another Plane unit may not). */
export const wantsPlane = (focus: Focus, plane: string): boolean => focus === undefined || !('plane' in focus) || focus.plane === plane;
