/**
 * The token is checked first: an outsider's probe, made from the published
 * OpenAPI document as it stands when the test runs (so operations added
 * later are walked too), sends every secured operation a token that is not
 * valid — unsigned, garbage, expired, signed with another key — together
 * with input that is bad in every way it can be (a malformed or unreadable
 * body, ids that are no ids, a query that fits nothing), over plain HTTP and
 * as a WebSocket upgrade, and sees nothing but 401 problem+json: nothing of
 * a route's schema leaks to a caller who has not authenticated.
 */
import { readFileSync } from 'node:fs';
import { createSecretKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { rawBody, rawExchange } from '../support/raw-http.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/accounts/tokens.js';

interface Operation {
  readonly method: string;
  readonly path: string;
  /** Whether a caller without any token may call it (a sent token is checked all the same). */
  readonly anonymous: boolean;
}

type Security = Record<string, unknown>[] | undefined;

/** Every operation of the published document that reads a token, by its own `security` or the document's. */
function securedOperations(): Operation[] {
  const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
    security?: Security;
    paths: Record<string, Record<string, { security?: Security }>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation.security ?? document.security ?? [];
      if (security.length === 0) continue;
      operations.push({ method: method.toUpperCase(), path, anonymous: security.some((s) => Object.keys(s).length === 0) });
    }
  }
  return operations;
}

/** The test app's signing key (test/support/test-app.ts). */
const KEY = { kid: 'test-key', secret: '0123456789abcdef0123456789abcdef' };
const ACCOUNT = '00000000-0000-4000-8000-000000000001';

async function signed(secret: string, expiresAt: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: 'prober' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: KEY.kid })
    .setSubject(ACCOUNT)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(expiresAt)
    .sign(createSecretKey(Buffer.from(secret)));
}

/** An `alg: none` token naming the same account: no signature at all. */
function unsigned(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT', kid: KEY.kid })}.${part({ sub: ACCOUNT, name: 'prober', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: 0, exp: 4_000_000_000 })}.`;
}

/** Ids that are no ids, a query that fits no route, and (with `;`) characters a path parameter never takes. */
const concrete = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-an-id;')}?limit=-1&after=x&offset=y&cursor=%00&unknown=1`;

/** The bodies a probe sends: malformed JSON, JSON of the wrong shape, a media type no route takes, a compressed body. */
const BODIES: readonly { readonly why: string; readonly contentType: string; readonly body: string; readonly headers?: string }[] = [
  { why: 'malformed JSON', contentType: 'application/json', body: '{"command": {' },
  { why: 'JSON of no route\'s shape', contentType: 'application/json', body: '[1, {"__proto__": {}}]' },
  { why: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { why: 'a compressed body', contentType: 'application/json', body: '{}', headers: 'Content-Encoding: gzip\r\n' },
];

/** A well-formed WebSocket upgrade's headers, and one whose handshake and subprotocols are malformed. */
const UPGRADES = {
  'a well-formed upgrade': 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n',
  'a malformed upgrade': 'Upgrade: websocket, h2c\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 7\r\nSec-WebSocket-Key: short\r\nSec-WebSocket-Protocol: bearer.x, sortie, sortie\r\n',
};

let t: TestApp;
let base: string;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  const now = Math.floor(Date.now() / 1000);
  tokens = {
    unsigned: unsigned(),
    garbage: 'not.a.token',
    'not even a JWT': '%%%',
    expired: await signed(KEY.secret, now - 3600),
    'signed with another key': await signed('another-secret-another-secret-!!', now + 600),
  };
});
afterAll(() => t?.close());

/** Sends a raw request and answers its status and problem document. */
async function probe(request: string): Promise<{ status: number; problem: { status?: number; code?: string; instance?: string } | null; text: string }> {
  const answer = await rawExchange(base, request, 5000);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1] ?? 0);
  const isProblem = /\r\ncontent-type: application\/problem\+json/i.test(answer.text.slice(0, answer.text.indexOf('\r\n\r\n')));
  return { status, problem: isProblem ? (rawBody(answer) as { status?: number }) : null, text: answer.text.slice(0, 600) };
}

const operations = securedOperations();

describe('an outsider probing every secured operation of the OpenAPI document', () => {
  it('finds the secured operations in the document', () => {
    // The document's own count when this test was written; more may come, none may go unwalked.
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it.each(operations)('$method $path answers 401 to every bad token, whatever else is wrong', async ({ method, path }) => {
    for (const [kind, token] of Object.entries(tokens)) {
      for (const { why, contentType, body, headers = '' } of BODIES) {
        const request = `${method} ${concrete(path)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
        const answer = await probe(request);
        expect(answer.status, `${kind} token, ${why}: ${answer.text}`).toBe(401);
        expect(answer.problem, `${kind} token, ${why}`).toMatchObject({ status: 401, code: 'unauthorized' });
      }
    }
  });

  it.each(operations.filter((o) => o.method === 'GET'))('$method $path answers 401 to a bad token on a WebSocket upgrade, however malformed the handshake', async ({ path }) => {
    for (const [kind, token] of Object.entries(tokens)) {
      for (const [how, lines] of Object.entries(UPGRADES)) {
        for (const via of [`Authorization: Bearer ${token}\r\n`, `Sec-WebSocket-Protocol: sortie, bearer.${token}\r\n`]) {
          if (how === 'a malformed upgrade' && via.startsWith('Sec-WebSocket-Protocol')) continue;
          const answer = await probe(`GET ${concrete(path)} HTTP/1.1\r\nHost: x\r\n${lines}${via}\r\n`);
          expect(answer.status, `${kind} token, ${how}, ${via.split(':')[0]}: ${answer.text}`).toBe(401);
          expect(answer.problem, `${kind} token, ${how}`).toMatchObject({ status: 401 });
        }
      }
    }
  });

  it.each(operations.filter((o) => !o.anonymous))('$method $path answers 401 to no token at all, whatever else is wrong', async ({ method, path }) => {
    const body = '{"command": {';
    const answer = await probe(`${method} ${concrete(path)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(answer.status, answer.text).toBe(401);
    expect(answer.problem).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
