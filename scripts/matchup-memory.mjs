#!/usr/bin/env node
// Memory a run needs per matchup: peak RSS of `sortie run` on configs of N two-game
// Snap Ships matchups (random pilots, main thread), and the slope between the sizes.
// Usage: node scripts/matchup-memory.mjs [N1 N2 ...]   (default: 100 1000 3000)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const sizes = process.argv.slice(2).map(Number);
const ns = sizes.length ? sizes : [100, 1000, 3000];
const cli = resolve('dist/cli/main.js');
const dir = mkdtempSync(join(tmpdir(), 'sortie-matchup-memory-'));

/** A config of `n` two-game matchups. */
function config(n) {
  const lines = [
    'name: many',
    'game: snap-ships',
    'format: duel',
    'games: 2',
    'seed: 1',
    'matchups:',
  ];
  for (let i = 0; i < n; i++) {
    lines.push(
      `  - name: m${i}`,
      '    sides:',
      '      - {name: A, ships: [{preset: sabre-xf-23-fighter, pilot: random}]}',
      '      - {name: B, ships: [{preset: scarab-klaw-interceptor, pilot: random}]}',
    );
  }
  return lines.join('\n') + '\n';
}

const rows = [];
try {
  for (const n of ns) {
    const file = join(dir, `m${n}.yaml`);
    writeFileSync(file, config(n));
    const t0 = Date.now();
    const r = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        '%M',
        process.execPath,
        cli,
        'run',
        file,
        '--threads',
        '0',
        '--quiet',
        '--no-report',
        '--out',
        join(dir, `out${n}`),
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0)
      throw new Error(
        `run of ${n} matchups failed: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      );
    const kb = Number(r.stderr.trim().split('\n').at(-1));
    rows.push({
      matchups: n,
      peakMB: Math.round(kb / 1024),
      seconds: Math.round((Date.now() - t0) / 100) / 10,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const [a, b] = [rows[0], rows.at(-1)];
const perMatchupKB =
  b.matchups > a.matchups
    ? Math.round(((b.peakMB - a.peakMB) * 1024) / (b.matchups - a.matchups))
    : null;
console.log(JSON.stringify({ rows, perMatchupKB }, null, 2));
