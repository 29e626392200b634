/**
 * How fast position pictures are served:  npx tsx bench/pictures.bench.ts [positions]
 * (on the embedded database, or DATABASE_URL's server).
 *
 * A two-player Bommerz game is played through the API by its bots, one
 * command at a time, for `positions` commands (200 by default; a new game
 * when one ends). At every position the Ork seat's holder asks, one request
 * after another on a kept-alive connection (the lean client of
 * bench/http-client.ts; the moves between are sent with Node's fetch):
 *
 *   - baseline: GET /games/{id}/seats/ork1/view, the view as JSON, measured
 *     in the same run on the same positions;
 *   - GET …/view.svg, the picture drawn from that view;
 *   - GET …/view.png, first time at that position (drawn and rendered
 *     whole: what a turn mail costs once);
 *   - GET …/view.png again (the PNG kept by the SVG's digest from the first
 *     ask; the SVG is drawn again for its ETag).
 *
 * Prints p50 and p99 of each in milliseconds and the ratio of each p99 to
 * the baseline's. Goals: a picture served in < 20 ms p99 (issue 27), but a
 * PNG's first ask, a whole render, in < 60 ms (issue 37: the same bytes on
 * every instance are worth it; a turn mail needs it no faster). The
 * process's first picture (which makes the fonts' subset, once per process)
 * is asked before the positions timed, then 20 positions are asked the same way as a warm-up (each route's first
 * answer compiles its code: the JSON view's serializer took 380–940 ms);
 * the first picture's time and the warm-up's slowest are printed apart.
 */
import { createTestApp } from '../test/support/test-app.js';
import { seededRandom } from '../src/kernel/dice.js';
import { HttpConnection } from './http-client.js';
import { percentile, row } from './stats.js';

const POSITIONS = Number(process.argv[2] ?? 200);
const GOAL_P99_MS = 20;
const GOAL_FIRST_PNG_P99_MS = 60;
const WARM_UP_POSITIONS = 20;

const t = await createTestApp();
const baseUrl = await t.listen();

async function json<T>(path: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function account(name: string): Promise<string> {
  return (await json<{ accessToken: string }>('/accounts', null, { method: 'POST', body: JSON.stringify({ name, password: 'correct horse battery' }) })).accessToken;
}

const [ork, imperial] = [await account('bench-ork'), await account('bench-imperial')];
const tokens: Record<string, string> = { ork1: ork, imperial };

async function newGame(): Promise<string> {
  const { id } = await json<{ id: string }>('/games', ork, { method: 'POST', body: JSON.stringify({ ruleset: 'bommerz', options: { players: 2 }, seat: 'ork1' }) });
  await json(`/games/${id}/seats`, imperial, { method: 'POST', body: JSON.stringify({ seat: 'imperial' }) });
  await json(`/games/${id}/start`, ork, { method: 'POST' });
  return id;
}

/** The timed GETs' connection: the lean client (bench/http-client.ts), so that the figures are the server's rather than Node's fetch's. */
const connection = new HttpConnection(new URL(baseUrl));

/** Times one GET, its whole body read. */
async function timed(path: string, token: string): Promise<number> {
  const started = performance.now();
  const { status } = await connection.getBytes(path, token);
  if (status !== 200) throw new Error(`GET ${path}: ${status}`);
  return performance.now() - started;
}

const random = seededRandom(27);
let gameId = await newGame();

/** The next position: the seat to move plays one of its options (a new game when one ends). */
async function move(): Promise<void> {
  const { prompts } = await json<{ prompts: { seat: string; options: unknown[] }[] }>(`/games/${gameId}/prompts`, ork);
  const prompt = prompts[0];
  if (!prompt) {
    gameId = await newGame();
    return;
  }
  const mine = await json<{ prompts: { seat: string; options: unknown[] }[] }>(`/games/${gameId}/prompts`, tokens[prompt.seat]!);
  const options = mine.prompts.find((p) => p.seat === prompt.seat)!.options;
  const command = options[Math.floor(random() * options.length)];
  const answer = await json<{ outcome: unknown }>(`/games/${gameId}/commands`, tokens[prompt.seat]!, { method: 'POST', body: JSON.stringify({ command }) });
  if (answer.outcome) gameId = await newGame();
}

type Times = { json: number[]; svg: number[]; pngFirst: number[]; pngAgain: number[] };

/** Asks the four at each of `positions` positions, moving on after each. */
async function measure(positions: number): Promise<Times> {
  const times: Times = { json: [], svg: [], pngFirst: [], pngAgain: [] };
  for (let n = 0; n < positions; n++) {
    const seat = `/games/${gameId}/seats/ork1`;
    times.json.push(await timed(`${seat}/view`, ork));
    times.svg.push(await timed(`${seat}/view.svg`, ork));
    times.pngFirst.push(await timed(`${seat}/view.png`, ork));
    times.pngAgain.push(await timed(`${seat}/view.png`, ork));
    await move();
  }
  return times;
}

const coldStart = await timed(`/games/${gameId}/seats/ork1/view.png`, ork);
await move();
const warmUp = await measure(WARM_UP_POSITIONS);
const times = await measure(POSITIONS);

const baseline = percentile(times.json, 99);
console.log(`Pictures of a two-player Bommerz game, the Ork seat's, at ${POSITIONS} positions (${t.ctx.db.kind}); milliseconds`);
row('', 'p50', 'p99', 'p99 ÷ JSON', `goal p99`);
row('view as JSON (baseline)', percentile(times.json, 50), baseline, 1, '');
row('view.svg', percentile(times.svg, 50), percentile(times.svg, 99), percentile(times.svg, 99) / baseline, `< ${GOAL_P99_MS}`);
row('view.png, first ask', percentile(times.pngFirst, 50), percentile(times.pngFirst, 99), percentile(times.pngFirst, 99) / baseline, `< ${GOAL_FIRST_PNG_P99_MS}`);
row('view.png, asked again', percentile(times.pngAgain, 50), percentile(times.pngAgain, 99), percentile(times.pngAgain, 99) / baseline, `< ${GOAL_P99_MS}`);
console.log(`The process's first picture (the fonts' subset made), before those: ${coldStart.toFixed(1)} ms`);
const slowest = (values: number[]): string => Math.max(...values).toFixed(1);
console.log(
  `Then ${WARM_UP_POSITIONS} positions' warm-up, before those timed above (the routes' first calls compile their code): ` +
    `slowest JSON ${slowest(warmUp.json)}, SVG ${slowest(warmUp.svg)}, PNG first ask ${slowest(warmUp.pngFirst)}, again ${slowest(warmUp.pngAgain)} ms`,
);
connection.close();
await t.close();
