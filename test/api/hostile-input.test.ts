/** No input makes a 500: bodies too big, not JSON, of the wrong shape, with poisoned keys, odd ids and numbers — every one a 4xx problem. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../support/raw-http.js';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register, startedRace, turnOf, type ApiAccount } from './support.js';
import { COMMANDS_BODY_LIMIT } from '../../src/http/routes/play.js';

let t: TestApp;
let a: ApiAccount;
let b: ApiAccount;
let gameId: string;
let mover: ApiAccount;

beforeAll(async () => {
  t = await raceApp();
  [a, b] = [await register(t), await register(t)];
  gameId = (await startedRace(t, a, b)).id;
  mover = (await turnOf(t, gameId)).seat === 'a' ? a : b;
});
afterAll(() => t?.close());

/** Posts a raw body to the command route as the seat to move. */
const postRaw = (body: string, contentType = 'application/json'): Promise<Response> =>
  http(t).post(`/games/${gameId}/commands`).set(mover.auth).set('content-type', contentType).send(body);

function expectClientError(res: Response, why: string): void {
  expect(res.status >= 400 && res.status < 500, `${why}: ${res.status} ${res.text}`).toBe(true);
  expect(res.headers['content-type'], why).toMatch(/^application\/problem\+json/);
}

describe('hostile bodies on the command route', () => {
  const cases: [string, string, number, string?][] = [
    // The command route takes more than the 64 KiB of every other route: room for a batch.
    ['a body over 256 KiB', JSON.stringify({ command: { type: 'note', text: 'x'.repeat(COMMANDS_BODY_LIMIT) } }), 413, 'body-too-large'],
    ['not JSON', '{"command": {"type": "roll"', 400, 'invalid-json'],
    ['an empty body', '', 400, 'empty-body'],
    ['an array', '[{"command":{"type":"roll"}}]', 400],
    ['null', 'null', 400],
    ['a string', '"roll"', 400],
    ['an unknown field', '{"command":{"type":"roll"},"seat":"b"}', 400],
    ['__proto__ at the top', '{"command":{"type":"roll"},"__proto__":{"admin":true}}', 400, 'forbidden-key'],
    ['__proto__ in the command', '{"command":{"type":"roll","__proto__":{"admin":true}}}', 400, 'forbidden-key'],
    ['constructor.prototype', '{"command":{"type":"roll","constructor":{"prototype":{"admin":true}}}}', 400, 'forbidden-key'],
    ['a command that is not an object', '{"command":"roll"}', 400],
    ['a command type that is a number', '{"command":{"type":7}}', 400],
    ['a command type from no ruleset', '{"command":{"type":"teleport"}}', 400, 'invalid-command'],
    ['a unicode command type', '{"command":{"type":"r\u00f6ll"}}', 400, 'invalid-command'],
    ['an expected version as text', '{"command":{"type":"roll"},"expectedVersion":"1"}', 400],
    ['an expected version of true', '{"command":{"type":"roll"},"expectedVersion":true}', 400],
    ['an expected version of null', '{"command":{"type":"roll"},"expectedVersion":null}', 400],
    ['a negative expected version', '{"command":{"type":"roll"},"expectedVersion":-1}', 400],
    ['a fractional expected version', '{"command":{"type":"roll"},"expectedVersion":1.5}', 400],
    ['a huge expected version', '{"command":{"type":"roll"},"expectedVersion":9007199254740993}', 400],
    ['deep nesting', `{"command":{"type":"note","text":${'['.repeat(5000)}${']'.repeat(5000)}}}`, 400],
    ['deeper nesting than the call stack', `{"command":{"type":"note","text":${'['.repeat(30_000)}${']'.repeat(30_000)}}}`, 400, 'invalid-request'],
    ['nesting one level past the limit', `{"command":{"type":"note","text":${'['.repeat(31)}${']'.repeat(31)}}}`, 400, 'invalid-request'],
    ['a NUL character in free text', '{"command":{"type":"note","text":"a\\u0000b"}}', 400, 'invalid-request'],
    ['a NUL character in a key', '{"command":{"type":"note","text":"a","x\\u0000":1}}', 400, 'invalid-request'],
  ];
  it.each(cases)('%s', async (why, body, status, code) => {
    const res = await postRaw(body);
    expectClientError(res, why);
    expectProblem(res, status, code);
  });

  it('a body at the nesting limit passes the guard and meets its schema', async () => {
    // body → command → text: 30 arrays more make 32 levels, the most allowed; the schema then refuses the command (a note's text is a string).
    expectProblem(await postRaw(`{"command":{"type":"note","text":${'['.repeat(30)}${']'.repeat(30)}}}`), 400, 'invalid-command');
  });

  it('game options nested deeper than the stack of the code filling in their defaults: a 400, not a 500 (found by review)', async () => {
    for (const depth of [40, 5_000]) {
      const body = `{"ruleset":"race","options":{"target":10,"x":${'['.repeat(depth)}${']'.repeat(depth)}},"seat":"a"}`;
      expectProblem(await http(t).post('/games').set(a.auth).set('content-type', 'application/json').send(body), 400, 'invalid-request');
    }
  });

  it('a body that is not JSON by its content type', async () => {
    expectProblem(await postRaw('command=roll', 'application/x-www-form-urlencoded'), 415, 'unsupported-media-type');
    expectProblem(await postRaw('{"command":{"type":"roll"}}', 'text/plain'), 415, 'unsupported-media-type');
  });

  it('an empty JSON body where a route takes none is no body, as many clients send it (found by review)', async () => {
    const empty = (req: ReturnType<ReturnType<typeof http>['post']>) => req.set(a.auth).set('content-type', 'application/json').send('');
    expectProblem(await empty(http(t).delete('/me/vacation')), 409, 'not-on-vacation');
    expectProblem(await empty(http(t).post(`/games/${gameId}/start`)), 409, 'already-started');
    // Where a route takes a body, an empty one is still refused as such.
    expectProblem(await empty(http(t).post('/auth/logout')), 400, 'empty-body');
  });

  it('a body compressed, or in another charset than UTF-8: 415, not read as UTF-8 anyway (found by review)', async () => {
    for (const charset of ['UTF-16', 'latin1', '"iso-8859-1"', 'utf-8; charset=latin1']) expectProblem(await postRaw('{"command":{"type":"roll"}}', `application/json; charset=${charset}`), 415, 'unsupported-charset');
    for (const coding of ['gzip', 'x-bogus']) {
      const res = await http(t).post(`/games/${gameId}/commands`).set(mover.auth).set('content-type', 'application/json').set('content-encoding', coding).send('{"command":{"type":"note","text":"x"}}');
      expectProblem(res, 415, 'unsupported-content-encoding');
    }
    const before = (await t.ctx.store.read(gameId)).length;
    // A request without a body has nothing to refuse.
    expect((await http(t).get('/me').set(a.auth).set('content-encoding', 'gzip')).status).toBe(200);
    for (const charset of ['utf-8', 'UTF8', '"utf-8"']) expect((await postRaw('{"command":{"type":"note","text":"x"}}', `application/json; charset=${charset}`)).status).toBe(200);
    expect((await t.ctx.store.read(gameId)).length).toBe(before + 3);
  });

  it('accepts unicode where text is free, and stores it as sent', async () => {
    const text = 'Waaagh! 💥 \u202eRTL\u200b zero-width, ÆØÅ, 𝔘𝔫𝔦';
    const res = await http(t).post(`/games/${gameId}/commands`).set(mover.auth).send({ command: { type: 'note', text } });
    expect(res.status, res.text).toBe(200);
    const view = await http(t).get(`/games/${gameId}/seats/${mover === a ? 'a' : 'b'}/view`).set(mover.auth);
    expect((view.body as { view: { myNotes: string[] } }).view.myNotes).toContain(text);
  });

  it('changes nothing in the log when it refuses', async () => {
    const before = (await t.ctx.store.read(gameId)).length;
    for (const [why, body] of cases) expectClientError(await postRaw(body), why);
    expect((await t.ctx.store.read(gameId)).length).toBe(before);
  });
});

