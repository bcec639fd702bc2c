/**
 * The engine floor of a cold run, spawned by `sortie bench` (bench-cold.ts `floorRun`) with
 * the probe: a fresh Node that reads the config, loads its game and plays the first
 * matchup's games in a plain loop on its main thread — no CLI, no workers, no results files,
 * no report. A cold `sortie run` of the same games cannot finish sooner than this on the
 * same machine; what it takes beyond it is the run's own start-up, result work and report.
 * Marks `sortie:loaded` (config and game ready) and `sortie:played`.
 *
 *   node --import <bench-probe.js> dist/runner/bench-floor.js <config> <games>
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config/load-config.js';
import { pluginFor } from '../games/registry.js';
import { bareGamePlayer } from './bare-game.js';

const [file, count] = process.argv.slice(2);
const games = Number(count);
if (!file || !Number.isInteger(games) || games < 1) {
  process.stderr.write('usage: bench-floor.js <config> <games>\n');
  process.exit(2);
}
const m = (await loadConfig(file)).matchups[0]!;
const plugin = await pluginFor(m);
performance.mark('sortie:loaded');
const play = bareGamePlayer(plugin, m);
try {
  for (let g = 0; g < games; g++) play(g);
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
performance.mark('sortie:played');
