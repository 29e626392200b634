/** A player's own data (docs/api.md, *Your own data*): the export, and closing the account. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register, startedRace } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await raceApp();
});
afterAll(() => t?.close());

const PASSWORD = 'correct horse battery';

it('the export holds the account, its seats, its messages, settings and webhooks, and no secret', async () => {
  const [a, b] = [await register(t), await register(t)];
  const { id } = await startedRace(t, a, b);
  expect((await http(t).post(`/games/${id}/messages`).set(a.auth).send({ text: 'gg', to: 'b' })).status).toBe(204);
  const hook = await http(t).post('/me/webhooks').set(a.auth).send({ url: 'https://hooks.example.com/sortie', password: PASSWORD });
  expect(hook.status, hook.text).toBe(201);
  const secret = (hook.body as { secret: string }).secret;
  expect((await http(t).put(`/me/blocks/${b.name}`).set(a.auth)).status).toBe(204);
  const res = await http(t).get('/me/export').set(a.auth);
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({
    account: { id: a.id, name: a.name },
    seats: [{ gameId: id, seat: 'a', ruleset: 'race', status: 'active' }],
    messages: [{ gameId: id, seat: 'a', to: 'b', text: 'gg' }],
    webhooks: [{ url: 'https://hooks.example.com/sortie' }],
    blocked: [b.name],
  });
  expect((res.body as { notifications: unknown }).notifications).toBeTruthy();
  for (const hidden of [secret, a.token, a.refreshToken, 'scrypt']) expect(res.text).not.toContain(hidden);
  expect(res.text).not.toMatch(/secret|password/i);
});

it('closing the account: a wrong password changes nothing; then sessions end, sign-in is refused, the games show "a former player" and still verify', async () => {
  const [a, b] = [await register(t), await register(t)];
  const { id } = await startedRace(t, a, b, { target: 1 });
  expect((await http(t).post(`/games/${id}/messages`).set(a.auth).send({ text: 'farewell' })).status).toBe(204);
  const mover = (((await http(t).get(`/games/${id}/prompts`)).body as { prompts: { seat: string }[] }).prompts[0]!.seat === 'a' ? a : b);
  expect((await http(t).post(`/games/${id}/commands`).set(mover.auth).send({ command: { type: 'roll' } })).status).toBe(200);

  expectProblem(await http(t).delete('/me').set(a.auth).send({ password: 'not the password' }), 403, 'wrong-password');
  expectProblem(await http(t).delete('/me').set(a.auth).send({}), 400, 'invalid-request');
  expect((await http(t).get('/me').set(a.auth)).status).toBe(200);

  expect((await http(t).delete('/me').set(a.auth).send({ password: PASSWORD })).status).toBe(204);
  expectProblem(await http(t).get('/me').set(a.auth), 401);
  expectProblem(await http(t).post('/auth/login').send({ name: a.name, password: PASSWORD }), 401, 'bad-credentials');
  expectProblem(await http(t).post('/auth/refresh').send({ refreshToken: a.refreshToken }), 401);

  const game = (await http(t).get(`/games/${id}`)).body as { seats: { seat: string; player: { name: string } | null }[]; createdBy: { name: string } };
  expect(game.seats.find((s) => s.seat === 'a')!.player!.name).toBe('a former player');
  expect(game.createdBy.name).toBe('a former player');
  const messages = (await http(t).get(`/games/${id}/messages`).set(b.auth)).body as { messages: { author: string; text: string }[] };
  expect(messages.messages).toEqual([expect.objectContaining({ author: 'a former player', text: 'farewell' })]);
  const verification = await http(t).get(`/games/${id}/verification`);
  expect(verification.body).toMatchObject({ ok: true, chain: { ok: true }, replay: { ok: true } });
  // The name is free again, for someone else.
  expect((await http(t).post('/accounts').send({ name: a.name, password: 'another long password' })).status).toBe(201);
});
