import { defineConfig } from 'vitest/config';

/** Slow suites (exhaustive runner, large seeded batches): run in CI, not by `npm test`. */
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts'],
    testTimeout: 1_800_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
