/**
 * Helpers for notification and cadence tests: a real SMTP server and an HTTP
 * webhook receiver on loopback, accounts with verified email addresses and
 * tokens, race games, and dispatchers over a test app's database.
 */
import { hashPassword } from '../../src/accounts/passwords.js';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { START_COMMAND } from '../../src/kernel/engine.js';
import { newSeed, seedCommitment } from '../../src/kernel/dice.js';
import { Dispatcher, type DispatcherChannels } from '../../src/notifications/dispatcher.js';
import { NotificationStore } from '../../src/notifications/notification-store.js';
import { secretSealer } from '../../src/notifications/secret-sealing.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A mail as the SMTP server received it: its plain text, its HTML part if any, and the parts it shows inline (by Content-ID). */
export interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly inline: readonly { readonly cid: string; readonly contentType: string; readonly content: Buffer }[];
  /** A header of the mail's top entity, unfolded and decoded; '' when absent. */
  header(name: string): string;
}

/** A running loopback SMTP server that keeps what it receives. */
export interface SmtpSink {
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** The first mail, received already or to come, that fits. */
  arrival(fits: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The token (a JWT) a mail carries, if any: a verification or a password reset mail's. */
export const tokenIn = (mail: ReceivedMail): string | undefined => /\b(eyJ[\w-]+\.[\w-]+\.[\w-]+)/.exec(mail.text)?.[1];

/** Quoted-printable text (RFC 2045; `_` a space in a header's Q encoding) as the UTF-8 it encodes. */
function decodeQuotedPrintable(encoded: string, inHeader = false): string {
  const soft = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(inHeader && soft[i] === '_' ? ' ' : soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's value with its encoded words (RFC 2047, UTF-8 in Q or B encoding) decoded; the space between two of them goes. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) => (encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : decodeQuotedPrintable(word, true)));
}

/** One MIME entity: its headers (unfolded) and its body, as sent. */
interface MimePart {
  header(name: string): string;
  readonly body: string;
}

function mimePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  return { header: (name) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '', body: raw.slice(split + 4) };
}

/** The leaf parts of an entity, a multipart one's taken apart (RFC 2046). */
function leaves(part: MimePart): MimePart[] {
  const boundary = /multipart\/[\w-]+;.*boundary="?([^";]+)"?/i.exec(part.header('Content-Type'))?.[1];
  if (!boundary) return [part];
  const inner = part.body.split(`--${boundary}`).slice(1, -1);
  return inner.flatMap((chunk) => leaves(mimePart(chunk.replace(/^\r\n/, ''))));
}

function decodeBody(part: MimePart): Buffer {
  const encoding = part.header('Content-Transfer-Encoding');
  if (/base64/i.test(encoding)) return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(/quoted-printable/i.test(encoding) ? decodeQuotedPrintable(part.body) : part.body, 'utf8');
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const top = mimePart(raw);
  const parts = leaves(top);
  const text = parts.find((p) => /^text\/plain/i.test(p.header('Content-Type')) || p.header('Content-Type') === '') ?? parts[0]!;
  const html = parts.find((p) => /^text\/html/i.test(p.header('Content-Type')));
  const inline = parts
    .filter((p) => p.header('Content-ID') !== '')
    .map((p) => ({ cid: p.header('Content-ID').replace(/^<|>$/g, ''), contentType: p.header('Content-Type').split(';')[0]!.trim(), content: decodeBody(p) }));
  return {
    to,
    subject: decodeHeader(top.header('Subject')),
    text: decodeBody(text).toString('utf8').replace(/\r\n/g, '\n'),
    ...(html ? { html: decodeBody(html).toString('utf8').replace(/\r\n/g, '\n') } : {}),
    inline,
    header: (name) => decodeHeader(top.header(name)),
  };
}

