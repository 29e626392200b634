/** The OpenAPI document as it is committed at openapi/openapi.json (written by `npm run openapi`). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SCOPE_OF } from './scopes.js';

/** Where the committed OpenAPI document lives. */
export const OPENAPI_PATH = path.resolve(import.meta.dirname, '../../openapi/openapi.json');

/** An app's OpenAPI document as committed: two-space JSON with a final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

/** What each tag groups, in the order the document declares them; a tag an operation names that is not here is declared too, without words. */
const TAGS: Record<string, string> = {
  service: 'The service itself: health, the published documents (OpenAPI, AsyncAPI, the guides) and the problem type pages.',
  accounts: 'Registration, login, token refresh, logout, email verification and password changes.',
  lobby: 'Finding, creating, joining and starting games; seats and invitations.',
  play: 'Prompts and commands: what a seat must decide, and sending its decision.',
  views: 'What a seat, a spectator or (once a game is over) anyone sees, as JSON or as a picture.',
  streams: 'WebSocket streams of a game’s events and of your turns; their messages are in the AsyncAPI document (GET /asyncapi.json).',
  audit: 'The log of a game’s events, as the caller may see it, and the verification of a finished game.',
  notifications: 'Notices of turns, results and invitations: preferences, email and webhooks.',
  cadence: 'Time controls, reminders, claims on time and vacations (docs/cadence.md).',
  apps: 'Third-party apps: OAuth 2.0 authorization with PKCE, the tokens it grants, and the apps a player has let in (docs/api.md#apps).',
  operations: 'For the operator: metrics.',
};

/** A tuple's `items` beyond its `prefixItems`: none. `{ not: {} }` says what `false` says, in a form linters that want an `items` object read. */
const NO_MORE_ITEMS = { not: {} };

/**
 * The document as published, from what @fastify/swagger makes of the
 * routes (works on a copy):
 * - TypeBox's draft-07 tuples (`items: [...]`, `additionalItems`) as JSON
 *   Schema 2020-12 ones (`prefixItems`, and no item beyond them), the
 *   dialect of OpenAPI 3.1, so that generators read them as tuples;
 * - every tag an operation names declared, with what it groups (TAGS);
 * - each operation that reads an access token saying the scope it needs
 *   (the routes declare the bearer scheme; SCOPE_OF says which scope).
 */
export function publishedDocument<T extends { paths?: object; tags?: unknown; components?: { securitySchemes?: Record<string, unknown> } }>(document: T): T {
  const copy = JSON.parse(JSON.stringify(document), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const { items, additionalItems, ...rest } = value as Record<string, unknown>;
    if (!Array.isArray(items)) return value;
    return { ...rest, prefixItems: items, items: additionalItems === undefined || additionalItems === false ? NO_MORE_ITEMS : additionalItems };
  }) as T;
  const used = new Set(Object.values(copy.paths ?? {}).flatMap((operations: Record<string, { tags?: string[] }>) => Object.values(operations).flatMap((op) => op.tags ?? [])));
  const names = [...Object.keys(TAGS).filter((name) => used.has(name)), ...[...used].filter((name) => !(name in TAGS)).sort()];
  for (const operations of Object.values(copy.paths ?? {}) as Record<string, { operationId?: string; security?: Record<string, string[]>[] }>[]) {
    for (const op of Object.values(operations)) {
      const scope = op.operationId === undefined ? undefined : SCOPE_OF[op.operationId];
      if (op.security && scope) op.security = op.security.map((requirement) => ('bearer' in requirement ? { oauth2: [scope] } : requirement));
    }
  }
  // Every route that reads a token has a scope (requireScopeDeclared): the bearer scheme the routes declare is named by none now.
  delete copy.components?.securitySchemes?.bearer;
  return { ...copy, tags: names.map((name) => (TAGS[name] === undefined ? { name } : { name, description: TAGS[name] })) };
}
