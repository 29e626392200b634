/**
 * Rate limits checked inside a handler, for keys only the handler knows (the
 * account behind a token, the name a login tries), counted by
 * @fastify/rate-limit's store (on PostgreSQL shared by all instances); and
 * the 429 every limit answers with.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpProblem } from './problem.js';

/**
 * The client's address as rate limits count it (an IPv6 address by its /64,
 * so rotating addresses in a subnet buys nothing). A request whose client
 * has already reset the connection has no address any more: it is not
 * carried out (a 400 nobody reads), rather than failed with a 500 or counted
 * in a bucket of its own that would let it past its limit.
 */
export function addressKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  if (!ip) throw new HttpProblem(400, 'client-gone', 'The client closed the connection before its request was decided.');
  return normalizeIP(ip);
}

/** A limit of `max` per `timeWindow` ms for each key, named by `name` (which also keeps its keys apart from other limits'). */
export interface HandlerLimitOptions {
  readonly name: string;
  readonly max: number;
  readonly timeWindow: number;
  /** What the caller is told it did too often. */
  readonly what: string;
}

/** Counts one use of `key`; a 429 `rate-limited` problem, with Retry-After, once the limit is exceeded. */
export type HandlerLimit = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

/** Counts one use of `key`: null while within the limit, else the seconds until it frees up. */
export type LimitCounter = (request: FastifyRequest, key: string) => Promise<number | null>;

/** Makes a limit counter on `app` (which must have @fastify/rate-limit registered); routes that share one share its counts. */
export function limitCounter(app: FastifyInstance, options: Omit<HandlerLimitOptions, 'what'>): LimitCounter {
  const keys = new WeakMap<FastifyRequest, string>();
  const count = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: (request) => `${options.name}|${keys.get(request)}` });
  return async (request, key) => {
    keys.set(request, key);
    const limit = await count(request);
    // A window about to end can round to 0 seconds: 1 is the least a client should wait.
    return limit.isAllowed || !limit.isExceeded ? null : Math.max(1, limit.ttlInSeconds);
  };
}

/** Makes a handler limit on `app`. */
export function handlerLimit(app: FastifyInstance, options: HandlerLimitOptions): HandlerLimit {
  const counter = limitCounter(app, options);
  return async (request, reply, key) => {
    const wait = await counter(request, key);
    if (wait !== null) throw rateLimited(reply, wait, options.what);
  };
}

/** The 429 `rate-limited` problem for `what` done too often, with its Retry-After set on the reply. */
export function rateLimited(reply: FastifyReply, seconds: number, what: string): HttpProblem {
  void reply.header('retry-after', String(seconds));
  return new HttpProblem(429, 'rate-limited', `Too many ${what}; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
}
