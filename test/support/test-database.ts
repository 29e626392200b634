/**
 * A database of its own for one test file: with DATABASE_URL set, a fresh
 * database on that server (dropped afterwards), so runs never collide; made
 * and dropped through DATABASE_DIRECT_URL when DATABASE_URL goes through
 * PgBouncer (pgbouncer=true), which the service's pools then use;
 * otherwise an in-memory embedded PGlite. Either starts from the migrated
 * template the test run's global set-up made (database-template.ts), when
 * there is one.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import type { Database } from '../../src/store/database.js';
import { openDatabase } from '../../src/store/database.js';
import { throughPgBouncer } from '../../src/config.js';

/** The server the tests run against, if any. */
export const serverUrl = process.env.DATABASE_URL || undefined;
/** The same server without the pooler, if serverUrl goes through one. */
export const directServerUrl = process.env.DATABASE_DIRECT_URL || serverUrl;
/** Whether serverUrl goes through PgBouncer in transaction mode. */
export const pgbouncer = serverUrl !== undefined && throughPgBouncer(serverUrl);

/** A server URL with its database replaced. */
export function onDatabase(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment variable naming the migrated PGlite template file (unset outside vitest, in the benchmarks). */
export const templateEnv = 'SORTIE_TEST_PGLITE_TEMPLATE';
/** The environment variable naming the migrated template database on the server (unset outside vitest, in the benchmarks). */
export const serverTemplateEnv = 'SORTIE_TEST_SERVER_TEMPLATE';

/** An open test database and how to dispose of it. */
export interface TestDatabase {
  readonly db: Database;
  /** The URL of the fresh database on the server (undefined on PGlite). */
  readonly url: string | undefined;
  /** The same database without the pooler, if url goes through one. */
  readonly directUrl: string | undefined;
  dispose(): Promise<void>;
}

/** A statement on the server's own database, past any pooler; answers its rows. */
export async function adminQuery<Row extends object = object>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: directServerUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates and migrates a database for this test file. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  if (!serverUrl) {
    const templateFile = process.env[templateEnv];
    const pgliteTemplate = templateFile ? await openAsBlob(templateFile) : undefined;
    const db = await openDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://', pgliteTemplate });
    return { db, url: undefined, directUrl: undefined, dispose: () => db.close() };
  }
  const name = `sortie_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[serverTemplateEnv];
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = onDatabase(serverUrl, name);
  const directUrl = onDatabase(directServerUrl!, name);
  const db = await openDatabase({ databaseUrl: url, directUrl, pgbouncer, pgliteDataDir: '', poolSize });
  return {
    db,
    url,
    directUrl,
    async dispose() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A second connection pool on a server test database, as another service instance would open it; disposing it leaves the database. */
export async function reopenTestDatabase(first: TestDatabase): Promise<TestDatabase> {
  if (!first.url) throw new Error('the embedded database is one process: it cannot be opened twice');
  const db = await openDatabase({ databaseUrl: first.url, directUrl: first.directUrl, pgbouncer, pgliteDataDir: '' });
  return { db, url: first.url, directUrl: first.directUrl, dispose: () => db.close() };
}
