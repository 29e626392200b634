/**
 * Who opens a stream. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer <token>` the token may ride in the subprotocol list
 * as `Sec-WebSocket-Protocol: sortie, bearer.<token>`; the server answers
 * with `sortie` alone, so the token is never echoed. There is deliberately
 * no query-string token: URLs end up in access logs and proxies' logs.
 */
import type { FastifyRequest } from 'fastify';
import type { TokenSubject } from '../accounts/tokens.js';
import type { AppContext } from '../http/context.js';
import { requireAccount } from '../http/auth.js';
import { problems } from '../http/problem.js';

/** The subprotocol every stream speaks; it must come first in the client's list. */
export const STREAM_PROTOCOL = 'sortie';

const BEARER_PROTOCOL = 'bearer.';

/** The account opening a stream; a 401 problem without a valid token, a 400 for a subprotocol list not led by `sortie`. */
export async function streamAccount(ctx: Pick<AppContext, 'tokens'>, request: Pick<FastifyRequest, 'headers'>): Promise<TokenSubject> {
  const offered = request.headers['sec-websocket-protocol'];
  if (offered === undefined) return requireAccount(ctx, request);
  const protocols = offered.split(',').map((p) => p.trim());
  // ws answers with the first protocol offered: were a token first, it would be echoed back.
  if (protocols[0] !== STREAM_PROTOCOL) throw problems.badRequest('bad-subprotocol', `List the "${STREAM_PROTOCOL}" subprotocol first.`);
  if (request.headers.authorization !== undefined) return requireAccount(ctx, request);
  const bearer = protocols.find((p) => p.startsWith(BEARER_PROTOCOL));
  const subject = bearer ? await ctx.tokens.verifyAccessToken(bearer.slice(BEARER_PROTOCOL.length)) : null;
  if (!subject) throw problems.unauthorized();
  return subject;
}
