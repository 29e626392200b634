/**
 * The service's memory and start-up as npm start runs it (compiled:
 * `node --optimize-for-size scripts/start.js`, dist/ built first if stale)
 * against the former tsx start (`node --import tsx src/main.ts`) measured in
 * the same run, each a process of its own on DATABASE_URL's PostgreSQL (a
 * database of its own, migrated beforehand, dropped after):
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/memory.bench.ts [games]
 *
 * - start: from spawning the process to its first 200 from /health, on the
 *   migrated database (the median of ROUNDS starts of each, interleaved);
 * - idle: the process's resident set (VmRSS) after IDLE_MS without a request,
 *   and the most it held until then (VmHWM);
 * - active: the same after `games` (1,000 by default) solo Bommerz games have
 *   each been sent COMMANDS_PER_GAME commands (the first of each seat's legal
 *   options), PARALLEL players at a time, so that every game's position has
 *   been read and is held in the service's cache — as much as 1,000 games
 *   being played at once hold — then SETTLE_MS later; with the service's CPU
 *   time per command, which shows what the compiled start's V8 settings cost.
 * The same compiled start without --optimize-for-size is shown beside them,
 * for what that flag saves and costs. Then the issue's goals, each marked met or not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../test/support/test-app.js';
import { createTestDatabase } from '../test/support/test-database.js';
import { buildIfStale } from '../scripts/build.js';
import { percentile, row } from './stats.js';

if (!process.env.DATABASE_URL) {
  console.error('memory.bench needs DATABASE_URL (a PostgreSQL server): the goals are for the service on PostgreSQL.');
  process.exit(2);
}
const GAMES = Number(process.argv[2] ?? 1000);
const COMMANDS_PER_GAME = 3;
const PARALLEL = 20;
const PLAYERS = 20;
const ROUNDS = 3;
const IDLE_MS = 20_000;
const SETTLE_MS = 5_000;
const GOALS = { idleMb: 120, activeMb: 200, startMs: 2000 };
const JWT_KEYS = 'bench-key:0123456789abcdef0123456789abcdef';
const root = path.resolve(import.meta.dirname, '..');

/** The two ways of starting the service compared. */
const STARTS = {
  'tsx (baseline)': ['--import', 'tsx', 'src/main.ts'],
  'compiled (npm start)': ['--optimize-for-size', 'scripts/start.js'],
  'compiled, V8 defaults': ['scripts/start.js'],
} as const;
type StartName = keyof typeof STARTS;

/** A field of /proc/<pid>/status, in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line!.split(/\s+/)[1]) / 1024;
}

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  /** Spawn to first 200 from /health, ms. */
  readonly startMs: number;
  /** The CPU time the process took until then, ms: what the start costs, however loaded the machine is. */
  readonly startCpuMs: number;
  stop(): Promise<void>;
}

async function startService(name: StartName, databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, STARTS[name], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), JWT_KEYS, LOG_LEVEL: 'warn', COMMANDS_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: the service exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  return { child, url, startMs, startCpuMs: cpuMs(child.pid!), stop: async () => void (child.kill('SIGTERM'), await exited) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Player {
  readonly token: string;
  readonly games: string[];
}

type Prompt = { seat: string; options?: unknown[] };

/** Plays COMMANDS_PER_GAME commands in each player's games, PARALLEL players at a time; answers how many were carried out. */
async function play(url: string, players: readonly Player[]): Promise<number> {
  const queue = players.flatMap((p) => p.games.map((gameId) => ({ gameId, token: p.token })));
  let done = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let game = queue.shift(); game; game = queue.shift()) {
        const auth = { authorization: `Bearer ${game.token}` };
        let prompts = ((await (await fetch(`${url}/games/${game.gameId}/prompts`, { headers: auth })).json()) as { prompts: Prompt[] }).prompts;
        for (let i = 0; i < COMMANDS_PER_GAME; i++) {
          const command = prompts.find((p) => p.options?.length)?.options?.[0];
          if (command === undefined) break;
          const res = await fetch(`${url}/games/${game.gameId}/commands`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ command }) });
          const body = (await res.json()) as { prompts: Prompt[]; outcome: unknown };
          if (res.status !== 200) throw new Error(`a command answered ${res.status}: ${JSON.stringify(body)}`);
          done++;
          if (body.outcome !== null) break;
          prompts = body.prompts;
        }
      }
    }),
  );
  return done;
}

