#!/usr/bin/env node
// Pilot throughput in one run: games per second of heuristic-vs-heuristic duels, the search
// pilot at its default budget against the heuristic, and AI deck against AI deck, each played
// by the real plugin (plugin.playGame, metrics included) in its own worker thread. The phases
// take turns in short slices (only one plays at a time), so a change in the machine's load
// hits them alike and the ratios between them stay comparable. Every game is a same-ship
// mirror duel on an empty table, the presets of the 16 AI decks in turn, seats swapped on odd
// games. Uses the compiled dist/ (run `npm run build` first).
//
// The `floor` phase is the engine alone under heuristic duels: the first games of the
// heuristic phase (the same seeds) are played once by the heuristic pilots with their choices
// recorded, untimed, then replayed again and again from those choices by the plugin's own
// playGame, so the engine does all its work (listing every decision's options, resolving
// every action, metrics) and the pilots none. A heuristic duel cannot be faster than that;
// `heuristic / floor` is the share of a duel's time that is not the pilots'.
//
//   node scripts/pilot-bench.mjs [--seconds 20] [--slice 1] [--decks a,b] [--phases heuristic,search,ai,floor]
//                                [--dist DIST_DIR] [--baseline DIST_DIR] [--json]
//   --dist plays another build than this checkout's dist/.
//   --baseline adds the same phases played by another build's dist/ (e.g. a copy of the last
//   commit), so before and after are measured in the same run.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { AI_DECKS } from './printed-decks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const PHASES = {
  heuristic: {
    a: { type: 'heuristic' },
    b: { type: 'heuristic' },
    label: 'heuristic vs heuristic',
  },
  search: {
    a: { type: 'search' },
    b: { type: 'heuristic' },
    label: 'search (default) vs heuristic',
  },
  ai: { a: { type: 'ai-deck' }, b: { type: 'ai-deck' }, label: 'AI deck vs AI deck' },
  floor: {
    a: { type: 'heuristic' },
    b: { type: 'heuristic' },
    label: 'engine floor (choices replayed)',
  },
};

/** Games of the heuristic phase whose recorded choices the floor phase replays (in turn). */
const FLOOR_GAMES = 160;

if (!isMainThread) {
  const { dist, phase, decks } = workerData;
  const { snapShips } = await import(pathToFileURL(join(dist, 'games/snap-ships/plugin.js')).href);
  const { a, b } = PHASES[phase];
  const setups = decks.map((preset) =>
    snapShips.resolveSetup({
      format: 'duel',
      budget: 'off',
      terrain: { tiles: [] },
      sides: [
        { name: 'A', ships: [{ preset, pilot: a }] },
        { name: 'B', ships: [{ preset, pilot: b }] },
      ],
    }),
  );
  let g = 0;
  const roundCap = snapShips.defaultRoundCap;
  const options = (k) => ({
    seed: `pilot-bench:${k}`,
    gameIndex: k,
    swapSeats: k % 2 === 1,
    roundCap,
  });
  const play =
    phase === 'floor'
      ? await replayer(dist, (k) => setups[k % setups.length], options)
      : () => {
          snapShips.playGame(setups[g % setups.length], options(g));
          g++;
        };
  play(); // warm-up: content loading and JIT, not timed
  parentPort.on('message', (m) => {
    if (m === 'stop') return process.exit(0);
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < m.ms) {
      play();
      n++;
    }
    parentPort.postMessage({ games: n, ms: performance.now() - t0 });
  });
  parentPort.postMessage('ready');
} else {
  await main();
}

/**
 * The floor phase's play: records the choices of the first FLOOR_GAMES games as the pilots
 * make them, then returns a function that plays the next of those games again from its
 * recorded choices (through the plugin's own playGame, metrics included, no pilot asked). A
 * replay that asks for more or fewer choices, or ends otherwise, than the recorded game stops
 * the bench: the floor would no longer be the same games.
 */
