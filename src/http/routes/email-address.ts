/**
 * The account's email address: set, change or remove it (with the password),
 * verify it by presenting a mailed token (no login: the token proves the
 * mailbox), and have another token mailed (3 an hour).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import { handlerLimit, type LimitCounter } from '../handler-limits.js';
import { BEARER, jsonAnswer, problemResponses, ref } from '../schemas/common.js';
import { AccountSchema, CurrentPassword, EmailAddress } from '../schemas/accounts.js';
import { accountView, mailAccepted, mailVerification, noMailService, passwordWork } from '../account-answers.js';

/** Verification mails per account per hour: enough for one lost in a spam folder, too few to flood the address. */
const MAIL_LIMIT = { max: 3, timeWindow: 3_600_000 };
/** Address changes per account per hour: each checks the password, so a stolen access token cannot try many. */
const CHANGE_LIMIT = { max: 10, timeWindow: 3_600_000 };

/** The email address routes. */
export function emailAddressRoutes(ctx: AppContext, mailsToAddress: LimitCounter): FastifyPluginAsyncTypebox {
  return async (app) => {
    const mailsPerAccount = handlerLimit(app, { name: 'verification-mail', ...MAIL_LIMIT, what: 'verification mails for this account' });
    const changesPerAccount = handlerLimit(app, { name: 'email-change', ...CHANGE_LIMIT, what: 'address changes for this account' });

    app.put(
      '/me/email',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Set, change or remove your email address',
          operationId: 'setEmailAddress',
          description:
            'Needs your password. A new address is unverified, and gets nothing but a verification mail (sent as at registration, within the same limits) until the token in it comes back; tokens mailed to another address verify nothing while the account has this one. `null` removes the address: no mail at all then. Giving the address you have changes nothing. At most 10 an hour per account, then 429.',
          security: BEARER,
          body: Type.Object({ email: Type.Union([EmailAddress, Type.Null()]), password: CurrentPassword }, { additionalProperties: false }),
          response: { 200: jsonAnswer('Your account, with the address as it now stands.', ref(AccountSchema)), ...problemResponses(400, 401, 403, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await changesPerAccount(request, reply, accountId);
        const { email, password } = request.body;
        const outcome = await passwordWork(() => ctx.accounts.changeEmail(accountId, password, email));
        if (!outcome) throw problems.unauthorized('The account no longer exists.');
        if (outcome === 'wrong-password') throw new HttpProblem(403, 'wrong-password', 'The password is wrong; the address was not changed.');
        const { account, changed } = outcome;
        // Past the address's allowance of verification mails the address is set all the same, to verify later (as at registration).
        if (changed && account.email !== null) await mailVerification(ctx, mailsToAddress, request, { id: account.id, name: account.name, email: account.email });
        return accountView(account);
      },
    );

    app.post(
      '/accounts/email-verification',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Verify an email address with the token mailed to it',
          operationId: 'verifyEmailAddress',
          description: 'The token, from the verification mail, proves that its holder reads the address; no login is needed. It is valid for 48 hours, and only while the account still has that address. Verifying an address again changes nothing.',
          security: [],
          body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false }),
          response: { 204: Type.Null({ description: 'The address is verified.' }), ...problemResponses(400, 413, 415) },
        },
      },
      async (request, reply) => {
        if (!(await ctx.emailVerification.verify(request.body.token))) {
          throw new HttpProblem(400, 'invalid-verification-token', 'The verification token is not valid: it is malformed, expired, or for an address the account no longer has. Ask for a new mail with POST /me/email/verification-mail.');
        }
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/me/email/verification-mail',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Mail your address a new verification token',
          operationId: 'sendVerificationMail',
          description: 'Queues a verification mail to your address, which gets no other mail from Sortie until it is verified. 409 `no-mail-service` when this service sends no mail (GET /health `mail`). At most 3 per account per hour, then 429. One address is sent at most 5 in 24 hours whatever the accounts (registrations that made an account included): past that the answer is the same 202 and nothing is sent, so that it tells nobody whether other accounts gave that address.',
          security: BEARER,
          response: { 202: Type.Null({ description: 'The mail is queued, unless the address has had its 5 mails of the last 24 hours.' }), ...problemResponses(401, 409, 429) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        const account = await ctx.accounts.byId(accountId);
        if (!account) throw problems.unauthorized('The account no longer exists.');
        if (!account.email) throw problems.conflict('no-email', 'The account has no email address to verify.');
        if (account.emailVerifiedAt) throw problems.conflict('email-verified', 'The account’s email address is verified already.');
        if (!ctx.config.notifications.smtpUrl) throw noMailService();
        await mailsPerAccount(request, reply, accountId);
        await mailVerification(ctx, mailsToAddress, request, { id: accountId, name: account.name, email: account.email });
        return mailAccepted(reply);
      },
    );
  };
}
