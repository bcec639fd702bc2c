import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../src/core/rng.js';
import {
  ownedGameCount,
  ownedGames,
  ownsGame,
  parseShard,
  slotOf,
} from '../../src/runner/seeds.js';

const duel = { name: 'm', seed: '42', seatSwap: true, games: 7 };
const solo = { name: 'm', seed: '42', seatSwap: false, games: 7 };

describe('game seeds', () => {
  it('gives both games of a seat-swapped pair the pair seed, the second one swapped', () => {
    expect(slotOf(duel, 0)).toEqual({
      game: 0,
      pair: 0,
      seed: gameSeed('42', 'm', 0),
      swap: false,
    });
    expect(slotOf(duel, 1)).toEqual({ game: 1, pair: 0, seed: gameSeed('42', 'm', 0), swap: true });
    expect(slotOf(duel, 6)).toEqual({
      game: 6,
      pair: 3,
      seed: gameSeed('42', 'm', 3),
      swap: false,
    });
    expect(slotOf(solo, 5)).toEqual({
      game: 5,
      pair: 5,
      seed: gameSeed('42', 'm', 5),
      swap: false,
    });
  });

  it('derives unrelated seeds from the master seed, matchup name and pair', () => {
    const seeds = new Set([
      slotOf(duel, 0).seed,
      slotOf(duel, 2).seed,
      slotOf({ ...duel, name: 'n' }, 0).seed,
      slotOf({ ...duel, seed: '43' }, 0).seed,
    ]);
    expect(seeds.size).toBe(4);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('shards', () => {
  it('parses i/n and rejects anything else', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 });
    for (const bad of ['4/4', '1', 'a/b', '-1/2', '0/0'])
      expect(() => parseShard(bad)).toThrow(/--shard must look like i\/n/);
  });

  it('splits every game into exactly one shard, keeping pairs together', () => {
    for (const m of [duel, solo, { ...duel, games: 10 }, { ...solo, games: 1 }]) {
      for (const count of [1, 2, 3, 5]) {
        const all: number[] = [];
        for (let index = 0; index < count; index++) {
          const games = [...ownedGames(m, { index, count })];
          expect(games.length).toBe(ownedGameCount(m, { index, count }));
          for (const g of games) expect(ownsGame(m, g, { index, count })).toBe(true);
          if (m.seatSwap)
            for (const g of games)
              if (g % 2 === 0 && g + 1 < m.games) expect(games).toContain(g + 1);
          all.push(...games);
        }
        expect(all.sort((a, b) => a - b)).toEqual([...Array(m.games).keys()]);
      }
    }
  });

  it('assigns pair p to shard p % n', () => {
    expect([...ownedGames(duel, { index: 1, count: 2 })]).toEqual([2, 3, 6]);
    expect([...ownedGames(duel, { index: 0, count: 2 })]).toEqual([0, 1, 4, 5]);
    expect([...ownedGames(solo, { index: 2, count: 3 })]).toEqual([2, 5]);
    expect([...ownedGames(solo)]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
