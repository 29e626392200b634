import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_NAME, STALE_MS, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'sortie-lock-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const lock = () => path.join(dir, LOCK_NAME);
const exists = (p: string) => stat(p).then(() => true, () => false);

describe('the embedded data directory lock (found by review: two processes on one directory both ran, and one lost its writes)', () => {
  it('is held by one opener at a time, and free again once let go', async () => {
    const release = await lockDataDir(dir, 0);
    expect(await exists(lock())).toBe(true);
    const refused = await lockDataDir(dir, 0).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as Error).message).toBe(`the embedded database at ${dir} is in use by another process (its lock, ${LOCK_NAME}, is being renewed): stop that one, or set PGLITE_DATA_DIR to another directory`);
    await release();
    expect(await exists(lock())).toBe(false);
    await (await lockDataDir(dir, 0))();
  });

  it('keeps out another holder while its lock is renewed, whatever its process id (another container on the same volume, say)', async () => {
    // A lock made just now by someone else: fresh, so not taken over.
    await mkdir(lock());
    await expect(lockDataDir(dir, 1_000)).rejects.toThrow(DataDirInUse);
  });

  it('takes over a lock its holder stopped renewing (a process that died)', async () => {
    await mkdir(lock());
    const past = new Date(Date.now() - STALE_MS - 5_000);
    await utimes(lock(), past, past);
    const release = await lockDataDir(dir, 0);
    expect((await stat(lock())).mtimeMs).toBeGreaterThan(past.getTime());
    await release();
  });
});
