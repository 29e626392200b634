/**
 * Who may open a stream: every refusal is decided on the upgrade request and
 * answered as problem+json, before any WebSocket exists.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { rawBody, rawExchange } from '../support/raw-http.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { TokenService } from '../../src/accounts/tokens.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { RefusedError, StreamClient, type TokenVia } from '../support/stream-client.js';
import { newPlayer, newRaceGame, type RaceGame } from './fixtures.js';

let t: TestApp;
let base: string;
let game: RaceGame;

beforeAll(async () => {
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
  base = await t.listen();
  game = await newRaceGame(t.ctx);
});
afterAll(() => t?.close());

/** The headers of a well-formed WebSocket upgrade, each line ended. */
const UPGRADE = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

/** The status an upgrade is refused with (and that it is a problem document). */
async function refusal(path: string, token: string, via: TokenVia = 'protocol'): Promise<number> {
  const error = await StreamClient.open(base, path, token, via).then(
    async (client) => {
      await client.close();
      return new Error('the upgrade was accepted');
    },
    (err: Error) => err,
  );
  if (!(error instanceof RefusedError)) throw error;
  expect(error.contentType).toMatch(/^application\/problem\+json/);
  return error.status;
}

/** Opens a raw WebSocket with its own headers and protocols; answers the HTTP status it was refused with. */
function rawRefusal(path: string, protocols: string[], headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`, protocols, { headers });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('error', reject);
  });
}

describe('opening a stream', () => {
  it('accepts a token in the subprotocol list, answering with "sortie" alone, or in the Authorization header', async () => {
    const viaProtocol = await StreamClient.open(base, `/games/${game.id}/stream`, game.a.token, 'protocol');
    expect(viaProtocol.ws.protocol).toBe('sortie');
    await viaProtocol.next('hello');
    const viaHeader = await StreamClient.open(base, '/me/stream', game.b.token, 'header');
    expect(await viaHeader.next('hello')).toMatchObject({ stream: 'personal', accountId: game.b.accountId });
    await Promise.all([viaProtocol.close(), viaHeader.close()]);
  });

  it('refuses a missing, forged or malformed token with 401', async () => {
    const forger = new TokenService([{ kid: 'test-key', secret: new TextEncoder().encode('not-the-key-not-the-key-not-the-key!') }], t.clock);
    const forged = await forger.issueAccessToken({ id: game.a.accountId, name: 'forged' });
    for (const path of [`/games/${game.id}/stream`, '/me/stream']) {
      expect(await rawRefusal(path, [])).toBe(401);
      expect(await rawRefusal(path, ['sortie'])).toBe(401);
      expect(await refusal(path, forged)).toBe(401);
      expect(await refusal(path, forged, 'header')).toBe(401);
      expect(await refusal(path, 'not.a.token')).toBe(401);
    }
  });

  it('refuses a subprotocol list that would have the token echoed back', async () => {
    expect(await rawRefusal('/me/stream', [`bearer.${game.a.token}`, 'sortie'])).toBe(400);
  });

  it('refuses a game that does not exist or is private to others (alike, as the HTTP API does), and a resume point beyond the log', async () => {
    const stranger = await newPlayer(t.ctx);
    const secret = await newRaceGame(t.ctx, { isPublic: false });
    expect(await refusal(`/games/${randomUUID()}/stream`, game.a.token)).toBe(404);
    expect(await refusal('/games/not-a-uuid/stream', game.a.token)).toBe(400);
    expect(await refusal(`/games/${secret.id}/stream`, stranger.token)).toBe(404);
    const seated = await StreamClient.open(base, `/games/${secret.id}/stream`, secret.b.token);
    await seated.next('hello');
    await seated.close();
    expect(await refusal(`/games/${game.id}/stream?after=99`, game.a.token)).toBe(409);
    expect(await refusal(`/games/${game.id}/stream?after=-1`, game.a.token)).toBe(400);
  });

  it('closes the connection of an upgrade refused before any route, so that it holds no socket (found by review: it held one for good, and shutdown waited)', async () => {
    for (const path of [`/games/${'A'.repeat(101)}/stream`, '/games/%zz/stream']) {
      const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: x\r\n${UPGRADE}\r\n`, 3000);
      expect(answer.text, path).toMatch(/^HTTP\/1\.1 4\d\d .*content-type: application\/problem\+json/is);
      expect(answer.closed, `${path}: the server closed the connection`).toBe(true);
    }
  });

  it('refuses a malformed handshake with a problem, before the WebSocket layer would answer it in HTML (found by review)', async () => {
    const good = { 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, 'Sec-WebSocket-Protocol': 'sortie, sortie' }, 'bad-subprotocol'],
      [{ ...good, 'Sec-WebSocket-Protocol': 'sortie, a b' }, 'bad-subprotocol'],
      [{ ...good, 'Sec-WebSocket-Protocol': 'sortie,' }, 'bad-subprotocol'],
      [{ ...good, 'Sec-WebSocket-Protocol': 'sortie, {x}' }, 'bad-subprotocol'],
      [{ ...good, 'Sec-WebSocket-Protocol': 'sortie,\u00a0x' }, 'bad-subprotocol'],
      [{ 'Sec-WebSocket-Version': '13' }, 'bad-handshake'],
      [{ 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'short' }, 'bad-handshake'],
      [{ ...good, 'Sec-WebSocket-Version': 'x' }, 'bad-handshake'],
      [{ ...good, Upgrade: 'websocket, foo/1' }, 'bad-handshake'],
    ];
    for (const [headers, code] of cases) {
      for (const path of [`/games/${game.id}/stream`, '/me/stream']) {
        const lines = Object.entries({ Upgrade: 'websocket', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
        const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nAuthorization: Bearer ${game.a.token}\r\n${lines}\r\n`, 3000);
        const where = `${path} ${JSON.stringify(headers)}`;
        expect(answer.text, where).toMatch(/^HTTP\/1\.1 400 [\s\S]*content-type: application\/problem\+json/i);
        expect(rawBody(answer), where).toMatchObject({ status: 400, code });
      }
    }
  });

  it('refuses an upgrade on a route that does not speak WebSocket with a problem, instead of accepting it and closing (found by review)', async () => {
    for (const path of ['/health', '/games', '/me']) {
      const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: x\r\n${UPGRADE}Authorization: Bearer ${game.a.token}\r\n\r\n`, 3000);
      expect(answer.text, path).toMatch(/^HTTP\/1\.1 400 [\s\S]*content-type: application\/problem\+json/i);
      expect(rawBody(answer), path).toMatchObject({ status: 400, code: 'not-a-stream' });
    }
  });

  it('keeps the connection of a plain request that only names an Upgrade header, refused before any route', async () => {
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: keep-alive\r\n\r\n`;
    socket.write(request(`/games/${'A'.repeat(101)}/stream`) + request('/health'));
    await expect.poll(() => answer.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0).toBe(2);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 414 [\s\S]*HTTP\/1\.1 200 /);
  });

  it('answers a plain GET with 426 Upgrade Required', async () => {
    const res = await fetch(`${base}/games/${game.id}/stream`, { headers: { authorization: `Bearer ${game.a.token}` } });
    expect(res.status).toBe(426);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('reports an account with an open stream as connected, until it closes', async () => {
    const player = await newPlayer(t.ctx);
    expect(await t.ctx.presence.isConnected(player.accountId)).toBe(false);
    const client = await StreamClient.open(base, '/me/stream', player.token);
    await client.next('hello');
    expect(await t.ctx.presence.isConnected(player.accountId)).toBe(true);
    await client.close();
    const deadline = Date.now() + 10_000;
    while ((await t.ctx.presence.isConnected(player.accountId)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await t.ctx.presence.isConnected(player.accountId)).toBe(false);
  });

  it('does not count a game stream as connected: it tells of one game, not of every turn', async () => {
    const own = await newRaceGame(t.ctx);
    const client = await StreamClient.open(base, `/games/${own.id}/stream`, own.a.token);
    await client.next('hello');
    expect(await t.ctx.presence.isConnected(own.a.accountId)).toBe(false);
    await client.close();
  });

  it('bounds the sockets one account may hold open', async () => {
    const player = await newPlayer(t.ctx);
    const open: StreamClient[] = [];
    for (let i = 0; i < 16; i++) open.push(await StreamClient.open(base, '/me/stream', player.token));
    expect(await refusal('/me/stream', player.token)).toBe(429);
    // A closed socket frees its place (once the server has seen it close).
    await open.pop()!.close();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const reopened = await StreamClient.open(base, '/me/stream', player.token).catch((err: Error) => err);
      if (reopened instanceof StreamClient) {
        open.push(reopened);
        break;
      }
      if (!(reopened instanceof RefusedError && reopened.status === 429) || Date.now() > deadline) throw reopened;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(open.map((c) => c.close()));
  });
});
