/**
 * npm run test:ha: failover and backups on the highly available stack (scripts/ha/stack.sh: etcd, three Patroni
 * PostgreSQL nodes, pgBackRest, HAProxy, two Sortie instances), started once for the run. Not part of `npm test`
 * (vitest.config.ts excludes test/ha): it installs Debian packages and runs servers as the postgres user.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The global setup (in this process) and the test files (in workers) find the stack's folder in SORTIE_HA_DIR.
process.env.SORTIE_HA_DIR ??= path.join(tmpdir(), `sortie-ha-test-${process.pid}`);

export default defineConfig({
  test: {
    include: ['test/ha/**/*.test.ts'],
    globalSetup: ['test/ha/global-setup.ts'],
    // The files share one stack, whose leader and instances they kill: one at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: { SORTIE_HA_DIR: process.env.SORTIE_HA_DIR },
  },
});
