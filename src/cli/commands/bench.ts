/**
 * `sortie bench`: what users feel, in one run — cold `sortie run` processes end to end at
 * several sizes on 1 and on all threads (with their start-up phases, peak memory and
 * bytes per game), the engine floor under the smallest of them (the same games played bare
 * in a fresh process), the warm steady state in-process and through the pool (runner
 * overhead, speed-up), and `sortie calc attack`'s process time.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import {
  calcTime,
  coldRun,
  floorRun,
  type ColdRun,
  type FloorRun,
} from '../../runner/bench-cold.js';
import { runBench, type BenchReport } from '../../runner/bench.js';
import { defaultConfigPath } from '../../runner/paths.js';
import { eprint, loadConfigOrReport } from '../common.js';

/** Arguments of `sortie bench`. */
export interface BenchArgs {
  config?: string;
  games: number;
  threads: number;
  sizes: string;
  repeat: number;
  cold: boolean;
  warm: boolean;
  json: boolean;
}

/** Everything `sortie bench` measured. */
export interface FullBenchReport {
  machine: { cores: number; loadAverage: number[] };
  config: string;
  /** Cold runs, by size then thread count (medians of `repeat`). */
  cold: ColdRun[];
  /** Per size: seconds on 1 thread over seconds on all threads. */
  coldSpeedup: Array<{ games: number; speedup: number }>;
  /** The smallest size's games played bare in a fresh process (median of `repeat`); null without cold runs. */
  floor: FloorRun | null;
  warm: BenchReport | null;
  calc: { seconds: number; cpuSeconds: number } | null;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** The cold run whose wall time is the median of `runs` (same size and threads). */
function medianRun(runs: ColdRun[]): ColdRun {
  const m = median(runs.map((r) => r.seconds));
  return runs.find((r) => r.seconds === m)!;
}

/** The human-readable bench table. */
export function benchText(r: FullBenchReport): string[] {
  const lines = [
    `bench: ${r.config} on ${r.machine.cores} cores (load average ${r.machine.loadAverage.map((x) => x.toFixed(1)).join(' ')}; figures from one run, ratios comparable)`,
  ];
  if (r.cold.length) {
    const threads = [...new Set(r.cold.map((c) => c.threads))];
    lines.push('cold end to end (sortie run processes, report included):');
    lines.push(
      `  ${'games'.padStart(9)}  ${threads.map((t) => `${t} thread${t === 1 ? ' ' : 's'}`.padStart(10)).join(' ')}  speed-up  peak RSS  CPU`,
    );
    for (const games of [...new Set(r.cold.map((c) => c.games))]) {
      const row = threads.map((t) => r.cold.find((c) => c.games === games && c.threads === t)!);
      const sp = r.coldSpeedup.find((s) => s.games === games)?.speedup;
      lines.push(
        `  ${games.toLocaleString('en').padStart(9)}  ${row.map((c) => `${c.seconds.toFixed(2)} s`.padStart(10)).join(' ')}  ${sp === undefined ? '' : `×${sp.toFixed(2)}`.padStart(8)}  ${`${Math.max(...row.map((c) => c.peakRssMB))} MB`.padStart(8)}  ${row.map((c) => `${c.cpuSeconds.toFixed(1)} s`).join(' / ')}`,
      );
    }
    const first = r.cold.find((c) => c.threads === 1) ?? r.cold[0]!;
    const p = first.phases;
    const at = (k: string) => (p[k] === undefined ? '?' : `${p[k]!.toFixed(2)} s`);
    lines.push(
      `  start-up (${first.games.toLocaleString('en')} games, ${first.threads} thread): CLI loaded ${at('cli')}, config resolved ${at('config')}, first game ${at('first-game')}, play done ${at('played')}, report done ${at('report')}, exit ${first.seconds.toFixed(2)} s`,
    );
    if (r.floor) {
      const f = r.floor;
      const warmPlay = r.warm
        ? ` (warm, in-process: ${(f.games / r.warm.phases[0]!.gamesPerSecond).toFixed(2)} s)`
        : '';
      const what = `${f.games.toLocaleString('en')} games played bare in a fresh Node, no CLI, workers, results or report`;
      const split = `config and game loaded ${f.loadedSeconds.toFixed(2)} s, played ${(f.playedSeconds - f.loadedSeconds).toFixed(2)} s`;
      lines.push(`  engine floor (${what}): ${f.seconds.toFixed(2)} s — ${split}${warmPlay}`);
    }
    const b = first.bytesPerGame;
    lines.push(
      `  bytes per game: games.ndjson ${b.ndjson}, metrics.bin ${b.metrics}, games.csv ${b.csv} (total ${(b.ndjson + b.metrics + b.csv).toFixed(1)})`,
    );
  }
  if (r.warm) {
    const w = r.warm;
    lines.push(`warm steady state (${w.games} games per phase after a warm-up):`);
    for (const ph of w.phases)
      lines.push(
        `  ${ph.name.padEnd(18)} ${ph.gamesPerSecond.toFixed(0).padStart(8)} games/s  (warm-up ${ph.startupSeconds.toFixed(2)} s, peak RSS ${ph.peakRssMB} MB)`,
      );
    lines.push(
      `  speed-up ${w.phases[2]!.threads} threads vs 1: ×${w.speedup.toFixed(2)}; runner overhead (1 thread vs in-process): ${(100 * w.overhead).toFixed(1)}%`,
    );
  }
  if (r.calc)
    lines.push(
      `sortie calc attack: ${r.calc.cpuSeconds.toFixed(2)} s process time (${r.calc.seconds.toFixed(2)} s wall)`,
    );
  return lines;
}

async function handler(argv: ArgumentsCamelCase<BenchArgs>): Promise<void> {
  const file = argv.config ?? defaultConfigPath();
  const say = argv.json ? () => {} : (m: string) => eprint(m);
  const report: FullBenchReport = {
    machine: { cores: availableParallelism(), loadAverage: loadavg() },
    config: file,
    cold: [],
    coldSpeedup: [],
    floor: null,
    warm: null,
    calc: null,
  };
  if (argv.cold) {
    const sizes = argv.sizes.split(',').map((x) => Number(x.trim()));
    const threads = [...new Set([1, argv.threads])];
    for (const games of sizes) {
      for (const t of threads) {
        const runs: ColdRun[] = [];
        for (let k = 0; k < argv.repeat; k++) {
          say(
            `cold run: ${games} games, ${t} thread${t === 1 ? '' : 's'}${argv.repeat > 1 ? ` (${k + 1}/${argv.repeat})` : ''}...`,
          );
          runs.push(await coldRun({ config: file, games, threads: t }));
        }
        report.cold.push(medianRun(runs));
      }
      const one = report.cold.find((c) => c.games === games && c.threads === 1)!;
      const all = report.cold.find((c) => c.games === games && c.threads === argv.threads)!;
      if (argv.threads !== 1)
        report.coldSpeedup.push({
          games,
          speedup: Math.round((one.seconds / all.seconds) * 1000) / 1000,
        });
    }
    const smallest = Math.min(...sizes);
    const floors: FloorRun[] = [];
    for (let k = 0; k < argv.repeat; k++) {
      say(
        `engine floor: ${smallest} games played bare${argv.repeat > 1 ? ` (${k + 1}/${argv.repeat})` : ''}...`,
      );
      floors.push(await floorRun(file, smallest));
    }
    const mid = median(floors.map((f) => f.seconds));
    report.floor = floors.find((f) => f.seconds === mid)!;
    say('calc attack...');
    report.calc = await calcTime();
  }
  if (argv.warm) {
    const config = await loadConfigOrReport(file);
    report.warm = await runBench({
      config,
      games: argv.games,
      threads: argv.threads,
      onPhase: (p) => say(`warm: ${p}...`),
    });
  }
  if (argv.json) console.log(JSON.stringify(report));
  else for (const line of benchText(report)) console.log(line);
}

/** The `bench` command module. */
export const benchCommand: CommandModule<object, BenchArgs> = {
  command: 'bench [config]',
  describe:
    'throughput benchmark: cold end-to-end runs, warm steady state, start-up and bytes per game',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        describe: 'config whose first matchup is played (default: configs/default.yaml)',
      })
      .options({
        sizes: {
          type: 'string',
          default: '2000,20000,200000',
          describe: 'games of the cold end-to-end runs (comma-separated)',
        },
        repeat: {
          type: 'number',
          default: 1,
          describe: 'cold runs per size and thread count (the median is kept)',
        },
        games: {
          type: 'number',
          default: 20000,
          describe: 'games per warm phase (after a warm-up of up to 1000 games a thread)',
        },
        threads: {
          type: 'number',
          default: availableParallelism(),
          describe: 'threads of the all-threads runs',
        },
        cold: {
          type: 'boolean',
          default: true,
          describe: 'time cold `sortie run` processes (--no-cold skips)',
        },
        warm: {
          type: 'boolean',
          default: true,
          describe: 'measure the warm steady state (--no-warm skips)',
        },
        json: { type: 'boolean', default: false, describe: 'print one JSON object' },
      })
      .check((a) => {
        if (!Number.isInteger(a.games) || a.games < 1) return '--games must be a whole number ≥ 1';
        if (!Number.isInteger(a.threads) || a.threads < 1)
          return '--threads must be a whole number ≥ 1';
        if (!Number.isInteger(a.repeat) || a.repeat < 1)
          return '--repeat must be a whole number ≥ 1';
        if (
          !a.sizes
            .split(',')
            .every((x) => Number.isInteger(Number(x.trim())) && Number(x.trim()) >= 1)
        )
          return '--sizes must list whole numbers ≥ 1, e.g. 2000,20000';
        return true;
      })
      .example(
        '$0 bench',
        'cold 2k/20k/200k-game runs on 1 and all threads, warm steady state, calc',
      )
      .example(
        '$0 bench --sizes 2000,20000 --repeat 3 --json',
        'a quicker run, medians of 3, for scripts',
      ) as unknown as Argv<BenchArgs>,
  handler,
};
