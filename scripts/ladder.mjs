#!/usr/bin/env node
// The pilot strength ladder: random < heuristic < search, measured in seat-swapped mirror
// matches on a starter preset. Each rung plays `--games` games (default 400): every seed twice,
// once with the stronger pilot on each side, the initiative alternating between seeds. The
// score counts a draw (round cap) as half a win; the 95% interval is Wilson's. Uses the
// compiled dist/ (run `npm run build` first) and worker threads.
//
//   node scripts/ladder.mjs [--games 400] [--preset sabre-xf-23-fighter] [--threads 2]
//                           [--budget 16] [--seed ladder] [--rungs random:heuristic,heuristic:search]
//   (a rung is WEAK:STRONG; a pilot is random, heuristic[/persona] or search[/budget])
//                           [--json]
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);

/** A pilot spec from a rung name: random, heuristic or heuristic/PERSONA, search or search/BUDGET. */
function pilotOf(name, budget) {
  const [type, arg] = name.split('/');
  if (type === 'search')
    return { type, budget: arg ? (Number.isNaN(Number(arg)) ? arg : Number(arg)) : budget };
  if (type === 'heuristic') return arg ? { type, persona: arg } : { type };
  return { type };
}

if (!isMainThread) {
  const { runGame } = await import(dist('games/snap-ships/engine/game.js'));
  const { resolveSnapSetup } = await import(dist('games/snap-ships/plugin/resolve-setup.js'));
  const { preset, strong, weak, budget, seed, games } = workerData;
  const sides = (a, b) => [
    { name: 'A', ships: [{ preset, pilot: a }] },
    { name: 'B', ships: [{ preset, pilot: b }] },
  ];
  const s = pilotOf(strong, budget);
  const w = pilotOf(weak, budget);
  const strongFirst = resolveSnapSetup({ format: 'duel', budget: 'off', sides: sides(s, w) });
  const strongSecond = resolveSnapSetup({ format: 'duel', budget: 'off', sides: sides(w, s) });
  const out = [];
  for (const g of games) {
    const pair = Math.floor(g / 2);
    const strongSide = g % 2;
    const setup = strongSide === 0 ? strongFirst : strongSecond;
    const t = performance.now();
    const r = runGame(setup, {
      seed: `${seed}:${preset}:${pair}`,
      swapSeats: pair % 2 === 1,
      roundCap: 40,
    });
    const winner = r.state.over.winner;
    out.push({
      g,
      score: winner === null ? 0.5 : winner === strongSide ? 1 : 0,
      rounds: r.state.round,
      ms: performance.now() - t,
    });
  }
  parentPort.postMessage(out);
} else {
  const args = process.argv.slice(2);
  const opt = (name, d) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : d;
  };
  const games = Number(opt('games', 400));
  const preset = opt('preset', 'sabre-xf-23-fighter');
  const threads = Number(opt('threads', Math.min(2, availableParallelism())));
  const budget = Number(opt('budget', 16));
  const seed = opt('seed', 'ladder');
  const rungs = opt('rungs', 'random:heuristic,heuristic:search')
    .split(',')
    .map((r) => r.split(':'));
  const json = args.includes('--json');
  const { wilsonInterval } = await import(dist('stats/wilson.js'));
  const report = [];
  for (const [weak, strong] of rungs) {
    const t0 = performance.now();
    const ids = Array.from({ length: games }, (_, i) => i);
    const chunks = Array.from({ length: threads }, (_, k) => ids.filter((i) => i % threads === k));
    const results = (
      await Promise.all(
        chunks.map(
          (chunk) =>
            new Promise((resolve, reject) => {
              const w = new Worker(fileURLToPath(import.meta.url), {
                workerData: { preset, strong, weak, budget, seed, games: chunk },
              });
              w.once('message', resolve);
              w.once('error', reject);
            }),
        ),
      )
    ).flat();
    const wins = results.filter((r) => r.score === 1).length;
    const draws = results.filter((r) => r.score === 0.5).length;
    const losses = results.length - wins - draws;
    const score = wins + draws / 2;
    const ci = wilsonInterval(score, results.length);
    const rung = {
      rung: `${strong} vs ${weak}`,
      preset,
      games: results.length,
      wins,
      losses,
      draws,
      score: score / results.length,
      ciLow: ci.low,
      ciHigh: ci.high,
      meanRounds: results.reduce((a, r) => a + r.rounds, 0) / results.length,
      msPerGame: results.reduce((a, r) => a + r.ms, 0) / results.length,
      seconds: (performance.now() - t0) / 1000,
    };
    report.push(rung);
    if (!json) {
      console.log(
        `${rung.rung.padEnd(26)} ${preset} mirror: ${wins}-${losses}-${draws} (W-L-D) in ${rung.games} games; score ${(100 * rung.score).toFixed(1)}% [95% ${(100 * ci.low).toFixed(1)}–${(100 * ci.high).toFixed(1)}%]; ${rung.meanRounds.toFixed(1)} rounds, ${rung.msPerGame.toFixed(0)} ms/game (${rung.seconds.toFixed(0)} s)`,
      );
    }
  }
  if (json) console.log(JSON.stringify({ budget, seed, rungs: report }));
}
