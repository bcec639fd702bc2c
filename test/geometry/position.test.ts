import { describe, expect, it } from 'vitest';
import { add, fromAngle, vec, type Pose } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import { diskFullyInArc } from '../../src/games/snap-ships/geometry/arcs.js';
import { attackPosition } from '../../src/games/snap-ships/geometry/position.js';

const eps = 1e-6;

describe('attackPosition', () => {
  it('classifies rear, flank and front for an east-facing defender', () => {
    const d: Pose = { x: 0, y: 0, facing: 0 };
    expect(attackPosition(d, vec(-20, 0), 2.5, eps)).toBe('rear');
    expect(attackPosition(d, fromAngle(140, 20), 2.5, eps)).toBe('flank'); // fully in rear 180, not rear 90
    expect(attackPosition(d, fromAngle(95, 20), 2.5, eps)).toBe('front'); // straddles the side line
    expect(attackPosition(d, vec(20, 0), 2.5, eps)).toBe('front');
    expect(attackPosition(d, vec(-2.5, 10), 2.5, eps)).toBe('flank'); // touching the side line from behind
    expect(attackPosition(d, vec(-2.4, 10), 2.5, eps)).toBe('front');
    // 10° inside the rear 90 boundary ray at 135°: 20·sin(10°) = 3.47 >= 2.5.
    expect(attackPosition(d, fromAngle(145, 20), 2.5, eps)).toBe('rear');
    // 5° inside: 20·sin(5°) = 1.74 < 2.5, so the base pokes out of the rear 90 arc.
    expect(attackPosition(d, fromAngle(140, 20), 2.5, eps)).toBe('flank');
  });

  it('follows the defender facing', () => {
    const d: Pose = { x: 50, y: 50, facing: 90 };
    expect(attackPosition(d, vec(50, 30), 2.5, eps)).toBe('rear');
    expect(attackPosition(d, vec(50, 70), 2.5, eps)).toBe('front');
    expect(attackPosition(d, add(vec(50, 50), fromAngle(90 + 140, 20)), 2.5, eps)).toBe('flank');
  });

  it('is consistent with the arcs (property)', () => {
    const rng = new Rng('x');
    const seen = { front: 0, flank: 0, rear: 0 };
    for (let i = 0; i < 500; i++) {
      const d: Pose = { x: 45, y: 45, facing: rng.next() * 360 };
      const a = vec(rng.next() * 90, rng.next() * 90);
      const pos = attackPosition(d, a, 2.5, eps);
      seen[pos]++;
      expect(pos === 'rear').toBe(diskFullyInArc(d, 'rear-90', a, 2.5, eps));
      if (pos !== 'front') expect(diskFullyInArc(d, 'rear-180', a, 2.5, eps)).toBe(true);
    }
    expect(seen.front).toBeGreaterThan(0);
    expect(seen.flank).toBeGreaterThan(0);
    expect(seen.rear).toBeGreaterThan(0);
  });
});
