/**
 * Email verification: presenting a mailed token verifies the address it was
 * mailed to (no login: the token proves the mailbox), and a logged-in
 * account with an unverified address may ask for another mail (3 an hour).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import { handlerLimit, rateLimited, type LimitCounter } from '../handler-limits.js';
import type { AddressHolder } from '../../accounts/email-verification.js';
import { BEARER, problemResponses } from '../schemas/common.js';

/** Verification mails per account per hour: enough for one lost in a spam folder, too few to flood the address. */
const MAIL_LIMIT = { max: 3, timeWindow: 3_600_000 };

/**
 * Verification mails to one address a day, however many accounts name it
 * (registrations included): an address is nobody's to flood with Sortie's
 * mail, whoever registers with it.
 */
export const MAILS_PER_ADDRESS = { name: 'verification-mail-address', max: 5, timeWindow: 24 * 3_600_000 };

/** An address as the per-address count knows it: the same mailbox whatever its case. */
const addressCountKey = (email: string): string => email.trim().toLowerCase();

/**
 * Mails the account's address a verification token, unless the address has
 * had MAILS_PER_ADDRESS of them in the window: then the seconds until it may.
 * Counted only where an account with the address exists, so that requests
 * which make nothing (a name taken) cannot use up the address's allowance.
 */
export async function mailVerification(ctx: AppContext, mailsToAddress: LimitCounter, request: FastifyRequest, account: AddressHolder): Promise<number | null> {
  const wait = await mailsToAddress(request, addressCountKey(account.email));
  if (wait === null) await ctx.emailVerification.queueMail(account);
  return wait;
}

/** The email verification routes. */
export function emailVerificationRoutes(ctx: AppContext, mailsToAddress: LimitCounter): FastifyPluginAsyncTypebox {
  return async (app) => {
    const mailsPerAccount = handlerLimit(app, { name: 'verification-mail', ...MAIL_LIMIT, what: 'verification mails for this account' });

    app.post(
      '/accounts/email-verification',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Verify an email address with the token mailed to it',
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
          description: 'Queues a verification mail to your address, which gets no other mail from Sortie until it is verified. At most 3 per account per hour, and 5 to one address in 24 hours whatever the accounts (registrations that made an account included), then 429.',
          security: BEARER,
          response: { 202: Type.Null({ description: 'The mail is queued.' }), ...problemResponses(401, 409, 429) },
        },
      },
      async (request, reply) => {
        const { accountId } = await requireAccount(ctx, request);
        const account = await ctx.accounts.byId(accountId);
        if (!account) throw problems.unauthorized('The account no longer exists.');
        if (!account.email) throw problems.conflict('no-email', 'The account has no email address to verify.');
        if (account.emailVerifiedAt) throw problems.conflict('email-verified', 'The account’s email address is verified already.');
        await mailsPerAccount(request, reply, accountId);
        const wait = await mailVerification(ctx, mailsToAddress, request, { id: accountId, name: account.name, email: account.email });
        if (wait !== null) throw rateLimited(reply, wait, 'verification mails to this address');
        return reply.status(202).send(null);
      },
    );
  };
}
