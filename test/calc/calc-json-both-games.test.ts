// `calc --json` of both games prints no float noise (3.1999999999999993):
// at most 12 significant digits a number (exact binary fractions such as 27/32768 =
// 0.000823974609375 stay exact), through the compiled CLI.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const CLI = resolve('dist', 'cli', 'main.js');

/** Every number literal of a JSON text. */
const numbers = (json: string) =>
  [...json.matchAll(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi)].map((m) => m[0]);
/** Significant digits of a plain decimal literal. */
const significant = (n: string) =>
  n.replace(/^-/, '').replace('.', '').replace(/e.*$/i, '').replace(/^0+/, '').length;

describe('calc --json numbers, both games', () => {
  test.each([
    [
      'attack',
      '--part',
      'mk16-autocannon',
      '--evasion',
      '1',
      '--cover',
      'none',
      '--position',
      'flank',
    ],
    [
      'attack',
      '--part',
      'mk16-autocannon',
      '--evasion',
      '3',
      '--cover',
      'soft',
      '--position',
      'rear',
    ],
    ['missiles', '--missile', 'light', '--count', '3', '--evasion', '4'],
    ['armada', '--dice', '3R3U', '--tokens', 'brace'],
    ['armada', '--dice', '2B1R3U', '--target', 'squadron'],
    ['armada', '--dice', '4R2B1U', '--tokens', 'brace,evade,redirect:2', '--range', 'medium'],
  ])('calc %s …', (...args) => {
    const r = spawnSync(process.execPath, [CLI, 'calc', ...args, '--json'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const json = r.stdout.trim();
    expect(() => JSON.parse(json)).not.toThrow();
    for (const n of numbers(json)) expect(significant(n), n).toBeLessThanOrEqual(12);
  });
});
