/**
 * The HTTP application: plugins for external concerns (OpenAPI, WebSockets,
 * rate limits), the problem+json error handling, then the routes by folder.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './context.js';
import { installProblemHandlers, ProblemSchema } from './problem.js';
import { healthRoutes } from './routes/health.js';
import { streamRoutes } from './routes/streams.js';

/** Options for building the app beyond its services. */
export interface BuildOptions {
  /** A pino logger config, or false for none (tests). */
  readonly logger?: boolean | { level: string };
}

/** Builds the Fastify app over the given services; call `ready()` or `listen()` next. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    bodyLimit: 64 * 1024,
    // Validation errors become problem+json 400s; coercion only for query strings and params.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  installProblemHandlers(app);
  app.addSchema(ProblemSchema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sortie',
        version: '0.1.0',
        description: 'A play-by-web server for board wargames with hidden information. Every error is RFC 9457 problem+json.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(healthRoutes(ctx));
  await app.register(streamRoutes(ctx));
  return app;
}
