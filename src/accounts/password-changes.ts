/**
 * Changing a password: with the current one, or, for a player who has
 * forgotten it, with a reset token mailed to the account's verified address
 * (a `password-reset` notice, by email only). Either way the new password
 * replaces the old in the same statement that logs the account out
 * everywhere: its refresh tokens go, and the streams opened with access
 * tokens that name the old password's fingerprint are closed (see
 * sessions.ts), so a stolen session does not outlive the password it was
 * opened with by more than an access token's minutes, on a socket either.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { TokenService } from './tokens.js';
import type { SessionRevocations } from './revocations.js';
import { hashPassword, passwordFingerprint, verifyPassword } from './passwords.js';
import { normalizeName } from './accounts.js';
import { PASSWORD_RESET_KIND } from '../notifications/kinds.js';

/** An outbox row that mails a reset token (the payload holds it: no route shows outbox payloads, and the kind never goes to webhooks). */
export interface PasswordResetNotice {
  readonly accountId: string;
  readonly kind: typeof PASSWORD_RESET_KIND;
  readonly payload: { readonly name: string; readonly token: string };
}

/** An account whose password changed. */
export interface ChangedAccount {
  readonly id: string;
  readonly name: string;
  /** The fingerprint of the new password's hash, for the refresh token the change answers. */
  readonly passwordFingerprint: string;
}

/** Password changes and reset mails. */
export class PasswordChanges {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly revocations: SessionRevocations,
  ) {}

  /**
   * Sets a new password if `current` is the account's password: the account,
   * or why not — `current` is not the password (or there is no such account),
   * or it was but another change came first.
   */
  async change(accountId: string, current: string, next: string): Promise<ChangedAccount | 'wrong-password' | 'changed-meanwhile'> {
    const row = await this.prisma.account.findUnique({ where: { id: accountId }, select: { passwordHash: true } });
    if (!row || !(await verifyPassword(current, row.passwordHash))) return 'wrong-password';
    return (await this.replace(accountId, row.passwordHash, next)) ?? 'changed-meanwhile';
  }

  /**
   * Queues a reset mail to the verified address of the account `name`
   * names; false, queueing nothing, when there is no such account or it has
   * no verified address (the route answers the same either way).
   */
  async mailReset(name: string): Promise<boolean> {
    const row = await this.prisma.account.findUnique({ where: { name: normalizeName(name) }, select: { id: true, name: true, email: true, emailVerifiedAt: true, passwordHash: true } });
    if (!row || row.email === null || row.emailVerifiedAt === null) return false;
    const token = await this.tokens.issuePasswordResetToken({ id: row.id, email: row.email }, passwordFingerprint(row.passwordHash));
    const notice: PasswordResetNotice = { accountId: row.id, kind: PASSWORD_RESET_KIND, payload: { name: row.name, token } };
    await this.prisma.outboxRow.create({ data: notice });
    return true;
  }

  /** Sets a new password with a reset token; null when the token is not valid, or its account is gone or has changed its password or its address since (or the address is unverified). */
  async reset(token: string, next: string): Promise<ChangedAccount | null> {
    const claim = await this.tokens.verifyPasswordResetToken(token);
    if (!claim) return null;
    const row = await this.prisma.account.findUnique({ where: { id: claim.accountId }, select: { passwordHash: true, email: true, emailVerifiedAt: true } });
    if (!row || passwordFingerprint(row.passwordHash) !== claim.replaces || row.email !== claim.email || row.emailVerifiedAt === null) return null;
    return this.replace(claim.accountId, row.passwordHash, next, claim.email);
  }

  /**
   * Replaces the stored hash `old` with the hash of `next` and deletes the
   * account's refresh tokens, in one statement, and revokes the access
   * tokens of the old password in the same transaction; null when the hash was no
   * longer `old` (another change came first: it alone stands) or, for a
   * reset, the verified address no longer `verifiedAddress` (an address
   * change while the new password was hashed spends the token too).
   */
  private async replace(accountId: string, old: string, next: string, verifiedAddress: string | null = null): Promise<ChangedAccount | null> {
    const hash = await hashPassword(next);
    const rows = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.$queryRaw<Omit<ChangedAccount, 'passwordFingerprint'>[]>`
        WITH changed AS (
          UPDATE accounts SET password_hash = ${hash}
           WHERE id = ${accountId}::uuid AND password_hash = ${old}
             AND (${verifiedAddress}::text IS NULL OR (email = ${verifiedAddress}::text AND email_verified_at IS NOT NULL))
          RETURNING id, name),
             logged_out AS (DELETE FROM refresh_tokens WHERE account_id IN (SELECT id FROM changed))
        SELECT id::text AS id, name FROM changed`;
      if (changed[0]) await this.revocations.record(tx, accountId, { passwordFingerprint: passwordFingerprint(old) });
      return changed;
    });
    if (rows[0]) await this.revocations.reread();
    return rows[0] ? { ...rows[0], passwordFingerprint: passwordFingerprint(hash) } : null;
  }
}
