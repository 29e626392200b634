/**
 * An append writes a turn or a result only for an account some channel
 * takes it to (src/notifications/reach.ts): the streams tell of them from
 * the game's row, so for anyone else the row would be written, fanned out
 * to nothing and kept for the history's 30 days.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { cadenceApp, player, startRace, type Player } from './support.js';

let mailing: TestApp;
let silent: TestApp;
beforeAll(async () => {
  // Nothing listens at port 9: these tests look at the outbox, not at what is sent.
  [mailing, silent] = await Promise.all([cadenceApp({ SMTP_URL: 'smtp://127.0.0.1:9' }), cadenceApp()]);
});
afterAll(async () => {
  await mailing?.close();
  await silent?.close();
});

/** The accounts the turn notices of a new race game's start were written for. */
async function turnRows(t: TestApp, a: Player, b: Player): Promise<string[]> {
  const gameId = await startRace(t, a, b);
  const { rows } = await t.ctx.db.pool.query<{ account_id: string }>("SELECT account_id FROM outbox WHERE game_id = $1 AND kind = 'turn'", [gameId]);
  return rows.map((r) => r.account_id);
}

async function webhook(t: TestApp, p: Player, disabled = false): Promise<void> {
  await t.ctx.db.pool.query('INSERT INTO webhook_endpoints (id, account_id, url, secret, disabled_at) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), p.id, 'https://hooks.example.com/x', 'x', disabled ? new Date() : null]);
}

async function turnByEmail(t: TestApp, p: Player, on: boolean): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: '/me/notifications/preferences', headers: p.auth, payload: { channels: { turn: { email: on, webhook: true } } } });
  if (res.statusCode !== 200) throw new Error(`preferences: ${res.statusCode} ${res.body}`);
}

/** Both seats of a race game as one account, so that whichever seat moves first, the turn notice is that account's. */
async function firstTurnFor(t: TestApp, p: Player): Promise<boolean> {
  return (await turnRows(t, p, p)).includes(p.id);
}

describe('turn and result notices', () => {
  it('are written for a verified address that wants them, when the service sends mail', async () => {
    expect(await firstTurnFor(mailing, await player(mailing))).toBe(true);
    expect(await firstTurnFor(silent, await player(silent))).toBe(false);
  });

  it('are not written for an unverified address, nor for one that turned turn mails off', async () => {
    expect(await firstTurnFor(mailing, await player(mailing, undefined, { verified: false }))).toBe(false);
    const off = await player(mailing);
    await turnByEmail(mailing, off, false);
    expect(await firstTurnFor(mailing, off)).toBe(false);
  });

  it('are written for an enabled webhook, mail or not, and not for a disabled one', async () => {
    const hooked = await player(silent, undefined, { verified: false });
    await webhook(silent, hooked);
    expect(await firstTurnFor(silent, hooked)).toBe(true);
    const disabled = await player(silent, undefined, { verified: false });
    await webhook(silent, disabled, true);
    expect(await firstTurnFor(silent, disabled)).toBe(false);
  });
});
