#!/usr/bin/env node
// Pilot strength over the 16 printed AI decks: for each deck, its preset build in a same-ship
// duel on an empty table, flown by the stronger pilot against the weaker one. Two tables by
// default: heuristic vs the printed AI deck, and the search pilot (default budget) vs the
// heuristic; a third on request, the search pilot vs the printed AI deck (search-vs-ai).
// Seat-swapped: every seed is played twice, once with the stronger pilot on each side, and
// the initiative alternates between seeds. A draw (round cap) counts as half a win; the 95%
// interval is over the seeds (pairs) as units: mean pair score ± 1.96·sd/√pairs (Wilson's on
// the pairs when every pair scored the same), since the two games of a seed can be one game
// played twice from mirrored sides (the heuristic acts first against an AI deck from either
// seat), which a Wilson interval over games would count as two. Plays through the real plugin (dist/, run `npm run build` first) in
// worker threads.
//
//   node scripts/pilot-strength.mjs [--games 400] [--decks a,b] [--tables heuristic-vs-ai,search-vs-heuristic]
//                                   [--threads 2] [--seed pilot-strength] [--budget default] [--dist DIR] [--json]
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { AI_DECKS } from './printed-decks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each table: the stronger pilot and the weaker one. */
const TABLES = {
  'heuristic-vs-ai': {
    strong: () => ({ type: 'heuristic' }),
    weak: () => ({ type: 'ai-deck' }),
    title: 'heuristic vs printed AI deck',
  },
  'search-vs-heuristic': {
    strong: (budget) => ({ type: 'search', budget }),
    weak: () => ({ type: 'heuristic' }),
    title: 'search (budget {b}) vs heuristic',
  },
  'search-vs-ai': {
    strong: (budget) => ({ type: 'search', budget }),
    weak: () => ({ type: 'ai-deck' }),
    title: 'search (budget {b}) vs printed AI deck',
  },
};

if (!isMainThread) {
  const { dist, tasks, seed, budget } = workerData;
  const { snapShips } = await import(pathToFileURL(join(dist, 'games/snap-ships/plugin.js')).href);
  const setups = new Map();
  const setupOf = (table, deck, strongSide) => {
    const key = `${table}:${deck}:${strongSide}`;
    let s = setups.get(key);
    if (!s) {
      const t = TABLES[table];
      const pilots = strongSide === 0 ? [t.strong(budget), t.weak()] : [t.weak(), t.strong(budget)];
      s = snapShips.resolveSetup({
        format: 'duel',
        budget: 'off',
        terrain: { tiles: [] },
        sides: pilots.map((pilot, i) => ({
          name: i === 0 ? 'A' : 'B',
          ships: [{ preset: deck, pilot }],
        })),
      });
      setups.set(key, s);
    }
    return s;
  };
  const out = [];
  for (const { table, deck, g } of tasks) {
    const pair = Math.floor(g / 2);
    const strongSide = g % 2;
    const r = snapShips.playGame(setupOf(table, deck, strongSide), {
      seed: `${seed}:${deck}:${pair}`,
      gameIndex: g,
      swapSeats: pair % 2 === 1,
      roundCap: snapShips.defaultRoundCap,
    });
    out.push({
      table,
      deck,
      g,
      score: r.winner === null ? 0.5 : r.winner === strongSide ? 1 : 0,
      rounds: r.rounds,
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
  const decks = opt('decks', AI_DECKS.join(',')).split(',');
  const tables = opt('tables', 'heuristic-vs-ai,search-vs-heuristic').split(',');
  const threads = Number(opt('threads', Math.min(2, availableParallelism())));
  const seed = opt('seed', 'pilot-strength');
  const budgetRaw = opt('budget', 'default');
  const budget = Number.isNaN(Number(budgetRaw)) ? budgetRaw : Number(budgetRaw);
  const dist = resolve(opt('dist', join(root, 'dist')));
  const json = args.includes('--json');
  for (const t of tables)
    if (!TABLES[t])
      throw new Error(`unknown table ${t} (tables: ${Object.keys(TABLES).join(', ')})`);
  for (const d of decks)
    if (!AI_DECKS.includes(d))
      throw new Error(`unknown AI deck ${d} (decks: ${AI_DECKS.join(', ')})`);
  if (games < 2 || games % 2)
    throw new Error('--games must be an even number ≥ 2 (each seed is played from both seats)');
  const { pairedScoreInterval } = await import(pathToFileURL(join(dist, 'stats/paired.js')).href);
  const { ValueHistogram } = await import(pathToFileURL(join(dist, 'stats/histogram.js')).href);

  const t0 = performance.now();
  const tasks = [];
  for (const table of tables)
    for (const deck of decks) for (let g = 0; g < games; g++) tasks.push({ table, deck, g });
  const chunks = Array.from({ length: threads }, (_, k) =>
    tasks.filter((_, i) => i % threads === k),
  );
  const results = (
    await Promise.all(
      chunks.map(
        (chunk) =>
          new Promise((res, rej) => {
            const w = new Worker(fileURLToPath(import.meta.url), {
              workerData: { dist, tasks: chunk, seed, budget },
            });
            w.once('message', res);
            w.once('error', rej);
          }),
      ),
    )
  ).flat();

  const report = tables.map((table) => {
    const rows = decks.map((deck) => {
      const rs = results.filter((r) => r.table === table && r.deck === deck);
      const wins = rs.filter((r) => r.score === 1).length;
      const draws = rs.filter((r) => r.score === 0.5).length;
      const score = wins + draws / 2;
      const pairs = new Map();
      for (const r of rs) pairs.set(r.g >> 1, [...(pairs.get(r.g >> 1) ?? []), r]);
      const scores = new ValueHistogram();
      for (const p of pairs.values()) if (p.length === 2) scores.add((p[0].score + p[1].score) / 2);
      const ci = pairedScoreInterval(scores);
      return {
        deck,
        games: rs.length,
        pairs: scores.count,
        wins,
        losses: rs.length - wins - draws,
        draws,
        score: score / rs.length,
        ciLow: ci.low,
        ciHigh: ci.high,
        above50: ci.low > 0.5,
        meanRounds: rs.reduce((a, r) => a + r.rounds, 0) / rs.length,
      };
    });
    return {
      table,
      title: TABLES[table].title.replace('{b}', String(budget)),
      rows,
      decksAbove50: rows.filter((r) => r.above50).length,
    };
  });
  const seconds = (performance.now() - t0) / 1000;
  if (json) console.log(JSON.stringify({ games, seed, budget, seconds, tables: report }));
  else {
    const pct = (x) => `${(100 * x).toFixed(1)}%`;
    for (const t of report) {
      console.log(`\n${t.title}: ${games} seat-swapped games per deck, empty table, duel`);
      console.log(
        `${'deck'.padEnd(34)} ${'W-L-D'.padEnd(13)} ${'score'.padStart(7)}  95% interval (pairs)  > 50%`,
      );
      for (const r of t.rows) {
        console.log(
          `${r.deck.padEnd(34)} ${`${r.wins}-${r.losses}-${r.draws}`.padEnd(13)} ${pct(r.score).padStart(7)}  [${pct(r.ciLow)}, ${pct(r.ciHigh)}]       ${r.above50 ? 'yes' : 'NO'}`,
        );
      }
      console.log(`${t.decksAbove50} of ${t.rows.length} decks above 50%`);
    }
    console.log(`\n(${seconds.toFixed(0)} s, ${threads} thread${threads === 1 ? '' : 's'})`);
  }
}
