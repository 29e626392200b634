/**
 * Accounts: register with a name and a password (and an address, which the
 * registration route has mailed a verification token), check a login, change
 * the address. Names are handles, compared without case (stored in lower
 * case) so that "Alice" and "alice" cannot be two people.
 */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import { burnPasswordCheck, hashPassword, passwordFingerprint, verifyPassword } from './passwords.js';

/** An account as the API shows it to its owner. */
export interface AccountInfo {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  /** When the address was verified; null while it is not (or there is none). */
  readonly emailVerifiedAt: Date | null;
  readonly createdAt: Date;
}

/**
 * An account whose password was just checked (or set), with the fingerprint
 * of the hash it was checked against: the session it opens lasts only while
 * that is still the account's password.
 */
export interface Authenticated extends AccountInfo {
  readonly passwordFingerprint: string;
}

/** The stored form of a handle. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

function info(row: AccountInfo): AccountInfo {
  return { id: row.id, name: row.name, email: row.email, emailVerifiedAt: row.emailVerifiedAt, createdAt: row.createdAt };
}

/** Account registration, login checks and look-ups. */
export class Accounts {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
  ) {}

  /** Creates an account; null when the name is taken. */
  async register(name: string, password: string, email: string | null): Promise<Authenticated | null> {
    const handle = normalizeName(name);
    if (await this.prisma.account.findUnique({ where: { name: handle }, select: { id: true } })) return null;
    const passwordHash = await hashPassword(password);
    try {
      const row = await this.prisma.account.create({ data: { id: randomUUID(), name: handle, email, passwordHash, createdAt: this.clock.now() } });
      return { ...info(row), passwordFingerprint: passwordFingerprint(passwordHash) };
    } catch (err) {
      // Another registration of the same name won the race in between.
      if ((err as { code?: string }).code === 'P2002') return null;
      throw err;
    }
  }

  /** The account a name and password log in to, or null (the same work is done either way). */
  async login(name: string, password: string): Promise<Authenticated | null> {
    const row = await this.prisma.account.findUnique({ where: { name: normalizeName(name) } });
    if (!row) {
      await burnPasswordCheck(password);
      return null;
    }
    return (await verifyPassword(password, row.passwordHash)) ? { ...info(row), passwordFingerprint: passwordFingerprint(row.passwordHash) } : null;
  }

  /** The id of the account a name names (however it is cased), or null. */
  async idByName(name: string): Promise<string | null> {
    return (await this.prisma.account.findUnique({ where: { name: normalizeName(name) }, select: { id: true } }))?.id ?? null;
  }

  /** An account by id, or null. */
  async byId(id: string): Promise<AccountInfo | null> {
    const row = await this.prisma.account.findUnique({ where: { id } });
    return row && info(row);
  }

  /** Whether `password` is the account's password; null when the account is gone. For what a stolen access token alone must not do. */
  async checkPassword(accountId: string, password: string): Promise<boolean | null> {
    const row = await this.prisma.account.findUnique({ where: { id: accountId }, select: { passwordHash: true } });
    return row && verifyPassword(password, row.passwordHash);
  }

  /**
   * Sets an account's address (null: none), if `password` is still its
   * password when the change is written. A new address is unverified until
   * the token mailed to it comes back; the address it had stays as it was
   * (`changed` false). Null when the account is gone.
   */
  async changeEmail(accountId: string, password: string, email: string | null): Promise<{ account: AccountInfo; changed: boolean } | 'wrong-password' | null> {
    const row = await this.prisma.account.findUnique({ where: { id: accountId } });
    if (!row) return null;
    if (!(await verifyPassword(password, row.passwordHash))) return 'wrong-password';
    if (row.email === email) return { account: info(row), changed: false };
    // The hash checked is the hash required: a password changed meanwhile makes the one given wrong.
    const changed = await this.prisma.account.updateMany({ where: { id: accountId, passwordHash: row.passwordHash }, data: { email, emailVerifiedAt: null } });
    // The account as this change wrote it (another change at once may be written after: the last one stands).
    return changed.count === 0 ? 'wrong-password' : { account: { ...info(row), email, emailVerifiedAt: null }, changed: true };
  }

  /** The seats an account holds, with their games, oldest first (its own data: GET /me/export). */
  async seats(accountId: string): Promise<{ gameId: string; seat: string; joinedAt: string; ruleset: string; name: string | null; status: string }[]> {
    // crosses shards: account-games
    const rows = await this.prisma.seat.findMany({ where: { accountId }, include: { game: { select: { ruleset: true, name: true, status: true } } }, orderBy: { joinedAt: 'asc' } });
    return rows.map((r) => ({ gameId: r.gameId, seat: r.seat, joinedAt: r.joinedAt.toISOString(), ruleset: r.game.ruleset, name: r.game.name, status: r.game.status }));
  }

  /**
   * Closes an account for good, if `password` is still its password: its
   * name (freed for others), address and password go, and with them its
   * webhooks, notification settings, apps' grants, refresh tokens, blocks and
   * mutes, and its deliveries still to go. Its seats, and the games' logs,
   * stay: games show it as "a former player". Answers false for a wrong
   * password. The caller ends its sessions (RefreshTokens.revokeAll).
   */
  async close(accountId: string, password: string): Promise<boolean> {
    const row = await this.prisma.account.findUnique({ where: { id: accountId } });
    if (!row || row.closedAt !== null || !(await verifyPassword(password, row.passwordHash))) return false;
    return this.prisma.$transaction(async (tx) => {
      // A name no handle can be (handles are at most 32 characters): never registered nor logged in to again.
      const closed = await tx.account.updateMany({
        where: { id: accountId, passwordHash: row.passwordHash },
        data: { name: `closed-${accountId}`, email: null, emailVerifiedAt: null, passwordHash: '', closedAt: this.clock.now() },
      });
      if (closed.count === 0) return false;
      await tx.webhookEndpoint.deleteMany({ where: { accountId } });
      await tx.notificationSettings.deleteMany({ where: { accountId } });
      await tx.appGrant.deleteMany({ where: { accountId } });
      await tx.accountBlock.deleteMany({ where: { accountId } });
      await tx.messageMute.deleteMany({ where: { accountId } });
      await tx.notificationDelivery.updateMany({ where: { accountId, status: { in: ['pending', 'waiting', 'claimed'] } }, data: { status: 'cancelled' } });
      return true;
    });
  }
}
