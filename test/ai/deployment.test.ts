/**
 * AI deployment, activation order and target choice (rulebook "AI Ship Deployment", "AI
 * Ship Activation Order", "1. Determine Target").
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  aiDeployPose,
  deploySpotCentre,
  pickAiShip,
  rollDeploySpot,
} from '../../src/games/snap-ships/ai/deployment.js';
import { chooseTarget } from '../../src/games/snap-ships/ai/target.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { ScriptedRng } from '../helpers/stage.js';
import { stageAi } from './ai-stage.js';

describe('deployment roll', () => {
  it('1-3 left, 4-6 centre, 7, 8 and crit right; blanks are rerolled', () => {
    const spots = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((f) => rollDeploySpot(new ScriptedRng([f])));
    expect(spots).toEqual([
      'left',
      'left',
      'left',
      'centre',
      'centre',
      'centre',
      'right',
      'right',
      'right',
    ]);
    const rng = new ScriptedRng([0, 0, 5]);
    expect(rollDeploySpot(rng)).toBe('centre');
    expect(rng.faces).toEqual([]);
  });

  it('positions are the centres of the edge thirds, left/right as seen looking into the table', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: null, ai: true },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true },
      ],
    });
    const south = (['left', 'centre', 'right'] as const).map((p) =>
      deploySpotCentre(ctx, ship(0), p),
    );
    const north = (['left', 'centre', 'right'] as const).map((p) =>
      deploySpotCentre(ctx, ship(1), p),
    );
    const round = (ps: Array<{ x: number; y: number }>): number[][] =>
      ps.map((p) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9]);
    expect(round(south)).toEqual([
      [15, 3],
      [45, 3],
      [75, 3],
    ]);
    expect(round(north)).toEqual([
      [75, 87],
      [45, 87],
      [15, 87],
    ]);
  });
});

describe('deploying', () => {
  it('faces the nearest enemy ship; with no enemy in play it faces straight in', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 15, y: 45, facing: 0 } },
        { preset: 'sabre-xb-04-light-bomber', side: 0, pose: { x: 80, y: 30, facing: 0 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true },
      ],
    });
    const pose = aiDeployPose(ctx, ship(2), 'right'); // (15, 87): the Sabre at (15, 45) is nearest
    expect(pose.x).toBeCloseTo(15, 9);
    expect(pose.facing).toBeCloseTo(-90, 9);
    const lone = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: null },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true },
      ],
    });
    expect(aiDeployPose(lone.ctx, lone.ship(1), 'left').facing).toBe(-90);
  });

  it('a taken position: Range 1 away along the edge, on the side nearer an enemy and inside the play area', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 80, y: 40, facing: 90 } },
        {
          preset: 'scarab-klaw-interceptor',
          side: 1,
          pose: { x: 45, y: 87, facing: -90 },
          ai: true,
        },
        { preset: 'scarab-klaw-light-fighter', side: 1, pose: null, ai: true },
      ],
    });
    const pose = aiDeployPose(ctx, ship(2), 'centre');
    // One Range 1 gap (15 cm) between the bases: centres 6 + 15 apart, toward the Sabre (east).
    expect([pose.x, pose.y]).toEqual([expect.closeTo(66, 9), expect.closeTo(87, 9)]);
    // Near the corner only one side stays inside the table.
    ship(1).pose = { x: 75, y: 87, facing: -90 };
    ship(0).pose = { x: 88 - 3, y: 10, facing: 90 };
    const corner = aiDeployPose(ctx, ship(2), 'left');
    expect([corner.x, corner.y]).toEqual([expect.closeTo(54, 9), expect.closeTo(87, 9)]);
  });

  it('an undeployed AI ship deploys in its activation by the roll, without asking its controller', () => {
    const { ctx, ship, events, controllers } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 30, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true },
      ],
      dice: [8],
    });
    activateShip(ctx, ship(1));
    const dep = events.find((e) => e.type === 'deploy') as {
      pose: { x: number; y: number; facing: number };
    };
    expect(dep.pose.x).toBeCloseTo(15, 9);
    expect(dep.pose.y).toBeCloseTo(87, 9);
    expect(dep.pose.facing).toBeCloseTo(Math.atan2(30 - 87, 45 - 15) * (180 / Math.PI), 9);
    expect((controllers[ship(1).id] as { seen: unknown[] }).seen).toEqual([]);
  });
});

describe('AI activation order', () => {
  it('each unactivated AI ship rolls; the highest activates (crit 9, blank 0); ties roll again', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: null },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true },
        { preset: 'scarab-klaw-light-fighter', side: 1, pose: null, ai: true },
        { preset: 'scarab-klaw-attack-striker', side: 1, pose: null, ai: true },
      ],
      dice: [3, 7, 7, 2, 5, 9, 0, 8],
    });
    const ai = [ship(1), ship(2), ship(3)];
    expect(pickAiShip(ctx, ai)).toBe(ship(3));
    expect(pickAiShip(ctx, ai)).toBe(ship(1));
    expect(pickAiShip(ctx, [ship(2)])).toBe(ship(2));
  });
});

describe('1. Determine Target', () => {
  const AI = { x: 45, y: 45, facing: 90 };
  function field(enemies: Array<{ x: number; y: number; evasion?: number }>) {
    const staged = stageAi({
      ships: [
        ...enemies.map((e) => ({
          preset: 'sabre-xf-23-fighter',
          side: 0,
          pose: { x: e.x, y: e.y, facing: 0 },
          evasion: e.evasion,
        })),
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...AI }, ai: true },
      ],
    });
    return {
      ...staged,
      ai: staged.ship(enemies.length),
      pick: () => chooseTarget(staged.ctx, staged.ship(enemies.length))?.id ?? null,
    };
  }
  it('the only enemy ship is the target, wherever it is', () => {
    expect(field([{ x: 45, y: 39 }]).pick()).toBe('s1a');
  });
  it('(a) a ship not touching the AI is preferred over a touching one', () => {
    expect(
      field([
        { x: 45, y: 51 },
        { x: 45, y: 80 },
      ]).pick(),
    ).toBe('s1b');
  });
  it('(b) then one in the front 90° arc over a nearer one outside it', () => {
    expect(
      field([
        { x: 45, y: 30 },
        { x: 45, y: 80 },
      ]).pick(),
    ).toBe('s1b');
  });
  it('(c) then the nearest', () => {
    expect(
      field([
        { x: 45, y: 80 },
        { x: 50, y: 70 },
      ]).pick(),
    ).toBe('s1b');
  });
  it('(d) then the lowest Evasion', () => {
    expect(
      field([
        { x: 35, y: 70, evasion: 3 },
        { x: 55, y: 70, evasion: 1 },
      ]).pick(),
    ).toBe('s1b');
  });
  it('no enemy in play: no target', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: null },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { ...AI }, ai: true },
      ],
    });
    expect(chooseTarget(ctx, ship(1))).toBeNull();
  });
  it("an exact tie left after (d) is settled by the game's dice stream", () => {
    const picks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const f = field([
        { x: 35, y: 70, evasion: 2 },
        { x: 55, y: 70, evasion: 2 },
      ]);
      f.ctx.rng = new Rng(`t${i}`);
      picks.add(f.pick()!);
    }
    expect([...picks].sort()).toEqual(['s1a', 's1b']);
  });
});
