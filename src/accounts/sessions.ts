/**
 * Whether the session an access token belongs to is still live. A password
 * change and logging out everywhere end every session opened before them;
 * the tokens themselves go on passing over HTTP for their few minutes, but
 * streams live past their tokens, so they ask this when they open and at
 * each heartbeat: a stream opened with a token of an ended session closes.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { TokenSubject } from './tokens.js';
import { passwordFingerprint } from './passwords.js';

/** What ends an account's older sessions: its password (by fingerprint), and when it last logged out everywhere. */
export interface AccountSessions {
  readonly passwordFingerprint: string;
  readonly loggedOutAt: Date | null;
}

/** The sessions state of some accounts, by account; an account that is gone is left out. */
export type SessionStates = (accountIds: readonly string[]) => Promise<ReadonlyMap<string, AccountSessions>>;

/** Reads the sessions state of some accounts. */
export function sessionStates(prisma: PrismaClient): SessionStates {
  return async (accountIds) => {
    const rows = await prisma.account.findMany({ where: { id: { in: [...accountIds] } }, select: { id: true, passwordHash: true, loggedOutAt: true } });
    return new Map(rows.map((r) => [r.id, { passwordFingerprint: passwordFingerprint(r.passwordHash), loggedOutAt: r.loggedOutAt }]));
  };
}

/** Why the session a token belongs to has ended, if it has: the account is gone, its password changed, or it logged out everywhere after the token was issued. */
export function sessionEnd(token: Pick<TokenSubject, 'passwordFingerprint' | 'issuedAt'>, account: AccountSessions | undefined): 'gone' | 'password-changed' | 'logged-out' | null {
  if (!account) return 'gone';
  // A token made without a fingerprint (by an older version) is held to the logout alone.
  if (token.passwordFingerprint !== null && token.passwordFingerprint !== account.passwordFingerprint) return 'password-changed';
  // `iat` counts whole seconds: a token of the logout's own second counts as from before it, since it may be.
  if (account.loggedOutAt !== null && token.issuedAt <= Math.floor(account.loggedOutAt.getTime() / 1000)) return 'logged-out';
  return null;
}