describe('hostile ids and query strings', () => {
  const paths: [string, number, string?][] = [
    ['/games/not-a-uuid', 400],
    ['/games/00000000-0000-0000-0000-000000000000', 404],
    ['/games/%27%3B%20DROP%20TABLE%20games%3B--', 400],
    ['/games/..%2F..%2Fetc%2Fpasswd', 400],
    ['/games/{id}/seats/%00/view', 400],
    ['/games/{id}/seats/a%20b/history', 400],
    ['/games/{id}/seats/{long}/view', 400],
    ['/games/{id}/seats/{too-long}/view', 414, 'path-too-long'],
    ['/games/urn:uuid:00000000-0000-0000-0000-000000000000', 400],
    ['/games/{ID}', 400],
    ['/games/{ID}/events?after=0', 400],
    ['/games/{id}/events?after=0&limit=%00', 400],
    ['/games?ruleset=%00', 400],
    ['/games/%E0%A4%A', 400, 'bad-url'],
    ['/games/{id}/events?after=abc', 400],
    ['/games/{id}/events?after=-5', 400],
    ['/games/{id}/events?after=1.5', 400],
    // Numbers are written in decimal: JavaScript's reading (which Ajv's coercion used) took these for 16, 100, 5 and 3.
    ['/games/{id}/events?after=0x10', 400],
    ['/games/{id}/events?after=1e2', 400],
    ['/games/{id}/events?limit=%205', 400],
    ['/games?limit=0b11', 400],
    ['/games/{id}/stream?after=0x10', 400],
    ['/games/{id}/events?limit=99999999999999999999', 400],
    ['/games/{id}/events?unknown=1', 400],
    ['/games?limit=-1', 400],
    ['/games?mine=perhaps', 400],
    ['/games?offset=1e400', 400],
    ['/games?limit=-1e400', 400],
    ['/games/{id}/events?after=1e400', 400],
    ['/games/{id}/events?limit=1e400', 400],
    ['/me/notifications/deliveries?limit=1e400', 400],
    ['/games/{id}/stream?after=1e400', 400],
  ];
  it.each(paths)('GET %s', async (template, status, code) => {
    const path = template.replace('{id}', gameId).replace('{ID}', gameId.toUpperCase()).replace('{long}', 'x'.repeat(100)).replace('{too-long}', 'x'.repeat(101));
    const res = await http(t).get(path).set(a.auth);
    expectClientError(res, path);
    expectProblem(res, status, code);
  });
});

