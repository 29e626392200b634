/**
 * Access tokens: short-lived JWTs signed with HS256 by the first configured
 * key and verified against any configured key by its `kid`, so keys can be
 * rotated by adding a new first key and dropping the old one a lifetime later.
 * Verification pins the algorithm, the issuer and the audience, and requires
 * `exp` and `sub`, so a token minted for something else (or `alg: none`) fails.
 */
import { SignJWT, jwtVerify, type JWTHeaderParameters } from 'jose';
import type { SigningKey } from '../config.js';
import type { Clock } from '../clock.js';

/** Who an access token speaks for. */
export interface TokenSubject {
  readonly accountId: string;
  readonly name: string;
}

/** The issuer every Sortie access token names. */
export const TOKEN_ISSUER = 'sortie';
/** The audience every Sortie access token names: the HTTP and WebSocket API. */
export const TOKEN_AUDIENCE = 'sortie-api';
/** How long an access token lives, in seconds. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const ALGORITHM = 'HS256';

/** Issues and verifies access tokens. */
export class TokenService {
  private readonly byKid: ReadonlyMap<string, Uint8Array>;

  constructor(
    private readonly keys: readonly SigningKey[],
    private readonly clock: Clock,
    readonly lifetimeSeconds: number = ACCESS_TOKEN_SECONDS,
  ) {
    if (keys.length === 0) throw new Error('TokenService needs at least one signing key');
    this.byKid = new Map(keys.map((k) => [k.kid, k.secret]));
  }

  /** A signed access token for an account, valid for the service's lifetime from now. */
  async issueAccessToken(account: { id: string; name: string }): Promise<string> {
    const key = this.keys[0]!;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ name: account.name })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: key.kid })
      .setSubject(account.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetimeSeconds)
      .sign(key.secret);
  }

  /** The subject of a valid access token; null for anything forged, expired, malformed or meant for another audience. */
  async verifyAccessToken(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, (header: JWTHeaderParameters) => this.keyFor(header), {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'iat'],
        currentDate: this.clock.now(),
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || typeof payload.name !== 'string') return null;
      return { accountId: payload.sub, name: payload.name };
    } catch {
      return null;
    }
  }

  private keyFor(header: JWTHeaderParameters): Uint8Array {
    const key = header.kid === undefined ? undefined : this.byKid.get(header.kid);
    if (!key) throw new Error('unknown key id');
    return key;
  }
}
