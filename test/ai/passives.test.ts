/**
 * The automated chassis passives work on AI ships through the shared effect ids (their
 * source is the automated card, part -1): collision bonus damage, no flank/rear bonus,
 * +1 damage per crit, Range 1 hit bonus, terrain-entry evasion, reroll against a target
 * with missiles, flank counted as rear, touching at Range 1, and the Falx XF-8's
 * self-damage rows.
 */
import { describe, expect, it } from 'vitest';
import {
  measureInArc,
  resolveAttack,
  legalTargets,
} from '../../src/games/snap-ships/rules/attack.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import { stageAi, type AiStagedShip } from './ai-stage.js';

const attacks = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'attack' }> => e.type === 'attack');
const gun = { dice: 2, accuracy: 2, damage: 1 };

function two(
  a: AiStagedShip,
  b: AiStagedShip,
  dice: number[] = [],
  terrain?: Parameters<typeof stageAi>[0]['terrain'],
) {
  const staged = stageAi({ ships: [a, b], dice, terrain });
  return { ...staged, a: staged.ship(0), b: staged.ship(1) };
}

describe('Locust: "During a collision: the other ship suffers 1 additional damage"', () => {
  it('adds 1 to the damage its collision dice deal', () => {
    const { ctx, a, b } = two(
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 58, facing: -90 } },
      {
        preset: 'locust-klaw-stealth-craft',
        side: 1,
        pose: { x: 45, y: 45, facing: 90 },
        ai: true,
      },
      [5, 0, 0, 0, 0, 0, 0],
    );
    moveShip(ctx, b, 90, 16, 'test');
    expect(a.hull).toBe(15 - 2);
    expect(b.hull).toBe(9);
  });
});

describe('Falx SC-41 Escort', () => {
  it('defending: no flank/rear bonus to hit (the rear +1 damage stays)', () => {
    const { ctx, a, b, events } = two(
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 25, facing: 90 } },
      {
        preset: 'falx-sc-41-escort',
        side: 1,
        pose: { x: 45, y: 50, facing: 90 },
        ai: true,
        evasion: 2,
      },
      [8, 0],
    );
    resolveAttack(ctx, a, -1, -1, gun, measureInArc(ctx, a, b, 'front-90')!, 'attack');
    expect(attacks(events)[0]).toMatchObject({
      position: 'rear',
      hitNumber: 4,
      hits: 1,
      damage: 2,
    });
  });
  it('attacking: each critical hit deals +1 damage', () => {
    const { ctx, a, b, events } = two(
      { preset: 'falx-sc-41-escort', side: 0, pose: { x: 45, y: 25, facing: 90 }, ai: true },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 50, facing: -90 }, ai: true },
      [9, 0, 1],
    );
    resolveAttack(ctx, a, -1, -1, gun, measureInArc(ctx, a, b, 'front-90')!, 'attack');
    expect(attacks(events)[0]).toMatchObject({ hits: 1, crits: 1, damage: 2 });
  });
});

describe('Locust Close Support Fighter: "against a target at Range 1: reduce the hit number by 1"', () => {
  it('only at Range 1', () => {
    const near = two(
      {
        preset: 'locust-klaw-close-support-fighter',
        side: 0,
        pose: { x: 45, y: 25, facing: 90 },
        ai: true,
      },
      { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 40, facing: -90 }, evasion: 2 },
      [1, 1],
    );
    resolveAttack(
      near.ctx,
      near.a,
      -1,
      -1,
      gun,
      measureInArc(near.ctx, near.a, near.b, 'front-90')!,
      'attack',
    );
    const far = two(
      {
        preset: 'locust-klaw-close-support-fighter',
        side: 0,
        pose: { x: 45, y: 25, facing: 90 },
        ai: true,
      },
      { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 55, facing: -90 }, evasion: 2 },
      [1, 1],
    );
    resolveAttack(
      far.ctx,
      far.a,
      -1,
      -1,
      gun,
      measureInArc(far.ctx, far.a, far.b, 'front-90')!,
      'attack',
    );
    expect([attacks(near.events)[0]!.hitNumber, attacks(far.events)[0]!.hitNumber]).toEqual([3, 4]);
  });
});

