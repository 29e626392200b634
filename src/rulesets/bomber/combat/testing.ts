/** Helpers for the Flak, Bombing and Victory tests: Bomber Air units put over their targets, a Combat Phase to bomb in. */
import { contextOf } from '../context.js';
import type { Altitude, BomberState, Phase, Side } from '../state.js';
import { edit, setUp, stateOf } from '../testing.js';

/** The Introductory Game on Turn 1 after set-up: American Air units 1 and 2 hold 3 B-17 units of 3 SP each (us1–us3, us4–us6). */
export const intro: BomberState = stateOf(setUp('introductory-paris'));

/** The American's Combat Phase as it begins, where he is asked to announce bombing (ruling 53). */
const AMERICAN_COMBAT: Phase = { kind: 'combat', order: 'first', side: 'american', step: 'battles', battle: null };

/** A Bomber Air unit flying at `altitude` over `city`, plotted to bomb it from there, up since `takeOffTurn`. */
export function overCity(state: BomberState, airUnit: number, city: string, altitude: Altitude, takeOffTurn = 1): BomberState {
  const hex = contextOf(state.scenario).cities.get(city)!.hex;
  const flying = edit(
    state,
    'american',
    (p) => (p.airUnit === airUnit ? { ground: null, altitude, flown: true, formation: 1 } : null),
    (a) => (a.id === airUnit ? { counter: { at: { hex }, flying: true, facing: 0 }, endurance: 20, takeOffTurn } : null),
  );
  const line = { primary: city, bombAltitude: altitude, formation: 'tight', takeOffTurn, land: null, hits: null } as const;
  return { ...flying, missionSheet: { ...flying.missionSheet, [String(airUnit)]: line } };
}

/** A state at a Turn and phase. */
export const at = (state: BomberState, turn: number, phase: Phase = AMERICAN_COMBAT): BomberState => ({ ...state, turn, phase, initiative: 'american' });

/** A state where these Plane units of a side have been eliminated. */
export const eliminated = (state: BomberState, side: Side, ids: readonly string[]): BomberState =>
  edit(state, side, (p) => (ids.includes(p.id) ? { eliminated: true, ground: null, altitude: null } : null));
