/**
 * Third-party apps by OAuth 2.0's authorization code flow with PKCE: the
 * flow as an app runs it, and the attacker's list — each refused with the
 * RFC's error, nothing leaked: a code used twice (and the tokens it gave
 * revoked), a wrong or missing verifier, `plain` challenges, a redirect URI
 * changed between the steps, an expired code, scopes widened, a refresh
 * token replayed after its rotation, one client's code or token presented by
 * another, an open redirect through redirect_uri, an app letting itself in,
 * and the consent page framed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { s256Challenge, AUTHORIZATION_CODE_SECONDS } from '../../src/accounts/oauth.js';
import type { TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register, type ApiAccount } from './support.js';

const CLIENT = 'https://app.example.test';
const REDIRECT = 'https://app.example.test/callback?from=sortie';

let t: TestApp;
let player: ApiAccount;

beforeAll(async () => {
  t = await raceApp({ PUBLIC_URL: 'https://sortie.example.test' });
  player = await register(t);
});
afterAll(() => t?.close());

interface Asked {
  readonly clientId?: string;
  readonly redirectUri?: string;
  readonly scope?: string;
  readonly verifier?: string;
  readonly method?: string;
  readonly state?: string;
}

/** An authorization request's parameters, with a fresh verifier unless one is given. */
function authorization(asked: Asked = {}) {
  const verifier = asked.verifier ?? randomBytes(32).toString('base64url');
  const query = {
    response_type: 'code',
    client_id: asked.clientId ?? CLIENT,
    redirect_uri: asked.redirectUri ?? REDIRECT,
    scope: asked.scope ?? 'games:read games:play',
    state: asked.state ?? 'the-app-state',
    code_challenge: s256Challenge(verifier),
    code_challenge_method: asked.method ?? 'S256',
  };
  return { verifier, query };
}

/** The player allows the request on the consent page; answers the code, and the redirect it came in. */
async function consent(query: Record<string, string>, who: ApiAccount = player): Promise<{ code: string; redirect: URL }> {
  const res = await http(t).post('/oauth/authorize').set(who.auth).send({ ...query, allow: true });
  expect(res.status, res.text).toBe(200);
  const redirect = new URL((res.body as { redirectTo: string }).redirectTo);
  return { code: redirect.searchParams.get('code')!, redirect };
}

const token = (form: Record<string, string>) => http(t).post('/oauth/token').type('form').send(form);

interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly scope: string;
}

/** The whole flow: consent, then the code traded for tokens. */
async function authorizedApp(asked: Asked = {}): Promise<Tokens & { code: string; verifier: string }> {
  const { verifier, query } = authorization(asked);
  const { code } = await consent(query);
  const res = await token({ grant_type: 'authorization_code', code, client_id: query.client_id, redirect_uri: query.redirect_uri, code_verifier: verifier });
  expect(res.status, res.text).toBe(200);
  return { ...(res.body as Tokens), code, verifier };
}

/** Asserts an OAuth error: problem+json with RFC 6749's `error`. */
function expectOAuthError(res: Response, error: string): void {
  expectProblem(res, 400, `oauth-${error.replace(/_/g, '-')}`);
  expect(bodyOf(res).error).toBe(error);
  expect(bodyOf(res).error_description).toBe(bodyOf(res).detail);
}

