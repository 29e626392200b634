/**
 * A player's own data (docs/api.md, *Your own data*): all of it as one JSON
 * document, and closing the account. Closing is for good, so it asks for
 * the password again (a stolen access token alone cannot do it) and is open
 * to the player's own session only, not an app's token.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { problems } from '../problem.js';
import { accountView } from '../account-answers.js';
import { BEARER, jsonAnswer, problemResponses, ref, SeatId, Timestamp } from '../schemas/common.js';
import { AccountSchema } from '../schemas/accounts.js';
import { PreferencesSchema } from '../../notifications/preferences.js';
import { webhookView, WebhookSchema } from './notifications.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const ExportSchema = Type.Object(
  {
    account: ref(AccountSchema),
    seats: Type.Array(Type.Object({ gameId: Type.String({ format: 'uuid' }), seat: SeatId, joinedAt: Timestamp, ruleset: Type.String(), name: Nullable(Type.String()), status: Type.String() })),
    messages: Type.Array(
      Type.Object({ gameId: Type.String({ format: 'uuid' }), seat: Nullable(SeatId), to: Nullable(SeatId), text: Type.String(), at: Timestamp }, { description: "A line you wrote: seat null for the spectators' room, to set for a private line." }),
    ),
    notifications: ref(PreferencesSchema),
    webhooks: Type.Array(ref(WebhookSchema), { description: 'Your webhook endpoints, without their signing secrets.' }),
    blocked: Type.Array(Type.String(), { description: 'The names of the accounts you block.' }),
  },
  { description: 'Everything Sortie keeps of your account, but its password hash and the signing secrets.' },
);

/** The routes of a player's own data. */
export function myDataRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/me/export',
      {
        schema: {
          tags: ['accounts'],
          summary: 'All your data, as one JSON document',
          operationId: 'exportMyData',
          security: BEARER,
          description: 'Your account, the seats you hold in games, every message you wrote, your notification settings, your webhooks (without their secrets) and the accounts you block.',
          response: { 200: jsonAnswer('Your data.', ExportSchema), ...problemResponses(401) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        const account = await ctx.accounts.byId(accountId);
        if (!account) throw problems.unauthorized('The account no longer exists.');
        const [seats, messages, notifications, webhooks, blocked] = await Promise.all([
          ctx.accounts.seats(accountId),
          ctx.messages.writtenBy(accountId),
          ctx.notifications.preferences(accountId),
          ctx.notifications.endpoints(accountId),
          ctx.messages.blocked(accountId),
        ]);
        void reply.header('content-disposition', 'attachment; filename="sortie-export.json"');
        return { account: accountView(account), seats, messages, notifications, webhooks: webhooks.map(webhookView), blocked };
      },
    );

    app.delete(
      '/me',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Close your account',
          operationId: 'closeMyAccount',
          security: BEARER,
          description:
            'For good, with your password (403 `wrong-password` otherwise, and nothing changes): every session ends (401 on every route, streams closed), mail and webhooks stop (the address, webhooks and notices still to go are deleted), your name is freed and games show "a former player" in your seats and messages. The games and their logs stay as they were, and verify as before. Only your own session may do this, not an app\'s token (403 `not-first-party`).',
          body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false }),
          response: { 204: Type.Null({ description: 'The account is closed.' }), ...problemResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const caller = requireAccount(request);
        if (caller.grantId !== null) throw problems.forbidden('not-first-party', 'Only your own session may close your account.');
        if (!(await ctx.accounts.close(caller.accountId, request.body.password))) throw problems.forbidden('wrong-password', 'The password is wrong; the account stays open.');
        await ctx.refreshTokens.revokeAll(caller.accountId);
        return reply.status(204).send(null);
      },
    );
  };
}
