#!/usr/bin/env node
// Armada search-pilot ladder and budget curve: seat-swapped learning-scenario games (every seed
// twice, each pilot flying each fleet once) for the rungs random < heuristic < search, then the
// search pilot at each budget against the heuristic. Prints each rung's score for the first
// pilot (a draw counts half) with its Wilson 95% interval, and games/s over the worker threads
// (wall clock; the machine's other load makes it noisy: compare rungs of one run). Uses the
// compiled dist/ (run `npm run build` first).
//
//   node scripts/armada-search-ladder.mjs [--games 200] [--budgets 4,16,64] [--ladder-budget 16]
//     [--workers 2] [--seed armada-search] [--rungs ladder,budgets] [--json] [--progress]
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);

if (!isMainThread) {
  const { Rng } = await import(dist('core/rng.js'));
  const { newGame } = await import(dist('games/armada/engine/game.js'));
  const { playGame } = await import(dist('games/armada/rules/rounds.js'));
  const { resolveArmadaSetup } = await import(dist('games/armada/formats/resolve-setup.js'));
  const { makeController } = await import(dist('games/armada/pilots/index.js'));
  const setup = resolveArmadaSetup({
    format: 'learning',
    sides: [{ fleet: 'learning-rebels' }, { fleet: 'learning-imperials' }],
  });
  parentPort.on('message', (job) => {
    // job.pilots[i] flies side i; the pilot streams are the game's (pilot-0, pilot-1).
    const pilotRoot = new Rng(job.seed);
    const controllers = job.pilots.map((spec, i) =>
      makeController(spec, pilotRoot.fork(`pilot-${i}`)),
    );
    const g = newGame(setup, { seed: job.seed, swapSeats: false, roundCap: 6, controllers });
    playGame(g.ctx, 6, g.outcome.firstRoundDials);
    const samples = controllers.reduce((a, c) => a + (c.samples ?? 0), 0);
    parentPort.postMessage({ id: job.id, winner: g.ctx.state.over?.winner ?? null, samples });
  });
} else {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
  };
  const games = Math.max(2, Number(arg('games', 200)));
  const budgets = String(arg('budgets', '4,16,64')).split(',').map(Number);
  const ladderBudget = Number(arg('ladder-budget', 16));
  const workers = Math.max(1, Math.min(Number(arg('workers', 2)), availableParallelism()));
  const seed = String(arg('seed', 'armada-search'));
  const rungsWanted = String(arg('rungs', 'ladder,budgets')).split(',');
  const json = process.argv.includes('--json');
  const progress = process.argv.includes('--progress');
  /** --progress: the running score of the first pilot on stderr after every game. */
  const onDone = (jobs, out, done) => {
    let score = 0;
    let n = 0;
    out.forEach((r, i) => {
      if (!r) return;
      n++;
      score += r.winner === jobs[i].first ? 1 : r.winner === null ? 0.5 : 0;
    });
    process.stderr.write(`${done}/${jobs.length} games, first pilot ${score}/${n}\n`);
  };

  const search = (budget) => ({ type: 'search', budget });
  const label = (p) => (p.type === 'search' ? `search(${p.budget})` : p.type);
  const rungs = [];
  if (rungsWanted.includes('ladder')) {
    rungs.push(
      [{ type: 'heuristic' }, { type: 'random' }],
      [search(ladderBudget), { type: 'heuristic' }],
    );
  }
  if (rungsWanted.includes('budgets')) {
    for (const b of budgets) {
      if (!(rungsWanted.includes('ladder') && b === ladderBudget))
        rungs.push([search(b), { type: 'heuristic' }]);
    }
  }

  /** Wilson score interval at 95%. */
  const wilson = (p, n, z = 1.96) => {
    const d = 1 + (z * z) / n;
    const c = (p + (z * z) / (2 * n)) / d;
    const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
    return [c - h, c + h];
  };

  const pool = Array.from({ length: workers }, () => new Worker(fileURLToPath(import.meta.url)));
  /** Plays the jobs over the worker pool; resolves with the results in job order. */
  const runJobs = (jobs) =>
    new Promise((resolve, reject) => {
      const out = new Array(jobs.length);
      let next = 0;
      let done = 0;
      const feed = (w) => {
        if (next < jobs.length) w.postMessage({ ...jobs[next], id: next++ });
      };
      for (const w of pool) {
        w.removeAllListeners('message');
        w.on('message', (r) => {
          out[r.id] = r;
          if (progress) onDone(jobs, out, ++done);
          else done++;
          if (done === jobs.length) resolve(out);
          else feed(w);
        });
        w.once('error', reject);
        feed(w);
      }
    });

  const results = [];
  for (const [a, b] of rungs) {
    const jobs = [];
    for (let k = 0; k < Math.ceil(games / 2); k++) {
      jobs.push(
        { seed: `${seed}-${k}`, pilots: [a, b], first: 0 },
        { seed: `${seed}-${k}`, pilots: [b, a], first: 1 },
      );
    }
    const t0 = process.hrtime.bigint();
    const res = await runJobs(jobs);
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    let score = 0;
    let samples = 0;
    res.forEach((r, i) => {
      const side = jobs[i].first;
      score += r.winner === side ? 1 : r.winner === null ? 0.5 : 0;
      samples += r.samples;
    });
    const n = res.length;
    const [lo, hi] = wilson(score / n, n);
    const row = {
      rung: `${label(a)} vs ${label(b)}`,
      games: n,
      score: score / n,
      wilson95: [lo, hi],
      gamesPerSecond: n / secs,
      seconds: secs,
      samplesPerGame: samples / n,
    };
    results.push(row);
    if (!json) {
      console.log(
        `${row.rung}: ${(100 * row.score).toFixed(1)}% of ${n} seat-swapped games ` +
          `(95% Wilson ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%), ${row.gamesPerSecond.toFixed(2)} games/s ` +
          `on ${workers} worker(s), ${row.samplesPerGame.toFixed(0)} lookahead samples/game`,
      );
    }
  }
  for (const w of pool) await w.terminate();
  if (json) console.log(JSON.stringify({ seed, workers, results }, null, 2));
}
