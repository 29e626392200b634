/**
 * Access tokens: short-lived JWTs signed with HS256 by the first configured
 * key and verified against any configured key by its `kid`, so keys can be
 * rotated by adding a new first key and dropping the old one a lifetime later.
 * Verification pins the algorithm, the issuer and the audience, and requires
 * `exp` and `sub`, so a token minted for something else (or `alg: none`) fails.
 * Email verification tokens (48 hours), password reset tokens (an hour) and
 * unsubscribe tokens (a year: a mail stays in an inbox) are made and checked
 * the same way under audiences of their own, so none passes for another.
 */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import type { SigningKey } from '../config.js';
import type { Clock } from '../clock.js';
import { isId } from '../ids.js';
import { rememberRecent } from '../recent.js';
import type { SessionBinding } from './sessions.js';
import { ALL_SCOPES, parseScopes, type Scope } from './scopes.js';

/** Who an access token speaks for. */
export interface TokenSubject {
  readonly accountId: string;
  readonly name: string;
  /**
   * The fingerprint of the password the session was opened with (see
   * passwordFingerprint; the `pwd` claim): a stream opened with the token
   * lives only while that is the account's password. Null for a token made
   * without one (by an older version, or directly in tests).
   */
  readonly passwordFingerprint: string | null;
  /**
   * The account's session epoch when the session was opened (the `ses`
   * claim; see sessions.ts): a stream opened with the token lives only while
   * the account has not logged out everywhere since. Null for a token made
   * without one.
   */
  readonly sessionEpoch: number | null;
  /** What the token may do (the `scope` claim): every scope for a login's session, those granted for an app's. */
  readonly scopes: readonly Scope[];
  /** The app's grant the token was issued under (the `gid` claim; see oauth.ts); null for the player's own session. */
  readonly grantId: string | null;
}

/** What an access token issued to an app names beyond its session: its grant and the scopes granted. */
export interface AppGrant {
  readonly grantId: string;
  readonly scopes: readonly Scope[];
}

/** The issuer every Sortie access token names. */
export const TOKEN_ISSUER = 'sortie';
/** The audience every Sortie access token names: the HTTP and WebSocket API. */
export const TOKEN_AUDIENCE = 'sortie-api';
/** How long an access token lives, in seconds. */
const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The audience of email verification tokens: mailed to an address, they prove that whoever holds one reads its mail. */
const EMAIL_TOKEN_AUDIENCE = 'sortie-email';
/** How long an email verification token lives, in seconds. */
const EMAIL_TOKEN_SECONDS = 48 * 60 * 60;
/** The audience of password reset tokens: mailed to an account's verified address, they let whoever reads it set a new password. */
const PASSWORD_RESET_AUDIENCE = 'sortie-password-reset';
/** How long a password reset token lives, in seconds. */
const PASSWORD_RESET_SECONDS = 60 * 60;
/** The audience of unsubscribe tokens: in a notice mail's List-Unsubscribe link, they turn that kind of mail off for the account, without a login. */
const UNSUBSCRIBE_AUDIENCE = 'sortie-unsubscribe';
/** How long an unsubscribe token lives, in seconds: a year. */
const UNSUBSCRIBE_SECONDS = 365 * 24 * 60 * 60;

const ALGORITHM = 'HS256';
/** Seconds of clock skew allowed on `exp` and `nbf`. */
const CLOCK_TOLERANCE = 5;
/** How many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_LIMIT = 10_000;

/** What an email verification token proves: the account's owner reads mail sent to `email`. */
export interface EmailClaim {
  readonly accountId: string;
  readonly email: string;
}

/** What a password reset token allows: setting the account's password, while its password is still the one whose fingerprint it names. */
export interface PasswordResetClaim {
  readonly accountId: string;
  /** The fingerprint of the password the token replaces (see passwordFingerprint): once that password changes, the token is spent. */
  readonly replaces: string;
  /** The verified address it was mailed to: once the account's address is another, or unverified, the token is spent. */
  readonly email: string;
}

/** What an unsubscribe token allows: turning off the mails of one kind of notice for the account. */
export interface UnsubscribeClaim {
  readonly accountId: string;
  readonly kind: string;
}

/** A token that passed verification, and the claims that bound when it is valid. */
interface Verified {
  readonly subject: TokenSubject;
  readonly exp: number;
  readonly nbf: number | undefined;
}

/** Issues and verifies access tokens, email verification tokens and password reset tokens. */
export class TokenService {
  /** Keys imported once: jose re-imports a raw secret on every call. */
  private readonly byKid: ReadonlyMap<string, KeyObject>;
  private readonly signingKey: { readonly kid: string; readonly key: KeyObject };
  /**
   * Tokens already verified, by their exact text: a token cannot change, so
   * only its time bounds need checking again (on the service clock, with the
   * same tolerance). Failures are not remembered.
   */
  private readonly verified = new Map<string, Verified>();
  /** How long an access token lives, in seconds. */
  readonly lifetimeSeconds = ACCESS_TOKEN_SECONDS;

  constructor(
    keys: readonly SigningKey[],
    private readonly clock: Clock,
  ) {
    if (keys.length === 0) throw new Error('TokenService needs at least one signing key');
    this.byKid = new Map(keys.map((k) => [k.kid, createSecretKey(k.secret)]));
    this.signingKey = { kid: keys[0]!.kid, key: createSecretKey(keys[0]!.secret) };
  }

