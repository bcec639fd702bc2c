// tally.json is a cache with a checksum: an edited one is never trusted. `--resume`
// rebuilds the statistics from games.ndjson and says so in one line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../balance/balance-helpers.js';
import { readTallyCheckpoint } from '../../src/runner/tally-checkpoint.js';
import { tempDir } from '../runner/helpers.js';

const dir = tempDir();

const run = (out: string, games: number, ...extra: string[]) =>
  cli(
    'run',
    'test/fixtures/toy-duel.yaml',
    '--out',
    out,
    '--games',
    String(games),
    '--threads',
    '0',
    '--quiet',
    ...extra,
  );
const summary = (out: string) => readFileSync(join(out, 'summary.json'), 'utf8');

/** Sets every "wins" count in tally.json to `n`, keeping its checksum. */
function forgeWins(out: string, n: number): void {
  const file = join(out, 'tally.json');
  const text = readFileSync(file, 'utf8');
  const forged = text.replace(/"wins":\d+/, `"wins":${n}`);
  expect(forged).not.toBe(text);
  writeFileSync(file, forged);
}

describe('tally.json carries a checksum', () => {
  it('--resume rebuilds from games.ndjson when tally.json was edited, and says so', async () => {
    const truth = join(dir, 'truth');
    expect((await run(truth, 40)).code).toBe(0);

    const out = join(dir, 'edited');
    expect((await run(out, 20, '--no-report')).code).toBe(0);
    expect(readTallyCheckpoint(out)).not.toBeNull();
    forgeWins(out, 399);
    expect(readTallyCheckpoint(out)).toBeNull();
    const r = await run(out, 40, '--resume');
    expect(r.code).toBe(0);
    const warnings = r.err.split('\n').filter((l) => l.startsWith('warning:'));
    expect(warnings).toEqual([
      `warning: ${join(out, 'tally.json')} does not match its checksum (edited or damaged): the statistics are rebuilt from games.ndjson`,
    ]);
    expect(summary(out)).toBe(summary(truth));
  });

  it('sortie report ignores an edited tally.json too', async () => {
    const out = join(dir, 'report');
    expect((await run(out, 40)).code).toBe(0);
    const before = summary(out);
    forgeWins(out, 7);
    const r = await cli('report', out, '--no-charts', '--no-html');
    expect(r.code).toBe(0);
    expect(summary(out)).toBe(before);
  });
});
