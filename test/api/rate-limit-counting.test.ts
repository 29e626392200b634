/**
 * The per-address limits count only requests that could have done the
 * thing: a flood of malformed bodies, bodies of the wrong shape or media
 * type, or requests without a valid token, does not use up an address's
 * allowance, and the well-formed request after it goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { http, raceApp, register, type ApiAccount } from './support.js';

let t: TestApp;
let host: ApiAccount;
let gameId: string;

beforeAll(async () => {
  t = await raceApp();
  host = await register(t);
  const created = await http(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a' });
  expect(created.status, created.text).toBe(201);
  gameId = (created.body as { id: string }).id;
});
afterAll(() => t?.close());

/** Requests that could not have done anything: not JSON, JSON of the wrong shape, another media type. */
const useless = (i: number): [string, string] => (i % 3 === 0 ? ['application/json', '{"name": '] : i % 3 === 1 ? ['application/json', '{"unknown": true}'] : ['text/plain', 'hello']);

async function flood(method: 'post' | 'put', path: string, count: number, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < count; i++) {
    const [type, body] = useless(i);
    const res = await http(t)[method](path).set(headers).set('content-type', type).send(body);
    expect(res.status, `${path} #${i}: ${res.text}`).not.toBe(429);
  }
}

describe('per-address limits count only requests that could have done the thing', () => {
  it('registration (100 an hour): 101 malformed bodies, then a registration goes through', async () => {
    await flood('post', '/accounts', 101);
    expect((await http(t).post('/accounts').send({ name: 'after-the-flood', password: 'correct horse battery' })).status).toBe(201);
  });

  it('login (30 a minute per address): 31 malformed bodies, then a login goes through', async () => {
    await flood('post', '/auth/login', 31);
    expect((await http(t).post('/auth/login').send({ name: host.name, password: 'correct horse battery' })).status).toBe(200);
  });

  it('password reset mails (30 an hour) and resets (10 a minute): malformed bodies past the limit, then a well-formed one is judged', async () => {
    await flood('post', '/auth/password-reset-mail', 31);
    expect((await http(t).post('/auth/password-reset-mail').send({ name: host.name })).status).toBe(409); // no-mail-service: no SMTP_URL here
    await flood('post', '/auth/password-reset', 11);
    expect((await http(t).post('/auth/password-reset').send({ token: 'not-a-token', password: 'correct horse battery' })).status).toBe(400);
  });

  it('invitations (30 an hour per address): malformed bodies and requests without a valid token past the limit, then an invitation goes through', async () => {
    await flood('post', `/games/${gameId}/invitations`, 31, host.auth);
    for (let i = 0; i < 31; i++) expect((await http(t).post(`/games/${gameId}/invitations`).set('authorization', 'Bearer not.a.token').send({ name: 'x' })).status).toBe(401);
    const guest = await register(t);
    expect((await http(t).post(`/games/${gameId}/invitations`).set(host.auth).send({ name: guest.name })).status).toBe(202);
  });

  it('still counts the requests that could have: the 31st well-formed login in a minute is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await http(t).post('/auth/login').send({ name: `nobody${i}`, password: 'wrong password 123' })).status);
    expect(statuses.slice(0, 29).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
