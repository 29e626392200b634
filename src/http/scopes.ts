/**
 * The scope each operation needs, by its operationId: one table, read by
 * the token check (src/http/auth.ts: 403 `insufficient-scope` for a token
 * without it, before anything of the request is read) and by the OpenAPI
 * document (each operation's `security` names it). A route that reads a
 * token and is missing here stops the service at start (see
 * requireScopeDeclared), so no operation is left open to every token.
 */
import type { RouteOptions } from 'fastify';
import type { Scope } from '../accounts/scopes.js';

/** The scope each operation that reads an access token needs. */
export const SCOPE_OF: Readonly<Record<string, Scope>> = {
  // Accounts.
  getMyAccount: 'account:read',
  logOut: 'account:manage',
  setEmailAddress: 'account:manage',
  sendVerificationMail: 'account:manage',
  changePassword: 'account:manage',
  exportMyData: 'account:read',
  closeMyAccount: 'account:manage',
  // Apps (the player's own session only: the routes refuse an app's token).
  answerAppAuthorization: 'account:manage',
  listMyApps: 'account:manage',
  revokeMyApp: 'account:manage',
  // Streams.
  openGameStream: 'games:read',
  openMyStream: 'games:read',
  // The lobby.
  listGames: 'games:read',
  getGame: 'games:read',
  createGame: 'games:play',
  cancelGame: 'games:play',
  takeSeat: 'games:play',
  leaveSeat: 'games:play',
  startGame: 'games:play',
  // Play.
  sendCommand: 'games:play',
  takeBack: 'games:play',
  resignGame: 'games:play',
  getPrompts: 'games:read',
  // Views and audit.
  getPublicView: 'games:read',
  getFullView: 'games:read',
  getSeatView: 'games:read',
  getSeatViewSvg: 'games:read',
  getPublicViewSvg: 'games:read',
  getSeatViewPng: 'games:read',
  getPublicViewPng: 'games:read',
  getEventLog: 'games:read',
  getSeatHistory: 'games:read',
  verifyGame: 'games:read',
  // Notifications.
  getNotificationPreferences: 'account:read',
  setNotificationPreferences: 'notifications:write',
  listDeliveries: 'account:read',
  listWebhooks: 'account:read',
  createWebhook: 'notifications:write',
  deleteWebhook: 'notifications:write',
  testWebhook: 'notifications:write',
  enableWebhook: 'notifications:write',
  inviteToGame: 'games:play',
  listInvitations: 'games:read',
  // Messages.
  writeMessage: 'games:play',
  listMessages: 'games:read',
  muteMessages: 'games:play',
  unmuteMessages: 'games:play',
  blockAccount: 'account:manage',
  unblockAccount: 'account:manage',
  listBlocks: 'account:read',
  // Cadence.
  getGameClocks: 'games:read',
  claimWin: 'games:play',
  getVacation: 'games:read',
  startVacation: 'games:play',
  endVacation: 'games:play',
};

/** The operation id a route's schema names, if any. */
export function operationIdOf(schema: unknown): string | undefined {
  const id = (schema as { operationId?: unknown } | undefined)?.operationId;
  return typeof id === 'string' ? id : undefined;
}

/** The scope a route needs; undefined for one that reads no access token. */
export function scopeOf(schema: unknown): Scope | undefined {
  const id = operationIdOf(schema);
  return id === undefined ? undefined : SCOPE_OF[id];
}

/** Throws, at registration, for a route that reads an access token (its `security` names the bearer scheme) but whose operation SCOPE_OF leaves out. */
export function requireScopeDeclared(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; security?: readonly Record<string, unknown>[]; operationId?: string } | undefined;
  if (!schema || schema.hide) return;
  const readsToken = schema.security === undefined || schema.security.some((s) => 'bearer' in s);
  if (readsToken && scopeOf(schema) === undefined) throw new Error(`${String(route.method)} ${route.url}: its operation (${schema.operationId ?? 'no operationId'}) needs a scope in SCOPE_OF (src/http/scopes.ts)`);
}
