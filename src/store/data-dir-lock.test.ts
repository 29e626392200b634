import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'sortie-lock-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);

describe('the embedded data directory lock (found by review: two processes on one directory both ran, and one lost its writes)', () => {
  it('is held by one opener at a time, and free again once let go', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUse);
    await release();
    await (await lockDataDir(dir))();
  });

  it('keeps out another live process, naming it', async () => {
    // The parent of this process is alive while it runs.
    await writeFile(lockFile(), `${process.ppid}\n`);
    const refused = await lockDataDir(dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as Error).message).toBe(`the embedded database at ${dir} is in use by process ${process.ppid}: stop it, or set PGLITE_DATA_DIR to another directory`);
  });

  it('takes over a lock left by a process that is gone, or by this process id in an earlier life (a container restarted), or unreadable', async () => {
    for (const stale of ['2147483646\n', `${process.pid}\n`, 'garbage']) {
      await writeFile(lockFile(), stale);
      const release = await lockDataDir(dir);
      expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
      await release();
    }
  });
});
