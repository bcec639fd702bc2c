import { describe, expect, test } from 'vitest';
import type { MetricDeclaration } from '../../src/core/metrics.js';
import { metricLayout } from '../../src/stats/metric-columns.js';
import { MetricTally, compareKeys } from '../../src/stats/metric-tally.js';
import { SYNTHETIC_METRICS } from '../report/synthetic-results.js';

const byId = (id: string) => SYNTHETIC_METRICS.find((m) => m.id === id)!;
const SIDES = ['Forge', 'Komplex'];

describe('metricLayout', () => {
  test('derives the contract columns of damage-curve and part-usage', () => {
    expect(metricLayout(byId('damage-curve')).header).toEqual([
      'matchup',
      'side',
      'round',
      'hull_mean',
      'hull_p10',
      'hull_p50',
      'hull_p90',
      'damage_dealt_mean',
      'alive_fraction',
      'games_observed',
    ]);
    expect(metricLayout(byId('part-usage')).header).toEqual([
      'matchup',
      'side',
      'ship',
      'part',
      'uses_per_game',
      'damage_per_game',
      'hits',
      'crits',
      'disabled_per_game',
      'repaired_per_game',
      'heat_per_game',
      'missiles_launched',
      'missiles_shot_down',
      'damage_share',
      'games_observed',
    ]);
  });

  test('sum, csv:false and matches-winner outputs; bad declarations throw', () => {
    const decl: MetricDeclaration = {
      id: 'x',
      title: 'x',
      events: [],
      start: () => ({ on() {}, finish: () => [] }),
      columns: [
        { name: 'k', role: 'key' },
        { name: 'n', role: 'value', aggregate: 'sum' },
        { name: 'hidden', role: 'value', aggregate: 'mean', csv: false },
        { name: 'leader', role: 'value', aggregate: 'matches-winner' },
      ],
    };
    expect(metricLayout(decl).header).toEqual([
      'matchup',
      'k',
      'n_total',
      'leader_win_rate',
      'leader_win_rate_ci_low',
      'leader_win_rate_ci_high',
      'games_observed',
    ]);
    expect(() =>
      metricLayout({
        ...decl,
        columns: [...decl.columns, { name: 'n', role: 'value', aggregate: 'sum' }],
      }),
    ).toThrow(/duplicate/);
    expect(() =>
      metricLayout({
        ...decl,
        columns: [{ name: 'v', role: 'value', share: { within: ['nope'] } }],
      }),
    ).toThrow(/unknown key/);
  });
});

