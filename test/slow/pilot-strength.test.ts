/**
 * The pilot strength tables of the README (issue 13), replayed exactly: scripts/pilot-strength.mjs
 * with the README's seed and game counts (each game depends only on its seed, so the figures
 * are the same on any machine and thread count). Each deck's preset in a same-ship duel on an
 * empty table, seats swapped, a draw counting half, Wilson 95% intervals.
 *
 * The targets: the heuristic beats the printed AI deck, and the search pilot (default budget)
 * the heuristic, with every deck. The decks listed below do not reach the target yet (the
 * README says so); for them the test asserts that the stronger pilot is at least not
 * significantly worse, and it fails as soon as one of them clears the target, so the list
 * and the README are kept true.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface DeckRow {
  deck: string;
  score: number;
  ciLow: number;
  ciHigh: number;
}

/** Decks below the target, by table (see the README's pilot strength section). */
const SHORT: Record<string, string[]> = {
  'heuristic-vs-ai': ['lance-sv-51-scout', 'wasp-klaw-fighter-bomber', 'lance-sac-30-attack-craft'],
  'search-vs-heuristic': ['falx-sc-41-escort'],
};

function table(name: string, games: number): DeckRow[] {
  const r = spawnSync(process.execPath, [resolve('scripts', 'pilot-strength.mjs'), '--games', String(games), '--tables', name, '--json', '--threads', '2'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  expect(r.status, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout) as { tables: Array<{ table: string; rows: DeckRow[] }> };
  return out.tables.find((t) => t.table === name)!.rows;
}

function check(name: string, rows: DeckRow[]): void {
  expect(rows).toHaveLength(16);
  for (const r of rows) {
    const label = `${name} ${r.deck}: ${(100 * r.score).toFixed(1)}% [${(100 * r.ciLow).toFixed(1)}, ${(100 * r.ciHigh).toFixed(1)}]`;
    if (SHORT[name]!.includes(r.deck)) {
      expect(r.ciLow, `${label} now clears 50%: take it off the list and out of the README's gaps`).toBeLessThanOrEqual(0.5);
      expect(r.ciHigh, `${label} is significantly worse than the weaker pilot`).toBeGreaterThan(0.5);
    } else expect(r.ciLow, label).toBeGreaterThan(0.5);
  }
}

describe('pilot strength over the 16 printed AI decks (the README tables)', () => {
  it('heuristic vs the printed AI deck, 400 games per deck', () => {
    check('heuristic-vs-ai', table('heuristic-vs-ai', 400));
  });

  it('search (default budget) vs the heuristic, 200 games per deck', () => {
    check('search-vs-heuristic', table('search-vs-heuristic', 200));
  });
});
