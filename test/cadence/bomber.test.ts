/**
 * Bomber by web at an email-like pace (issue 26 item 3), on a real database
 * with a ManualClock: the secret steps ask both seats at once, each with its
 * own clock, deadline, turn notice and reminder; a seat that runs out of
 * time under the default-move policy gets its step's safe default (ruling
 * E21), never a forfeit, which only the forfeit policy brings; a vacation
 * stops one side's clock while the other's runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { QUIET_ENV, advance, api, player, startSmtp, type Player, type SmtpSink } from '../notifications/support.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import { verify } from '../../src/kernel/engine.js';
import type { BomberState } from '../../src/rulesets/bomber/state.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tc = (onTimeout: PerMoveTimeControl['onTimeout']): PerMoveTimeControl => ({ kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 2 * 86_400, reminderSeconds: 6 * 3600, onTimeout, vacationAllowed: true });

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  // Notices for mail are written only where mail can go: a sink takes it.
  smtp = await startSmtp();
  t = await createTestApp({ env: { ...QUIET_ENV, SMTP_URL: smtp.url } }); // the service's own rulesets: Bomber
  await t.app.ready();
  t.clock.set('2026-03-02T09:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Table {
  readonly gameId: string;
  readonly us: Player;
  readonly de: Player;
}

/** A started Introductory Game under a time control, the American seat `us`'s, the German `de`'s. */
async function bomberGame(onTimeout: PerMoveTimeControl['onTimeout']): Promise<Table> {
  const [us, de] = [await player(t), await player(t)];
  const created = await api(t).post('/games').set(us.auth).send({ ruleset: 'bomber', options: { scenario: 'introductory-paris' }, seat: 'american', timeControl: tc(onTimeout) });
  expect(created.status, created.text).toBe(201);
  const gameId = (created.body as { id: string }).id;
  expect((await api(t).post(`/games/${gameId}/seats`).set(de.auth).send({ seat: 'german' })).status).toBe(200);
  expect((await api(t).post(`/games/${gameId}/start`).set(us.auth)).status).toBe(200);
  return { gameId, us, de };
}

