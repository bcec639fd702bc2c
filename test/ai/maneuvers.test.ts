/**
 * AI movement (rulebook "AI-Specific Icons", "U-Turns", "AI Ship Movement Exceptions"):
 * rotate to face / align a side / turn away by the least rotation and only as far as
 * needed, U-turn only when it puts the target in the front 180°, no action without
 * benefit, edge avoidance (another direction, a limited turn), the 90° edge rotation only
 * when it faces the target more, collisions straight through, no damage between AI teammates.
 */
import { describe, expect, it } from 'vitest';
import { fromAngle } from '../../src/core/geometry.js';
import {
  aimDelta,
  aiRotation,
  chooseDirection,
  limitTurn,
  wantsUTurn,
  type MoveIcon,
} from '../../src/games/snap-ships/ai/maneuvers.js';
import { nextRow, rowBenefit } from '../../src/games/snap-ships/ai/activation.js';
import { edgeRotateChoice } from '../../src/games/snap-ships/ai/controller.js';
import type { AiRow } from '../../src/games/snap-ships/content/ai-schema.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { stageAi } from './ai-stage.js';

const C = { x: 45, y: 45, facing: 90 };
/** A point `d` cm from the centre ship, `off` degrees left of its facing (90). */
const around = (off: number, d = 30, facing = 0) => ({
  ...fromAngle(90 + off, d),
  facing,
  x: C.x + fromAngle(90 + off, d).x,
  y: C.y + fromAngle(90 + off, d).y,
});

function pair(targetPose: { x: number; y: number; facing: number }, aiPose = C) {
  const staged = stageAi({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: targetPose },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...aiPose }, ai: true },
    ],
  });
  return { ...staged, target: staged.ship(0), ai: staged.ship(1), k: staged.ctx.state.table };
}

describe('AI rotation icons', () => {
  it('face: turns only as far as needed, the shorter way', () => {
    const { k, ai, target } = pair(around(30));
    expect(aimDelta(k, ai.pose!, 'face', target.pose!)).toBeCloseTo(30, 9);
    expect(limitTurn(aimDelta(k, ai.pose!, 'face', target.pose!), 1)).toBeCloseTo(30, 9);
    const right = pair(around(-20));
    expect(aimDelta(right.k, right.ai.pose!, 'face', right.target.pose!)).toBeCloseTo(-20, 9);
  });
  it('face: a target beyond the icon gets a partial turn (rotate 1 = 45°, rotate 2 = 90°)', () => {
    const { k, ai, target } = pair(around(100));
    expect(limitTurn(aimDelta(k, ai.pose!, 'face', target.pose!), 1)).toBeCloseTo(45, 9);
    expect(limitTurn(aimDelta(k, ai.pose!, 'face', target.pose!), 2)).toBeCloseTo(90, 9);
    expect(limitTurn(aimDelta(k, ai.pose!, 'face', target.pose!), 3)).toBeCloseTo(100, 9);
  });
  it('side: aligns the left or right arc line, whichever turns less', () => {
    const a = pair(around(30)); // left line needs -60, right line +120
    expect(aimDelta(a.k, a.ai.pose!, 'side', a.target.pose!)).toBeCloseTo(-60, 9);
    const b = pair(around(100)); // left line +10
    expect(aimDelta(b.k, b.ai.pose!, 'side', b.target.pose!)).toBeCloseTo(10, 9);
    const c = pair(around(-120)); // right line -30
    expect(aimDelta(c.k, c.ai.pose!, 'side', c.target.pose!)).toBeCloseTo(-30, 9);
  });
  it('away: points the rear line at the target', () => {
    const a = pair(around(30)); // rear at the target: turn -150
    expect(aimDelta(a.k, a.ai.pose!, 'away', a.target.pose!)).toBeCloseTo(-150, 9);
    expect(limitTurn(aimDelta(a.k, a.ai.pose!, 'away', a.target.pose!), 1)).toBeCloseTo(-45, 9);
    const b = pair(around(170));
    expect(aimDelta(b.k, b.ai.pose!, 'away', b.target.pose!)).toBeCloseTo(-10, 9);
  });
  it('a rotation row brings no benefit when already facing the target precisely; an evade row none at Evasion 6', () => {
    const { ctx, ai, target } = pair(around(0));
    const fins: AiRow = {
      when: 'always',
      icons: [{ rotate: 2, ai: 'face' }],
      part: 'maneuvering-fins',
    };
    const cockpit: AiRow = { when: 'always', icons: [{ evade: 2 }], part: 'scarab-cockpit' };
    expect(rowBenefit(ctx, ai, target, fins)).toBe(false);
    expect(rowBenefit(ctx, ai, null, fins)).toBe(false);
    ai.pose!.facing = 80;
    expect(rowBenefit(ctx, ai, target, fins)).toBe(true);
    ai.evasion = 6;
    expect(rowBenefit(ctx, ai, target, cockpit)).toBe(false);
    ai.evasion = 5;
    expect(rowBenefit(ctx, ai, target, cockpit)).toBe(true);
  });
  it('skips rows without benefit and takes the next one (Light Fighter card 4 at Evasion 6, target ahead at Range 2)', () => {
    const staged = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 45 + 6 + 20, facing: -90 } },
        { preset: 'scarab-klaw-light-fighter', side: 1, pose: { ...C }, ai: true },
      ],
    });
    const lf = staged.ship(1);
    lf.evasion = 6;
    const card = staged.ctx.content.aiDecks['scarab-klaw-light-fighter']!.cards.find(
      (c) => c.number === 4,
    )!;
    // Row 1 evade 2: no benefit at 6; row 2 Gatling Range 1: out of range; row 3 rear-270: target ahead; row 4 Range 2-4+: L move.
    expect(nextRow(staged.ctx, lf, staged.ship(0), card)).toEqual({ index: 3, mode: 'icons' });
    lf.evasion = 4;
    expect(nextRow(staged.ctx, lf, staged.ship(0), card)).toEqual({ index: 0, mode: 'icons' });
  });
});