describe('ids in another case', () => {
  it('are refused with a 400 that changes nothing: ids are taken as the service writes them (found by review: a start through an upper-case id started the game yet answered 409, and streams on the embedded database missed it)', async () => {
    const [host, guest] = [await register(t), await register(t)];
    const game = (await http(t).post('/games').set(host.auth).send({ ruleset: 'race', seat: 'a' })).body as { id: string };
    const upper = game.id.toUpperCase();
    expectProblem(await http(t).post(`/games/${upper}/seats`).set(guest.auth).send({ seat: 'b' }), 400, 'invalid-request');
    expect((await http(t).post(`/games/${game.id}/seats`).set(guest.auth).send({ seat: 'b' })).status).toBe(200);
    expectProblem(await http(t).post(`/games/${upper}/start`).set(guest.auth), 400, 'invalid-request');
    expect((await http(t).get(`/games/${game.id}`)).body).toMatchObject({ status: 'open', version: 0 });
    const started = await http(t).post(`/games/${game.id}/start`).set(guest.auth);
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ status: 'active', version: 1 });
  });
});

describe('text and requests no route sees', () => {
  it('refuses U+0000 in any text with a 400, before it can reach the database', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['a login name', () => http(t).post('/auth/login').send({ name: 'a\u0000', password: 'correct horse battery' })],
      ['a new account name', () => http(t).post('/accounts').send({ name: 'nul\u0000name', password: 'correct horse battery' })],
      ['an invitation', () => http(t).post(`/games/${gameId}/invitations`).set(a.auth).send({ name: 'b\u0000' })],
      ['a lobby filter', () => http(t).get('/games?ruleset=race%00').set(a.auth)],
    ];
    for (const [why, send] of cases) {
      const res = await send();
      expectClientError(res, why);
      expectProblem(res, 400, 'invalid-request');
    }
  });

  it('refuses a lone UTF-16 surrogate (no Unicode character: jsonb stores none) with a 400, where it answered 500 (found by review); a pair is text like any other', async () => {
    const before = (await turnOf(t, gameId)).version;
    // JSON escapes, as a client's JSON.stringify writes a lone surrogate.
    for (const text of [String.raw`\ud800`, String.raw`x\udc00`, String.raw`\udbff\ud800`]) {
      const res = await postRaw(`{"command":{"type":"note","text":"${text}"}}`);
      expectClientError(res, text);
      expectProblem(res, 400, 'invalid-request');
      expectProblem(await postRaw(`{"command":{"type":"note","${text}":"key"}}`), 400, 'invalid-request');
    }
    expect((await turnOf(t, gameId)).version).toBe(before);
    const paired = await postRaw(String.raw`{"command":{"type":"note","text":"\ud83d\ude00"}}`);
    expect(paired.status, paired.text).toBe(200);
    expect((await turnOf(t, gameId)).version).toBeGreaterThan(before);
  });

  it('reads the bearer scheme in any case', async () => {
    expect((await http(t).get('/games?mine=true').set('authorization', `bearer ${a.token}`)).status).toBe(200);
    expect((await http(t).get('/games?mine=true').set('authorization', `BEARER ${a.token}`)).status).toBe(200);
  });

  it('answers headers too large, and a request that is not HTTP, with a problem too', async () => {
    const big = await http(t).get('/games').set('x-padding', 'x'.repeat(20_000));
    expect(big.status).toBe(431);
    expect(big.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(big.text)).toMatchObject({ status: 431, code: 'headers-too-large' });

    const { text: answer } = await rawExchange(await t.listen(), 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/problem+json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, code: 'malformed-request' });
  });
});

