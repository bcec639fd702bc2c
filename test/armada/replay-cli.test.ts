/**
 * `sortie replay` on the results folder of an Armada run writes the board picture next to the log.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { countClass, xmlProblems } from './replay-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sortie-armada-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(console, 'log').mockImplementation(
    (...a: unknown[]) => void (out += a.join(' ') + '\n'),
  );
  vi.spyOn(console, 'error').mockImplementation(
    (...a: unknown[]) => void (err += a.join(' ') + '\n'),
  );
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (s: string | Uint8Array) => ((out += String(s)), true),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (s: string | Uint8Array) => ((err += String(s)), true),
  );
  try {
    return { code: await runCli(args), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('sortie replay (Armada)', () => {
  it('writes replays/game-N.svg for a game of an armada-learning run', async () => {
    const out = join(dir, 'learning');
    const args = ['--out', out, '--games', '4', '--threads', '0', '--quiet', '--no-report'];
    const run = await cli('run', 'configs/armada-learning.yaml', ...args);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const r = await cli('replay', out, '--game', '1');
    expect(r.code).toBe(0);
    expect(r.err).toContain('the replay matches games.ndjson');
    const file = join(out, 'replays', 'game-1.svg');
    expect(existsSync(file)).toBe(true);
    expect(existsSync(join(out, 'replays', 'game-1.log'))).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Rebels vs Imperials');
    // The learning fleets: a Victory II against a CR90 and a Nebulon-B.
    expect(countClass(svg, 'ship-base')).toBe(3);
  });
});
