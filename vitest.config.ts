import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser tests have a run of their own: npm run test:browser (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, 'test/browser/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/support/pglite-template.ts', 'test/support/web-client-build.ts'],
  },
});
