/** The notification routes: who may call them, what they accept, and paging the history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import type { TestApp } from '../support/test-app.js';
import { api, cadenceApp, dispatcherOver, player, PLAYER_PASSWORD, queue } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await cadenceApp();
  await t.app.ready();
});
afterAll(() => t?.close());

function problem(res: Response, status: number, code?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (code) expect((res.body as { code: string }).code).toBe(code);
}

describe('notification routes', () => {
  it('need a token', async () => {
    problem(await api(t).get('/me/notifications/preferences'), 401);
    problem(await api(t).put('/me/notifications/preferences').send({}), 401);
    problem(await api(t).get('/me/notifications/deliveries'), 401);
    problem(await api(t).get('/me/webhooks'), 401);
    problem(await api(t).post('/me/webhooks').send({ url: 'https://example.com/', password: PLAYER_PASSWORD }), 401);
  });

  it('answer the defaults, take preferences and refuse what cannot be used', async () => {
    const p = await player(t);
    const got = await api(t).get('/me/notifications/preferences').set(p.auth);
    expect(got.body).toMatchObject({ channels: { turn: { email: true, webhook: true }, 'webhook-disabled': { email: true, webhook: true } }, quietHours: null });
    problem(await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours: { start: '22:00', end: '07:00', timeZone: 'Atlantis/Capital' } }), 400, 'bad-time-zone');
    problem(await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours: { start: '24:00', end: '07:00', timeZone: 'UTC' } }), 400, 'invalid-request');
    problem(await api(t).put('/me/notifications/preferences').set(p.auth).send({ channels: { gossip: { email: true } } }), 400, 'invalid-request');
    const put = await api(t).put('/me/notifications/preferences').set(p.auth).send({ channels: { turn: { webhook: false } }, quietHours: { start: '23:00', end: '06:00', timeZone: 'Asia/Tokyo' } });
    expect(put.status, put.text).toBe(200);
    const again = await api(t).get('/me/notifications/preferences').set(p.auth);
    expect(again.body).toMatchObject({ channels: { turn: { email: true, webhook: false } }, quietHours: { start: '23:00', end: '06:00', timeZone: 'Asia/Tokyo' } });
    // A zone is kept as IANA spells it, whatever the case it was typed in (found by review).
    expect((await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours: { start: '23:00', end: '06:00', timeZone: 'europe/berlin' } })).status).toBe(200);
    expect((await api(t).get('/me/notifications/preferences').set(p.auth)).body).toMatchObject({ quietHours: { timeZone: 'Europe/Berlin' } });
  });

  it('add a webhook only with the password, 20 tries an hour: a stolen access token alone cannot have the notices sent on after it expires (found by review: one added with a copied token outlived a password change)', async () => {
    const p = await player(t);
    problem(await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/thief' }), 400, 'invalid-request');
    problem(await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/thief', password: 'a guess' }), 403, 'wrong-password');
    expect(((await api(t).get('/me/webhooks').set(p.auth)).body as { webhooks: unknown[] }).webhooks).toHaveLength(0);
    for (let i = 1; i < 20; i++) expect((await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/thief', password: `guess ${i}` })).status).toBe(403);
    const limited = await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/mine', password: PLAYER_PASSWORD });
    problem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keep webhook endpoints per account: http(s) only, at most five, each removable by its owner alone', async () => {
    const p = await player(t);
    const other = await player(t);
    problem(await api(t).post('/me/webhooks').set(p.auth).send({ url: 'ftp://files.example.com/in', password: PLAYER_PASSWORD }), 422, 'bad-webhook-url');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api(t).post('/me/webhooks').set(p.auth).send({ url: `https://hooks.example.com/${i}`, password: PLAYER_PASSWORD });
      expect(res.status, res.text).toBe(201);
      expect((res.body as { secret: string }).secret).toMatch(/^whsec_/);
      ids.push((res.body as { webhook: { id: string } }).webhook.id);
    }
    problem(await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/6', password: PLAYER_PASSWORD }), 409, 'too-many-webhooks');
    const listed = await api(t).get('/me/webhooks').set(p.auth);
    expect((listed.body as { webhooks: { id: string }[] }).webhooks.map((w) => w.id).sort()).toEqual([...ids].sort());
    expect(listed.text).not.toContain('whsec_');
    problem(await api(t).delete(`/me/webhooks/${ids[0]}`).set(other.auth), 404);
    expect((await api(t).delete(`/me/webhooks/${ids[0]}`).set(p.auth)).status).toBe(204);
    problem(await api(t).delete(`/me/webhooks/${ids[0]}`).set(p.auth), 404);
    problem(await api(t).post(`/me/webhooks/${ids[1]}/enable`).set(other.auth), 404);
  });

  it('enable an endpoint that is enabled already without wiping its failures, so that it cannot be kept from being disabled that way (found by review)', async () => {
    const p = await player(t);
    const hook = ((await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/flaky', password: PLAYER_PASSWORD })).body as { webhook: { id: string } }).webhook;
    await t.ctx.db.pool.query('UPDATE webhook_endpoints SET consecutive_failures = 2 WHERE id = $1', [hook.id]);
    const enabled = await api(t).post(`/me/webhooks/${hook.id}/enable`).set(p.auth);
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 2 });
  });

  it('keep at most five webhook endpoints however many are added at once (found by review)', async () => {
    const p = await player(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api(t).post('/me/webhooks').set(p.auth).send({ url: `https://hooks.example.com/race/${i}`, password: PLAYER_PASSWORD })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of answers.filter((a) => a.status !== 201)) problem(r, 409, 'too-many-webhooks');
    expect(((await api(t).get('/me/webhooks').set(p.auth)).body as { webhooks: unknown[] }).webhooks).toHaveLength(5);
  });

  it('limit invitations per address, so that names cannot be tried there faster than at registration', async () => {
    const host = await player(t);
    const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, visibility: 'public', seat: 'a' });
    expect(created.status, created.text).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 31 && !statuses.includes(429); i++) statuses.push((await api(t).post(`/games/${(created.body as { id: string }).id}/invitations`).set(host.auth).send({ name: `nobody-${i}` })).status);
    // This file's other tests invite nobody, so all 30 of the hour are this test's.
    expect(statuses).toEqual([...Array<number>(30).fill(404), 429]);
    problem(await api(t).post(`/games/${(created.body as { id: string }).id}/invitations`).set(host.auth).send({ name: 'nobody-again' }), 429, 'rate-limited');
  });

  it('page the delivery history newest first', async () => {
    const p = await player(t);
    await api(t).post('/me/webhooks').set(p.auth).send({ url: 'https://hooks.example.com/h', password: PLAYER_PASSWORD });
    await queue(t, Array.from({ length: 3 }, (_, i) => ({ accountId: p.id, gameId: null, kind: 'invitation', payload: { i } })));
    await dispatcherOver(t, { email: null, webhook: { post: async () => {} } }).runOnce();
    const page1 = await api(t).get('/me/notifications/deliveries?limit=2').set(p.auth);
    const body1 = page1.body as { deliveries: { id: string; status: string }[]; next: string };
    expect(body1.deliveries).toHaveLength(2);
    expect(body1.deliveries.every((d) => d.status === 'delivered')).toBe(true);
    expect(Number(body1.deliveries[0]!.id)).toBeGreaterThan(Number(body1.deliveries[1]!.id));
    expect(body1.next).toBe(body1.deliveries[1]!.id);
    const page2 = await api(t).get(`/me/notifications/deliveries?limit=2&before=${body1.next}`).set(p.auth);
    expect(page2.body).toMatchObject({ deliveries: [{ channel: 'webhook', target: 'https://hooks.example.com/h' }], next: null });
    const stranger = await player(t);
    expect((await api(t).get('/me/notifications/deliveries').set(stranger.auth)).body).toEqual({ deliveries: [], next: null });
  });
});
