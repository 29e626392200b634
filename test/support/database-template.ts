/**
 * Vitest global set-up: one migrated database per run that every test
 * file's database starts from (createTestDatabase), so a test file does not
 * apply the migrations again (the schema engine takes some ten seconds for
 * them on a server, in a process of its own).
 *
 * - On PGlite (no DATABASE_URL): one embedded database migrated the
 *   service's own way, on disk, and dumped to a temporary file.
 * - On a server: a database migrated the service's own way and kept on the
 *   server as `sortie_template_<digest of the migration folders>`, made
 *   once (under a name of its own, then renamed, so a run never starts
 *   from a half-migrated one) and used by later runs while the migrations
 *   are the same; templates of other migrations are dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/store/database.js';
import { migrationsDir } from '../../src/store/schema-engine.js';
import { adminQuery, directServerUrl, onDatabase, serverTemplateEnv, serverUrl, templateEnv } from './test-database.js';

/** A digest of every migration folder's name and files: a template is good for the migrations it was made with. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const folders = (await readdir(migrationsDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const folder of folders.sort()) {
    for (const file of (await readdir(path.join(migrationsDir, folder))).sort()) hash.update(`${folder}/${file}\n`).update(await readFile(path.join(migrationsDir, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Whether a database of that name is on the server. */
async function exists(name: string): Promise<boolean> {
  return (await adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', [name]))[0]!.n > 0;
}

/** Runs an admin statement on a database the service has just closed: its connections may take a moment to go. */
async function onceLetGo(sql: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(sql);
      return;
    } catch (err) {
      // 55006: the database is being accessed by other users.
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function serverTemplate(): Promise<string> {
  const name = `sortie_template_${await migrationsDigest()}`;
  if (!(await exists(name))) {
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${building}`);
    const url = onDatabase(directServerUrl!, building);
    await (await openDatabase({ databaseUrl: url, directUrl: url, pgliteDataDir: '', poolSize: 1 })).close();
    try {
      await onceLetGo(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (err) {
      // 42P04: another run made it meanwhile.
      await onceLetGo(`DROP DATABASE IF EXISTS ${building}`);
      if ((err as { code?: string }).code !== '42P04') throw err;
    }
  }
  for (const { datname } of await adminQuery<{ datname: string }>("SELECT datname FROM pg_database WHERE datname ~ '^sortie_template_[0-9a-f]{16}$' AND datname <> $1", [name])) {
    await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  return name;
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sortie-pglite-template-'));
  const dataDir = path.join(dir, 'data');
  await (await openDatabase({ databaseUrl: undefined, pgliteDataDir: dataDir })).close();
  const pglite = await PGlite.create(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await rm(dataDir, { recursive: true });
  // The test workers are started after this, with this process's environment.
  process.env[templateEnv] = file;
  return () => rm(dir, { recursive: true, force: true });
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!serverUrl) return pgliteTemplate();
  process.env[serverTemplateEnv] = await serverTemplate();
  return undefined;
}
