import { defineConfig } from 'vitest/config';

/** Default suite: fast unit, rulebook and property tests. Slow suites live in test/slow. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/slow/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
