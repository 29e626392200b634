/**
 * An idempotent replay answers the very bytes of the first answer: its
 * stored text, not the stored value serialised again (PostgreSQL's jsonb
 * keeps an object's keys in an order of its own, so a value read back and
 * written out came out with the keys of free-form parts, such as a Bommerz
 * command in an event, in another order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectProblem, http, register, type ApiAccount } from './support.js';

let t: TestApp;
let me: ApiAccount;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  me = await register(t);
});
afterAll(() => t?.close());

async function soloGame(): Promise<string> {
  const created = await http(t).post('/games').set(me.auth).send({ ruleset: 'bommerz', options: { players: 1 }, seat: 'ork1' });
  expect(created.status, created.text).toBe(201);
  return (created.body as { id: string }).id;
}

async function firstOption(gameId: string): Promise<unknown> {
  const prompts = await http(t).get(`/games/${gameId}/prompts`).set(me.auth);
  return (prompts.body as { prompts: { seat: string; options?: unknown[] }[] }).prompts.find((p) => p.options)!.options![0];
}

describe('idempotent replays', () => {
  it('answer each command of a game again with the bytes of its first answer', async () => {
    const gameId = await soloGame();
    // Commands of every kind the game's first turns prompt (their options' keys are in no order jsonb would keep).
    for (let i = 0; i < 40; i++) {
      const body = { command: await firstOption(gameId) };
      const first = await http(t).post(`/games/${gameId}/commands`).set(me.auth).set('idempotency-key', `exact-${i}`).send(body);
      expect(first.status, first.text).toBe(200);
      const again = await http(t).post(`/games/${gameId}/commands`).set(me.auth).set('idempotency-key', `exact-${i}`).send(body);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.text, `command ${i}: ${JSON.stringify(body)}`).toBe(first.text);
      if ((first.body as { outcome: unknown }).outcome !== null) break;
    }
  });

  it('answer a refusal kept under a key again with the bytes of the first refusal', async () => {
    const gameId = await soloGame();
    // A command of the ruleset's, but not one the first prompt offers.
    const body = { command: { type: 'move', craft: 'b1', to: '1B' } };
    const first = await http(t).post(`/games/${gameId}/commands`).set(me.auth).set('idempotency-key', 'exact-refusal').send(body);
    expectProblem(first, 422);
    const again = await http(t).post(`/games/${gameId}/commands`).set(me.auth).set('idempotency-key', 'exact-refusal').send(body);
    expectProblem(again, 422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.text).toBe(first.text);
  });
});
