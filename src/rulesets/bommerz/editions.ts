/**
 * Where the versions of the Bommerz rules differ, asked of a state. A game is
 * played under the version it started with (README, *Rules versions*); its
 * state says which (`BommerzState.rules`), so the rules stay pure functions
 * of the state. Version 2 states carry nothing: every answer here for them is
 * what version 2 did.
 */
import { FUEL_TURNS } from './rules.js';
import type { BommerzState } from './state.js';

/** The version of the rules a state is played under. */
export function rulesVersion(state: BommerzState): 2 | 3 | 4 {
  return state.rules?.version ?? 2;
}

/**
 * Turns a wave may fly before its Bommerz are lost (Sortie's house rule S27:
 * `waveTurns`; version 2: always ten), or null for no limit, as the rulebook
 * plays (version 4, `waveTurns` null or 0).
 */
export function waveTurns(state: BommerzState): number | null {
  return state.rules ? state.rules.waveTurns : FUEL_TURNS;
}

/**
 * Drive-offs as rulings §9 has them (version 3): onto face-down counters too,
 * which are turned face up, and never destroyed for lack of room. Version 2:
 * Sortie's rulings S16 and S17 (no face-down counter, hemmed in is destroyed).
 */
export function drivesOffAsRulebook(state: BommerzState): boolean {
  return rulesVersion(state) >= 3;
}

/**
 * How the server's Interceptors chase (rulings §5, S35): version 4 flies the
 * shortest route to the nearest Bommer by route, as far as its Speed goes;
 * version 3 stepped only where a step brought it nearer in links, and else
 * stayed; version 2 took the shortest flight from whatever step was legal.
 */
export type ServerChase = 'route' | 'only-nearer' | 'shortest-flight';

/** The server's way of chasing under a state's rules. */
export function serverChase(state: BommerzState): ServerChase {
  const version = rulesVersion(state);
  return version >= 4 ? 'route' : version === 3 ? 'only-nearer' : 'shortest-flight';
}

/**
 * Whether the Imperial player may end an Interceptor's move on a face-down
 * counter that is not an Interceptor (version 3, multi-player: he knows what
 * lies there, as at the table). The server's defence never may (S12).
 */
export function imperialEndsOnKnownCounters(state: BommerzState): boolean {
  return rulesVersion(state) >= 3 && state.setup.imperialPlayer;
}