/** What the OAuth answers hold, as far as these tests read them. */
interface OAuthBody {
  readonly error?: string;
  readonly error_description?: string;
  readonly detail?: string;
  readonly scope?: string;
  readonly access_token: string;
  readonly refresh_token: string;
  readonly scopes_supported?: string[];
  readonly apps: { id: string; clientId: string; scopes: string[] }[];
}
const bodyOf = (res: Response) => res.body as OAuthBody;

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describe('the authorization code flow with PKCE', () => {
  it('publishes its metadata (RFC 8414)', async () => {
    const res = await http(t).get('/.well-known/oauth-authorization-server');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: 'https://sortie.example.test',
      authorization_endpoint: 'https://sortie.example.test/oauth/authorize',
      token_endpoint: 'https://sortie.example.test/oauth/token',
      revocation_endpoint: 'https://sortie.example.test/oauth/revoke',
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
    expect(bodyOf(res).scopes_supported).toContain('games:play');
  });

  it('sends the browser to the consent page with the request checked, and the code to the app with state and iss', async () => {
    const { query, verifier } = authorization();
    const asked = await http(t).get('/oauth/authorize').query(query);
    expect(asked.status, asked.text).toBe(302);
    const page = new URL(asked.headers.location!, 'https://sortie.example.test');
    expect(page.pathname).toBe('/play/authorize');
    expect(Object.fromEntries(page.searchParams)).toEqual(query);
    const { code, redirect } = await consent(query);
    expect(redirect.origin + redirect.pathname).toBe('https://app.example.test/callback');
    expect(redirect.searchParams.get('from')).toBe('sortie');
    expect(redirect.searchParams.get('state')).toBe('the-app-state');
    expect(redirect.searchParams.get('iss')).toBe('https://sortie.example.test');
    const res = await token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'games:read games:play' });
    const app = res.body as Tokens;
    expect((await http(t).get('/games?mine=true').set(bearer(app.access_token))).status).toBe(200);
    const me = await http(t).get('/me').set(bearer(app.access_token));
    expectProblem(me, 403, 'insufficient-scope');
    expect(bodyOf(me).scope).toBe('account:read');
  });

  it('tells the app when the player refuses', async () => {
    const { query } = authorization();
    const res = await http(t).post('/oauth/authorize').set(player.auth).send({ ...query, allow: false });
    const redirect = new URL((res.body as { redirectTo: string }).redirectTo);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('the-app-state');
    expect(redirect.searchParams.has('code')).toBe(false);
  });

  it('rotates refresh tokens, narrowing scopes on request', async () => {
    const app = await authorizedApp();
    const narrowed = await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT, scope: 'games:read' });
    expect(narrowed.status, narrowed.text).toBe(200);
    expect(bodyOf(narrowed).scope).toBe('games:read');
    const next = narrowed.body as Tokens;
    expectProblem(await http(t).post('/games').set(bearer(next.access_token)).send({}), 403, 'insufficient-scope');
    // The grant keeps its scopes: the next refresh may ask for them again.
    const again = await token({ grant_type: 'refresh_token', refresh_token: next.refresh_token, client_id: CLIENT });
    expect(bodyOf(again).scope).toBe('games:read games:play');
  });

  it('lists the apps let in, and ends one: its refresh token and access tokens stop', async () => {
    const app = await authorizedApp({ clientId: 'Listed app' });
    const listed = await http(t).get('/me/apps').set(player.auth);
    expect(listed.status).toBe(200);
    const grant = bodyOf(listed).apps.find((g) => g.clientId === 'Listed app')!;
    expect(grant.scopes).toEqual(['games:read', 'games:play']);
    const ended = await http(t).delete(`/me/apps/${grant.id}`).set(player.auth);
    expect(ended.status, ended.text).toBe(204);
    expectProblem(await http(t).get('/games?mine=true').set(bearer(app.access_token)), 401, 'unauthorized');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: 'Listed app' }), 'invalid_grant');
    expectProblem(await http(t).delete(`/me/apps/${grant.id}`).set(player.auth), 404, 'not-found');
  });

  it('revokes a grant by its token (RFC 7009), only for the client it was issued to', async () => {
    const app = await authorizedApp();
    const byOther = await http(t).post('/oauth/revoke').type('form').send({ token: app.refresh_token, client_id: 'https://other.example.test' });
    expect(byOther.status).toBe(200);
    expect((await http(t).get('/games?mine=true').set(bearer(app.access_token))).status).toBe(200);
    expect((await http(t).post('/oauth/revoke').type('form').send({ token: 'nothing-known', client_id: CLIENT })).status).toBe(200);
    expect((await http(t).post('/oauth/revoke').type('form').send({ token: app.access_token, client_id: CLIENT, token_type_hint: 'access_token' })).status).toBe(200);
    expectProblem(await http(t).get('/games?mine=true').set(bearer(app.access_token)), 401, 'unauthorized');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT }), 'invalid_grant');
  });

  it('ends a grant when the player changes their password', async () => {
    const owner = await register(t);
    const { verifier, query } = authorization();
    const { code } = await consent(query, owner);
    const app = (await token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: verifier })).body as Tokens;
    const changed = await http(t).put('/me/password').set(owner.auth).send({ currentPassword: 'correct horse battery', newPassword: 'another horse battery' });
    expect(changed.status, changed.text).toBe(200);
    expectProblem(await http(t).get('/games?mine=true').set(bearer(app.access_token)), 401, 'unauthorized');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT }), 'invalid_grant');
  });
});

