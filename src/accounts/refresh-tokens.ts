/**
 * Refresh tokens: long random secrets, stored only as SHA-256 hashes, used
 * once. Each refresh revokes the token it presents and issues the next, so a
 * token that is presented again after its rotation was copied: that revokes
 * every refresh token of the account (both the thief's and the owner's
 * sessions must log in again), as OAuth's reuse detection recommends.
 * Logging out deletes tokens instead, so a logged-out token is merely unknown.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
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
  async issue(accountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.prisma.refreshToken.create({
      data: { id: randomUUID(), accountId, tokenHash: digest(token), createdAt: now, expiresAt: new Date(now.getTime() + this.lifetimeSeconds * 1000) },
    });
    return token;
  }

  /** Spends a refresh token and answers its successor; a reused one revokes all of the account's tokens. */
  async rotate(token: string): Promise<Rotation> {
    const row = await this.prisma.refreshToken.findUnique({ where: { tokenHash: digest(token) } });
    if (!row) return { ok: false, reason: 'unknown' };
    const now = this.clock.now();
    if (row.revokedAt === null && row.expiresAt <= now) return { ok: false, reason: 'expired' };
    // Only one of several concurrent presentations can flip revokedAt from null: the others are reuse.
    const spent = row.revokedAt === null ? await this.prisma.refreshToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: now } }) : { count: 0 };
    if (spent.count === 0) {
      await this.prisma.refreshToken.updateMany({ where: { accountId: row.accountId, revokedAt: null }, data: { revokedAt: now } });
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, accountId: row.accountId, token: await this.issue(row.accountId) };
  }

  /** Logs one of an account's refresh tokens out. */
  async revoke(accountId: string, token: string): Promise<void> {
    await this.prisma.refreshToken.deleteMany({ where: { accountId, tokenHash: digest(token) } });
  }

  /** Logs an account out everywhere: all its refresh tokens go. */
  async revokeAll(accountId: string): Promise<void> {
    await this.prisma.refreshToken.deleteMany({ where: { accountId } });
  }
}
