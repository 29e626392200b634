/**
 * Refresh tokens: long random secrets, stored only as SHA-256 hashes, used
 * once. Each refresh revokes the token it presents and issues the next, so a
 * token that is presented again after its rotation was copied: that revokes
 * every refresh token of the account (both the thief's and the owner's
 * sessions must log in again), as OAuth's reuse detection recommends.
 * Logging out deletes tokens instead, so a logged-out token is merely unknown.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';

/** How long a refresh token lives, in seconds. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/** What presenting a refresh token came to. */
export type Rotation = { readonly ok: true; readonly accountId: string; readonly token: string } | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'reused' };

function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues, rotates and revokes refresh tokens. */
export class RefreshTokens {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
    readonly lifetimeSeconds: number = REFRESH_TOKEN_SECONDS,
  ) {}

  /** A new refresh token for an account. */
  issue(accountId: string): Promise<string> {
    return this.issueWith(this.prisma, accountId);
  }

  /** The account a refresh token belongs to, spent or not; null for one not known. */
  async accountOf(token: string): Promise<string | null> {
    return (await this.prisma.refreshToken.findUnique({ where: { tokenHash: digest(token) }, select: { accountId: true } }))?.accountId ?? null;
  }

  /** Spends a refresh token and answers its successor; a reused one revokes all of the account's tokens. */
  async rotate(token: string): Promise<Rotation> {
    const row = await this.prisma.refreshToken.findUnique({ where: { tokenHash: digest(token) } });
    if (!row) return { ok: false, reason: 'unknown' };
    const now = this.clock.now();
    if (row.revokedAt === null && row.expiresAt <= now) return { ok: false, reason: 'expired' };
    // Only one of several concurrent presentations can flip revokedAt from null: the others are reuse. The successor is
    // made in the same transaction, so a reuse's revocation, which waits for the flip to commit, finds it and revokes it too.
    const successor = row.revokedAt === null ? await this.prisma.$transaction((tx) => this.spend(tx, row.id, row.accountId, now)) : null;
    if (successor === null) {
      await this.prisma.refreshToken.updateMany({ where: { accountId: row.accountId, revokedAt: null }, data: { revokedAt: now } });
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, accountId: row.accountId, token: successor };
  }

  /** Forgets tokens past their lifetime, spent or not: none can be presented any more, nor tell of a reuse. */
  async purgeExpired(): Promise<number> {
    return (await this.prisma.refreshToken.deleteMany({ where: { expiresAt: { lte: this.clock.now() } } })).count;
  }

  /** Logs one of an account's refresh tokens out. */
  async revoke(accountId: string, token: string): Promise<void> {
    await this.prisma.refreshToken.deleteMany({ where: { accountId, tokenHash: digest(token) } });
  }

  /** Logs an account out everywhere: all its refresh tokens go. */
  async revokeAll(accountId: string): Promise<void> {
    await this.prisma.refreshToken.deleteMany({ where: { accountId } });
  }

  /** Flips a token to spent and issues its successor; null when another presentation spent it first. */
  private async spend(tx: Prisma.TransactionClient, id: string, accountId: string, now: Date): Promise<string | null> {
    const spent = await tx.refreshToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
    return spent.count === 0 ? null : this.issueWith(tx, accountId);
  }

  private async issueWith(db: Pick<Prisma.TransactionClient, 'refreshToken'>, accountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await db.refreshToken.create({
      data: { id: randomUUID(), accountId, tokenHash: digest(token), createdAt: now, expiresAt: new Date(now.getTime() + this.lifetimeSeconds * 1000) },
    });
    return token;
  }
}
