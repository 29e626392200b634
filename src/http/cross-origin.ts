/**
 * Browser frontends on other origins. The operator names them in
 * CORS_ORIGINS (none by default); @fastify/cors answers their preflights on
 * every route and gives their requests the headers a browser needs to hand
 * the answer over (a preflight from an origin not listed is no route, as
 * before: 404, without CORS headers). Its hook runs before the token check,
 * so that a 401 or 403 reaches the frontend too, readable.
 *
 * WebSockets have no preflight: a browser opens one to any origin, with the
 * page's cookies were there any, and says where the page came from only in
 * `Origin`. Streams read no cookie, but a page must not reach them with a
 * token it holds unless its origin is allowed all the same: an upgrade whose
 * `Origin` is neither the service's own (its PUBLIC_URL, its WEB_URL, or the
 * host it was asked of) nor a listed one is refused 403 before anything else
 * of it is read. A client that is no browser sends no `Origin` and passes.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { problems } from './problem.js';

/** The methods the API's routes answer. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/** The request headers the API reads beyond those a browser sends on its own. */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'];
/** The answer headers a client reads beyond those a browser shows on its own. */
const EXPOSED_HEADERS = ['Retry-After', 'ETag', 'Location', 'Idempotent-Replayed', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
/** How long a browser may keep a preflight's answer, in seconds (Chromium keeps it two hours at most). */
const PREFLIGHT_SECONDS = 600;

/** The origin of an http(s) URL. */
const originOf = (url: string): string => new URL(url).origin;

/** Registers the CORS answers for the listed origins, and the check of every WebSocket upgrade's `Origin`; before the token check. */
export async function allowListedOrigins(app: FastifyInstance, config: Pick<Config, 'corsOrigins' | 'publicUrl' | 'webUrl'>): Promise<void> {
  const listed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && listed.has(origin)),
    methods: METHODS,
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_SECONDS,
    // Tokens ride in Authorization, never in cookies: no credentialed requests.
    credentials: false,
    strictPreflight: true,
  });
  const own = new Set([originOf(config.publicUrl), originOf(config.webUrl)]);
  app.addHook('onRequest', async (request) => {
    if (!request.ws) return;
    const origin = request.headers.origin;
    if (origin === undefined || listed.has(origin) || own.has(origin) || isSameHost(request, origin)) return;
    throw problems.forbidden('origin-not-allowed', 'This page’s origin may not open Sortie’s streams: the operator lists the origins of other frontends in CORS_ORIGINS.');
  });
}

/** Whether `origin` names the host the request was sent to (the page came from this service itself, under whatever name it was reached). */
function isSameHost(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
