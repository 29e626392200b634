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
  readonly payload: { readonly email: string; readonly name: string; readonly token: string };
}

/** An account with an address to verify. */
export interface AddressHolder {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** Verification mails and tokens. */
export class EmailVerification {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /** Queues a mail to the account's address with a token proving it is the account's (and naming the account, so that nobody verifies another's by mistake). */
  async queueMail(account: AddressHolder): Promise<void> {
    const token = await this.tokens.issueEmailToken(account);
    const notice: VerificationNotice = { accountId: account.id, kind: EMAIL_VERIFICATION_KIND, payload: { email: account.email, name: account.name, token } };
    await this.prisma.outboxRow.create({ data: notice });
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
