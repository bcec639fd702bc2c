// A standard output that cannot be written (`> /dev/full`) ends every command with one
// line and exit 1, never an uncaught stack trace; a reader closing the pipe ends quietly.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const dir = tempDir();
const full = existsSync('/dev/full') ? openSync('/dev/full', 'w') : null;
afterAll(() => full !== null && closeSync(full));

/** Runs `sortie` with its stdout on /dev/full. */
function toFullDisk(args: string[]): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ['dist/cli/main.js', ...args], {
    stdio: ['ignore', full!, 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr };
}

describe.skipIf(full === null)('a full standard output', () => {
  const results = join(dir, 'made');
  it.each([
    [['--help']],
    [['--version']],
    [['list', 'chassis']],
    [['show', 'sabre-xf-23-fighter']],
    [['calc', 'attack', '--part', 'mk16-autocannon', '--evasion', '3']],
    [['validate', 'configs/default.yaml']],
    [['content', 'check']],
    [
      [
        'run',
        'configs/default.yaml',
        '--games',
        '2',
        '--threads',
        '0',
        '--out',
        results,
        '--quiet',
      ],
    ],
    [['replay', results, '--game', '1']],
    [['diff', results, results, '--out', join(dir, 'diff')]],
  ])('sortie %j: one line, exit 1', (args) => {
    const r = toFullDisk(args);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).toMatch(/(^|\n)error: cannot write the output: the disk is full\n$/);
    expect(r.stderr.match(/error:/g)).toHaveLength(1);
    expect(r.status).toBe(1);
  });

  it('a reader closing the pipe ends the command quietly', () => {
    const r = spawnSync(
      'bash',
      ['-c', 'node dist/cli/main.js list chassis | head -1; echo "status ${PIPESTATUS[0]}"'],
      { encoding: 'utf8' },
    );
    expect(r.stdout).toMatch(/status 0\n$/);
    expect(r.stderr).toBe('');
  });
});
