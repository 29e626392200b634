/** GET /health: is the service up, and can it reach its database. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { jsonAnswer, problemResponses } from '../schemas/common.js';

const Health = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    database: Type.Object({
      kind: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
      reachable: Type.Boolean(),
      latencyMs: Type.Optional(Type.Number()),
    }),
    rulesets: Type.Array(Type.String()),
    mail: Type.Boolean({ description: 'Whether this service sends mail (SMTP_URL is set): without it, addresses cannot be verified nor passwords reset by mail.' }),
  },
  { $id: 'Health', title: 'Health' },
);

/** The health check route. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['service'],
          summary: 'Service and database health',
          description: 'Whether the service and its database answer, and what this instance offers (mail, for one). No token needed; load balancers and monitors poll it.',
          operationId: 'getHealth',
          security: [],
          response: { ...problemResponses(), 200: jsonAnswer('The service is up and reaches its database.', Health), 503: jsonAnswer('The service is up but cannot reach its database.', Health) },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const reachable = await ctx.db.pool.query('SELECT 1').then(
          () => true,
          () => false,
        );
        const body = {
          status: reachable ? ('ok' as const) : ('unavailable' as const),
          database: { kind: ctx.db.kind, reachable, ...(reachable ? { latencyMs: Math.round((performance.now() - started) * 100) / 100 } : {}) },
          rulesets: ctx.rulesets.list().map((r) => r.id),
          mail: ctx.config.notifications.smtpUrl !== undefined,
        };
        return reply.status(reachable ? 200 : 503).send(body);
      },
    );
  };
}