describe('U-turn', () => {
  it('turns only when the target is behind (the turn puts it in the front 180°)', () => {
    const st = pair(around(150)).ctx.state;
    const u = (p: ReturnType<typeof around> | null) => wantsUTurn(st, C, p ? { pose: p } : null);
    expect(u(around(150))).toBe(true);
    expect(u(around(-100))).toBe(true);
    expect(u(around(80))).toBe(false);
    expect(u(around(0))).toBe(false);
    expect(u(null)).toBe(false);
  });
  it("in play: the Sabre XF-23 card 3 Jump Engine row (target behind) moves toward the target's rear, then U-turns", () => {
    const staged = stageAi({
      ships: [
        { preset: 'scarab-klaw-interceptor', side: 0, pose: { x: 45, y: 10, facing: 90 } },
        {
          preset: 'sabre-xf-23-fighter',
          side: 1,
          pose: { x: 45, y: 60, facing: 90 },
          ai: true,
          deck: [3, 1, 2, 4],
        },
      ],
    });
    const sabre = staged.ship(1);
    activateShip(staged.ctx, sabre);
    const jump = staged.events.filter(
      (e) => (e.type === 'rotate' || e.type === 'move') && e.source === 'sdu-14-jump-engine',
    );
    expect(jump.map((e) => e.type)).toEqual(['move', 'rotate']);
    const turn = jump[1] as { from: number; to: number };
    expect(Math.abs(turn.to - turn.from)).toBeCloseTo(180, 6);
    // The front-left move was taken (the front-right one would leave the play area; front-left ends deepest behind the target).
    const move = jump[0] as { from: { x: number; y: number }; to: { x: number; y: number } };
    expect(move.to.x - move.from.x).toBeCloseTo(-16, 6);
  });
});

describe('edge avoidance', () => {
  const forward: MoveIcon = { move: 'L', directions: ['front'] };
  it('a turn-away before a move is limited so the move stays inside (a ship touching the edge stays parallel)', () => {
    // At the north edge facing east, target to the south: "away" wants +90 (north), limited to 45 by the icon.
    const touching = pair({ x: 45, y: 20, facing: 90 }, { x: 45, y: 87, facing: 0 });
    expect(
      aiRotation(touching.ctx, touching.ai, touching.target, { rotate: 1, ai: 'away' }, forward),
    ).toBeCloseTo(0, 9);
    const near = pair({ x: 45, y: 20, facing: 90 }, { x: 45, y: 84, facing: 0 });
    const d = aiRotation(near.ctx, near.ai, near.target, { rotate: 1, ai: 'away' }, forward);
    expect(d).toBeGreaterThan(0);
    expect(84 + 16 * Math.sin((d * Math.PI) / 180)).toBeLessThanOrEqual(87 + 1e-9);
    expect(84 + 16 * Math.sin(((d + 1) * Math.PI) / 180)).toBeGreaterThan(87);
    // Without a following move nothing limits the turn.
    expect(
      aiRotation(touching.ctx, touching.ai, touching.target, { rotate: 1, ai: 'away' }),
    ).toBeCloseTo(45, 9);
  });
  it('when no limited turn helps, the full turn is made (normal edge rules follow)', () => {
    const stuck = pair({ x: 20, y: 45, facing: 0 }, { x: 45, y: 87, facing: 90 });
    expect(
      aiRotation(stuck.ctx, stuck.ai, stuck.target, { rotate: 1, ai: 'side' }, forward),
    ).toBeCloseTo(aimDelta(stuck.k, stuck.ai.pose!, 'side', stuck.target.pose!) > 0 ? 45 : -45, 9);
  });
  it('a multi-direction move avoids a direction that leaves the play area', () => {
    // Near the east edge facing north: right (east) would leave; the target is to the east, yet left is chosen.
    const { ctx, ai, target } = pair({ x: 85, y: 20, facing: 90 }, { x: 80, y: 45, facing: 90 });
    const wings: MoveIcon = { move: 'S', directions: ['left', 'right'] };
    expect(chooseDirection(ctx, ai, target, wings, ['toward']).dir).toBe('left');
    const open = pair({ x: 85, y: 20, facing: 90 }, { x: 60, y: 45, facing: 90 });
    expect(chooseDirection(open.ctx, open.ai, open.target, wings, ['toward']).dir).toBe('right');
  });
  it('the 90° edge rotation is taken only when it points the front more toward the target', () => {
    const { ctx, ai } = pair({ x: 10, y: 60, facing: 0 }, { x: 45, y: 87, facing: 90 });
    ai.ai!.target = 's1a';
    expect(edgeRotateChoice(ctx.state, ai, [0, 90, -90])).toBe(1); // +90 = west, toward the target
    const ahead = pair({ x: 45, y: 30, facing: 0 }, { x: 45, y: 87, facing: -80 });
    ahead.ai.ai!.target = 's1a';
    expect(edgeRotateChoice(ahead.ctx.state, ahead.ai, [0, 90, -90])).toBe(0);
  });
});

