import { passwordFingerprint } from '../../src/accounts/passwords.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from '../../src/accounts/tokens.js';
import { ManualClock } from '../../src/clock.js';
import type { TestApp } from '../support/test-app.js';
import { createTestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register } from './support.js';
import { WorkLineFull } from '../../src/bounded-work.js';
import { ALL_SCOPES } from '../../src/accounts/scopes.js';

const TEST_SECRET = new TextEncoder().encode('0123456789abcdef0123456789abcdef');

let t: TestApp;
beforeAll(async () => {
  t = await raceApp();
});
afterAll(() => t?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the test key (or another), with claims and header overridable. */
async function craft(account: { id: string; name: string }, change: { secret?: Uint8Array; iss?: string; aud?: string; exp?: number | null; kid?: string | null; alg?: string } = {}): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ name: account.name })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', ...(change.kid === null ? {} : { kid: change.kid ?? 'test-key' }) })
    .setSubject(account.id)
    .setIssuer(change.iss ?? TOKEN_ISSUER)
    .setAudience(change.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now);
  if (change.exp !== null) jwt.setExpirationTime(change.exp ?? now + 600);
  return jwt.sign(change.secret ?? TEST_SECRET);
}

describe('registering and logging in', () => {
  it('registers, logs in and answers /me with the account', async () => {
    const me = await register(t, 'Alice_1');
    expect(me.name).toBe('alice_1');
    const login = await http(t).post('/auth/login').send({ name: 'ALICE_1', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, account: { id: me.id, name: 'alice_1' } });
    const who = await http(t).get('/me').set({ authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}` });
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ id: me.id, name: 'alice_1', email: null });
  });

  it('refuses a taken name whatever its case, and bad input', async () => {
    await register(t, 'bob_taken');
    expectProblem(await http(t).post('/accounts').send({ name: 'BOB_taken', password: 'long enough pw' }), 409, 'name-taken');
    for (const body of [
      { name: 'ab', password: 'long enough pw' },
      { name: 'bob two', password: 'long enough pw' },
      { name: 'bøb', password: 'long enough pw' },
      { name: 'bob3', password: 'short' },
      { name: 'bob3', password: 'long enough pw', admin: true },
      { name: 'bob3', password: 12345678 },
      { name: 'bob3', password: 'long enough pw', email: 'not an email' },
    ]) {
      expectProblem(await http(t).post('/accounts').send(body), 400);
    }
  });

  it('answers a wrong password and an unknown name alike, with 401', async () => {
    await register(t, 'carol');
    const wrong = await http(t).post('/auth/login').send({ name: 'carol', password: 'wrong password' });
    const unknown = await http(t).post('/auth/login').send({ name: 'nobody-here', password: 'wrong password' });
    expectProblem(wrong, 401, 'bad-credentials');
    expectProblem(unknown, 401, 'bad-credentials');
    expect((wrong.body as { detail: string }).detail).toBe((unknown.body as { detail: string }).detail);
  });

  it('limits login attempts per address and name with a 429 problem', async () => {
    await register(t, 'dave');
    for (let i = 0; i < 5; i++) expectProblem(await http(t).post('/auth/login').send({ name: 'dave', password: `guess ${i}` }), 401);
    const limited = await http(t).post('/auth/login').send({ name: 'Dave', password: 'correct horse battery' });
    expectProblem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another name from the same address is not held up by dave's limit.
    await register(t, 'erin');
    expect((await http(t).post('/auth/login').send({ name: 'erin', password: 'correct horse battery' })).status).toBe(200);
  });

  it('limits login attempts per address whatever the names, so a new name each time buys no more scrypt work (found by review)', async () => {
    const own = await raceApp();
    try {
      for (let i = 0; i < 30; i++) expectProblem(await http(own).post('/auth/login').send({ name: `nobody-${i}`, password: 'a guess' }), 401);
      const limited = await http(own).post('/auth/login').send({ name: 'nobody-else', password: 'a guess' });
      expectProblem(limited, 429, 'rate-limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it('counts an IPv6 client by its /64 for the per-name limit, so rotating addresses buys no more tries (found by review)', async () => {
    await register(t, 'gwen');
    const from = (n: number) => t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: `2001:db8:0:1::${n}`, payload: { name: 'gwen', password: `guess ${n}` } });
    for (let n = 1; n <= 5; n++) expect((await from(n)).statusCode).toBe(401);
    expect((await from(6)).statusCode).toBe(429);
  });

  it('counts clients behind a trusted proxy (TRUST_PROXY) by the X-Forwarded-For it sends, and ignores that header from anyone else (found by review)', async () => {
    const behind = await raceApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      await register(behind, 'hal');
      const login = (remoteAddress: string, client: string, n: number) =>
        behind.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, headers: { 'x-forwarded-for': client }, payload: { name: 'hal', password: `guess ${n}` } });
      for (let n = 1; n <= 5; n++) expect((await login('10.0.0.1', '203.0.113.1', n)).statusCode).toBe(401);
      expect((await login('10.0.0.1', '203.0.113.1', 6)).statusCode).toBe(429);
      // Another client through the same balancer is not held up.
      expect((await login('10.0.0.1', '203.0.113.2', 7)).statusCode).toBe(401);
      // A client that is not the proxy cannot pick its address: counted by its own, whatever it claims.
      for (let n = 8; n <= 12; n++) expect((await login('198.51.100.9', `203.0.113.${n}`, n)).statusCode).toBe(401);
      expect((await login('198.51.100.9', '203.0.113.99', 13)).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });

  it('answers 503 busy, to retry shortly, when the line of password checks is full', async () => {
    const login = t.ctx.accounts.login.bind(t.ctx.accounts);
    t.ctx.accounts.login = () => Promise.reject(new WorkLineFull('full'));
    try {
      const busy = await http(t).post('/auth/login').send({ name: 'frank', password: 'a guess' });
      expectProblem(busy, 503, 'busy');
      expect(busy.headers['retry-after']).toBe('1');
    } finally {
      t.ctx.accounts.login = login;
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each works once and gives a new pair', async () => {
    const me = await register(t);
    const first = await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken });
    expect(first.status).toBe(200);
    const next = first.body as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(me.refreshToken);
    expect((await http(t).get('/me').set({ authorization: `Bearer ${next.accessToken}` })).status).toBe(200);
    expect((await http(t).post('/auth/refresh').send({ refreshToken: next.refreshToken })).status).toBe(200);
  });

  it('a spent token presented again fails and revokes the account’s live tokens', async () => {
    const me = await register(t);
    const rotated = (await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken })).body as { refreshToken: string };
    expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }), 401, 'refresh-token-reused');
    expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: rotated.refreshToken }), 401, 'refresh-token-reused');
  });

  // The race needs connections of its own to show: on PostgreSQL the old code failed it most rounds; PGlite is one connection.
  it.skipIf(!process.env.DATABASE_URL)('presented twice at once (needs DATABASE_URL): one gets a successor, the other is reuse, and the successor is revoked with the rest (found by review: it could be issued after the revocation and stay live)', async () => {
    for (let round = 0; round < 12; round++) {
      const me = await register(t);
      const answers = await Promise.all([0, 1].map(() => http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
      const successor = (answers.find((a) => a.status === 200)!.body as { refreshToken: string }).refreshToken;
      expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: successor }), 401, 'refresh-token-reused');
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('logging out everywhere while a token is refreshed (needs DATABASE_URL) leaves no successor live (found by review: the successor, committed as the logout ran, escaped it)', async () => {
    const me = await register(t);
    const { passwordHash } = await t.ctx.db.prisma.account.findUniqueOrThrow({ where: { id: me.id } });
    const tokens = t.ctx.refreshTokens;
    let survived = 0;
    for (let round = 0; round < 40; round++) {
      const stored = await tokens.find((await tokens.issue(me.id, passwordFingerprint(passwordHash))).token);
      const [rotation] = await Promise.all([tokens.rotate(stored), tokens.revokeAll(me.id)]);
      if (rotation.ok && (await tokens.find(rotation.token))) survived++;
    }
    expect(survived).toBe(0);
  });

  it('answer 503 busy, to retry, when no database connection frees up for a transaction in time (found by review: a 500)', async () => {
    const me = await register(t);
    const revokeAll = t.ctx.refreshTokens.revokeAll.bind(t.ctx.refreshTokens);
    t.ctx.refreshTokens.revokeAll = () => Promise.reject(Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { code: 'P2028' }));
    try {
      const busy = await http(t).post('/auth/logout').set(me.auth).send({});
      expectProblem(busy, 503, 'busy');
      expect(busy.headers['retry-after']).toBe('1');
    } finally {
      t.ctx.refreshTokens.revokeAll = revokeAll;
    }
  });

  it('are refreshed at most 60 times an hour per account, then 429; other accounts are not held up (found by review: each refresh leaves a row)', async () => {
    const [me, other] = [await register(t), await register(t)];
    let token = me.refreshToken;
    for (let i = 0; i < 60; i++) {
      const res = await http(t).post('/auth/refresh').send({ refreshToken: token });
      expect(res.status, res.text).toBe(200);
      token = (res.body as { refreshToken: string }).refreshToken;
    }
    const limited = await http(t).post('/auth/refresh').send({ refreshToken: token });
    expectProblem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await http(t).post('/auth/refresh').send({ refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('are forgotten once past their lifetime, spent or not; live ones stay (found by review: rows were never purged)', async () => {
    const me = await register(t);
    const rows = () => t.ctx.db.prisma.refreshToken.count({ where: { accountId: me.id } });
    const day = 24 * 3600 * 1000;
    expect((await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken })).status).toBe(200);
    t.clock.advance(29 * day);
    try {
      const later = ((await http(t).post('/auth/login').send({ name: me.name, password: 'correct horse battery' })).body as { refreshToken: string }).refreshToken;
      expect(await rows()).toBe(3);
      t.clock.advance(2 * day);
      // Past its lifetime a spent token is merely expired, not a reuse that would revoke the live one (found by review).
      expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }), 401, 'refresh-token-expired');
      expect(await t.ctx.refreshTokens.purgeExpired()).toBeGreaterThanOrEqual(2);
      expect(await rows()).toBe(1);
      expect((await http(t).post('/auth/refresh').send({ refreshToken: later })).status).toBe(200);
    } finally {
      t.clock.advance(-31 * day);
    }
  });

  it('expire, and unknown ones fail', async () => {
    const me = await register(t);
    expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: 'x'.repeat(43) }), 401, 'refresh-token-unknown');
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }), 401, 'refresh-token-expired');
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });

  it('logout revokes the given token, or all of them', async () => {
    const me = await register(t);
    const second = ((await http(t).post('/auth/login').send({ name: me.name, password: 'correct horse battery' })).body as { refreshToken: string }).refreshToken;
    expect((await http(t).post('/auth/logout').set(me.auth).send({ refreshToken: me.refreshToken })).status).toBe(204);
    expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }), 401);
    // The access token that logged its session out is refused from then on.
    expectProblem(await http(t).get('/me').set(me.auth), 401, 'unauthorized');
    const third = (await http(t).post('/auth/refresh').send({ refreshToken: second })).body as { refreshToken: string; accessToken: string };
    expect((await http(t).post('/auth/logout').set({ authorization: `Bearer ${third.accessToken}` }).send({})).status).toBe(204);
    expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: third.refreshToken }), 401);
    expectProblem(await http(t).post('/auth/logout').send({}), 401, 'unauthorized');
  });

  it("logout cannot revoke another account's token", async () => {
    const me = await register(t);
    const other = await register(t);
    expect((await http(t).post('/auth/logout').set(other.auth).send({ refreshToken: me.refreshToken })).status).toBe(204);
    expect((await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('accepts a well-made token and refuses every kind of bad one with 401', async () => {
    const me = await register(t);
    expect((await http(t).get('/me').set({ authorization: `Bearer ${await craft(me)}` })).status).toBe(200);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const header = b64({ alg: 'none', typ: 'JWT', kid: 'test-key' });
    const claims = b64({ sub: me.id, name: me.name, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 });
    const bad: Record<string, string> = {
      forged: await craft(me, { secret: new TextEncoder().encode('another secret of thirty-two bytes!') }),
      expired: await craft(me, { exp: now - 60 }),
      'alg none': `${header}.${claims}.`,
      'alg HS512 with the right key': await craft(me, { alg: 'HS512' }),
      'wrong issuer': await craft(me, { iss: 'someone-else' }),
      'a subject that is no account id': await craft({ ...me, id: 'not-a-uuid' }),
      'wrong audience': await craft(me, { aud: 'another-api' }),
      'no exp': await craft(me, { exp: null }),
      'unknown kid': await craft(me, { kid: 'who' }),
      'no kid': await craft(me, { kid: null }),
      'tampered claims': (await craft(me)).replace(/\.[^.]+\./, `.${b64({ sub: me.id, name: 'root', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 })}.`),
      garbage: 'not.a.token',
    };
    for (const [why, token] of Object.entries(bad)) {
      const res = await http(t).get('/me').set({ authorization: `Bearer ${token}` });
      expect(res.status, why).toBe(401);
      expectProblem(res, 401, 'unauthorized');
    }
    for (const authorization of ['Basic Zm9vOmJhcg==', `Bearer  ${await craft(me)}`, 'Bearer', '']) {
      expect((await http(t).get('/me').set({ authorization })).status, authorization).toBe(401);
    }
  });

  it('expire after their lifetime on the service clock', async () => {
    const me = await register(t);
    expect((await http(t).get('/me').set(me.auth)).status).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    try {
      expectProblem(await http(t).get('/me').set(me.auth), 401);
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it('rotate keys: the first key signs, every key verifies', async () => {
    const clock = new ManualClock();
    const oldKey = { kid: 'old', secret: new TextEncoder().encode('o'.repeat(32)) };
    const newKey = { kid: 'new', secret: new TextEncoder().encode('n'.repeat(32)) };
    const before = new TokenService([oldKey], clock);
    const after = new TokenService([newKey, oldKey], clock);
    const retired = new TokenService([newKey], clock);
    const account = { id: '00000000-0000-4000-8000-000000000001', name: 'x' };
    const oldToken = await before.issueAccessToken(account);
    const newToken = await after.issueAccessToken(account);
    expect(JSON.parse(Buffer.from(newToken.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256', kid: 'new' });
    expect(await after.verifyAccessToken(oldToken)).toEqual({ accountId: account.id, name: 'x', passwordFingerprint: null, sessionEpoch: null, scopes: ALL_SCOPES, grantId: null });
    expect(await after.verifyAccessToken(newToken)).toEqual({ accountId: account.id, name: 'x', passwordFingerprint: null, sessionEpoch: null, scopes: ALL_SCOPES, grantId: null });
    expect(await retired.verifyAccessToken(oldToken)).toBeNull();
  });

  it('an app with rotated keys accepts tokens of the old key', async () => {
    const rotated = await createTestApp({ env: { JWT_KEYS: `next:${'k'.repeat(32)},test-key:0123456789abcdef0123456789abcdef` } });
    try {
      await rotated.app.ready();
      const me = await register(rotated);
      const oldToken = await craft(me);
      expect((await http(rotated).get('/me').set({ authorization: `Bearer ${oldToken}` })).status).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});