const database = await createTestDatabase();
const databaseUrl = database.url!;
try {
  await buildIfStale();
  // The games, made through the service's own code in this process: PLAYERS accounts, each seated in its share of every start's games.
  const maker = await createTestApp({ database, env: { JWT_KEYS, CADENCE_POLL_MS: '0', NOTIFY_POLL_MS: '0' } });
  const setUp = async (tag: string): Promise<Player[]> =>
    Promise.all(
      Array.from({ length: PLAYERS }, async (_, i) => {
        const account = (await maker.ctx.accounts.register(`bench-${tag}-${i}`, 'correct horse battery', null))!;
        const games: string[] = [];
        for (let g = i; g < GAMES; g += PLAYERS) {
          games.push((await maker.ctx.lobby.create(account.id, { ruleset: 'bommerz', options: { players: 1 }, visibility: 'private', seat: 'ork1' })).id);
        }
        return { token: await maker.ctx.tokens.issueAccessToken(account), games };
      }),
    );
  const playersOf = { 'tsx (baseline)': await setUp('tsx'), 'compiled (npm start)': await setUp('compiled'), 'compiled, V8 defaults': await setUp('defaults') } satisfies Record<StartName, Player[]>;
  await maker.stop();

  const names = Object.keys(STARTS) as StartName[];
  const starts = Object.fromEntries(names.map((n) => [n, [] as Running[]])) as Record<StartName, Running[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const s = await startService(name, databaseUrl);
      starts[name].push(s);
      await s.stop();
    }
  }
  const figures = {} as Record<StartName, { startMs: number; startCpuMs: number; idle: number; idlePeak: number; active: number; activePeak: number; commands: number; cpuMsPerCommand: number }>;
  for (const name of names) {
    const s = await startService(name, databaseUrl);
    try {
      await sleep(IDLE_MS);
      const pid = s.child.pid!;
      const [idle, idlePeak] = [statusMb(pid, 'VmRSS'), statusMb(pid, 'VmHWM')];
      const cpu = cpuMs(pid);
      const commands = await play(s.url, playersOf[name]);
      const cpuMsPerCommand = (cpuMs(pid) - cpu) / commands;
      await sleep(SETTLE_MS);
      const median = (f: (r: Running) => number) => percentile(starts[name].map(f), 50);
      figures[name] = { startMs: median((r) => r.startMs), startCpuMs: median((r) => r.startCpuMs), idle, idlePeak, active: statusMb(pid, 'VmRSS'), activePeak: statusMb(pid, 'VmHWM'), commands, cpuMsPerCommand };
    } finally {
      await s.stop();
    }
  }

  const [base, compiled, defaults] = [figures['tsx (baseline)'], figures['compiled (npm start)'], figures['compiled, V8 defaults']];
  console.log(`Service memory and start-up on ${database.db.serverVersion.split(' ').slice(0, 2).join(' ')}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${GAMES} games, ${COMMANDS_PER_GAME} commands each`);
  console.log(`compiled: ${STARTS['compiled (npm start)'].join(' ')}; tsx: ${STARTS['tsx (baseline)'].join(' ')}; defaults: compiled without --optimize-for-size (for comparison)`);
  row('', 'goal', 'compiled', 'tsx', 'ratio', 'defaults');
  const line = (label: string, goal: number | string, f: (x: typeof base) => number) => row(label, goal, f(compiled), f(base), f(compiled) / f(base), f(defaults));
  line(`start → /health, ms (median of ${ROUNDS})`, GOALS.startMs, (x) => x.startMs);
  line('  its CPU time, ms', '', (x) => x.startCpuMs);
  line(`idle RSS after ${IDLE_MS / 1000} s, MB`, GOALS.idleMb, (x) => x.idle);
  line('  most held until then, MB', '', (x) => x.idlePeak);
  line(`RSS with ${GAMES} active games, MB`, GOALS.activeMb, (x) => x.active);
  line('  most held until then, MB', '', (x) => x.activePeak);
  line('service CPU per command, ms', '', (x) => x.cpuMsPerCommand);
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`Goals (issue 21 item 2), this run:
  idle RSS ≤ ${GOALS.idleMb} MB: ${compiled.idle.toFixed(0)} MB, ${check(compiled.idle <= GOALS.idleMb)}
  RSS ≤ ${GOALS.activeMb} MB with ${GAMES} active games: ${compiled.active.toFixed(0)} MB, ${check(compiled.active <= GOALS.activeMb)}
  start to /health ≤ ${GOALS.startMs} ms on a migrated database: ${compiled.startMs.toFixed(0)} ms, ${check(compiled.startMs <= GOALS.startMs)} (it took ${compiled.startCpuMs.toFixed(0)} ms of CPU: on a machine this loaded, the wall time is mostly waiting for a core)`);
} finally {
  await database.dispose();
}
