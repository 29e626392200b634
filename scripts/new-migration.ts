/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that
 * takes the schema as of the last committed migration to prisma/schema.prisma.
 * Works offline, in Prisma's WebAssembly schema engine:
 *   npm run db:new-migration -- <name>
 * The starting schema is prisma/schema.prisma at the last commit that touched
 * prisma/migrations (none: an empty database).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir, schemaDiffSql } from '../src/store/schema-engine.js';
import { startEmbeddedPostgres } from '../src/store/embedded-postgres.js';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:new-migration -- <name in snake_case>');
  process.exit(2);
}
const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8' }).trim();
const lastMigrationCommit = git('log', '-1', '--format=%H', '--', 'prisma/migrations');
const fromSchema = lastMigrationCommit ? git('show', `${lastMigrationCommit}:prisma/schema.prisma`) : null;
const scratch = await startEmbeddedPostgres('memory://');
const sql = await schemaDiffSql(scratch.connectionString, fromSchema).finally(() => scratch.close());
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log('schema.prisma matches the last migration: nothing to write');
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'migration.sql'), sql);
  console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}
