/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) on disk,
 * served over the Postgres wire protocol on a loopback port so that the same
 * pg and Prisma code runs against it unchanged.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

/** A running embedded database. */
export interface EmbeddedPostgres {
  readonly connectionString: string;
  close(): Promise<void>;
}

/**
 * Opens (creating on first use) the PGlite data directory, locked for this
 * process (DataDirInUse when another has it), and serves it on 127.0.0.1 at
 * a free port. `dataDir` "memory://" keeps it in memory; `template` (a
 * `dumpDataDir()` tarball) gives a new database that content instead of an
 * empty cluster.
 */
export async function startEmbeddedPostgres(dataDir: string, template?: Blob): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dataDir, { loadDataDir: template });
    // PGlite is one connection: the server queues queries per client and keeps a
    // transaction's queries together, so clients must not interleave work — the
    // service uses a pool of one connection against it.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
    await server.start();
    return {
      connectionString: `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
      async close() {
        await server.stop();
        await db.close();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}
