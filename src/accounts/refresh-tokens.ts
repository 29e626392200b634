/**
 * Refresh tokens: long random secrets, stored only as SHA-256 hashes, used
 * once. Each refresh revokes the token it presents and issues the next, so a
 * token that is presented again after its rotation was copied: that revokes
 * every refresh token of the account (both the thief's and the owner's
 * sessions must log in again), as OAuth's reuse detection recommends.
 * Logging out deletes tokens instead, so a logged-out token is merely unknown.
 * Each token names the password its session was opened with (a fingerprint
 * of its hash, passed on from token to successor), and works only while that
 * is the account's password: a change deletes the account's tokens, and a
 * token made in a race with the change (a login whose check began before it,
 * a rotation committed as it ran) is unknown all the same.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import { passwordFingerprint } from './passwords.js';
import type { SessionBinding } from './sessions.js';
import { accessTokenDigest, type SessionRevocations } from './revocations.js';

/** How long a refresh token lives, in seconds. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/** A refresh token as stored: what rotating it needs. */
export interface StoredRefreshToken {
  readonly id: string;
  readonly accountId: string;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  /** Whether the account's password has changed since the token's session was opened. */
  readonly outlived: boolean;
  /** The fingerprint of the password the session was opened with (for a token from before fingerprints were kept, of the account's password as read). */
  readonly passwordFingerprint: string;
}

/** A refresh token just stored, and the account's session epoch it was stored at (for the access token beside it). */
export interface OpenedSession {
  readonly token: string;
  readonly sessionEpoch: number;
}

/** What presenting a refresh token came to: the successor, and what its session is bound to, for the access token beside it. */
export type Rotation =
  | ({ readonly ok: true; readonly accountId: string } & OpenedSession & SessionBinding)
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'reused' };

