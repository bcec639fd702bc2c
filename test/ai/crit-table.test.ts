/**
 * AI ships suffering critical hits and gaining heat (rulebook "AI Ships Suffering Critical
 * Hits", "AI Ships Gaining Heat"): every table outcome (-1 action token, critical damage
 * token, extra damage), the Sabre XF-23 "roll counts as B" passive, the Attack Striker's
 * discarded first token, heat turned into damage by a crit and into -1 action tokens at
 * the next activation.
 */
import { describe, expect, it } from 'vitest';
import {
  aiCrit,
  critFace,
  removeHeatAtActivation,
} from '../../src/games/snap-ships/ai/crit-table.js';
import { resolveCrit } from '../../src/games/snap-ships/rules/crits.js';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { stageAi } from './ai-stage.js';

function aiShip(preset: string, dice: number[]) {
  const staged = stageAi({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 20, y: 20, facing: 0 } },
      { preset, side: 1, pose: { x: 60, y: 60, facing: 180 }, ai: true },
    ],
    dice,
  });
  return { ...staged, ai: staged.ship(1), player: staged.ship(0) };
}

describe('critical hit table (Scarab Interceptor: B-3 -1 action; 4-6 also 1 damage; 7-8 also 2; crit: critical damage + 2)', () => {
  it('reads die faces as table keys', () => {
    expect([BLANK, 1, 8, CRIT].map(critFace)).toEqual(['B', '1', '8', 'crit']);
  });
  const cases: Array<[number, number, number, number]> = [
    // roll, -1 action tokens, critical damage tokens, damage
    [BLANK, 1, 0, 0],
    [2, 1, 0, 0],
    [5, 1, 0, 1],
    [8, 1, 0, 2],
    [CRIT, 0, 1, 2],
  ];
  for (const [roll, minus, crit, damage] of cases) {
    it(`roll ${critFace(roll)}: ${minus} -1 action, ${crit} critical damage, ${damage} damage`, () => {
      const { ctx, ai, player, events } = aiShip('scarab-klaw-interceptor', [roll]);
      resolveCrit(ctx, ai, player);
      expect(ai.ai!.minusAction).toBe(minus);
      expect(ai.ai!.criticalDamage).toBe(crit);
      expect(ai.hull).toBe(13 - damage);
      expect(events.find((e) => e.type === 'crit')).toMatchObject({
        ship: ai.id,
        roll,
        part: null,
      });
      expect(events.filter((e) => e.type === 'disabled')).toEqual([]);
    });
  }
});

describe('automated chassis passives on the table', () => {
  it('Sabre XF-23: while it has no special damage tokens the roll counts as B', () => {
    const { ctx, ai } = aiShip('sabre-xf-23-fighter', [8, 8]);
    aiCrit(ctx, ai, null); // 8 read as B: -1 action only
    expect(ai.ai!.minusAction).toBe(1);
    expect(ai.hull).toBe(15);
    aiCrit(ctx, ai, null); // now it holds a token: 8 = -1 action and 3 damage
    expect(ai.ai!.minusAction).toBe(2);
    expect(ai.hull).toBe(12);
  });
  it('Scarab Attack Striker: the first special damage token of the game is discarded, later ones kept; hull 17 from its automated card', () => {
    const { ctx, ai } = aiShip('scarab-klaw-attack-striker', [CRIT, 1, CRIT]);
    expect(ai.maxHull).toBe(17);
    aiCrit(ctx, ai, null);
    expect(ai.ai!.criticalDamage).toBe(0);
    expect(ai.ai!.flags).toContain('discarded-first-token');
    expect(ai.hull).toBe(15);
    aiCrit(ctx, ai, null);
    expect(ai.ai!.minusAction).toBe(1);
    aiCrit(ctx, ai, null);
    expect(ai.ai!.criticalDamage).toBe(1);
  });
});

describe('AI heat', () => {
  it('a critical hit removes the heat kept with the deck and deals 1 damage per cube', () => {
    const { ctx, ai, events } = aiShip('scarab-klaw-interceptor', [1]);
    ai.ai!.heat = 3;
    aiCrit(ctx, ai, null);
    expect(ai.ai!.heat).toBe(0);
    expect(ai.hull).toBe(10);
    expect(events.find((e) => e.type === 'damage')).toMatchObject({ amount: 3, kind: 'heat' });
  });
  it('at its activation every 2 heat removed give a -1 action token; a single cube has no effect', () => {
    for (const [heat, tokens] of [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [5, 2],
    ] as const) {
      const { ctx, ai } = aiShip('scarab-klaw-interceptor', []);
      ai.ai!.heat = heat;
      removeHeatAtActivation(ctx, ai);
      expect([heat, ai.ai!.heat, ai.ai!.minusAction]).toEqual([heat, 0, tokens]);
    }
  });
  it('heat placed on an AI ship goes to its deck, not to parts (heat missile)', async () => {
    const { placeHeatOnEnemy } = await import('../../src/games/snap-ships/rules/missiles.js');
    const { ctx, ai, player } = aiShip('scarab-klaw-interceptor', []);
    placeHeatOnEnemy(ctx, ai, player, 'heat missile');
    expect(ai.ai!.heat).toBe(1);
    expect(ai.parts).toEqual([]);
  });
});
