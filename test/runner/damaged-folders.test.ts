// Damaged results folders × every command that reads one: a truncated file, garbage bytes,
// JSON of the wrong type in each file. Each command either handles the damage (exit 0:
// a cut last line, a lost cache) or stops with one `error:` line: never a stack trace,
// never an internal error. One tiny folder is made once and each variant copies it.
import { cpSync, existsSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, TOY_CUP, workspace } from '../balance/balance-helpers.js';

const ws = workspace();
const base = join(ws.dir, 'base');
const shards = [0, 1].map((i) => join(ws.dir, `shard${i}`));
const cup = ws.file('cup.yaml', TOY_CUP.replace('games: 60', 'games: 6'));
const cupBase = join(ws.dir, 'cup');
const DUEL = 'test/fixtures/toy-duel.yaml';

beforeAll(async () => {
  const runs = [
    await cli(
      'run',
      DUEL,
      '--games',
      '12',
      '--out',
      base,
      '--threads',
      '0',
      '--quiet',
      '--no-report',
    ),
    ...(await Promise.all([0, 1].map(async () => null))),
  ];
  for (const [i, s] of shards.entries())
    runs.push(
      await cli(
        'run',
        DUEL,
        '--games',
        '12',
        '--shard',
        `${i}/2`,
        '--out',
        s,
        '--threads',
        '0',
        '--quiet',
        '--no-report',
      ),
    );
  runs.push(
    await cli('tournament', cup, '--out', cupBase, '--threads', '0', '--quiet', '--no-charts'),
  );
  for (const r of runs) if (r) expect(r.code, r.err).toBe(0);
}, 60_000);

type Damage = (file: string) => void;
const text =
  (t: string): Damage =>
  (f) =>
    writeFileSync(f, t);
const json = (v: unknown): Damage => text(JSON.stringify(v));
const edit =
  (change: (m: any) => void): Damage =>
  (f) => {
    const m = JSON.parse(readFileSync(f, 'utf8'));
    change(m);
    writeFileSync(f, JSON.stringify(m));
  };
const halve: Damage = (f) => truncateSync(f, Math.floor(readFileSync(f).length / 2));
const garbage: Damage = (f) =>
  writeFileSync(
    f,
    Buffer.from([0xff, 0x00, 0x9c, 0x7b, 0x22, 0x0a, 0xde, 0xad, 0xbe, 0xef, 0x0a, 0x5b]),
  );
const appendGarbage: Damage = (f) =>
  writeFileSync(
    f,
    Buffer.concat([readFileSync(f), Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x03])]),
  );
const lineAt =
  (n: number, line: string): Damage =>
  (f) => {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines[n] = line;
    writeFileSync(f, lines.join('\n'));
  };
const remove: Damage = (f) => rmSync(f);

/** file -> damage name -> damage. */
const DAMAGES: Record<string, Record<string, Damage>> = {
  'manifest.json': {
    empty: text(''),
    halved: halve,
    garbage,
    array: json([]),
    object: json({}),
    null: json(null),
    string: json('x'),
    number: json(7),
    'matchups string': edit((m) => (m.matchups = 'x')),
    'matchups numbers': edit((m) => (m.matchups = [1, 2])),
    'matchups null': edit((m) => (m.matchups = null)),
    'matchup name number': edit((m) => (m.matchups[0].name = 5)),
    'config null': edit((m) => (m.config = null)),
    'config text number': edit((m) => (m.config.text = 5)),
    'resolved string': edit((m) => (m.config.resolved = 'x')),
    'resolved empty': edit((m) => (m.config.resolved = [])),
    'shard string': edit((m) => (m.shard = 'x')),
    'seed scheme 99': edit((m) => (m.seedScheme = 99)),
    'metrics file number': edit((m) => (m.metricsFile = 5)),
    'games done string': edit((m) => (m.matchups[0].gamesDone = 'x')),
    'overrides string': edit((m) => (m.config.overrides = 'x')),
  },
  'games.ndjson': {
    empty: text(''),
    halved: halve,
    garbage,
    'garbage appended': appendGarbage,
    'bad middle line': lineAt(2, '{"matchup": broken'),
    'array line': lineAt(1, '[]'),
    'null line': lineAt(1, 'null'),
    'object line': lineAt(1, '{}'),
    'game index string': lineAt(1, '{"matchup":"toy-duel","game":"x","winner":0}'),
    'game index huge': lineAt(1, '{"matchup":"toy-duel","game":1e12,"winner":0,"rounds":3}'),
    removed: remove,
  },
  'metrics.bin': {
    empty: text(''),
    halved: halve,
    garbage,
    'garbage appended': appendGarbage,
    removed: remove,
    // Without the tally cache every command reads the rows themselves.
    'garbage, no tally': (f) => (
      garbage(f),
      rmSync(join(dirname(f), 'tally.json'), { force: true })
    ),
    'halved, no tally': (f) => (halve(f), rmSync(join(dirname(f), 'tally.json'), { force: true })),
  },
  'tally.json': {
    garbage,
    array: json([]),
    null: json(null),
    object: json({}),
    halved: halve,
    'matchups string': edit((m) => (m.matchups = 'x')),
  },
  'errors.ndjson': { garbage, 'array line': text('[]\n') },
};