describe('move direction preferences (row text)', () => {
  const wings: MoveIcon = { move: 'S', directions: ['left', 'right'] };
  it('toward / away from the target', () => {
    const { ctx, ai, target } = pair(around(-60));
    expect(chooseDirection(ctx, ai, target, wings, ['toward']).dir).toBe('right');
    expect(chooseDirection(ctx, ai, target, wings, ['away']).dir).toBe('left');
    expect(chooseDirection(ctx, ai, target, wings).dir).toBe('right'); // default: toward
  });
  it('into terrain if able, else the next preference', () => {
    const staged = stageAi({
      terrain: [{ type: 'debris-cloud', x: 45 - 11 - 8, y: 45, rotation: 0 }],
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: around(-60) },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...C }, ai: true },
      ],
    });
    expect(
      chooseDirection(staged.ctx, staged.ship(1), staged.ship(0), wings, ['terrain', 'toward']).dir,
    ).toBe('left');
    const bare = pair(around(-60));
    expect(chooseDirection(bare.ctx, bare.ai, bare.target, wings, ['terrain', 'toward']).dir).toBe(
      'right',
    );
  });
  it('ram: the direction whose move overlaps the target', () => {
    const blade: MoveIcon = { move: 'S', directions: ['front-left', 'front', 'front-right'] };
    const { ctx, ai, target } = pair({
      x: 45 + 11 * Math.cos(Math.PI / 4) * -1,
      y: 45 + 11 * Math.sin(Math.PI / 4),
      facing: 0,
    });
    expect(chooseDirection(ctx, ai, target, blade, ['ram', 'toward']).dir).toBe('front-left');
  });
});

describe('AI collisions', () => {
  it('an AI ship is placed on the far side of the ship it hits, in a straight line', () => {
    const { ctx, ai, target } = pair({ x: 45, y: 58, facing: -90 });
    moveShip(ctx, ai, 90, 16, 'test');
    expect(ai.pose!.x).toBeCloseTo(45, 9);
    expect(ai.pose!.y).toBeCloseTo(58 + 6, 9);
    expect(target.pose).toMatchObject({ x: 45, y: 58 });
  });
  it('AI teammates roll no collision damage; an AI ship hitting an enemy does', () => {
    const team = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 0 } },
        {
          preset: 'scarab-klaw-interceptor',
          side: 1,
          pose: { x: 45, y: 45, facing: 90 },
          ai: true,
        },
        {
          preset: 'scarab-klaw-light-fighter',
          side: 1,
          pose: { x: 45, y: 58, facing: 90 },
          ai: true,
        },
      ],
      dice: [9, 9, 9, 9, 9, 9, 9, 9],
    });
    moveShip(team.ctx, team.ship(1), 90, 16, 'test');
    expect(team.events.some((e) => e.type === 'collision')).toBe(true);
    expect(team.events.some((e) => e.type === 'damage')).toBe(false);
    const foe = pair({ x: 45, y: 58, facing: -90 });
    (foe.ctx.rng as unknown as { faces: number[] }).faces = [9, 0, 0, 0, 0, 0, 0, 0];
    moveShip(foe.ctx, foe.ai, 90, 16, 'test');
    expect(foe.events.filter((e) => e.type === 'damage').length).toBeGreaterThan(0);
  });
});
