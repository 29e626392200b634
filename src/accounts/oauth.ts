/**
 * Apps a player lets in: OAuth 2.0's authorization code flow (RFC 6749 §4.1)
 * for public clients, with PKCE (RFC 7636, S256 only), as lichess offers it:
 * no client registration, the `client_id` is the app's own name or URL, and
 * its redirect URI is whatever it asks for, https or loopback (RFC 8252 §7.3)
 * — shown to the player on the consent page and matched exactly at the
 * token step. A small implementation over jose and Prisma rather than
 * oidc-provider: that one brings its own HTTP stack (Koa), storage adapter,
 * sessions and interaction pages, to be bridged into Fastify, problem+json
 * and the token check; what Sortie needs is the few rules below, each tested
 * (test/api/oauth.test.ts).
 *
 * - A code lives AUTHORIZATION_CODE_SECONDS, is stored as its hash and is
 *   spent by its first presentation, right or wrong; presented again, the
 *   grant it gave is revoked with every token issued under it (§4.1.2, §10.5).
 * - The token request must name the code's client_id and redirect_uri, and a
 *   code_verifier whose SHA-256 is the challenge (RFC 7636 §4.6).
 * - A grant is bound like a login's session to the account's password and
 *   session epoch: a password change or a logout everywhere ends it.
 * - Refresh tokens rotate: each works once; one presented after its rotation
 *   revokes the grant (RFC 9700 §4.14.2). A refresh may narrow the scopes,
 *   never widen them (§6).
 * - A revoked grant's access tokens are refused on every instance within a
 *   couple of seconds (revocations.ts), its refresh tokens at once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import { passwordFingerprint } from './passwords.js';
import type { SessionRevocations } from './revocations.js';
import { isScope, type Scope } from './scopes.js';

/** How long an authorization code may wait for its token request, in seconds (RFC 6749 §4.1.2: 10 minutes at most). */
export const AUTHORIZATION_CODE_SECONDS = 60;
/** How long an app's refresh token lives, in seconds. */
export const APP_REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/** What a player consented to: the app, where its code goes, the PKCE challenge and the scopes. */
export interface Consent {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly scopes: readonly Scope[];
}

/** A grant's tokens as the token endpoint answers them, and whom they speak for. */
export interface GrantTokens {
  readonly account: { readonly id: string; readonly name: string; readonly passwordFingerprint: string; readonly sessionEpoch: number };
  readonly grantId: string;
  /** The scopes the access token holds (a refresh may ask for fewer than the grant's). */
  readonly scopes: readonly Scope[];
  readonly refreshToken: string;
}

/** Why a token request is refused, as RFC 6749 §5.2 names it; with the detail to say. */
export interface OAuthRefusal {
  readonly error: 'invalid_grant' | 'invalid_scope' | 'invalid_request';
  readonly detail: string;
}

/** What trading a code or a refresh token came to. */
export type TokenResult = { readonly ok: true; readonly tokens: GrantTokens } | ({ readonly ok: false } & OAuthRefusal);

/** An app holding a grant, as its player lists it. */
export interface GrantView {
  readonly id: string;
  readonly clientId: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const digest = (secret: string) => sha256(secret).toString('hex');
const secret = () => randomBytes(32).toString('base64url');
const refused = (error: OAuthRefusal['error'], detail: string): TokenResult => ({ ok: false, error, detail });

/** The S256 challenge of a verifier (RFC 7636 §4.2): BASE64URL(SHA-256(ASCII(code_verifier))). */
export function s256Challenge(verifier: string): string {
  return sha256(verifier).toString('base64url');
}

/** The stored scopes (written from Scope values only). */
const scopesOf = (stored: readonly string[]): Scope[] => stored.filter(isScope);

/** Authorization codes, app grants and their refresh tokens. */
export class AppAuthorizations {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
    private readonly revocations: SessionRevocations,
  ) {}

