/**
 * Ended sessions end: after a logout (of one session, or everywhere), a
 * password change or a reset, the access tokens of the ended sessions are
 * refused on every route at once — on the instance that ended them and,
 * through the revocations NOTIFY, within a couple of seconds on another;
 * an instance started afterwards reads them at its start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { reopenTestDatabase } from '../support/test-database.js';
import { expectProblem, raceApp, register, startedRace, type ApiAccount } from './support.js';

const PASSWORD = 'correct horse battery';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request on every kind of route a token opens: one that needs it, one open to anonymous callers, one with a body. */
async function routes(t: TestApp, token: string, gameId: string): Promise<Response[]> {
  const http = request(t.app.server);
  return [
    await http.get('/me').set(bearer(token)),
    await http.get('/games').set(bearer(token)),
    await http.get(`/games/${gameId}/events`).set(bearer(token)),
    await http.post(`/games/${gameId}/commands`).set(bearer(token)).send({ command: { type: 'roll' } }),
  ];
}

function expectRefused(answers: Response[]): void {
  for (const answer of answers) expectProblem(answer, 401, 'unauthorized');
}

function expectServed(answers: Response[]): void {
  for (const answer of answers) expect(answer.status, answer.text).not.toBe(401);
}

/** Polls until `check` passes, for up to `ms` (what "within a couple of seconds" allows). */
async function within<T>(ms: number, attempt: () => Promise<T>, passes: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (passes(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const allRefused = (answers: Response[]) => answers.every((a) => a.status === 401);

/** A second login of `a`, a session of its own. */
async function login(t: TestApp, a: ApiAccount, password = PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await request(t.app.server).post('/auth/login').send({ name: a.name, password });
  expect(res.status, res.text).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

describe('on one instance', () => {
  let t: TestApp;
  let a: ApiAccount;
  let b: ApiAccount;
  let gameId: string;

  beforeAll(async () => {
    t = await raceApp();
    [a, b] = [await register(t, undefined, PASSWORD), await register(t, undefined, PASSWORD)];
    gameId = (await startedRace(t, a, b)).id;
  });
  afterAll(() => t?.close());

  it('refuses every access token issued before a logout everywhere, on every route, at once', async () => {
    const other = await login(t, a);
    expectServed(await routes(t, other.accessToken, gameId));
    expect((await request(t.app.server).post('/auth/logout').set(bearer(other.accessToken)).send({})).status).toBe(204);
    expectRefused(await routes(t, other.accessToken, gameId));
    expectRefused(await routes(t, a.token, gameId));
    const fresh = await login(t, a);
    expectServed(await routes(t, fresh.accessToken, gameId));
    expectServed(await routes(t, b.token, gameId));
  });

  it('refuses the access token that logged its one session out, and no other session', async () => {
    const first = await login(t, b);
    const second = await login(t, b);
    expect((await request(t.app.server).post('/auth/logout').set(bearer(first.accessToken)).send({ refreshToken: first.refreshToken })).status).toBe(204);
    expectRefused(await routes(t, first.accessToken, gameId));
    expectServed(await routes(t, second.accessToken, gameId));
  });

  it('refuses the access tokens of the old password after a change, and serves the pair the change answered', async () => {
    const c = await register(t, undefined, PASSWORD);
    const other = await login(t, c);
    const changed = await request(t.app.server).put('/me/password').set(c.auth).send({ currentPassword: PASSWORD, newPassword: 'a brand new password' });
    expect(changed.status, changed.text).toBe(200);
    expectRefused(await routes(t, c.token, gameId));
    expectRefused(await routes(t, other.accessToken, gameId));
    expectServed(await routes(t, (changed.body as { accessToken: string }).accessToken, gameId));
  });
});

// PGlite is one process: there is no second instance to tell.
describe.skipIf(!process.env.DATABASE_URL)('on two instances (needs DATABASE_URL: PGlite has a single process)', () => {
  let one: TestApp;
  let two: TestApp;
  let a: ApiAccount;
  let b: ApiAccount;
  let gameId: string;

  beforeAll(async () => {
    one = await raceApp();
    two = await createTestApp({ rulesets: one.ctx.rulesets, database: await reopenTestDatabase(one.database) });
    await two.app.ready();
    [a, b] = [await register(one, undefined, PASSWORD), await register(one, undefined, PASSWORD)];
    gameId = (await startedRace(one, a, b)).id;
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('refuses on instance two, within a couple of seconds, the tokens of a session logged out through instance one', async () => {
    const other = await login(one, a);
    expectServed(await routes(two, other.accessToken, gameId));
    expect((await request(one.app.server).post('/auth/logout').set(bearer(other.accessToken)).send({})).status).toBe(204);
    expectRefused(await within(2000, () => routes(two, other.accessToken, gameId), allRefused));
    expectRefused(await routes(two, a.token, gameId));
    expectServed(await routes(two, (await login(two, a)).accessToken, gameId));
  });

  it('refuses on instance one the tokens of the old password after a change through instance two', async () => {
    const other = await login(one, b);
    expectServed(await routes(one, other.accessToken, gameId));
    const changed = await request(two.app.server).put('/me/password').set(bearer(other.accessToken)).send({ currentPassword: PASSWORD, newPassword: 'another new password' });
    expect(changed.status, changed.text).toBe(200);
    expectRefused(await within(2000, () => routes(one, other.accessToken, gameId), allRefused));
    expectRefused(await routes(one, b.token, gameId));
  });

  it('refuses on an instance started after the logout what was revoked before it started', async () => {
    const c = await register(one, undefined, PASSWORD);
    expect((await request(one.app.server).post('/auth/logout').set(c.auth).send({})).status).toBe(204);
    const later = await createTestApp({ rulesets: one.ctx.rulesets, database: await reopenTestDatabase(one.database) });
    try {
      await later.app.ready();
      expectRefused(await routes(later, c.token, gameId));
    } finally {
      await later.close();
    }
  });
});
