/**
 * Third-party apps (src/accounts/oauth.ts): the authorization server's
 * metadata (RFC 8414), the authorization endpoint, which checks the request
 * and sends the player on to the consent page in /play, the consent the page
 * posts with the player's own session, the token endpoint (codes with PKCE
 * verifiers, and refresh tokens, for scoped access tokens), revocation
 * (RFC 7009), and the player's list of the apps holding grants.
 *
 * The token and revocation endpoints take form bodies, as RFC 6749 §3.2
 * says, and answer errors as problem+json that also carries RFC 6749 §5.2's
 * `error` and `error_description`, for OAuth libraries to read.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { HttpProblem, problems } from '../problem.js';
import type { ProblemCode } from '../../problem-types.js';
import { BEARER, jsonAnswer, problemResponses } from '../schemas/common.js';
import { handlerLimit } from '../handler-limits.js';
import { ALL_SCOPES, SCOPES, parseScopes } from '../../accounts/scopes.js';
import type { TokenResult } from '../../accounts/oauth.js';
import { CODE_VERIFIER, checkAuthorization, isClientId, redirectWith } from '../oauth-parameters.js';
import { isId } from '../../ids.js';

/** Token and revocation requests per address per minute: an app trades a code or refreshes a few times an hour. */
const TOKEN_LIMIT = { max: 60, timeWindow: 60_000 };
/** Consents per account per hour: each makes a code row. */
const CONSENT_LIMIT = { max: 60, timeWindow: 3_600_000 };
/** Authorization requests per address per minute. */
const AUTHORIZE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The problem code each RFC 6749 error is answered under. */
const OAUTH_ERRORS = {
  invalid_request: 'oauth-invalid-request',
  invalid_grant: 'oauth-invalid-grant',
  invalid_scope: 'oauth-invalid-scope',
  unsupported_grant_type: 'oauth-unsupported-grant-type',
} as const satisfies Record<string, ProblemCode>;

/** A 400 from the token or revocation endpoint: problem+json, with RFC 6749 §5.2's members. */
function oauthError(error: keyof typeof OAUTH_ERRORS, detail: string): HttpProblem {
  return new HttpProblem(400, OAUTH_ERRORS[error], detail, { error, error_description: detail });
}

/** A form field: a string (an OAuth parameter is sent at most once, RFC 6749 §3.2; the form parser refuses a repeated one). */
const Field = (description: string) => Type.Optional(Type.String({ maxLength: 2048, description }));

/** The parameters of an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3), checked by the handler, which decides where an error goes. */
const AuthorizationQuery = Type.Object({
  response_type: Field('"code".'),
  client_id: Field('The app’s name or URL (no registration: the player sees it on the consent page).'),
  redirect_uri: Field('Where the code is sent: an https URL, or http on a loopback address (RFC 8252 §7.3); matched exactly at the token step.'),
  scope: Field(`The scopes asked for, separated by spaces: ${ALL_SCOPES.join(', ')}.`),
  state: Field('Given back with the code, unchanged (up to 500 characters).'),
  code_challenge: Field('BASE64URL(SHA-256(code_verifier)).'),
  code_challenge_method: Field('"S256" (plain is not taken).'),
});

const TokenAnswer = Type.Object(
  {
    access_token: Type.String({ description: 'A JWT for the API, holding the scopes in `scope`; 15 minutes.' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds the access token lives.' }),
    refresh_token: Type.String({ description: 'Works once, for the next pair (POST /oauth/token, grant_type=refresh_token); 30 days.' }),
    scope: Type.String({ description: 'The scopes the access token holds, separated by spaces.' }),
  },
  { additionalProperties: false },
);

const GrantSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    clientId: Type.String({ description: 'The app, as it named itself.' }),
    scopes: Type.Array(Type.String(), { description: 'What it was granted.' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false, title: 'AppGrant' },
);

/** Parses a form body (application/x-www-form-urlencoded) into its fields; a field sent twice is an invalid_request (RFC 6749 §3.1). */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw oauthError('invalid_request', `The parameter ${name} is sent more than once.`);
    fields[name] = value;
  }
  return fields;
}

