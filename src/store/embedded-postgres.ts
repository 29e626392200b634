/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) on disk,
 * served over the Postgres wire protocol so that the same pg and Prisma code
 * runs against it unchanged. PGlite asks no password of anyone who connects,
 * so it listens on no port: on a Unix socket in a directory of this process's
 * own (mode 0700, made anew at each start and removed at its close), which no
 * other user of the machine can reach.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

/** A running embedded database. */
export interface EmbeddedPostgres {
  readonly connectionString: string;
  close(): Promise<void>;
}

/** The name libpq and pg give a server's socket in the directory `host` names (port 5432, the default). */
const SOCKET_FILE = '.s.PGSQL.5432';

/**
 * Opens (creating on first use) the PGlite data directory, locked for this
 * process (DataDirInUse when another has it), and serves it on a Unix socket
 * in a new directory only this process's user may enter. The directory is
 * under the system's temporary folder rather than the data directory: a
 * socket's path is limited to about 100 bytes. `dataDir` "memory://" keeps it in memory; `template` (a
 * `dumpDataDir()` tarball) gives a new database that content instead of an
 * empty cluster.
 */
export async function startEmbeddedPostgres(dataDir: string, template?: Blob): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  let socketDir: string | undefined;
  try {
    const db = await PGlite.create(dataDir, { loadDataDir: template });
    // PGlite is one connection: the server queues queries per client and keeps a
    // transaction's queries together, so clients must not interleave work — the
    // service uses a pool of one connection against it.
    socketDir = await mkdtemp(join(tmpdir(), 'sortie-pglite-')); // mode 0700
    const dir = socketDir;
    const server = new PGLiteSocketServer({ db, path: join(dir, SOCKET_FILE), maxConnections: 16 });
    await server.start();
    return {
      connectionString: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
      async close() {
        await server.stop();
        await db.close();
        await rm(dir, { recursive: true, force: true });
        await unlock();
      },
    };
  } catch (err) {
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
    await unlock();
    throw err;
  }
}