function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues, rotates and revokes refresh tokens. */
export class RefreshTokens {
  /** How long a refresh token lives, in seconds. */
  readonly lifetimeSeconds = REFRESH_TOKEN_SECONDS;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
    private readonly revocations: SessionRevocations,
  ) {}

  /**
   * A new refresh token for an account whose password, of fingerprint
   * `fingerprint` (see passwordFingerprint), was just checked or set, with the
   * account's session epoch as the statement that stores it reads it (under
   * a share of the row's lock, as a rotation: see spend), for the access
   * token beside it: a logout everywhere either comes first, and the new
   * session names the new epoch, or waits and ends it, token and streams.
   */
  async issue(accountId: string, fingerprint: string): Promise<OpenedSession> {
    const opened = await this.store(accountId, fingerprint, Prisma.sql`SELECT id AS account_id FROM owner`);
    if (!opened) throw new Error(`no account ${accountId} to issue a refresh token to`);
    return opened;
  }

  /** The stored token a presented refresh token names, spent or not; null for one not known. */
  async find(token: string): Promise<StoredRefreshToken | null> {
    const row = await this.prisma.refreshToken.findUnique({
      where: { tokenHash: digest(token) },
      select: { id: true, accountId: true, expiresAt: true, revokedAt: true, passwordFingerprint: true, account: { select: { passwordHash: true } } },
    });
    if (!row) return null;
    // Tokens from before fingerprints were kept name none; a password change deleted those it found.
    const current = passwordFingerprint(row.account.passwordHash);
    const outlived = row.passwordFingerprint !== null && row.passwordFingerprint !== current;
    return { id: row.id, accountId: row.accountId, expiresAt: row.expiresAt, revokedAt: row.revokedAt, outlived, passwordFingerprint: row.passwordFingerprint ?? current };
  }

  /** Spends a found refresh token and answers its successor; a reused one revokes all of the account's tokens. */
  async rotate(stored: StoredRefreshToken | null): Promise<Rotation> {
    // One that outlived its password is as unknown as those the change deleted: no reuse to tell of.
    if (!stored || stored.outlived) return { ok: false, reason: 'unknown' };
    const now = this.clock.now();
    // Past its lifetime a token is merely expired, spent or not: whether the hourly purge has forgotten it yet changes nothing.
    if (stored.expiresAt <= now) return { ok: false, reason: 'expired' };
    const successor = stored.revokedAt === null ? await this.spend(stored) : null;
    if (successor === null) {
      // Gone since it was found: a password change deleted it (and answered its changer a new token, which no reuse should revoke).
      if (stored.revokedAt === null && !(await this.prisma.refreshToken.findUnique({ where: { id: stored.id }, select: { id: true } }))) return { ok: false, reason: 'unknown' };
      // Both the thief's session and the owner's end, their streams too: as a logout everywhere (see revokeAll), so that a
      // successor being stored meanwhile is committed first and goes too, and neither can deadlock the other.
      await this.endSessions(stored.accountId, (tx) => tx.refreshToken.updateMany({ where: { accountId: stored.accountId, revokedAt: null }, data: { revokedAt: now } }));
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, accountId: stored.accountId, ...successor, passwordFingerprint: stored.passwordFingerprint };
  }

  /** Forgets tokens past their lifetime, spent or not: none can be presented any more, nor tell of a reuse. */
  async purgeExpired(): Promise<number> {
    return (await this.prisma.refreshToken.deleteMany({ where: { expiresAt: { lte: this.clock.now() } } })).count;
  }

  /** Logs one of an account's sessions out: its refresh token goes, and the access token presented with the logout is refused from now on (see revocations.ts). */
  async revoke(accountId: string, token: string, accessToken: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.refreshToken.deleteMany({ where: { accountId, tokenHash: digest(token) } });
      await this.revocations.record(tx, accountId, { tokenDigest: accessTokenDigest(accessToken) });
    });
    await this.revocations.reread();
  }

  /**
   * Logs an account out everywhere: all its refresh tokens go, and its
   * session epoch counts up, ending the access tokens issued before, and
   * their streams (see sessions.ts and revocations.ts). The account's row is locked first, whole, as a
   * rotation locks it (see spend; an update of the row alone would not wait
   * for a rotation's key share), so that a successor being stored meanwhile
   * is committed before the tokens are read, and goes too — and the access
   * token beside it names the epoch before.
   */
  async revokeAll(accountId: string): Promise<void> {
    await this.endSessions(accountId, (tx) => tx.refreshToken.deleteMany({ where: { accountId } }));
  }

  /** Locks the account's row whole, counts its session epoch up, revokes the access tokens of the epochs before and does away with its refresh tokens (`tokens`), in one transaction. */
  private async endSessions(accountId: string, tokens: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM accounts WHERE id = ${accountId}::uuid FOR UPDATE`;
      const [epoch] = await tx.$queryRaw<{ session_epoch: number }[]>`UPDATE accounts SET session_epoch = session_epoch + 1 WHERE id = ${accountId}::uuid RETURNING session_epoch`;
      if (epoch) await this.revocations.record(tx, accountId, { sessionEpoch: epoch.session_epoch });
      await tokens(tx);
    });
    await this.revocations.reread();
  }

  /**
   * Flips a token to spent and stores its successor, in one statement,
   * answering the successor and the account's session epoch as the statement
   * read it (its access token names that epoch); null when another
   * presentation spent it first. Only one presentation can flip
   * revoked_at from null: a concurrent one waits for this statement to commit,
   * then finds the token spent, and its revocation of the account's tokens
   * finds the successor too. The successor names the same password (one from
   * before fingerprints were kept, the password as read when it was found).
   * It first takes a share of the account row's lock, which logging out
   * everywhere takes whole (before any token's: the order both keep, so they
   * cannot deadlock): one waits for the other, and never misses its tokens.
   * (The owner's row is locked as the update reads it, before the update
   * locks the token; one statement, so it waits in the pool's queue like any
   * other, not for a transaction slot.)
   */
  private async spend(stored: StoredRefreshToken): Promise<OpenedSession | null> {
    const spent = Prisma.sql`UPDATE refresh_tokens SET revoked_at = ${this.clock.now()} WHERE id = ${stored.id}::uuid AND revoked_at IS NULL AND account_id IN (SELECT id FROM owner) RETURNING account_id`;
    return this.store(stored.accountId, stored.passwordFingerprint, spent);
  }

  /**
   * Stores a new refresh token for each account_id `source` answers (a query
   * over `owner`: the account's row, share-locked, with its session epoch),
   * in one statement; the token and the epoch as that statement read it, or
   * null when the source answered none.
   */
  private async store(accountId: string, fingerprint: string, source: Prisma.Sql): Promise<OpenedSession | null> {
    const { token, tokenHash, now, expiresAt } = this.fresh();
    const made = await this.prisma.$queryRaw<{ session_epoch: number }[]>`
      WITH owner AS (SELECT id, session_epoch FROM accounts WHERE id = ${accountId}::uuid FOR KEY SHARE),
           source AS (${source}),
           made AS (
             INSERT INTO refresh_tokens (id, account_id, token_hash, password_fingerprint, created_at, expires_at)
             SELECT ${randomUUID()}::uuid, account_id, ${tokenHash}, ${fingerprint}, ${now}, ${expiresAt} FROM source
             RETURNING account_id)
      SELECT owner.session_epoch FROM owner JOIN made ON made.account_id = owner.id`;
    return made[0] ? { token, sessionEpoch: made[0].session_epoch } : null;
  }

  /** A new token, the hash it is stored by, and its lifetime from now. */
  private fresh() {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    return { token, tokenHash: digest(token), now, expiresAt: new Date(now.getTime() + this.lifetimeSeconds * 1000) };
  }
}
