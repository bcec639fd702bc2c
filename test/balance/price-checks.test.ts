// `sortie price` checks what it needs before playing: builds that all cost
// the same give one positioned error and no game is played.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, TOY_CUP, workspace } from './balance-helpers.js';

const ws = workspace();

describe('sortie price before playing', () => {
  it('refuses builds of one cost with a positioned error, having played nothing', async () => {
    const file = ws.file(
      'same.yaml',
      TOY_CUP.replace('points: 3', 'points: 2').replace('points: 4', 'points: 2'),
    );
    const out = join(ws.dir, 'same');
    const r = await cli('price', file, '--out', out, '--threads', '0', '--quiet');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:6:1: builds: every build costs 2 points, so the strength a point buys cannot be measured: add builds of other costs, or set eloPerPoint`,
    );
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(existsSync(join(out, 'runs'))).toBe(false);
    // validate says the same for the price reading, and still accepts it as a tournament.
    const v = await cli('validate', file);
    expect(v.code).toBe(0);
    expect(v.out).toContain('sortie price: does not apply');
  });

  it('with eloPerPoint the same costs are fine', async () => {
    const file = ws.file(
      'scaled.yaml',
      TOY_CUP.replace('points: 3', 'points: 2').replace('points: 4', 'points: 2') +
        'eloPerPoint: 100\n',
    );
    const r = await cli(
      'price',
      file,
      '--out',
      join(ws.dir, 'scaled'),
      '--threads',
      '0',
      '--quiet',
      '--games',
      '20',
      '--no-charts',
    );
    expect(r.code).toBe(0);
  });
});
