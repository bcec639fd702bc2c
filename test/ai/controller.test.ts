/**
 * The ai-deck controller's choices against player ships (rulebook "AI Ships Dealing
 * Critical Hits and Disabling Parts", "AI Ships Dealing Heat"), and the heat/effect texts
 * of AI rows and card reactions while they are live.
 */
import { describe, expect, it } from 'vitest';
import { critLocationChoice, heatPartChoice } from '../../src/games/snap-ships/ai/controller.js';
import { resolveAttack, measureInArc } from '../../src/games/snap-ships/rules/attack.js';
import { resolveCrit } from '../../src/games/snap-ships/rules/crits.js';
import type { ShipState } from '../../src/games/snap-ships/state/types.js';
import { stageAi } from './ai-stage.js';

/** A player Scarab Interceptor (cockpit, thruster, wings, fins, laser, gatling) facing an AI ship 20 cm away. */
function duel(aiPreset: string, dice: number[] = [], aiTarget = true) {
  const staged = stageAi({
    ships: [
      { preset: 'scarab-klaw-interceptor', side: 0, pose: { x: 45, y: 30, facing: 90 } },
      { preset: aiPreset, side: 1, pose: { x: 45, y: 56, facing: -90 }, ai: true },
    ],
    dice,
  });
  const player = staged.ship(0);
  const ai = staged.ship(1);
  if (aiTarget) ai.ai!.target = player.id;
  return { ...staged, player, ai };
}
const cubes = (s: ShipState, spec: Record<number, [number, number]>): void => {
  for (const [i, [heat, power]] of Object.entries(spec))
    Object.assign(s.parts[Number(i)]!, { heat, power });
};

describe('critical hit location chosen by the AI', () => {
  it('most heat, then fewest power, then a part that cannot be repaired, then crit-location order', () => {
    const { player } = duel('sabre-xf-23-fighter');
    const all = [0, 1, 2, 3, 4, 5];
    cubes(player, { 1: [1, 0], 3: [2, 2], 4: [2, 1] });
    expect(critLocationChoice(player, all)).toBe(4);
    cubes(player, { 3: [2, 1] });
    expect(critLocationChoice(player, all)).toBe(3);
    player.parts[4]!.id = 'kp-bulkhead'; // cannot be repaired
    expect(critLocationChoice(player, all)).toBe(4);
    cubes(player, { 1: [0, 0], 3: [0, 0], 4: [0, 0] });
    player.parts[4]!.id = 'cpl-2-mantis-laser';
    expect(critLocationChoice(player, all)).toBe(0);
    expect(critLocationChoice(player, [2, 5])).toBe(0); // an option index: part 2
    cubes(player, { 5: [1, 0] });
    expect(critLocationChoice(player, [2, 5])).toBe(1);
  });

  it('in play: a critical face lets the AI attacker choose, by its criteria', () => {
    const { ctx, player, ai, events } = duel('sabre-xf-23-fighter', [9]);
    cubes(player, { 2: [1, 3], 5: [1, 0] });
    resolveCrit(ctx, player, ai);
    expect(events.find((e) => e.type === 'crit')).toMatchObject({
      ship: player.id,
      chooser: 'attacker',
      part: 'c6-3-gatling-gun',
    });
  });
});

