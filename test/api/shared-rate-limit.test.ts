/**
 * On PostgreSQL, login attempts are counted by all instances together: going
 * round them does not buy a client more guesses. (PGlite is one process, and
 * counts in memory.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { reopenTestDatabase } from '../support/test-database.js';
import { postgresRateLimitStore, purgeRateLimits } from '../../src/http/rate-limit-store.js';
import { expectProblem } from './support.js';

describe.skipIf(!process.env.DATABASE_URL)('rate limits shared by two instances (needs DATABASE_URL)', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
    await one.app.ready();
    two = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]), database: await reopenTestDatabase(one.database) });
    await two.app.ready();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const login = (t: TestApp, password: string) => request(t.app.server).post('/auth/login').send({ name: 'frank', password });

  it('refuses the sixth failed login in a minute whichever instance gets it', async () => {
    expect((await request(one.app.server).post('/accounts').send({ name: 'frank', password: 'correct horse battery' })).status).toBe(201);
    for (let i = 0; i < 5; i++) expectProblem(await login(i % 2 === 0 ? one : two, `guess ${i}`), 401);
    expectProblem(await login(two, 'correct horse battery'), 429, 'rate-limited');
    expectProblem(await login(one, 'correct horse battery'), 429, 'rate-limited');
  });

  it('counts per route and key, starts a new window once the last has ended, and purges old counters', async () => {
    const pool = one.ctx.db.pool;
    const Store = postgresRateLimitStore(pool);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/test-route' } } as never);
    const other = new Store({}).child({ routeInfo: { method: 'POST', url: '/other-route' } } as never);
    const incr = (s: typeof store, key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => s.incr(key, (err, r) => (err ? reject(err) : resolve(r!)), windowMs, 5));
    expect((await incr(store, 'k', 60_000)).current).toBe(1);
    const second = await incr(store, 'k', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(other, 'k', 60_000)).current).toBe(1);
    // The window ends (moved into the past rather than waited for, so a slow machine cannot end it early).
    await pool.query("UPDATE rate_limit_counters SET window_ends = now() - interval '1 millisecond' WHERE key LIKE '%/test-route|k'");
    expect((await incr(store, 'k', 60_000)).current).toBe(1);
    await pool.query("UPDATE rate_limit_counters SET window_ends = now() - interval '2 hours' WHERE key LIKE '%/other-route|k'");
    expect(await purgeRateLimits(pool)).toBe(1);
    const { rows } = await pool.query<{ key: string }>("SELECT key FROM rate_limit_counters WHERE key LIKE 'POST /%route|k' ORDER BY key");
    expect(rows.map((r) => r.key)).toEqual(['POST /test-route|k']);
  });
});
