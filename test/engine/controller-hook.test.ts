/**
 * playSnapGame's controller hook: it sees every starting ship's controller, a hook that only
 * records leaves the game as it was, and the recorded choices replayed with no pilot asked
 * play the same game again (pilot-bench's engine floor relies on both).
 */
import { describe, expect, it } from 'vitest';
import { playSnapGame } from '../../src/games/snap-ships/plugin.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import type { Controller } from '../../src/games/snap-ships/engine/decisions.js';
import { shipId } from '../../src/games/snap-ships/engine/setup.js';

describe('playSnapGame controller hook', () => {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    terrain: { tiles: [] },
    sides: [
      { name: 'A', ships: [{ preset: 'lance-sv-51-scout', pilot: { type: 'heuristic' } }] },
      { name: 'B', ships: [{ preset: 'falx-sc-41-escort', pilot: { type: 'heuristic' } }] },
    ],
  });
  const opts = { seed: 'hook', gameIndex: 3, swapSeats: true, roundCap: 30 };

  it('records every choice without changing the game, and a replay of them plays it again', () => {
    const plain = playSnapGame(setup, opts);
    const seen: string[] = [];
    const choices: number[] = [];
    const recorded = playSnapGame(setup, opts, (id, made): Controller => {
      seen.push(id);
      return {
        choose: (view, d) => (choices.push(made.choose(view, d)), choices[choices.length - 1]!),
      };
    });
    expect(seen.sort()).toEqual([shipId(0, 0), shipId(1, 0)]);
    expect(choices.length).toBeGreaterThan(20);
    expect(recorded).toEqual(plain);
    let at = 0;
    const replayed = playSnapGame(setup, opts, () => ({ choose: () => choices[at++]! }));
    expect(at).toBe(choices.length);
    expect(replayed).toEqual(plain);
  });
});
