#!/usr/bin/env node
// Armada obstacle placement: the heuristic pilot with its obstacle placement (pilots/heuristic-obstacles.ts)
// against the same pilot placing obstacles at a random offered spot, in core-180 games of the two core fleets
// (configs/armada-core-180.yaml: random core objective, 3'x6' table). Every seed is played four times: each
// fleet flown once by each placement, each with the seats swapped. Prints the placing pilot's score (a draw
// counts half) with its Wilson 95% interval. Uses the compiled dist/ (run `npm run build` first).
//
//   node scripts/armada-obstacle-placement.mjs [--games 800] [--seed armada-obstacles] [--json]
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);
const { Rng } = await import(dist('core/rng.js'));
const { newGame } = await import(dist('games/armada/engine/game.js'));
const { playGame } = await import(dist('games/armada/rules/rounds.js'));
const { resolveArmadaSetup } = await import(dist('games/armada/formats/resolve-setup.js'));
const { heuristicPilot } = await import(dist('games/armada/pilots/heuristic-pilot.js'));
const { wilsonInterval } = await import(dist('stats/wilson.js'));

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
}
const games = Math.max(4, Number(arg('games', 800)));
const seed = String(arg('seed', 'armada-obstacles'));
const json = process.argv.includes('--json');

const setup = resolveArmadaSetup({
  format: 'core-180',
  objective: 'random-core',
  playArea: 'standard',
  obstacles: { placement: 'random' },
  sides: [
    { name: 'Rebels', fleet: 'core-rebels-173', pilot: 'heuristic' },
    { name: 'Imperials', fleet: 'core-imperials-175', pilot: 'heuristic' },
  ],
});

/** Plays one game; side `placer` places obstacles with the heuristic, the other at random spots. */
function play(gameSeed, placer, swapSeats) {
  const pilotRoot = new Rng(gameSeed);
  const controllers = [0, 1].map((i) =>
    heuristicPilot(pilotRoot.fork(`pilot-${i}`), {
      obstacles: i === placer ? 'heuristic' : 'random',
    }),
  );
  const g = newGame(setup, { seed: gameSeed, swapSeats, roundCap: 6, controllers });
  playGame(g.ctx, 6, g.outcome.firstRoundDials);
  return g.ctx.state.over?.winner ?? null;
}

let score = 0;
let n = 0;
const byFleet = [0, 0];
const t0 = process.hrtime.bigint();
for (let k = 0; n < games; k++) {
  for (const placer of [0, 1]) {
    for (const swap of [false, true]) {
      const w = play(`${seed}-${k}`, placer, swap);
      const s = w === placer ? 1 : w === null ? 0.5 : 0;
      score += s;
      byFleet[placer] += s;
      n++;
    }
  }
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const rate = score / n;
// z = 1.96, as these scripts have always printed.
const { low: lo, high: hi } = wilsonInterval(score, n, 1.96);
const out = {
  games: n,
  placementScore: rate,
  wilson95: [lo, hi],
  rebelsPlacing: (2 * byFleet[0]) / n,
  imperialsPlacing: (2 * byFleet[1]) / n,
  seconds,
};
if (json) console.log(JSON.stringify(out, null, 2));
else {
  console.log(
    `heuristic obstacle placement vs random placement, ${n} seat-swapped core-180 games: ` +
      `${(100 * rate).toFixed(1)}% (95% Wilson ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%)`,
  );
  console.log(
    `score with the placement flying Rebels ${(100 * out.rebelsPlacing).toFixed(1)}%, ` +
      `Imperials ${(100 * out.imperialsPlacing).toFixed(1)}% (${seconds.toFixed(0)} s)`,
  );
}
