/**
 * Passwords: change yours with the current one (PUT /me/password), or, when
 * it is forgotten, have a reset token mailed to your verified address (POST
 * /auth/password-reset-mail) and set a new password with it (POST
 * /auth/password-reset). A new password logs the account out everywhere.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import { handlerLimit } from '../handler-limits.js';
import { normalizeName } from '../../accounts/accounts.js';
import { BEARER, jsonAnswer, problemResponses, ref } from '../schemas/common.js';
import { CurrentPassword, Password, TokenPairSchema } from '../schemas/accounts.js';
import { mailAccepted, noMailService, passwordWork, tokenPairFor } from '../account-answers.js';

/** Password changes per account an hour: each checks the current password, so a stolen access token cannot try many. */
const CHANGE_LIMIT = { max: 10, timeWindow: 3_600_000 };
/** Reset mails one account name may be sent a day, whoever asks (counted whether or not the name exists, so the count tells nothing). */
const RESET_MAILS_PER_NAME = { max: 3, timeWindow: 24 * 3_600_000 };
/** Requests for reset mails per client address an hour, whatever the names (a household or an office shares one). */
const RESET_MAIL_ADDRESS_LIMIT = { max: 30, timeWindow: 3_600_000 };
/** Resets per client address a minute: each costs a memory-hard hash. */
const RESET_ADDRESS_LIMIT = { max: 10, timeWindow: 60_000 };

/** The password routes. */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const changesPerAccount = handlerLimit(app, { name: 'password-change', ...CHANGE_LIMIT, what: 'password changes for this account' });
    const resetMailsPerName = handlerLimit(app, { name: 'password-reset-mail', ...RESET_MAILS_PER_NAME, what: 'password reset mails for this account name' });

    app.put(
      '/me/password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change your password',
          operationId: 'changePassword',
          description:
            'Needs the current password. The new one replaces it and the account is logged out everywhere: every refresh token is revoked, and streams opened with access tokens of the old password are closed (4401) and no new one opens with them; the answer is a new token pair for this client. Access tokens of the old password still work over HTTP for the rest of their minutes. A change that loses a race with another is 409 `password-changed`. At most 10 an hour per account, then 429.',
          security: BEARER,
          body: Type.Object({ currentPassword: CurrentPassword, newPassword: Password }, { additionalProperties: false }),
          response: { 200: jsonAnswer('The password is changed: a new token pair for this client.', ref(TokenPairSchema)), ...problemResponses(400, 401, 403, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await changesPerAccount(request, reply, accountId);
        const { currentPassword, newPassword } = request.body;
        const account = await passwordWork(() => ctx.passwordChanges.change(accountId, currentPassword, newPassword));
        if (account === 'wrong-password') throw new HttpProblem(403, 'wrong-password', 'The current password is wrong; the password was not changed.');
        if (account === 'changed-meanwhile') throw problems.conflict('password-changed', 'Another change of the password came first; this one was not made. Log in with the password now set.');
        return tokenPairFor(ctx, account, await ctx.refreshTokens.issue(account.id, account.passwordFingerprint));
      },
    );

    app.post(
      '/auth/password-reset-mail',
      {
        config: { rateLimit: RESET_MAIL_ADDRESS_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Mail a password reset token to an account’s verified address',
          operationId: 'sendPasswordResetMail',
          description:
            'If the named account has a verified email address, a token is mailed there that sets a new password (POST /auth/password-reset) within an hour. The answer is the same whether or not the account exists or has a verified address, so it tells nobody which names do; 409 `no-mail-service` when this service sends no mail (GET /health `mail`). At most 3 mails a day for one name, and 30 requests an hour from one client address, then 429.',
          security: [],
          body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
          response: { 202: Type.Null({ description: 'A mail is queued if the account has a verified address.' }), ...problemResponses(400, 409, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        if (!ctx.config.notifications.smtpUrl) throw noMailService();
        await resetMailsPerName(request, reply, normalizeName(request.body.name));
        await ctx.passwordChanges.mailReset(request.body.name);
        return mailAccepted(reply);
      },
    );

    app.post(
      '/auth/password-reset',
      {
        config: { rateLimit: RESET_ADDRESS_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with a mailed reset token',
          operationId: 'resetPassword',
          description:
            'The token, from the reset mail, works once: it is spent when the password changes, by this route or any other way, and when the account’s verified address is no longer the one it was mailed to. The account is logged out everywhere, as by PUT /me/password; log in with the new password. At most 10 a minute per client address, then 429.',
          security: [],
          body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }), password: Password }, { additionalProperties: false }),
          response: { 204: Type.Null({ description: 'The password is set.' }), ...problemResponses(400, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const account = await passwordWork(() => ctx.passwordChanges.reset(request.body.token, request.body.password));
        if (!account) {
          throw new HttpProblem(400, 'invalid-password-reset-token', 'The reset token is not valid: it is malformed, expired, or spent (the password, or the account’s verified address, has changed since it was mailed). Ask for a new mail with POST /auth/password-reset-mail.');
        }
        return reply.status(204).send(null);
      },
    );
  };
}
