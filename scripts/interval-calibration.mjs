#!/usr/bin/env node
// Interval calibration: does the interval a run reports match the spread of its win rate over
// independent master seeds? Plays a config's matchups under `--seeds` master seeds of `--games`
// games each, through the runner's own batch path and statistics (dist/, run `npm run build`
// first), and prints per matchup, for its first side: the mean win rate, the standard deviation
// of the win rate over the seeds, the mean standard error the runs reported (the 95% interval's
// half-width / 1.96) and their ratio (1 is honest; above 1 the intervals are too narrow). The
// same ratio for a Wilson interval over games ("games as unit") shows what it would be if
// every game counted as independent. Also the mean effective and distinct games per run.
//
//   node scripts/interval-calibration.mjs CONFIG [--seeds 40] [--games 100] [--seed-prefix cal] [--dist DIR] [--json]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, d) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : d;
};
const file = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1].startsWith('--')));
if (!file) {
  console.error(
    'usage: node scripts/interval-calibration.mjs CONFIG [--seeds 40] [--games 100] [--seed-prefix cal] [--json]',
  );
  process.exit(2);
}
const seeds = Number(opt('seeds', 40));
const games = Number(opt('games', 100));
const prefix = opt('seed-prefix', 'cal');
const dist = resolve(opt('dist', join(root, 'dist')));
const load = (p) => import(pathToFileURL(join(dist, p)).href);
const { loadConfig } = await load('config/load-config.js');
const { playBatch } = await load('runner/play-batch.js');
const { infoOf } = await load('runner/batch-results.js');
const { ResultsAggregator } = await load('stats/results-aggregator.js');
const { SEED_SCHEME } = await load('core/rng.js');
const { wilsonInterval, Z95 } = await load('stats/wilson.js');

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

const runs = new Map();
for (let s = 0; s < seeds; s++) {
  const config = await loadConfig(file, { games, seed: `${prefix}-${s}` });
  for (const m of config.matchups) {
    const info = infoOf(m);
    const res = await playBatch({
      matchup: m,
      games: [...Array(m.games).keys()],
      seedScheme: SEED_SCHEME,
      metrics: 'inline',
      tally: info,
    });
    const failed = res.results.filter((r) => typeof r !== 'string').length;
    const agg = new ResultsAggregator([info], []);
    agg.mergeData(res.tally);
    const sum = agg.finish().matchups[0];
    const side = sum.sides[0];
    const w = wilsonInterval(side.wins, sum.games);
    const list = runs.get(m.name) ?? [];
    list.push({
      rate: side.winRate,
      se: (side.ciHigh - side.ciLow) / (2 * Z95),
      seGames: (w.high - w.low) / (2 * Z95),
      effective: sum.effectiveGames,
      distinct: sum.distinctGames,
      games: sum.games,
      failed,
    });
    runs.set(m.name, list);
  }
  if (!args.includes('--json')) process.stderr.write(`\rseed ${s + 1}/${seeds}`);
}
if (!args.includes('--json')) process.stderr.write('\n');

const out = [...runs].map(([matchup, list]) => {
  const spread = sd(list.map((r) => r.rate));
  return {
    matchup,
    seeds: list.length,
    games: games,
    winRate: mean(list.map((r) => r.rate)),
    spread,
    reportedSe: mean(list.map((r) => r.se)),
    ratio: spread / mean(list.map((r) => r.se)),
    ratioGamesAsUnit: spread / mean(list.map((r) => r.seGames)),
    effectiveGames: mean(list.map((r) => r.effective)),
    distinctGames: mean(list.map((r) => r.distinct ?? NaN)),
    failedGames: list.reduce((a, r) => a + r.failed, 0),
  };
});
if (args.includes('--json')) console.log(JSON.stringify(out));
else {
  const f = (x, d = 3) => x.toFixed(d);
  for (const o of out) {
    console.log(
      `${o.matchup}: ${o.seeds} seeds × ${o.games} games, first side wins ${f(o.winRate)}; spread over seeds ${f(o.spread, 4)}, reported SE ${f(o.reportedSe, 4)}: ratio ${f(o.ratio, 2)}× (games as unit: ${f(o.ratioGamesAsUnit, 2)}×); effective ${f(o.effectiveGames, 1)}, distinct ${f(o.distinctGames, 1)} games per run${o.failedGames ? `; ${o.failedGames} failed games` : ''}`,
    );
  }
}
