/**
 * Helpers for the Bomber rule tests: games driven through the kernel with
 * the game's seeded dice, a scripted set-up that reaches Turn 1, states
 * edited directly (the state is plain data), and one command decided with
 * fixed dice that fails if the rule rolls more or fewer dice than given.
 */
import { fixedDice, seededDice } from '../../kernel/dice.js';
import { apply, initialPosition, START_COMMAND, type Position } from '../../kernel/engine.js';
import type { LogEntry } from '../../kernel/log.js';
import type { SeatId } from '../../kernel/ruleset.js';
import type { BomberCommand, Carrier, SecretEdit } from './commands.js';
import { contextOf } from './context.js';
import { decide, draftEdits } from './decide.js';
import { isSecretEdit, withEdits } from './secret-edits.js';
import type { BomberEvent } from './events.js';
import { evolve } from './evolve.js';
import { bomberRuleset } from './index.js';
import { optionsFor } from './prompts.js';
import type { AirUnit, Altitude, BomberState, PlaneUnit, Side } from './state.js';

/** A game in progress: its position and every log entry so far. */
export interface Game {
  readonly seed: string;
  readonly position: Position<BomberState>;
  readonly log: readonly LogEntry[];
}

/** A new game of a scenario, started with the seed's dice; `solo`: the server plays the German side. */
export function newGame(scenario: string, seed = 'bomber-test', solo = false): Game {
  const at = initialPosition<BomberState>(bomberRuleset, solo ? { scenario, solo } : { scenario });
  const started = apply<BomberState>(bomberRuleset, at, null, START_COMMAND, seededDice(seed, 0));
  if (!started.ok) throw new Error(`start refused: ${started.reason}`);
  return { seed, position: started.position, log: started.entries };
}

/** Sends a seat's command through the kernel; throws if it is refused. */
export function send(game: Game, seat: SeatId, command: BomberCommand): Game {
  const done = apply<BomberState>(bomberRuleset, game.position, seat, command, seededDice(game.seed, game.position.diceCursor));
  if (!done.ok) throw new Error(`${seat} ${JSON.stringify(command)} refused: ${done.reason}: ${done.message}`);
  return { seed: game.seed, position: done.position, log: [...game.log, ...done.entries] };
}

/** The state of a game. */
export const stateOf = (game: Game): BomberState => game.position.state;

/** Whether a seat may send a command now. */
export function offered(state: BomberState, seat: SeatId, command: BomberCommand): boolean {
  return optionsFor(state, seat).some((o) => JSON.stringify(o) === JSON.stringify(command));
}

/** The first option of a type a seat has now. */
export function firstOption<T extends BomberCommand['type']>(state: BomberState, seat: SeatId, type: T): Extract<BomberCommand, { type: T }> | undefined {
  return optionsFor(state, seat).find((o): o is Extract<BomberCommand, { type: T }> => o.type === type);
}

/** The state after a secret step's edits, nothing submitted (`draftEdits`); throws if one is refused. */
export function drafted(state: BomberState, seat: Side, edits: readonly SecretEdit[]): BomberState {
  return playEdits(state, seat, edits).state;
}

/** Sends hidden edits with the command that carries them (a secret step's submission, say), as one command (secret-edits.ts). */
export function submitWith(game: Game, seat: Side, carrier: Carrier['type'] | Carrier, edits: readonly SecretEdit[]): Game {
  return send(game, seat, withEdits(typeof carrier === 'string' ? ({ type: carrier } as Carrier) : carrier, edits));
}

/** Edits a seat's first option of a secret edit type while it has one, on a draft: the edits made. */
function editWhile(state: BomberState, seat: Side, type: SecretEdit['type']): SecretEdit[] {
  const edits: SecretEdit[] = [];
  for (let s = state, c = firstOption(s, seat, type); c && isSecretEdit(c); c = firstOption(s, seat, type)) {
    edits.push(c);
    s = drafted(s, seat, [c]);
  }
  return edits;
}

/** The scripted set-up (`setUp`) to the German map set-up. */
export function atMapSetup(scenario: string, seed = 'bomber-test'): Game {
  let g = newGame(scenario, seed);
  while (stateOf(g).phase.kind === 'target-cards') g = send(g, 'american', firstOption(stateOf(g), 'american', 'keep-target-card') ?? optionsFor(stateOf(g), 'american')[0]!);
  for (const side of ['american', 'german'] as const) {
    const packed: SecretEdit[] = [{ type: 'pack-suggested' }];
    const flak = side === 'german' ? editWhile(drafted(stateOf(g), side, packed), side, 'place-flak') : [];
    g = submitWith(g, side, 'submit-air-status', [...packed, ...flak]);
  }
  return g;
}

/**
 * A scripted set-up to Turn 1's readiness: every card drawn kept where it
 * may be, both Air Status Cards packed the suggested way, the Flak in the
 * first cities offered, each Air unit on the first place offered, and each
 * Bomber line's Primary the first historical target, taking off on Turn 1.
 */
