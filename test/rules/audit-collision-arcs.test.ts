/**
 * Collision placement (rulebook "Collisions" step 1: "Place your ship touching the base you
 * overlapped, in any position and on any side of it", never overlapping the play-area edge or
 * another ship; "AI Ship Collisions": on the far side along the line of travel, else "as close
 * as possible to the intended location"): the free arcs around the overlapped base are exact,
 * so a touching spot is found however narrow the gap, and the chosen spot is the exact nearest
 * point of the free arcs to the intended position.
 */
import { describe, expect, it } from 'vitest';
import { circlesOverlap, dist, fromAngle, type Vec } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import { baseInsideTable } from '../../src/games/snap-ships/geometry/table.js';
import {
  collisionPlacements,
  freeArcs,
  straightThroughPlacement,
} from '../../src/games/snap-ships/geometry/movement.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { stage } from '../helpers/stage.js';
import { stageAi } from '../ai/ai-stage.js';

const T = { width: 90, height: 90 };
const eps = 1e-6;
const r = 3;
const B = { x: 45, y: 45 };
const around = (deg: number, d = 2 * r): Vec => {
  const v = fromAngle(deg, d);
  return { x: B.x + v.x, y: B.y + v.y };
};
const gap = (a: number, b: number): number => {
  const d = (((a - b) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
};
const legal = (p: Vec, others: Vec[]): boolean =>
  baseInsideTable(p, r, T, eps) && others.every((o) => !circlesOverlap(p, r, o, r, eps));
const angleAt = (p: Vec): number =>
  ((Math.atan2(p.y - B.y, p.x - B.x) * 180) / Math.PI + 360) % 360;

// Three bases touching B block 120° each and leave one free gap of 1°, from 37.5° to 38.5° (no 5° or 15° sample).
const ring = [around(-22.5), around(98.5), around(218.5)];

describe('free arcs around the overlapped base', () => {
  it('are the exact gaps left by the other bases', () => {
    const arcs = freeArcs(B, 2 * r, r, ring, T);
    expect(arcs).toHaveLength(1);
    expect((arcs[0]!.from * 180) / Math.PI).toBeCloseTo(37.5, 9);
    expect((arcs[0]!.to * 180) / Math.PI).toBeCloseTo(38.5, 9);
  });
  it('a 1° gap still gives touching spots, all inside it', () => {
    const list = collisionPlacements(B, r, ring, around(90), T, eps, 15);
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(dist(p, B)).toBeCloseTo(2 * r, 9);
      expect(angleAt(p)).toBeGreaterThanOrEqual(37.5 - 1e-9);
      expect(angleAt(p)).toBeLessThanOrEqual(38.5 + 1e-9);
      for (const o of ring) expect(dist(p, o)).toBeGreaterThanOrEqual(2 * r - 1e-9);
    }
    // Nearest the intended point (at 90°) first: the gap's end at 38.5°.
    expect(angleAt(list[0]!)).toBeCloseTo(38.5, 9);
  });
  it('the first spot is the exact nearest touching point to the intended position', () => {
    const list = collisionPlacements(B, r, [], around(37.3, 20), T, eps, 15);
    expect(angleAt(list[0]!)).toBeCloseTo(37.3, 9);
    expect(dist(list[0]!, B)).toBeCloseTo(2 * r, 12);
  });
  it('the AI spot nearest the far side touches the base that blocks the straight line', () => {
    const other = around(0, 9.9);
    const p = straightThroughPlacement(B, 0, r, [other], T, eps);
    expect(dist(p, B)).toBeCloseTo(2 * r, 9);
    expect(dist(p, other)).toBeCloseTo(2 * r, 9);
    expect(angleAt(p)).toBeCloseTo((Math.acos(9.9 / 12) * 180) / Math.PI, 9);
  });
});

describe('free arcs against dense sampling (property)', () => {
  it('a sampled spot is legal exactly when it lies on a free arc, away from the arc ends', () => {
    const rng = new Rng('arcs');
    let checked = 0;
    for (let i = 0; i < 50; i++) {
      const c = { x: r + rng.next() * 84, y: r + rng.next() * 84 };
      const others: Vec[] = [];
      while (others.length < 5) {
        const o = { x: c.x + (rng.next() - 0.5) * 30, y: c.y + (rng.next() - 0.5) * 30 };
        if (dist(o, c) >= 2 * r && others.every((p) => dist(p, o) >= 2 * r)) others.push(o);
      }
      const arcs = freeArcs(c, 2 * r, r, others, T);
      for (const arc of arcs) {
        for (const a of [arc.from, arc.to])
          expect(
            legal({ x: c.x + 2 * r * Math.cos(a), y: c.y + 2 * r * Math.sin(a) }, others),
          ).toBe(true);
      }
      for (let k = 0; k < 1440; k++) {
        const a = (k / 1440) * 2 * Math.PI;
        const p = { x: c.x + 2 * r * Math.cos(a), y: c.y + 2 * r * Math.sin(a) };
        const near = arcs.some((arc) => Math.min(gap(a, arc.from), gap(a, arc.to)) < 1e-4);
        if (near) continue;
        const on = arcs.some(
          (arc) =>
            (((a - arc.from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) <= arc.to - arc.from,
        );
        expect(on).toBe(legal(p, others));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60_000);
  });
});

describe('collisions in play', () => {
  // The mover ends on B's centre (overlapping only B) after a Short move from the gap's side.
  const start = around(38, 11);
  const ships = (ai: boolean) => [
    { preset: 'sabre-xf-23-fighter', side: 0, pose: { ...start, facing: 218 }, ai },
    { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...B, facing: 0 } },
    ...ring.map((p) => ({
      preset: 'scarab-klaw-light-fighter',
      side: 1,
      pose: { ...p, facing: 0 },
    })),
  ];
  for (const ai of [false, true]) {
    it(`${ai ? 'an AI' : 'a player'} ship is placed touching the overlapped base through a 1° gap`, () => {
      const staged = ai
        ? stageAi({ ships: ships(true), dice: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })
        : stage({ ships: ships(false), dice: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
      const mover = staged.ship(0);
      moveShip(staged.ctx, mover, 218, 11, 'test');
      expect(staged.events.find((e) => e.type === 'collision')).toMatchObject({
        ship: mover.id,
        other: staged.ship(1).id,
      });
      expect(dist(mover.pose!, B)).toBeCloseTo(2 * r, 9);
      for (let i = 2; i < 5; i++)
        expect(dist(mover.pose!, staged.ship(i).pose!)).toBeGreaterThanOrEqual(2 * r - 1e-9);
    });
  }
});
