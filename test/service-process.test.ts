/**
 * The service as a user starts it, from its TypeScript sources (npm start
 * runs the same entry point compiled: test/compiled-service.test.ts): in a child
 * process, on a fresh embedded database that survives a restart, stopped by
 * SIGTERM; a second process on its data directory or its port is refused in
 * a line. And a bad setting stops it with the variable's name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
  // One node process, as npm start runs the compiled one (no tsx CLI in between to relay signals).
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
    const env = { PORT: '0', PGLITE_DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1000' };
    const first = start(env);
    const url = await listening(first);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
    expect(first.output()).toContain('applied migrations');
    expect(first.output()).toContain(`embedded PGlite at ${dataDir}`);
    // A second process on the same data directory is refused, not let run beside the first and lose its writes (found by review).
    const beside = start(env);
    expect(await beside.exited).toBe(1);
    expect(beside.output()).toContain(`sortie: the embedded database at ${dataDir} is in use by another process`);
    // A port in use is said in a line, not a stack trace (found by review).
    const otherDir = await mkdtemp(path.join(tmpdir(), 'sortie-pglite-'));
    try {
      const samePort = start({ ...env, PGLITE_DATA_DIR: otherDir, PORT: new URL(url).port, HOST: '127.0.0.1' });
      expect(await samePort.exited).toBe(1);
      expect(samePort.output()).toContain(`sortie: 127.0.0.1 port ${new URL(url).port} is in use: set PORT (or HOST) to another`);
      expect(samePort.output()).not.toMatch(/\n\s+at /);
      // Said before any database is made: the port is tried first (found by review: it made and migrated a database, then stopped).
      expect(samePort.output()).not.toContain('applied migrations');
      expect(await readdir(otherDir)).toEqual([]);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
    // A client that never finishes its request holds no shutdown past the grace period (found by review: it held it for good).
    const { port } = new URL(url);
    const stalled = net.connect(Number(port), '127.0.0.1', () => stalled.write('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"q'));
    stalled.on('error', () => {});
    await new Promise((resolve) => stalled.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the server has read the half request: the connection is busy, not idle
    first.child.kill('SIGTERM');
    const hung = new Promise<string>((resolve) => setTimeout(() => resolve('still running 20 s after SIGTERM'), 20_000).unref());
    expect(await Promise.race([first.exited, hung])).toBe(0);
    stalled.destroy();

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
