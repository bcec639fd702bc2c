/**
 * A run without --threads starts one worker and adds the others only when they would pay
 * for their start-up and warm-up: the grower's decision on batch histories like those of
 * the default duel (cold batches several times slower than settled ones).
 */
import { describe, expect, it } from 'vitest';
import { GROW_FACTOR, poolGrower, type GrowerSample } from '../../src/runner/batch-results.js';
import type { Executor } from '../../src/runner/executor.js';

function fakeExecutor(maxThreads = 2) {
  const grown: number[] = [];
  let threads = 1;
  const executor: Executor = {
    get threads() {
      return threads;
    },
    maxThreads,
    run: async () => {
      throw new Error('not played here');
    },
    grow: (n) => {
      grown.push(n);
      threads = Math.max(threads, Math.min(n, maxThreads));
    },
    limit: () => {},
    close: async () => {},
  };
  return { executor, grown };
}

/**
 * Feeds batches to a grower: `startupMs` before the first result, then batches of `size`
 * games at `cold` ms a game for the first `coldGames` games and `warm` after, until `total`.
 * Returns the games finished when the pool grew (null: it never did).
 */
function simulate(o: {
  total: number;
  startupMs: number;
  cold: number;
  coldGames: number;
  warm: number;
  size: number;
}): number | null {
  const { executor, grown } = fakeExecutor();
  // The planner's pace: the same moving average run.ts feeds it.
  let pace = NaN;
  const planner = {
    get msPerGame() {
      return pace;
    },
  };
  let clock = 0;
  const grower = poolGrower(executor, planner, () => clock);
  clock += o.startupMs;
  let done = 0;
  while (done < o.total) {
    const games = Math.min(o.size, o.total - done);
    const ms = games * (done < o.coldGames ? o.cold : o.warm);
    clock += ms;
    done += games;
    pace = Number.isNaN(pace) ? ms / games : 0.7 * pace + 0.3 * (ms / games);
    const sample: GrowerSample = { ms, games, left: o.total - done };
    grower(sample);
    if (grown.length > 0) return done;
  }
  return null;
}

describe('poolGrower', () => {
  // The default duel on a 2-core machine: ~0.3 s to the first result, ~1,000 games at about
  // 0.6 ms before the engine is compiled, then 0.3 ms a game.
  const duel = { startupMs: 300, cold: 0.6, coldGames: 1000, warm: 0.3, size: 256 };

  it('keeps one worker for runs the warm-up of a second would not repay', () => {
    expect(simulate({ ...duel, total: 2000 })).toBeNull();
    expect(simulate({ ...duel, total: 8000 })).toBeNull();
  });

  it('grows for long runs, once the first worker has played long enough to know its pace', () => {
    const at = simulate({ ...duel, total: 200_000 });
    expect(at).not.toBeNull();
    // Not before a second of the first worker's play (its cold pace would mislead).
    expect(at!).toBeGreaterThan(1000 / duel.cold);
    expect(at!).toBeLessThan(4000);
  });

  it('counts the warm-up: a run long enough to repay a start-up but not a warm-up keeps one worker', () => {
    const smallest = (o: Omit<Parameters<typeof simulate>[0], 'total'>) => {
      let total = 2000;
      while (simulate({ ...o, total }) === null) total += 500;
      return total;
    };
    const noWarmup = smallest({ ...duel, cold: duel.warm });
    const withWarmup = smallest(duel);
    // Without a warm-up the pool grows when the games left would take one worker over
    // GROW_FACTOR × 0.3 s of start-up (about 8,000 games past the first second); with it, later.
    expect(noWarmup * duel.warm).toBeGreaterThan(GROW_FACTOR * duel.startupMs);
    expect(withWarmup).toBeGreaterThan(noWarmup + 1000);
  });

  it('grows at once for slow games (a pilot that plans each move), whatever the count', () => {
    expect(
      simulate({ startupMs: 300, cold: 120, coldGames: 4, warm: 90, size: 4, total: 400 }),
    ).not.toBeNull();
  });

  it('does nothing once every worker has started', () => {
    const { executor, grown } = fakeExecutor(1);
    const grower = poolGrower(executor, { msPerGame: 1 }, () => 0);
    for (let i = 0; i < 20; i++) grower({ ms: 100, games: 100, left: 1e6 });
    expect(grown).toEqual([]);
  });
});
