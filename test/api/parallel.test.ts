/**
 * Reliability: 50 commands sent at once over HTTP to one game. Clients that
 * get a 409 re-read and retry, as a real client would. The log must come out
 * contiguous with each command in it exactly once. Meant for the real
 * PostgreSQL (DATABASE_URL), where the pool has many connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { http, raceApp, register, startedRace, turnOf, type ApiAccount } from './support.js';

let t: TestApp;
let a: ApiAccount;
let b: ApiAccount;

beforeAll(async () => {
  t = await raceApp();
  [a, b] = [await register(t), await register(t)];
});
afterAll(() => t?.close());

const PARALLEL = 50;

async function checkLog(gameId: string, startVersion: number, texts: readonly string[]): Promise<void> {
  const log = await t.ctx.store.read(gameId);
  expect(log.map((e) => e.seq)).toEqual(Array.from({ length: startVersion + PARALLEL }, (_, i) => i + 1));
  const written = log.filter((e) => e.event.type === 'noted').map((e) => (e.event as unknown as { text: string }).text);
  expect([...written].sort()).toEqual([...texts].sort());
  for (let i = 1; i < log.length; i++) expect(log[i]!.prevHash).toBe(log[i - 1]!.hash);
}

describe(`${PARALLEL} parallel commands on one game`, () => {
  it('with expected versions, retrying 409s: contiguous, none lost, none doubled', async () => {
    const { id } = await startedRace(t, a, b);
    const { seat, version: start } = await turnOf(t, id);
    const mover = seat === 'a' ? a : b;
    const texts = Array.from({ length: PARALLEL }, (_, i) => `note ${i}`);
    const conflicts = await Promise.all(
      texts.map(async (text) => {
        let expectedVersion = start;
        for (let attempt = 0; attempt < 500; attempt++) {
          const res = await http(t).post(`/games/${id}/commands`).set(mover.auth).send({ command: { type: 'note', text }, expectedVersion });
          if (res.status === 200) return attempt;
          expect(res.status, res.text).toBe(409);
          expectedVersion = (res.body as { currentVersion: number }).currentVersion;
        }
        throw new Error(`${text} never got in`);
      }),
    );
    await checkLog(id, start, texts);
    expect(conflicts.some((n) => n > 0)).toBe(true);
  });

  it('without expected versions, with idempotency keys, retrying whatever fails: still exactly once each', async () => {
    const { id } = await startedRace(t, a, b);
    const { seat, version: start } = await turnOf(t, id);
    const mover = seat === 'a' ? a : b;
    const texts = Array.from({ length: PARALLEL }, (_, i) => `keyed-${i}`);
    await Promise.all(
      texts.map(async (text) => {
        for (let attempt = 0; attempt < 500; attempt++) {
          // The first try of every other command is sent twice at once, as a client that timed out and retried would.
          const send = () => http(t).post(`/games/${id}/commands`).set(mover.auth).set('idempotency-key', text).send({ command: { type: 'note', text } });
          const answers = await Promise.all(attempt === 0 && text.endsWith('0') ? [send(), send()] : [send()]);
          for (const res of answers) expect([200, 409], res.text).toContain(res.status);
          if (answers.some((res) => res.status === 200)) return;
        }
        throw new Error(`${text} never got in`);
      }),
    );
    await checkLog(id, start, texts);
  });
});
