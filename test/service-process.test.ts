/**
 * The service as a user starts it: `npm start`'s entry point in a child
 * process, on a fresh embedded database that survives a restart, stopped by
 * SIGTERM. And a bad setting stops it with the variable's name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let dataDir: string;
afterAll(() => dataDir && rm(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  // As `npm start` runs it: one node process (no tsx CLI in between to relay signals).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function listening(r: Running): Promise<string> {
  for (let i = 0; i < 1800; i++) {
    const m = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(r.output());
    if (m) return m[1]!;
    if (r.child.exitCode !== null) throw new Error(`exited early:\n${r.output()}`);
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`never listened:\n${r.output()}`);
}

describe('the service process', () => {
  it('starts on a fresh embedded database, answers /health naming PGlite, and stops cleanly on SIGTERM; its data survives a restart', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sortie-pglite-'));
    const env = { PORT: '0', PGLITE_DATA_DIR: dataDir };
    const first = start(env);
    const url = await listening(first);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
    expect(first.output()).toContain('applied migrations');
    expect(first.output()).toContain(`embedded PGlite at ${dataDir}`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(env);
    await listening(second);
    expect(second.output()).not.toContain('applied migrations'); // the same database, already migrated
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 400_000); // two cold starts of a WebAssembly Postgres: slow on a loaded 2-core machine

  it('refuses to start with a bad setting, naming the variable', async () => {
    const r = start({ PORT: 'eighty' });
    expect(await r.exited).toBe(78);
    expect(r.output()).toContain('PORT: must be a port number');
  });
});
