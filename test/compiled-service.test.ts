/**
 * The service as npm start runs it: compiled to dist/ (built first when the
 * sources changed since the last build), on a fresh embedded database — its
 * migrations applied from the compiled code's child process — answering
 * /health, and stopped by SIGTERM. The data files the compiled code reads by
 * path (Bomber's) are found beside it.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfStale, buildIsCurrent } from '../scripts/build.js';

const root = path.resolve(import.meta.dirname, '..');
let dataDir: string | undefined;
afterAll(() => dataDir && rm(dataDir, { recursive: true, force: true }));

describe('the compiled service', () => {
  it('starts from dist/ as npm start runs it, migrates a fresh database, answers /health and stops on SIGTERM', async () => {
    await buildIfStale(() => {});
    expect(await buildIsCurrent()).toBe(true);
    dataDir = await mkdtemp(path.join(tmpdir(), 'sortie-compiled-'));
    const child = spawn(process.execPath, ['--optimize-for-size', 'scripts/start.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'info', PGLITE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      let url: string | undefined;
      for (let i = 0; i < 1800 && !url; i++) {
        url = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
        if (child.exitCode !== null) throw new Error(`exited early:\n${out}`);
        if (!url) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(url, out).toBeDefined();
      expect(out).not.toContain('compiling to dist/');
      expect(out).toContain('applied migrations');
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true }, rulesets: ['bommerz', 'bomber'] });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 300_000);

  it("finds Bomber's data files from the compiled code", async () => {
    await buildIfStale(() => {});
    const script = "const { loadBomberData } = await import('./dist/rulesets/bomber/data/index.js'); const d = loadBomberData(); console.log(d.scenarios.length, d.planes.length);";
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    const [scenarios, planes] = stdout.trim().split(' ').map(Number);
    expect(scenarios).toBeGreaterThan(0);
    expect(planes).toBeGreaterThan(0);
  }, 120_000);
});
