/**
 * Bringing a database's schema up to date as the service opens it. When the
 * `_prisma_migrations` table records every migration folder as applied, there
 * is nothing to do and the schema engine is never loaded (a restart); else
 * the engine applies what is pending in a child process (migrate-process.ts),
 * so that its WebAssembly module and memory leave with it instead of staying
 * in the service's for good.
 */
import { fork } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir } from './schema-engine.js';
import type { MigrateAnswer } from './migrate-process.js';

/** The database records migrations that this code has no folder for: it was migrated by a newer Sortie, whose schema this one may write wrongly. */
export class MigrationsAhead extends Error {
  constructor(readonly unknown: readonly string[]) {
    super(`the database has migrations this version of Sortie does not know (${unknown.join(', ')}): it was migrated by a newer version; run that one (or newer)`);
    this.name = 'MigrationsAhead';
  }
}

/** The migration folders that the database does not record as applied (all of them on a new database); throws MigrationsAhead if it records one this code lacks. */
async function pendingMigrations(connectionString: string): Promise<string[]> {
  const folders = (await readdir(migrationsDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((r) => r.name));
    const known = new Set(folders);
    const unknown = [...applied].filter((name) => !known.has(name)).sort();
    if (unknown.length > 0) throw new MigrationsAhead(unknown);
    return folders.filter((f) => !applied.has(f));
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return folders; // no _prisma_migrations table: a new database
    throw err;
  } finally {
    await client.end();
  }
}

/** Runs migrate-process.ts (or its compiled .js) on the database; answers the migrations it applied. */
function migrateInChildProcess(connectionString: string): Promise<string[]> {
  const entry = path.join(import.meta.dirname, `migrate-process${path.extname(import.meta.filename)}`);
  // From the TypeScript sources (tests, scripts), the child needs tsx's loader too.
  const execArgv = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Promise((resolve, reject) => {
    const child = fork(entry, [], { execArgv, env: { ...process.env, SORTIE_MIGRATE_URL: connectionString }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: MigrateAnswer | undefined;
    child.once('message', (m: MigrateAnswer) => (answer = m));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer?.ok) resolve(answer.applied);
      else reject(new Error(answer?.message ?? `the migration process exited with ${code} before answering`));
    });
  });
}

/** Applies every pending migration; answers the names of those it applied (none: the engine was not started). */
export async function migrateAtOpen(connectionString: string): Promise<string[]> {
  if ((await pendingMigrations(connectionString)).length === 0) return [];
  return migrateInChildProcess(connectionString);
}
