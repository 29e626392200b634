/**
 * How fast Bommerz plays, on one core:  npx tsx bench/bommerz.bench.ts [seconds per measure]
 *
 * 1. Full solo games with the sensible bot, through the ruleset contract
 *    (prompts, bot, decide, evolve) exactly as `npm run simulate` plays them.
 *    Baseline, measured in the same run: the kernel's `fold` of the very same
 *    games' logs, i.e. only evolving the events. The ratio says what deciding
 *    and choosing cost on top of replaying.
 * 2. `view` for an Ork seat, over positions taken from those games, each a
 *    fresh object so that no prompt is cached from an earlier call. Baseline:
 *    JSON.stringify of the same states, the cheapest thing a server could send.
 *
 * Times are this process's CPU time (user + system), in the best of ten
 * rounds, so that other work on a shared machine counts as little as may be;
 * the mean over all rounds and the wall-clock rate are printed beside.
 */
import { fold, initialPosition } from '../src/kernel/engine.js';
import { GENESIS_HASH, toEntries, type LogEntry } from '../src/kernel/log.js';
import { entrySalts } from '../src/kernel/dice.js';
import { bommerzRuleset } from '../src/rulesets/bommerz/index.js';
import { sensiblePolicy } from '../src/rulesets/bommerz/bots.js';
import type { BommerzState } from '../src/rulesets/bommerz/state.js';
import type { BommerzEvent } from '../src/rulesets/bommerz/events.js';
import { playGame } from '../scripts/simulate.js';
import { seededRandom } from '../src/kernel/dice.js';
import { measure } from './cpu-rounds.js';

/** The entries' salts, as a game's seed would give them. */
const BENCH_SALTS = entrySalts('bench');

const SECONDS = Number(process.argv[2] ?? 3);
const OPTIONS = { players: 1 } as const;
const GOAL_GAMES_PER_SECOND = 2_000;

/** The log of one game, as the kernel stores it (hashes made here, outside any timing). */
function gameLog(seed: number): { log: LogEntry[]; states: BommerzState[] } {
  const log: LogEntry[] = [];
  const states: BommerzState[] = [];
  let state = bommerzRuleset.initialState(OPTIONS);
  playGame(bommerzRuleset, OPTIONS, sensiblePolicy, seededRandom(seed), {
    observe: (seat, command, events) => {
      log.push(...toEntries(events, { seat, command, diceFrom: 0, rolls: [] }, log.length + 1, log.at(-1)?.hash ?? GENESIS_HASH, BENCH_SALTS));
      for (const e of events) state = bommerzRuleset.evolve(state, e.event as BommerzEvent);
      states.push(state);
    },
  });
  return { log, states };
}

const games = measure(SECONDS, (i) => playGame(bommerzRuleset, OPTIONS, sensiblePolicy, seededRandom(i)));
const sample = Array.from({ length: 200 }, (_, i) => gameLog(i));
const replay = measure(SECONDS, (i) => fold(bommerzRuleset, initialPosition(bommerzRuleset, OPTIONS), sample[i % sample.length]!.log));
// Fresh copies: `prompts` caches by state object, and a real server views each new state cold.
const positions = sample.flatMap((g) => g.states).map((s) => ({ ...s }));
const orkSeat = { kind: 'seat', seat: 'ork1' } as const;
const views = measure(SECONDS, (i) => bommerzRuleset.view(positions[i]!, orkSeat), positions.length - 50);
const serialized = measure(SECONDS, (i) => JSON.stringify(positions[i]!), positions.length - 50);

const gamesPerSecond = 1e6 / games.micros;
const fixed = (n: number, digits = 1) => n.toFixed(digits);
console.log(`Bommerz on one core (${process.version}), about ${SECONDS} s of CPU a measure`);
console.log(`  full solo games, sensible bot:  ${fixed(gamesPerSecond, 0)} games/s (${fixed(games.micros, 0)} µs of CPU a game in the best round; mean ${fixed(games.meanMicros, 0)} µs; ${fixed(1e6 / games.wallMicros, 0)} games/s by the wall clock; ${games.runs} games)`);
console.log(`    baseline, kernel fold of the same games' logs: ${fixed(replay.micros, 0)} µs a game`);
console.log(`    ratio: a simulated game costs ${fixed(games.micros / replay.micros)}× replaying its log`);
console.log(`    goal ≥ ${GOAL_GAMES_PER_SECOND} games/s: ${gamesPerSecond >= GOAL_GAMES_PER_SECOND ? 'met' : 'NOT met'}`);
console.log(`  view for an Ork seat: ${fixed(views.micros, 2)} µs a call (${views.runs} positions, each viewed once)`);
console.log(`    baseline, JSON.stringify of the state: ${fixed(serialized.micros, 2)} µs a call`);
console.log(`    ratio: view costs ${fixed(views.micros / serialized.micros)}× serializing the state`);
