/** GET /rulesets: the games this service hosts, with the schemas of their options and commands. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { problemResponses } from '../schemas/common.js';

const JsonSchema = Type.Object({}, { additionalProperties: true, description: 'A JSON Schema.' });

/** The rulesets route. */
export function rulesetRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  const body = {
    rulesets: ctx.rulesets.list().map((r) => ({ id: r.id, title: r.title, optionsSchema: r.optionsSchema, commandSchema: r.commandSchema })),
  };
  return async (app) => {
    app.get(
      '/rulesets',
      {
        schema: {
          tags: ['lobby'],
          summary: 'The rulesets this service hosts',
          security: [],
          response: {
            200: Type.Object({ rulesets: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), optionsSchema: JsonSchema, commandSchema: JsonSchema })) }),
            ...problemResponses(400),
          },
        },
      },
      async () => body,
    );
  };
}
