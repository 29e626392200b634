/**
 * A game of several seats waits, once every seat is taken, for one of its
 * players to start it: its other players get a `ready` notice (mail, webhook,
 * personal stream) and find it in GET /games?waitingForMe=true. Found by
 * review: such a game sat idle, and nobody was told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { advance, api, mailingApp, player, type Player, type SmtpSink } from './support.js';

let t: TestApp;
let smtp: SmtpSink;
let close: (() => Promise<void>) | undefined;
let base: string;

beforeAll(async () => {
  ({ t, smtp, close } = await mailingApp());
  base = await t.listen();
});
afterAll(() => close?.());

/** A race game `creator` made and sat down in, as seat a. */
async function openRace(creator: Player): Promise<string> {
  const created = await api(t).post('/games').set(creator.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a' });
  expect(created.status, created.text).toBe(201);
  return (created.body as { id: string }).id;
}

const waitingFor = async (p: Player) => ((await api(t).get('/games?waitingForMe=true').set(p.auth)).body as { games: { id: string }[] }).games.map((g) => g.id);
const history = async (p: Player) => ((await api(t).get('/me/notifications/deliveries').set(p.auth)).body as { deliveries: { kind: string; status: string; lastError: string | null }[] }).deliveries;
const readyRows = async (gameId: string) => (await t.ctx.db.pool.query<{ account_id: string; payload: { from?: string } }>("SELECT account_id, payload FROM outbox WHERE game_id = $1 AND kind = 'ready'", [gameId])).rows;

describe('a game whose last seat is taken', () => {
  it('tells its other players, by mail and on the personal stream, and waits for them in waitingForMe', async () => {
    const [alice, bob] = [await player(t), await player(t)];
    const gameId = await openRace(alice);
    const halfFull = await openRace(alice);
    expect(await waitingFor(alice)).not.toContain(gameId);
    const stream = await StreamClient.open(base, '/me/stream', alice.auth.authorization.slice('Bearer '.length));
    try {
      await stream.next('hello');
      expect((await api(t).post(`/games/${gameId}/seats`).set(bob.auth).send({ seat: 'b' })).status).toBe(200);
      expect(await stream.next('notice', (m) => m.gameId === gameId)).toEqual({ type: 'notice', kind: 'ready', gameId, from: bob.name });
    } finally {
      await stream.close();
    }
    expect((await readyRows(gameId)).map((r) => [r.account_id, r.payload.from])).toEqual([[alice.id, bob.name]]);
    expect(await waitingFor(alice)).toContain(gameId);
    expect(await waitingFor(bob)).toContain(gameId);
    expect(await waitingFor(alice)).not.toContain(halfFull);
    await t.ctx.dispatcher.runOnce();
    const mail = smtp.mails.find((m) => m.to.includes(alice.email) && m.subject.startsWith('Ready to start'));
    expect(mail?.text).toContain(`${bob.name} took the last seat`);
    expect(smtp.mails.filter((m) => m.to.includes(bob.email) && m.subject.startsWith('Ready'))).toEqual([]);
    // Started, it waits for whoever must move, as any game in play.
    expect((await api(t).post(`/games/${gameId}/start`).set(bob.auth)).status).toBe(200);
    expect([await waitingFor(alice), await waitingFor(bob)].filter((ids) => ids.includes(gameId))).toHaveLength(1);
  });

  it('is told once an hour at most, and not once a seat is free again (found by review: a seat taken and freed over and over sent a mail each time)', async () => {
    const [erin, mallory] = [await player(t), await player(t)];
    const gameId = await openRace(erin);
    for (let i = 0; i < 5; i++) {
      expect((await api(t).post(`/games/${gameId}/seats`).set(mallory.auth).send({ seat: 'b' })).status).toBe(200);
      expect((await api(t).delete(`/games/${gameId}/seats/b`).set(mallory.auth)).status).toBe(204);
    }
    expect(await readyRows(gameId)).toHaveLength(1);
    await t.ctx.dispatcher.runOnce();
    expect(smtp.mails.filter((m) => m.to.includes(erin.email) && m.subject.startsWith('Ready'))).toEqual([]);
  });

  it('is not sent to a player who is no longer in the game (found by review: a notice held by quiet hours went out once the game was full again, to a player freed from a private game)', async () => {
    t.clock.set('2026-03-10T20:00:00Z'); // 21:00 in Berlin
    const [owner, bob, carol, dave] = [await player(t), await player(t), await player(t), await player(t)];
    const created = await api(t).post('/games').set(owner.auth).send({ ruleset: 'race', name: 'Owner and friends', options: { target: 100 }, visibility: 'private' });
    expect(created.status, created.text).toBe(201);
    const { id: gameId, inviteCode } = created.body as { id: string; inviteCode: string };
    expect((await api(t).put('/me/notifications/preferences').set(bob.auth).send({ quietHours: { start: '21:00', end: '07:30', timeZone: 'Europe/Berlin' } })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/seats`).set(bob.auth).send({ seat: 'a', inviteCode })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/seats`).set(carol.auth).send({ seat: 'b', inviteCode })).status).toBe(200);
    await t.ctx.dispatcher.runOnce();
    expect((await history(bob)).find((d) => d.kind === 'ready')).toMatchObject({ status: 'waiting' });
    // In the night the creator frees bob's seat, and dave takes it: the game is full again, without bob.
    expect((await api(t).delete(`/games/${gameId}/seats/a`).set(owner.auth)).status).toBe(204);
    expect((await api(t).post(`/games/${gameId}/seats`).set(dave.auth).send({ seat: 'a', inviteCode })).status).toBe(200);
    expect((await api(t).get(`/games/${gameId}`).set(bob.auth)).status).toBe(404);
    await advance(t, 11 * 3600_000); // 08:00
    await t.ctx.dispatcher.runOnce();
    expect(smtp.mails.filter((m) => m.to.includes(bob.email) && m.subject.startsWith('Ready'))).toEqual([]);
    expect((await history(bob)).find((d) => d.kind === 'ready')).toMatchObject({ status: 'skipped', lastError: 'no longer current' });
  });

  it('is not announced once the game has started before the notice goes out', async () => {
    const [carol, dave] = [await player(t), await player(t)];
    const gameId = await openRace(carol);
    expect((await api(t).post(`/games/${gameId}/seats`).set(dave.auth).send({ seat: 'b' })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/start`).set(dave.auth)).status).toBe(200);
    await t.ctx.dispatcher.runOnce();
    expect(smtp.mails.filter((m) => m.to.includes(carol.email) && m.subject.startsWith('Ready'))).toEqual([]);
    const history = (await api(t).get('/me/notifications/deliveries').set(carol.auth)).body as { deliveries: { kind: string; status: string; lastError: string | null }[] };
    expect(history.deliveries.filter((d) => d.kind === 'ready')).toMatchObject([{ status: 'skipped', lastError: 'no longer current' }]);
  });
});
