/**
 * Conditional logic icons (rulebook "Conditional Logic Icons"): blank, crosshair (range and
 * arc, and the target's own targeting restrictions), anti-missile with a damage threshold
 * (else crosshair, else skipped), missile, range (touching counts as Range 1, "4+" includes
 * anything beyond Range 4), arc with partial overlap.
 */
import { describe, expect, it } from 'vitest';
import { fromAngle } from '../../src/core/geometry.js';
import type { AiRow } from '../../src/games/snap-ships/content/ai-schema.js';
import {
  conditionHolds,
  missileThreat,
  rowMode,
} from '../../src/games/snap-ships/ai/conditions.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import type { MissileToken } from '../../src/games/snap-ships/state/types.js';
import { stageAi } from './ai-stage.js';

const AI = { x: 60, y: 60, facing: 90 };
/** A pose `edge` cm (base edge to base edge) from the AI ship, `off` degrees left of its facing. */
const at = (edge: number, off = 0, facing = -90) => {
  const v = fromAngle(90 + off, 6 + edge);
  return { x: AI.x + v.x, y: AI.y + v.y, facing };
};
const light = (n: number): MissileToken[] =>
  Array.from({ length: n }, () => ({ kind: 'light' as const, from: 'x', part: 'p' }));

function duel(
  target: { x: number; y: number; facing: number },
  opts: { targetPreset?: string; targetAi?: boolean } = {},
) {
  const staged = stageAi({
    width: 120,
    height: 200,
    ships: [
      {
        preset: opts.targetPreset ?? 'sabre-xf-23-fighter',
        side: 0,
        pose: target,
        ai: opts.targetAi,
      },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...AI }, ai: true },
    ],
  });
  return { ...staged, target: staged.ship(0), ai: staged.ship(1) };
}

const laser: AiRow = {
  when: 'crosshair',
  icons: [{ attack: { arc: 'front-45', range: [1, 3], dice: 2, accuracy: 2, damage: 2 } }],
  part: 'cpl-2-mantis-laser',
};
const gatling = (threshold: number | null, modifier?: number): AiRow => ({
  when: modifier === undefined ? { antiMissile: threshold } : { antiMissile: threshold, modifier },
  icons: [{ attack: { arc: 'front-90', range: [1, 1], dice: 6, accuracy: 2, damage: 1 } }],
  part: 'c6-3-gatling-gun',
});

describe('blank and missile icons', () => {
  it('blank always holds; missile holds only with missiles assigned to the AI ship', () => {
    const { ctx, ai, target } = duel(at(20));
    expect(conditionHolds(ctx, ai, target, 'always')).toBe(true);
    expect(conditionHolds(ctx, ai, null, 'always')).toBe(true);
    expect(conditionHolds(ctx, ai, target, 'missile')).toBe(false);
    target.missiles = light(2);
    expect(conditionHolds(ctx, ai, target, 'missile')).toBe(false);
    ai.missiles = light(1);
    expect(conditionHolds(ctx, ai, target, 'missile')).toBe(true);
  });
});

describe('crosshair', () => {
  it('holds when the target is in the weapon range and arc', () => {
    const { ctx, ai, target } = duel(at(20));
    expect(rowMode(ctx, ai, target, laser)).toBe('icons');
  });
  it('fails out of range (Range 4 for a Range 1-3 weapon) or out of arc', () => {
    expect(rowMode(duel(at(50)).ctx, duel(at(50)).ai, duel(at(50)).target, laser)).toBeNull();
    const off = duel(at(20, 30));
    expect(rowMode(off.ctx, off.ai, off.target, laser)).toBeNull();
  });
  it("respects the target's own restrictions: a Locust Stealth Craft cannot be targeted at Range 3", () => {
    const near = duel(at(25), { targetPreset: 'locust-klaw-stealth-craft', targetAi: true });
    expect(rowMode(near.ctx, near.ai, near.target, laser)).toBe('icons');
    const far = duel(at(40), { targetPreset: 'locust-klaw-stealth-craft', targetAi: true });
    expect(rowMode(far.ctx, far.ai, far.target, laser)).toBeNull();
  });
  it('fails with no target', () => {
    const { ctx, ai } = duel(at(20));
    expect(rowMode(ctx, ai, null, laser)).toBeNull();
  });
});

