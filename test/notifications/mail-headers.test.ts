/**
 * The headers of a well-behaved automated sender on every notice mail (issue 44): Auto-Submitted (RFC 3834), a
 * List-Id per game, a game's mails threaded on its first (Message-ID, In-Reply-To, References), no Reply-To unless
 * one is configured (and then the mail says replies are not read), and List-Unsubscribe with List-Unsubscribe-Post
 * (RFC 8058) whose link turns that kind of mail off without a login. Read from the mails a real SMTP server got.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { mailHeaders } from '../../src/notifications/mail-headers.js';
import { api, mailingApp, player, type Player, type ReceivedMail, type SmtpSink, startRace } from './support.js';

let smtp: SmtpSink;
let t: TestApp;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => ({ t, smtp, close } = await mailingApp()));
afterAll(() => close?.());

const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));
/** The one-click link a mail's List-Unsubscribe names, as a path on the test app. */
function unsubscribePath(mail: ReceivedMail): string {
  const link = /<(https:[^>]+)>/.exec(mail.header('List-Unsubscribe'))?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe('https://sortie.test');
  return `${url.pathname}${url.search}`;
}

type Channels = Record<string, { email: boolean; webhook: boolean }>;
/** An account's preferences, as the API answers them. */
async function channels(p: Player): Promise<Channels> {
  const res = await api(t).get('/me/notifications/preferences').set(p.auth);
  expect(res.status, res.text).toBe(200);
  return (res.body as { channels: Channels }).channels;
}
const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

/** Plays the race game's turn of whoever has it, and delivers what that says. */
async function roll(gameId: string): Promise<void> {
  const state = (await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as { turn: string };
  expect((await t.ctx.play.execute(gameId, state.turn, { type: 'roll' })).ok).toBe(true);
  await t.ctx.dispatcher.runOnce();
}

describe('notice mails', () => {
  it('carry Auto-Submitted and the game\'s List-Id; a game\'s later mails answer its first; no Reply-To, and the text says replies are not read', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b);
    await t.ctx.dispatcher.runOnce();
    // The start's turn mail and five moves: three turn mails to each player, whichever moves first.
    for (let i = 0; i < 5; i++) await roll(gameId);
    const [first, second, third] = mailsTo(b);
    expect(third, 'three turn mails to b').toBeDefined();
    for (const mail of [first!, second!, third!]) {
      expect(mail.header('Auto-Submitted')).toBe('auto-generated');
      expect(mail.header('List-Id')).toBe(`"Race (test ruleset)" <${gameId}.games.sortie.test>`);
      expect(mail.header('Reply-To')).toBe('');
      expect(mail.text).toContain('This mail was sent automatically: replies to it are not read.');
      expect(mail.header('Message-ID')).toMatch(new RegExp(`^<\\d+\\.${gameId}@sortie\\.test>$`));
    }
    expect(first!.header('In-Reply-To')).toBe('');
    expect(first!.header('References')).toBe('');
    for (const later of [second!, third!]) {
      expect(later.header('In-Reply-To')).toBe(first!.header('Message-ID'));
      expect(later.header('References')).toBe(first!.header('Message-ID'));
    }
    expect(new Set([first, second, third].map((m) => m!.header('Message-ID'))).size).toBe(3);
    // Another game's mails are a thread of their own.
    const other = await startRace(t, a, b);
    await t.ctx.dispatcher.runOnce();
    for (let i = 0; i < 2; i++) await roll(other);
    const otherMail = mailsTo(b).find((m) => m.header('List-Id').includes(other))!;
    expect(otherMail.header('In-Reply-To')).not.toBe(first!.header('Message-ID'));
  });

  it('unsubscribe in one click from the header, without a login: that kind of mail stops, the others stay; opening the link only asks', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b);
    await t.ctx.dispatcher.runOnce();
    await roll(gameId);
    await roll(gameId);
    const mail = mailsTo(b).at(-1)!;
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = unsubscribePath(mail);
    expect(mail.text).toContain(`Stop mails of this kind: https://sortie.test${path}`);

    // A person (or a link checker) opening it is asked, and nothing changes.
    const page = await api(t).get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('“your turn” mails');
    expect(page.text).toContain('<form method="post"');
    const before = await channels(b);
    expect(before.turn!.email).toBe(true);

    // What a mail provider sends (RFC 8058 §3.2): a POST of List-Unsubscribe=One-Click, no cookie, no token of ours.
    const done = await api(t).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('Done');
    const after = await channels(b);
    expect(after.turn!.email).toBe(false);
    expect(after.reminder!.email).toBe(true);
    expect(after.turn!.webhook).toBe(before.turn!.webhook);
    // Again (a provider retrying): the same, still 200.
    expect((await api(t).post(path).field('List-Unsubscribe', 'One-Click')).status).toBe(200);

    const count = mailsTo(b).length;
    await roll(gameId);
    await roll(gameId);
    expect(mailsTo(b)).toHaveLength(count);
    expect(mailsTo(a).length).toBeGreaterThan(0); // a unsubscribed nothing
  });

  it('refuses a link whose token is missing, forged or made for something else, before its body is read', async () => {
    const p = await player(t);
    const verification = await t.ctx.tokens.issueEmailToken({ id: p.id, email: p.email });
    const real = await t.ctx.tokens.issueUnsubscribeToken(p.id, 'turn');
    const forged = `${real.slice(0, -4)}AAAA`;
    for (const token of [verification, forged, 'not-a-token', await t.ctx.tokens.issueUnsubscribeToken(p.id, 'no-such-kind')]) {
      for (const res of [await api(t).get(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`), await api(t).post(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`).type('form').send('List-Unsubscribe=One-Click')]) {
        expect(res.status, res.text).toBe(400);
        expect(codeOf(res)).toBe('invalid-unsubscribe-token');
        expect(res.text).not.toContain(token);
      }
    }
    expect((await api(t).post('/notifications/unsubscribe')).status).toBe(400);
    // A body far past the limit, with a bad token: the token's 400, not the body's 413.
    const big = await api(t).post(`/notifications/unsubscribe?token=${encodeURIComponent(forged)}`).type('form').send(`List-Unsubscribe=${'x'.repeat(100_000)}`);
    expect(big.status).toBe(400);
    expect(codeOf(big)).toBe('invalid-unsubscribe-token');
    // A valid token with a body past the limit: 413.
    expect((await api(t).post(`/notifications/unsubscribe?token=${encodeURIComponent(real)}`).type('form').send(`List-Unsubscribe=${'x'.repeat(100_000)}`)).status).toBe(413);
    expect((await channels(p)).turn!.email).toBe(true);
  });

  it('mails about the account carry Auto-Submitted but no unsubscribe link (they are asked for)', async () => {
    const p = await player(t, undefined, { verified: false });
    const res = await api(t).post('/me/email/verification-mail').set(p.auth);
    expect(res.status, res.text).toBe(202);
    await t.ctx.dispatcher.runOnce();
    const mail = mailsTo(p).at(-1)!;
    expect(mail.subject).toBe('Confirm your email address for Sortie');
    expect(mail.header('Auto-Submitted')).toBe('auto-generated');
    expect(mail.header('List-Unsubscribe')).toBe('');
    expect(mail.header('List-Id')).toBe('');
  });
});

