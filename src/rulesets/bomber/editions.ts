/**
 * Where the versions of the Bomber rules differ, asked of a state. A game is
 * played under the version it started with (README, *Rules versions*); its
 * state says which (`BomberState.rules`), so the rules stay pure functions of
 * the state. Version 2 and 3 states carry nothing: every answer here for them
 * is what version 3 did (version 2 differs from 3 in take-backs only,
 * version-2.ts).
 */
import type { BomberState } from './state.js';

/** The versions of the rules that differ somewhere (versions 2 and 3 differ in take-backs only, version-2.ts). */
export type RulesVersion = 3 | 4 | 5;

/** The version of the rules a state is played under (3 for the states of versions 2 and 3, which carry none). */
export function rulesVersion(state: Pick<BomberState, 'rules'>): RulesVersion {
  return state.rules?.version ?? 3;
}

/**
 * Version 4 fixes three faults (rulings 26, 29, 30; docs/rules/bomber.md E60–E62): an end by agreement flies
 * every Air unit home before it lands, an African take-off is a hidden edit carried by a Take Off Step's public
 * command, and a Plane unit may go into any empty Air Box; the server's German player plays as version 4 has it
 * (rulings E63–E64). Version 3: units landed where they stood, each African take-off was a command of its own,
 * and only the lowest-numbered empty Air Box could be opened. Version 5 changes nothing in the rules: only how the
 * server's German player chooses (its `edition`, rulings E65–E68); its choices are made again when a game is
 * replayed and verified (decide.ts), so a version-4 game keeps the version-4 German (`version-4.ts`).
 */
export const fixedFaults = (state: Pick<BomberState, 'rules'>): boolean => rulesVersion(state) >= 4;
