/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The stored form
 * names its parameters, so the cost can be raised later without breaking old
 * hashes: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BoundedWork } from '../bounded-work.js';

/** The cost of new hashes: N = 2^15, r = 8 (32 MiB, tens of milliseconds), p = 1, as OWASP suggests for scrypt. */
const COST = { log2N: 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/**
 * scrypt runs on libuv's thread pool (four threads unless UV_THREADPOOL_SIZE
 * says otherwise), which file and DNS work share. A flood of logins, each
 * naming another account so that no per-name limit stops it, must neither
 * hold every thread nor queue without end: two derivations run at once, 64
 * more may wait (a couple of seconds' worth), and a check beyond that is
 * refused at once with WorkLineFull, for the route to answer 503.
 */
const derivations = new BoundedWork(2, 64);

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // Node refuses scrypt above maxmem (32 MiB by default); allow what these parameters need, with headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return derivations.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** The stored form of a new password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST.log2N, COST.r, COST.p);
  return ['scrypt', COST.log2N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** Whether a password matches a stored hash; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [log2N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (log2N < 10 || log2N > 20 || r < 1 || p < 1) return false;
  const expected = Buffer.from(m[5]!, 'base64url');
  const actual = await derive(password, Buffer.from(m[4]!, 'base64url'), log2N, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A digest of a stored hash, named where the hash may not be: a reset token
 * names the password it replaces, a refresh token the password its session
 * was opened with. It shows nothing of the hash, and changes with it, so any
 * change of password spends the reset tokens and ends the sessions before.
 */
export function passwordFingerprint(storedHash: string): string {
  return createHash('sha256').update(storedHash, 'utf8').digest('hex').slice(0, 32);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time a real check would, for a login naming no account, so the
 * answer's timing does not tell which names exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  // Made once; made again if the first attempt failed (the line was full), rather than failing every unknown name after.
  dummy ??= hashPassword('not a password of anyone').catch((err: unknown) => {
    dummy = undefined;
    throw err;
  });
  await verifyPassword(password, await dummy);
}
