/** The games this service hosts: GET /rulesets, with the schemas of their options and commands; POST /rulesets/{id}/seats, the seats given options make; GET /rulesets/{id}/board(.svg), the map they are played on. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { problemResponses, ref, RulesetProtocolSchema } from '../schemas/common.js';
import { problems } from '../problem.js';
import { validOptions } from '../../games/ruleset-input.js';
import type { BoardBody, RulesetSchemas } from '../schemas/ruleset-schemas.js';
import type { AnyRuleset, RulesetBoard } from '../../kernel/ruleset.js';

const JsonSchema = Type.Object({}, { additionalProperties: true, description: 'A JSON Schema.' });

const RulesetParams = Type.Object({ rulesetId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The newest version of a hosted ruleset; a 404 for one the service does not host. */
function hostedRuleset(ctx: AppContext, id: string): AnyRuleset {
  const ruleset = ctx.rulesets.get(id);
  if (!ruleset) throw problems.notFound('The ruleset');
  return ruleset;
}

/** A hosted ruleset's board; a 404 for a ruleset the service does not host, or one played on no map. */
function boardOf(ctx: AppContext, id: string): { ruleset: AnyRuleset; board: RulesetBoard } {
  const ruleset = hostedRuleset(ctx, id);
  if (!ruleset.board) throw problems.notFound(`A board of ${ruleset.title}`);
  return { ruleset, board: ruleset.board };
}

/** The rulesets routes. */
export function rulesetRoutes(ctx: AppContext, schemas: RulesetSchemas): FastifyPluginAsyncTypebox {
  const body = {
    rulesets: ctx.rulesets.list().map((r) => ({ id: r.id, version: r.version, title: r.title, optionsSchema: r.optionsSchema, commandSchema: r.commandSchema, protocol: r.protocol })),
  };
  return async (app) => {
    app.get(
      '/rulesets',
      {
        schema: {
          tags: ['lobby'],
          summary: 'The rulesets this service hosts',
          description: 'Every ruleset a game may be created with: its id, title, newest version, and the schemas of its options and commands. No token needed.',
          operationId: 'listRulesets',
          security: [],
          response: {
            200: Type.Object({
              rulesets: Type.Array(
                Type.Object({
                  id: Type.String(),
                  version: Type.Integer({ minimum: 1, description: 'The newest version of its rules, which games starting now are played under (a game keeps the version it started with).' }),
                  title: Type.String(),
                  optionsSchema: JsonSchema,
                  commandSchema: JsonSchema,
                  protocol: { ...ref(RulesetProtocolSchema), description: 'How its commands travel: a title for each command type, the commands that carry each hidden edit, the commands that may end the game, and which prompt kinds are steps behind the screen.' },
                }),
              ),
            }, { description: 'Every ruleset hosted, with its newest version, the schemas of its options and commands, and its protocol.' }),
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
          operationId: 'previewSeats',
          description: "So that a game's creator can name the seat to take (POST /games `seat`) before the game exists; the options are checked as at creation, their defaults filled in.",
          security: [],
          params: RulesetParams,
          body: Type.Object({ options: Type.Optional(Type.Object({}, { additionalProperties: true, description: "The game's options, as for POST /games." })) }, { additionalProperties: false }),
          response: { 200: Type.Object({ ruleset: Type.String(), seats: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })) }, { description: 'The seats such a game would have, each with its id and label.' }), ...problemResponses(400, 404, 413, 415) },
        },
      },
      async (request) => {
        const ruleset = hostedRuleset(ctx, request.params.rulesetId);
        const seats = ruleset.seats(validOptions(ruleset, request.body.options));
        return { ruleset: ruleset.id, seats: seats.map(({ id, label }) => ({ id, label })) };
      },
    );

    app.get(
      '/rulesets/:rulesetId/board',
      {
        schema: {
          tags: ['lobby'],
          summary: 'The map games of this ruleset are played on',
          operationId: 'getBoard',
          description: "Every space (the ids views and commands name), its links and what is printed on it, in the ruleset's own board schema (the <Ruleset>Board components): what a frontend draws the views on. 404 for a ruleset played on no map.",
          security: [],
          params: RulesetParams,
          response: { 200: schemas.board, ...problemResponses(400, 404) },
        },
      },
      async (request): Promise<BoardBody> => {
        const { ruleset, board } = boardOf(ctx, request.params.rulesetId);
        return { ruleset: ruleset.id, board: board.data };
      },
    );

    app.get(
      '/rulesets/:rulesetId/board.svg',
      {
        schema: {
          tags: ['lobby'],
          summary: 'A picture of the map games of this ruleset are played on',
          operationId: 'getBoardSvg',
          description: 'The board drawn as an SVG document (image/svg+xml). 404 for a ruleset played on no map.',
          security: [],
          params: RulesetParams,
          response: { 200: { description: 'An SVG document.', content: { 'image/svg+xml': { schema: Type.String() } } }, ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { board } = boardOf(ctx, request.params.rulesetId);
        // A picture, never a page: no script or outside resource runs in it even if it is opened directly.
        return reply.type('image/svg+xml').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").header('x-content-type-options', 'nosniff').send(board.svg);
      },
    );
  };
}
