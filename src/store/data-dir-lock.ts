/**
 * One process at a time on an embedded data directory. PGlite takes no lock
 * of its own: two processes opened on one directory would each run happily,
 * and the writes of one would be lost when the other saved its files. A
 * lock file holding the owner's process id keeps a second process out; a
 * lock whose process is gone (a crash) is taken over.
 */
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'sortie.lock';

/** The data directory is in use by another process. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database at ${dataDir} is in use by process ${pid}: stop it, or set PGLITE_DATA_DIR to another directory`);
  }
}

/** Directories this process holds: a lock naming this process id is stale unless it is here (a container's process id repeats). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks a data directory (which must exist) for this process; answers how to let it go. Throws DataDirInUse when another process has it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirInUse(dataDir, process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirInUse(dataDir, pid);
      // Stale: its process is gone (or it is unreadable, or names this process, which does not hold it).
      await unlink(file).catch(() => {});
    }
  }
  held.add(file);
  return async () => {
    held.delete(file);
    await unlink(file).catch(() => {});
  };
}
