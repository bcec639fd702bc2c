import { describe, expect, it } from 'vitest';
import { runBench } from '../../src/runner/bench.js';
import { toyDuel } from './helpers.js';

describe('runBench', () => {
  it('measures in-process, 1-thread and all-thread throughput and derives the ratios', async () => {
    const config = await toyDuel('table: {work: 2000}\n');
    const phases: string[] = [];
    const r = await runBench({ config, games: 300, threads: 2, onPhase: (p) => phases.push(p) });
    expect(phases).toEqual(['in-process', 'pool, 1 thread', 'pool, 2 threads']);
    expect(r.matchup).toBe('toy');
    expect(r.phases.map((p) => [p.name, p.threads, p.games])).toEqual([
      ['in-process', 0, 300],
      ['pool, 1 thread', 1, 300],
      ['pool, 2 threads', 2, 300],
    ]);
    for (const p of r.phases) {
      expect(Math.abs(p.gamesPerSecond / (p.games / p.seconds) - 1)).toBeLessThan(0.02);
      expect(p.peakRssMB).toBeGreaterThan(10);
      expect(p.startupSeconds).toBeGreaterThanOrEqual(0);
    }
    const [inProc, one, two] = r.phases;
    expect(r.speedup).toBeCloseTo(two!.gamesPerSecond / one!.gamesPerSecond, 2);
    expect(r.efficiency).toBeCloseTo(r.speedup / 2, 2);
    expect(r.overhead).toBeCloseTo(1 - one!.gamesPerSecond / inProc!.gamesPerSecond, 2);
    expect(r.peakRssMB).toBeGreaterThanOrEqual(Math.max(...r.phases.map((p) => p.peakRssMB)) - 1);
  });
});
