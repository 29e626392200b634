/**
 * The reading of imports that tells which test files CI runs once (the
 * project `database-free`, vitest.config.ts) from those it runs on each
 * database: a file that reaches a database, however indirectly, must never
 * be counted free, or its PostgreSQL run would be lost without a word. The
 * files CI also runs once because they start the service on an embedded
 * database of their own set DATABASE_URL empty wherever they name it.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { databaseFreeTests, OWN_EMBEDDED_DATABASE } from './support/database-free.js';

const root = path.resolve(import.meta.dirname, '..');
const scratch = await mkdtemp(path.join(tmpdir(), 'sortie-database-free-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Writes `files` (path → text) under a fresh directory and answers the free test files found there. */
async function freeAmong(name: string, files: Record<string, string>): Promise<string[]> {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return databaseFreeTests(dir, ['.']);
}

describe('the test files CI runs once', () => {
  it('are the ones whose imports reach no database driver, Prisma client, child process nor DATABASE_URL, followed through every module', async () => {
    const free = await freeAmong('graph', {
      'rules.test.ts': "import { x } from './lib/rules.js';\n",
      'lib/rules.ts': "import type { Pool } from 'pg';\nexport { y } from './more.js';\nexport const x = 1;\n",
      'lib/more.ts': 'export const y = 2;\n',
      'store.test.ts': "import { s } from './lib/store.js';\n",
      'lib/store.ts': "import { z } from './deep.js';\nexport const s = z;\n",
      'lib/deep.ts': "import pg from 'pg';\nexport const z = pg;\n",
      'prisma.test.ts': "import { PrismaClient } from '../src/generated/prisma/client.js';\n",
      'env.test.ts': 'const url = process.env.DATABASE_URL;\n',
      'spawn.test.ts': "import { spawn } from 'node:child_process';\n",
      'lazy.test.ts': "const m = await import('./lib/deep.js');\n",
      'cycle.test.ts': "import { a } from './lib/a.js';\n",
      'lib/a.ts': "import { b } from './b.js';\nexport const a = 1;\n",
      'lib/b.ts': "import { a } from './a.js';\nimport { PGlite } from '@electric-sql/pglite';\nexport const b = a;\n",
    });
    expect(free).toEqual(['rules.test.ts']);
  });

  it("leave in the database project this repository's service tests and keep its ruleset tests out of it", () => {
    const free = databaseFreeTests(root, ['src', 'test']);
    for (const file of ['test/api/lobby.test.ts', 'test/event-store.test.ts', 'src/config.test.ts', 'test/compiled-service.test.ts']) expect(free).not.toContain(file);
    for (const file of ['src/rulesets/bommerz/property.part1.test.ts', 'src/rulesets/bomber/property.test.ts', 'src/kernel/engine.test.ts']) expect(free).toContain(file);
  });

  it('count as running the same on any database only the files that start the service on an embedded database of their own, DATABASE_URL set empty wherever they name it', async () => {
    expect(OWN_EMBEDDED_DATABASE.length).toBeGreaterThan(0);
    for (const file of OWN_EMBEDDED_DATABASE) {
      const text = await readFile(path.join(root, file), 'utf8');
      const named = text.match(/DATABASE_URL/g)?.length ?? 0;
      expect(named, file).toBeGreaterThan(0);
      expect(text.match(/DATABASE_URL: ''/g)?.length, file).toBe(named);
      // Neither the database project's run on each database nor the database-free one.
      expect(databaseFreeTests(root, ['src', 'test'])).not.toContain(file);
    }
  });
});
