import { defineConfig } from 'vitest/config';

// The browser tests (npm run test:browser): the web client in Debian's Chromium, on the embedded database.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/support/database-template.ts', 'test/support/web-client-build.ts'],
  },
});