describe('heat placed by the AI on a player ship', () => {
  it('on a part without heat with the most power cubes (then crit-location order)', () => {
    const { player } = duel('sabre-xf-23-fighter');
    cubes(player, { 1: [0, 1], 4: [0, 2], 5: [0, 2] });
    expect(heatPartChoice(player, [0, 1, 2, 3, 4, 5])).toBe(4);
    expect(heatPartChoice(player, [0, 2])).toBe(0);
    expect(heatPartChoice(player, [0, 5])).toBe(1); // an option index: part 5
  });

  it('"Target gains 1 heat" (Wasp DB8 row): one heat when the attack hits, only while the row is performed', () => {
    const wasp = duel('wasp-klaw-heavy-fighter', [8, 8, 8, 8]);
    cubes(wasp.player, { 1: [0, 1], 4: [0, 2], 5: [1, 3] });
    const icon = {
      arc: 'front-90' as const,
      range: [2, 3] as [number, number],
      dice: 2,
      accuracy: 2,
      damage: 3,
    };
    const info = measureInArc(wasp.ctx, wasp.ai, wasp.player, 'front-90')!;
    wasp.ai.ai!.current = 1;
    wasp.ai.ai!.row = 0;
    resolveAttack(wasp.ctx, wasp.ai, -1, -1, icon, info, 'attack', 'db8-proton-cannon');
    expect(wasp.player.parts.map((p) => p.heat)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(wasp.events.find((e) => e.type === 'heat-gained')).toMatchObject({
      ship: wasp.player.id,
      part: 'cpl-2-mantis-laser',
      amount: 1,
    });
    wasp.ai.ai!.row = null;
    resolveAttack(wasp.ctx, wasp.ai, -1, -1, icon, info, 'attack', 'db8-proton-cannon');
    expect(wasp.events.filter((e) => e.type === 'heat-gained')).toHaveLength(1);
  });
});

describe('AI card texts live during the activation', () => {
  it('card reaction "Before Attacking: Reduce target\'s evasion by 1" (Wasp Heavy Fighter card 2)', () => {
    const { ctx, ai, player, events } = duel('wasp-klaw-heavy-fighter', [1, 1]);
    player.evasion = 3;
    ai.ai!.current = 2;
    resolveAttack(
      ctx,
      ai,
      -1,
      -1,
      { dice: 2, accuracy: 2, damage: 4 },
      measureInArc(ctx, ai, player, 'line')!,
      'attack',
      'c-t22-he-cannon',
    );
    expect(player.evasion).toBe(2);
    // The Wasp's chassis passive also takes 1 off in its Line arc: 2 + 2 - 1.
    expect(events.find((e) => e.type === 'attack')).toMatchObject({ hitNumber: 3 });
  });

  it('card reaction "If any of your dice miss, reroll up to two of them" (Sabre XF-23 card 2)', () => {
    const { ctx, ai, player, events } = duel('sabre-xf-23-fighter', [0, 1, 8, 8, 5, 6]);
    ai.ai!.current = 2;
    resolveAttack(
      ctx,
      ai,
      -1,
      -1,
      { dice: 4, accuracy: 2, damage: 1 },
      measureInArc(ctx, ai, player, 'front-90')!,
      'attack',
      'mk16-autocannon',
    );
    expect(events.find((e) => e.type === 'attack')).toMatchObject({
      dice: [5, 6, 8, 8],
      rerolled: [1, 1, 0, 0],
      hits: 4,
    });
    ai.ai!.current = 1; // card 1 prints no reaction: no reroll
    (ctx.rng as unknown as { faces: number[] }).faces = [0, 1, 8, 8];
    resolveAttack(
      ctx,
      ai,
      -1,
      -1,
      { dice: 4, accuracy: 2, damage: 1 },
      measureInArc(ctx, ai, player, 'front-90')!,
      'attack',
      'mk16-autocannon',
    );
    expect(events.filter((e) => e.type === 'attack')[1]).toMatchObject({
      dice: [0, 1, 8, 8],
      hits: 2,
    });
  });

  it('row text "All hits are critical" (Wasp C-T22) makes every hit a crit', () => {
    const other = stageAi({
      ships: [
        {
          preset: 'scarab-klaw-light-fighter',
          side: 0,
          pose: { x: 45, y: 30, facing: 90 },
          ai: true,
        },
        {
          preset: 'wasp-klaw-heavy-fighter',
          side: 1,
          pose: { x: 45, y: 56, facing: -90 },
          ai: true,
        },
      ],
      dice: [8, 3, 1],
    });
    const wasp = other.ship(1);
    wasp.ai!.current = 1;
    wasp.ai!.row = 1;
    resolveAttack(
      other.ctx,
      wasp,
      -1,
      -1,
      { dice: 2, accuracy: 2, damage: 4 },
      measureInArc(other.ctx, wasp, other.ship(0), 'line')!,
      'attack',
      'c-t22-he-cannon',
    );
    expect(other.events.find((e) => e.type === 'attack')).toMatchObject({
      hits: 1,
      crits: 1,
      damage: 4,
    });
    expect(other.ship(0).ai!.minusAction).toBe(1); // the crit rolled 1 on the Light Fighter's table
  });
});
