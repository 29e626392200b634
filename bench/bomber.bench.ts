/**
 * How fast Bomber plays (issue 26 item 5), each figure against a baseline
 * measured in the same run:
 *   npx tsx bench/bomber.bench.ts [seconds per measure] [batches per HTTP game]
 * With DATABASE_URL (PostgreSQL; e.g. postgresql://postgres@127.0.0.1:5432/postgres)
 * it also measures batches over HTTP; without, it skips them (PGlite is one
 * connection, not what production runs on).
 *
 * 1. Whole games of the Introductory Game, both sides by the sensible bots,
 *    through the ruleset contract as `npm run simulate` plays them; baseline:
 *    the kernel's fold of the very same games' logs.
 * 2. decide + evolve per command, over those games' commands at the states
 *    they were sent at (decide evolves each event as it emits it, and the
 *    engine folds the log entries with those states); baseline: evolving the
 *    events they gave, alone.
 * 3. A view per seat (German, American) over those games' states, each a
 *    fresh object; baseline: JSON.stringify of the state.
 * 4. HTTP: 20 two-player games in parallel, each played by the bots one
 *    batch a step (the very batches the e2e test sends) from one client per
 *    game waiting for each answer, with a GET of the seat's prompts before
 *    each batch (as a client reads what it may do before it sends); p50/p99
 *    per batch, and per Turn's batch (readiness and Movement steps);
 *    baseline: those GETs of the prompts, on the same games, the same way.
 *    Goal: p99 < 50 ms for a Turn's batch. Every batch is worked out before
 *    the run; the 20 clients are a worker thread's (bench/load-generator.ts,
 *    a lean HTTP client), so the server's event loop is not also theirs. A
 *    first round on 20 other games warms the server up and is not counted;
 *    the server thread's CPU per batch (with its GET) is shown too: it
 *    moves much less than latencies on a shared machine. The goal is judged
 *    on that closed loop (each client sends again the moment it has its
 *    answer: the server always has a queue). A last round on 20 other games
 *    paces each game to half the rate the server's CPU a batch allows, and
 *    gives the same latencies with less queueing in them.
 *
 * CPU times are this process's (user + system) in the best of ten rounds
 * (bench/cpu-rounds.ts);
 * HTTP times are wall-clock, the server in this process's main thread.
 */
import { seededDice, seededRandom, entrySalts } from '../src/kernel/dice.js';
import { fold, initialPosition, type Position } from '../src/kernel/engine.js';
import { promptsOf } from '../src/kernel/control.js';
import { GENESIS_HASH, toEntries, type LogEntry } from '../src/kernel/log.js';
import type { GameCommand, SeatId } from '../src/kernel/ruleset.js';
import { POLICIES } from '../src/rulesets/bomber/bots/index.js';
import type { BomberCommand } from '../src/rulesets/bomber/commands.js';
import type { BomberEvent } from '../src/rulesets/bomber/events.js';
import { bomberRuleset } from '../src/rulesets/bomber/index.js';
import type { BomberState } from '../src/rulesets/bomber/state.js';
import { playGame } from '../scripts/simulate.js';
import { botBatch } from '../test/support/bomber-batches.js';
import { createTestApp } from '../test/support/test-app.js';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { measure } from './cpu-rounds.js';
import { ask, clientThread } from './client-thread.js';
import { threadCpuMs } from './cpu.js';
import type { BatchesResult } from './load-generator.js';
import { percentile, row } from './stats.js';

const SECONDS = Number(process.argv[2] ?? 2);
const BATCHES_PER_GAME = Number(process.argv[3] ?? 60);
const OPTIONS = { scenario: 'introductory-paris' } as const;
const PARALLEL_GAMES = 20;
const GOAL_P99_MS = 50;
const BENCH_SALTS = entrySalts('bench');

interface Sent {
  readonly seat: SeatId;
  readonly command: BomberCommand;
  readonly state: BomberState;
  readonly events: readonly { event: BomberEvent }[];
}

