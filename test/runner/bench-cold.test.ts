import { describe, expect, it } from 'vitest';
import { benchText, type FullBenchReport } from '../../src/cli/commands/bench.js';
import { runCaptured } from '../content-cli/cli-capture.js';

/** `sortie bench ... --json` in this process; its cold runs are `sortie run` processes of dist/ (global setup builds it). */
async function benchJson(...args: string[]): Promise<FullBenchReport> {
  const r = await runCaptured(['bench', ...args, '--json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as FullBenchReport;
}

describe('sortie bench, cold part', () => {
  it('times whole runs on 1 and 2 threads, their start-up phases and bytes, the engine floor and calc', async () => {
    const r = await benchJson(
      'configs/default.yaml',
      '--sizes',
      '24',
      '--threads',
      '2',
      '--no-warm',
    );
    expect(r.cold.map((c) => [c.games, c.threads])).toEqual([
      [24, 1],
      [24, 2],
    ]);
    for (const c of r.cold) {
      const p = c.phases;
      // The CLI's marks, in the order a run reaches them, all before the process exits.
      const order = ['cli', 'config', 'first-game', 'played', 'report'].map((k) => p[k]!);
      expect(order.every((t) => typeof t === 'number')).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(order[4]!).toBeLessThan(c.seconds);
      expect(c.bytesPerGame.ndjson).toBeGreaterThan(50);
      expect(c.bytesPerGame.metrics).toBeGreaterThan(0);
      expect(c.cpuSeconds).toBeGreaterThan(0);
    }
    expect(r.coldSpeedup).toEqual([{ games: 24, speedup: expect.any(Number) }]);
    // The floor plays the smallest size's games bare: loaded, then played, then the process ends.
    const f = r.floor!;
    expect(f.games).toBe(24);
    expect(f.loadedSeconds).toBeGreaterThan(0);
    expect(f.playedSeconds).toBeGreaterThan(f.loadedSeconds);
    expect(f.seconds).toBeGreaterThan(f.playedSeconds);
    expect(r.warm).toBeNull();
    expect(r.calc!.cpuSeconds).toBeGreaterThan(0);
  });

  it('prints the engine floor under the start-up phases, with the warm time of the same games when measured', () => {
    const report: FullBenchReport = {
      machine: { cores: 2, loadAverage: [0, 0, 0] },
      config: 'configs/default.yaml',
      cold: [1, 2].map((threads) => ({
        games: 2000,
        threads,
        seconds: 2.5,
        cpuSeconds: 4,
        peakRssMB: 280,
        phases: { cli: 0.3, config: 0.5, 'first-game': 0.6, played: 1.9, report: 2.4 },
        bytesPerGame: { ndjson: 240, metrics: 48, csv: 84 },
      })),
      coldSpeedup: [{ games: 2000, speedup: 1 }],
      floor: {
        games: 2000,
        seconds: 1.37,
        cpuSeconds: 2,
        loadedSeconds: 0.34,
        playedSeconds: 1.35,
      },
      warm: null,
      calc: null,
    };
    const floorLine = (r: FullBenchReport) => benchText(r).find((l) => l.includes('engine floor'));
    expect(floorLine(report)).toBe(
      '  engine floor (2,000 games played bare in a fresh Node, no CLI, workers, results or report): 1.37 s — config and game loaded 0.34 s, played 1.01 s',
    );
    const phase = { threads: 0, games: 20000, seconds: 2.5, startupSeconds: 0.2, peakRssMB: 100 };
    report.warm = {
      matchup: 'default',
      games: 20000,
      speedup: 1,
      efficiency: 0.5,
      overhead: 0.2,
      peakRssMB: 100,
      phases: [
        { ...phase, name: 'in-process', gamesPerSecond: 8000 },
        { ...phase, name: 'pool, 1 thread', gamesPerSecond: 6400 },
        { ...phase, name: 'pool, 2 threads', gamesPerSecond: 6400 },
      ],
    };
    expect(floorLine(report)).toMatch(/played 1\.01 s \(warm, in-process: 0\.25 s\)$/);
    expect(benchText({ ...report, floor: null }).some((l) => l.includes('engine floor'))).toBe(
      false,
    );
  });
});
