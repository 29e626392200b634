/**
 * Policies that pick a legal command for a seat: a random one for every seat
 * (for fuzzing), and a sensible one (the default bot): Orks fly for the
 * nearest standing bridge at a Speed that balances flak against bombing, bomb
 * whatever they can, head for the exit, and fly a second wave whenever it may
 * turn a loss into a win; the Imperial player defends
 * like the server does (rulings §5) and places counters round the bridges.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import type { BommerzCommand } from './commands.js';
import { bestByOrder } from './drive-off.js';
import { optionsFor, speedOptions } from './prompts.js';
import { bommer, counter, craft, groundCounterAt, interceptorAt, isStanding, standingBridges, turnsLeft } from './queries.js';
import { FLAK_DICE } from './rules.js';
import { IMPERIAL } from './setup.js';
import { chaseSteps, serverSpeed } from './server-defender.js';
import { winningFlight, winningSpeed } from './ork-bot.js';
import type { BommerState, BommerzState } from './state.js';

/** Picks a legal command for a seat that must act. `random` gives numbers in [0, 1). */
export type Policy = (state: BommerzState, seat: SeatId, random: () => number) => BommerzCommand;

/** One of the items, uniformly. */
function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** The seat's options; a policy is only asked for a seat that must act. */
function optionsOf(state: BommerzState, seat: SeatId): readonly BommerzCommand[] {
  const options = optionsFor(state, seat);
  if (options.length === 0) throw new Error(`seat ${seat} has nothing to do`);
  return options;
}

/** How often the random policy changes its standing order instead of playing. */
const ORDER_CHANGE_CHANCE = 0.02;

/** Any legal command, uniformly, mostly leaving standing orders alone. */
const randomPolicy: Policy = (state, seat, random) => {
  const options = optionsOf(state, seat);
  const plays = options.filter((o) => o.type !== 'set-standing-order');
  return plays.length === 0 || random() < ORDER_CHANGE_CHANCE ? pick(options, random) : pick(plays, random);
};

/**
 * The best Speed for a bombing run on a bridge: the chance of getting through
 * its flak grows with Speed (a flak die hits on Speed or more) and the hits of
 * the run fall with it (so does a bombing die): their product peaks at 4.
 */
const IDEAL_RUN_SPEED = 4;

/** Moves a turn an Ork counts on when heading home: well under the average Speed, for flak and bad rolls. */
const HOMEWARD_MOVES_A_TURN = 2.5;

/** What an Ork flies for now: the standing bridges, or the exit once none stand or the fuel runs low. */
function orkGoal(state: BommerzState, b: BommerState): readonly string[] {
  const bridges = standingBridges(state);
  const toExit = BOARD.flightDistance(b.space!, b.tail, BOARD.exits) + 1;
  const left = turnsLeft(state);
  return bridges.length === 0 || (left !== null && toExit >= (left - 1) * HOMEWARD_MOVES_A_TURN) ? BOARD.exits : bridges;
}

/** How dangerous entering a space looks from what an Ork can see. */
function danger(state: BommerzState, space: string): number {
  const ground = groundCounterAt(state, space);
  let risk = interceptorAt(state, space) ? 2 : 0;
  if (ground && !ground.faceUp) risk += 1;
  else if (ground?.kind === 'laser') risk += 3;
  else if (ground) risk += FLAK_DICE[ground.kind] + (ground.kind === 'rock-spires' ? 1 : 0);
  return risk / 2;
}

/** An Ork's Speed: as fast as it can when it must go round or go home, else nearest the ideal that still reaches a bridge. */
function orkSpeed(state: BommerzState, b: BommerState): number {
  const options = speedOptions(b);
  const goal = orkGoal(state, b);
  const distance = BOARD.flightDistance(b.space!, b.tail, goal);
  // Starting on a bridge, it must fly round a loop to bomb it again.
  if (goal.includes(b.space!) && !BOARD.isExit(b.space!)) return options.at(-1)!;
  const reaching = options.filter((s) => s >= distance);
  if (reaching.length === 0 || goal === BOARD.exits) return options.at(-1)!;
  return reaching.reduce((best, s) => (Math.abs(s - IDEAL_RUN_SPEED) < Math.abs(best - IDEAL_RUN_SPEED) ? s : best));
}