/** Starts a plain SMTP server on a loopback port (no TLS, no auth), as the smtp-server package makes them. */
export async function startSmtp(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiting = new Set<{ fits: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address));
        mails.push(mail);
        for (const w of waiting) {
          if (!w.fits(mail)) continue;
          waiting.delete(w);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    arrival: (fits) => {
      const got = mails.find(fits);
      return got ? Promise.resolve(got) : new Promise((resolve) => waiting.add({ fits, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A request the webhook receiver got. */
export interface ReceivedHook {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A running loopback HTTP receiver; `status` decides each answer. */
export interface HookReceiver {
  readonly url: string;
  readonly received: ReceivedHook[];
  status: (hook: ReceivedHook) => number;
  close(): Promise<void>;
}

/** Starts an HTTP server on loopback that records every request. */
export async function startReceiver(): Promise<HookReceiver> {
  const receiver: HookReceiver = {
    url: '',
    received: [],
    status: () => 204,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const hook = { path: req.url ?? '', headers: req.headers, body };
      receiver.received.push(hook);
      res.statusCode = receiver.status(hook);
      res.end(res.statusCode >= 400 ? 'receiver says no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

/** The settings every test app here runs with: no background loops (tests run the dispatcher and scheduler), loopback webhooks allowed. */
export const QUIET_ENV = {
  NOTIFY_POLL_MS: '0',
  CADENCE_POLL_MS: '0',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  PUBLIC_URL: 'https://sortie.test',
  NOTIFY_RETRY_BASE_MS: '1000',
  NOTIFY_RETRY_MAX_MS: '60000',
  WEBHOOK_DISABLE_AFTER: '3',
  WEBHOOK_SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123456789',
  VACATION_DAYS_PER_YEAR: '10',
};

/** A test app on the race ruleset with the settings above (and more). */
export function cadenceApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ rulesets: new RulesetRegistry([raceRuleset]), env: { ...QUIET_ENV, ...env } });
}

/** A cadence app that mails through an SMTP sink, a webhook receiver beside it, and what closes all three. */
export async function mailingApp(): Promise<{ t: TestApp; smtp: SmtpSink; receiver: HookReceiver; close: () => Promise<void> }> {
  const smtp = await startSmtp();
  const receiver = await startReceiver();
  const t = await cadenceApp({ SMTP_URL: smtp.url });
  await t.app.ready();
  return {
    t,
    smtp,
    receiver,
    close: async () => {
      await t.close();
      await receiver.close();
      await smtp.close();
    },
  };
}

/** An account made directly in the database, with PLAYER_PASSWORD and a bearer token (renewed by `advance`). */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  auth: { readonly authorization: string };
}

let counter = 0;
const players = new WeakMap<TestApp, Player[]>();

/** Every player's password (hashed once: a memory-hard hash a player would make the suites slow). */
export const PLAYER_PASSWORD = 'correct horse battery';
let playerHash: Promise<string> | undefined;

async function issue(t: TestApp, p: Pick<Player, 'id' | 'name'>): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await t.ctx.tokens.issueAccessToken(p)}` };
}

/** Makes an account with an email address, verified as its owner would verify it unless `verified` is false, and a token for it. */
export async function player(t: TestApp, name = `p${process.pid}n${++counter}`, { verified = true }: { verified?: boolean } = {}): Promise<Player> {
  const id = randomUUID();
  const email = `${name}@players.test`;
  await t.ctx.db.prisma.account.create({ data: { id, name, email, passwordHash: await (playerHash ??= hashPassword(PLAYER_PASSWORD)) } });
  if (verified) await verifyEmail(t, { id, email });
  const p: Player = { id, name, email, auth: await issue(t, { id, name }) };
  players.set(t, [...(players.get(t) ?? []), p]);
  return p;
}

/** Verifies an account's address through POST /accounts/email-verification, with a token made as the verification mail's is. */
export async function verifyEmail(t: TestApp, account: { id: string; email: string }): Promise<void> {
  // Injected, which readies an app not yet listening.
  const res = await t.app.inject({ method: 'POST', url: '/accounts/email-verification', payload: { token: await t.ctx.tokens.issueEmailToken(account) } });
  if (res.statusCode !== 204) throw new Error(`verifying ${account.email}: ${res.statusCode} ${res.body}`);
}

/** Moves the app's clock on, renewing its players' tokens (which live minutes, not days). */
export async function advance(t: TestApp, ms: number): Promise<void> {
  t.clock.advance(ms);
  for (const p of players.get(t) ?? []) p.auth = await issue(t, p);
}

/** A notice as a test queues it, as the game service or a route would. */
export interface TestNotice {
  readonly accountId: string;
  readonly gameId: string | null;
  readonly kind: string;
  readonly payload: unknown;
}

/** Writes notices straight into the outbox. */
export async function queue(t: TestApp, notices: readonly TestNotice[]): Promise<void> {
  for (const n of notices) await t.ctx.db.pool.query('INSERT INTO outbox (game_id, account_id, kind, payload) VALUES ($1, $2, $3, $4)', [n.gameId, n.accountId, n.kind, JSON.stringify(n.payload)]);
}

/** A supertest client on an app. */
export function api(t: TestApp): ReturnType<typeof request> {
  return request(t.app.server);
}

/** Creates a two-seat race game (seat a for `a`, b for `b`), with a time control if given, and starts it. */
export async function startRace(t: TestApp, a: Player, b: Player, timeControl: PerMoveTimeControl | null = null, target = 1000): Promise<string> {
  const id = randomUUID();
  const seed = newSeed();
  await t.ctx.db.prisma.game.create({
    data: {
      id,
      ruleset: 'race',
      options: { target },
      status: 'open',
      seed,
      seedHash: seedCommitment(seed),
      createdBy: a.id,
      ...(timeControl ? { timeControl } : {}),
      seats: { create: [{ seat: 'a', accountId: a.id }, { seat: 'b', accountId: b.id }] },
    },
  });
  const started = await t.ctx.play.execute(id, null, START_COMMAND);
  if (!started.ok) throw new Error(`start failed: ${started.kind}`);
  return id;
}

/** A dispatcher of its own over the app's database (another "process"), sending through the given channels. */
export function dispatcherOver(t: TestApp, channels: DispatcherChannels, log: (message: string) => void = () => {}): Dispatcher {
  const n = t.ctx.config.notifications;
  return new Dispatcher(
    new NotificationStore(t.ctx.db.pool),
    channels,
    t.ctx.presence,
    t.ctx.rulesets,
    t.clock,
    {
      pollMs: 0,
      leaseMs: n.leaseMs,
      maxAttempts: n.maxAttempts,
      retryBaseMs: n.retryBaseMs,
      retryMaxMs: n.retryMaxMs,
      webhookDisableAfter: n.webhookDisableAfter,
      batch: 5,
      publicUrl: t.ctx.config.publicUrl,
      webUrl: t.ctx.config.webUrl,
      secrets: secretSealer(n.webhookSecretsKey),
    },
    log,
  );
}
