import { describe, expect, test } from 'vitest';
import { MatchupTally } from '../../src/stats/matchup-tally.js';
import type { GameLine } from '../../src/stats/game-line.js';

const INFO = { name: 'a-vs-b', game: 'g', format: 'duel', sides: ['A', 'B'], seatSwap: true };

function game(
  i: number,
  winner: number | null,
  rounds: number,
  endReason = 'destroyed',
  hull: [number, number] = [1, 0],
): GameLine {
  return {
    matchup: 'a-vs-b',
    game: i,
    seed: `s${i >> 1}`,
    swap: i % 2 === 1,
    firstSide: i % 2,
    winner,
    rounds,
    endReason,
    sides: [
      { name: 'A', hullLeft: hull[0], damageDealt: 10 - hull[1] },
      { name: 'B', hullLeft: hull[1], damageDealt: 10 - hull[0] },
    ],
  };
}

/** 8 games: A wins 0,1,2,5; B wins 3,4; 6 is a round-cap draw; 7 a round-cap win for B. */
const GAMES = [
  game(0, 0, 5),
  game(1, 0, 6),
  game(2, 0, 4),
  game(3, 1, 7, 'destroyed', [0, 2]),
  game(4, 1, 5, 'destroyed', [0, 3]),
  game(5, 0, 3),
  game(6, null, 10, 'round-cap', [2, 2]),
  game(7, 1, 10, 'round-cap', [1, 4]),
];

