/**
 * Restarts keep sessions: without JWT_KEYS, the embedded database's service
 * makes a signing key once, in a file beside the database that only its
 * owner may read, and every later start reads the same key, so a token
 * issued before a restart passes after it. The file rotates as JWT_KEYS
 * does (a new key first signs, the old one still verifies until removed);
 * a file others may read, or one that holds no valid key, stops the start.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { systemClock } from '../clock.js';
import { keptSigningKeys } from './signing-keys.js';
import { TokenService } from './tokens.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sortie-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const account = { id: '00000000-0000-4000-8000-000000000001', name: 'pilot' };
/** What `npm start` reads on the embedded database at `data`, JWT_KEYS unset. */
const start = (data: string) => loadConfig({ PGLITE_DATA_DIR: data, LOG_LEVEL: 'silent' });
/** The key id a token names. */
const kid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

describe('the signing key kept beside the embedded database', () => {
  it('is made once, readable by its owner alone, and read again by the next start: a token passes across a restart', async () => {
    const data = path.join(dir, 'first', 'pglite');
    const before = start(data);
    expect(before.jwtKeyFile).toBe(`${data}.jwt-keys`);
    expect(statSync(before.jwtKeyFile!).mode & 0o777).toBe(0o600);
    expect(before.jwtKeys).toHaveLength(1);
    expect(before.jwtKeys[0]!.secret.length).toBeGreaterThanOrEqual(32);
    const token = await new TokenService(before.jwtKeys, systemClock).issueAccessToken(account);

    const after = start(data);
    expect(after.jwtKeys).toEqual(before.jwtKeys);
    expect(await new TokenService(after.jwtKeys, systemClock).verifyAccessToken(token)).toMatchObject({ accountId: account.id });
    // Another database's service has a key of its own.
    const other = start(path.join(dir, 'other', 'pglite'));
    expect(await new TokenService(other.jwtKeys, systemClock).verifyAccessToken(token)).toBeNull();
  });

  it('rotates as JWT_KEYS does: a new key put first signs, the old one verifies until it is removed', async () => {
    const data = path.join(dir, 'rotate', 'pglite');
    const first = start(data);
    const oldToken = await new TokenService(first.jwtKeys, systemClock).issueAccessToken(account);
    const file = first.jwtKeyFile!;
    writeFileSync(file, `next:${'n'.repeat(64)},${readFileSync(file, 'utf8').trim()}\n`);
    const rotated = new TokenService(start(data).jwtKeys, systemClock);
    expect(kid(await rotated.issueAccessToken(account))).toBe('next');
    expect(await rotated.verifyAccessToken(oldToken)).toMatchObject({ accountId: account.id });
    writeFileSync(file, `next:${'n'.repeat(64)}\n`);
    expect(await new TokenService(start(data).jwtKeys, systemClock).verifyAccessToken(oldToken)).toBeNull();
  });

  it('stops the start when others may read it or it holds no valid key, naming the file', () => {
    const data = path.join(dir, 'bad', 'pglite');
    const file = start(data).jwtKeyFile!;
    chmodSync(file, 0o644);
    expect(() => start(data)).toThrow(ConfigError);
    expect(() => start(data)).toThrow(`chmod 600 ${file}`);
    chmodSync(file, 0o600);
    writeFileSync(file, 'k1:short\n');
    expect(() => start(data)).toThrow(/key file .*pglite\.jwt-keys.*must be at least 32 bytes/);
  });

  it('is made by the first start alone: the next reads it and makes none', () => {
    const file = path.join(dir, 'race.jwt-keys');
    let made = 0;
    const secret = () => new Uint8Array(32).fill(++made);
    const a = keptSigningKeys(file, secret);
    expect(keptSigningKeys(file, secret)).toEqual(a);
    expect(made).toBe(1);
  });
});