describe('the attacker’s list', () => {
  it('a code used twice: refused, and the tokens issued for it revoked', async () => {
    const app = await authorizedApp();
    const again = await token({ grant_type: 'authorization_code', code: app.code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: app.verifier });
    expectOAuthError(again, 'invalid_grant');
    expect(again.body).not.toHaveProperty('access_token');
    expectProblem(await http(t).get('/games?mine=true').set(bearer(app.access_token)), 401, 'unauthorized');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT }), 'invalid_grant');
  });

  it('a wrong verifier is invalid_grant (and spends the code), a missing or malformed one invalid_request', async () => {
    const { query, verifier } = authorization();
    const { code } = await consent(query);
    const exchange = (code_verifier?: string) => token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, ...(code_verifier === undefined ? {} : { code_verifier }) });
    expectOAuthError(await exchange(), 'invalid_request');
    expectOAuthError(await exchange('short'), 'invalid_request');
    expectOAuthError(await exchange(randomBytes(32).toString('base64url')), 'invalid_grant');
    // The code is spent by the wrong try: the right verifier comes too late.
    expectOAuthError(await exchange(verifier), 'invalid_grant');
  });

  it('plain challenges are refused, at the authorization endpoint and at the consent', async () => {
    const { query, verifier } = authorization({ method: 'plain' });
    const res = await http(t).get('/oauth/authorize').query({ ...query, code_challenge: verifier });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.location!);
    expect(back.origin + back.pathname).toBe('https://app.example.test/callback');
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe('the-app-state');
    expectProblem(await http(t).post('/oauth/authorize').set(player.auth).send({ ...query, allow: true }), 400, 'invalid-oauth-client');
    const missing = await http(t).get('/oauth/authorize').query({ ...query, code_challenge: undefined, code_challenge_method: undefined });
    expect(new URL(missing.headers.location!).searchParams.get('error')).toBe('invalid_request');
  });

  it('a redirect URI changed between authorization and token is invalid_grant', async () => {
    const { query, verifier } = authorization();
    const { code } = await consent(query);
    expectOAuthError(await token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: 'https://app.example.test/callback', code_verifier: verifier }), 'invalid_grant');
  });

  it('an expired code is invalid_grant', async () => {
    const { query, verifier } = authorization();
    const { code } = await consent(query);
    t.clock.advance((AUTHORIZATION_CODE_SECONDS + 1) * 1000);
    expectOAuthError(await token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: verifier }), 'invalid_grant');
  });

  it('scopes cannot be widened: not at the token step, not at a refresh; unknown ones are refused', async () => {
    const { query, verifier } = authorization({ scope: 'games:read' });
    const { code } = await consent(query);
    const res = await token({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: verifier, scope: 'games:read games:play account:manage' });
    expect(res.status, res.text).toBe(200);
    expect(bodyOf(res).scope).toBe('games:read');
    expectProblem(await http(t).post('/games').set(bearer(bodyOf(res).access_token)).send({}), 403, 'insufficient-scope');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: bodyOf(res).refresh_token, client_id: CLIENT, scope: 'games:read games:play' }), 'invalid_scope');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: bodyOf(res).refresh_token, client_id: CLIENT, scope: 'admin' }), 'invalid_scope');
    const unknown = await http(t).get('/oauth/authorize').query(authorization({ scope: 'games:read admin' }).query);
    expect(new URL(unknown.headers.location!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('a refresh token replayed after its rotation revokes the grant', async () => {
    const app = await authorizedApp();
    const rotated = await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT });
    expect(rotated.status).toBe(200);
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT }), 'invalid_grant');
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: bodyOf(rotated).refresh_token, client_id: CLIENT }), 'invalid_grant');
    expectProblem(await http(t).get('/games?mine=true').set(bearer(bodyOf(rotated).access_token)), 401, 'unauthorized');
  });

  it('one client’s code or refresh token presented by another is invalid_grant', async () => {
    const { query, verifier } = authorization();
    const { code } = await consent(query);
    expectOAuthError(await token({ grant_type: 'authorization_code', code, client_id: 'https://other.example.test', redirect_uri: REDIRECT, code_verifier: verifier }), 'invalid_grant');
    const app = await authorizedApp();
    expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: 'https://other.example.test' }), 'invalid_grant');
    // Refused without being spent: the right client still refreshes.
    expect((await token({ grant_type: 'refresh_token', refresh_token: app.refresh_token, client_id: CLIENT })).status).toBe(200);
  });

  it('no open redirect: an unusable redirect_uri or client_id is answered, never followed', async () => {
    for (const redirectUri of ['http://evil.example.test/cb', 'javascript:alert(1)', 'https://app.example.test/cb#frag', 'https://user:pw@app.example.test/cb', '/relative', 'data:text/html,x']) {
      const res = await http(t).get('/oauth/authorize').query(authorization({ redirectUri, method: 'plain' }).query);
      expectProblem(res, 400, 'invalid-oauth-client');
      expect(res.headers.location, redirectUri).toBeUndefined();
      expect(res.text).not.toContain('evil');
    }
    expectProblem(await http(t).get('/oauth/authorize').query(authorization({ clientId: '' }).query), 400, 'invalid-oauth-client');
    expectProblem(await http(t).get('/oauth/authorize').query(authorization({ clientId: 'tab\there' }).query), 400, 'invalid-oauth-client');
    // Loopback redirects are a native app's (RFC 8252 §7.3).
    expect((await http(t).get('/oauth/authorize').query(authorization({ redirectUri: 'http://127.0.0.1:49152/cb' }).query)).status).toBe(302);
  });

  it('an app cannot let itself in, nor list or end grants: only the player’s own session', async () => {
    const app = await authorizedApp({ scope: 'account:manage games:read' });
    const { query } = authorization();
    expectProblem(await http(t).post('/oauth/authorize').set(bearer(app.access_token)).send({ ...query, allow: true }), 403, 'not-first-party');
    expectProblem(await http(t).get('/me/apps').set(bearer(app.access_token)), 403, 'not-first-party');
    expectProblem(await http(t).post('/oauth/authorize').send({ ...query, allow: true }), 401, 'unauthorized');
  });

  it('the token endpoint refuses repeated parameters, unknown grant types and missing ones with RFC 6749 errors', async () => {
    const repeated = await http(t).post('/oauth/token').type('form').send('grant_type=refresh_token&grant_type=authorization_code&client_id=x');
    expectOAuthError(repeated, 'invalid_request');
    expectOAuthError(await token({ grant_type: 'password', client_id: CLIENT }), 'unsupported_grant_type');
    expectOAuthError(await token({ client_id: CLIENT }), 'invalid_request');
    expectOAuthError(await token({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, code_verifier: 'a'.repeat(43) }), 'invalid_request');
    expectOAuthError(await token({ grant_type: 'authorization_code', code: 'never-issued', client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: 'a'.repeat(43) }), 'invalid_grant');
  });

  it('the consent page may not be framed by another site', async () => {
    const res = await http(t).get('/play/authorize').query(authorization().query);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
