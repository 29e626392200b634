/**
 * What the account routes answer and share: an account as its owner sees
 * it, the token pair a login gives, the password work every route that
 * checks or hashes a password runs under, and the verification mail that
 * registration and an address change send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { HttpProblem } from './problem.js';
import type { LimitCounter } from './handler-limits.js';
import type { AccountInfo } from '../accounts/accounts.js';
import type { AddressHolder } from '../accounts/email-verification.js';
import { WorkLineFull } from '../bounded-work.js';
import type { OpenedSession } from '../accounts/refresh-tokens.js';

/** An account as its owner sees it (the Account schema). */
export function accountView(account: AccountInfo) {
  return { id: account.id, name: account.name, email: account.email, emailVerified: account.emailVerifiedAt !== null, createdAt: account.createdAt.toISOString() };
}

/**
 * What logging in gives an account (the TokenPair schema): `refreshToken`,
 * and a fresh access token naming what the session is bound to (streams
 * opened with it close when the password changes or the account logs out
 * everywhere).
 */
export async function tokenPairFor(ctx: AppContext, account: { id: string; name: string; passwordFingerprint: string }, session: OpenedSession) {
  return {
    tokenType: 'Bearer' as const,
    accessToken: await ctx.tokens.issueAccessToken({ id: account.id, name: account.name, passwordFingerprint: account.passwordFingerprint, sessionEpoch: session.sessionEpoch }),
    expiresIn: ctx.tokens.lifetimeSeconds,
    refreshToken: session.token,
    refreshExpiresIn: ctx.refreshTokens.lifetimeSeconds,
    account: { id: account.id, name: account.name },
  };
}

/** Runs account work that checks or hashes a password; a full line of password checks is a 503 the client should retry shortly. */
export async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof WorkLineFull) throw new HttpProblem(503, 'busy', 'The server is checking too many passwords right now; try again in a moment.');
    throw err;
  }
}

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
 * had MAILS_PER_ADDRESS of them in the window: then nothing, and the caller
 * is not told (it would tell that other accounts had mails sent to the
 * address). Counted only where an account with the address exists, so that
 * requests which make nothing (a name taken) cannot use up the address's
 * allowance.
 */
export async function mailVerification(ctx: AppContext, mailsToAddress: LimitCounter, request: FastifyRequest, account: AddressHolder): Promise<void> {
  const wait = await mailsToAddress(request, addressCountKey(account.email));
  if (wait === null) await ctx.emailVerification.queueMail(account);
}

/** Answers a mail queued (or, as the route may keep to itself, not sent) with 202 and no body, as its `202: Type.Null()` appears in the OpenAPI document: without content. */
export function mailAccepted(reply: FastifyReply): FastifyReply {
  return reply.status(202).send();
}

/** The refusal of a route that mails, on a service that sends no mail. */
export function noMailService(): HttpProblem {
  return new HttpProblem(409, 'no-mail-service', 'This service sends no mail (its operator has set no SMTP_URL), so nothing can be mailed to you here.');
}
