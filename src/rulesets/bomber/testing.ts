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
import type { BomberCommand } from './commands.js';
import { contextOf } from './context.js';
import { decide } from './decide.js';
import type { BomberEvent } from './events.js';
import { evolve } from './evolve.js';
import { bomberRuleset } from './index.js';
import { optionsFor } from './prompts.js';
import type { AirUnit, BomberState, PlaneUnit, Side } from './state.js';

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

/** Sends a seat's first option of a type while it has one. */
function sendWhile(game: Game, seat: Side, type: BomberCommand['type']): Game {
  let g = game;
  for (let c = firstOption(stateOf(g), seat, type); c; c = firstOption(stateOf(g), seat, type)) g = send(g, seat, c);
  return g;
}

/**
 * A scripted set-up to Turn 1's readiness: every card drawn kept where it
 * may be, both Air Status Cards packed the suggested way, the Flak in the
 * first cities offered, each Air unit on the first place offered, and each
 * Bomber line's Primary the first historical target, taking off on Turn 1.
 */
export function setUp(scenario: string, seed = 'bomber-test'): Game {
  let g = newGame(scenario, seed);
  while (stateOf(g).phase.kind === 'target-cards') g = send(g, 'american', firstOption(stateOf(g), 'american', 'keep-target-card') ?? optionsFor(stateOf(g), 'american')[0]!);
  for (const side of ['american', 'german'] as const) {
    g = send(g, side, { type: 'pack-suggested' });
    if (side === 'german') g = sendWhile(g, side, 'place-flak');
    g = send(g, side, { type: 'submit-air-status' });
  }
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
  for (const o of optionsFor(stateOf(g), 'american')) if (o.type === 'plot-primary' && o.target === target) g = send(g, 'american', o);
  return send(g, 'american', { type: 'submit-mission-sheet' });
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

/** Decides a command with exactly these dice; throws if it is refused or leaves a die unused. */
export function play(state: BomberState, seat: SeatId, command: BomberCommand, rolls: readonly number[] = []): Played {
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