  /**
   * A signed access token for an account, valid for ACCESS_TOKEN_SECONDS from
   * now; naming what its session is bound to (the password's fingerprint, the
   * session epoch), when given, and for an app its grant and scopes (without
   * a grant: every scope).
   */
  async issueAccessToken(account: { id: string; name: string } & Partial<SessionBinding>, grant?: AppGrant): Promise<string> {
    const claims = {
      name: account.name,
      ...(account.passwordFingerprint === undefined ? {} : { pwd: account.passwordFingerprint }),
      ...(account.sessionEpoch === undefined ? {} : { ses: account.sessionEpoch }),
      ...(grant === undefined ? {} : { gid: grant.grantId, scope: grant.scopes.join(' ') }),
    };
    return this.sign(claims, account.id, TOKEN_AUDIENCE, this.lifetimeSeconds);
  }

  /** The subject of a valid access token; null for anything forged, expired, malformed or meant for another audience. */
  async verifyAccessToken(token: string): Promise<TokenSubject | null> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      // The checks jose makes on time, as it makes them.
      if (known.exp > now - CLOCK_TOLERANCE && (known.nbf === undefined || known.nbf <= now + CLOCK_TOLERANCE)) return known.subject;
      this.verified.delete(token);
    }
    const payload = await this.verify(token, TOKEN_AUDIENCE);
    if (!isId(payload?.sub) || typeof payload.name !== 'string') return null;
    // An app's token names its grant and its scopes, both or neither; scopes it names that are none are a token to refuse.
    const granted = payload.gid === undefined && payload.scope === undefined ? ALL_SCOPES : isId(payload.gid) && typeof payload.scope === 'string' ? parseScopes(payload.scope) : null;
    if (!granted) return null;
    const subject: TokenSubject = {
      accountId: payload.sub,
      name: payload.name,
      passwordFingerprint: typeof payload.pwd === 'string' ? payload.pwd : null,
      sessionEpoch: Number.isSafeInteger(payload.ses) ? (payload.ses as number) : null,
      scopes: granted,
      grantId: isId(payload.gid) ? payload.gid : null,
    };
    rememberRecent(this.verified, token, { subject, exp: payload.exp!, nbf: payload.nbf }, VERIFIED_LIMIT);
    return subject;
  }

  /** A signed token saying that `account.email` is the account's address, valid for 48 hours, to be mailed there. */
  async issueEmailToken(account: { id: string; email: string }): Promise<string> {
    return this.sign({ email: account.email }, account.id, EMAIL_TOKEN_AUDIENCE, EMAIL_TOKEN_SECONDS);
  }

  /** What a valid email verification token claims; null for anything forged, expired, malformed or meant for another audience. */
  async verifyEmailToken(token: string): Promise<EmailClaim | null> {
    const payload = await this.verify(token, EMAIL_TOKEN_AUDIENCE);
    if (!isId(payload?.sub) || typeof payload.email !== 'string') return null;
    return { accountId: payload.sub, email: payload.email };
  }

  /** A signed token allowing a new password for the account while its password is the one fingerprinted `replaces` and its verified address `email`, valid for an hour, to be mailed there. */
  async issuePasswordResetToken(account: { id: string; email: string }, replaces: string): Promise<string> {
    return this.sign({ replaces, email: account.email }, account.id, PASSWORD_RESET_AUDIENCE, PASSWORD_RESET_SECONDS);
  }

  /** What a valid password reset token allows; null for anything forged, expired, malformed or meant for another audience. */
  async verifyPasswordResetToken(token: string): Promise<PasswordResetClaim | null> {
    const payload = await this.verify(token, PASSWORD_RESET_AUDIENCE);
    if (!isId(payload?.sub) || typeof payload.replaces !== 'string' || typeof payload.email !== 'string') return null;
    return { accountId: payload.sub, replaces: payload.replaces, email: payload.email };
  }

  /** A signed token that turns off the account's mails of `kind`, valid for a year: what a notice mail's List-Unsubscribe link carries. */
  async issueUnsubscribeToken(accountId: string, kind: string): Promise<string> {
    return this.sign({ kind }, accountId, UNSUBSCRIBE_AUDIENCE, UNSUBSCRIBE_SECONDS);
  }

  /** What a valid unsubscribe token allows; null for anything forged, expired, malformed or meant for another audience. */
  async verifyUnsubscribeToken(token: string): Promise<UnsubscribeClaim | null> {
    const payload = await this.verify(token, UNSUBSCRIBE_AUDIENCE);
    if (!isId(payload?.sub) || typeof payload.kind !== 'string') return null;
    return { accountId: payload.sub, kind: payload.kind };
  }

  private async sign(claims: JWTPayload, subject: string, audience: string, seconds: number): Promise<string> {
    const { kid, key } = this.signingKey;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid })
      .setSubject(subject)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      // Two tokens made for the same claims in the same second differ all the same: one can be revoked without the other.
      .setJti(randomUUID())
      .setExpirationTime(now + seconds)
      .sign(key);
  }

  /** The claims of a token signed by a configured key, for `audience`, unexpired on the service clock; null otherwise. */
  private async verify(token: string, audience: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, (header: JWTHeaderParameters) => this.keyFor(header), {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        requiredClaims: ['exp', 'sub', 'iat'],
        currentDate: this.clock.now(),
        clockTolerance: CLOCK_TOLERANCE,
      });
      return payload;
    } catch {
      return null;
    }
  }

  private keyFor(header: JWTHeaderParameters): KeyObject {
    const key = header.kid === undefined ? undefined : this.byKid.get(header.kid);
    if (!key) throw new Error('unknown key id');
    return key;
  }
}
