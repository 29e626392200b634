/**
 * Email verification: an address is mailed a token (an `email-verification`
 * notice, by email only), and presenting the token marks the address
 * verified. Until then the dispatcher mails the address nothing else, so an
 * address nobody proved cannot be made to receive Sortie's mail.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import type { TokenService } from './tokens.js';
import { EMAIL_VERIFICATION_KIND } from '../notifications/kinds.js';

/** An outbox row that mails a verification token (the payload holds it: no route shows outbox payloads). */
export interface VerificationNotice {
  readonly accountId: string;
  readonly kind: typeof EMAIL_VERIFICATION_KIND;
  readonly payload: { readonly email: string; readonly token: string };
}

/** Verification mails and tokens. */
export class EmailVerification {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /** The outbox row that mails `email` a token proving it is account `accountId`'s. */
  async notice(accountId: string, email: string): Promise<VerificationNotice> {
    return { accountId, kind: EMAIL_VERIFICATION_KIND, payload: { email, token: await this.tokens.issueEmailToken({ id: accountId, email }) } };
  }

  /** Queues a verification mail to an account's address. */
  async queueMail(accountId: string, email: string): Promise<void> {
    await this.prisma.outboxRow.create({ data: await this.notice(accountId, email) });
  }

  /**
   * Marks the address a token names as verified, if it is still its
   * account's; false when the token is not valid, or its account is gone or
   * has another address. An address verified already stays as it was.
   */
  async verify(token: string): Promise<boolean> {
    const claim = await this.tokens.verifyEmailToken(token);
    if (!claim) return false;
    const account = await this.prisma.account.findUnique({ where: { id: claim.accountId }, select: { email: true, emailVerifiedAt: true } });
    if (!account || account.email !== claim.email) return false;
    if (account.emailVerifiedAt === null) {
      await this.prisma.account.updateMany({ where: { id: claim.accountId, email: claim.email, emailVerifiedAt: null }, data: { emailVerifiedAt: this.clock.now() } });
    }
    return true;
  }
}
