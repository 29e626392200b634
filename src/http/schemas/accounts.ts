/** Schemas of accounts and tokens. */
import { Type } from '@sinclair/typebox';
import { AccountRefSchema, Timestamp, ref } from './common.js';

/** A handle: 3 to 32 letters, digits, dots, dashes or underscores, compared without case. */
export const AccountName = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$', description: 'A handle, compared without case and stored in lower case.' });

/** A password: any text of 8 to 256 characters. */
export const Password = Type.String({ minLength: 8, maxLength: 256 });

/** A password the account has now, to check: any length a password ever had, so that a wrong one is told as wrong, not as malformed. */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: 256 });

/** An email address, as given (the mailbox decides what its case means). */
export const EmailAddress = Type.String({ format: 'email', maxLength: 254 });

/** A refresh token as the client holds it. */
export const RefreshTokenText = Type.String({ minLength: 1, maxLength: 128 });

/** The caller's own account. */
export const AccountSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    emailVerified: Type.Boolean({ description: 'Whether the address is verified; an unverified one gets nothing but verification mails (POST /me/email/verification-mail).' }),
    createdAt: Timestamp,
  },
  { $id: 'Account' },
);

/** What logging in (or refreshing) gives: a short-lived access token and the refresh token that replaces it. */
export const TokenPairSchema = Type.Object(
  {
    tokenType: Type.Literal('Bearer'),
    accessToken: Type.String({ description: 'A JWT (HS256) to send as `Authorization: Bearer <token>`.' }),
    expiresIn: Type.Integer({ description: 'Seconds the access token lives.' }),
    refreshToken: Type.String({ description: 'Spend it once at POST /auth/refresh for a new pair; a spent token presented again revokes all of the account’s refresh tokens.' }),
    refreshExpiresIn: Type.Integer({ description: 'Seconds the refresh token lives.' }),
    account: ref(AccountRefSchema),
  },
  { $id: 'TokenPair' },
);
