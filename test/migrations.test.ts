/**
 * The committed migrations must build exactly the schema that schema.prisma
 * describes: apply them to one empty database, apply the diff from nothing to
 * schema.prisma to another, and compare the two catalogues.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/store/embedded-postgres.js';
import { applyMigrations, schemaDiffSql } from '../src/store/schema-engine.js';
import { MigrationsAhead, migrateAtOpen } from '../src/store/migrations.js';
import { createTestDatabase, serverUrl } from './support/test-database.js';

const opened: EmbeddedPostgres[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

async function catalogue(connectionString: string): Promise<unknown> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`,
    );
    const indexes = await client.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY indexname`);
    const constraints = await client.query(
      `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations' ORDER BY conname`,
    );
    return { columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows };
  } finally {
    await client.end();
  }
}

describe('migrations', () => {
  it('build the schema that schema.prisma describes', async () => {
    const migrated = await startEmbeddedPostgres('memory://');
    const direct = await startEmbeddedPostgres('memory://');
    opened.push(migrated, direct);
    expect((await applyMigrations(migrated.connectionString)).length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: direct.connectionString });
    await client.connect();
    await client.query(await schemaDiffSql(direct.connectionString, null));
    await client.end();
    expect(await catalogue(migrated.connectionString)).toEqual(await catalogue(direct.connectionString));
  });

  it('apply nothing the second time', async () => {
    const db = await startEmbeddedPostgres('memory://');
    opened.push(db);
    await applyMigrations(db.connectionString);
    expect(await applyMigrations(db.connectionString)).toEqual([]);
  });
});

describe('migrating as the service opens a database', () => {
  it("applies what is pending, then nothing; a migration recorded as failed is the engine's to report, not counted as applied", async () => {
    const db = await startEmbeddedPostgres('memory://');
    opened.push(db);
    const applied = await migrateAtOpen(db.connectionString);
    expect(applied.length).toBeGreaterThan(0);
    expect(await migrateAtOpen(db.connectionString)).toEqual([]);
    // A migration that failed half-way is the engine's to report (P3009), not one to count as applied.
    const client = new pg.Client({ connectionString: db.connectionString });
    await client.connect();
    await client.query('UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1', [applied.at(-1)]);
    await client.end();
    await expect(migrateAtOpen(db.connectionString)).rejects.toThrow(/failed migrations/);
  });

  it('refuses a database migrated by a newer version (a migration applied that this code has no folder for), naming it', async () => {
    const db = await startEmbeddedPostgres('memory://');
    opened.push(db);
    await migrateAtOpen(db.connectionString);
    const client = new pg.Client({ connectionString: db.connectionString });
    await client.connect();
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ('future', 'x', '99990101000000_from_a_newer_version', now(), now(), 1)`,
    );
    await client.end();
    const refused = migrateAtOpen(db.connectionString);
    await expect(refused).rejects.toBeInstanceOf(MigrationsAhead);
    await expect(refused).rejects.toThrow(/99990101000000_from_a_newer_version/);
  });
});

// PGlite serves every connection from one session, so only a server can show a lock held by another connection.
describe.skipIf(!serverUrl)('migrating a server database (needs DATABASE_URL)', () => {
  it('lets go of the migration lock and its connection when done, so a second instance starting meanwhile does not wait', async () => {
    const database = await createTestDatabase(1);
    try {
      // Migrations go to the server directly, as the service sends them (through PgBouncer a session lock would outlive its session).
      const url = database.directUrl!;
      const held = async () =>
        Number(
          (await database.db.pool.query<{ n: string }>("SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()")).rows[0]!.n,
        );
      // Closing the connection alone let the lock outlive the call about one time in four; ten tries catch that.
      for (let attempt = 0; attempt < 10; attempt++) {
        expect(await applyMigrations(url)).toEqual([]);
        expect(await held()).toBe(0);
      }
    } finally {
      await database.dispose();
    }
  });
});
