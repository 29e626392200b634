/** Who is calling: the account behind a request's bearer token. */
import type { FastifyRequest } from 'fastify';
import type { TokenSubject } from '../accounts/tokens.js';
import type { AppContext } from './context.js';
import { problems } from './problem.js';

/** The scheme name is case-insensitive (RFC 9110 §11.1); the token is base64url parts joined by dots. */
const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/i;

/** The account a request's `Authorization: Bearer` token names, or null when there is none or it is not valid. */
async function authenticate(ctx: Pick<AppContext, 'tokens'>, request: Pick<FastifyRequest, 'headers'>): Promise<TokenSubject | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = BEARER.exec(header);
  return match ? ctx.tokens.verifyAccessToken(match[1]!) : null;
}

/** The calling account; a 401 problem when the request carries no valid token. */
export async function requireAccount(ctx: Pick<AppContext, 'tokens'>, request: Pick<FastifyRequest, 'headers'>): Promise<TokenSubject> {
  const subject = await authenticate(ctx, request);
  if (!subject) throw problems.unauthorized();
  return subject;
}

/**
 * The caller of a route open to anonymous callers: null without an
 * Authorization header, but a 401 when a token is sent and is not valid,
 * so a client with an expired token learns to refresh instead of silently
 * seeing less.
 */
export async function optionalAccount(ctx: Pick<AppContext, 'tokens'>, request: Pick<FastifyRequest, 'headers'>): Promise<TokenSubject | null> {
  if (request.headers.authorization === undefined) return null;
  return requireAccount(ctx, request);
}
