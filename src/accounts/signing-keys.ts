/**
 * The keys access tokens are signed with: `kid:secret[,kid:secret…]`, the
 * first signs and all verify, so a key is rotated by putting a new one first
 * and dropping the old one once the tokens it signed have expired (15
 * minutes on).
 *
 * Production sets them in JWT_KEYS, the same on every instance. Without it,
 * a service on the embedded database keeps them in a file beside the
 * database, readable by the service's user alone (mode 0600), written once
 * with a key of its own at the first start: a restart then logs nobody
 * out. The file holds the same text as JWT_KEYS, and rotates the same way.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How the service signs access tokens: the first key signs, all verify (so keys can rotate). */
export interface SigningKey {
  readonly kid: string;
  readonly secret: Uint8Array;
}

/** Keys as JWT_KEYS and the key file write them, `kid:secret,kid:secret`: each secret 32 bytes or more, each kid unique. Throws an Error that says what is wrong. */
export function parseSigningKeys(text: string): SigningKey[] {
  const keys = text.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const kid = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[\w.-]{1,64}$/.test(kid)) throw new Error('must be a comma-separated list of kid:secret');
    if (Buffer.byteLength(secret) < 32) throw new Error(`the secret of key "${kid}" must be at least 32 bytes`);
    return { kid, secret: new TextEncoder().encode(secret) };
  });
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new Error('key ids must be unique');
  return keys;
}

/** Where the embedded database at `dataDir` keeps its signing keys: a file beside its directory. */
export function signingKeyFile(dataDir: string): string {
  return `${dataDir}.jwt-keys`;
}

/** A new key's line: a kid naming the day it was made, and 256 random bits in hex. */
function newKeyLine(now: Date, secret: Uint8Array): string {
  return `k${now.toISOString().slice(0, 10).replaceAll('-', '')}:${Buffer.from(secret).toString('hex')}\n`;
}

/**
 * The keys kept in `file`, written there first (mode 0600) with a new key
 * when there is none: written aside and linked into place, so two starts at
 * once agree on one key and neither reads half a file. Throws an Error for a
 * file that others than its owner may read, or that holds no valid keys.
 */
export function keptSigningKeys(file: string, secret: () => Uint8Array = () => randomBytes(32), now = new Date()): SigningKey[] {
  try {
    statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, newKeyLine(now, secret()), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(aside, file);
    } catch (linked) {
      // Another start made it meanwhile: its key is the one.
      if ((linked as NodeJS.ErrnoException).code !== 'EEXIST') throw linked;
    } finally {
      unlinkSync(aside);
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) throw new Error(`others than its owner may read it: chmod 600 ${file}`);
  return parseSigningKeys(readFileSync(file, 'utf8'));
}
