/**
 * Vitest global set-up for a PGlite run (no DATABASE_URL): migrates one
 * embedded database the service's own way, on disk, and dumps it to a file
 * that every test database then starts from (createTestDatabase), so a test
 * file neither runs initdb nor applies the migrations again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/store/database.js';
import { serverUrl, templateEnv } from './test-database.js';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (serverUrl) return undefined;
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