/** One bot-played game: its log (as the kernel stores it), every command with the state it was sent at, and every state. */
function recorded(seed: number): { log: LogEntry[]; sent: Sent[]; states: BomberState[] } {
  const log: LogEntry[] = [];
  const sent: Sent[] = [];
  const states: BomberState[] = [];
  let state = bomberRuleset.initialState(OPTIONS);
  playGame(bomberRuleset, OPTIONS, POLICIES.sensible, seededRandom(seed), {
    observe: (seat, command, events) => {
      log.push(...toEntries(events, { seat, command, diceFrom: 0, rolls: [] }, log.length + 1, log.at(-1)?.hash ?? GENESIS_HASH, BENCH_SALTS));
      if (seat !== null) sent.push({ seat, command: command as BomberCommand, state, events: events as { event: BomberEvent }[] });
      for (const e of events) state = bomberRuleset.evolve(state, e.event as BomberEvent);
      states.push(state);
    },
  });
  return { log, sent, states };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
console.log(`Bomber (${OPTIONS.scenario}, sensible bots on both sides) on one core (${process.version}), about ${SECONDS} s of CPU a measure`);

/** Items 1–3; in a function, so that what they keep (ten recorded games, every state) is garbage before the HTTP part: a server holds none of it. */
function rulesMeasures(): void {
  const games = measure(SECONDS, (i) => playGame(bomberRuleset, OPTIONS, POLICIES.sensible, seededRandom(i)), 200);
  const sample = Array.from({ length: 10 }, (_, i) => recorded(i));
  const replay = measure(SECONDS, (i) => fold(bomberRuleset, initialPosition(bomberRuleset, OPTIONS), sample[i % sample.length]!.log));
  row('whole games (µs CPU a game)', games.micros, `${fixed(1e6 / games.micros)} games/s`);
  row('  baseline: fold of its log', replay.micros, `ratio ${fixed(games.micros / replay.micros)}×`);

  const sent = sample.flatMap((g) => g.sent);
  // Fresh copies of each state: prompts are cached by state object, and a server decides on each new state cold.
  // decide evolves each event as it goes, and the engine folds with the states it gives (Decision.states): that is all the server does.
  const decided = measure(SECONDS, (i) => {
    const s = sent[i % sent.length]!;
    bomberRuleset.decide({ ...s.state }, s.seat, s.command, seededDice('bench', i));
  });
  const evolved = measure(SECONDS, (i) => {
    const s = sent[i % sent.length]!;
    let state = s.state;
    for (const e of s.events) state = bomberRuleset.evolve(state, e.event);
  });
  row('decide + evolve (µs a command)', decided.micros, `${sent.length} commands`);
  row('  baseline: evolve alone', evolved.micros, `ratio ${fixed(decided.micros / evolved.micros)}×`);

  const positions = sample.flatMap((g) => g.states).map((s) => ({ ...s }));
  const serialised = measure(SECONDS, (i) => JSON.stringify(positions[i % positions.length]!));
  for (const seat of ['german', 'american'] as const) {
    const viewer = { kind: 'seat', seat } as const;
    const views = measure(SECONDS, (i) => bomberRuleset.view({ ...positions[i % positions.length]! }, viewer));
    row(`view for the ${seat} (µs)`, views.micros, `ratio ${fixed(views.micros / serialised.micros)}×`);
  }
  row('  baseline: JSON.stringify', serialised.micros);
}
rulesMeasures();

if (!process.env.DATABASE_URL) {
  console.log('HTTP batches: skipped (set DATABASE_URL to a PostgreSQL server).');
  process.exit(0);
}

/** The batches the bots send for a game from its start, with the version each is decided at and whether it is a Turn's. */
function batchesOf(at: Position<BomberState>, seed: string, count: number): { seat: SeatId; commands: GameCommand[]; version: number; turn: boolean }[] {
  const random = seededRandom(5);
  const out: { seat: SeatId; commands: GameCommand[]; version: number; turn: boolean }[] = [];
  for (let position = at; out.length < count; ) {
    const seat = promptsOf(bomberRuleset, position)[0]?.seat;
    if (seat === undefined) break;
    const phase = position.state.phase.kind;
    const { commands, after } = botBatch(position, seat, seed, random);
    out.push({ seat, commands, version: position.version, turn: phase === 'readiness' || phase === 'movement' });
    position = after;
  }
  return out;
}

const t = await createTestApp();
const base = await t.listen();
const post = async (path: string, token: string | null, body: unknown) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const account = async (name: string) => ((await post('/accounts', null, { name, password: 'correct horse battery' })) as { accessToken: string }).accessToken;
/** The players of each of the 20 tables, the same in every round (registrations are rate-limited). */
const players = await Promise.all(
  Array.from({ length: PARALLEL_GAMES }, async (_, g) => ({ american: await account(`bench-us-${process.pid}-${g}`), german: await account(`bench-de-${process.pid}-${g}`) })),
);
/** 20 new games played at once by a client thread, batch by batch (each game a batch every `periodMs` at most, else at once); what it measured, the server thread's CPU and the commands sent. */
async function parallelGames(periodMs?: number): Promise<{ run: BatchesResult; serverCpuMs: number; gc: number[]; loopDelayP99: number; commands: number }> {
  const tables = await Promise.all(
    Array.from({ length: PARALLEL_GAMES }, async (_, g) => {
      const tokens = players[g]!;
      const id = ((await post('/games', tokens.american, { ruleset: 'bomber', options: OPTIONS, seat: 'american' })) as { id: string }).id;
      await post(`/games/${id}/seats`, tokens.german, { seat: 'german' });
      await post(`/games/${id}/start`, tokens.american, {});
      const meta = (await t.ctx.play.meta(id))!;
      return { id, tokens, batches: batchesOf((await t.ctx.play.position(meta)) as Position<BomberState>, meta.seed, BATCHES_PER_GAME) };
    }),
  );
  const client = clientThread();
  const gc: number[] = [];
  const pauses = new PerformanceObserver((list) => gc.push(...list.getEntries().map((e) => e.duration)));
  pauses.observe({ entryTypes: ['gc'] });
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const serverCpu = threadCpuMs();
  const run = await ask<BatchesResult>(client, {
    kind: 'batches',
    baseUrl: base,
    ...(periodMs === undefined ? {} : { periodMs }),
    games: tables.map(({ id, tokens, batches }) => ({ gameId: id, tokens, batches: batches.map((b) => ({ seat: b.seat, commands: b.commands, expectedVersion: b.version, turn: b.turn })) })),
  });
  const serverCpuMs = threadCpuMs() - serverCpu;
  pauses.disconnect();
  loopDelay.disable();
  await client.terminate();
  return { run, serverCpuMs, gc, loopDelayP99: loopDelay.percentile(99) / 1e6, commands: tables.reduce((n, g) => n + g.batches.reduce((m, b) => m + b.commands.length, 0), 0) };
}

// A first round warms the server up (the JIT, each schema's first use), as a server that has been up a while is; the second is measured.
const warmUp = await parallelGames();
console.log(`warm-up round: ${warmUp.run.batches.length} batches on ${PARALLEL_GAMES} other games, a Turn's batch p99 ${fixed(percentile(warmUp.run.turn, 99))} ms (not counted)`);
const { run, serverCpuMs, gc, commands } = await parallelGames();
const latencies = { all: run.batches, turn: run.turn, prompts: run.prompts };
const seconds = run.seconds;
console.log(`HTTP batches on ${PARALLEL_GAMES} parallel Bomber games (PostgreSQL): ${latencies.all.length} batches, ${commands} commands, ${fixed(latencies.all.length / seconds)} batches/s with the prompt reads between`);
console.log(`server thread CPU: ${fixed((serverCpuMs * 1000) / latencies.all.length, 0)} µs a batch with its GET of the prompts (the most the server can play: ${fixed(latencies.all.length / (serverCpuMs / 1000), 0)} batches/s)`);
console.log(`server's garbage collection: ${gc.length} pauses, ${fixed(gc.reduce((a, b) => a + b, 0), 0)} ms in all, the longest ${fixed(Math.max(0, ...gc))} ms`);
row('', 'p50 ms', 'p99 ms');
row('a batch', percentile(latencies.all, 50), percentile(latencies.all, 99));
row(`a Turn's batch (${latencies.turn.length})`, percentile(latencies.turn, 50), percentile(latencies.turn, 99));
row('  baseline: GET the prompts', percentile(latencies.prompts, 50), percentile(latencies.prompts, 99));
console.log(`goal p99 < ${GOAL_P99_MS} ms for a Turn's batch: ${percentile(latencies.turn, 99) < GOAL_P99_MS ? 'met' : 'NOT met'}`);

// The same on 20 other games sent at half the rate the server can play (from its CPU a batch above), so that the latencies are the service's with less of the queue in front of it.
const capacity = latencies.all.length / (serverCpuMs / 1000);
const periodMs = (PARALLEL_GAMES / (capacity / 2)) * 1000;
const paced = await parallelGames(periodMs);
console.log(`paced: each game a batch every ${fixed(periodMs, 0)} ms at most (${fixed(PARALLEL_GAMES / (periodMs / 1000), 0)} batches/s offered, half the most above): ${fixed(paced.run.batches.length / paced.run.seconds)} batches/s played; the server's event loop held up ${fixed(paced.loopDelayP99)} ms p99, its longest GC pause ${fixed(Math.max(0, ...paced.gc))} ms`);
row(`a Turn's batch, paced (${paced.run.turn.length})`, percentile(paced.run.turn, 50), percentile(paced.run.turn, 99));
row('  baseline: GET the prompts, paced', percentile(paced.run.prompts, 50), percentile(paced.run.prompts, 99));
await t.close();
