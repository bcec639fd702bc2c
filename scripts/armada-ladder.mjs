#!/usr/bin/env node
// Armada pilot ladder: the heuristic pilot against the random pilot in seat-swapped learning-scenario
// games (every seed twice, the heuristic flying each fleet once). Prints the heuristic's score (a draw
// counts half) with its Wilson 95% interval, games per second of heuristic vs heuristic on one core
// (and of random vs random, for the ratio), and the heuristic's bad-behaviour counts per game
// (SPEC §4.3). Uses the compiled dist/ (run `npm run build` first); single-threaded: games/s per core.
//
//   node scripts/armada-ladder.mjs [--games 400] [--speed-games 100] [--seed armada-ladder] [--json]
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);
const { Rng } = await import(dist('core/rng.js'));
const { newGame } = await import(dist('games/armada/engine/game.js'));
const { playGame } = await import(dist('games/armada/rules/rounds.js'));
const { resolveArmadaSetup } = await import(dist('games/armada/formats/resolve-setup.js'));
const { heuristicPilot } = await import(dist('games/armada/pilots/heuristic-pilot.js'));
const { randomPilot } = await import(dist('games/armada/pilots/random-pilot.js'));
const { wilsonInterval } = await import(dist('stats/wilson.js'));

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const games = Math.max(2, Number(arg('games', 400)));
const speedGames = Math.max(1, Number(arg('speed-games', 100)));
const seed = String(arg('seed', 'armada-ladder'));
const json = process.argv.includes('--json');

const setup = resolveArmadaSetup({
  format: 'learning',
  sides: [{ fleet: 'learning-rebels' }, { fleet: 'learning-imperials' }],
});

/** Plays one game; `kinds[i]` is the pilot of side i. Returns the winner and the heuristic stats. */
function play(gameSeed, kinds) {
  const pilotRoot = new Rng(gameSeed);
  const controllers = kinds.map((k, i) =>
    (k === 'heuristic' ? heuristicPilot : randomPilot)(pilotRoot.fork(`pilot-${i}`)),
  );
  const g = newGame(setup, { seed: gameSeed, swapSeats: false, roundCap: 6, controllers });
  playGame(g.ctx, 6, g.outcome.firstRoundDials);
  return {
    winner: g.ctx.state.over?.winner ?? null,
    stats: controllers.map((c) => c.stats ?? null),
  };
}

let score = 0;
const bad = {
  courses: 0,
  leftArea: 0,
  exits: 0,
  forcedExits: 0,
  obstacleOverlaps: 0,
  tokensSpent: 0,
  tokensForNothing: 0,
};
const pairs = Math.ceil(games / 2);
let n = 0;
for (let k = 0; k < pairs; k++) {
  for (const h of [0, 1]) {
    const kinds = h === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'];
    const r = play(`${seed}-${k}`, kinds);
    score += r.winner === h ? 1 : r.winner === null ? 0.5 : 0;
    for (const key of Object.keys(bad)) bad[key] += r.stats[h][key];
    n++;
  }
}
const rate = score / n;
// z = 1.96, as these scripts have always printed.
const { low: lo, high: hi } = wilsonInterval(score, n, 1.96);

/** Games per second of `kinds` on this thread. */
function speed(kinds) {
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < speedGames; k++) play(`${seed}-speed-${k}`, kinds);
  return speedGames / (Number(process.hrtime.bigint() - t0) / 1e9);
}
const hh = speed(['heuristic', 'heuristic']);
const rr = speed(['random', 'random']);
const perGame = Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, v / n]));
const out = {
  games: n,
  heuristicScore: rate,
  wilson95: [lo, hi],
  hhGamesPerSecond: hh,
  rrGamesPerSecond: rr,
  badPerGame: perGame,
};
if (json) console.log(JSON.stringify(out, null, 2));
else {
  console.log(
    `heuristic vs random, ${n} seat-swapped learning games: ${(100 * rate).toFixed(1)}% ` +
      `(95% Wilson ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%)`,
  );
  console.log(
    `heuristic vs heuristic: ${hh.toFixed(1)} games/s on one core (${speedGames} games); ` +
      `random vs random ${rr.toFixed(1)} games/s (ratio ${(hh / rr).toFixed(2)}, same run)`,
  );
  const counts = Object.entries(perGame).map(([k, v]) => `${k} ${v.toFixed(3)}`);
  console.log(`heuristic bad behaviour per game: ${counts.join(', ')}`);
}
