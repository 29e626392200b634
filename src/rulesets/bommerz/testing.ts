/**
 * Helpers for the Bommerz rule tests: build a position directly (the state is
 * plain data), run one command with fixed dice, and insist that the rule used
 * exactly the dice the test gave it.
 */
import { fixedDice } from '../../kernel/dice.js';
import type { SeatId } from '../../kernel/ruleset.js';
import type { BommerzCommand } from './commands.js';
import { decide, start } from './decide.js';
import type { BommerzEvent } from './events.js';
import { evolve } from './evolve.js';
import { initialState, initialStateV2 } from './index.js';
import { initialStateV3 } from './version-3.js';
import type { CounterKind } from './rules.js';
import type { BommerzOptions } from './setup.js';
import type { ActiveMove, BommerState, BommerzState, CounterState, Phase } from './state.js';

/** A Bommer for a test: where it is and what the test cares about. */
export type BommerSpec = Partial<BommerState> & { readonly id: string; readonly space: string | null };
/** A counter for a test: its kind and where it is; face down unless said. */
export type CounterSpec = Partial<CounterState> & { readonly id: string; readonly kind: CounterKind };

export interface Scenario {
  readonly options?: BommerzOptions;
  /** The rules version the game is played under: the newest (4) unless said (version-2.ts, version-3.ts). */
  readonly version?: 2 | 3 | 4;
  readonly phase?: Phase;
  readonly wave?: number;
  readonly turn?: number;
  readonly bommerz?: readonly BommerSpec[];
  readonly counters?: readonly CounterSpec[];
  /** Hits already on bridges, by space. */
  readonly bridgeHits?: Readonly<Record<string, number>>;
  readonly active?: ActiveMove | null;
  readonly orders?: BommerzState['orders'];
}

/**
 * A position built from a scenario: the set-up of its options (solo unless
 * said) under the newest rules unless said, Bommerz and counters as given
 * (every other counter face down in the pool), in wave 1, turn 1.
 */
export function position(s: Scenario): BommerzState {
  const base = ({ 2: initialStateV2, 3: initialStateV3, 4: initialState } as const)[s.version ?? 4](s.options ?? { players: 1 });
  const bommerz = (s.bommerz ?? []).map(
    (b): BommerState => ({ wave: 1, owner: 'ork1', status: 'flying', tail: null, damage: 0, speedDice: null, speed: null, moved: false, bridgeHits: 0, ...b }),
  );
  const counters = (s.counters ?? []).map(
    (c): CounterState => ({ status: 'board', faceUp: false, space: null, tail: null, damage: 0, speedDice: null, speed: null, moved: false, ...c }),
  );
  return {
    ...base,
    phase: s.phase ?? 'ork-move',
    wave: s.wave ?? 1,
    turn: s.turn ?? 1,
    bommerz,
    counters,
    bridges: base.bridges.map((b) => ({ space: b.space, hits: s.bridgeHits?.[b.space] ?? 0 })),
    active: s.active ?? null,
    orders: s.orders ?? {},
  };
}

/** What one command did: its events and the state after them. */
export interface Played {
  readonly events: readonly BommerzEvent[];
  readonly state: BommerzState;
  /** The events of a type, for assertions. */
  of<T extends BommerzEvent['type']>(type: T): Extract<BommerzEvent, { type: T }>[];
}

function played(before: BommerzState, events: readonly BommerzEvent[]): Played {
  return {
    events,
    state: events.reduce(evolve, before),
    of: <T extends BommerzEvent['type']>(type: T) => events.filter((e): e is Extract<BommerzEvent, { type: T }> => e.type === type),
  };
}

/** Decides a command with exactly these dice; throws if it is refused or leaves any die unused. */
export function play(state: BommerzState, seat: SeatId, command: BommerzCommand, rolls: readonly number[] = []): Played {
  const dice = fixedDice(rolls);
  const decision = decide(state, seat, command, dice);
  if (!decision.ok) throw new Error(`refused: ${decision.reason}: ${decision.message}`);
  if (dice.drawn.length !== rolls.length) throw new Error(`the rule rolled ${dice.drawn.length} dice, the test gave ${rolls.length}`);
  return played(state, decision.events.map((e) => e.event));
}

/** Plays several commands of one seat in a row, each with its own dice. */
export function playAll(state: BommerzState, seat: SeatId, steps: readonly (readonly [command: BommerzCommand, rolls?: readonly number[]])[]): Played {
  let now = state;
  const events: BommerzEvent[] = [];
  for (const [command, rolls] of steps) {
    const p = play(now, seat, command, rolls ?? []);
    events.push(...p.events);
    now = p.state;
  }
  return played(state, events);
}

/** Dice for the opening shuffle that leave the counters in COUNTER_KINDS order: c1, c2 Interceptors … c11, c12 Flak 3D6. */
export const UNSHUFFLED = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** Starts a game with these dice; throws if the rolls are not used exactly. */
export function started(options: BommerzOptions, rolls: readonly number[]): Played {
  const before = initialState(options);
  const dice = fixedDice(rolls);
  const decision = start(before, dice);
  if (!decision.ok) throw new Error(`start refused: ${decision.reason}`);
  if (dice.drawn.length !== rolls.length) throw new Error(`start rolled ${dice.drawn.length} dice, the test gave ${rolls.length}`);
  return played(before, decision.events.map((e) => e.event));
}
