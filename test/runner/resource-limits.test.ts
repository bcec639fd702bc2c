// What a machine can hold: --oversubscribe has a ceiling (4 threads a core), and a config
// may hold only the matchups that fit in half the machine's memory (about 1 MB each,
// measured by scripts/matchup-memory.mjs).
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCHUP_BYTES, maxMatchups } from '../../src/config/limits.js';
import { cli, workspace } from '../balance/balance-helpers.js';

const ws = workspace();

describe('resource limits', () => {
  it('--oversubscribe refuses more than 4 threads a core, saying so', async () => {
    const cores = availableParallelism();
    const r = await cli(
      'run',
      'test/fixtures/toy-duel.yaml',
      '--threads',
      String(4 * cores + 1),
      '--oversubscribe',
      '--out',
      join(ws.dir, 'x'),
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `error: --threads ${4 * cores + 1} is more than 4× the ${cores} cores here, the most --oversubscribe allows (${4 * cores})\n`,
    );
  });

  it('the matchup limit is half the memory at about 1 MB a matchup', () => {
    expect(MATCHUP_BYTES).toBe(1024 * 1024);
    expect(maxMatchups(4 * 1024 ** 3)).toBe(2048);
    expect(maxMatchups(24 * 1024 ** 3)).toBe(12288);
    expect(maxMatchups(64 * 1024 ** 2)).toBe(100);
  });
});