  /** A new authorization code for what the player consented to. */
  async issueCode(accountId: string, consent: Consent): Promise<string> {
    const code = secret();
    const expiresAt = new Date(this.clock.now().getTime() + AUTHORIZATION_CODE_SECONDS * 1000);
    const { clientId, redirectUri, codeChallenge, scopes } = consent;
    await this.prisma.authorizationCode.create({ data: { codeHash: digest(code), accountId, clientId, redirectUri, codeChallenge, scopes: [...scopes], expiresAt } });
    return code;
  }

  /** Trades a code for a new grant's tokens (RFC 6749 §4.1.3, RFC 7636 §4.6); a code presented twice revokes what it gave. */
  async redeemCode(request: { readonly code: string; readonly clientId: string; readonly redirectUri: string; readonly codeVerifier: string }): Promise<TokenResult> {
    const now = this.clock.now();
    const codeHash = digest(request.code);
    // The first presentation spends the code, right or wrong: one flip from null, whoever races.
    const spent = await this.prisma.authorizationCode.updateManyAndReturn({ where: { codeHash, redeemedAt: null }, data: { redeemedAt: now } });
    const code = spent[0];
    if (!code) {
      const earlier = await this.prisma.authorizationCode.findUnique({ where: { codeHash } });
      if (earlier?.grantId) await this.revokeGrant(earlier.accountId, earlier.grantId);
      return refused('invalid_grant', earlier ? 'The authorization code was presented before: the tokens issued for it are revoked.' : 'The authorization code is not known.');
    }
    if (code.expiresAt <= now) return refused('invalid_grant', 'The authorization code has expired; authorize again.');
    if (code.clientId !== request.clientId) return refused('invalid_grant', 'The authorization code was issued to another client_id.');
    if (code.redirectUri !== request.redirectUri) return refused('invalid_grant', 'redirect_uri is not the one the authorization request named.');
    if (s256Challenge(request.codeVerifier) !== code.codeChallenge) return refused('invalid_grant', 'code_verifier does not match the code_challenge of the authorization request.');
    const account = await this.prisma.account.findUnique({ where: { id: code.accountId } });
    if (!account) return refused('invalid_grant', 'The account that authorized the app no longer exists.');
    const grantId = randomUUID();
    const bound = { passwordFingerprint: passwordFingerprint(account.passwordHash), sessionEpoch: account.sessionEpoch };
    const refreshToken = secret();
    await this.prisma.$transaction([
      this.prisma.appGrant.create({ data: { id: grantId, accountId: account.id, clientId: code.clientId, scopes: code.scopes, ...bound } }),
      this.prisma.appRefreshToken.create({ data: { tokenHash: digest(refreshToken), grantId, expiresAt: this.refreshExpiry() } }),
      this.prisma.authorizationCode.update({ where: { codeHash }, data: { grantId } }),
    ]);
    return { ok: true, tokens: { account: { id: account.id, name: account.name, ...bound }, grantId, scopes: scopesOf(code.scopes), refreshToken } };
  }

