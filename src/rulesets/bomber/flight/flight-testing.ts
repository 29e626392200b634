/** Helpers for the flight tests: set-up states with chosen Air units in the air, and the visibility of what a command emitted. */
import { fixedDice } from '../../../kernel/dice.js';
import type { Emitted } from '../../../kernel/ruleset.js';
import type { BomberCommand, Carrier, SecretEdit } from '../commands.js';
import { decide } from '../decide.js';
import type { BomberEvent } from '../events.js';
import { drafted, edit, setUp, stateOf } from '../testing.js';
import { optionsFor } from '../prompts.js';
import { carries, isCarrier, withEdits } from '../secret-edits.js';
import type { AirUnit, Altitude, BomberState, MovementStep, Phase, PlaneUnit, Side } from '../state.js';

/** A step of a side's first Movement Phase. */
export const moving = (side: Side, step: MovementStep = 'normal'): Phase => ({ kind: 'movement', order: 'first', side, step });

const setUps = new Map<string, BomberState>();

/** A scenario set up to Turn 1 by the scripted set-up (once per scenario). */
export function setUpState(scenario: string): BomberState {
  let s = setUps.get(scenario);
  if (s === undefined) setUps.set(scenario, (s = stateOf(setUp(scenario))));
  return s;
}

/** A state with an Air unit up since Turn 1 over `hex` at `altitude`, every Plane unit in Formation 1, its counter its own. */
export function airborne(state: BomberState, side: Side, airUnit: number, hex: string, altitude: Altitude, unit: Partial<AirUnit> = {}, plane: Partial<PlaneUnit> = {}): BomberState {
  return edit(
    state,
    side,
    (p) => (p.airUnit === airUnit && !p.eliminated ? { ground: null, altitude, formation: 1, flown: true, ...plane } : null),
    (a) => (a.id === airUnit ? { counter: { at: { hex }, flying: true, facing: null }, coveredBy: null, endurance: 30, takeOffTurn: 1, ...unit } : null),
  );
}

/** The Introductory Game on Turn 3 in a side's Movement Phase step, with these Air units in the air. */
export function introFlying(side: Side, units: readonly [side: Side, airUnit: number, hex: string, altitude: Altitude][], step: MovementStep = 'normal'): BomberState {
  let s: BomberState = { ...setUpState('introductory-paris'), turn: 3, phase: moving(side, step) };
  for (const [who, id, hex, altitude] of units) s = airborne(s, who, id, hex, altitude);
  return s;
}

/** The events a command emits, with who may see each. */
export function emitted(state: BomberState, seat: Side, command: BomberCommand): readonly Emitted<BomberEvent>[] {
  const d = decide(state, seat, command, fixedDice([]));
  if (!d.ok) throw new Error(`refused: ${d.reason}: ${d.message}`);
  return d.events;
}

/** The events of a hidden change sent in the edits of the first command the prompt offers after it that carries it (secret-edits.ts). */
export function emittedCarried(state: BomberState, seat: Side, change: SecretEdit): readonly Emitted<BomberEvent>[] {
  const carrier = optionsFor(drafted(state, seat, [change]), seat).find((o): o is Carrier => isCarrier(o) && carries(o, change));
  if (carrier === undefined) throw new Error(`nothing carries ${JSON.stringify(change)} after it`);
  return emitted(state, seat, withEdits(carrier, [change]));
}

/** The one hidden event a carrier brings, holding these events: its owner's alone (secret-edits.ts). */
export const sealedEvent = (side: Side, events: readonly BomberEvent[]): Emitted<BomberEvent> => ({ event: { type: 'secret-edits', side, events }, visibleTo: [side], redacted: null });

/** Why a command is refused (its reason code and message), or throws if it is not. */
export function refused(state: BomberState, seat: Side, command: BomberCommand): { reason: string; message: string } {
  const d = decide(state, seat, command, fixedDice([]));
  if (d.ok) throw new Error(`${JSON.stringify(command)} was not refused`);
  return { reason: d.reason, message: d.message };
}
