/** Helpers for API tests: an app over the race ruleset (or the real registry), accounts through the API, and requests with a token. */
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { registerClient, type ApiClient } from './typed-client.js';

/** An account registered through the API, with its tokens. */
export interface ApiAccount {
  readonly id: string;
  readonly name: string;
  readonly token: string;
  readonly refreshToken: string;
  readonly auth: { readonly authorization: string };
}

/** The race with one seat: enough to see a solo game start as soon as its seat is taken. */
export const soloRaceRuleset: AnyRuleset = { ...raceRuleset, id: 'solo-race', title: 'Solo race (test ruleset)', seats: () => [{ id: 'a', label: 'Racer A' }] };

/** A test app hosting the race rulesets, ready for supertest. */
export async function raceApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset, soloRaceRuleset]), env });
  await t.app.ready();
  return t;
}

/** A supertest client on an app. */
export function http(t: TestApp): ReturnType<typeof request> {
  return request(t.app.server);
}

let counter = 0;

/** Registers a fresh account through the API. */
export async function register(t: TestApp, name = `player${process.pid}x${++counter}`, password = 'correct horse battery'): Promise<ApiAccount> {
  const res = await http(t).post('/accounts').send({ name, password });
  expect(res.status, res.text).toBe(201);
  const body = res.body as { accessToken: string; refreshToken: string; account: { id: string; name: string } };
  return { id: body.account.id, name: body.account.name, token: body.accessToken, refreshToken: body.refreshToken, auth: { authorization: `Bearer ${body.accessToken}` } };
}

/** What most API test files start from: a race app, two players and an outsider, all registered through the API. */
export interface RaceTable {
  readonly t: TestApp;
  readonly a: ApiAccount;
  readonly b: ApiAccount;
  readonly outsider: ApiAccount;
}

/** A race app with three fresh accounts. */
export async function raceTable(): Promise<RaceTable> {
  const t = await raceApp();
  return { t, a: await register(t), b: await register(t), outsider: await register(t) };
}

/** Asserts a problem+json answer with a status (and a code, when given). */
export function expectProblem(res: Response, status: number, code?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.body as { status: number; code?: string; title: string };
  expect(body.status).toBe(status);
  if (code !== undefined) expect(body.code).toBe(code);
}

/** A started two-seat race game: `a` created it and sits in seat a, `b` in seat b. */
export async function startedRace(t: TestApp, a: ApiAccount, b: ApiAccount, options: { target?: number; visibility?: 'public' | 'private' } = {}): Promise<{ id: string; inviteCode?: string }> {
  const created = await http(t)
    .post('/games')
    .set(a.auth)
    .send({ ruleset: 'race', options: { target: options.target ?? 100 }, visibility: options.visibility ?? 'public', seat: 'a' });
  expect(created.status, created.text).toBe(201);
  const game = created.body as { id: string; inviteCode?: string };
  const seated = await http(t).post(`/games/${game.id}/seats`).set(b.auth).send({ seat: 'b', inviteCode: game.inviteCode });
  expect(seated.status, seated.text).toBe(200);
  const started = await http(t).post(`/games/${game.id}/start`).set(a.auth);
  expect(started.status, started.text).toBe(200);
  return game;
}

/** The race seat that must act now in a game (read through the API, as `as` when given). */
export async function turnOf(t: TestApp, gameId: string, as?: ApiAccount): Promise<{ seat: string; version: number }> {
  const res = await (as ? http(t).get(`/games/${gameId}/prompts`).set(as.auth) : http(t).get(`/games/${gameId}/prompts`));
  expect(res.status, res.text).toBe(200);
  const body = res.body as { version: number; prompts: { seat: string }[] };
  return { seat: body.prompts[0]!.seat, version: body.version };
}

/** A listening app for a file of typed-client tests, made before its tests and closed after them: read `t` and `baseUrl` inside a test. */
export interface ServedApp {
  readonly t: TestApp;
  readonly baseUrl: string;
}

/** Serves the service's own rulesets on a loopback port for the tests of the file that calls it. */
export function servedApp(): ServedApp {
  let served: { t: TestApp; baseUrl: string } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    served = { t, baseUrl: await t.listen() };
  });
  afterAll(() => served?.t.close());
  const ready = () => {
    if (served === undefined) throw new Error('the app is served from beforeAll on');
    return served;
  };
  return {
    get t() {
      return ready().t;
    },
    get baseUrl() {
      return ready().baseUrl;
    },
  };
}

/**
 * A started two-player game, through the typed client: an account is
 * registered for each seat of `players` (seat → account name); the first
 * seat's player creates the game (with `options`) in that seat, the
 * second's takes the other, the first starts it; each step is checked as it
 * goes. Answers the game's id and each seat's client.
 */
export async function startedGame<Seat extends string>(baseUrl: string, ruleset: string, options: Record<string, unknown>, players: Readonly<Record<Seat, string>>): Promise<{ gameId: string; clients: Record<Seat, ApiClient> }> {
  const seats = Object.keys(players) as Seat[];
  expect(seats, 'a seat for each of two players').toHaveLength(2);
  const [firstSeat, secondSeat] = seats as [Seat, Seat];
  const clients = {} as Record<Seat, ApiClient>;
  for (const seat of seats) clients[seat] = (await registerClient(baseUrl, players[seat])).client;
  const [first, second] = [clients[firstSeat], clients[secondSeat]];
  const created = await first.POST('/games', { body: { ruleset, options, seat: firstSeat } });
  expect(created.error, JSON.stringify(created.error)).toBeUndefined();
  expect(created.data!).toMatchObject({ status: 'open', yourSeat: firstSeat });
  const gameId = created.data!.id;
  const seated = await second.POST('/games/{gameId}/seats', { params: { path: { gameId } }, body: { seat: secondSeat } });
  expect(seated.data?.yourSeat).toBe(secondSeat);
  const started = await first.POST('/games/{gameId}/start', { params: { path: { gameId } } });
  expect(started.error, JSON.stringify(started.error)).toBeUndefined();
  expect(started.data!.status).toBe('active');
  return { gameId, clients };
}

/**
 * Checks a finished game the way any player could: over, nobody awaited,
 * its revealed seed matching the hash it was started with, and its log
 * verified (hash chain, replay, final state, every roll). Answers its full
 * view and its verification report, for the checks of its ruleset.
 */
export async function auditFinished(client: ApiClient, gameId: string) {
  const path = { params: { path: { gameId } } };
  const game = (await client.GET('/games/{gameId}', path)).data!;
  expect(game.status).toBe('finished');
  expect(game.awaiting).toEqual([]);
  expect(createHash('sha256').update(game.seed!).digest('hex')).toBe(game.seedHash);
  const full = (await client.GET('/games/{gameId}/views/full', path)).data!;
  const report = (await client.GET('/games/{gameId}/verification', path)).data!;
  expect(report).toMatchObject({ ok: true, seedMatchesHash: true, chain: { ok: true }, replay: { ok: true }, finalState: { ok: true } });
  expect(report.rolls.length).toBeGreaterThan(0);
  expect(report.rolls.every((r) => r.ok)).toBe(true);
  return { full, report };
}