/** The OAuth routes. */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const consentsPerAccount = handlerLimit(app, { name: 'oauth-consent', ...CONSENT_LIMIT, what: 'app authorizations for this account' });
    // In this plugin only: the token and revocation endpoints take forms, as OAuth clients send them.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    });
    const base = ctx.config.publicUrl;

    app.get(
      '/.well-known/oauth-authorization-server',
      {
        schema: {
          tags: ['apps'],
          summary: 'The authorization server’s metadata (RFC 8414)',
          operationId: 'getOAuthMetadata',
          description: 'Where to authorize, trade codes and revoke, what is supported, and (Sortie’s own member) what each scope allows.',
          security: [],
          response: {
            200: jsonAnswer(
              'The metadata.',
              Type.Object({
                issuer: Type.String(),
                authorization_endpoint: Type.String(),
                token_endpoint: Type.String(),
                revocation_endpoint: Type.String(),
                response_types_supported: Type.Array(Type.String()),
                grant_types_supported: Type.Array(Type.String()),
                code_challenge_methods_supported: Type.Array(Type.String()),
                token_endpoint_auth_methods_supported: Type.Array(Type.String()),
                revocation_endpoint_auth_methods_supported: Type.Array(Type.String()),
                scopes_supported: Type.Array(Type.String()),
                authorization_response_iss_parameter_supported: Type.Boolean(),
                scope_descriptions: Type.Record(Type.String(), Type.String()),
              }),
            ),
            ...problemResponses(400),
          },
        },
      },
      async () => ({
        issuer: base,
        authorization_endpoint: `${base}/oauth/authorize`,
        token_endpoint: `${base}/oauth/token`,
        revocation_endpoint: `${base}/oauth/revoke`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        scopes_supported: [...ALL_SCOPES],
        authorization_response_iss_parameter_supported: true,
        scope_descriptions: { ...SCOPES },
      }),
    );

    app.get(
      '/oauth/authorize',
      {
        config: { rateLimit: AUTHORIZE_LIMIT },
        schema: {
          tags: ['apps'],
          summary: 'Ask a player to let an app in (the authorization code flow with PKCE)',
          operationId: 'authorizeApp',
          description:
            'Checks the request and sends the browser on to the consent page (/play/authorize), where the player, logged in, sees the app’s client_id, the scopes and the redirect URI, and allows or refuses; the code (or `error=access_denied`) then goes to the redirect URI with `state` and `iss`. An unusable client_id or redirect_uri is answered here (400 `invalid-oauth-client`), never sent anywhere; any other error goes to the redirect URI as RFC 6749 §4.1.2.1 says.',
          security: [],
          querystring: AuthorizationQuery,
          response: {
            302: Type.Null({ description: 'On to the consent page, or back to the app with an error.', headers: { Location: Type.String() } }),
            ...problemResponses(400, 429),
          },
        },
      },
      async (request, reply) => {
        const checked = checkAuthorization(request.query);
        if (!checked.ok && checked.redirectUri === null) throw problems.badRequest('invalid-oauth-client', checked.description);
        if (!checked.ok) return reply.redirect(redirectWith(checked.redirectUri, { error: checked.error, error_description: checked.description, state: checked.state, iss: base }), 302);
        const { clientId, redirectUri, scopes, codeChallenge, state } = checked.request;
        const page = new URL('/play/authorize', base);
        for (const [name, value] of Object.entries({ client_id: clientId, redirect_uri: redirectUri, scope: scopes.join(' '), code_challenge: codeChallenge, code_challenge_method: 'S256', response_type: 'code', state })) {
          if (value !== undefined) page.searchParams.set(name, value);
        }
        return reply.redirect(page.pathname + page.search, 302);
      },
    );

    app.post(
      '/oauth/authorize',
      {
        schema: {
          tags: ['apps'],
          summary: 'The player’s answer on the consent page: allow the app, or refuse',
          operationId: 'answerAppAuthorization',
          description:
            'Sent by the consent page with the player’s own session (an app’s token is refused 403 `not-first-party`), with the authorization request’s parameters as GET /oauth/authorize passed them on. Answers where to send the browser: the redirect URI with a code (valid 60 seconds, once) or `error=access_denied`, and `state` and `iss`. At most 60 a hour per account.',
          security: BEARER,
          body: Type.Composite([AuthorizationQuery, Type.Object({ allow: Type.Boolean({ description: 'Whether the player lets the app in.' }) })], { additionalProperties: false }),
          response: {
            200: jsonAnswer('Where to send the browser.', Type.Object({ redirectTo: Type.String({ description: 'The app’s redirect URI with the answer.' }) }, { additionalProperties: false })),
            ...problemResponses(400, 401, 403, 413, 415, 429),
          },
        },
      },
      async (request, reply) => {
        const caller = requireAccount(request);
        if (caller.grantId !== null) throw problems.forbidden('not-first-party', 'An app cannot let itself or another app in: the player answers on Sortie’s consent page, logged in there.');
        const { allow, ...parameters } = request.body;
        const checked = checkAuthorization(parameters);
        if (!checked.ok) throw problems.badRequest('invalid-oauth-client', checked.description);
        const { request: asked } = checked;
        if (!allow) return { redirectTo: redirectWith(asked.redirectUri, { error: 'access_denied', error_description: 'The player did not let the app in.', state: asked.state, iss: base }) };
        await consentsPerAccount(request, reply, caller.accountId);
        const code = await ctx.apps.issueCode(caller.accountId, asked);
        return { redirectTo: redirectWith(asked.redirectUri, { code, state: asked.state, iss: base }) };
      },
    );

    app.post(
      '/oauth/token',
      {
        config: { rateLimit: TOKEN_LIMIT },
        schema: {
          tags: ['apps'],
          summary: 'Trade an authorization code, or a refresh token, for tokens',
          operationId: 'issueAppTokens',
          description:
            'A form (application/x-www-form-urlencoded). `grant_type=authorization_code` with `code`, `client_id`, `redirect_uri` (exactly as authorized) and `code_verifier`; or `grant_type=refresh_token` with `refresh_token`, `client_id` and optionally fewer `scope`s than granted. Refresh tokens rotate: one presented twice revokes the grant, as does a code presented twice. Errors are RFC 6749 §5.2’s, in a problem with `error` and `error_description`. At most 60 a minute per address.',
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object({
            grant_type: Field('authorization_code or refresh_token.'),
            code: Field('The code the redirect URI received.'),
            redirect_uri: Field('The redirect URI of the authorization request.'),
            client_id: Field('The client_id of the authorization request.'),
            code_verifier: Field('The PKCE verifier: 43 to 128 characters of [A-Za-z0-9-._~].'),
            refresh_token: Field('A refresh token of this client’s grant.'),
            scope: Field('On a refresh: the scopes wanted, at most those granted.'),
          }),
          response: { 200: jsonAnswer('Tokens for the app (Cache-Control: no-store).', TokenAnswer), ...problemResponses(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        void reply.header('cache-control', 'no-store');
        if (!isClientId(body.client_id)) throw oauthError('invalid_request', 'client_id is missing or not one an app may have.');
        let result: TokenResult;
        if (body.grant_type === 'authorization_code') {
          if (!body.code || !body.redirect_uri) throw oauthError('invalid_request', 'code and redirect_uri are needed.');
          if (body.code_verifier === undefined || !CODE_VERIFIER.test(body.code_verifier)) throw oauthError('invalid_request', 'code_verifier is missing, or not 43 to 128 characters of [A-Za-z0-9-._~].');
          result = await ctx.apps.redeemCode({ code: body.code, clientId: body.client_id, redirectUri: body.redirect_uri, codeVerifier: body.code_verifier });
        } else if (body.grant_type === 'refresh_token') {
          if (!body.refresh_token) throw oauthError('invalid_request', 'refresh_token is needed.');
          const scopes = body.scope === undefined ? undefined : parseScopes(body.scope);
          if (scopes === null) throw oauthError('invalid_scope', 'scope must list Sortie’s scopes, separated by spaces.');
          result = await ctx.apps.refresh({ refreshToken: body.refresh_token, clientId: body.client_id, scopes });
        } else {
          throw body.grant_type === undefined ? oauthError('invalid_request', 'grant_type is needed.') : oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
        }
        if (!result.ok) throw oauthError(result.error, result.detail);
        const { account, grantId, scopes, refreshToken } = result.tokens;
        return {
          access_token: await ctx.tokens.issueAccessToken(account, { grantId, scopes }),
          token_type: 'Bearer' as const,
          expires_in: ctx.tokens.lifetimeSeconds,
          refresh_token: refreshToken,
          scope: scopes.join(' '),
        };
      },
    );

    app.post(
      '/oauth/revoke',
      {
        config: { rateLimit: TOKEN_LIMIT },
        schema: {
          tags: ['apps'],
          summary: 'Revoke an app’s token, and the grant it belongs to (RFC 7009)',
          operationId: 'revokeAppToken',
          description:
            'A form with `token` (a refresh or access token of this client’s grant), `client_id`, and optionally `token_type_hint`. The grant ends: its refresh tokens at once, its access tokens on every instance within a couple of seconds. A token not known, or of another client, is answered 200 all the same, and nothing is revoked.',
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object({ token: Field('The token to revoke.'), token_type_hint: Field('refresh_token or access_token.'), client_id: Field('The client_id the token was issued to.') }),
          response: { 200: Type.Null({ description: 'Revoked, or there was nothing to revoke.' }), ...problemResponses(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { token, client_id: clientId } = request.body;
        if (!token) throw oauthError('invalid_request', 'token is needed.');
        if (!isClientId(clientId)) throw oauthError('invalid_request', 'client_id is missing or not one an app may have.');
        const ofRefresh = await ctx.apps.grantOfRefreshToken(token);
        const subject = ofRefresh ? null : await ctx.tokens.verifyAccessToken(token);
        const grant = ofRefresh ?? (subject?.grantId ? await ctx.apps.grant(subject.accountId, subject.grantId).then((g) => g && { accountId: subject.accountId, grantId: g.id, clientId: g.clientId }) : null);
        if (grant && grant.clientId === clientId) await ctx.apps.revokeGrant(grant.accountId, grant.grantId);
        return reply.status(200).send(null);
      },
    );

    app.get(
      '/me/apps',
      {
        schema: {
          tags: ['apps'],
          summary: 'The apps you have let in',
          operationId: 'listMyApps',
          description: 'Each grant: the app’s client_id, the scopes and when you allowed it. The player’s own session only.',
          security: BEARER,
          response: { 200: jsonAnswer('Your grants, the newest first.', Type.Object({ apps: Type.Array(GrantSchema) }, { additionalProperties: false })), ...problemResponses(401, 403) },
        },
      },
      async (request) => {
        const caller = requireAccount(request);
        if (caller.grantId !== null) throw problems.forbidden('not-first-party', 'Only your own session lists your apps.');
        return { apps: (await ctx.apps.grants(caller.accountId)).map((g) => ({ ...g, scopes: [...g.scopes], createdAt: g.createdAt.toISOString() })) };
      },
    );

    app.delete(
      '/me/apps/:grantId',
      {
        schema: {
          tags: ['apps'],
          summary: 'End an app’s grant',
          operationId: 'revokeMyApp',
          description: 'Its refresh tokens stop at once, its access tokens on every instance within a couple of seconds. The player’s own session only.',
          security: BEARER,
          params: Type.Object({ grantId: Type.String({ maxLength: 100 }) }),
          response: { 204: Type.Null({ description: 'The grant is ended.' }), ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const caller = requireAccount(request);
        if (caller.grantId !== null) throw problems.forbidden('not-first-party', 'Only your own session ends your apps’ grants.');
        const { grantId } = request.params;
        if (!isId(grantId) || !(await ctx.apps.grant(caller.accountId, grantId))) throw problems.notFound('The app grant');
        await ctx.apps.revokeGrant(caller.accountId, grantId);
        return reply.status(204).send(null);
      },
    );
  };
}
