#!/usr/bin/env node
// This build's Armada heuristic pilot against another build's, on paired seeds: every seed is played
// twice with the same game seed, each pilot flying each fleet once (seats alternate by seed). Prints
// this build's score (a draw counts half) with a 95% interval over the pairs (normal, the spread of
// the pair scores), and ships leaving the play area per 100 games for each pilot. The other build
// is a compiled dist/ folder (e.g. `git worktree add ../sortie-base <commit> && cd ../sortie-base && npm ci &&
// npm run build`). Single-threaded; uses this build's dist/ (run `npm run build` first).
//
//   node scripts/armada-paired.mjs --baseline ../sortie-base/dist [--config configs/armada-core-180.yaml]
//        [--games 2000] [--seed paired-1] [--json]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const baseline = arg('baseline', undefined);
if (!baseline) {
  console.error('armada-paired: --baseline <dist folder of the other build> is required');
  process.exit(2);
}
const config = String(arg('config', 'configs/armada-core-180.yaml'));
const games = Math.max(2, Number(arg('games', 2000)));
const seed = String(arg('seed', 'paired-1'));
const json = process.argv.includes('--json');
const load = (dir, p) => import(pathToFileURL(join(dir, p)).href);
const dist = join(root, 'dist');
const { Rng } = await load(dist, 'core/rng.js');
const { newGame } = await load(dist, 'games/armada/engine/game.js');
const { playGame } = await load(dist, 'games/armada/rules/rounds.js');
const { resolveArmadaSetup } = await load(dist, 'games/armada/formats/resolve-setup.js');
const pilots = [
  (await load(dist, 'games/armada/pilots/heuristic-pilot.js')).heuristicPilot,
  (await load(resolve(baseline), 'games/armada/pilots/heuristic-pilot.js')).heuristicPilot,
];
const raw = parse(readFileSync(config, 'utf8'));
const setup = resolveArmadaSetup(raw);
const rounds = 6;

/** Plays one game; `who[i]` is the pilot (0 this build, 1 the baseline) of side i. */
function play(gameSeed, swap, who) {
  const r = new Rng(gameSeed);
  const controllers = who.map((p, i) => pilots[p](r.fork(`pilot-${i}`)));
  const exits = [0, 0];
  const onEvent = (e) => {
    if (e.type === 'destroyed' && e.kind === 'ship' && e.reason === 'left the play area')
      exits[who[e.side]]++;
  };
  const g = newGame(setup, {
    seed: gameSeed,
    swapSeats: swap,
    roundCap: rounds,
    controllers,
    onEvent,
  });
  playGame(g.ctx, rounds, g.outcome.firstRoundDials);
  const w = g.ctx.state.over?.winner ?? null;
  return { score: w === null ? 0.5 : who[w] === 0 ? 1 : 0, exits };
}

const pairs = Math.ceil(games / 2);
const pairScores = [];
const exits = [0, 0];
for (let k = 0; k < pairs; k++) {
  let s = 0;
  for (const who of [
    [0, 1],
    [1, 0],
  ]) {
    const r = play(`${seed}-${k}`, k % 2 === 1, who);
    s += r.score;
    exits[0] += r.exits[0];
    exits[1] += r.exits[1];
  }
  pairScores.push(s / 2);
}
const n = pairScores.length;
const mean = pairScores.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(pairScores.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
const half = (1.96 * sd) / Math.sqrt(n);
const out = {
  config,
  games: 2 * n,
  seed,
  score: mean,
  ci95: [mean - half, mean + half],
  exitsPer100: { build: (100 * exits[0]) / (2 * n), baseline: (100 * exits[1]) / (2 * n) },
};
if (json) console.log(JSON.stringify(out, null, 2));
else {
  console.log(
    `${config}: this build's heuristic vs the baseline's, ${2 * n} games (${n} pairs, seed ${seed}): ` +
      `${(100 * mean).toFixed(1)}% [${(100 * (mean - half)).toFixed(1)}-${(100 * (mean + half)).toFixed(1)}]`,
  );
  console.log(
    `ships leaving the play area per 100 games: this build ${out.exitsPer100.build.toFixed(2)}, ` +
      `baseline ${out.exitsPer100.baseline.toFixed(2)}`,
  );
}
