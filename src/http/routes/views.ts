/** What a game looks like: to a seat, to spectators, and (once over) whole. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import type { Viewer } from '../../kernel/ruleset.js';
import { openGame, requireOver, requireOwnSeat, requireStarted, type OpenedGame } from '../game-access.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, problemResponses, SeatParams } from '../schemas/common.js';
import type { GameViewBody, RulesetSchemas } from '../schemas/ruleset-schemas.js';
import { outcomeOf } from '../../kernel/control.js';

function viewOf(game: OpenedGame, viewer: Viewer): GameViewBody {
  const { meta, position } = game;
  return {
    ruleset: meta.ruleset.id,
    gameId: meta.id,
    version: position.version,
    viewer,
    view: meta.ruleset.view(position.state, viewer),
    outcome: outcomeOf(meta.ruleset, position),
  };
}

/** The view routes. */
export function viewRoutes(ctx: AppContext, schemas: RulesetSchemas): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/games/:gameId/views/public',
      {
        schema: {
          tags: ['views'],
          summary: 'The public view: what a spectator sees',
          description: 'What anyone who may see the game sees: no seat\'s hidden information. A private game answers 404 to outsiders.',
          operationId: 'getPublicView',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: schemas.gameView, ...problemResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        requireStarted(game);
        return viewOf(game, { kind: 'public' });
      },
    );

    app.get(
      '/games/:gameId/views/full',
      {
        schema: {
          tags: ['views'],
          summary: 'The whole game, hidden information and all, once it is over',
          description: 'The view with nothing hidden, for the post-mortem: 409 game-not-over while it is in play.',
          operationId: 'getFullView',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: schemas.gameView, ...problemResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        requireOver(game);
        return viewOf(game, { kind: 'omniscient' });
      },
    );

    app.get(
      '/games/:gameId/seats/:seat/view',
      {
        schema: {
          tags: ['views'],
          summary: "A seat's view: only its holder may read it",
          description: 'What the seat may know: its own secrets, and of the others only what the rules reveal to it. 403 not-your-seat for anyone else.',
          operationId: 'getSeatView',
          security: BEARER,
          params: SeatParams,
          response: { 200: schemas.gameView, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        requireOwnSeat(game, request.params.seat);
        requireStarted(game);
        return viewOf(game, { kind: 'seat', seat: request.params.seat });
      },
    );
  };
}
