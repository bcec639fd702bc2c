#!/usr/bin/env node
// Ships leaving the play area per 100 games: plays a matchup with `sortie run` (one worker thread)
// and reads its pilot-slips table (heuristic sides only): every exit (`exits`), the forced exits an
// earlier course could have avoided (`forced_exits`) and exits while an in-area course existed
// (`left_area`), per 100 games, per side and in all. Uses the compiled dist/ (`npm run build`).
//
//   node scripts/armada-exits.mjs [--config configs/armada-learning.yaml] [--games 400] [--seed exits-1] [--json]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const config = String(arg('config', 'configs/armada-learning.yaml'));
const games = Math.max(2, Number(arg('games', 400)));
const seed = String(arg('seed', 'exits-1'));
const json = process.argv.includes('--json');

const out = mkdtempSync(join(tmpdir(), 'sortie-exits-'));
try {
  execFileSync(
    process.execPath,
    [
      join(root, 'dist/cli/main.js'),
      'run',
      config,
      '--games',
      String(games),
      '--seed',
      seed,
      '--threads',
      '1',
      '--out',
      out,
      '--quiet',
      '--force',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const [head, ...lines] = readFileSync(join(out, 'pilot-slips.csv'), 'utf8').trim().split('\n');
  const cols = head.split(',');
  const at = (row, name) => Number(row[cols.indexOf(name)]);
  const sides = lines
    .map((l) => l.split(','))
    .map((r) => ({
      matchup: r[cols.indexOf('matchup')],
      side: r[cols.indexOf('side')],
      games: at(r, 'games_observed'),
      exitsPer100: 100 * at(r, 'exits_mean'),
      forcedPer100: 100 * at(r, 'forced_exits_mean'),
      leftAreaPer100: 100 * at(r, 'left_area_mean'),
    }));
  const total = sides.reduce((a, s) => a + s.exitsPer100, 0);
  if (json)
    console.log(JSON.stringify({ config, games, seed, exitsPer100: total, sides }, null, 2));
  else {
    console.log(
      `${config}: ${games} games (seed ${seed}): ${total.toFixed(2)} ships leaving the play area per 100 games`,
    );
    for (const s of sides) {
      console.log(
        `  ${s.side}: exits ${s.exitsPer100.toFixed(2)}, unplanned forced ${s.forcedPer100.toFixed(2)}, ` +
          `with an in-area course ${s.leftAreaPer100.toFixed(2)} per 100 games`,
      );
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
