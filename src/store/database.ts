/**
 * The database connection: PostgreSQL at DATABASE_URL or the embedded PGlite,
 * migrated at open, with one pg pool shared by the raw-SQL event store and the
 * Prisma client. Migrations (which hold a session's advisory lock) go to the
 * direct URL, as LISTEN does, when DATABASE_URL goes through PgBouncer.
 */
import type pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { migrateAtOpen } from './migrations.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { createPool } from './pool.js';

/** Which database the service runs on. */
export type DatabaseKind = 'postgres' | 'pglite';

/** An open, migrated database. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly pool: pg.Pool;
  readonly prisma: PrismaClient;
  /** A connection string reaching the same database directly, with a session of its own (for LISTEN connections and tools). */
  readonly connectionString: string;
  /** Another pool on a real server's database, made as the service's is (through the pooler, if any): for readers that must not wait behind the service's queue. Never on PGlite, which is one connection. */
  openPool(max: number, onError: (err: Error) => void): pg.Pool;
  /** The server's version string. */
  readonly serverVersion: string;
  close(): Promise<void>;
}

/** What to open: a server URL, or an embedded data directory. */
export interface DatabaseTarget {
  readonly databaseUrl: string | undefined;
  /** The server without a pooler in between, for migrations and LISTEN; databaseUrl when absent. */
  readonly directUrl?: string;
  /** databaseUrl goes through PgBouncer in transaction mode. */
  readonly pgbouncer?: boolean;
  /** How long a query waits for a connection before it fails (default 10 s). */
  readonly connectTimeoutMs?: number;
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
  const directUrl = target.databaseUrl ? (target.directUrl ?? target.databaseUrl) : connectionString;
  const openPool = (max: number, onError: (err: Error) => void) =>
    createPool({ connectionString, max, pgbouncer: target.pgbouncer ?? false, embedded: embedded !== undefined, connectTimeoutMs: target.connectTimeoutMs ?? 10_000, onError });
  try {
    const applied = await migrateAtOpen(directUrl);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
    // An idle client's error (the server restarting, say) must not crash the process.
    const pool = openPool(embedded ? 1 : (target.poolSize ?? 10), (err) => log(`database pool: ${err.message}`));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const { rows } = await pool.query<{ version: string }>('select version() as version');
    return {
      kind: embedded ? 'pglite' : 'postgres',
      pool,
      prisma,
      connectionString: directUrl,
      openPool,
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
