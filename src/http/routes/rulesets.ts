/** The games this service hosts: GET /rulesets, with the schemas of their options and commands; POST /rulesets/{id}/seats, the seats given options make. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { problemResponses } from '../schemas/common.js';
import { problems } from '../problem.js';
import { validOptions } from '../../games/ruleset-input.js';

const JsonSchema = Type.Object({}, { additionalProperties: true, description: 'A JSON Schema.' });

/** The rulesets routes. */
export function rulesetRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  const body = {
    rulesets: ctx.rulesets.list().map((r) => ({ id: r.id, version: r.version, title: r.title, optionsSchema: r.optionsSchema, commandSchema: r.commandSchema })),
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
            200: Type.Object({
              rulesets: Type.Array(
                Type.Object({
                  id: Type.String(),
                  version: Type.Integer({ minimum: 1, description: 'The newest version of its rules, which new games are played under (a game keeps the version it was created with).' }),
                  title: Type.String(),
                  optionsSchema: JsonSchema,
                  commandSchema: JsonSchema,
                }),
              ),
            }),
            ...problemResponses(400),
          },
        },
      },
      async () => body,
    );

    app.post(
      '/rulesets/:rulesetId/seats',
      {
        schema: {
          tags: ['lobby'],
          summary: 'The seats a game of this ruleset with these options would have',
          description: "So that a game's creator can name the seat to take (POST /games `seat`) before the game exists; the options are checked as at creation, their defaults filled in.",
          security: [],
          params: Type.Object({ rulesetId: Type.String({ minLength: 1, maxLength: 64 }) }),
          body: Type.Object({ options: Type.Optional(Type.Object({}, { additionalProperties: true, description: "The game's options, as for POST /games." })) }, { additionalProperties: false }),
          response: { 200: Type.Object({ ruleset: Type.String(), seats: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })) }), ...problemResponses(400, 404, 413, 415) },
        },
      },
      async (request) => {
        const ruleset = ctx.rulesets.get(request.params.rulesetId);
        if (!ruleset) throw problems.notFound('The ruleset');
        const seats = ruleset.seats(validOptions(ruleset, request.body.options));
        return { ruleset: ruleset.id, seats: seats.map(({ id, label }) => ({ id, label })) };
      },
    );
  };
}
