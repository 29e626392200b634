/**
 * Messages in a game (docs/api.md, *Messages*): a seat writes to every seat
 * or, with `to`, a private line to one; an account holding no seat writes in
 * the spectators' room. Who reads what is decided in src/games/messages.ts.
 * A game's messages may be muted, an account blocked.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame } from '../game-access.js';
import { requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import { handlerLimit } from '../handler-limits.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, problemResponses, SeatId } from '../schemas/common.js';
import { GameMessageSchema } from '../../realtime/messages.js';
import { MESSAGE_MAX_LENGTH } from '../../games/messages.js';

/** Lines per account and minute, in all games together: a conversation, never a flood. Counted apart from commands. */
export const MESSAGES_PER_MINUTE = 20;

/** A page of messages at most. */
const PAGE_MAX = 200;

const MessagesQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', default: '0', description: 'Only messages written after this id (the previous page\'s `next`; 0, the default: from the first).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 100 })),
  },
  { additionalProperties: false },
);

const AccountNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64, description: 'The handle of the account.' }) });

/** The message routes. */
export function messageRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const perAccount = handlerLimit(app, { name: 'messages', max: MESSAGES_PER_MINUTE, timeWindow: 60_000, what: 'messages' });

    app.post(
      '/games/:gameId/messages',
      {
        schema: {
          tags: ['messages'],
          summary: 'Write a message in a game',
          operationId: 'writeMessage',
          security: BEARER,
          description: `Plain text, 1–${MESSAGE_MAX_LENGTH} characters. A seat writes to every seat (spectators read it too), or with \`to\` a private line to one seat that only the two seats ever read. An account holding no seat writes in the spectators' room, which the players read only once the game is over. Pushed on the game stream (a \`message\` frame) to those who may read it. Kept beside the game, not in its log: its hash chain and verification do not change. At most ${MESSAGES_PER_MINUTE} per account per minute, apart from commands, then 429.`,
          params: GameParams,
          body: Type.Object(
            {
              text: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'What you write, as plain text.' }),
              to: Type.Optional({ ...SeatId, description: 'A seat: a private line to it alone (only a seat may write one).' }),
            },
            { additionalProperties: false },
          ),
          response: { 204: Type.Null({ description: 'Written.' }), ...problemResponses(400, 401, 403, 404, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        const { to, text } = request.body;
        if (to !== undefined) {
          if (game.seat === null) throw problems.forbidden('private-line-from-spectator', "Only a seat may write a private line: spectators write to all of the spectators' room.");
          if (!game.meta.seats.has(to)) throw new HttpProblem(400, 'no-such-seat', `No one holds a seat "${to}" in this game.`);
          if (to === game.seat) throw problems.badRequest('message-to-self', 'A private line to your own seat: nobody else would read it.');
        }
        await perAccount(request, reply, game.caller!.accountId);
        await ctx.messages.write(game.meta.id, game.caller!.accountId, game.seat, to ?? null, text);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/games/:gameId/messages',
      {
        schema: {
          tags: ['messages'],
          summary: "A game's messages",
          operationId: 'listMessages',
          security: BEARER_OR_ANONYMOUS,
          description:
            "The messages you may read, oldest first: every seat's lines to all; private lines of your own seat (to it or from it); the spectators' room if you hold no seat, or once the game is over. Nothing from an account you block. A muted game's are listed all the same (muting stops pushes and notices only). Anonymous callers read what a spectator reads.",
          params: GameParams,
          querystring: MessagesQuery,
          response: {
            200: {
              description: 'A page of messages, oldest first.',
              content: { 'application/json': { schema: Type.Object({ messages: Type.Array(GameMessageSchema), next: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `after` for the next page; null when this is the last.' }) }) } },
            },
            ...problemResponses(400, 401, 404),
          },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        const limit = request.query.limit ?? 100;
        const rows = await ctx.messages.read(game.meta.id, { accountId: game.caller?.accountId ?? null, seat: game.seat, over: game.over }, request.query.after ?? '0', limit + 1);
        const messages = rows.slice(0, limit);
        return { messages, next: rows.length > limit ? messages.at(-1)!.id : null };
      },
    );

    for (const [method, muted] of [['put', true], ['delete', false]] as const) {
      app[method](
        '/games/:gameId/messages/mute',
        {
          schema: {
            tags: ['messages'],
            summary: muted ? "Mute a game's messages" : "Unmute a game's messages",
            operationId: muted ? 'muteMessages' : 'unmuteMessages',
            security: BEARER,
            description: muted
              ? "The game's messages are no longer pushed on your streams nor told in your notices; GET /games/{gameId}/messages still lists them. Muting twice changes nothing."
              : 'Messages are pushed and told again from now on.',
            params: GameParams,
            response: { 204: Type.Null({ description: muted ? 'Muted.' : 'Unmuted.' }), ...problemResponses(400, 401, 404) },
          },
        },
        async (request, reply) => {
          const game = await openGame(ctx, request, request.params.gameId, 'required');
          await ctx.messages.mute(game.meta.id, game.caller!.accountId, muted);
          return reply.status(204).send(null);
        },
      );
    }

    for (const [method, blocked] of [['put', true], ['delete', false]] as const) {
      app[method](
        '/me/blocks/:name',
        {
          schema: {
            tags: ['messages'],
            summary: blocked ? 'Block an account' : 'Unblock an account',
            operationId: blocked ? 'blockAccount' : 'unblockAccount',
            security: BEARER,
            description: blocked
              ? "The account's messages stop reaching you (in every game: neither listed, pushed nor told) and its invitations are not sent to you. It is not told. Blocking twice changes nothing; blocking yourself is 400."
              : 'Its messages and invitations reach you again (those written meanwhile included).',
            params: AccountNameParams,
            response: { 204: Type.Null({ description: blocked ? 'Blocked.' : 'Unblocked.' }), ...problemResponses(400, 401, 404) },
          },
        },
        async (request, reply) => {
          const { accountId } = requireAccount(request);
          const other = await ctx.accounts.idByName(request.params.name);
          if (!other) throw problems.notFound('The account');
          if (other === accountId) throw problems.badRequest('invalid-request', 'You cannot block yourself.');
          await ctx.messages.block(accountId, other, blocked);
          return reply.status(204).send(null);
        },
      );
    }

    app.get(
      '/me/blocks',
      {
        schema: {
          tags: ['messages'],
          summary: 'The accounts you block',
          operationId: 'listBlocks',
          security: BEARER,
          description: 'The names of the accounts whose messages and invitations you do not receive (PUT /me/blocks/{name}).',
          response: { 200: { description: 'Their names, in the order you blocked them.', content: { 'application/json': { schema: Type.Object({ blocked: Type.Array(Type.String()) }) } } }, ...problemResponses(401) },
        },
      },
      async (request) => ({ blocked: await ctx.messages.blocked(requireAccount(request).accountId) }),
    );
  };
}