/** The commands that read a results folder, each on a damaged copy (`dir`). */
const COMMANDS: Record<string, (dir: string, out: string) => string[]> = {
  report: (dir) => ['report', dir, '--no-charts'],
  replay: (dir) => ['replay', dir, '--game', '3'],
  resume: (dir) => [
    'run',
    DUEL,
    '--resume',
    '--games',
    '14',
    '--out',
    dir,
    '--threads',
    '0',
    '--quiet',
    '--no-report',
  ],
  diff: (dir, out) => ['diff', dir, base, '--out', out],
};

/** A one-line failure or a clean success; never a trace or an internal error. */
function expectClean(r: { code: number; err: string }, command: string): void {
  const what = `${command} (exit ${r.code}):\n${r.err}`;
  expect(r.err, what).not.toMatch(/\n\s+at |internal error|undefined|\[object /);
  if (r.code === 0) {
    expect(r.err, what).not.toMatch(/error:/);
    return;
  }
  expect(r.code, what).toBe(1);
  const lines = r.err
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('warning:'));
  expect(lines, what).toHaveLength(1);
  expect(lines[0], what).toMatch(/^error: /);
}

let n = 0;
/** A copy of `from` with `damage` applied to its `file` (skipped when the file is not there). */
function damaged(from: string, file: string, damage: Damage): string | null {
  const dir = join(ws.dir, `v${n++}`);
  cpSync(from, dir, { recursive: true });
  if (!existsSync(join(dir, file))) return null;
  damage(join(dir, file));
  return dir;
}

describe('damaged results folders', () => {
  for (const [file, damages] of Object.entries(DAMAGES)) {
    for (const [name, damage] of Object.entries(damages)) {
      it(`${file} ${name}`, async () => {
        for (const [command, args] of Object.entries(COMMANDS)) {
          const dir = damaged(base, file, damage);
          if (!dir) continue;
          expectClean(await cli(...args(dir, `${dir}-out`)), `${command} with ${file} ${name}`);
        }
        const shard = damaged(shards[0]!, file, damage);
        if (shard)
          expectClean(
            await cli('merge', shard, shards[1]!, '--out', `${shard}-merged`, '--no-report'),
            `merge with ${file} ${name}`,
          );
        const tool = damaged(cupBase, join('runs', 'as-configured', file), damage);
        if (tool)
          expectClean(
            await cli(
              'tournament',
              cup,
              '--out',
              tool,
              '--resume',
              '--threads',
              '0',
              '--quiet',
              '--no-charts',
            ),
            `tournament --resume with ${file} ${name}`,
          );
      });
    }
  }
});

describe('a missing metrics.bin is told as missing, not as a changed engine', () => {
  it('replay compares the line and says the rows are missing', async () => {
    const dir = damaged(base, 'metrics.bin', remove)!;
    const r = await cli('replay', dir, '--game', '3');
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      'warning: the replay matches games.ndjson, but metrics.bin holds no metric rows for this game (missing or cut short)',
    );
    expect(r.err).not.toContain('changed');
  });

  it('--resume says which games it plays again', async () => {
    const dir = damaged(base, 'metrics.bin', remove)!;
    const r = await cli(
      'run',
      DUEL,
      '--resume',
      '--games',
      '14',
      '--out',
      dir,
      '--threads',
      '0',
      '--quiet',
      '--no-report',
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      'warning: metrics.bin holds metric rows for 0 of the 12 games in games.ndjson (missing or cut short): the last 12 are played again (same seeds, same results)\n',
    );
    expect(readFileSync(join(dir, 'games.ndjson'), 'utf8').trim().split('\n')).toHaveLength(14);
  });
});
