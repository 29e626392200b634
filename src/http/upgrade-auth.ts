/**
 * Who opens a stream. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer <token>` the token may ride in the subprotocol list
 * as `Sec-WebSocket-Protocol: sortie, bearer.<token>`; the server answers
 * with `sortie` alone, so the token is never echoed. There is deliberately
 * no query-string token: URLs end up in access logs and proxies' logs.
 * The token is read (and checked, src/http/auth.ts) before the list's form
 * is: a caller without a valid token learns nothing of the handshake.
 */
import type { FastifyRequest } from 'fastify';
import { problems } from './problem.js';

/** The subprotocol every stream speaks; it must come first in the client's list. */
const STREAM_PROTOCOL = 'sortie';

const BEARER_PROTOCOL = 'bearer.';

/** A subprotocol is an HTTP token (RFC 9110); the list holds each once. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The subprotocols offered, as the WebSocket layer reads them (only spaces and tabs are whitespace in a header, RFC 9110). */
function offeredProtocols(headers: FastifyRequest['headers']): string[] | undefined {
  return headers['sec-websocket-protocol']?.split(',').map((p) => p.replace(/^[ \t]+|[ \t]+$/g, ''));
}

/** An upgrade's credentials as an Authorization header value: its own header, else one made from a `bearer.<token>` subprotocol; undefined for none. */
export function streamToken(headers: FastifyRequest['headers']): string | undefined {
  const bearer = offeredProtocols(headers)?.find((p) => p.startsWith(BEARER_PROTOCOL));
  return headers.authorization ?? (bearer && `Bearer ${bearer.slice(BEARER_PROTOCOL.length)}`);
}

/**
 * Refuses (400 `bad-subprotocol`) a subprotocol list that is not one of
 * distinct tokens led by `sortie`. (The rest of the handshake is checked at
 * the gate, src/http/upgrade-gate.ts.)
 */
export function checkSubprotocols(headers: FastifyRequest['headers']): void {
  const protocols = offeredProtocols(headers);
  if (protocols === undefined) return;
  if (!protocols.every((p) => TOKEN.test(p)) || new Set(protocols).size !== protocols.length) {
    throw problems.badRequest('bad-subprotocol', 'Sec-WebSocket-Protocol must list distinct tokens, separated by commas.');
  }
  // ws answers with the first protocol offered: were a token first, it would be echoed back.
  if (protocols[0] !== STREAM_PROTOCOL) throw problems.badRequest('bad-subprotocol', `List the "${STREAM_PROTOCOL}" subprotocol first.`);
}
