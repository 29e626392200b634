/**
 * Verification mails and the gate on email, against a real SMTP server and a
 * real HTTP receiver: registering mails the address a token, by email only
 * (never to a webhook, whose owner need not own the address); an unverified
 * address gets nothing else; once verified with the mailed token, it does.
 * The token shows nowhere the account can read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { api, type HookReceiver, mailingApp, player, PLAYER_PASSWORD, type Player, type SmtpSink, startRace, tokenIn, verifyEmail } from './support.js';

let smtp: SmtpSink;
let receiver: HookReceiver;
let t: TestApp;

let close: (() => Promise<void>) | undefined;

beforeAll(async () => ({ t, smtp, receiver, close } = await mailingApp()));
afterAll(() => close?.());

let counter = 0;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
const hooksAt = (path: string) => receiver.received.filter((h) => h.path === path);

async function history(auth: { authorization: string }): Promise<{ text: string; deliveries: { kind: string; channel: string; target: string; status: string }[] }> {
  const res = await api(t).get('/me/notifications/deliveries').set(auth);
  expect(res.status, res.text).toBe(200);
  return { text: res.text, deliveries: (res.body as { deliveries: { kind: string; channel: string; target: string; status: string }[] }).deliveries };
}

async function addWebhook(auth: { authorization: string }, path: string): Promise<void> {
  expect((await api(t).post('/me/webhooks').set(auth).send({ url: `${receiver.url}${path}`, password: PLAYER_PASSWORD })).status).toBe(201);
}

/** Verifies a player's address as its owner would: asks for a mail, reads the token in it, POSTs it. */
async function verifyByMail(p: Player): Promise<void> {
  const before = mailsTo(p.email).length;
  expect((await api(t).post('/me/email/verification-mail').set(p.auth)).status).toBe(202);
  await t.ctx.dispatcher.runOnce();
  const mail = mailsTo(p.email)[before]!;
  expect(mail.subject).toBe('Confirm your email address for Sortie');
  expect((await api(t).post('/accounts/email-verification').send({ token: tokenIn(mail) })).status).toBe(204);
}

describe('registering with an address', () => {
  it('mails it exactly one verification token, by email only and not to the account’s webhook, and the token shows in no answer to the account', async () => {
    const email = `new${process.pid}x${++counter}@mail.test`;
    const registered = await api(t).post('/accounts').send({ name: `new${process.pid}x${counter}`, password: 'correct horse battery', email });
    expect(registered.status, registered.text).toBe(201);
    const auth = { authorization: `Bearer ${(registered.body as { accessToken: string }).accessToken}` };
    const path = `/hook-new-${counter}`;
    await addWebhook(auth, path);
    // Even a stored choice for the kind (no route takes one) would not send it to a webhook.
    await t.ctx.db.pool.query(
      `INSERT INTO notification_settings (account_id, channels, updated_at) VALUES ($1, '{"email-verification": {"webhook": true, "email": false}}', now())`,
      [(registered.body as { account: { id: string } }).account.id],
    );
    await t.ctx.dispatcher.runOnce();

    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0]!;
    const token = tokenIn(mail)!;
    expect(token).toBeDefined();
    expect(mail.text).toContain('a program may instead POST this token to https://sortie.test/accounts/email-verification');
    // The link opens the web client's page that verifies (found by review: it named the API route, which a browser's GET answered 404);
    // its token, read back through the mail's transfer encoding (quoted-printable wraps long lines), is the whole token.
    const link = /(https:\/\/sortie\.test\/play\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('token')).toBe(token);
    expect((await api(t).get('/play/verify-email')).status).toBe(200);
    // It names the account, so that nobody confirms their address for another's (found by review).
    expect(mail.text).toContain(`the Sortie account "new${process.pid}x${counter}"`);
    expect(hooksAt(path)).toEqual([]);
    const seen = await history(auth);
    expect(seen.deliveries).toEqual([expect.objectContaining({ kind: 'email-verification', channel: 'email', target: email, status: 'delivered' })]);
    expect(seen.text).not.toContain(token);
    for (const url of ['/me', '/me/notifications/preferences', '/me/webhooks']) expect((await api(t).get(url).set(auth)).text, url).not.toContain(token);

    expect((await api(t).post('/accounts/email-verification').send({ token })).status).toBe(204);
    expect((await api(t).get('/me').set(auth)).body).toMatchObject({ emailVerified: true });
  });

  it('offers no preference for verification mails: they cannot be switched off nor sent to webhooks', async () => {
    const p = await player(t);
    const prefs = await api(t).get('/me/notifications/preferences').set(p.auth);
    expect(Object.keys((prefs.body as { channels: object }).channels)).not.toContain('email-verification');
    const put = await api(t).put('/me/notifications/preferences').set(p.auth).send({ channels: { 'email-verification': { webhook: true } } });
    expect(put.status).toBe(400);
    expect((put.body as { code: string }).code).toBe('invalid-request');
  });
});

