/**
 * Ended sessions, refused at once. An access token is a JWT that passes for
 * its 15 minutes by itself; when its session ends — a logout (of the one
 * session, or everywhere), a password change or reset, a refresh token
 * presented twice, an app's grant revoked — the change writes a revocation row in its own
 * transaction, and every instance keeps the rows still in force in memory,
 * so the token check (src/http/auth.ts) refuses those tokens on every route
 * without a database round trip per request.
 *
 * The list is read whole (it holds only the last quarter of an hour's
 * endings) at start, after a change made here, when another instance's
 * change NOTIFYs the revocations channel, and after the hub's connection
 * comes back (a notice missed meanwhile is caught up): a notice is only a
 * hint to read again, as for the event log.
 */
import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import type { TokenSubject } from './tokens.js';
import type { SessionEndReason } from './sessions.js';

/** The NOTIFY channel a new revocation is hinted on (no payload: every instance reads the list again). */
export const REVOCATIONS_CHANNEL = 'sortie_revocations';

/**
 * How long a revocation is kept: past an access token's 15 minutes, and the
 * seconds of clock skew its expiry is checked with, no token it refuses
 * passes anyway.
 */
const KEPT_MS = 16 * 60 * 1000;

/** What one revocation refuses, of an account's access tokens. */
export type Revoked =
  /** Those of a session epoch below this one (a logout everywhere counted the epoch up to it). */
  | { readonly sessionEpoch: number }
  /** Those naming this password's fingerprint (the password was changed away from it). */
  | { readonly passwordFingerprint: string }
  /** The one access token of this digest (see accessTokenDigest: the session it was presented with logged out). */
  | { readonly tokenDigest: string }
  /** Those issued under this app grant (its player revoked it, or its code was presented twice: oauth.ts). */
  | { readonly grantId: string };

/** The digest an access token is revoked by: the token's text itself is stored nowhere. */
export function accessTokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** What the list holds of one account. */
interface AccountRevocations {
  /** Tokens of a session epoch below this are refused (0: none). */
  below: number;
  readonly fingerprints: Set<string>;
}

/** The revocations in force, kept in memory and read again from the database when told to. */
export class SessionRevocations {
  private byAccount = new Map<string, AccountRevocations>();
  private tokens = new Set<string>();
  private grants = new Set<string>();
  private reading: Promise<void> | null = null;
  private rereading: Promise<void> | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  /** Writes a revocation of `accountId`'s tokens in the transaction `tx`, and hints it to every instance on its commit (call `reread` after). */
  async record(tx: Prisma.TransactionClient, accountId: string, revoked: Revoked): Promise<void> {
    const expiresAt = new Date(this.clock.now().getTime() + KEPT_MS);
    await tx.sessionRevocation.create({ data: { accountId, expiresAt, ...revoked } });
    await tx.$executeRaw`SELECT pg_notify(${REVOCATIONS_CHANNEL}, '')`;
  }

  /** Why the session of a verified access token (`token`, of `subject`) has ended, if the list says it has; null while it is live. */
  ended(subject: TokenSubject, token: string): SessionEndReason | null {
    const account = this.byAccount.get(subject.accountId);
    if (account) {
      if (subject.passwordFingerprint !== null && account.fingerprints.has(subject.passwordFingerprint)) return 'password-changed';
      if ((subject.sessionEpoch ?? 0) < account.below) return 'logged-out';
    }
    if (subject.grantId !== null && this.grants.has(subject.grantId)) return 'app-revoked';
    return this.tokens.size > 0 && this.tokens.has(accessTokenDigest(token)) ? 'logged-out' : null;
  }

  /**
   * Reads the list again, whole; a read asked for while one runs is made
   * once more after it (it may have begun before the change that asks). A
   * failed read keeps the list as it was, and is logged: the next hint reads again.
   */
  reread(): Promise<void> {
    if (!this.reading) {
      this.reading = this.read()
        .catch((err: unknown) => this.log(`session revocations: ${(err as Error).message}`))
        .finally(() => (this.reading = null));
      return this.reading;
    }
    this.rereading ??= this.reading.then(() => {
      this.rereading = null;
      return this.reread();
    });
    return this.rereading;
  }

  /** Forgets revocations past their time: no token they refuse passes any more. */
  async purgeExpired(): Promise<number> {
    return (await this.prisma.sessionRevocation.deleteMany({ where: { expiresAt: { lte: this.clock.now() } } })).count;
  }

  private async read(): Promise<void> {
    const rows = await this.prisma.sessionRevocation.findMany({ where: { expiresAt: { gt: this.clock.now() } } });
    const byAccount = new Map<string, AccountRevocations>();
    const tokens = new Set<string>();
    const grants = new Set<string>();
    for (const row of rows) {
      if (row.tokenDigest !== null) tokens.add(row.tokenDigest);
      if (row.grantId !== null) grants.add(row.grantId);
      let account = byAccount.get(row.accountId);
      if (!account) byAccount.set(row.accountId, (account = { below: 0, fingerprints: new Set() }));
      if (row.sessionEpoch !== null) account.below = Math.max(account.below, row.sessionEpoch);
      if (row.passwordFingerprint !== null) account.fingerprints.add(row.passwordFingerprint);
    }
    this.byAccount = byAccount;
    this.tokens = tokens;
    this.grants = grants;
  }
}