async function replayer(dist, setupOf, options) {
  const { playSnapGame } = await import(
    pathToFileURL(join(dist, 'games/snap-ships/plugin.js')).href
  );
  const run = (k, hook) => {
    const r = playSnapGame(setupOf(k), options(k), hook);
    return `${r.winner}/${r.rounds}`;
  };
  const games = [];
  for (let k = 0; k < FLOOR_GAMES; k++) {
    const choices = [];
    const end = run(k, (_id, c) => ({
      choose: (view, d) => (choices.push(c.choose(view, d)), choices[choices.length - 1]),
    }));
    games.push({ choices, end });
  }
  let g = 0;
  return () => {
    const k = g++ % FLOOR_GAMES;
    const { choices, end } = games[k];
    let at = 0;
    const got = run(k, () => ({ choose: () => choices[at++] }));
    if (at !== choices.length || got !== end) {
      const what = `replayed ${at} of ${choices.length} recorded choices and ended ${got}, not ${end}`;
      throw new Error(`floor: game ${k} (seed pilot-bench:${k}) ${what}`);
    }
  };
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (name, d) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : d;
  };
  const seconds = Number(opt('seconds', 20));
  const slice = Number(opt('slice', 1));
  const decks = opt('decks', AI_DECKS.join(',')).split(',');
  const phases = opt('phases', 'heuristic,search,ai,floor').split(',');
  const baseline = opt('baseline', undefined);
  const json = args.includes('--json');
  for (const p of phases)
    if (!PHASES[p])
      throw new Error(`unknown phase ${p} (phases: ${Object.keys(PHASES).join(', ')})`);
  const builds = [{ build: 'current', dist: resolve(opt('dist', join(root, 'dist'))) }];
  if (baseline) builds.push({ build: 'baseline', dist: resolve(baseline) });

  const runs = [];
  for (const { build, dist } of builds) {
    for (const phase of phases) {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { dist, phase, decks } });
      const run = {
        build,
        phase,
        label: PHASES[phase].label,
        worker: w,
        games: 0,
        ms: 0,
        inbox: [],
        waiting: null,
      };
      // Messages are queued as they come (a worker may be ready before it is asked).
      w.on('message', (m) =>
        run.waiting ? (run.waiting(m), (run.waiting = null)) : run.inbox.push(m),
      );
      w.on('error', (e) => {
        console.error(`${build} ${phase}: ${e.stack ?? e}`);
        process.exit(1);
      });
      run.next = () =>
        run.inbox.length
          ? Promise.resolve(run.inbox.shift())
          : new Promise((res) => (run.waiting = res));
      runs.push(run);
    }
  }
  // Wait for every worker's warm-up game (not timed).
  for (const r of runs) await r.next();
  const rounds = Math.max(1, Math.round(seconds / slice));
  for (let k = 0; k < rounds; k++) {
    for (const r of runs) {
      r.worker.postMessage({ ms: slice * 1000 });
      const m = await r.next();
      r.games += m.games;
      r.ms += m.ms;
    }
  }
  for (const r of runs) r.worker.postMessage('stop');
  const rate = (r) => r.games / (r.ms / 1000);
  const out = runs.map((r) => ({
    build: r.build,
    phase: r.phase,
    label: r.label,
    games: r.games,
    seconds: +(r.ms / 1000).toFixed(2),
    gamesPerSecond: +rate(r).toFixed(1),
  }));
  const ratios = [];
  for (const { build } of builds) {
    const of = (p) => out.find((x) => x.build === build && x.phase === p);
    const ai = of('ai');
    const h = of('heuristic');
    const s = of('search');
    if (h && ai)
      ratios.push({
        build,
        ratio: 'heuristic / ai-deck',
        value: +(h.gamesPerSecond / ai.gamesPerSecond).toFixed(4),
      });
    if (s && ai)
      ratios.push({
        build,
        ratio: 'search / ai-deck',
        value: +(s.gamesPerSecond / ai.gamesPerSecond).toFixed(4),
      });
    if (s && h)
      ratios.push({
        build,
        ratio: 'search / heuristic',
        value: +(s.gamesPerSecond / h.gamesPerSecond).toFixed(4),
      });
    const f = of('floor');
    if (h && f)
      ratios.push({
        build,
        ratio: 'heuristic / floor',
        value: +(h.gamesPerSecond / f.gamesPerSecond).toFixed(4),
      });
  }
  if (baseline) {
    for (const p of phases) {
      const c = out.find((x) => x.build === 'current' && x.phase === p);
      const b = out.find((x) => x.build === 'baseline' && x.phase === p);
      ratios.push({
        build: 'current / baseline',
        ratio: p,
        value: +(c.gamesPerSecond / b.gamesPerSecond).toFixed(3),
      });
    }
  }
  if (json) console.log(JSON.stringify({ seconds, slice, decks, phases: out, ratios }));
  else {
    for (const r of out)
      console.log(
        `${r.build.padEnd(9)} ${r.label.padEnd(30)} ${String(r.gamesPerSecond).padStart(8)} games/s (${r.games} games in ${r.seconds} s)`,
      );
    for (const r of ratios) {
      const v =
        r.value < 1 && r.build !== 'current / baseline'
          ? `${r.value} (1/${(1 / r.value).toFixed(1)})`
          : String(r.value);
      console.log(`${r.build.padEnd(9)} ${r.ratio.padEnd(30)} ${v}`);
    }
  }
}
