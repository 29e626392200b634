/**
 * The authorization matrix: every operation of the published document that
 * reads a token names the scope it needs, and is called with no token, with
 * a token holding every scope but that one, and with a token holding that
 * one alone. Without the scope the answer is 403 `insufficient-scope`
 * naming it, whatever else is wrong with the request (it is checked before
 * anything is read); with it, the token passes (whatever the route then
 * says of the made-up ids); without a token, only an operation open to
 * anonymous callers lets the caller in.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, SCOPES, type Scope } from '../../src/accounts/scopes.js';
import type { TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, register, type ApiAccount } from './support.js';

type Security = Record<string, string[]>[];
interface Operation {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly scope: Scope;
  readonly anonymous: boolean;
}

const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  components: { securitySchemes: Record<string, { type: string; flows?: { authorizationCode?: { scopes: Record<string, string> } } }> };
  paths: Record<string, Record<string, { security?: Security; operationId: string }>>;
};

/** Every operation whose security names the oauth2 scheme, with the one scope it needs. */
function scopedOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation.security ?? [];
      const requirement = security.find((s) => 'oauth2' in s);
      if (!requirement) continue;
      expect(requirement.oauth2, `${method} ${path}`).toHaveLength(1);
      operations.push({ method: method as Operation['method'], path, scope: requirement.oauth2![0] as Scope, anonymous: security.some((s) => Object.keys(s).length === 0) });
    }
  }
  return operations;
}

const operations = scopedOperations();
let t: TestApp;
let player: ApiAccount;
/** Tokens of one app grant holding every scope but one, and holding one alone, by scope. */
const allBut = new Map<Scope, string>();
const only = new Map<Scope, string>();

beforeAll(async () => {
  t = await raceApp();
  player = await register(t);
  for (const scope of ALL_SCOPES) {
    allBut.set(scope, await t.ctx.tokens.issueAccessToken({ id: player.id, name: player.name }, { grantId: randomUUID(), scopes: ALL_SCOPES.filter((s) => s !== scope) }));
    only.set(scope, await t.ctx.tokens.issueAccessToken({ id: player.id, name: player.name }, { grantId: randomUUID(), scopes: [scope] }));
  }
});
afterAll(() => t?.close());

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());
const call = (op: Operation, token?: string) => {
  const req = http(t)[op.method](concrete(op.path));
  return token === undefined ? req : req.set('authorization', `Bearer ${token}`);
};

describe('scopes', () => {
  it('declares the oauth2 scheme with every scope, and a scope on every operation that reads a token', () => {
    expect(document.components.securitySchemes.oauth2?.flows?.authorizationCode?.scopes).toEqual(SCOPES);
    expect(document.components.securitySchemes.bearer).toBeUndefined();
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const op of operations) expect(ALL_SCOPES, `${op.method} ${op.path}`).toContain(op.scope);
  });

  it.each(operations)('$method $path: 403 without $scope, in before anything else with it, 401 without a token unless open to all', async (op) => {
    const refused = await call(op, allBut.get(op.scope)).set('content-type', 'application/json').send('{"not json');
    expectProblem(refused, 403, 'insufficient-scope');
    expect((refused.body as { scope?: string }).scope).toBe(op.scope);
    expect(refused.headers['www-authenticate']).toBe(`Bearer error="insufficient_scope", scope="${op.scope}"`);
    const allowed = await call(op, only.get(op.scope));
    expect(allowed.status, allowed.text).not.toBe(401);
    expect((allowed.body as { code?: string } | undefined)?.code, allowed.text).not.toBe('insufficient-scope');
    const anonymous = await call(op);
    if (op.anonymous) expect(anonymous.status, anonymous.text).not.toBe(401);
    else expectProblem(anonymous, 401, 'unauthorized');
  });

  it('keeps every scope for a session from logging in', async () => {
    for (const path of ['/me', '/games?mine=true', '/me/notifications/preferences', '/me/vacation']) expect((await http(t).get(path).set(player.auth)).status, path).toBe(200);
  });

  it('refuses a token naming a scope there is none of, or a grant without scopes', async () => {
    const forged = await t.ctx.tokens.issueAccessToken({ id: player.id, name: player.name }, { grantId: randomUUID(), scopes: ['games:read', 'admin' as Scope] });
    const empty = await t.ctx.tokens.issueAccessToken({ id: player.id, name: player.name }, { grantId: randomUUID(), scopes: [] });
    for (const token of [forged, empty]) expectProblem(await http(t).get('/me').set('authorization', `Bearer ${token}`), 401, 'unauthorized');
  });
});
