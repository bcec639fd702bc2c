import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Slow suites (exhaustive runner, large seeded batches): run in CI, not by `npm test`. */
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Files share each fork's module graph: re-importing the engines for every file cost
    // most of the suite's time. Tests restore what they change (spies, env, cwd).
    isolate: false,
    // One fork per core (vitest's default leaves one core idle: a single fork on 2 cores).
    maxWorkers: availableParallelism(),
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/helpers/file-cleanup.ts'],
  },
});