describe('slow requests', () => {
  it('answers a body that stops arriving with 408 and closes its connection, instead of holding it for good (found by review)', async () => {
    const slow = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    try {
      const baseUrl = await slow.listen();
      const started = Date.now();
      const { text: answer } = await rawExchange(baseUrl, 'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, code: 'request-timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  });
});

/** One character of any kind a URL may carry once encoded: ASCII with its controls and NUL, or any grapheme. */
const anyCharacter = fc.oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));

describe('random input (property)', () => {
  it('no JSON body on the command route is a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ command: fc.jsonValue(), expectedVersion: fc.option(fc.jsonValue()) }), fc.record({ command: fc.dictionary(fc.string(), fc.jsonValue()) })), async (body) => {
        const res = await postRaw(JSON.stringify(body) ?? 'null');
        expect(res.status, res.text).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('no path segment or query string is a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80, unit: anyCharacter }), fc.string({ maxLength: 40, unit: anyCharacter }), async (segment, query) => {
        const seg = encodeURIComponent(segment);
        for (const path of [`/games/${seg}`, `/games/${gameId}/seats/${seg}/view`, `/games/${gameId}/events?after=${encodeURIComponent(query)}`, `/games?ruleset=${seg}&limit=${encodeURIComponent(query)}`]) {
          const res = await http(t).get(path).set(a.auth);
          expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
