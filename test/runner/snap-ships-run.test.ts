/**
 * The runner on the real Snap Ships engine: the default matchup (configs/default.yaml)
 * gives byte-identical games.ndjson with 1 and 2 worker threads, and every game finishes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { GameLine } from '../../src/runner/game-line.js';
import { runMatchups } from '../../src/runner/run.js';
import { ndjson, read, tempDir } from './helpers.js';

const dir = tempDir();

describe('snap-ships default matchup through the runner', () => {
  it('plays 40 games identically on 1 and 2 threads, without failures', async () => {
    const config = await loadConfig('configs/default.yaml', { games: 40 });
    expect(config.matchups[0]).toMatchObject({
      name: 'default',
      game: 'snap-ships',
      format: 'duel',
      sides: ['Forge', 'Komplex'],
      seatSwap: true,
    });
    for (const threads of [1, 2]) {
      const r = await runMatchups({ config, outDir: join(dir, `t${threads}`), threads });
      expect(r).toMatchObject({ played: 40, errors: 0, stoppedBy: null });
    }
    const one = read(join(dir, 't1', 'games.ndjson'));
    expect(read(join(dir, 't2', 'games.ndjson'))).toBe(one);
    const lines = ndjson<GameLine>(join(dir, 't1', 'games.ndjson'));
    expect(lines.map((l) => l.game)).toEqual([...Array(40).keys()]);
    for (const l of lines) {
      expect([0, 1]).toContain(l.firstSide);
      expect(l.sides.map((s) => s.name)).toEqual(['Forge', 'Komplex']);
      expect(l.rounds).toBeGreaterThan(0);
    }
  });
});
