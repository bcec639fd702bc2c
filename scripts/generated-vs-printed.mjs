#!/usr/bin/env node
// Generated AI decks against the printed ones: for each of the 16 printed decks, the same
// preset build flies a deck generated from its parts (`pilot: {type: ai-deck, deck: generated}`)
// against its printed deck (`deck: printed`) in an empty-table duel. Each seed is played twice,
// once with the generated deck on each side, and the seat swap alternates between seeds, so
// neither side nor the initiative favours a deck. The score counts a draw (round cap) as half a
// win; the 95% interval is Wilson's. A fair generator scores 40–60% for most decks. Uses the
// compiled dist/ (run `npm run build` first) and worker threads.
//
//   node scripts/generated-vs-printed.mjs [--games 400] [--threads 2] [--seed gen-vs-printed]
//                                         [--decks id,id] [--round-cap 30] [--json] [--dist DIR]
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The duel of one deck: the generated deck on side `genSide`, the printed one on the other. */
function duel(deck, genSide) {
  const ship = (mode) => ({ preset: deck, pilot: { type: 'ai-deck', deck: mode } });
  const ships =
    genSide === 0 ? [ship('generated'), ship('printed')] : [ship('printed'), ship('generated')];
  return {
    format: 'duel',
    budget: 'off',
    terrain: { tiles: [] },
    sides: ships.map((s, i) => ({ name: i === genSide ? 'generated' : 'printed', ships: [s] })),
  };
}

if (!isMainThread) {
  const { dist, jobs, seed, roundCap } = workerData;
  const { runGame } = await import(join(dist, 'games/snap-ships/engine/game.js'));
  const { resolveSnapSetup } = await import(join(dist, 'games/snap-ships/plugin/resolve-setup.js'));
  const setups = new Map();
  const out = [];
  for (const { deck, g } of jobs) {
    const pair = Math.floor(g / 2);
    const genSide = g % 2;
    const key = `${deck}/${genSide}`;
    if (!setups.has(key)) setups.set(key, resolveSnapSetup(duel(deck, genSide)));
    const r = runGame(setups.get(key), {
      seed: `${seed}:${deck}:${pair}`,
      swapSeats: pair % 2 === 1,
      roundCap,
    });
    const winner = r.state.over?.winner ?? null;
    out.push({
      deck,
      score: winner === null ? 0.5 : winner === genSide ? 1 : 0,
      rounds: r.state.round,
    });
  }
  parentPort.postMessage(out);
} else {
  const args = process.argv.slice(2);
  const opt = (name, d) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : d;
  };
  const dist = resolve(opt('dist', join(root, 'dist')));
  const games = Number(opt('games', 400));
  const threads = Number(opt('threads', Math.min(2, availableParallelism())));
  const seed = opt('seed', 'gen-vs-printed');
  const roundCap = Number(opt('round-cap', 30));
  const json = args.includes('--json');
  if (!Number.isInteger(games) || games < 2 || games % 2)
    throw new Error('--games must be an even number ≥ 2 (each seed is played twice)');
  const { loadContent } = await import(join(dist, 'games/snap-ships/content/load-content.js'));
  const { wilsonInterval } = await import(join(dist, 'stats/wilson.js'));
  const all = Object.keys(loadContent().aiDecks);
  const decks = opt('decks', null)?.split(',') ?? all;
  const t0 = performance.now();
  const jobs = decks.flatMap((deck) => Array.from({ length: games }, (_, g) => ({ deck, g })));
  const chunks = Array.from({ length: threads }, (_, k) =>
    jobs.filter((_, i) => i % threads === k),
  );
  const results = (
    await Promise.all(
      chunks.map(
        (chunk) =>
          new Promise((done, fail) => {
            const w = new Worker(fileURLToPath(import.meta.url), {
              workerData: { dist, jobs: chunk, seed, roundCap },
            });
            w.once('message', done);
            w.once('error', fail);
          }),
      ),
    )
  ).flat();
  const rows = decks.map((deck) => {
    const rs = results.filter((r) => r.deck === deck);
    const wins = rs.filter((r) => r.score === 1).length;
    const draws = rs.filter((r) => r.score === 0.5).length;
    const score = wins + draws / 2;
    const ci = wilsonInterval(score, rs.length);
    const rate = score / rs.length;
    const band =
      rate >= 0.4 && rate <= 0.6
        ? 'within 40–60%'
        : rate >= 0.35 && rate <= 0.65
          ? 'within 35–65%'
          : 'outside 35–65%';
    return {
      deck,
      games: rs.length,
      wins,
      losses: rs.length - wins - draws,
      draws,
      score: rate,
      ciLow: ci.low,
      ciHigh: ci.high,
      band,
      meanRounds: rs.reduce((a, r) => a + r.rounds, 0) / rs.length,
    };
  });
  const inner = rows.filter((r) => r.band === 'within 40–60%').length;
  const outside = rows.filter((r) => r.band === 'outside 35–65%').length;
  const seconds = (performance.now() - t0) / 1000;
  if (json) console.log(JSON.stringify({ games, seed, roundCap, rows, inner, outside, seconds }));
  else {
    const pct = (x) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `Generated AI deck vs the printed deck of the same preset: ${games} seat-swapped games each, empty-table duel, round cap ${roundCap}, seed ${seed}`,
    );
    console.log('');
    console.log('| deck | W-L-D (generated) | generated score | 95% interval |');
    console.log('|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.deck} | ${r.wins}-${r.losses}-${r.draws} | ${pct(r.score)} | ${pct(r.ciLow)}–${pct(r.ciHigh)} |`,
      );
    console.log('');
    console.log(
      `${inner} of ${rows.length} decks within 40–60%, ${outside} outside 35–65% (${seconds.toFixed(0)} s)`,
    );
  }
}
