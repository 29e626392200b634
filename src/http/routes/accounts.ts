/**
 * Accounts and tokens: register, log in (rate-limited per address, and per
 * address and name), refresh (rotating), log out, and who am I.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { presentedAccessToken, requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import { normalizeName } from '../../accounts/accounts.js';
import { addressKey, handlerLimit, type LimitCounter } from '../handler-limits.js';
import { accountView, mailVerification, passwordWork, tokenPairFor } from '../account-answers.js';
import { BEARER, jsonAnswer, problemResponses, ref } from '../schemas/common.js';
import { AccountName, AccountSchema, CurrentPassword, EmailAddress, Password, RefreshTokenText, TokenPairSchema } from '../schemas/accounts.js';

/** Login attempts per address and account name per minute: enough for typos, too few to guess passwords. */
const LOGIN_LIMIT = { max: 5, timeWindow: 60_000 };
/** Login attempts per address per minute, whatever the names: each costs a memory-hard check, so trying a new name each time must not buy more (a household behind one address still has room). */
const LOGIN_ADDRESS_LIMIT = { max: 30, timeWindow: 60_000 };
/** Refreshes per account per hour: a client refreshes once an access token's lifetime, and each refresh leaves a row behind until the spent token expires. */
const REFRESH_LIMIT = { max: 60, timeWindow: 3_600_000 };
/** Registrations per address per hour: each costs a memory-hard hash, so a flood from one address is cut short. */
const REGISTER_LIMIT = { max: 100, timeWindow: 3_600_000 };

/** The account routes; `mailsToAddress` counts the verification mails to each address, with the route that mails another. */
export function accountRoutes(ctx: AppContext, mailsToAddress: LimitCounter): FastifyPluginAsyncTypebox {
  return async (app) => {
    // The per-name limit needs the body, so it is checked in the handler; the route's own limit, per address, just before it.
    const loginsPerName = handlerLimit(app, { name: 'login', ...LOGIN_LIMIT, what: 'login attempts for this name' });
    const refreshesPerAccount = handlerLimit(app, { name: 'refresh', ...REFRESH_LIMIT, what: 'token refreshes for this account' });

    app.post(
      '/accounts',
      {
        config: { rateLimit: REGISTER_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Register an account and log in',
          operationId: 'registerAccount',
          description: 'An email address, if given, is mailed a verification token (POST /accounts/email-verification); until it is verified it gets no other mail.',
          security: [],
          body: Type.Object({ name: AccountName, password: Password, email: Type.Optional(EmailAddress) }, { additionalProperties: false }),
          response: { 201: jsonAnswer('The account is made, and logged in with this token pair.', ref(TokenPairSchema)), ...problemResponses(400, 409, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const { name, password, email } = request.body;
        const account = await passwordWork(() => ctx.accounts.register(name, password, email ?? null));
        if (!account) throw problems.conflict('name-taken', `The name "${normalizeName(name)}" is taken.`);
        // Past the address's allowance of verification mails the account is made all the same, its address to verify later.
        if (account.email !== null) await mailVerification(ctx, mailsToAddress, request, { id: account.id, name: account.name, email: account.email });
        return reply.status(201).send(await tokenPairFor(ctx, account, await ctx.refreshTokens.issue(account.id, account.passwordFingerprint)));
      },
    );

    app.post(
      '/auth/login',
      {
        config: {
          rateLimit: LOGIN_ADDRESS_LIMIT,
        },
        schema: {
          tags: ['accounts'],
          summary: 'Log in with a name and password',
          description: 'Checks the password and opens a session: an access token (a JWT, 15 minutes) and a refresh token (30 days). The name is compared without case. Rate-limited by address.',
          operationId: 'logIn',
          security: [],
          body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), password: CurrentPassword }, { additionalProperties: false }),
          response: { 200: jsonAnswer('Logged in: a new token pair.', ref(TokenPairSchema)), ...problemResponses(400, 401, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        // The address as the route's own limit counts it.
        await loginsPerName(request, reply, `${addressKey(request)}|${normalizeName(request.body.name)}`);
        const account = await passwordWork(() => ctx.accounts.login(request.body.name, request.body.password));
        if (!account) throw new HttpProblem(401, 'bad-credentials', 'The name or the password is wrong.');
        return tokenPairFor(ctx, account, await ctx.refreshTokens.issue(account.id, account.passwordFingerprint));
      },
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Spend a refresh token for a new token pair',
          operationId: 'refreshTokens',
          description: 'Each refresh token works once. Presenting one that was already spent revokes every refresh token of the account. At most 60 refreshes per account per hour, then 429.',
          security: [],
          body: Type.Object({ refreshToken: RefreshTokenText }, { additionalProperties: false }),
          response: { 200: jsonAnswer('A new token pair; the refresh token sent is spent.', ref(TokenPairSchema)), ...problemResponses(400, 401, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const stored = await ctx.refreshTokens.find(request.body.refreshToken);
        if (stored) await refreshesPerAccount(request, reply, stored.accountId);
        const rotation = await ctx.refreshTokens.rotate(stored);
        const account = rotation.ok ? await ctx.accounts.byId(rotation.accountId) : null;
        if (!rotation.ok || !account) throw new HttpProblem(401, rotation.ok ? 'unknown-account' : `refresh-token-${rotation.reason}`, 'The refresh token is not valid; log in again.');
        return tokenPairFor(ctx, { ...account, passwordFingerprint: rotation.passwordFingerprint }, rotation);
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Log out: revoke a refresh token, or all of them',
          operationId: 'logOut',
          description: 'With a refresh token, revokes it and the access token sent with this request; without, revokes every refresh token of the account and every access token issued before, and closes the streams opened with them. A revoked access token is refused (401) on every route, on every instance, within a couple of seconds.',
          security: BEARER,
          body: Type.Object({ refreshToken: Type.Optional(RefreshTokenText) }, { additionalProperties: false }),
          response: { 204: Type.Null({ description: 'Logged out.' }), ...problemResponses(400, 401, 413, 415) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        if (request.body.refreshToken === undefined) await ctx.refreshTokens.revokeAll(accountId);
        else await ctx.refreshTokens.revoke(accountId, request.body.refreshToken, presentedAccessToken(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The account the access token speaks for',
          description: 'The caller\'s own account: its id, name, email address, whether that is verified, and when it was made.',
          operationId: 'getMyAccount',
          security: BEARER,
          response: { 200: jsonAnswer('Your account.', ref(AccountSchema)), ...problemResponses(401) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        const account = await ctx.accounts.byId(accountId);
        if (!account) throw problems.unauthorized('The account no longer exists.');
        return accountView(account);
      },
    );
  };
}