  /** Spends a grant's refresh token for new tokens (RFC 6749 §6), of the grant's scopes or the fewer `scopes` asked for; one presented after its rotation revokes the grant. */
  async refresh(request: { readonly refreshToken: string; readonly clientId: string; readonly scopes: readonly Scope[] | undefined }): Promise<TokenResult> {
    const now = this.clock.now();
    const tokenHash = digest(request.refreshToken);
    const found = await this.prisma.appRefreshToken.findUnique({ where: { tokenHash }, include: { grant: { include: { account: true } } } });
    if (!found) return refused('invalid_grant', 'The refresh token is not known (revoked, or never issued).');
    const { grant } = found;
    if (grant.clientId !== request.clientId) return refused('invalid_grant', 'The refresh token was issued to another client_id.');
    if (found.expiresAt <= now) return refused('invalid_grant', 'The refresh token has expired; authorize again.');
    const account = grant.account;
    if (passwordFingerprint(account.passwordHash) !== grant.passwordFingerprint || account.sessionEpoch > grant.sessionEpoch) {
      await this.revokeGrant(account.id, grant.id);
      return refused('invalid_grant', 'The player has changed their password or logged out everywhere since the app was authorized; authorize again.');
    }
    const granted = scopesOf(grant.scopes);
    const scopes = request.scopes ?? granted;
    if (!scopes.every((scope) => granted.includes(scope))) return refused('invalid_scope', `A refresh may ask for the scopes granted (${granted.join(' ')}) or fewer, never more.`);
    const refreshToken = secret();
    const rotated = await this.prisma.$transaction(async (tx) => {
      const spent = await tx.appRefreshToken.updateMany({ where: { tokenHash, spentAt: null }, data: { spentAt: now } });
      if (spent.count === 0) return false;
      await tx.appRefreshToken.create({ data: { tokenHash: digest(refreshToken), grantId: grant.id, expiresAt: this.refreshExpiry() } });
      return true;
    });
    if (!rotated) {
      await this.revokeGrant(account.id, grant.id);
      return refused('invalid_grant', 'The refresh token was spent before: taken as stolen, the grant is revoked.');
    }
    return { ok: true, tokens: { account: { id: account.id, name: account.name, passwordFingerprint: grant.passwordFingerprint, sessionEpoch: grant.sessionEpoch }, grantId: grant.id, scopes, refreshToken } };
  }

  /** The grant a refresh token belongs to, for revoking it (RFC 7009); null for one not known. */
  async grantOfRefreshToken(refreshToken: string): Promise<{ readonly accountId: string; readonly grantId: string; readonly clientId: string } | null> {
    const found = await this.prisma.appRefreshToken.findUnique({ where: { tokenHash: digest(refreshToken) }, include: { grant: true } });
    return found && { accountId: found.grant.accountId, grantId: found.grantId, clientId: found.grant.clientId };
  }

  /** The grant of this id, if the account holds it. */
  async grant(accountId: string, grantId: string): Promise<GrantView | null> {
    const row = await this.prisma.appGrant.findFirst({ where: { id: grantId, accountId } });
    return row && { id: row.id, clientId: row.clientId, scopes: scopesOf(row.scopes), createdAt: row.createdAt };
  }

  /** The apps holding grants of an account, the newest first. */
  async grants(accountId: string): Promise<GrantView[]> {
    const rows = await this.prisma.appGrant.findMany({ where: { accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    return rows.map((row) => ({ id: row.id, clientId: row.clientId, scopes: scopesOf(row.scopes), createdAt: row.createdAt }));
  }

  /** Ends a grant: its refresh tokens go, and its access tokens are refused on every instance (revocations.ts). Answers whether the account held it. */
  async revokeGrant(accountId: string, grantId: string): Promise<boolean> {
    const removed = await this.prisma.$transaction(async (tx) => {
      const deleted = await tx.appGrant.deleteMany({ where: { id: grantId, accountId } });
      // Revoked even when already gone: a code presented twice names a grant that may have been revoked meanwhile, whose tokens still pass.
      await this.revocations.record(tx, accountId, { grantId });
      return deleted.count > 0;
    });
    await this.revocations.reread();
    return removed;
  }

  /** Forgets refresh tokens past their lifetime, and codes a day past theirs (till then, one presented again still revokes its grant). */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    const [codes, tokens] = await Promise.all([
      this.prisma.authorizationCode.deleteMany({ where: { expiresAt: { lte: new Date(now.getTime() - 24 * 3600 * 1000) } } }),
      this.prisma.appRefreshToken.deleteMany({ where: { expiresAt: { lte: now } } }),
    ]);
    return codes.count + tokens.count;
  }

  private refreshExpiry(): Date {
    return new Date(this.clock.now().getTime() + APP_REFRESH_TOKEN_SECONDS * 1000);
  }
}
