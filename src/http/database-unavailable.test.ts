/** The answers while the database is away: 503 problem+json with Retry-After, from a failed statement or from a handler that took too long. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWithin } from './answer-deadline.js';
import { installProblemHandlers } from './problem.js';

describe('answers while the database is away', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installProblemHandlers(app);
    answerWithin(app, 200);
    app.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/hangs', () => new Promise(() => {}));
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a statement that found no database 503 database-unavailable, with Retry-After', async () => {
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toMatchObject({ status: 503, code: 'database-unavailable' });
    expect(res.body).not.toContain('5432');
  });

  it('answers a handler still waiting at the request timeout 503 timeout, with Retry-After', async () => {
    const res = await app.inject('/hangs');
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toMatchObject({ status: 503, code: 'timeout' });
  });

  it('still answers any other failure 500, without details', async () => {
    const res = await app.inject('/bug');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('a bug');
  });
});
