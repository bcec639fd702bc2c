/**
 * A worker loads the games it is told to preload as soon as it starts, before any batch is
 * sent: `sortie run` starts its first worker before the CLI modules load and the config is
 * resolved, and that head start is lost if the worker only loads the game with its first
 * batch (an idle piscina worker blocked in Atomics.wait ran no asynchronous work).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { registerGameModule } from '../../src/games/registry.js';
import { createExecutor, type Executor } from '../../src/runner/executor.js';

const MARKED = pathToFileURL('test/fixtures/toy-game-marked.mjs').href;

describe('worker preload', () => {
  let executor: Executor | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await executor?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    delete process.env.SORTIE_TEST_LOAD_MARKER;
  });

  it('loads the preloaded game before the first batch arrives', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sortie-preload-'));
    const marker = join(dir, 'loaded');
    process.env.SORTIE_TEST_LOAD_MARKER = marker;
    registerGameModule('toy-marked', MARKED);
    executor = createExecutor(1, { preload: ['toy-marked'] });
    // No batch is ever sent: only the preload can load the module.
    for (let i = 0; i < 200 && !existsSync(marker); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(marker), 'the worker had not loaded the game 10 s after it started').toBe(
      true,
    );
    expect(readFileSync(marker, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
