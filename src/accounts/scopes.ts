/**
 * What a token may do. A session from a login holds every scope; a token
 * given to an app (OAuth, src/accounts/oauth.ts) holds only those its
 * player granted. Each operation of the API needs one (src/http/scopes.ts).
 */

/** The scopes, each with what it allows, as the consent page and the OpenAPI document say it. */
export const SCOPES = {
  'games:read': 'See your games as you may see them: the lobby, views, prompts, logs, clocks, invitations, and the streams.',
  'games:play': 'Play for you: create, join, leave, start and cancel games, send commands, take back, resign, claim on time, invite, take vacations.',
  'account:read': 'Read your account: your name, address, notification preferences, webhooks and deliveries.',
  'notifications:write': 'Change your notification preferences and webhooks.',
  'account:manage': 'Manage your account: its address, its password, logging out everywhere.',
} as const;

/** A scope's name. */
export type Scope = keyof typeof SCOPES;

/** Every scope, in the order SCOPES lists them. */
export const ALL_SCOPES: readonly Scope[] = Object.keys(SCOPES) as Scope[];

/** Whether a text is a scope's name. */
export function isScope(text: string): text is Scope {
  return Object.hasOwn(SCOPES, text);
}

/**
 * The scopes a space-separated list names (RFC 6749 §3.3), in SCOPES'
 * order and each once; null when it names one that is not a scope, or
 * none at all.
 */
export function parseScopes(text: string): Scope[] | null {
  const names = text.split(' ').filter((name) => name !== '');
  if (names.length === 0 || !names.every(isScope)) return null;
  return ALL_SCOPES.filter((scope) => names.includes(scope));
}