/** An Ork's next command in its move: bomb, leave, step towards its goal, or stop. */
function orkFlight(state: BommerzState, options: readonly BommerzCommand[], random: () => number): BommerzCommand {
  const bombs = options.filter((o) => o.type === 'bomb');
  if (bombs.length > 0) return bombs.find((o) => o.target === 'bridge') ?? bombs[0]!;
  const mine = options.filter((o): o is Extract<BommerzCommand, { craft: string }> => 'craft' in o);
  const b = bommer(state, pick(mine, random).craft);
  const goal = orkGoal(state, b);
  const own = options.filter((o) => 'craft' in o && o.craft === b.id);
  const flyOff = own.find((o) => o.type === 'fly-off');
  if (flyOff && goal.includes(b.space!)) return flyOff;
  const here = b.space!;
  const steps = own.filter((o): o is Extract<BommerzCommand, { type: 'move' }> => o.type === 'move');
  const end = own.find((o) => o.type === 'end-move');
  const distance = steps.map((o) => BOARD.flightDistance(o.to, here, goal));
  // On a goal it cannot bomb (any more), it must leave to come round again.
  const stay = goal.includes(here) ? Infinity : BOARD.flightDistance(here, b.tail, goal);
  if (steps.length === 0 || (end && Math.min(...distance) >= stay)) return end ?? own[0]!;
  const score = steps.map((o, i) => distance[i]! + danger(state, o.to));
  const best = Math.min(...score);
  return pick(
    steps.filter((_, i) => score[i] === best),
    random,
  );
}

/** Where a counter does most good: as near a bridge as may be. */
function placement(options: readonly BommerzCommand[], random: () => number): BommerzCommand {
  const places = options.filter((o): o is Extract<BommerzCommand, { type: 'place-counter' }> => o.type === 'place-counter');
  const near = places.map((o) => Math.min(...BOARD.bridges.map((b) => BOARD.distance(o.space, b))));
  const best = Math.min(...near);
  return pick(places.filter((_, i) => near[i] === best), random);
}

/** The Imperial player's move, the way the server defends. */
function imperialMove(state: BommerzState, options: readonly BommerzCommand[], random: () => number): BommerzCommand {
  const a = state.active;
  if (a) {
    const chase = chaseSteps(state, counter(state, a.craft), a.remaining);
    const step = options.find((o) => o.type === 'move' && chase.includes(o.to));
    return step ?? options.find((o) => o.type === 'end-move') ?? pick(options, random);
  }
  const launch = options.find((o) => o.type === 'choose-speed' && o.speed === serverSpeed(counter(state, o.craft)));
  return launch ?? options.find((o) => o.type === 'end-imperial-move')!;
}

/**
 * Whether a second wave can turn the game into a win (victory table): with no
 * bridge destroyed the Orks have lost, and a second wave that brings both
 * down wins an Ork Minor Victory (the hits on the bridges stay), so they fly
 * it; with one or two destroyed they have won, and a second wave could only
 * lose it.
 */
function secondWavePays(state: BommerzState): boolean {
  return state.bridges.every(isStanding);
}

/** How an Ork bot plays its own choices; the rest of a policy is shared. */
interface OrkPlay {
  speed(state: BommerzState, b: BommerState): number;
  flight(state: BommerzState, options: readonly BommerzCommand[], random: () => number): BommerzCommand;
}

/** The first Ork bot: the nearest standing bridge, at the Speed nearest 4 that reaches it, until shot down (kept to measure the other against). */
const NEAREST_BRIDGE: OrkPlay = { speed: orkSpeed, flight: orkFlight };
/** The Ork bot that plays to win (ork-bot.ts). */
const TO_WIN: OrkPlay = { speed: winningSpeed, flight: winningFlight };

/** A sensible choice for any seat, with this Ork play. */
const sensibleWith = (ork: OrkPlay): Policy => (state, seat, random) => {
  const options = optionsOf(state, seat);
  const first = options[0]!;
  switch (first.type) {
    case 'drive-off': {
      const p = state.pending!;
      const driven = craft(state, p.craft);
      const best = bestByOrder(state, p.craft, p.options, driven.side === 'ork' ? 'away-from-bridges' : 'away-from-bommerz');
      return { type: 'drive-off', craft: p.craft, to: pick(best, random) };
    }
    case 'choose-speed':
      if (seat === IMPERIAL) return imperialMove(state, options, random);
      return { type: 'choose-speed', craft: first.craft, speed: ork.speed(state, bommer(state, first.craft)) };
    case 'move':
    case 'fly-off':
    case 'bomb':
    case 'end-move':
      return seat === IMPERIAL ? imperialMove(state, options, random) : ork.flight(state, options, random);
    case 'place-counter':
      return placement(options, random);
    case 'flip':
    case 'skip-flip':
      return { type: 'skip-flip' };
    case 'move-flak':
    case 'end-imperial-move':
      return imperialMove(state, options, random);
    case 'second-wave':
      return { type: 'second-wave', fly: secondWavePays(state) };
    case 'set-standing-order':
      return first;
    default: {
      const never: never = first;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
};

/** The default bot: the Ork that plays to win, and the Imperial defending as the server does. */
export const sensiblePolicy: Policy = sensibleWith(TO_WIN);

/** The policies by name: `nearest-bridge` is the sensible bot with the first Ork bot, against the same Imperial. */
export const POLICIES = { random: randomPolicy, sensible: sensiblePolicy, 'nearest-bridge': sensibleWith(NEAREST_BRIDGE) } as const satisfies Record<string, Policy>;
export type PolicyName = keyof typeof POLICIES;
