/**
 * Who opens a stream. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer <token>` the token may ride in the subprotocol list
 * as `Sec-WebSocket-Protocol: sortie, bearer.<token>`; the server answers
 * with `sortie` alone, so the token is never echoed. There is deliberately
 * no query-string token: URLs end up in access logs and proxies' logs.
 */
import type { FastifyRequest } from 'fastify';
import { problems } from './problem.js';

/** The subprotocol every stream speaks; it must come first in the client's list. */
export const STREAM_PROTOCOL = 'sortie';

const BEARER_PROTOCOL = 'bearer.';

/** A subprotocol is an HTTP token (RFC 9110); the list holds each once. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A handshake key: 16 random bytes in base64 (RFC 6455). */
const HANDSHAKE_KEY = /^[+/0-9A-Za-z]{22}==$/;

/**
 * The handshake headers the WebSocket layer would refuse, refused first as
 * problems (it would answer in HTML): an Upgrade other than `websocket`
 * alone, a key that is not 16 bytes of base64, a version other than 13 (or 8).
 */
function checkHandshake(headers: FastifyRequest['headers']): void {
  if (String(headers.upgrade).toLowerCase() !== 'websocket') throw problems.badRequest('bad-handshake', 'Upgrade must be "websocket" alone.');
  const key = headers['sec-websocket-key'];
  if (typeof key !== 'string' || !HANDSHAKE_KEY.test(key)) throw problems.badRequest('bad-handshake', 'Sec-WebSocket-Key is missing or not 16 bytes in base64.');
  if (!['13', '8'].includes(String(headers['sec-websocket-version']).trim())) throw problems.badRequest('bad-handshake', 'Sec-WebSocket-Version must be 13.');
}

/**
 * The upgrade request's credentials as the HTTP API reads them (an
 * Authorization header): its own header, else one made from a
 * `bearer.<token>` subprotocol. A 400 problem for a malformed handshake, or a
 * subprotocol list that is not one of distinct tokens led by `sortie`.
 */
export function streamCredentials(request: Pick<FastifyRequest, 'headers' | 'ws'>): { headers: { authorization?: string } } {
  const { authorization } = request.headers;
  if (request.ws) checkHandshake(request.headers);
  const offered = request.headers['sec-websocket-protocol'];
  if (offered === undefined) return { headers: { authorization } };
  // Only spaces and tabs are whitespace in a header (RFC 9110), as the WebSocket layer reads it.
  const protocols = offered.split(',').map((p) => p.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (!protocols.every((p) => TOKEN.test(p)) || new Set(protocols).size !== protocols.length) {
    throw problems.badRequest('bad-subprotocol', 'Sec-WebSocket-Protocol must list distinct tokens, separated by commas.');
  }
  // ws answers with the first protocol offered: were a token first, it would be echoed back.
  if (protocols[0] !== STREAM_PROTOCOL) throw problems.badRequest('bad-subprotocol', `List the "${STREAM_PROTOCOL}" subprotocol first.`);
  const bearer = protocols.find((p) => p.startsWith(BEARER_PROTOCOL));
  return { headers: { authorization: authorization ?? (bearer && `Bearer ${bearer.slice(BEARER_PROTOCOL.length)}`) } };
}
