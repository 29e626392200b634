/**
 * POST /games/:gameId/invitations: a player invites another account, by name,
 * to a game not yet started. An unknown name is a 404, so the route is
 * limited per address like registration (which tells as much): names cannot
 * be tried faster here, nor accounts flooded with invitations.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame } from '../game-access.js';
import { isParticipant } from '../../games/access.js';
import { problems } from '../problem.js';
import { BEARER, GameParams, problemResponses } from '../schemas/common.js';

/** Invitations per address per hour: plenty for people inviting friends, too few to enumerate names. */
const INVITATION_LIMIT = { max: 30, timeWindow: 3_600_000 };

/** The invitation route. */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/games/:gameId/invitations',
      {
        config: { rateLimit: INVITATION_LIMIT },
        schema: {
          tags: ['notifications'],
          summary: 'Invite an account to a game',
          operationId: 'inviteToGame',
          security: BEARER,
          description:
            "Sends the account an `invitation` notice (by its channels: email, webhooks) with a link to the game and, for a private game, its invitation code. Only a player or the creator may invite, before the start; an account is invited to a game at most once (a repeat is accepted and sends nothing). At most 30 invitations per client address per hour, then 429.",
          params: GameParams,
          body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64, description: 'The handle of the account to invite.' }) }, { additionalProperties: false }),
          response: {
            202: Type.Object({ queued: Type.Boolean({ description: 'False when the account had been invited to this game already.' }) }, { description: 'The invitation is accepted; its notice goes out unless the account was invited before.' }),
            ...problemResponses(400, 401, 403, 404, 409, 413, 415, 429),
          },
        },
      },
      async (request, reply) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        const caller = game.caller!;
        if (!isParticipant(game.meta, caller.accountId)) throw problems.forbidden('not-a-player', 'Only a player of the game or its creator may invite.');
        if (game.started) throw problems.conflict('game-started', 'The game has started: there is no seat to invite to.');
        const accountId = await ctx.accounts.idByName(request.body.name);
        if (!accountId) throw problems.notFound('The account');
        if ([...game.meta.seats.values()].includes(accountId)) throw problems.conflict('already-seated', 'That account already holds a seat in this game.');
        const queued = await ctx.notifications.invite(game.meta.id, accountId, { from: caller.name, inviteCode: game.meta.inviteCode });
        return reply.status(202).send({ queued });
      },
    );
  };
}
