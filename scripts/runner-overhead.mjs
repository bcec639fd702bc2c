#!/usr/bin/env node
// Where the runner's overhead goes, in one run: the default matchup's games played in worker
// threads, 1 and then 2 at once, in four modes that add the runner's per-game work step by
// step — `raw` (plugin.playGame only), `lines` (+ the games.ndjson line), `frames` (+ the
// metrics.bin encoding and compression) and `batch` (playBatch exactly as a run's worker calls
// it: lines, frames and the report tallies). Each phase warms up first, then plays for
// `--seconds`; the modes take turns for `--rounds` rounds, so a drift in the machine's speed
// hits them alike. Prints games/s per mode and thread count, and the 2-vs-1 ratio. Uses the
// compiled dist/ (run `npm run build` first).
//
//   node scripts/runner-overhead.mjs [--seconds 4] [--rounds 2] [--modes raw,lines,frames,batch]
//                                    [--config configs/default.yaml] [--dist DIR] [--json]
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Games per timed slice (whole metrics.bin blocks, so `batch` compresses as a run does). */
const SLICE = 512;
const BLOCK = 256;

if (!isMainThread) {
  const { dist, config, mode, base, seconds } = workerData;
  const imp = (p) => import(pathToFileURL(join(dist, p)).href);
  const { pluginFor } = await imp('games/registry.js');
  const { slotOf } = await imp('runner/seeds.js');
  const { SEED_SCHEME } = await imp('core/rng.js');
  const { loadConfig } = await imp('config/load-config.js');
  const { playBatch, pluginKeyCount } = await imp('runner/play-batch.js');
  const { gameLine } = await imp('runner/game-line.js');
  const { RecordEncoder } = await imp('runner/metric-codec.js');
  const { finishFrame } = await imp('runner/metric-frames.js');
  const m = (await loadConfig(config)).matchups[0];
  const plugin = await pluginFor(m);
  const info = {
    name: m.name,
    game: m.game,
    format: m.format,
    sides: m.sides,
    seatSwap: m.seatSwap,
  };
  const keyCount = pluginKeyCount(plugin);
  let g = base;
  const play = () => {
    const slot = slotOf(m, g, SEED_SCHEME);
    const r = plugin.playGame(m.setup, {
      seed: slot.seed,
      gameIndex: g,
      swapSeats: slot.swap,
      roundCap: m.roundCap,
    });
    g++;
    return { slot, r };
  };
  const slices = {
    raw: async () => {
      for (let i = 0; i < SLICE; i++) play();
    },
    lines: async () => {
      const out = [];
      for (let i = 0; i < SLICE; i++) {
        const { slot, r } = play();
        out.push(gameLine(m.name, slot, r, false));
      }
    },
    frames: async () => {
      const out = [];
      let enc = new RecordEncoder(keyCount);
      for (let i = 0; i < SLICE; i++) {
        const { slot, r } = play();
        out.push(gameLine(m.name, slot, r, false));
        enc.add({ game: slot.game, metrics: r.metrics });
        if ((i + 1) % BLOCK === 0) {
          finishFrame({ matchup: m.name, block: 0, partial: false }, enc);
          enc = new RecordEncoder(keyCount);
        }
      }
    },
    batch: async () => {
      const games = Array.from({ length: SLICE }, (_, i) => g + i);
      const blocks = Array.from({ length: SLICE / BLOCK }, (_, k) => ({
        block: (g + k * BLOCK) / BLOCK,
        games: BLOCK,
      }));
      g += SLICE;
      await playBatch({
        matchup: m,
        games,
        seedScheme: SEED_SCHEME,
        metrics: 'frames',
        tally: info,
        blocks,
      });
    },
  };
  const slice = slices[mode];
  for (let i = 0; i < 6; i++) await slice(); // warm-up: loading and JIT, not timed
  parentPort.postMessage('ready');
  parentPort.once('message', async () => {
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < seconds * 1000) {
      await slice();
      n += SLICE;
    }
    parentPort.postMessage({ games: n, seconds: (performance.now() - t0) / 1000 });
  });
} else {
  const args = process.argv.slice(2);
  const opt = (name, def) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : def;
  };
  const seconds = Number(opt('seconds', '4'));
  const rounds = Number(opt('rounds', '2'));
  const modes = opt('modes', 'raw,lines,frames,batch').split(',');
  const config = resolve(opt('config', join(root, 'configs', 'default.yaml')));
  const dist = resolve(opt('dist', join(root, 'dist')));
  const json = args.includes('--json');
  for (const mode of modes)
    if (!['raw', 'lines', 'frames', 'batch'].includes(mode))
      throw new Error(`unknown mode ${mode}`);

  /** Plays one phase: `threads` workers start together once all have warmed up; their games/s summed. */
  const phase = (mode, threads) =>
    new Promise((done, fail) => {
      // Each worker plays its own game indices (a block of 2^24 each), so no two play the same game.
      const ws = Array.from({ length: threads }, (_, i) => {
        const data = { dist, config, mode, base: (i + 1) * 2 ** 24, seconds };
        return new Worker(fileURLToPath(import.meta.url), { workerData: data });
      });
      let ready = 0;
      const rates = [];
      for (const w of ws) {
        w.on('error', fail);
        w.on('message', (msg) => {
          if (msg === 'ready') {
            if (++ready === threads) for (const x of ws) x.postMessage('go');
            return;
          }
          rates.push(msg.games / msg.seconds);
          void w.terminate();
          if (rates.length === threads) done(rates.reduce((a, b) => a + b, 0));
        });
      }
    });

  const results = Object.fromEntries(modes.map((m) => [m, { 1: [], 2: [] }]));
  for (let r = 0; r < rounds; r++) {
    for (const mode of modes) {
      for (const threads of [1, 2]) {
        if (!json)
          process.stderr.write(
            `round ${r + 1}: ${mode}, ${threads} thread${threads === 1 ? '' : 's'}...\n`,
          );
        results[mode][threads].push(await phase(mode, threads));
      }
    }
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rows = modes.map((mode) => {
    const one = mean(results[mode][1]);
    const two = mean(results[mode][2]);
    return {
      mode,
      oneThread: Math.round(one),
      twoThreads: Math.round(two),
      speedup: Math.round((two / one) * 100) / 100,
    };
  });
  const raw = rows.find((r) => r.mode === 'raw');
  if (json) console.log(JSON.stringify({ seconds, rounds, rows }));
  else {
    console.log(
      `runner overhead by step (${rounds} rounds of ${seconds} s per phase, games/s, means):`,
    );
    console.log('  mode      1 thread   2 threads  2 vs 1   1 thread vs raw');
    for (const r of rows) {
      const vs = raw ? `${((r.oneThread / raw.oneThread) * 100).toFixed(0)}%` : '';
      const rates = `${String(r.oneThread).padStart(9)} ${String(r.twoThreads).padStart(11)}`;
      console.log(
        `  ${r.mode.padEnd(8)} ${rates}  ×${r.speedup.toFixed(2).padEnd(6)} ${vs.padStart(8)}`,
      );
    }
  }
}