describe('MetricTally', () => {
  test('damage-curve: quantiles and means over the rows that exist', () => {
    const base = byId('damage-curve');
    const decl = { ...base, columns: base.columns.map((c) => ({ ...c, carryForward: undefined })) };
    const t = new MetricTally(metricLayout(decl), decl);
    // Three games; round 2 is reached only by the first two.
    t.addGame(
      [
        ['Forge', 1, 10, 2, 1],
        ['Forge', 2, 6, 6, 1],
      ],
      'Forge',
    );
    t.addGame(
      [
        ['Forge', 1, 8, 4, 1],
        ['Forge', 2, 0, 9, 0],
      ],
      null,
    );
    t.addGame([['Forge', 1, 12, 0, 1]], 'Komplex');
    const rows = t.rows(3, SIDES);
    expect(rows).toHaveLength(2);
    // round 1 hull 8,10,12: mean 10, p10 = 8.4, p50 = 10, p90 = 11.6
    expect(rows[0]).toMatchObject({
      side: 'Forge',
      round: 1,
      hull_mean: 10,
      hull_p50: 10,
      damage_dealt_mean: 2,
      alive_fraction: 1,
      games_observed: 3,
    });
    expect(rows[0]!.hull_p10).toBeCloseTo(8.4, 12);
    expect(rows[0]!.hull_p90).toBeCloseTo(11.6, 12);
    // round 2 hull 6,0 → mean 3, p50 3; alive 1,0 → 0.5
    expect(rows[1]).toMatchObject({
      round: 2,
      hull_mean: 3,
      hull_p50: 3,
      damage_dealt_mean: 7.5,
      alive_fraction: 0.5,
      games_observed: 2,
    });
  });

  test('carry-forward: finished games keep their last row at later rounds', () => {
    const base = byId('damage-curve');
    const decl = {
      ...base,
      columns: base.columns.map((c) =>
        c.name === 'round' ? { ...c, carryForward: true } : { ...c, carryForward: undefined },
      ),
    };
    const layout = metricLayout(decl);
    expect(layout.carry).toBe(1);
    const play = (t: MetricTally) => {
      // Game 1 lasts 3 rounds; game 2 ends in round 1 with Forge destroyed; game 3 ends in round 2.
      t.addGame(
        [
          ['Forge', 1, 10, 2, 1],
          ['Forge', 2, 8, 4, 1],
          ['Forge', 3, 6, 6, 1],
        ],
        'Forge',
      );
      t.addGame([['Forge', 1, 0, 1, 0]], 'Komplex');
      t.addGame(
        [
          ['Forge', 1, 12, 0, 1],
          ['Forge', 2, 4, 3, 1],
        ],
        'Forge',
      );
    };
    const t = new MetricTally(layout, decl);
    play(t);
    const rows = t.rows(3, SIDES);
    expect(rows.map((r) => [r.round, r.games_observed])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // Round 2: game 1 (8), game 2 carried (0), game 3 (4) → mean 4, alive 2/3.
    expect(rows[1]).toMatchObject({ hull_mean: 4, hull_p50: 4, alive_fraction: 2 / 3 });
    expect(rows[1]!.damage_dealt_mean).toBeCloseTo((4 + 1 + 3) / 3, 12);
    // Round 3: game 1 (6), game 2 (0), game 3 carried (4) → mean 10/3.
    expect(rows[2]!.hull_mean).toBeCloseTo(10 / 3, 12);
    expect(rows[2]!.alive_fraction).toBeCloseTo(2 / 3, 12);
    // Without carry-forward only running games count.
    const plainDecl = {
      ...base,
      columns: base.columns.map((c) => ({ ...c, carryForward: undefined })),
    };
    const plain = new MetricTally(metricLayout(plainDecl), plainDecl);
    play(plain);
    expect(plain.rows(3, SIDES).map((r) => [r.round, r.games_observed, r.hull_mean])).toEqual([
      [1, 3, 22 / 3],
      [2, 2, 6],
      [3, 1, 6],
    ]);
    // Tails merge like everything else.
    const a = new MetricTally(layout, decl);
    const b = new MetricTally(layout, decl);
    a.addGame(
      [
        ['Forge', 1, 10, 2, 1],
        ['Forge', 2, 8, 4, 1],
        ['Forge', 3, 6, 6, 1],
      ],
      'Forge',
    );
    b.addGame([['Forge', 1, 0, 1, 0]], 'Komplex');
    b.addGame(
      [
        ['Forge', 1, 12, 0, 1],
        ['Forge', 2, 4, 3, 1],
      ],
      'Forge',
    );
    b.merge(a);
    expect(b.rows(3, SIDES)).toEqual(rows);
  });

  test('carry-forward must be a single key column', () => {
    const base = byId('damage-curve');
    expect(() =>
      metricLayout({ ...base, columns: base.columns.map((c) => ({ ...c, carryForward: true })) }),
    ).toThrow(/only one column/);
    expect(() =>
      metricLayout({
        ...base,
        columns: base.columns.map((c) => ({ ...c, carryForward: c.name === 'hull' })),
      }),
    ).toThrow(/not a key/);
  });

  test('part-usage: per-game means count missing games as 0; share within ship', () => {
    const decl = byId('part-usage');
    const t = new MetricTally(metricLayout(decl), decl);
    const row = (part: string, uses: number, damage: number) => [
      'Forge',
      'sabre',
      part,
      uses,
      damage,
      1,
      0,
      0,
      0,
      2,
      0,
      0,
    ];
    t.addGame([row('laser', 2, 3), row('gatling', 1, 1)], 'Forge');
    t.addGame([row('laser', 4, 5)], 'Forge');
    // Rows with the same key in one game are added up for that game.
    t.addGame([row('gatling', 1, 2), row('gatling', 1, 0)], null);
    t.addGame([], null);
    const rows = t.rows(4, SIDES);
    expect(rows.map((r) => r.part)).toEqual(['gatling', 'laser']);
    const [gatling, laser] = rows;
    expect(gatling).toMatchObject({
      uses_per_game: 3 / 4,
      damage_per_game: 3 / 4,
      hits: 3 / 4,
      heat_per_game: 6 / 4,
      games_observed: 2,
    });
    expect(laser).toMatchObject({
      uses_per_game: 6 / 4,
      damage_per_game: 8 / 4,
      hits: 2 / 4,
      games_observed: 2,
    });
    // Ship damage per game: 0.75 + 2 = 2.75
    expect(gatling!.damage_share).toBeCloseTo(0.75 / 2.75, 12);
    expect(laser!.damage_share).toBeCloseTo(2 / 2.75, 12);
  });

  test('game-health: matches-winner skips empty cells and joins with the winner', () => {
    const decl = byId('game-health');
    const t = new MetricTally(metricLayout(decl), decl);
    t.addGame([[2, 'Forge']], 'Forge');
    t.addGame([[0, 'Forge']], 'Komplex');
    t.addGame([[1, '']], 'Forge');
    t.addGame([[3, 'Komplex']], 'Komplex');
    t.addGame([[0, 'Komplex']], null);
    const [row] = t.rows(5, SIDES);
    // Leader named in 4 games; the leader won 2 of them.
    expect(row!.mid_leader_win_rate).toBe(0.5);
    expect(row!.mid_leader_win_rate_ci_low).toBeCloseTo(0.15, 2); // Wilson 2 of 4: [0.1500, 0.8500]
    expect(row!.mid_leader_win_rate_ci_high).toBeCloseTo(0.85, 2);
    expect(row!.lead_changes_mean).toBeCloseTo(6 / 5, 12);
    expect(row!.lead_changes_p50).toBe(1);
  });

  test('merge equals one tally over all games', () => {
    const decl = byId('part-usage');
    const games = Array.from(
      { length: 9 },
      (_, g) =>
        [['Komplex', 'k', `p${g % 3}`, g, g * 2, 1, 0, g % 2, 0, 1, 0, 0]] as Array<
          Array<string | number>
        >,
    );
    const whole = new MetricTally(metricLayout(decl), decl);
    const a = new MetricTally(metricLayout(decl), decl);
    const b = new MetricTally(metricLayout(decl), decl);
    games.forEach((rows, i) => {
      whole.addGame(rows, null);
      (i % 2 ? a : b).addGame(rows, null);
    });
    a.merge(b);
    expect(a.rows(9, SIDES)).toEqual(whole.rows(9, SIDES));
  });
});

describe('compareKeys', () => {
  test('side names by side order, numbers numerically, then strings', () => {
    const keys = [
      ['Komplex', 2],
      ['Forge', 10],
      ['Forge', 9],
      ['Zed', 1],
      ['Alpha', 1],
    ];
    expect(
      keys.sort((a, b) => compareKeys(a, b, ['Komplex', 'Forge'])).map((k) => k.join(':')),
    ).toEqual(['Komplex:2', 'Forge:9', 'Forge:10', 'Alpha:1', 'Zed:1']);
  });
});
