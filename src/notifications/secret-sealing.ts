/**
 * Webhook signing secrets at rest. They must stay readable to sign, so they
 * are encrypted rather than hashed: with WEBHOOK_SECRETS_KEY set, each is
 * stored sealed (AES-256-GCM under a key derived from the setting), so a
 * copy of the database alone cannot forge Sortie's webhooks. Without it they
 * are stored as given; secrets stored before the key was set stay readable.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const SEALED = 'sealed1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed secret this instance cannot open: Sortie's configuration is at fault, not the endpoint. */
export class UnreadableSecret extends Error {}

/** Seals secrets for storage and opens them for use. */
export interface SecretSealer {
  seal(secret: string): string;
  /** The secret; throws UnreadableSecret when it is sealed and cannot be opened (no key, another key, or altered). */
  open(stored: string): string;
}

/** The sealer for a WEBHOOK_SECRETS_KEY, or for none. */
export function secretSealer(keyText: string | undefined): SecretSealer {
  const key = keyText === undefined ? null : createHash('sha256').update(keyText, 'utf8').digest();
  return {
    seal(secret) {
      if (!key) return secret;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(SEALED)) return stored;
      if (!key) throw new UnreadableSecret('the signing secret is sealed and WEBHOOK_SECRETS_KEY is not set');
      const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableSecret('the signing secret cannot be opened with WEBHOOK_SECRETS_KEY (another key, or altered)');
      }
    },
  };
}
