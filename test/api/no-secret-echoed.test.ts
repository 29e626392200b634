/**
 * No credential in an answer or a log line: requests carrying known secrets
 * (access tokens in the header, the query and the subprotocol list, a
 * cookie, passwords, refresh and reset tokens, a webhook's signing secret)
 * run against an app that logs everything it logs (level trace), and neither
 * the captured log nor a problem's `instance` holds any of them.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { rawExchange } from '../support/raw-http.js';
import { expectProblem, http, register, type ApiAccount } from './support.js';
import { redactedLine, redactedUrl } from '../../src/http/log-redaction.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let base: string;
let me: ApiAccount;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: capture } });
  base = await t.listen();
  me = await register(t, undefined, PASSWORD);
});
afterAll(() => t?.close());

describe('credentials stay out of answers and logs', () => {
  it('answers a problem whose instance is the path alone, never the query that carried a token', async () => {
    const res = await http(t).get(`/me?access_token=${me.token}`);
    expectProblem(res, 401, 'unauthorized');
    expect((res.body as { instance: string }).instance).toBe('/me');
    expect(res.text).not.toContain(me.token);
    const invalid = await http(t).get(`/games/not-a-uuid?access_token=${me.token}&x=1`).set(me.auth);
    expectProblem(invalid, 400, 'invalid-request');
    expect((invalid.body as { instance: string }).instance).toBe('/games/not-a-uuid');
  });

  it('logs no secret a request carried, in its headers, query, subprotocols or body', async () => {
    const secrets: string[] = [me.token, me.refreshToken, PASSWORD];
    await http(t).get('/me').set(me.auth).expect(200);
    await http(t).get(`/me?access_token=${me.token}&token=${me.refreshToken}`);
    await http(t).get('/me').set('cookie', 'session=cookie-secret-1234567890').set(me.auth);
    secrets.push('cookie-secret-1234567890');
    const refreshed = await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }).expect(200);
    const pair = refreshed.body as { accessToken: string; refreshToken: string };
    secrets.push(pair.accessToken, pair.refreshToken);
    await http(t).post('/auth/refresh').send({ refreshToken: me.refreshToken }); // presented again: a reuse
    const again = await http(t).post('/auth/login').send({ name: me.name, password: PASSWORD }).expect(200);
    const live = (again.body as { accessToken: string }).accessToken;
    secrets.push(live);
    await http(t).post('/auth/login').send({ name: me.name, password: 'a wrong password 123' });
    secrets.push('a wrong password 123');
    const webhook = await http(t).post('/me/webhooks').set({ authorization: `Bearer ${live}` }).send({ url: 'https://hooks.example.com/sortie', password: PASSWORD });
    expect(webhook.status, webhook.text).toBe(201);
    secrets.push((webhook.body as { secret: string }).secret);
    await http(t).post('/auth/password-reset').send({ token: 'reset-secret-0123456789abcdef', password: 'a new password 456' });
    secrets.push('reset-secret-0123456789abcdef', 'a new password 456');
    await rawExchange(base, `GET /me/stream HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: sortie, bearer.${live}\r\n\r\n`, 1000);
    await http(t).get('/games').set('authorization', 'Bearer not.a.valid-token-secret');
    secrets.push('not.a.valid-token-secret');
    // The secrets went out, and the requests were logged (so the test would see a leak).
    const log = lines.join('');
    expect(log).toContain('"url":"/me"');
    expect(log).toContain('/me?access_token=[redacted]');
    for (const secret of secrets) expect(log, `a log line holds ${secret}`).not.toContain(secret);
  });

  it('censors what looks like a credential in any line, and credential-named parameters in a URL', () => {
    expect(redactedLine('failed for eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl, sent as Bearer abc.def')).toBe('failed for [redacted], sent as Bearer [redacted]');
    expect(redactedUrl('/games?limit=5&access_token=abc&inviteCode=xyz&after=2')).toBe('/games?limit=5&access_token=[redacted]&inviteCode=[redacted]&after=2');
  });
});
