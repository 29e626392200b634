/**
 * The dispatcher against a real SMTP server and a real HTTP receiver on
 * loopback: mails and signed webhooks go out, retries back off, a dead
 * endpoint is disabled and its owner told, a crash loses nothing, and two
 * dispatchers never send one delivery twice. The clock is a ManualClock:
 * nothing here sleeps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { verifySignature } from '../../src/notifications/signing.js';
import { secretSealer } from '../../src/notifications/secret-sealing.js';
import { httpWebhookSender, type WebhookSender } from '../../src/notifications/webhook-channel.js';
import { advance, api, cadenceApp, dispatcherOver, type HookReceiver, mailingApp, player, PLAYER_PASSWORD, type Player, queue, type SmtpSink, startRace } from './support.js';
import type { GameCommand } from '../../src/kernel/ruleset.js';

let smtp: SmtpSink;
let receiver: HookReceiver;
let t: TestApp;

let close: (() => Promise<void>) | undefined;

beforeAll(async () => ({ t, smtp, receiver, close } = await mailingApp()));
afterAll(() => close?.());
beforeEach(() => {
  receiver.status = () => 204;
});

interface Delivery {
  id: string;
  kind: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  gameId: string | null;
}

async function history(p: Player): Promise<Delivery[]> {
  const res = await api(t).get('/me/notifications/deliveries').set(p.auth);
  expect(res.status, res.text).toBe(200);
  return (res.body as { deliveries: Delivery[] }).deliveries;
}

async function addWebhook(p: Player, path: string): Promise<{ id: string; secret: string }> {
  const res = await api(t).post('/me/webhooks').set(p.auth).send({ url: `${receiver.url}${path}`, password: PLAYER_PASSWORD });
  expect(res.status, res.text).toBe(201);
  const body = res.body as { webhook: { id: string }; secret: string };
  return { id: body.webhook.id, secret: body.secret };
}

const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));
const hooksAt = (path: string) => receiver.received.filter((h) => h.path === path);

describe('email', () => {
  it("names a game its creator named in the subject and the text", async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b);
    await t.ctx.db.prisma.game.update({ where: { id: gameId }, data: { name: 'Friday river run' } });
    const first = (await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: string };
    const waiting = first.turn === 'a' ? b : a;
    expect((await t.ctx.play.execute(gameId, first.turn, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(waiting).map((m) => m.subject)).toEqual(['Your turn in “Friday river run”']);
    expect(mailsTo(waiting)[0]!.text).toContain('in your game “Friday river run” of Race (test ruleset).');
  });

  it('tells a player who is not connected that it is their turn, with a link to the game; a connected player gets no mail', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b);
    const first = (await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: string };
    const [mover, waiting] = first.turn === 'a' ? [a, b] : [b, a];
    const second = first.turn === 'a' ? 'b' : 'a';
    // The first mover's turn notice was written with the start, while they were connected; the other's comes with the first move.
    const release = t.ctx.presence.join(mover.id);
    await t.ctx.dispatcher.runOnce();
    release();
    expect((await t.ctx.play.execute(gameId, first.turn, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();

    expect(mailsTo(waiting)).toHaveLength(1);
    expect(mailsTo(waiting)[0]!.subject).toBe('Your turn in Race (test ruleset)');
    expect(mailsTo(waiting)[0]!.text).toContain(`(Racer ${second.toUpperCase()}, you)`);
    expect(mailsTo(waiting)[0]!.text).toContain(`https://sortie.test/play/games/${gameId}`);
    expect(mailsTo(mover)).toHaveLength(0);
    expect(await history(waiting)).toMatchObject([{ kind: 'turn', channel: 'email', target: waiting.email, status: 'delivered', attempts: 1, gameId }]);
    expect(await history(mover)).toMatchObject([{ kind: 'turn', channel: 'email', status: 'skipped', lastError: 'recipient connected' }]);
  });

  it('mails reminders, timeouts and invitations to a connected player too: a stream pushes them only as they happen, and never replays them', async () => {
    const p = await player(t);
    const release = t.ctx.presence.join(p.id);
    await queue(t, [
      { accountId: p.id, gameId: null, kind: 'invitation', payload: {} },
      { accountId: p.id, gameId: null, kind: 'reminder', payload: { seat: 'a', deadline: '2026-01-11T12:00:00.000Z' } },
      { accountId: p.id, gameId: null, kind: 'turn', payload: { seat: 'a' } },
    ]);
    await t.ctx.dispatcher.runOnce();
    release();
    expect(mailsTo(p).map((m) => m.subject).sort()).toEqual(['An invitation to play a game', 'Reminder: your move in a game is due soon']);
    expect((await history(p)).map((d) => [d.kind, d.status]).sort()).toEqual([
      ['invitation', 'delivered'],
      ['reminder', 'delivered'],
      ['turn', 'skipped'],
    ]);
  });

  it('holds a notice through quiet hours and sends it when they end, in the account\'s time zone', async () => {
    const p = await player(t);
    t.clock.set('2026-01-10T22:30:00Z'); // 23:30 in Berlin
    const put = await api(t)
      .put('/me/notifications/preferences')
      .set(p.auth)
      .send({ quietHours: { start: '22:00', end: '07:30', timeZone: 'Europe/Berlin' } });
    expect(put.status, put.text).toBe(200);
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: { from: 'someone' } }]);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toHaveLength(0);
    expect(await history(p)).toMatchObject([{ kind: 'invitation', status: 'waiting', attempts: 0, nextAttemptAt: '2026-01-11T06:30:00.000Z' }]);
    t.clock.set('2026-01-11T06:29:59Z');
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toHaveLength(0);
    t.clock.set('2026-01-11T06:30:00Z');
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toMatchObject([{ subject: 'An invitation to play a game' }]);
  });

  it('drops a held turn notice that the game has overtaken: a turn played meanwhile is not announced, a turn that came back is announced once', async () => {
    t.clock.set('2026-02-10T22:30:00Z'); // 23:30 in Berlin
    const [a, b] = [await player(t), await player(t)];
    for (const p of [a, b]) {
      const put = await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours: { start: '22:00', end: '07:30', timeZone: 'Europe/Berlin' } });
      expect(put.status, put.text).toBe(200);
    }
    const gameId = await startRace(t, a, b);
    const first = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: 'a' | 'b' }).turn;
    const [mover, waiting] = first === 'a' ? [a, b] : [b, a];
    const second = first === 'a' ? 'b' : 'a';
    await t.ctx.dispatcher.runOnce();
    expect(await history(mover)).toMatchObject([{ kind: 'turn', status: 'waiting' }]);
    // In the night, the mover plays (from the web, say), and the other answers: the turn is the mover's again.
    expect((await t.ctx.play.execute(gameId, first, { type: 'roll' })).ok).toBe(true);
    expect((await t.ctx.play.execute(gameId, second, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(mover)).toHaveLength(0);

    await advance(t, 8 * 3600_000); // 07:30 in Berlin
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(mover)).toHaveLength(1);
    expect(mailsTo(waiting)).toHaveLength(0);
    const [newer, older] = await history(mover);
    expect(newer).toMatchObject({ kind: 'turn', status: 'delivered' });
    expect(older).toMatchObject({ kind: 'turn', status: 'skipped', lastError: 'no longer current' });
    expect(await history(waiting)).toMatchObject([{ kind: 'turn', status: 'skipped', lastError: 'no longer current' }]);
  });

  it('drops a held turn notice once its seat has played since, though the turn is still its own (found by review: a turn of several commands left it current)', async () => {
    t.clock.set('2026-02-12T22:30:00Z'); // 23:30 in Berlin
    const [a, b] = [await player(t), await player(t)];
    for (const p of [a, b]) expect((await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours: { start: '22:00', end: '07:30', timeZone: 'Europe/Berlin' } })).status).toBe(200);
    const gameId = await startRace(t, a, b);
    const first = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: 'a' | 'b' }).turn;
    const mover = first === 'a' ? a : b;
    await t.ctx.dispatcher.runOnce();
    expect(await history(mover)).toMatchObject([{ kind: 'turn', status: 'waiting' }]);
    // In the night the mover writes a note: a command of its own that leaves the turn with it.
    expect((await t.ctx.play.execute(gameId, first, { type: 'note', text: 'thinking' } as GameCommand)).ok).toBe(true);
    await advance(t, 8 * 3600_000); // 07:30 in Berlin
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(mover)).toHaveLength(0);
    expect(await history(mover)).toMatchObject([{ kind: 'turn', status: 'skipped', lastError: 'no longer current' }]);
  });

  it('drops a reminder whose deadline has passed by the time it would go (found by review): the timeout notice tells the rest', async () => {
    const [a, b] = [await player(t), await player(t)];
    const gameId = await startRace(t, a, b);
    const seat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: 'a' | 'b' }).turn;
    const mover = seat === 'a' ? a : b;
    await t.ctx.dispatcher.runOnce();
    const before = mailsTo(mover).length;
    const now = t.clock.now().getTime();
    await queue(t, [
      { accountId: mover.id, gameId, kind: 'reminder', payload: { gameId, seat, deadline: new Date(now - 1000).toISOString() } },
      { accountId: mover.id, gameId, kind: 'reminder', payload: { gameId, seat, deadline: new Date(now + 3600_000).toISOString() } },
    ]);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(mover).slice(before)).toHaveLength(1);
    expect((await history(mover)).filter((d) => d.kind === 'reminder').map((d) => [d.status, d.lastError]).sort()).toEqual([
      ['delivered', null],
      ['skipped', 'no longer current'],
    ]);
  });

  it('drops reminders and claim offers of a game that has ended, and still tells of its timeout', async () => {
    const [a, b] = [await player(t), await player(t)];
    const gameId = await startRace(t, a, b, null, 1);
    const first = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: 'a' | 'b' }).turn;
    expect((await t.ctx.play.execute(gameId, first, { type: 'roll' })).ok).toBe(true); // any roll reaches 1: the game is over
    await t.ctx.dispatcher.runOnce();
    const before = mailsTo(a).length;
    await queue(t, [
      { accountId: a.id, gameId, kind: 'reminder', payload: { gameId, seat: 'a', deadline: '2026-01-11T12:00:00.000Z' } },
      { accountId: a.id, gameId, kind: 'claimable', payload: { gameId, seat: 'a', against: 'b' } },
      { accountId: a.id, gameId, kind: 'timeout', payload: { gameId, seat: 'a', policy: 'forfeit' } },
    ]);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(a).slice(before).map((m) => m.subject)).toEqual([expect.stringContaining('ran out of time')]);
    expect((await history(a)).slice(0, 3).map((d) => [d.kind, d.status, d.lastError]).sort()).toEqual([
      ['claimable', 'skipped', 'no longer current'],
      ['reminder', 'skipped', 'no longer current'],
      ['timeout', 'delivered', null],
    ]);
  });

  it('drops a held claim offer once the seat out of time has moved after all, which voids the claim', async () => {
    t.clock.set('2026-03-10T20:00:00Z'); // 21:00 in Berlin
    const [a, b] = [await player(t), await player(t)];
    const night = { start: '22:00', end: '07:30', timeZone: 'Europe/Berlin' };
    const day = 86_400;
    const gameId = await startRace(t, a, b, { kind: 'per-move', perMoveSeconds: day, bankCapSeconds: 2 * day, reminderSeconds: 3600, onTimeout: 'claim', vacationAllowed: false });
    const lateSeat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: 'a' | 'b' }).turn;
    const [late, other] = lateSeat === 'a' ? [a, b] : [b, a];
    await advance(t, day * 1000); // 21:00 the next evening: the deadline, and the offer to claim
    await t.ctx.cadence.scheduler.runOnce();
    const put = await api(t).put('/me/notifications/preferences').set(other.auth).send({ quietHours: night });
    expect(put.status, put.text).toBe(200);
    await advance(t, 5400_000); // 22:30: quiet hours hold the offer
    await t.ctx.dispatcher.runOnce();
    expect((await history(other)).find((d) => d.kind === 'claimable')).toMatchObject({ status: 'waiting' });
    // In the night, the late seat moves after all: there is no claim any more.
    const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ command: { type: 'roll' } });
    expect(moved.status, moved.text).toBe(200);
    expect((await api(t).post(`/games/${gameId}/claim`).set(other.auth).send({ against: lateSeat })).status).toBe(422);

    await advance(t, 9 * 3600_000); // 07:30
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(other).map((m) => m.subject)).not.toContainEqual(expect.stringContaining('claim'));
    expect((await history(other)).find((d) => d.kind === 'claimable')).toMatchObject({ status: 'skipped', lastError: 'no longer current' });
  });

  it('sends nothing on a channel the account turned off for that kind', async () => {
    const p = await player(t);
    const put = await api(t).put('/me/notifications/preferences').set(p.auth).send({ channels: { result: { email: false } } });
    expect(put.status, put.text).toBe(200);
    expect((put.body as { channels: Record<string, unknown> }).channels.result).toEqual({ email: false, webhook: true });
    await queue(t, [
      { accountId: p.id, gameId: null, kind: 'result', payload: { summary: 'x' } },
      { accountId: p.id, gameId: null, kind: 'invitation', payload: {} },
    ]);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(p).map((m) => m.subject)).toEqual(['An invitation to play a game']);
  });
});

describe('invitations on the personal stream', () => {
  it("reach the invited account's open personal stream at once, with the game's code", async () => {
    const host = await player(t);
    const guest = await player(t);
    const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, visibility: 'private', seat: 'a' });
    expect(created.status, created.text).toBe(201);
    const { id: gameId, inviteCode } = created.body as { id: string; inviteCode: string };
    const stream = await StreamClient.open(await t.listen(), '/me/stream', guest.auth.authorization.slice('Bearer '.length));
    try {
      await stream.next('hello');
      expect((await api(t).post(`/games/${gameId}/invitations`).set(host.auth).send({ name: guest.name })).body).toEqual({ queued: true });
      expect(await stream.next('notice')).toEqual({ type: 'notice', kind: 'invitation', gameId, from: host.name, inviteCode });
    } finally {
      await stream.close();
    }
  });
});

describe('the dispatcher inside the service', () => {
  it('wakes on an append and mails the notice without being asked', async () => {
    // Polling every ten minutes: only the append's notice can wake it in time for this test.
    const live = await cadenceApp({ SMTP_URL: smtp.url, NOTIFY_POLL_MS: '600000' });
    try {
      const a = await player(live);
      const b = await player(live);
      const gameId = await startRace(live, a, b);
      const mail = await smtp.arrival((m) => m.text.includes(gameId));
      expect(mail.subject).toBe('Your turn in Race (test ruleset)');
      expect([a.email, b.email]).toContain(mail.to[0]);
    } finally {
      await live.close();
    }
  });
});

describe('links in notices', () => {
  it('go to the web client WEB_URL names', async () => {
    const live = await cadenceApp({ SMTP_URL: smtp.url, WEB_URL: 'https://play.sortie.test' });
    try {
      const a = await player(live);
      const b = await player(live);
      const gameId = await startRace(live, a, b);
      await live.ctx.dispatcher.runOnce();
      const mail = await smtp.arrival((m) => m.text.includes(gameId));
      expect(mail.text).toContain(`https://play.sortie.test/games/${gameId}`);
      expect(mail.text).toContain('https://play.sortie.test/me/notifications/preferences');
    } finally {
      await live.close();
    }
  });
});

describe('invitations', () => {
  it('go by email to the invited account, with the game\'s code, once; only a player invites, before the start', async () => {
    const host = await player(t);
    const guest = await player(t);
    const stranger = await player(t);
    const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, visibility: 'private', seat: 'a' });
    expect(created.status, created.text).toBe(201);
    const { id: gameId, inviteCode } = created.body as { id: string; inviteCode: string };
    const invite = (as: Player, name: string) => api(t).post(`/games/${gameId}/invitations`).set(as.auth).send({ name });
    expect((await invite(host, guest.name)).body).toEqual({ queued: true });
    expect((await invite(host, guest.name)).body).toEqual({ queued: false });
    expect((await invite(host, 'nobody-by-this-name')).status).toBe(404);
    expect((await invite(host, host.name)).status).toBe(409);
    expect((await invite(stranger, guest.name)).status).toBe(404); // a private game is not admitted to exist
    await t.ctx.dispatcher.runOnce();
    const mails = mailsTo(guest);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('An invitation to play Race (test ruleset)');
    expect(mails[0]!.text).toContain(`${host.name} invites you to a game of Race (test ruleset).`);
    expect(mails[0]!.text).toContain(`Invitation code: ${inviteCode}`);
    // The link opens the private game to the guest as it is: it carries the code (found by review: without it the game was a 404).
    const link = `https://sortie.test/play/games/${gameId}?inviteCode=${inviteCode}`;
    expect(mails[0]!.text).toContain(link);
    // The web client's page there reads the game with the code, as the API answers it.
    expect((await api(t).get(link.slice('https://sortie.test'.length)).set(guest.auth)).status).toBe(200);
    expect((await api(t).get(`/games/${gameId}?inviteCode=${inviteCode}`).set(guest.auth)).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/seats`).set(guest.auth).send({ seat: 'b', inviteCode })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/start`).set(host.auth)).status).toBe(200);
    expect((await invite(host, stranger.name)).status).toBe(409);
  });

  it('to a game cancelled before they went are not sent', async () => {
    const host = await player(t);
    const guest = await player(t);
    const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, visibility: 'private', seat: 'a' });
    const { id: gameId } = created.body as { id: string };
    expect((await api(t).post(`/games/${gameId}/invitations`).set(host.auth).send({ name: guest.name })).status).toBe(202);
    expect((await api(t).delete(`/games/${gameId}`).set(host.auth)).status).toBe(204);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(guest)).toEqual([]);
    expect((await history(guest)).filter((d) => d.kind === 'invitation')).toMatchObject([{ status: 'skipped', lastError: 'no longer current' }]);
  });

  it('queue one notice for an account and a game however many invitations race (found by review)', async () => {
    const host = await player(t);
    const guest = await player(t);
    for (let i = 0; i < 10; i++) {
      const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, seat: 'a' });
      const gameId = (created.body as { id: string }).id;
      const queued = await Promise.all(Array.from({ length: 6 }, () => t.ctx.notifications.invite(gameId, guest.id, { from: host.name, inviteCode: null })));
      expect(queued.filter(Boolean)).toHaveLength(1);
      const { rows } = await t.ctx.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE game_id = $1 AND account_id = $2 AND kind = 'invitation'", [gameId, guest.id]);
      expect(rows[0]!.n).toBe(1);
    }
  });
});

describe('webhooks', () => {
  it('POST signed JSON that the receiver verifies with the endpoint\'s secret', async () => {
    const a = await player(t);
    const b = await player(t);
    const secrets = new Map([
      ['/signed-a', (await addWebhook(a, '/signed-a')).secret],
      ['/signed-b', (await addWebhook(b, '/signed-b')).secret],
    ]);
    // At rest the secrets are sealed (WEBHOOK_SECRETS_KEY is set here): the database alone does not hold them.
    const { rows } = await t.ctx.db.pool.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE account_id = ANY($1::uuid[])', [[a.id, b.id]]);
    expect(rows).toHaveLength(2);
    for (const { secret } of rows) {
      expect(secret).toMatch(/^sealed1:/);
      for (const plain of secrets.values()) expect(secret).not.toContain(plain);
    }
    await startRace(t, a, b);
    await t.ctx.dispatcher.runOnce();
    const got = receiver.received.filter((h) => h.path.startsWith('/signed'));
    expect(got).toHaveLength(1); // the first mover's turn notice
    for (const h of got) {
      const hook = { secret: secrets.get(h.path)! };
      const now = Math.floor(t.clock.now().getTime() / 1000);
      expect(verifySignature(hook.secret, String(h.headers['sortie-signature']), h.body, now)).toBe(true);
      expect(verifySignature('whsec_wrong', String(h.headers['sortie-signature']), h.body, now)).toBe(false);
      expect(h.headers['content-type']).toBe('application/json');
      const body = JSON.parse(h.body) as { id: string; kind: string; url: string };
      expect(body.id).toBe(h.headers['sortie-delivery']);
      expect(body.kind).toBe(h.headers['sortie-event']);
    }
    expect(got.map((h) => (JSON.parse(h.body) as { kind: string }).kind)).toContain('turn');
  });

  it('retries a failing endpoint with growing delays, then disables it and tells its owner by email', async () => {
    const p = await player(t);
    const hook = await addWebhook(p, '/broken');
    receiver.status = (h) => (h.path === '/broken' ? 500 : 204);
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: {} }]);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await t.ctx.dispatcher.runOnce();
      expect(hooksAt('/broken')).toHaveLength(attempt);
      const [d] = (await history(p)).filter((x) => x.channel === 'webhook');
      expect(d).toMatchObject({ attempts: attempt });
      // The status alone: the receiver's answer ('receiver says no') is not the account's to read (found by review).
      expect(d!.lastError).toMatch(/^HTTP 500(; endpoint disabled)?$/);
      if (attempt < 3) {
        expect(d!.status).toBe('waiting');
        const wait = Date.parse(d!.nextAttemptAt!) - t.clock.now().getTime();
        delays.push(wait);
        // Not before its time: a run now sends nothing.
        await t.ctx.dispatcher.runOnce();
        expect(hooksAt('/broken')).toHaveLength(attempt);
        t.clock.advance(wait);
      } else expect(d).toMatchObject({ status: 'cancelled', lastError: 'HTTP 500; endpoint disabled' });
    }
    expect(delays[0]).toBeGreaterThanOrEqual(500);
    expect(delays[0]).toBeLessThanOrEqual(1000);
    expect(delays[1]).toBeGreaterThanOrEqual(1000);
    expect(delays[1]).toBeLessThanOrEqual(2000);

    const listed = await api(t).get('/me/webhooks').set(p.auth);
    expect(listed.body).toMatchObject({ webhooks: [{ id: hook.id, enabled: false, consecutiveFailures: 3 }] });
    await t.ctx.dispatcher.runOnce(); // the notice about the endpoint goes out like any other
    expect(mailsTo(p).map((m) => m.subject)).toContain('Your Sortie webhook has been disabled');
    const told = mailsTo(p).find((m) => m.subject === 'Your Sortie webhook has been disabled')!;
    expect(told.text).toContain(`${receiver.url}/broken failed 3 times in a row`);

    // A disabled endpoint gets nothing more, until its owner enables it again.
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: {} }]);
    await t.ctx.dispatcher.runOnce();
    expect(hooksAt('/broken')).toHaveLength(3);
    receiver.status = () => 204;
    const enabled = await api(t).post(`/me/webhooks/${hook.id}/enable`).set(p.auth);
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: {} }]);
    await t.ctx.dispatcher.runOnce();
    expect(hooksAt('/broken')).toHaveLength(4);
  });
});

describe('a signing secret this instance cannot open', () => {
  it('fails the delivery for a retry without holding it against the endpoint, and goes out once the right key is back', async () => {
    const p = await player(t);
    const hook = await addWebhook(p, '/resealed');
    const { rows } = await t.ctx.db.pool.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [hook.id]);
    const rightlySealed = rows[0]!.secret;
    // As if WEBHOOK_SECRETS_KEY had been changed since: the stored secret was sealed under another key.
    await t.ctx.db.pool.query('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [hook.id, secretSealer('another-key-0123456789abcdef0123456789').seal(hook.secret)]);
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: {} }]);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await t.ctx.dispatcher.runOnce();
      const [d] = (await history(p)).filter((x) => x.channel === 'webhook');
      expect(d).toMatchObject({ status: 'waiting', attempts: attempt });
      expect(d!.lastError).toMatch(/WEBHOOK_SECRETS_KEY/);
      t.clock.advance(Date.parse(d!.nextAttemptAt!) - t.clock.now().getTime());
    }
    expect(hooksAt('/resealed')).toHaveLength(0);
    // Past the three failures that disable an endpoint, it is still enabled, its record clean.
    expect((await api(t).get('/me/webhooks').set(p.auth)).body).toMatchObject({ webhooks: [{ id: hook.id, enabled: true, consecutiveFailures: 0 }] });

    await t.ctx.db.pool.query('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [hook.id, rightlySealed]);
    await t.ctx.dispatcher.runOnce();
    expect(hooksAt('/resealed')).toHaveLength(1);
    expect((await history(p)).filter((x) => x.channel === 'webhook')).toMatchObject([{ status: 'delivered', attempts: 5 }]);
  });
});

describe('at least once, never twice at once', () => {
  it('delivers after a restart what a dispatcher that died mid-send had claimed, once its lease runs out', async () => {
    const p = await player(t);
    await addWebhook(p, '/after-crash');
    await queue(t, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: { n: 1 } }]);
    // The first dispatcher claims the delivery, starts sending and never comes back (its process died).
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    let unblock!: () => void;
    const dying: WebhookSender = {
      post: () => {
        sending();
        return new Promise<void>((resolve) => (unblock = resolve));
      },
    };
    const logs: string[] = [];
    const first = dispatcherOver(t, { email: null, webhook: dying }, (m) => logs.push(m));
    const firstRun = first.runOnce();
    await started;

    const policy = { allowPrivate: true, allowHosts: [], denyHosts: [] };
    const second = dispatcherOver(t, { email: null, webhook: httpWebhookSender(policy, 5000) });
    await second.runOnce();
    expect(hooksAt('/after-crash')).toHaveLength(0); // still leased to the first
    t.clock.advance(t.ctx.config.notifications.leaseMs);
    await second.runOnce();
    expect(hooksAt('/after-crash')).toHaveLength(1);
    expect((await history(p)).filter((d) => d.channel === 'webhook')).toMatchObject([{ status: 'delivered', attempts: 1 }]);

    // Were the first one to come back after all, it could not settle what is no longer its claim.
    unblock();
    await firstRun;
    expect(logs.some((m) => /claim ran out/.test(m))).toBe(true);
    expect((await history(p)).filter((d) => d.channel === 'webhook')).toMatchObject([{ status: 'delivered', attempts: 1 }]);
  });

  it('delivers after a restart what was committed before any dispatcher ran', async () => {
    const a = await player(t);
    const b = await player(t);
    await addWebhook(a, '/committed');
    await addWebhook(b, '/committed');
    await startRace(t, a, b); // the turn notice is in the outbox, committed with the start
    const policy = { allowPrivate: true, allowHosts: [], denyHosts: [] };
    await dispatcherOver(t, { email: null, webhook: httpWebhookSender(policy, 5000) }).runOnce();
    expect(hooksAt('/committed').map((h) => (JSON.parse(h.body) as { kind: string }).kind)).toEqual(['turn']);
  });

  it('lets two dispatchers share the work without ever sending one delivery twice', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => player(t)));
    for (const p of accounts) await addWebhook(p, '/shared');
    await queue(t, accounts.flatMap((p) => Array.from({ length: 10 }, (_, i) => ({ accountId: p.id, gameId: null, kind: 'invitation', payload: { i } }))));
    const sent = new Map<string, number>();
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const recorder = (): WebhookSender => ({
      async post(_url, _body, headers) {
        const id = headers['sortie-delivery']!;
        if (inFlight.has(id)) overlaps.push(id);
        inFlight.add(id);
        await new Promise((resolve) => setImmediate(resolve)); // let the other dispatcher interleave
        inFlight.delete(id);
        sent.set(id, (sent.get(id) ?? 0) + 1);
      },
    });
    const one = dispatcherOver(t, { email: null, webhook: recorder() });
    const two = dispatcherOver(t, { email: null, webhook: recorder() });
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(overlaps).toEqual([]);
    expect(sent.size).toBe(40);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    for (const p of accounts) expect((await history(p)).filter((d) => d.channel === 'webhook' && d.status === 'delivered')).toHaveLength(10);
  });
});
