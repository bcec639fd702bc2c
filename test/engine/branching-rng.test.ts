import { describe, expect, it } from 'vitest';
import { BranchingRng } from '../../src/core/branching-rng.js';
import { Rng } from '../../src/core/rng.js';

const draws = (r: Rng, n: number): number[] => Array.from({ length: n }, () => r.next());

describe('BranchingRng: the game stream until it branches', () => {
  it.each(['v2-0123456789abcdef', 'a-scheme-1-seed'])(
    "plays the seed's own stream before branching, and derives the same pilot streams (%s)",
    (seed) => {
      const b = new BranchingRng(seed);
      expect(draws(b, 20)).toEqual(draws(new Rng(seed), 20));
      expect(draws(b.derive('pilot', 's1a'), 5)).toEqual(
        draws(new Rng(seed).derive('pilot', 's1a'), 5),
      );
    },
  );

  it('after a branch, draws the stream of its labels: the same for the same labels, whatever was drawn before', () => {
    const seed = 'v2-0123456789abcdef';
    const a = new BranchingRng(seed);
    const b = new BranchingRng(seed);
    draws(a, 3);
    draws(b, 11);
    a.branch('audit', 4, 0);
    b.branch('audit', 4, 0);
    const after = draws(a, 10);
    expect(draws(b, 10)).toEqual(after);
    expect(after).toEqual(draws(new Rng(seed).derive('branch', 'audit', 4, 0), 10));
    expect(after).not.toEqual(draws(new Rng(seed), 10));
    const c = new BranchingRng(seed);
    c.branch('audit', 4, 1);
    expect(draws(c, 10)).not.toEqual(after);
    // A saved position continues the branch's stream.
    const clone = a.clone();
    expect(draws(clone, 5)).toEqual(draws(a, 5));
  });
});
