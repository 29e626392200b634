import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeTests, OWN_EMBEDDED_DATABASE } from './test/support/database-free.js';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// The browser tests have a run of their own: npm run test:browser (vitest.browser.config.ts); so have the tests on the
// highly available stack: npm run test:ha (vitest.ha.config.ts).
const exclude = [...configDefaults.exclude, 'test/browser/**', 'test/ha/**'];
// Files that cannot reach a database run the same on any: CI runs them once (`--project database-free`, on PGlite), and
// the rest on each database (`--project database`). `npm test` runs them all.
const databaseFree = databaseFreeTests(import.meta.dirname, ['src', 'test']).filter((f) => !f.startsWith('test/ha/'));
// Files that start the service on an embedded database of its own whatever DATABASE_URL says run once too, with the embedded
// database (`npm test` runs every project; CI's PostgreSQL run is `--project database`).
const ownEmbeddedDatabase = [...OWN_EMBEDDED_DATABASE];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time on two cores, not vitest's one (cores - 1): a file waits on its database, its child processes
    // and its timers as much as it computes, and the other file computes meanwhile.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'database-free', include: databaseFree } },
      { extends: true, test: { name: 'own-embedded-database', include: ownEmbeddedDatabase } },
      {
        extends: true,
        test: {
          name: 'database',
          include,
          exclude: [...exclude, ...databaseFree, ...ownEmbeddedDatabase],
          globalSetup: ['test/support/database-template.ts', 'test/support/web-client-build.ts'],
        },
      },
    ],
  },
});
