/**
 * Loaded into the `sortie` processes that `sortie bench` spawns (`node --import`): when
 * the process exits it writes, to the file named by SORTIE_BENCH_PROBE, its wall time
 * since start, CPU time, peak memory and the `sortie:*` performance marks the CLI set
 * (config resolved, first game, play done, report done). Nothing is recorded otherwise.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** What a probed process reports. */
export interface ProbeReport {
  /** Seconds from process start to exit. */
  wallSeconds: number;
  /** User + system CPU seconds of the process (all threads). */
  cpuSeconds: number;
  /** Peak resident set size (MB). */
  peakRssMB: number;
  /** Seconds from process start to each `sortie:<name>` mark. */
  marks: Record<string, number>;
}

const file = process.env.SORTIE_BENCH_PROBE;
if (file) {
  process.on('exit', () => {
    const ru = process.resourceUsage();
    const marks: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark'))
      if (m.name.startsWith('sortie:')) marks[m.name.slice(7)] = round(m.startTime / 1000);
    const report: ProbeReport = {
      wallSeconds: round(performance.now() / 1000),
      cpuSeconds: round((ru.userCPUTime + ru.systemCPUTime) / 1e6),
      peakRssMB: Math.round(ru.maxRSS / 1024),
      marks,
    };
    writeFileSync(file, JSON.stringify(report));
  });
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
