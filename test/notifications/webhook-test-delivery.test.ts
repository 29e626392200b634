/**
 * Trying a webhook (issue 44): POST /me/webhooks/{id}/test sends a signed `test` notice at once and says how it went,
 * without touching the history or the endpoint's failures; and a refused private address says which setting a
 * self-hosted service may use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { verifySignature } from '../../src/notifications/signing.js';
import { api, cadenceApp, mailingApp, player, PLAYER_PASSWORD, type HookReceiver, type Player } from './support.js';

let t: TestApp;
let receiver: HookReceiver;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => ({ t, receiver, close } = await mailingApp()));
afterAll(() => close?.());

async function addWebhook(p: Player, path: string): Promise<{ id: string; secret: string }> {
  const res = await api(t).post('/me/webhooks').set(p.auth).send({ url: `${receiver.url}${path}`, password: PLAYER_PASSWORD });
  expect(res.status, res.text).toBe(201);
  const body = res.body as { webhook: { id: string }; secret: string };
  return { id: body.webhook.id, secret: body.secret };
}

describe('a test delivery', () => {
  it('is a signed `test` notice, sent at once, that says how it went and leaves the history and the failures alone', async () => {
    const p = await player(t);
    const hook = await addWebhook(p, '/tried');
    receiver.status = () => 204;
    const ok = await api(t).post(`/me/webhooks/${hook.id}/test`).set(p.auth);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ delivered: true, error: null });
    const got = receiver.received.filter((h) => h.path === '/tried');
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['sortie-event']).toBe('test');
    expect(verifySignature(hook.secret, String(got[0]!.headers['sortie-signature']), got[0]!.body, Math.floor(t.clock.now().getTime() / 1000))).toBe(true);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ kind: 'test', gameId: null, data: {} });

    receiver.status = () => 500;
    const failed = await api(t).post(`/me/webhooks/${hook.id}/test`).set(p.auth);
    expect(failed.body).toEqual({ delivered: false, error: 'HTTP 500' });
    const endpoints = await api(t).get('/me/webhooks').set(p.auth);
    expect((endpoints.body as { webhooks: { consecutiveFailures: number; lastError: string | null }[] }).webhooks[0]).toMatchObject({ consecutiveFailures: 0, lastError: null });
    const history = await api(t).get('/me/notifications/deliveries').set(p.auth);
    expect((history.body as { deliveries: unknown[] }).deliveries).toEqual([]);
    receiver.status = () => 204;
  });

  it("is refused for an endpoint that is another account's (404), and past ten an hour (429)", async () => {
    const owner = await player(t);
    const other = await player(t);
    const hook = await addWebhook(owner, '/mine');
    expect((await api(t).post(`/me/webhooks/${hook.id}/test`).set(other.auth)).status).toBe(404);
    expect((await api(t).post(`/me/webhooks/${hook.id}/test`)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await api(t).post(`/me/webhooks/${hook.id}/test`).set(owner.auth)).status).toBe(200);
    const limited = await api(t).post(`/me/webhooks/${hook.id}/test`).set(owner.auth);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('a refused private address', () => {
  it('names the setting a self-hosted service may use, in the detail and on the problem page', async () => {
    const strict = await cadenceApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const p = await player(strict);
      const res = await api(strict).post('/me/webhooks').set(p.auth).send({ url: 'http://127.0.0.1:9/hook', password: PLAYER_PASSWORD });
      expect(res.status).toBe(422);
      expect((res.body as { code: string; detail: string }).code).toBe('bad-webhook-url');
      expect((res.body as { detail: string }).detail).toContain('WEBHOOK_ALLOW_PRIVATE=true');
      const page = await api(strict).get('/problems/bad-webhook-url');
      expect(page.text).toContain('WEBHOOK_ALLOW_PRIVATE');
    } finally {
      await strict.close();
    }
  });
});
