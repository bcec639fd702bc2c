import { describe, expect, it } from 'vitest';
import { metricLayout } from '../../src/stats/metric-columns.js';
import { MetricTally } from '../../src/stats/metric-tally.js';
import { armada } from '../../src/games/armada/plugin.js';

const setup = armada.resolveSetup({
  name: 'm',
  game: 'armada',
  format: 'learning',
  sides: [
    { name: 'Rebels', fleet: 'learning-rebels', pilot: 'random' },
    { name: 'Imperials', fleet: 'learning-imperials', pilot: 'random' },
  ],
});

describe('Armada metrics through the statistics layer', () => {
  it('every declaration aggregates the rows of 40 games', () => {
    const tallies = armada.metrics.map((m) => new MetricTally(metricLayout(m), m));
    const counts: Record<string, number> = {};
    for (let i = 0; i < 40; i++) {
      const r = armada.playGame(setup, {
        seed: `metrics-${i}`,
        gameIndex: i,
        swapSeats: i % 2 === 1,
        roundCap: 6,
      });
      const winner = r.winner === null ? null : r.sides[r.winner]!.name;
      armada.metrics.forEach((m, k) => {
        tallies[k]!.addGame(r.metrics[m.id]!, winner);
        counts[m.id] = (counts[m.id] ?? 0) + r.metrics[m.id]!.length;
      });
    }
    // The learning scenario has no objective and no upgrades: those two tables stay empty there,
    // and so do the tournament points without a `tournamentPoints:` table; random pilots keep no slip counters.
    const needCards = [
      'victory-tokens',
      'upgrade-usage',
      'tournament-points',
      'tournament-split',
      'pilot-slips',
    ];
    armada.metrics.forEach((m, k) => {
      const rows = tallies[k]!.rows(40, ['Rebels', 'Imperials']);
      if (needCards.includes(m.id)) expect(rows, m.id).toEqual([]);
      else expect(rows.length, m.id).toBeGreaterThan(0);
    });
    // The curve has a row per side and round (0..rounds played), the margin one per game.
    expect(counts.margin).toBe(40);
    expect(counts['margin-bands']).toBe(40);
    expect(counts['damage-curve']).toBeGreaterThanOrEqual(40 * 2 * 2);
    expect(counts['defense-tokens']).toBeGreaterThan(0);
    expect(counts['damage-cards']).toBeGreaterThan(0);
  });

  it('the damage share rows split attack damage by attacker and target kind', () => {
    let ship = 0;
    let squadron = 0;
    for (let i = 0; i < 30; i++) {
      const r = armada.playGame(setup, {
        seed: `share-${i}`,
        gameIndex: i,
        swapSeats: false,
        roundCap: 6,
      });
      for (const [, attacker, , dmg] of r.metrics['damage-share']!) {
        if (attacker === 'ship') ship += dmg as number;
        else squadron += dmg as number;
      }
      const byZone = r.metrics['damage-by-zone']!.reduce((a, row) => a + (row[2] as number), 0);
      const byRange = r.metrics['damage-by-range']!.reduce((a, row) => a + (row[2] as number), 0);
      const share = r.metrics['damage-share']!.reduce((a, row) => a + (row[3] as number), 0);
      expect(byRange).toBe(byZone);
      expect(share).toBe(byZone);
    }
    expect(ship).toBeGreaterThan(0);
    expect(squadron).toBeGreaterThan(0);
  });
});

describe('Armada scoring metrics (core fleets with upgrades, an objective with victory tokens)', () => {
  it('score by source adds up to the score; victory tokens and upgrade uses are counted', () => {
    let tokens = 0;
    let uses = 0;
    for (const objective of ['precision-strike', 'contested-outpost', 'fire-lanes']) {
      const core = armada.resolveSetup({
        name: 'scoring',
        game: 'armada',
        format: 'core-180',
        objective,
        sides: [
          { name: 'Rebels', fleet: 'core-rebels-173', pilot: 'heuristic' },
          { name: 'Imperials', fleet: 'core-imperials-175', pilot: 'heuristic' },
        ],
      });
      for (let i = 0; i < 6; i++) {
        const r = armada.playGame(core, {
          seed: `scoring-${objective}-${i}`,
          gameIndex: i,
          swapSeats: i % 2 === 1,
          roundCap: 6,
        });
        const rows = r.metrics['score-sources']!;
        expect(rows).toHaveLength(2);
        for (const [side, ships, squadrons, vt, other, score] of rows as Array<
          [string, number, number, number, number, number]
        >) {
          expect(ships + squadrons + vt + other, side).toBe(score);
          expect(score, side).toBe(r.sides.find((s) => s.name === side)!.score);
          expect(ships + squadrons, side).toBeGreaterThanOrEqual(0);
        }
        for (const row of r.metrics['victory-tokens']!) {
          expect(row[1]).toBe(objective);
          tokens += row[2] as number;
        }
        const vtPoints = (rows as number[][]).reduce((a, row) => a + (row[3] as number), 0);
        expect(vtPoints % 5).toBe(0);
        for (const row of r.metrics['upgrade-usage']!) uses += row[2] as number;
      }
    }
    expect(tokens).toBeGreaterThan(0);
    expect(uses).toBeGreaterThan(0);
  });
});
