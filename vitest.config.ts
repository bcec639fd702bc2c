import { defineConfig } from 'vitest/config';

/** Default suite: fast unit, rulebook and property tests. Slow suites live in test/slow. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/slow/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // `npm run coverage`: lines of src/ run by the default suite in its own processes (code that
    // runs only in spawned CLI processes or worker threads, from dist/, is not counted).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'results/coverage',
    },
  },
});
