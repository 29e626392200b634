/**
 * The database connection: PostgreSQL at DATABASE_URL or the embedded PGlite,
 * migrated at open, with one pg pool shared by the raw-SQL event store and the
 * Prisma client.
 */
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { migrateAtOpen } from './migrations.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** Which database the service runs on. */
export type DatabaseKind = 'postgres' | 'pglite';

/** An open, migrated database. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly pool: pg.Pool;
  readonly prisma: PrismaClient;
  /** A connection string reaching the same database (for LISTEN connections and tools). */
  readonly connectionString: string;
  /** The server's version string. */
  readonly serverVersion: string;
  close(): Promise<void>;
}

/** What to open: a server URL, or an embedded data directory. */
export interface DatabaseTarget {
  readonly databaseUrl: string | undefined;
  readonly pgliteDataDir: string;
  /** A new embedded database starts as this `dumpDataDir()` tarball, not empty (tests: one already migrated); pending migrations still apply. */
  readonly pgliteTemplate?: Blob;
  /** Pool size against a real server (the embedded database always gets one connection). */
  readonly poolSize?: number;
  readonly log?: (message: string) => void;
}

/** Opens the database, applies pending migrations, and answers it ready for use. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const log = target.log ?? (() => {});
  const embedded = target.databaseUrl ? undefined : await startEmbeddedPostgres(target.pgliteDataDir, target.pgliteTemplate);
  const connectionString = target.databaseUrl ?? embedded!.connectionString;
  try {
    const applied = await migrateAtOpen(connectionString);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
    const pool = new pg.Pool({
      connectionString,
      max: embedded ? 1 : (target.poolSize ?? 10),
      // Prisma sends times as UTC without a zone, which a session reads in its own zone: every session keeps UTC, so the
      // moments Prisma writes are the moments SQL reads and compares with now(), whatever the server's or database's zone.
      options: '-c TimeZone=UTC',
      // PGlite serves every connection from one session, which outlives them: pg drops a connection after any failed
      // query, and the next one would find the statements the last one prepared (the event store's named append) and
      // fail to prepare them again. The pool's one connection is the only one open, so it clears them before use.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits the promise before handing the connection out; its types say void
      ...(embedded ? { onConnect: async (client: pg.ClientBase) => void (await client.query('DEALLOCATE ALL')) } : {}),
    });
    // An idle client's error (the server restarting, say) must not crash the process.
    pool.on('error', (err) => log(`database pool: ${err.message}`));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const { rows } = await pool.query<{ version: string }>('select version() as version');
    return {
      kind: embedded ? 'pglite' : 'postgres',
      pool,
      prisma,
      connectionString,
      serverVersion: rows[0]!.version,
      async close() {
        await prisma.$disconnect();
        await pool.end();
        await embedded?.close();
      },
    };
  } catch (err) {
    await embedded?.close();
    throw err;
  }
}
