/**
 * Who is calling: the account behind a request's bearer token, checked
 * first. A hook on every request reads the route's declared `security` (as
 * the OpenAPI document shows it) and checks the token before the body is
 * parsed and before anything in the request is validated, so a caller with
 * no valid token learns nothing of a route's schema: it gets 401 whatever it
 * sent. Routes then ask for the caller the hook found.
 */
import type { FastifyRequest } from 'fastify';
import type { TokenSubject } from '../accounts/tokens.js';
import type { AppContext } from './context.js';
import { HttpProblem, problems } from './problem.js';
import { streamToken } from './upgrade-auth.js';
import { SESSION_ENDED } from '../accounts/sessions.js';
import { scopeOf } from './scopes.js';

/** The scheme name is case-insensitive (RFC 9110 §11.1); the token is base64url parts joined by dots. */
const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/i;

/** What a route's `security` asks of a caller: a valid token, a valid token if one is sent, or none read at all. */
type TokenPolicy = 'required' | 'optional' | 'none';

/**
 * The policy a route's schema declares in `security`, as OpenAPI reads it:
 * none given is the document's default (a bearer token); an empty list reads
 * no token; a list with the empty requirement `{}` lets anonymous callers in.
 * A route left out of the document (the /docs pages) reads none.
 */
function policyOf(schema: { hide?: boolean; security?: readonly Record<string, unknown>[] } | undefined): TokenPolicy {
  if (!schema || schema.hide) return 'none';
  const { security } = schema;
  if (security === undefined) return 'required';
  if (security.length === 0) return 'none';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required';
}

/** A route's own check of a scheme other than access tokens, run by the hook in their place: it throws a 401 problem, or lets the request through. */
export interface OwnAuthentication {
  authenticate(request: FastifyRequest): void;
}

/** The caller each request's hook found, with the token it presented (null: anonymous, on a route that allows it). */
const callers = new WeakMap<FastifyRequest, { readonly subject: TokenSubject; readonly token: string } | null>();

/** The token a request carries: its Authorization header, or on a WebSocket upgrade the `bearer.` subprotocol. Undefined when it carries none. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.ws ? streamToken(request.headers) : request.headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * The onRequest hook that authenticates first: a 401 for a route that needs
 * a token and has no valid one, or that allows anonymous callers and was sent
 * an invalid one (so a client with an expired token learns to refresh
 * instead of silently seeing less), or whose session has ended (a logout or
 * a password change since, see src/accounts/revocations.ts); then a 403
 * `insufficient-scope` for a valid token without the scope the route needs
 * (src/http/scopes.ts), before anything else of the request is read.
 */
export function authenticateFirst(ctx: Pick<AppContext, 'tokens' | 'revocations'>) {
  return async (request: FastifyRequest): Promise<void> => {
    // A route secured by a scheme of its own (GET /metrics) names its check in its config: run here, as first.
    const own = (request.routeOptions.config as Partial<OwnAuthentication> | undefined)?.authenticate;
    if (own) return own(request);
    const policy = policyOf(request.routeOptions.schema);
    if (policy === 'none' || request.routeOptions.url === undefined) return;
    const token = presentedToken(request);
    if (token === undefined && policy === 'optional') return void callers.set(request, null);
    if (!token) throw problems.unauthorized();
    const subject = await ctx.tokens.verifyAccessToken(token);
    if (!subject) throw problems.unauthorized();
    const ended = ctx.revocations.ended(subject, token);
    if (ended) throw problems.unauthorized(SESSION_ENDED[ended]);
    // Every route that reads a token names its scope (requireScopeDeclared refuses one that does not, at start).
    const scope = scopeOf(request.routeOptions.schema);
    if (scope === undefined || !subject.scopes.includes(scope)) throw insufficientScope(scope);
    callers.set(request, { subject, token });
  };
}

/** The 403 for a token without the scope an operation needs, naming it in the problem and, as RFC 6750 §3 says, in WWW-Authenticate. */
function insufficientScope(scope: string | undefined): HttpProblem {
  const needed = scope ?? 'none that a token can hold';
  return new HttpProblem(403, 'insufficient-scope', `This token was not granted the scope this operation needs: ${needed}.`, scope === undefined ? {} : { scope }, undefined, {
    'www-authenticate': `Bearer error="insufficient_scope", scope="${needed}"`,
  });
}

function callerOf(request: FastifyRequest) {
  const caller = callers.get(request);
  if (caller === undefined) throw new Error(`${request.routeOptions.url} asks for its caller but declares no security`);
  return caller;
}

/** The caller the hook found on a route open to anonymous callers: null for an anonymous one. */
export function optionalAccount(request: FastifyRequest): TokenSubject | null {
  return callerOf(request)?.subject ?? null;
}

/** The calling account, on a route that needs a token (the hook has refused a request without a valid one). */
export function requireAccount(request: FastifyRequest): TokenSubject {
  const caller = optionalAccount(request);
  if (!caller) throw problems.unauthorized();
  return caller;
}

/** The access token the calling account presented (to revoke it on logout), on a route that needs one. */
export function presentedAccessToken(request: FastifyRequest): string {
  const caller = callerOf(request);
  if (!caller) throw problems.unauthorized();
  return caller.token;
}