async function stateOf(gameId: string): Promise<BomberState> {
  return (await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as BomberState;
}
const events = async (gameId: string) => (await t.ctx.store.read(gameId)).map((e) => e.event as { type: string; seat?: string; side?: string; policy?: string; step?: string });
async function clocks(gameId: string) {
  const res = await api(t).get(`/games/${gameId}/clocks`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { clocks: { seat: string; running: boolean; deadline: string | null; onVacation: boolean }[] }).clocks;
}
async function outbox(gameId: string, kind: string): Promise<{ account_id: string; payload: { seat?: string; deadline?: string; version: number } }[]> {
  const { rows } = await t.ctx.db.pool.query<{ account_id: string; payload: { seat?: string; deadline?: string; version: number } }>('SELECT account_id, payload FROM outbox WHERE game_id = $1 AND kind = $2 ORDER BY id', [gameId, kind]);
  return rows;
}
const awaiting = async (gameId: string) => ((await api(t).get(`/games/${gameId}`)).body as { awaiting: string[] }).awaiting;

/** Lets every running clock run out, a day at a time, until `done` holds of the state (or the game ends). */
async function timeOutUntil(gameId: string, done: (s: BomberState) => boolean): Promise<void> {
  for (let day = 0; day < 200; day++) {
    const s = await stateOf(gameId);
    if (done(s) || s.phase.kind === 'over') return;
    await advance(t, DAY);
    expect(await t.ctx.cadence.scheduler.runOnce()).toBeGreaterThan(0);
  }
  throw new Error('the clocks did not get there');
}

describe('Bomber by web', () => {
  it('asks both seats at once in a secret step: a clock, a deadline, a turn notice and a reminder each; the one that runs out gets the safe default', async () => {
    const { gameId, us, de } = await bomberGame('default-move');
    // The American's Target Cards run out of time first: the server keeps what may be kept and the game moves on.
    await timeOutUntil(gameId, (s) => s.phase.kind === 'air-status');
    const since = t.clock.now().getTime();
    expect(new Set(await awaiting(gameId))).toEqual(new Set(['american', 'german']));
    const running = await clocks(gameId);
    for (const seat of ['american', 'german']) expect(running.find((c) => c.seat === seat)).toMatchObject({ running: true, deadline: new Date(since + DAY).toISOString() });
    const version = (await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).version;
    const turns = (await outbox(gameId, 'turn')).filter((n) => n.payload.version === version);
    expect(turns.map((n) => [n.account_id, n.payload.seat, n.payload.deadline]).sort()).toEqual(
      [
        [us.id, 'american', new Date(since + DAY).toISOString()],
        [de.id, 'german', new Date(since + DAY).toISOString()],
      ].sort(),
    );

    await advance(t, 18 * HOUR);
    await t.ctx.cadence.scheduler.runOnce();
    expect(new Set((await outbox(gameId, 'reminder')).map((n) => n.account_id))).toEqual(new Set([us.id, de.id]));

    // The German submits in time; the American does not.
    const sent = await api(t).post(`/games/${gameId}/commands`).set(de.auth).send({ command: { type: 'submit-air-status' } });
    expect(sent.status, sent.text).toBe(200);
    expect(await awaiting(gameId)).toEqual(['american']);
    expect((await clocks(gameId)).find((c) => c.seat === 'german')!.running).toBe(false);
    await advance(t, 6 * HOUR);
    await t.ctx.cadence.scheduler.runOnce();
    const log = await events(gameId);
    expect(log.filter((e) => e.type === 'sortie.timed-out').map((e) => [e.seat, e.policy])).toEqual([
      ['american', 'default-move'],
      ['american', 'default-move'],
    ]);
    expect(log.filter((e) => e.type === 'submitted' && e.step === 'air-status').map((e) => e.side)).toEqual(['german', 'american']);
    expect((await stateOf(gameId)).phase.kind).toBe('map-setup');
    expect(log.map((e) => e.type)).not.toContain('sortie.forfeited');
  });

  it('left to its clocks, sets up, readies nothing, takes nothing off and plays on, never forfeited; the log verifies', async () => {
    const { gameId } = await bomberGame('default-move');
    await timeOutUntil(gameId, (s) => s.turn === 2 && s.phase.kind === 'movement');
    const log = await events(gameId);
    expect(log.filter((e) => e.type === 'submitted' && e.step === 'readiness')).toHaveLength(4);
    for (const type of ['plane-readied', 'air-unit-took-off', 'sortie.forfeited']) expect(log.map((e) => e.type)).not.toContain(type);
    expect(new Set(log.filter((e) => e.type === 'sortie.timed-out').map((e) => e.seat))).toEqual(new Set(['american', 'german']));
    expect(((await api(t).get(`/games/${gameId}`)).body as { status: string }).status).toBe('active');
    const meta = (await t.ctx.play.meta(gameId))!;
    expect(verify(meta.ruleset, meta.options, await t.ctx.store.read(gameId), meta.seed)).toMatchObject({ ok: true });
  });

  it('forfeits a seat out of time only under the forfeit policy', async () => {
    const { gameId, de } = await bomberGame('forfeit');
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    const game = (await api(t).get(`/games/${gameId}`)).body as { status: string };
    expect(game.status).toBe('finished');
    expect((await events(gameId)).find((e) => e.type === 'sortie.forfeited')).toMatchObject({ seat: 'american', winners: ['german'] });
    expect((await outbox(gameId, 'result')).map((n) => n.account_id)).toContain(de.id);
  });

  it("stops the clock of a side on vacation in a secret step while the other side's runs out", async () => {
    const { gameId, de } = await bomberGame('default-move');
    await timeOutUntil(gameId, (s) => s.phase.kind === 'air-status');
    expect((await api(t).post('/me/vacation').set(de.auth).send({ days: 3 })).status).toBe(201);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).find((c) => c.seat === 'german')).toMatchObject({ running: false, onVacation: true });
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    const log = await events(gameId);
    expect(log.filter((e) => e.type === 'submitted' && e.step === 'air-status').map((e) => e.side)).toEqual(['american']);
    expect(log.filter((e) => e.type === 'sortie.timed-out').map((e) => e.seat)).not.toContain('german');
    expect(await awaiting(gameId)).toEqual(['german']);
  });
});
