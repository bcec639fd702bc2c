/**
 * `sortie bench`: games/s in-process, with 1 worker thread and with all threads,
 * the speed-up, the runner's overhead and peak memory.
 */
import { availableParallelism } from 'node:os';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { runBench, type BenchReport } from '../../runner/bench.js';
import { defaultConfigPath } from '../../runner/paths.js';
import { eprint, loadConfigOrReport } from '../common.js';

/** Arguments of `sortie bench`. */
export interface BenchArgs {
  config?: string;
  games: number;
  threads: number;
  json: boolean;
}

/** The human-readable bench table. */
export function benchText(r: BenchReport): string[] {
  const lines = [`bench: ${r.matchup}, ${r.games} games per phase`];
  for (const p of r.phases) {
    lines.push(`  ${p.name.padEnd(18)} ${p.gamesPerSecond.toFixed(1).padStart(10)} games/s ${p.seconds.toFixed(2).padStart(8)} s  (+${p.startupSeconds.toFixed(2)} s warm-up)  peak RSS ${p.peakRssMB} MB`);
  }
  const all = r.phases[2]!;
  lines.push(`  speed-up ${all.threads} threads vs 1: ×${r.speedup.toFixed(2)} (parallel efficiency ${(100 * r.efficiency).toFixed(0)}%)`);
  lines.push(`  runner overhead (1 thread vs in-process): ${(100 * r.overhead).toFixed(1)}%`);
  lines.push(`  peak RSS (process, all threads): ${r.peakRssMB} MB`);
  return lines;
}

async function handler(argv: ArgumentsCamelCase<BenchArgs>): Promise<void> {
  const config = await loadConfigOrReport(argv.config ?? defaultConfigPath());
  const report = await runBench({ config, games: argv.games, threads: argv.threads, onPhase: argv.json ? undefined : (p) => eprint(`running ${p}...`) });
  if (argv.json) console.log(JSON.stringify(report));
  else for (const line of benchText(report)) console.log(line);
}

/** The `bench` command module. */
export const benchCommand: CommandModule<object, BenchArgs> = {
  command: 'bench [config]',
  describe: 'throughput benchmark: cold end-to-end runs, warm steady state, start-up and bytes per game',
  builder: (y: Argv) =>
    y
      .positional('config', { type: 'string', describe: 'config whose first matchup is played (default: configs/default.yaml)' })
      .options({
        games: { type: 'number', default: 1000, describe: 'games per phase' },
        threads: { type: 'number', default: availableParallelism(), describe: 'threads of the all-threads phase' },
        json: { type: 'boolean', default: false, describe: 'print one JSON object' },
      })
      .check((a) => {
        if (!Number.isInteger(a.games) || a.games < 1) return '--games must be a whole number ≥ 1';
        if (!Number.isInteger(a.threads) || a.threads < 1) return '--threads must be a whole number ≥ 1';
        return true;
      })
      .example('$0 bench --games 2000', 'benchmark the default matchup')
      .example('$0 bench --json', 'machine-readable output') as unknown as Argv<BenchArgs>,
  handler,
};
