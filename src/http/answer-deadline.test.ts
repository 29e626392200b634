import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWithin } from './answer-deadline.js';
import { installProblemHandlers } from './problem.js';

const DEADLINE_MS = 200;

describe('every request answered within its deadline', () => {
  const app = Fastify({ logger: false });
  let base = '';
  beforeAll(async () => {
    installProblemHandlers(app);
    answerWithin(app, DEADLINE_MS);
    app.get('/hangs', () => new Promise(() => {}));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 0.75));
      return { ok: true };
    });
    app.get('/stalls', (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('the first part, and nothing after it');
      return reply.type('text/plain').send(body);
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers a handler still at work 503 timeout once its time is up, and not much later', async () => {
    const started = performance.now();
    const res = await fetch(`${base}/hangs`);
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 503, code: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 1);
    // The sweep looks every twentieth of the time; the rest is the machine's.
    expect(took).toBeLessThan(DEADLINE_MS * 2);
  });

  it('lets a handler take up to its deadline', async () => {
    const answers = await Promise.all([fetch(`${base}/slow`), fetch(`${base}/slow`)]);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([{ ok: true }, { ok: true }]);
  });

  it('cuts off an answer begun but not ended by its deadline (its headers are gone: only the connection can say so)', async () => {
    const res = await fetch(`${base}/stalls`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});