describe('MatchupTally', () => {
  const t = new MatchupTally(INFO);
  for (const g of GAMES) t.add(g);
  const s = t.summary();

  test('wins, draws, timeouts and intervals over seat-swapped pairs', () => {
    expect(s.games).toBe(8);
    expect(s.draws).toBe(1);
    expect(s.timeouts).toBe(2);
    expect(s.sides.map((x) => [x.name, x.wins, x.losses])).toEqual([
      ['A', 4, 3],
      ['B', 3, 4],
    ]);
    expect(s.sides[0]!.winRate).toBe(0.5);
    // A's wins per pair: 2, 1, 1, 0 (p = ½): cluster variance 4/3 · 2 / 8² = 1/24, so the
    // effective size is p(1 − p) / (1/24) = 6 games: Wilson 3 of 6 = [0.1876, 0.8124]
    // (Wilson 4 of 8, games as the unit, would claim [0.2152, 0.7848]).
    expect(s.sides[0]!.ciLow).toBeCloseTo(0.1876, 4);
    expect(s.sides[0]!.ciHigh).toBeCloseTo(0.8124, 4);
    // No digests: repeats unknown, every game counts.
    expect(s.distinctGames).toBeNull();
    expect(s.effectiveGames).toBe(8);
    expect(s.endReasons).toEqual({ destroyed: 6, 'round-cap': 2 });
  });

  test('first-side advantage', () => {
    // First side is A in even games (0,2,4,6) and B in odd ones (1,3,5,7).
    // First side won: 0 (A), 2 (A), 3 (B), 7 (B) → 4 of 8.
    expect(s.firstSideGames).toBe(8);
    expect(s.firstSideWins).toBe(4);
    expect(s.firstSideWinRate).toBe(0.5);
    expect(s.sides[0]).toMatchObject({ gamesFirst: 4, winsWhenFirst: 2 });
    expect(s.sides[1]).toMatchObject({ gamesFirst: 4, winsWhenFirst: 2 });
  });

  test('game length and side means', () => {
    // rounds 3,4,5,5,6,7,10,10 → mean 50/8; p50 (3.5) → 5.5; p90 (6.3) → 10
    expect(s.meanRounds).toBe(6.25);
    expect(s.roundsP50).toBe(5.5);
    expect(s.roundsP90).toBe(10);
    expect(s.roundsMin).toBe(3);
    expect(s.roundsMax).toBe(10);
    // A keeps 1 hull in its four default games, 0 in games 3 and 4, 2 in game 6, 1 in game 7.
    expect(s.sides[0]!.meanHullLeft).toBe((4 * 1 + 0 + 0 + 2 + 1) / 8);
  });

  test('pairs: (0,1) both won, (2,3) split, (4,5) split, (6,7) with a draw', () => {
    expect(s.pairs).toMatchObject({
      pairs: 4,
      bothWon: 1,
      split: 2,
      bothLost: 0,
      withDraw: 1,
      incomplete: 0,
    });
    expect(s.pairs!.pairedScore).toBeCloseTo((1 + 0.5 + 0.5 + 0.25) / 4, 12);
  });

  test('merging two halves equals the whole', () => {
    const a = new MatchupTally(INFO);
    const b = new MatchupTally(INFO);
    GAMES.forEach((g, i) => (i < 3 ? a : b).add(g));
    b.merge(a);
    expect(b.summary()).toEqual(s);
  });

  test('no seat swap or more sides: no pair analysis', () => {
    const t2 = new MatchupTally({ ...INFO, seatSwap: false });
    t2.add(GAMES[0]!);
    expect(t2.summary().pairs).toBeNull();
  });

  test('pairs whose seat swap repeated the game count once; digests give the distinct games', () => {
    // Digests: pairs (0,1) and (4,5) repeat one game; (2,3) and (6,7) differ.
    const digest = ['a', 'a', 'b', 'c', 'd', 'd', 'e', 'f'];
    const r = new MatchupTally(INFO);
    GAMES.forEach((g, i) => r.add({ ...g, digest: digest[i]! }));
    const sum = r.summary();
    expect(sum.distinctGames).toBe(6);
    expect(sum.effectiveGames).toBe(6);
    expect(sum.pairs).toMatchObject({ repeated: 2, undigested: 0 });
    // Split across workers (plain-data form), the same.
    const a = new MatchupTally(INFO);
    const b = new MatchupTally(INFO);
    GAMES.forEach((g, i) => (i % 3 === 0 ? a : b).add({ ...g, digest: digest[i]! }));
    a.mergeData(b.toData());
    expect(a.summary()).toEqual(sum);
  });

  test('every game won: the interval rests on the games less the repeated pairs', () => {
    const r = new MatchupTally(INFO);
    // 10 games all won by A; every pair repeats its game: 5 effective games, Wilson 5 of 5.
    for (let i = 0; i < 10; i++) r.add({ ...game(i, 0, 5), digest: `d${i >> 1}` });
    const sum = r.summary();
    expect(sum.effectiveGames).toBe(5);
    expect(sum.sides[0]!.ciLow).toBeCloseTo(5 / (5 + 1.959963984540054 ** 2), 6);
    expect(sum.sides[0]!.ciHigh).toBe(1);
  });

  test('failed games are counted apart', () => {
    const r = new MatchupTally({ ...INFO, failedGames: 3 });
    r.add(GAMES[0]!);
    expect(r.summary().failedGames).toBe(3);
  });
});

describe('MatchupTally scores (DESIGN: per side meanScore, per matchup meanMargin)', () => {
  const scored = (i: number, winner: number | null, a: number, b: number): GameLine => {
    const g = game(i, winner, 6);
    return {
      ...g,
      sides: [
        { ...g.sides[0]!, score: a },
        { ...g.sides[1]!, score: b },
      ],
    };
  };
  test('means of the scores and of the winner-minus-loser margin, through merges and plain data', () => {
    const x = new MatchupTally(INFO);
    x.add(scored(0, 0, 120, 40)); // margin 80
    x.add(scored(1, 1, 30, 90)); // margin 60
    const y = new MatchupTally(INFO);
    y.add(scored(2, null, 50, 50)); // a draw: margin 0
    x.mergeData(y.toData());
    const s = x.summary();
    expect(s.sides.map((d) => d.meanScore)).toEqual([200 / 3, 180 / 3]);
    expect(s.meanMargin).toBe(140 / 3);
  });
  test('absent for games without scores', () => {
    const t = new MatchupTally(INFO);
    t.add(game(0, 0, 5));
    expect(t.summary().meanMargin).toBeUndefined();
    expect(t.summary().sides[0]!.meanScore).toBeUndefined();
  });
});
