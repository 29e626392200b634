/**
 * GET /metrics: the service's metrics in Prometheus's text format, for an
 * operator's scraper holding METRICS_TOKEN. Without that setting there is no
 * right token, so every request is refused: metrics are off unless an
 * operator turns them on. The token is checked before anything else.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OwnAuthentication } from '../auth.js';
import type { AppContext } from '../context.js';
import { problems } from '../problem.js';
import { problemResponses } from '../schemas/common.js';

/** The scheme name is case-insensitive (RFC 9110 §11.1). */
const BEARER = /^Bearer (\S+)$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the metrics token (compared in constant time). */
function carriesToken(expected: string, header: string | undefined): boolean {
  const given = header === undefined ? null : BEARER.exec(header)?.[1];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** The metrics route. */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['operations'],
          summary: "The service's metrics, for Prometheus",
          operationId: 'getMetrics',
          description:
            'Prometheus text format: commands by ruleset and result, command latency, append group sizes, open sockets by stream, notices pending and delivered by channel, dispatcher lag, and the process metrics (CPU, memory, event-loop delay, GC). Needs the METRICS_TOKEN setting as a bearer token; with METRICS_TOKEN unset every request is 401 (metrics are off).',
          security: [{ metricsToken: [] }],
          response: {
            200: { description: 'The metrics, in the Prometheus text format 0.0.4.', content: { 'text/plain': { schema: Type.String() } } },
            ...problemResponses(401),
          },
        },
        // The token first, before anything of the request is parsed or checked, as on every secured route (src/http/auth.ts runs it).
        config: {
          authenticate: (request) => {
            const token = ctx.config.metricsToken;
            if (token === undefined) throw problems.unauthorized('Metrics are off: the METRICS_TOKEN setting is not set.');
            if (!carriesToken(token, request.headers.authorization)) throw problems.unauthorized('The metrics token (METRICS_TOKEN) is required.');
          },
        } satisfies OwnAuthentication,
      },
      async (_request, reply) => {
        return reply.type(ctx.metrics.contentType).send(await ctx.metrics.text());
      },
    );
  };
}
