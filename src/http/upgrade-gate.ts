/**
 * The gate every WebSocket upgrade passes once its token is checked (auth.ts)
 * and before its route runs. Asked of a
 * route that does not speak WebSocket, the WebSocket plugin would accept it
 * (101) and close the socket at once; with a malformed handshake, the
 * WebSocket layer would answer in HTML. Both are refused here instead, as
 * problems.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problems } from './problem.js';
import { checkSubprotocols } from './upgrade-auth.js';

/** A handshake key: 16 random bytes in base64 (RFC 6455). */
const HANDSHAKE_KEY = /^[+/0-9A-Za-z]{22}==$/;

/** Refuses a handshake the WebSocket layer would: an Upgrade other than `websocket` alone, a key that is not 16 bytes of base64, a version other than 13 (or 8); and a subprotocol list Sortie's streams do not take. */
function checkHandshake(headers: FastifyRequest['headers']): void {
  if (String(headers.upgrade).toLowerCase() !== 'websocket') throw problems.badRequest('bad-handshake', 'Upgrade must be "websocket" alone.');
  const key = headers['sec-websocket-key'];
  if (typeof key !== 'string' || !HANDSHAKE_KEY.test(key)) throw problems.badRequest('bad-handshake', 'Sec-WebSocket-Key is missing or not 16 bytes in base64.');
  if (!['13', '8'].includes(String(headers['sec-websocket-version']).trim())) throw problems.badRequest('bad-handshake', 'Sec-WebSocket-Version must be 13.');
  checkSubprotocols(headers);
}

/** Gates the upgrades to every route registered after this: a 400 `not-a-stream` for a route without a WebSocket handler, `bad-handshake` for a malformed one. */
export function gateUpgrades(app: FastifyInstance): void {
  const streams = new Set<string>();
  app.addHook('onRoute', (route) => {
    // @fastify/websocket's route options, which Fastify's types do not name.
    const { wsHandler, websocket } = route as { wsHandler?: unknown; websocket?: unknown };
    if (wsHandler || websocket) streams.add(route.url);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.ws || request.routeOptions.url === undefined) return;
    if (!streams.has(request.routeOptions.url)) {
      throw problems.badRequest('not-a-stream', `${request.routeOptions.url} does not speak WebSocket: ask it without Upgrade.`);
    }
    checkHandshake(request.headers);
  });
}
