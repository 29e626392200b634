/**
 * The embedded database is closed to everyone but Sortie (found by review: PGlite listened on a loopback port and
 * answered `psql -U postgres` with no password, tables and all, to any local user of the machine). It now listens
 * on a Unix socket in a directory of the service's own, mode 0700, and on no port.
 */
import { spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/store/embedded-postgres.js';

let embedded: EmbeddedPostgres;
let socketDir: string;
beforeAll(async () => {
  embedded = await startEmbeddedPostgres('memory://');
  socketDir = new URL(embedded.connectionString).searchParams.get('host')!;
});
afterAll(() => embedded?.close());

/** Whether a connection to the socket, made as the user `uid`, was let through or refused, and how. */
function connectAs(uid: number): string {
  const probe = `require('net').connect(${JSON.stringify(join(socketDir, '.s.PGSQL.5432'))})
    .on('connect', () => { console.log('connected'); process.exit(0); })
    .on('error', (err) => { console.log(err.code); process.exit(0); });`;
  const run = spawnSync(process.execPath, ['-e', probe], { uid, gid: uid, encoding: 'utf8', timeout: 10_000 });
  return run.stdout.trim() || run.stderr.trim();
}

describe('the embedded database', () => {
  it('serves Sortie on a Unix socket in a directory only its user may enter, and names no port', async () => {
    const url = new URL(embedded.connectionString);
    expect(url.port).toBe('');
    expect(socketDir.startsWith('/')).toBe(true);
    const dir = await stat(socketDir);
    expect(dir.isDirectory()).toBe(true);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(dir.uid).toBe(process.getuid!());
    const client = new pg.Client({ connectionString: embedded.connectionString });
    await client.connect();
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  // Another user of the machine: only root may start a process as one, as CI does (it runs as root).
  it.skipIf(process.getuid?.() !== 0)('refuses another user of the machine at the directory, before any PostgreSQL is spoken', () => {
    expect(connectAs(0)).toBe('connected'); // the probe itself works: the service's own user gets through
    expect(connectAs(65534)).toBe('EACCES'); // nobody
  });

  it('removes the socket and its directory when it closes', async () => {
    const other = await startEmbeddedPostgres('memory://');
    const dir = new URL(other.connectionString).searchParams.get('host')!;
    await other.close();
    await expect(stat(dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