describe('an unverified address', () => {
  it('gets no invitation and no turn mail (no delivery is made), while the account’s webhook still gets them; once verified through the mailed token, it gets mail', async () => {
    const host = await player(t);
    const guest = await player(t, undefined, { verified: false });
    const other = await player(t, undefined, { verified: false });
    const path = `/hook-guest-${++counter}`;
    await addWebhook(guest.auth, path);
    const openGame = async () => {
      const open = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 100 }, visibility: 'public', seat: 'a' });
      expect(open.status, open.text).toBe(201);
      return (open.body as { id: string }).id;
    };
    const invite = async () => expect((await api(t).post(`/games/${await openGame()}/invitations`).set(host.auth).send({ name: guest.name })).status).toBe(202);
    const firstGame = await startRace(t, guest, other);
    await invite();
    await t.ctx.dispatcher.runOnce();

    expect(mailsTo(guest.email)).toEqual([]);
    expect(mailsTo(other.email)).toEqual([]);
    expect((await history(guest.auth)).deliveries.filter((d) => d.channel === 'email')).toEqual([]);
    expect((await history(other.auth)).deliveries.filter((d) => d.channel === 'email')).toEqual([]);
    expect(hooksAt(path).map((h) => h.headers['sortie-event'])).toContain('invitation');

    await verifyByMail(guest);
    await verifyByMail(other);
    await invite();
    const first = (await t.ctx.play.position((await t.ctx.play.meta(firstGame))!)).state as { turn: 'a' | 'b' };
    expect((await t.ctx.play.execute(firstGame, first.turn, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();

    const waiting = first.turn === 'a' ? other : guest;
    expect(mailsTo(guest.email).map((m) => m.subject)).toContain('An invitation to play Race (test ruleset)');
    expect(mailsTo(waiting.email).map((m) => m.subject)).toContain('Your turn in Race (test ruleset)');
  });

  it('is not mailed a verification token still waiting once it has been verified', async () => {
    const p = await player(t, undefined, { verified: false });
    expect((await api(t).post('/me/email/verification-mail').set(p.auth)).status).toBe(202);
    // Verified with an earlier mail's token before the dispatcher came to this one.
    await verifyEmail(t, p);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(p.email)).toEqual([]);
    expect((await history(p.auth)).deliveries).toEqual([]);
  });

  it('is mailed only the tokens issued for it: a token for an address the account has since left goes nowhere', async () => {
    const p = await player(t, undefined, { verified: false });
    const other = `other${process.pid}x${++counter}@elsewhere.test`;
    // Two changes before the dispatcher comes round: the first address's token must not follow the account to the second.
    expect((await api(t).put('/me/email').set(p.auth).send({ email: other, password: PLAYER_PASSWORD })).status).toBe(200);
    expect((await api(t).put('/me/email').set(p.auth).send({ email: p.email, password: PLAYER_PASSWORD })).status).toBe(200);
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(other)).toEqual([]);
    const tokens = mailsTo(p.email).map(tokenIn);
    expect(tokens).toHaveLength(1);
    // Its one token names the address it went to; were the other's there, the account could verify an address it never read.
    const named = (token: string | undefined) => (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { email: string }).email;
    expect(named(tokens[0])).toBe(p.email);
    expect((await history(p.auth)).deliveries.map((d) => d.target)).toEqual([p.email]);
  });
});
