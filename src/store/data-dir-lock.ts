/**
 * One process at a time on an embedded data directory. PGlite takes no lock
 * of its own: two processes opened on one directory would each run happily,
 * and the writes of one would be lost when the other saved its files. The
 * lock is a directory made atomically inside the data directory, whose
 * modification time its holder renews every few seconds (proper-lockfile):
 * it works across containers sharing a volume, where process ids mean
 * nothing, and a lock left by a process that died goes stale by itself.
 */
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock's name inside the data directory. */
export const LOCK_NAME = 'sortie.lock';
/** How often the holder renews the lock. */
const RENEW_MS = 2_500;
/** A lock not renewed for this long is left by a process that is gone. */
export const STALE_MS = 10_000;

/** The data directory is in use by another process. */
export class DataDirInUse extends Error {
  constructor(readonly dataDir: string) {
    super(`the embedded database at ${dataDir} is in use by another process (its lock, ${LOCK_NAME}, is being renewed): stop that one, or set PGLITE_DATA_DIR to another directory`);
  }
}

/**
 * Locks a data directory (which must exist) for this process, waiting up to
 * `waitMs` for a lock left by a process that died to go stale; answers how to
 * let it go. Throws DataDirInUse when another process keeps it. Should this
 * process ever lose the lock (its event loop stalled past STALE_MS and
 * another took it), it stops with an uncaught error rather than write beside
 * the other.
 */
export async function lockDataDir(dataDir: string, waitMs = STALE_MS + RENEW_MS): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_NAME),
      realpath: false,
      stale: STALE_MS,
      update: RENEW_MS,
      retries: { retries: Math.ceil(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (err) => {
        throw new Error(`the lock on the embedded database at ${dataDir} was lost (${err.message}): stopping, so as not to write beside another process`);
      },
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirInUse(dataDir);
    throw err;
  }
}
