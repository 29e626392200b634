/**
 * Whether the session an access token belongs to is still live. A session
 * is bound to the account's password (by fingerprint) and to its session
 * epoch, which logging out everywhere (or a reused refresh token) counts
 * up: a password change or a logout ends every session opened before it.
 * Every route refuses the tokens of an ended session from the list of
 * revocations each instance keeps (revocations.ts); streams live past their
 * tokens, so they also ask this of the database when they open and at each
 * heartbeat: a stream opened with a token of an ended session closes.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import { passwordFingerprint } from './passwords.js';

/** What a session is bound to, as an access token names it and an account holds it now. */
export interface SessionBinding {
  /** The fingerprint of the password the session was opened with (see passwordFingerprint). */
  readonly passwordFingerprint: string;
  /** The account's session epoch when the session was opened. */
  readonly sessionEpoch: number;
}

/** How a session ended: its account is gone, its password changed, it logged out, or (an app's) its grant was revoked. */
export type SessionEndReason = 'gone' | 'password-changed' | 'logged-out' | 'app-revoked';

/** What a caller with an access token of an ended session is told, by how it ended. */
export const SESSION_ENDED: Record<SessionEndReason, string> = {
  'password-changed': 'The password has changed since this access token was issued; log in again.',
  'logged-out': 'This access token\'s session has logged out; log in again.',
  gone: 'The account no longer exists.',
  'app-revoked': 'The app this access token was issued to no longer holds its grant (revoked by its player, or its authorization code was presented twice); authorize it again.',
};

/** The bindings that hold now for some accounts, by account; an account that is gone is left out. */
export type SessionStates = (accountIds: readonly string[]) => Promise<ReadonlyMap<string, SessionBinding>>;

/** Reads the bindings that hold now for some accounts. */
export function sessionStates(prisma: PrismaClient): SessionStates {
  return async (accountIds) => {
    const rows = await prisma.account.findMany({ where: { id: { in: [...accountIds] } }, select: { id: true, passwordHash: true, sessionEpoch: true } });
    return new Map(rows.map((r) => [r.id, { passwordFingerprint: passwordFingerprint(r.passwordHash), sessionEpoch: r.sessionEpoch }]));
  };
}

/**
 * Why the session a token names has ended, if it has: the account is gone,
 * its password changed, or it logged out everywhere since. A token made
 * without a binding (by an older version) names no password and epoch 0.
 */
export function sessionEnd(token: { readonly passwordFingerprint: string | null; readonly sessionEpoch: number | null }, account: SessionBinding | undefined): Exclude<SessionEndReason, 'app-revoked'> | null {
  if (!account) return 'gone';
  if (token.passwordFingerprint !== null && token.passwordFingerprint !== account.passwordFingerprint) return 'password-changed';
  // Older only: a read from before a logout must not end a session it opened after.
  if ((token.sessionEpoch ?? 0) < account.sessionEpoch) return 'logged-out';
  return null;
}
