/**
 * Accounts: register with a name and a password (and an address, which is
 * mailed a verification token), check a login. Names are handles, compared
 * without case (stored in lower case) so that "Alice" and "alice" cannot be
 * two people.
 */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import type { EmailVerification } from './email-verification.js';

/** An account as the API shows it to its owner. */
export interface AccountInfo {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  /** When the address was verified; null while it is not (or there is none). */
  readonly emailVerifiedAt: Date | null;
  readonly createdAt: Date;
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
    private readonly verification: EmailVerification,
  ) {}

  /** Creates an account, queuing a verification mail to its address if it has one and `mailVerification`; null when the name is taken. */
  async register(name: string, password: string, email: string | null, mailVerification: boolean): Promise<AccountInfo | null> {
    const handle = normalizeName(name);
    if (await this.prisma.account.findUnique({ where: { name: handle }, select: { id: true } })) return null;
    const passwordHash = await hashPassword(password);
    const id = randomUUID();
    const account = this.prisma.account.create({ data: { id, name: handle, email, passwordHash, createdAt: this.clock.now() } });
    try {
      // The verification mail is queued in the same commit as the account, so none is lost to a crash in between.
      if (email === null || !mailVerification) return info(await account);
      const [created] = await this.prisma.$transaction([account, this.prisma.outboxRow.create({ data: await this.verification.notice(id, email) })]);
      return info(created);
    } catch (err) {
      // Another registration of the same name won the race in between.
      if ((err as { code?: string }).code === 'P2002') return null;
      throw err;
    }
  }

  /** The account a name and password log in to, or null (the same work is done either way). */
  async login(name: string, password: string): Promise<AccountInfo | null> {
    const row = await this.prisma.account.findUnique({ where: { name: normalizeName(name) } });
    if (!row) {
      await burnPasswordCheck(password);
      return null;
    }
    return (await verifyPassword(password, row.passwordHash)) ? info(row) : null;
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
}
