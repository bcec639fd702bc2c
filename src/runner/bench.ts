/**
 * The warm part of `sortie bench`: runner throughput in one run — the same games played
 * in-process (a plain loop, the baseline), through the pool with 1 thread and with all
 * threads, each after a warm-up so that the steady state is measured — plus speed-up,
 * parallel efficiency, runner overhead and peak memory. (bench-cold.ts times what users
 * wait for: whole `sortie run` processes.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashMatchups } from '../config/hash.js';
import type { LoadedConfig } from '../config/load-config.js';
import { SEED_SCHEME } from '../core/rng.js';
import { pluginFor } from '../games/registry.js';
import { bareGamePlayer } from './bare-game.js';
import { createExecutor } from './executor.js';
import { runMatchups } from './run.js';

/** Options of {@link runBench}. */
export interface BenchOptions {
  /** The config whose first matchup is benchmarked. */
  config: LoadedConfig;
  /** Games per phase. */
  games: number;
  /** Threads of the "all threads" phase. */
  threads: number;
  /** Told when a phase starts. */
  onPhase?: (name: string) => void;
  /** Games played (per thread) before each phase is timed, so the JIT is warm (default: min(1000, games)). */
  warmupGames?: number;
}

/** One measured phase. */
export interface BenchPhase {
  name: string;
  /** Worker threads (0 = main thread, no runner). */
  threads: number;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  /** Warm-up before the timed games: starting the threads, loading the game and warming the JIT (s). */
  startupSeconds: number;
  /** Highest resident set size sampled during the phase (MB). */
  peakRssMB: number;
}

/** The benchmark's results. */
export interface BenchReport {
  matchup: string;
  games: number;
  phases: BenchPhase[];
  /** All threads vs 1 thread. */
  speedup: number;
  /** Speed-up divided by the thread count (1 = perfect). */
  efficiency: number;
  /** Throughput lost by the runner with 1 thread against the in-process loop (0.05 = 5%). */
  overhead: number;
  /** Peak RSS of the whole process (MB), worker threads included. */
  peakRssMB: number;
}

const MB = 1024 * 1024;

/** Samples RSS until stopped; `poke()` samples from inside synchronous loops. */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const poke = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(poke, 50);
  return {
    poke,
    stop: () => {
      clearInterval(timer);
      poke();
      return Math.round((peak / MB) * 10) / 10;
    },
  };
}

/** Runs the three phases and computes the ratios. */
export async function runBench(opts: BenchOptions): Promise<BenchReport> {
  const base = opts.config.matchups[0]!;
  const m = { ...base, games: opts.games };
  const config: LoadedConfig = { ...opts.config, matchups: [m], hash: hashMatchups([m]) };
  const phases: BenchPhase[] = [];

  opts.onPhase?.('in-process');
  const plugin = await pluginFor(m);
  const play = bareGamePlayer(plugin, m);
  // Warm-up (content loading, JIT) is measured apart from the steady state.
  const warmup = Math.max(1, opts.warmupGames ?? Math.min(1000, m.games));
  let t0 = performance.now();
  for (let g = 0; g < warmup; g++) play(g % m.games);
  let startup = performance.now() - t0;
  let rss = rssSampler();
  t0 = performance.now();
  for (let g = 0; g < m.games; g++) {
    play(g);
    if (g % 64 === 0) rss.poke();
  }
  phases.push(phase('in-process', 0, m.games, performance.now() - t0, startup, rss.stop()));

  for (const threads of [1, opts.threads]) {
    const name = `pool, ${threads} thread${threads === 1 ? '' : 's'}`;
    opts.onPhase?.(name);
    const dir = mkdtempSync(join(tmpdir(), 'sortie-bench-'));
    const executor = createExecutor(threads);
    try {
      // A warm-up batch per worker starts the threads, loads the game and warms the JIT in each.
      t0 = performance.now();
      const games = Array.from({ length: warmup }, (_, g) => g % m.games);
      await Promise.all(
        Array.from({ length: threads }, () =>
          executor.run({ matchup: m, games, seedScheme: SEED_SCHEME, metrics: 'frames' }),
        ),
      );
      startup = performance.now() - t0;
      rss = rssSampler();
      t0 = performance.now();
      const r = await runMatchups({ config, outDir: dir, threads, force: true, executor });
      phases.push(phase(name, threads, r.played, performance.now() - t0, startup, rss.stop()));
    } finally {
      await executor.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const [inProc, one, all] = phases as [BenchPhase, BenchPhase, BenchPhase];
  const speedup = all.gamesPerSecond / one.gamesPerSecond;
  return {
    matchup: m.name,
    games: m.games,
    phases,
    speedup: round(speedup, 3),
    efficiency: round(speedup / Math.max(1, opts.threads), 3),
    overhead: round(1 - one.gamesPerSecond / inProc.gamesPerSecond, 3),
    peakRssMB: Math.round((process.resourceUsage().maxRSS * 1024 * 10) / MB) / 10,
  };
}

function phase(
  name: string,
  threads: number,
  games: number,
  ms: number,
  startupMs: number,
  peakRssMB: number,
): BenchPhase {
  return {
    name,
    threads,
    games,
    seconds: round(ms / 1000, 4),
    gamesPerSecond: round(games / (ms / 1000), 1),
    startupSeconds: round(startupMs / 1000, 3),
    peakRssMB,
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