describe('mailHeaders', () => {
  const input = { deliveryId: '7', game: { id: 'g1', title: 'Paris "raid"\r\nBcc: x' }, firstOfGame: '3', host: 'sortie.example', unsubscribeUrl: 'https://sortie.example/u?token=t', unsubscribeMailto: null, replyTo: null };
  it('names a configured Reply-To and unsubscribe mailbox, and keeps a game title from breaking its header', () => {
    const h = mailHeaders({ ...input, replyTo: 'replies@sortie.example', unsubscribeMailto: 'leave@sortie.example' });
    expect(h.replyTo).toBe('replies@sortie.example');
    expect(h.headers['List-Unsubscribe']).toBe('<https://sortie.example/u?token=t>, <mailto:leave@sortie.example?subject=unsubscribe>');
    expect(h.headers['List-Id']).toBe('"Paris  raid   Bcc: x" <g1.games.sortie.example>');
    expect(h).toMatchObject({ messageId: '<7.g1@sortie.example>', inReplyTo: '<3.g1@sortie.example>', references: '<3.g1@sortie.example>' });
  });
  it('gives the first mail of a game no In-Reply-To, and a mail about no game no List-Id nor thread', () => {
    expect(mailHeaders({ ...input, firstOfGame: null }).inReplyTo).toBeUndefined();
    expect(mailHeaders({ ...input, firstOfGame: '7' }).inReplyTo).toBeUndefined();
    const account = mailHeaders({ ...input, game: null, unsubscribeUrl: null });
    expect(account.messageId).toBe('<7.account@sortie.example>');
    expect(account.headers['List-Id']).toBeUndefined();
    expect(account.headers['List-Unsubscribe-Post']).toBeUndefined();
  });
});
