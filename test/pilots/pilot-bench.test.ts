/**
 * scripts/pilot-bench.mjs on a tiny budget: every phase plays through the built plugin, the
 * floor phase replays its recorded heuristic duels to the same ends (it stops the bench
 * otherwise), and the JSON carries the ratios the README quotes. Speeds are not asserted.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface BenchJson {
  phases: Array<{
    build: string;
    phase: string;
    games: number;
    seconds: number;
    gamesPerSecond: number;
  }>;
  ratios: Array<{ build: string; ratio: string; value: number }>;
}

describe('pilot-bench script', () => {
  it('plays the heuristic, AI deck and engine floor phases and reports their ratios', () => {
    const decks = 'sabre-xf-23-fighter,falx-sc-41-escort';
    const args = [
      '--seconds',
      '1',
      '--slice',
      '0.5',
      '--decks',
      decks,
      '--phases',
      'heuristic,ai,floor',
      '--json',
    ];
    const r = spawnSync(process.execPath, [resolve('scripts', 'pilot-bench.mjs'), ...args], {
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as BenchJson;
    expect(out.phases.map((p) => p.phase)).toEqual(['heuristic', 'ai', 'floor']);
    for (const p of out.phases) {
      expect(p.games, p.phase).toBeGreaterThan(0);
      // The JSON rounds seconds to 0.01 s.
      expect(
        Math.abs(p.gamesPerSecond - p.games / p.seconds) / p.gamesPerSecond,
        p.phase,
      ).toBeLessThan(0.011);
    }
    expect(out.ratios.map((x) => x.ratio)).toEqual(['heuristic / ai-deck', 'heuristic / floor']);
  }, 120_000);
});
