/**
 * AI range and arc conditions against a scenario's non-ship target (rulebook "Scenario:
 * Asteroid Scramble": asteroid fields are terrain tiles; "Scenario: Beacon Rush": beacons are
 * tokens; "Range": "always measure the shortest distance between objects"): measured to the
 * target's own outline (its radius), not to a ship base at its centre.
 */
import { describe, expect, it } from 'vitest';
import { fromAngle } from '../../src/core/geometry.js';
import { conditionHolds } from '../../src/games/snap-ships/ai/conditions.js';
import { chooseDirection } from '../../src/games/snap-ships/ai/maneuvers.js';
import { inArc, rangeBetween, withinRange } from '../../src/games/snap-ships/ai/measure.js';
import { pointTarget } from '../../src/games/snap-ships/scenarios/targets.js';
import { stageAi } from './ai-stage.js';

const AI = { x: 60, y: 60, facing: 90 };
const FIELD = 10;

/** A point `edge` cm from the AI ship's base edge to a 10 cm-radius field's outline, `off` degrees left of its facing. */
const fieldAt = (edge: number, off = 0) => {
  const v = fromAngle(90 + off, 3 + FIELD + edge);
  return { x: AI.x + v.x, y: AI.y + v.y };
};

function scene(at: { x: number; y: number }) {
  const staged = stageAi({
    width: 120,
    height: 200,
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 190, facing: 0 } },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...AI }, ai: true },
    ],
  });
  const field = pointTarget('asteroid-0', 'asteroid field 1', at, FIELD, 0, [0]);
  return { ...staged, ai: staged.ship(1), field };
}

describe('range conditions measure to the field outline', () => {
  it('a field whose outline is 12 cm away is at Range 1 (a ship base at its centre would be Range 2)', () => {
    const { ctx, ai, field } = scene(fieldAt(12));
    expect(conditionHolds(ctx, ai, field, { range: [1, 1] })).toBe(true);
    expect(conditionHolds(ctx, ai, field, { range: [2, 3] })).toBe(false);
  });
  it('overlapping the outline is touching (Range 0), which a range condition reads as Range 1', () => {
    const { ctx, ai, field } = scene(fieldAt(-1));
    expect(rangeBetween(ctx.state.table, ai.pose!, field.pose!, FIELD)).toBe(0);
    expect(withinRange(ctx.state.table, ai.pose!, field.pose!, [1, 1], false, FIELD)).toBe(true);
  });
  it('a ship target keeps the base radius', () => {
    const { ctx, ai } = scene(fieldAt(12));
    expect(rangeBetween(ctx.state.table, ai.pose!, fieldAt(12))).toBe(2);
  });
});

describe('arc conditions count any part of the field', () => {
  it('a field centred 60° off the facing reaches into the front 90° arc', () => {
    const { ctx, ai, field } = scene(fieldAt(5, 60));
    expect(inArc(ctx.state.table, ai.pose!, 'front-90', field.pose!, FIELD)).toBe(true);
    expect(conditionHolds(ctx, ai, field, { arc: 'front-90' })).toBe(true);
  });
});

describe('move preferences measure to the field outline', () => {
  it('"range-2" keeps the direction that ends within Range 2 of the outline', () => {
    // Field 38 cm straight left of the AI ship; a Short move forward ends 26.6 cm from its outline
    // (Range 2), a Short move left 14 cm. Measured to a base at its centre, forward would be
    // Range 3 and only left would pass; both pass, and "away" then takes the farther, forward.
    const { ctx, ai, field } = scene(fieldAt(25, 90));
    const dir = chooseDirection(ctx, ai, field, { move: 'S', directions: ['front', 'left'] }, [
      'range-2',
      'away',
    ]);
    expect(dir.dir).toBe('front');
  });
});
