// A balance tool runs many units under one Ctrl-C signal; each run removes
// its listener, so no MaxListenersExceededWarning however many units there are.
import { getEventListeners } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatchups } from '../../src/runner/run.js';
import { tempDir, toyDuel } from './helpers.js';

const dir = tempDir();

describe('runs under one signal', () => {
  it('leave no abort listener behind', async () => {
    const controller = new AbortController();
    const config = await toyDuel('', { games: 4 });
    for (let i = 0; i < 12; i++)
      await runMatchups({
        config,
        outDir: join(dir, `u${i}`),
        threads: 0,
        signal: controller.signal,
      });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
