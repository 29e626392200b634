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
const STREAM_PROTOCOL = 'sortie';

const BEARER_PROTOCOL = 'bearer.';

/** A subprotocol is an HTTP token (RFC 9110); the list holds each once. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The upgrade request's credentials as the HTTP API reads them (an
 * Authorization header): its own header, else one made from a
 * `bearer.<token>` subprotocol. A 400 problem for a subprotocol list that is
 * not one of distinct tokens led by `sortie`. (The rest of the handshake is
 * checked at the gate, src/http/upgrade-gate.ts.)
 */
export function streamCredentials(request: Pick<FastifyRequest, 'headers'>): { headers: { authorization?: string } } {
  const { authorization } = request.headers;
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
