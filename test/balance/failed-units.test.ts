// A balance tool's verdict that rests on a run with failed games carries a flag naming that run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedFlags, failedUnits } from '../../src/balance/failed-units.js';
import { tempDir } from '../runner/helpers.js';

describe('failed games under a tool', () => {
  it('names each run folder with failed games', () => {
    const out = tempDir();
    for (const [run, errors] of [
      ['runs/heuristic/c01', 0],
      ['runs/heuristic/c02', 3],
      ['runs/random/c01', 1],
    ] as const) {
      mkdirSync(join(out, run), { recursive: true });
      writeFileSync(join(out, run, 'games.ndjson'), '');
      writeFileSync(join(out, run, 'manifest.json'), JSON.stringify({ errors }));
    }
    const units = failedUnits(out);
    expect(units).toEqual([
      { run: 'runs/heuristic/c02', failedGames: 3 },
      { run: 'runs/random/c01', failedGames: 1 },
    ]);
    expect(failedFlags(units)).toEqual([
      'the verdicts resting on runs/heuristic/c02 leave out 3 failed games (see its errors.ndjson)',
      'the verdicts resting on runs/random/c01 leave out 1 failed game (see its errors.ndjson)',
    ]);
  });
});
