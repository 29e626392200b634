/**
 * POST /games/:gameId/invitations: a player invites another account, by name,
 * to a game not yet started. An unknown name is a 404, so the route is
 * limited per address like registration (which tells as much): names cannot
 * be tried faster here, nor accounts flooded with invitations.
 * GET /me/invitations: the invitations the caller has received and may still
 * take up, whether or not a stream, mail or webhook told of them.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame } from '../game-access.js';
import { isParticipant } from '../../games/access.js';
import { problems } from '../problem.js';
import { requireAccount } from '../auth.js';
import { keysetPage, keysetQuery, NextPage, PAGE_DEFAULT, rowsForPage } from '../keyset-page.js';
import { BEARER, GameParams, Id, problemResponses, ref, Timestamp } from '../schemas/common.js';

/** Invitations per address per hour: plenty for people inviting friends, too few to enumerate names. */
const INVITATION_LIMIT = { max: 30, timeWindow: 3_600_000 };

const InvitationSchema = Type.Object(
  {
    id: Type.String({ description: 'The invitation\'s id (pass as `before` to page on).' }),
    gameId: Id("The game's id."),
    name: Type.Union([Type.String(), Type.Null()], { description: "What the game's creator calls it; null for none." }),
    ruleset: Type.String({ description: "The game's ruleset." }),
    title: Type.String({ description: "The ruleset's title." }),
    from: Type.Union([Type.String(), Type.Null()], { description: 'The name of the account that invited you.' }),
    inviteCode: Type.Union([Type.String(), Type.Null()], { description: 'A private game\'s invitation code (for `GET /games/{gameId}?inviteCode=` and `POST /games/{gameId}/seats`); null for a public game.' }),
    invitedAt: Timestamp,
  },
  { $id: 'Invitation', title: 'Invitation' },
);

/** The named schemas of these routes, to add to the app. */
export const invitationSchemas = [InvitationSchema];

const InvitationsQuery = keysetQuery('invitations', 100);

/** The invitation routes. */
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
            "Sends the account an `invitation` notice (by its channels: email, webhooks) with a link to the game and, for a private game, its invitation code. Only a player or the creator may invite, before the start; an account is invited to a game at most once (a repeat is accepted and sends nothing). An account whose seat the creator freed may sit down again only once the creator invites it again (a repeat of the creator's still does so, though it sends no notice again: `queued` false); another player's invitation of that account is 409 removed-by-creator. At most 30 invitations per client address per hour, then 429.",
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
        // The creator's invitation lets an account whose seat it freed sit down again; another player's may not (it could not sit,
        // and the notice, once per account and game, would be spent).
        if (caller.accountId === game.meta.createdBy) await ctx.lobby.readmit(game.meta.id, accountId);
        else if (await ctx.lobby.wasRemoved(game.meta.id, accountId)) {
          throw problems.conflict('removed-by-creator', "The game's creator freed that account's seat: only the creator may invite it again.");
        }
        // One who blocks the caller is not told (nor is the caller told so): the answer is as for an invitation already sent.
        if (await ctx.messages.blocks(accountId, caller.accountId)) return reply.status(202).send({ queued: false });
        const queued = await ctx.notifications.invite(game.meta.id, accountId, { from: caller.name, inviteCode: game.meta.inviteCode });
        return reply.status(202).send({ queued });
      },
    );

    app.get(
      '/me/invitations',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Your invitations',
          operationId: 'listInvitations',
          security: BEARER,
          description:
            'The invitations you have received to games not started in which you hold no seat, newest first: what the `invitation` notices told, for a client that was not connected when they came (a stream does not replay them) or an account that gets no mail. Open one with `GET /games/{gameId}?inviteCode=…`, take a seat with `POST /games/{gameId}/seats`. An invitation goes from this list once you sit down, or the game starts or is cancelled, and while the game\'s creator has freed a seat of yours in it (until the creator invites you again).',
          querystring: InvitationsQuery,
          response: {
            200: Type.Object(
              { invitations: Type.Array(ref(InvitationSchema)), next: NextPage },
              { description: 'A page of your invitations, newest first.' },
            ),
            ...problemResponses(400, 401),
          },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        const limit = request.query.limit ?? PAGE_DEFAULT;
        const { page, next } = keysetPage(await ctx.notifications.invitations(accountId, rowsForPage(limit), request.query.before), limit);
        return { invitations: page.map((i) => ({ ...i, title: ctx.rulesets.get(i.ruleset)?.title ?? i.ruleset, invitedAt: i.invitedAt.toISOString() })), next };
      },
    );
  };
}