export function setUp(scenario: string, seed = 'bomber-test'): Game {
  let g = atMapSetup(scenario, seed);
  for (const side of ['german', 'american'] as const) {
    for (;;) {
      const s = stateOf(g);
      const place = optionsFor(s, side).find((o) => o.type === 'place-counter' && s[side].planes.some((p) => p.airUnit === o.airUnit));
      if (!place) break;
      g = send(g, side, place);
    }
    g = send(g, side, { type: 'end-map-setup' });
  }
  const target = stateOf(g).phase.kind === 'mission-sheet' ? historicalTarget(stateOf(g)) : null;
  const plots = optionsFor(stateOf(g), 'american').filter((o): o is SecretEdit => o.type === 'plot-primary' && o.target === target);
  return submitWith(g, 'american', 'submit-mission-sheet', plots);
}

function historicalTarget(state: BomberState): string | null {
  return contextOf(state.scenario).scenario.historicalTargets[0]?.city ?? null;
}

/** What one command did: its events and the state after them. */
export interface Played {
  readonly events: readonly BomberEvent[];
  readonly state: BomberState;
  of<T extends BomberEvent['type']>(type: T): Extract<BomberEvent, { type: T }>[];
}

/** What a secret step's edits do on a draft, nothing submitted (`draftEdits`): their events and the state after them; throws if one is refused. */
export function playEdits(state: BomberState, seat: Side, edits: readonly SecretEdit[]): Played {
  const done = draftEdits(state, seat, edits);
  if (!done.ok) throw new Error(`edits refused: ${done.reason}: ${done.message}`);
  const { events } = done;
  return { events, state: done.state, of: <T extends BomberEvent['type']>(type: T) => events.filter((e): e is Extract<BomberEvent, { type: T }> => e.type === type) };
}

/** Decides a command with exactly these dice (a hidden edit on a draft, as the command carrying it would: `playEdits`); throws if it is refused or leaves a die unused. */
export function play(state: BomberState, seat: SeatId, command: BomberCommand, rolls: readonly number[] = []): Played {
  if (isSecretEdit(command) && rolls.length === 0) return playEdits(state, seat as Side, [command]);
  const dice = fixedDice(rolls);
  const decision = decide(state, seat, command, dice);
  if (!decision.ok) throw new Error(`refused: ${decision.reason}: ${decision.message}`);
  if (dice.drawn.length !== rolls.length) throw new Error(`the rule rolled ${dice.drawn.length} dice, the test gave ${rolls.length}`);
  const events = decision.events.map((e) => e.event);
  return { events, state: events.reduce(evolve, state), of: <T extends BomberEvent['type']>(type: T) => events.filter((e): e is Extract<BomberEvent, { type: T }> => e.type === type) };
}

/** A state with one side's Plane units and Air units edited. */
export function edit(
  state: BomberState,
  side: Side,
  planes: (p: PlaneUnit) => Partial<PlaneUnit> | null,
  airUnits: (a: AirUnit) => Partial<AirUnit> | null = () => null,
): BomberState {
  return {
    ...state,
    [side]: {
      ...state[side],
      planes: state[side].planes.map((p) => ({ ...p, ...planes(p) })),
      airUnits: state[side].airUnits.map((a) => ({ ...a, ...airUnits(a) })),
    },
  };
}

/** How an Air unit flies in a test: its hex and Altitude, and whatever else is given in place of what the state holds. */
export interface Flight {
  readonly hex: string;
  readonly altitude: Altitude;
  /** An American unit's facing: the hexside it entered by (IX.B.2); none when not given. */
  readonly facing?: number | null;
  /** A German unit's hexside of entry this Movement Phase (XII.I). */
  readonly enteredFrom?: number | null;
  /** Whether its Rocket-capable Plane units carry Rockets. */
  readonly rockets?: boolean;
  readonly dropTanks?: boolean;
  readonly hits?: number;
  /** Formation numbers by Plane unit id; 1 for the others. */
  readonly formations?: Readonly<Record<string, number>>;
  readonly takeOffTurn?: number;
  readonly endurance?: number;
}

/** The fields of `o` that are given (not undefined). */
const given = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The state with Air unit `airUnit`'s counter flying as `f` says and its
 * Plane units in the air with it: those in its Air Box, or exactly `planes`
 * (by id) when given, any others leaving the box.
 */
export function inTheAir(state: BomberState, side: Side, airUnit: number, f: Flight, planes?: readonly string[]): BomberState {
  const aboard = (p: PlaneUnit) => (planes === undefined ? p.airUnit === airUnit : planes.includes(p.id));
  return edit(
    state,
    side,
    (p) =>
      aboard(p)
        ? { airUnit, ground: null, altitude: f.altitude, flown: true, formation: f.formations?.[p.id] ?? 1, ...given({ rockets: f.rockets === undefined ? undefined : p.rocketCapable && f.rockets, dropTanks: f.dropTanks }) }
        : p.airUnit === airUnit
          ? { airUnit: null, ground: null, altitude: null }
          : null,
    (a) =>
      a.id === airUnit
        ? { counter: { at: { hex: f.hex }, flying: true, facing: f.facing ?? null }, coveredBy: null, ...given({ enteredFrom: f.enteredFrom, takeOffTurn: f.takeOffTurn, endurance: f.endurance, hits: f.hits }) }
        : null,
  );
}
