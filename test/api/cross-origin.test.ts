/**
 * Frontends on other origins: the origins CORS_ORIGINS lists get their
 * preflights answered and the CORS headers on every answer (401s included,
 * the token check running after); any other origin gets none. A WebSocket
 * upgrade from a page of an origin neither listed nor the service's own is
 * refused 403, before its token is even read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register, type ApiAccount } from './support.js';

const LISTED = 'http://app.example.test';
const OTHER = 'http://evil.example.test';

let t: TestApp;
let base: string;
let a: ApiAccount;

beforeAll(async () => {
  t = await raceApp({ CORS_ORIGINS: `${LISTED}, http://localhost:5173`, PUBLIC_URL: 'https://sortie.example.test' });
  base = await t.listen();
  a = await register(t);
});
afterAll(() => t?.close());

const preflight = (path: string, origin: string, method = 'POST') =>
  http(t).options(path).set({ origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' });

describe('CORS', () => {
  it.each(['/auth/login', '/accounts', '/games', '/games/00000000-0000-4000-8000-000000000001/commands', '/health', '/me/stream'])('answers a listed origin\'s preflight to %s, and caches it', async (path) => {
    const res = await preflight(path, LISTED);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toBe('authorization, content-type, idempotency-key, if-none-match');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('gives an origin not listed no CORS headers: its preflight is no route, its requests carry none', async () => {
    const res = await preflight('/games', OTHER);
    expectProblem(res, 404, 'no-such-route');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await http(t).get('/health').set('origin', OTHER);
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    // A listed origin with another port, scheme or a path is another origin.
    for (const near of ['http://app.example.test:8080', 'https://app.example.test', 'http://app.example.test.evil.test', 'null']) {
      expect((await preflight('/games', near)).headers['access-control-allow-origin'], near).toBeUndefined();
    }
  });

  it('exposes the headers a client reads, on answers and on problems alike, the token being checked all the same', async () => {
    const ok = await http(t).get('/games?mine=true').set(a.auth).set('origin', LISTED);
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(LISTED);
    expect(ok.headers['access-control-expose-headers']).toContain('Retry-After');
    for (const name of ['ETag', 'Location', 'Idempotent-Replayed']) expect(ok.headers['access-control-expose-headers']).toContain(name);
    const refused = await http(t).post('/games').set('origin', LISTED).set('authorization', 'Bearer not.a.token').send({ nonsense: true });
    expectProblem(refused, 401, 'unauthorized');
    expect(refused.headers['access-control-allow-origin']).toBe(LISTED);
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('is off by default: no origin gets CORS headers', async () => {
    const plain = await raceApp();
    try {
      const res = await http(plain).options('/games').set({ origin: LISTED, 'access-control-request-method': 'GET' });
      expectProblem(res, 404, 'no-such-route');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

/** The status a WebSocket upgrade to /me/stream with this Origin (none when undefined) is answered with: 101 when opened. */
function upgradeStatus(origin: string | undefined, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/me/stream`, ['sortie', `bearer.${token}`], origin === undefined ? {} : { origin });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });
}

describe('WebSocket upgrades by Origin', () => {
  it('opens a stream for no Origin (no browser), a listed origin, the service\'s own and the host asked of', async () => {
    expect(await upgradeStatus(undefined, a.token)).toBe(101);
    expect(await upgradeStatus(LISTED, a.token)).toBe(101);
    expect(await upgradeStatus('https://sortie.example.test', a.token)).toBe(101);
    expect(await upgradeStatus(base, a.token)).toBe(101);
  });

  it('refuses any other origin 403 origin-not-allowed, before the token is read', async () => {
    for (const origin of [OTHER, 'null', 'http://sortie.example.test', 'https://sortie.example.test.evil.test']) {
      expect(await upgradeStatus(origin, a.token), origin).toBe(403);
      expect(await upgradeStatus(origin, 'not.a.token'), origin).toBe(403);
    }
    const raw = await http(t).get('/me/stream').set({ origin: OTHER, upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' });
    expectProblem(raw, 403, 'origin-not-allowed');
  });
});
