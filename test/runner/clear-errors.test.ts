// Every mistake on the command line or in
// a config file gets one clear line, with no stack trace and no resource exhaustion.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { tempDir } from './helpers.js';

const dir = tempDir();
const TOY = 'test/fixtures/toy-duel.yaml';

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(console, 'log').mockImplementation(
    (...a: unknown[]) => void (out += a.join(' ') + '\n'),
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

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('command-line mistakes: one line, the reason first', () => {
  it.each([
    [
      ['validate', TOY, '--games', 'abc'],
      'error: --games must be a whole number ≥ 1 (see: sortie validate --help)',
    ],
    [
      ['validate', TOY, '--games', '-5'],
      'error: --games must be a whole number ≥ 1 (see: sortie validate --help)',
    ],
    [
      ['validate', TOY, '--games', '1000000000000'],
      'error: --games must be at most 1,000,000,000 per matchup (see: sortie validate --help)',
    ],
    [
      ['run', TOY, '--max-errors', '0'],
      'error: --max-errors must be a whole number ≥ 1 (see: sortie run --help)',
    ],
    [
      ['run', TOY, '--max-errors', '-3'],
      'error: --max-errors must be a whole number ≥ 1 (see: sortie run --help)',
    ],
    [['frobnicate'], 'error: Unknown argument: frobnicate (see: sortie --help)'],
  ])('%j', async (args, line) => {
    const r = await cli(...args);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${line}\n`);
  });

  it.each([
    [
      ['calc', 'attack', '--part', 'mk16-autocannon', '--evasion', '9'],
      'error: --evasion must be a whole number from 0 to 6, got 9 (see: sortie calc --help)',
    ],
    [
      ['calc', 'attack', '--dice', '1000000', '--accuracy', '2', '--damage', '1', '--evasion', '3'],
      'error: --dice must be a whole number from 0 to 40, got 1000000 (see: sortie calc --help)',
    ],
    [
      ['calc', 'attack', '--part', 'mk16-autocannon', '--evasion', '3', '--range', 'abc'],
      'error: --range must be a whole number from 0 to 10, got not a number (see: sortie calc --help)',
    ],
    [
      ['calc', 'missiles', '--missile', 'light', '--count', '-2', '--evasion', '3'],
      'error: --count must be a whole number from 0 to 40, got -2 (see: sortie calc --help)',
    ],
    [
      ['calc', 'attack', '--part', 'nosuch-part', '--evasion', '3'],
      'error: unknown part "nosuch-part"',
    ],
    [
      ['calc', 'attack', '--part', 'mk16-autocanon', '--evasion', '3'],
      'error: unknown part "mk16-autocanon"; did you mean "mk16-autocannon"?',
    ],
  ])('calc %j is refused in one line', async (args, line) => {
    const r = await cli(...args);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${line}\n`);
  });

  it('suggestions are real neighbours only', async () => {
    const cfg = file(
      'hole.yaml',
      'game: snap-ships\nformat: duel\nterrain: {tiles: [{type: black-hole, x: 45, y: 45, rotation: 0}]}\nsides:\n  - name: A\n    ships: [{preset: sabre-xf-23-fighter}]\n  - name: B\n    ships: [{preset: scarab-klaw-interceptor}]\n',
    );
    const r = await cli('validate', cfg);
    expect(r.code).toBe(1);
    expect(r.err).toContain('terrain.tiles[0].type: unknown terrain type "black-hole"\n');
    expect(r.err).not.toContain('did you mean');
  });

  it('says what is wrong with a shard', async () => {
    const r = await cli('run', TOY, '--shard=-1/2', '--out', join(dir, 'x'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('the shard index i must be 0 or more');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    const over = await cli('run', TOY, '--shard', '2/2', '--out', join(dir, 'x'));
    expect(over.err).toContain('(2 shards are numbered 0 to 1)');
  });

  it('caps --threads at the cores with a warning unless --oversubscribe', () => {
    const r = spawnSync(
      process.execPath,
      [
        'test/fixtures/toy-cli.mjs',
        'run',
        TOY,
        '--threads',
        '999',
        '--out',
        join(dir, 'threads'),
        '--no-report',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /warning: --threads 999 is more than the \d+ cores here: using \d+ \(--oversubscribe to insist\)/,
    );
    expect(r.stderr).not.toContain('999 threads');
  });

  it('a closed pipe ends the command quietly', () => {
    const r = spawnSync('bash', ['-c', `node dist/cli/main.js list parts | head -1`], {
      encoding: 'utf8',
    });
    expect(r.stdout.trim()).toMatch(/^id\s+faction/);
    expect(r.stderr).toBe('');
  });
});

describe('config files that would hurt', () => {
  it('unknown YAML tags are errors at their position, not silent strings', async () => {
    const path = file(
      'tags.yaml',
      `game: toy-dice\nformat: !!js/function duel\nsides: !include sides.yaml\n`,
    );
    const r = await cli('validate', path);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${path}:2:9: unsupported YAML tag: tag:yaml.org,2002:js/function`);
    expect(r.err).toContain(`${path}:3:8: unsupported YAML tag: !include`);
  });

  it('a YAML alias bomb is refused with a position', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++)
      levels.push(
        `${'abcdefgh'[i]}: &${'abcdefgh'[i]} [${Array(10)
          .fill(`*${'abcdefgh'[i - 1]}`)
          .join(', ')}]`,
      );
    const r = await cli('validate', file('bomb.yaml', levels.join('\n') + '\n'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bomb\.yaml:2:\d+: aliases expand too far/);
    expect(r.err).not.toMatch(/at .*\.js:\d+/);
  });

  it('invalid UTF-8 is named with its line', async () => {
    const r = await cli(
      'validate',
      file(
        'latin1.yaml',
        Buffer.concat([
          Buffer.from('game: toy-dice\nname: caf'),
          Buffer.from([0xe9]),
          Buffer.from('\n'),
        ]),
      ),
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/latin1\.yaml:2:10: the file is not valid UTF-8 text/);
  });

  it('a huge file and a huge list are refused before they cost memory', async () => {
    const big = await cli('validate', file('big.yaml', `# ${'x'.repeat(3 * 1024 * 1024)}\n`));
    expect(big.code).toBe(1);
    expect(big.err).toContain('the file is 3.0 MB: a config may be at most 2 MB');
    const long = await cli(
      'validate',
      file('long.yaml', `game: toy-dice\nsides: [${Array(10_001).fill('{}').join(', ')}]\n`),
    );
    expect(long.code).toBe(1);
    expect(long.err).toContain('long.yaml:2:8: a list of 10001 items: at most 10000 are allowed');
  });

  it('games beyond what the runner can hold are refused at validation', async () => {
    const text = (await import('node:fs'))
      .readFileSync(TOY, 'utf8')
      .replace('games: 60', 'games: 1000000000000');
    const r = await cli('validate', file('many.yaml', text));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/many\.yaml:5:8: games: must be at most 1,000,000,000 per matchup/);
  });

  it('a missing config suggests the near name', async () => {
    const r = await cli('validate', 'test/fixtures/toy-dule.yaml');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'test/fixtures/toy-dule.yaml:1:1: no such file (did you mean "test/fixtures/toy-duel.yaml"?)',
    );
  });
});

describe('pilots audit: command-line mistakes in one line', () => {
  const empty = join(dir, 'empty-folder');
  mkdirSync(empty);
  it.each([
    [
      ['pilots', 'audit', join(dir, 'nope.yaml')],
      `error: ${join(dir, 'nope.yaml')} does not exist (give a config file or a results folder)`,
    ],
    [['pilots', 'audit', empty], `error: ${empty} has no manifest.json: not a results folder`],
    [
      ['pilots', 'audit', 'test/fixtures/toy-duel.yaml'],
      /^error: the toy-dice game has no pilot audit \(matchup [\w-]+\)$/,
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--reference', 'oracle'],
      'error: --reference must be one of heuristic, search for snap-ships, got "oracle"',
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--matchup', 'pilots-audit-dul'],
      'error: no matchup "pilots-audit-dul" in configs/pilots-audit-duel.yaml (did you mean "pilots-audit-duel"?)',
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--rollouts', '1'],
      'error: --rollouts must be a whole number ≥ 2, got 1 (see: sortie pilots --help)',
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--max-options', '1'],
      'error: --max-options must be a whole number ≥ 2, got 1 (see: sortie pilots --help)',
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--rollouts', 'many'],
      'error: --rollouts must be a whole number ≥ 2, got not a number (see: sortie pilots --help)',
    ],
    [
      ['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--decisions', '0'],
      'error: --decisions must be a whole number ≥ 1, got 0 (see: sortie pilots --help)',
    ],
  ])('%j', async (args, line) => {
    const r = await cli(...args);
    expect(r.code).toBe(1);
    if (typeof line === 'string') expect(r.err).toBe(`${line}\n`);
    else {
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err.trim()).toMatch(line);
    }
  });
});
