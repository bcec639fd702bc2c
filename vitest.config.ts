import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Default suite: fast unit, rulebook and property tests. Slow suites live in test/slow. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/slow/**', 'node_modules/**'],
    // Time limits only catch hangs: a busy or one-core machine (scripts/busy-machine.sh) must pass.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Files share each fork's module graph: re-importing the engines for every file cost
    // most of the suite's time. Tests restore what they change (spies, env, cwd).
    isolate: false,
    // One fork per core (vitest's default leaves one core idle: a single fork on 2 cores).
    maxWorkers: availableParallelism(),
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/helpers/file-cleanup.ts'],
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