describe('anti-missile with a damage threshold', () => {
  it('counts the damage of every assigned missile if all hit (light 2, heavy 5 per die)', () => {
    const { ctx, ai } = duel(at(5));
    ai.missiles = [...light(2), { kind: 'heavy', from: 'x', part: 'p' }];
    expect(missileThreat(ctx, ai)).toBe(9);
  });
  it('threshold reached: anti-missile roll; below it: a crosshair attack if in range and arc; else skipped', () => {
    const { ctx, ai, target } = duel(at(5));
    ai.missiles = light(4);
    expect(rowMode(ctx, ai, target, gatling(7))).toBe('anti-missile');
    ai.missiles = light(3);
    expect(rowMode(ctx, ai, target, gatling(7))).toBe('icons');
    const far = duel(at(25));
    far.ai.missiles = light(3);
    expect(rowMode(far.ctx, far.ai, far.target, gatling(7))).toBeNull();
  });
  it('no printed threshold: any assigned missile', () => {
    const far = duel(at(25));
    expect(rowMode(far.ctx, far.ai, far.target, gatling(null))).toBeNull();
    far.ai.missiles = light(1);
    expect(rowMode(far.ctx, far.ai, far.target, gatling(null))).toBe('anti-missile');
  });
  it('performs the anti-missile roll against its own missiles with the icon modifier (Wasp Ball Turret -1, plus its reroll passive)', () => {
    // The Sabre sits to the left, clear of the Wasp's chassis move (no collision dice).
    const staged = stageAi({
      width: 120,
      height: 200,
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: at(5, 90) },
        {
          preset: 'wasp-klaw-heavy-fighter',
          side: 1,
          pose: { ...AI },
          ai: true,
          deck: [3, 1, 2, 4],
        },
      ],
      // Card 3 row 1 = Ball Turret {antiMissile: 5, modifier: -1}. Dice: 4 (kills at quality 4), 3 (miss, rerolled to 5), 0.
      dice: [4, 3, 0, 5],
    });
    const wasp = staged.ship(1);
    wasp.missiles = light(3);
    activateShip(staged.ctx, wasp);
    const am = staged.events.find((e) => e.type === 'anti-missile');
    expect(am).toMatchObject({
      ship: wasp.id,
      target: wasp.id,
      part: 'cpl-3-ball-turret',
      dice: [4, 5, 0],
      destroyed: 2,
    });
    expect(staged.events.find((e) => e.type === 'action')).toMatchObject({
      part: 'cpl-3-ball-turret',
      header: 'AI ANTI-MISSILE',
    });
  });
});

describe('range', () => {
  it('within the bands, touching counting as Range 1', () => {
    const touching = duel(at(0));
    expect(conditionHolds(touching.ctx, touching.ai, touching.target, { range: [1, 1] })).toBe(
      true,
    );
    expect(
      conditionHolds(touching.ctx, touching.ai, touching.target, { range: [2, 4], plus: true }),
    ).toBe(false);
    const r2 = duel(at(20));
    expect(conditionHolds(r2.ctx, r2.ai, r2.target, { range: [1, 1] })).toBe(false);
    expect(conditionHolds(r2.ctx, r2.ai, r2.target, { range: [1, 2] })).toBe(true);
    expect(conditionHolds(r2.ctx, r2.ai, r2.target, { range: [3, 4], plus: true })).toBe(false);
  });
  it('a range of exactly one band is still Range 1 (ties go to the AI: the band edge counts in)', () => {
    const edge = duel(at(15));
    expect(conditionHolds(edge.ctx, edge.ai, edge.target, { range: [1, 1] })).toBe(true);
  });
  it('"4+" includes any distance beyond Range 4; without the plus it does not', () => {
    const far = duel(at(70));
    expect(conditionHolds(far.ctx, far.ai, far.target, { range: [4, 4], plus: true })).toBe(true);
    expect(conditionHolds(far.ctx, far.ai, far.target, { range: [3, 4], plus: true })).toBe(true);
    expect(conditionHolds(far.ctx, far.ai, far.target, { range: [4, 4] })).toBe(false);
    expect(conditionHolds(far.ctx, far.ai, far.target, { range: [1, 3] })).toBe(false);
  });
});

describe('arc', () => {
  it('any part of the target counts: a base straddling the front-90 / side line is in both arcs', () => {
    const { ctx, ai, target } = duel(at(20, 48));
    expect(conditionHolds(ctx, ai, target, { arc: 'front-90' })).toBe(true);
    expect(conditionHolds(ctx, ai, target, { arc: 'side-90' })).toBe(true);
    expect(conditionHolds(ctx, ai, target, { arc: 'rear-180' })).toBe(false);
  });
  it('rear-270 is everything but the front 90°', () => {
    const ahead = duel(at(20, 0));
    expect(conditionHolds(ahead.ctx, ahead.ai, ahead.target, { arc: 'rear-270' })).toBe(false);
    const side = duel(at(20, -80));
    expect(conditionHolds(side.ctx, side.ai, side.target, { arc: 'rear-270' })).toBe(true);
    expect(conditionHolds(side.ctx, side.ai, side.target, { arc: 'side-90' })).toBe(true);
  });
  it('with no target, range and arc conditions fail', () => {
    const { ctx, ai } = duel(at(20));
    expect(conditionHolds(ctx, ai, null, { arc: 'front-90' })).toBe(false);
    expect(conditionHolds(ctx, ai, null, { range: [1, 4], plus: true })).toBe(false);
  });
});
