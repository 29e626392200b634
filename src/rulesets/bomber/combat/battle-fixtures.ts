/**
 * Helpers for the combat tests: Air units put flying at a spot directly
 * (the state is plain data; flight's movement is not needed to stage a
 * Battle), and a Combat Phase entered by ending the moving side's Take Off
 * Step.
 */
import { contextOf } from '../context.js';
import type { BomberState, Launch, Side } from '../state.js';
import { inTheAir, play, setUp, stateOf, type Flight, type Played } from '../testing.js';

/** How an Air unit flies in a Battle test where the test does not say: up since Turn 1 with Endurance to Turn 12, unhit, no Rockets, no Drop Tanks, no hexside of entry. */
const IN_BATTLE = { takeOffTurn: 1, endurance: 12, hits: 0, rockets: false, dropTanks: false, enteredFrom: null } as const;

/** The state with one Air unit's Plane units flying as `f` says (and as IN_BATTLE, where it does not). */
export function flying(state: BomberState, side: Side, airUnit: number, f: Flight): BomberState {
  return inTheAir(state, side, airUnit, { ...IN_BATTLE, ...f });
}

/** Black Thursday set up, before anything flies: B-17s in Air units 1–3, a 3-SP B-24 in 4, P-47s in 5–8; German FW-190s 1–4, Me-109Gs 5–8 (8: 2 × 2 SP Rocket carriers), Me-110 D 10–11, Ju-88 D 13, Night Fighters 14–17. */
export const schweinfurt: BomberState = stateOf(setUp('1943-10-14-schweinfurt'));

/** A plain land hex west of Aachen: neither it nor its neighbours are Mountain hexes, and no Target City lies there, so the American's bombing question (ruling 53) does not come up. */
export const HEX = '1616';

/** The state at the end of `side`'s Take Off Step on `turn`, in the first Movement Phase. */
export function atTakeOffStep(state: BomberState, side: Side, turn = 5): BomberState {
  return { ...state, turn, initiative: side, phase: { kind: 'movement', order: 'first', side, step: 'take-off' } };
}

/** Ends `side`'s Take Off Step: its Combat Phase begins. */
export const startCombat = (state: BomberState, side: Side, turn = 5): Played => play(atTakeOffStep(state, side, turn), side, { type: 'end-take-off' });

/** A unit in a test Battle: side, Air unit, and how it flies where not at HEX, Altitude 1. */
export type Unit = readonly ['american' | 'german', number, Partial<Flight>?];

/** A Combat Phase of `side` with these units flying, waiting for the line-up of the first Battle. */
export function battle(units: readonly Unit[], base: BomberState = schweinfurt, side: Side = 'german', turn = 5): Played {
  const s = units.reduce((st, [sd, id, f]) => flying(st, sd, id, { hex: HEX, altitude: 1, ...f }), base);
  return startCombat(s, side, turn);
}

/** Lines up these attacks (attacker, target, launch: guns by default) and engages with exactly these dice. */
export function fight(p: Played, attacks: readonly (readonly [number, number, Launch?])[], dice: readonly number[], side: Side = 'german'): Played {
  let s = p.state;
  for (const [attacker, target, launch] of attacks) s = play(s, side, { type: 'attack', attacker, target, launch: launch ?? 'guns' }).state;
  return play(s, side, { type: 'engage' }, dice);
}

/** Every roll of a decision, in order. */
export const rolls = (p: Played) => p.of('air-combat-rolled').flatMap((e) => e.rolls);

/** The hits marked on one Air Box by a decision. */
export const hitsOn = (p: Played, side: Side, airUnit: number) => p.of('air-box-hit').filter((e) => e.side === side && e.airUnit === airUnit);

/** A Mountain hex of the map (XII.C.2). */
export const MOUNTAIN = [...contextOf(schweinfurt.scenario).hexes.values()].find((h) => h.mountain !== undefined)!.id;