describe('Wasp Deep Recon: "Each time you enter a terrain tile: gain +1 Evasion"', () => {
  it('entering a debris cloud gives +1 (the cloud) +1 (the passive)', () => {
    const { ctx, b } = two(
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 0 } },
      {
        preset: 'wasp-klaw-deep-recon',
        side: 1,
        pose: { x: 45, y: 30, facing: 90 },
        ai: true,
        evasion: 3,
      },
      [],
      [{ type: 'debris-cloud', x: 45, y: 56, rotation: 0 }],
    );
    moveShip(ctx, b, 90, 16, 'test');
    expect(b.evasion).toBe(5);
  });
});

describe('Wasp Fighter Bomber: "attacking a target with a missile token assigned: reroll 1 die that misses"', () => {
  it('rerolls one miss only against a target carrying missiles', () => {
    const run = (missiles: number) => {
      const t = two(
        {
          preset: 'wasp-klaw-fighter-bomber',
          side: 0,
          pose: { x: 45, y: 25, facing: 90 },
          ai: true,
        },
        { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 55, facing: -90 }, evasion: 2 },
        [0, 0, 8],
      );
      t.b.missiles = Array.from({ length: missiles }, () => ({
        kind: 'light' as const,
        from: 'x',
        part: 'p',
      }));
      resolveAttack(t.ctx, t.a, -1, -1, gun, measureInArc(t.ctx, t.a, t.b, 'front-90')!, 'attack');
      return attacks(t.events)[0]!;
    };
    expect(run(1)).toMatchObject({ dice: [8, 0], hits: 1 });
    expect(run(0)).toMatchObject({ dice: [0, 0], hits: 0 });
  });
});

describe('Lance SAC-30: "against a target\'s Flank: treat the attack as from the Rear"', () => {
  it('a flank attack gets the rear +1 damage', () => {
    const { ctx, a, b, events } = two(
      { preset: 'lance-sac-30-attack-craft', side: 0, pose: { x: 30, y: 40, facing: 0 }, ai: true },
      { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 55, y: 48, facing: 90 }, evasion: 2 },
      [8, 0],
    );
    resolveAttack(ctx, a, -1, -1, gun, measureInArc(ctx, a, b, 'front-90')!, 'attack');
    expect(attacks(events)[0]).toMatchObject({
      position: 'rear',
      hitNumber: 3,
      hits: 1,
      damage: 2,
    });
  });
});

describe('Falx GA-15: "You are considered to be at Range 1 of other units you are touching"', () => {
  it('a Range 1 weapon can target a touching ship', () => {
    const { ctx, a, b } = two(
      {
        preset: 'falx-ga-15-ground-assault',
        side: 0,
        pose: { x: 45, y: 40, facing: 90 },
        ai: true,
      },
      { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 46, facing: -90 } },
    );
    expect(legalTargets(ctx, a, 'front-90', [1, 1], [b]).map((t) => t.range)).toEqual([1]);
  });
});

describe('Falx XF-8: rows with a red "Falx takes N damage" box', () => {
  it('the Mark 48 Shipbreaker row launches its torpedo, then the Falx takes 2 damage', () => {
    const { ctx, a, b, events } = two(
      {
        preset: 'falx-xf-8-experimental-fighter',
        side: 0,
        pose: { x: 45, y: 20, facing: 90 },
        ai: true,
        deck: [1, 2, 3, 4],
      },
      { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 71, facing: -90 } },
    );
    activateShip(ctx, a);
    const torpedo = events.findIndex((e) => e.type === 'missile-launched' && e.kind === 'torpedo');
    const self = events.findIndex((e) => e.type === 'damage' && e.ship === a.id);
    expect(torpedo).toBeGreaterThan(0);
    expect(self).toBeGreaterThan(torpedo);
    expect(events[self]).toMatchObject({ amount: 2, by: null, part: 'mark-48-shipbreaker' });
    expect(a.hull).toBe(17);
    expect(b.missiles.map((m) => m.kind).sort()).toEqual(['heavy', 'heavy', 'torpedo']);
  });
});
