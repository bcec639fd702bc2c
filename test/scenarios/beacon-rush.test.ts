/**
 * Beacon Rush special rules (rulebook "Scenario: Beacon Rush"), one staged test per rule:
 * setup and squadrons, corner deployment, beacon placement, collecting, attacking beacons,
 * non-lethal weapons (player and AI ships), AI targets and rotations, scoring and the end.
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { aiRotation } from '../../src/games/snap-ships/ai/maneuvers.js';
import { weaponTarget } from '../../src/games/snap-ships/ai/conditions.js';
import { chooseTarget } from '../../src/games/snap-ships/ai/target.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { performAction } from '../../src/games/snap-ships/rules/actions.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { attackTargets, legalTargets } from '../../src/games/snap-ships/rules/attack.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { collisionDamage } from '../../src/games/snap-ships/rules/movement.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import {
  beaconTargets,
  collectBeacon,
  deployInCorner,
  rushResult,
} from '../../src/games/snap-ships/scenarios/beacon-rush.js';
import { tilePlacement } from '../../src/games/snap-ships/rules/terrain.js';
import { tilesOverlapOrTooClose } from '../../src/games/snap-ships/geometry/terrain-geometry.js';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { abilityIndex, partIndex } from '../helpers/stage.js';
import { stageRush } from './scenario-stage.js';

const sabre = (pose: { x: number; y: number; facing: number } | null, extra = {}) => ({
  preset: 'sabre-xf-23-fighter',
  side: 0,
  pose,
  ...extra,
});
const scarab = (pose: { x: number; y: number; facing: number } | null, extra = {}) => ({
  preset: 'scarab-klaw-interceptor',
  side: 1,
  pose,
  ...extra,
});
const team = (name: string, presets: string[]) => ({
  name,
  ships: presets.map((preset) => ({ preset, pilot: 'ai-deck' })),
});
const rush = (sides: unknown[], scenario?: Record<string, unknown>) => ({
  format: 'beacon-rush',
  sides,
  ...(scenario ? { scenario } : {}),
});
const issues = (raw: Record<string, unknown>): string[] => {
  try {
    resolveSnapSetup(raw);
    return [];
  } catch (e) {
    return (e as ConfigIssuesError).issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
};

describe('Beacon Rush setup', () => {
  it('equal ship counts, at most 4 ships (8 in the 8-ship variant), 2 to 4 sides', () => {
    const sabres = ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'];
    const scarabs = ['scarab-klaw-interceptor', 'scarab-klaw-light-fighter'];
    expect(issues(rush([team('A', sabres), team('B', scarabs)]))).toEqual([]);
    expect(issues(rush([team('A', sabres), team('B', scarabs.slice(0, 1))]))).toEqual([
      'sides: Beacon Rush fields an equal number of ships on every side, got 2 vs 1',
    ]);
    expect(issues(rush([team('A', sabres), team('B', scarabs), team('C', sabres)]))[0]).toMatch(
      /up to 4 ships in all, the config lists 6/,
    );
    expect(
      issues(
        rush([team('A', sabres), team('B', scarabs), team('C', sabres), team('D', scarabs)], {
          variant: '8-ship',
        }),
      ),
    ).toEqual([]);
    expect(issues(rush([team('A', sabres)]))[0]).toMatch(/needs 2 to 4 sides/);
    expect(issues(rush([team('A', sabres), team('B', scarabs)], { beacons: 3 }))[0]).toMatch(
      /unknown beacon-rush option "beacons"/,
    );
  });

  it('beacons numbered 1-8 touch a tile edge, a base length apart and from the edges; the 8-ship variant doubles them on a 120 cm table', () => {
    for (const [variant, count, size] of [
      ['4-ship', 8, 90],
      ['8-ship', 16, 120],
    ] as const) {
      const setup = resolveSnapSetup(
        rush([team('A', ['sabre-xf-23-fighter']), team('B', ['scarab-klaw-interceptor'])], {
          variant,
        }),
      );
      expect(setup.table.width).toBe(size);
      for (let g = 0; g < 20; g++) {
        const { ctx } = newGame(setup, {
          seed: `beacons-${variant}-${g}`,
          swapSeats: false,
          roundCap: 10,
        });
        const sc = ctx.state.scenario!;
        if (sc.kind !== 'beacon-rush') throw new Error('not beacon rush');
        expect(ctx.state.terrain).toHaveLength(variant === '8-ship' ? 9 : 5);
        expect(sc.beacons.map((b) => b.value).sort((a, b) => a - b)).toEqual(
          variant === '8-ship'
            ? [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]
            : [1, 2, 3, 4, 5, 6, 7, 8],
        );
        expect(sc.beacons).toHaveLength(count);
        const r = sc.beaconRadius;
        for (const b of sc.beacons) {
          const disk = {
            x: b.x,
            y: b.y,
            rotation: 0,
            shape: { kind: 'circle' as const, radius: r },
          };
          expect(
            ctx.state.terrain.some((t) =>
              tilesOverlapOrTooClose(tilePlacement(ctx, t), disk, 1e-6),
            ),
          ).toBe(true);
          expect(
            ctx.state.terrain.every(
              (t) => !tilesOverlapOrTooClose(tilePlacement(ctx, t), disk, -1e-6),
            ),
          ).toBe(true);
          expect(Math.min(b.x, b.y, size - b.x, size - b.y) - r).toBeGreaterThanOrEqual(6 - 1e-9);
          for (const o of sc.beacons)
            if (o !== b)
              expect(Math.hypot(o.x - b.x, o.y - b.y) - 2 * r).toBeGreaterThanOrEqual(6 - 1e-9);
        }
      }
    }
  });
});

describe('Deployment in one corner', () => {
  it('a ship deploys touching both edges of the corner; when taken, the nearest free places along its edges', () => {
    const { ctx, ship, controllers } = stageRush({
      ships: [
        sabre(null),
        sabre(null, { preset: 'sabre-xb-04-light-bomber' }),
        scarab({ x: 80, y: 80, facing: 180 }),
      ],
      beacons: [{ x: 45, y: 45, value: 1 }],
      scripts: {
        s1a: (d) => (d.kind === 'deploy' ? { value: { x: 3, y: 3, facing: 60 } } : undefined),
      },
    });
    deployInCorner(ctx, ship(0));
    expect(controllers.s1a!.seen[0]!.options).toEqual(
      [0, 15, 30, 45, 60, 75, 90].map((facing) => ({ x: 3, y: 3, facing })),
    );
    expect(ship(0).pose).toEqual({ x: 3, y: 3, facing: 60 });
    deployInCorner(ctx, ship(1));
    const places = new Set(
      controllers.s1b!.seen[0]!.options.map((p) =>
        JSON.stringify([(p as { x: number }).x, (p as { y: number }).y]),
      ),
    );
    expect([...places]).toEqual([JSON.stringify([9, 3]), JSON.stringify([3, 9])]);
  });

  it('an AI ship deploys in the corner facing the nearest beacon', () => {
    const { ctx, ship } = stageRush({
      ships: [sabre({ x: 45, y: 80, facing: -90 }), scarab(null, { ai: true })],
      beacons: [
        { x: 33, y: 3 + 12, value: 1 },
        { x: 80, y: 80, value: 2 },
      ],
      corner: 'south-west',
    });
    deployInCorner(ctx, ship(1));
    expect(ship(1).pose!.x).toBe(3);
    expect(ship(1).pose!.y).toBe(3);
    expect(ship(1).pose!.facing).toBeCloseTo((Math.atan2(12, 30) * 180) / Math.PI, 9);
  });
});

describe('Collecting Beacons', () => {
  it('after the vent step a ship may spend 1 power, locked for the game, to collect one beacon it overlaps', () => {
    const { ctx, ship, sc, controllers, events } = stageRush({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      beacons: [
        { x: 46, y: 21, value: 6 },
        { x: 44, y: 19, value: 2 },
        { x: 10, y: 80, value: 1 },
      ],
      scripts: { s1a: (d) => (d.kind === 'collect-beacon' ? { value: 1 } : undefined) },
    });
    const s = ship(0);
    chassisAction(ctx, s);
    expect(controllers.s1a!.seen.find((d) => d.kind === 'collect-beacon')?.options).toEqual([
      0,
      1,
      null,
    ]);
    expect(s).toMatchObject({ power: 6, lockedPower: 1, totalPower: 7 });
    expect(sc.beacons.map((b) => b.holder)).toEqual([null, 's1a', null]);
    expect(sc.beacons[1]!.known).toEqual([0]);
    expect(events.find((e) => e.type === 'beacon')).toMatchObject({
      ship: 's1a',
      beacon: 1,
      action: 'collected',
      value: 2,
    });
    // One beacon per activation: the chassis action offers the choice once.
    expect(controllers.s1a!.seen.filter((d) => d.kind === 'collect-beacon')).toHaveLength(1);
  });

  it('no power, no beacon; an AI ship (no power cubes) collects for free', () => {
    const { ctx, ship, sc, controllers } = stageRush({
      ships: [
        sabre({ x: 45, y: 20, facing: 90 }),
        scarab({ x: 70, y: 70, facing: 180 }, { ai: true }),
      ],
      beacons: [
        { x: 46, y: 21, value: 6 },
        { x: 70, y: 71, value: 3 },
        { x: 10, y: 80, value: 1 },
      ],
    });
    ship(0).power = 0;
    ship(0).totalPower = 0;
    collectBeacon(ctx, ship(0));
    expect(controllers.s1a!.seen).toEqual([]);
    collectBeacon(ctx, ship(1));
    expect(sc.beacons.map((b) => b.holder)).toEqual([null, 's2a', null]);
  });

  it('the scenario ends as soon as the last beacon is collected', () => {
    const { ctx, ship, events } = stageRush({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      beacons: [{ x: 46, y: 21, value: 6 }],
      scripts: { s1a: (d) => (d.kind === 'collect-beacon' ? { value: 0 } : undefined) },
    });
    chassisAction(ctx, ship(0));
    expect(ctx.state.over).toEqual({ winner: 0, reason: 'beacons-taken' });
    // The chassis movement did not happen.
    expect(events.filter((e) => e.type === 'move')).toEqual([]);
  });
});

describe('Attacking Beacons', () => {
  const setup = (dice: number[]) =>
    stageRush({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 85, y: 85, facing: 180 })],
      beacons: [{ x: 45, y: 35, value: 7 }],
      dice,
    });

  it('Evasion 3; a hit shows the attacker the value and leaves the beacon in place', () => {
    const { ctx, ship, sc, events } = setup([5, 1, 1, 1]);
    const s = ship(0);
    expect(attackTargets(ctx, s, 'front-90', [1, 2]).map((t) => [t.ship.id, t.range])).toEqual([
      ['beacon-0', 1],
    ]);
    performAction(ctx, s, {
      part: partIndex(s, 'mk16-autocannon'),
      ability: abilityIndex(ctx, s, 'mk16-autocannon', 'ATTACK'),
    });
    expect(events.find((e) => e.type === 'attack')).toMatchObject({
      target: 'beacon-0',
      hitNumber: 5,
      hits: 1,
    });
    expect(sc.beacons[0]).toMatchObject({ holder: null, known: [0], x: 45, y: 35 });
    expect(events.find((e) => e.type === 'beacon')).toMatchObject({ action: 'peeked', value: 7 });
  });

  it('a miss shows nothing; a ship cannot attack a beacon it overlaps; AI ships never attack beacons', () => {
    const { ctx, ship, sc } = setup([4, 1, BLANK, 2]);
    const s = ship(0);
    performAction(ctx, s, {
      part: partIndex(s, 'mk16-autocannon'),
      ability: abilityIndex(ctx, s, 'mk16-autocannon', 'ATTACK'),
    });
    expect(sc.beacons[0]!.known).toEqual([]);
    s.pose = { x: 45, y: 33, facing: 90 };
    expect(attackTargets(ctx, s, 'front-90', [0, 2])).toEqual([]);
    const ai = stageRush({
      ships: [
        sabre({ x: 85, y: 85, facing: 180 }),
        scarab({ x: 45, y: 20, facing: 90 }, { ai: true }),
      ],
      beacons: [{ x: 45, y: 35, value: 7 }],
    });
    expect(legalTargets(ai.ctx, ai.ship(1), 'front-90', [1, 2], beaconTargets(ai.ctx))).toEqual([]);
  });
});

describe('Non-Lethal Weapons', () => {
  const setup = (dice: number[], ai = false) =>
    stageRush({
      ships: [
        sabre({ x: 45, y: 20, facing: 90 }, ai ? { ai: true } : {}),
        scarab({ x: 45, y: 35, facing: -90 }),
      ],
      beacons: [{ x: 80, y: 80, value: 1 }],
      dice,
    });
  const mantis = (
    ctx: Parameters<typeof performAction>[0],
    a: Parameters<typeof performAction>[1],
  ) =>
    performAction(ctx, a, {
      part: partIndex(a, 'cpl-2-mantis-laser'),
      ability: abilityIndex(ctx, a, 'cpl-2-mantis-laser', 'ATTACK'),
    });

  it('an attack that would deal hull damage disables one part by a location roll instead', () => {
    const { ctx, ship, events } = setup([5, 6, 2]);
    mantis(ctx, ship(1));
    expect(ship(0).hull).toBe(15);
    expect(
      ship(0)
        .parts.filter((p) => p.disabled)
        .map((p) => p.id),
    ).toEqual(['sdu-14-jump-engine']);
    expect(events.filter((e) => e.type === 'damage')).toEqual([]);
  });

  it('critical hits are ignored: one disabled part per attack', () => {
    const { ctx, ship } = setup([CRIT, CRIT, 4]);
    mantis(ctx, ship(1));
    expect(
      ship(0)
        .parts.filter((p) => p.disabled)
        .map((p) => p.id),
    ).toEqual(['maneuvering-fins']);
  });

  it('a disabled part holding heat disables another part (a chain), still without hull damage', () => {
    const { ctx, ship } = setup([5, 6, 2, 3, 4]);
    const s = ship(0);
    s.parts[1]!.heat = 2;
    s.parts[2]!.heat = 1;
    mantis(ctx, ship(1));
    expect(s.parts.filter((p) => p.disabled).map((p) => p.id)).toEqual([
      'sdu-14-jump-engine',
      'xf-25-wings',
      'maneuvering-fins',
    ]);
    expect(s.hull).toBe(15);
  });

  it('collisions deal nothing; a missile type disables one part however many tokens hit', () => {
    const { ctx, ship } = setup([CRIT, 5, 5, 5, 5, 5, 5, 5]);
    collisionDamage(ctx, ship(1), ship(0), false);
    expect(ship(0).parts.every((p) => !p.disabled) && ship(1).parts.every((p) => !p.disabled)).toBe(
      true,
    );
    expect([ship(0).hull, ship(1).hull]).toEqual([15, 13]);
    const m = setup([5, 5, 3]);
    m.ship(0).missiles = [
      { kind: 'light', from: 's2a', part: 'x' },
      { kind: 'light', from: 's2a', part: 'x' },
    ];
    resolveMissileImpacts(m.ctx, m.ship(0));
    expect(
      m
        .ship(0)
        .parts.filter((p) => p.disabled)
        .map((p) => p.id),
    ).toEqual(['xf-25-wings']);
  });

  it('against an AI ship: its critical hit table without damage, at most one special damage token per attack', () => {
    // Interceptor table 7: -1 action and 2 damage; the table roll comes after the attack dice.
    const { ctx, ship } = stageRush({
      ships: [
        sabre({ x: 45, y: 20, facing: 90 }),
        scarab({ x: 45, y: 35, facing: -90 }, { ai: true }),
      ],
      beacons: [{ x: 80, y: 80, value: 1 }],
      dice: [CRIT, CRIT, CRIT, 8, 7],
    });
    const s = ship(0);
    performAction(ctx, s, {
      part: partIndex(s, 'mk16-autocannon'),
      ability: abilityIndex(ctx, s, 'mk16-autocannon', 'ATTACK'),
    });
    expect(ship(1).hull).toBe(13);
    expect(ship(1).ai).toMatchObject({ minusAction: 1, criticalDamage: 0 });
  });
});

describe('AI Ships', () => {
  it('target beacons, but attack the nearest opposing ship in range and arc', () => {
    const { ctx, ship } = stageRush({
      ships: [
        sabre({ x: 45, y: 50, facing: -90 }),
        sabre({ x: 47, y: 40, facing: -90 }, { preset: 'sabre-xb-04-light-bomber' }),
        scarab({ x: 45, y: 20, facing: 90 }, { ai: true }),
      ],
      beacons: [
        { x: 50, y: 32, value: 1 },
        { x: 20, y: 20, value: 2 },
        { x: 80, y: 85, value: 3 },
      ],
    });
    const ai = ship(2);
    // The normal criteria among the beacons: the nearest of those in the front 90° arc.
    expect(chooseTarget(ctx, ai)?.id).toBe('beacon-0');
    const beacon = chooseTarget(ctx, ai);
    expect(
      weaponTarget(ctx, ai, beacon, { arc: 'front-45', range: [1, 3], purpose: 'attack' })?.id,
    ).toBe('s1b');
    expect(
      weaponTarget(ctx, ai, beacon, { arc: 'rear-180', range: [1, 3], purpose: 'attack' }),
    ).toBeNull();
  });

  it('treat "rotate away from target" icons as "rotate to face target"', () => {
    const { ctx, ship } = stageRush({
      ships: [
        sabre({ x: 80, y: 80, facing: 180 }),
        scarab({ x: 45, y: 20, facing: 90 }, { ai: true }),
      ],
      beacons: [{ x: 20, y: 20, value: 1 }],
    });
    const ai = ship(1);
    const beacon = beaconTargets(ctx)[0]!;
    // Facing north, the beacon due west: "away" would turn -90 (rear line at it); read as "face": +90.
    expect(aiRotation(ctx, ai, beacon, { rotate: 2, ai: 'away' })).toBeCloseTo(90, 9);
  });
});

describe('Final Scoring', () => {
  it('beacon points minus ship points; a tie goes to the side holding the lowest token, else a draw', () => {
    const { ctx, sc } = stageRush({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
      beacons: [8, 1, 5, 4].map((value, i) => ({ x: 10 + 10 * i, y: 50, value })),
    });
    expect(sc.points).toEqual([4, 4]);
    const hold = (sides: Array<number | null>) =>
      sides.forEach((side, i) =>
        Object.assign(sc.beacons[i]!, { side, holder: side === null ? null : `s${side + 1}a` }),
      );
    hold([0, 1, 1, 1]);
    expect(rushResult(ctx.state, sc)).toEqual({
      result: { scores: [4, 6], held: [1, 3], secured: [8, 10] },
      winner: 1,
    });
    hold([0, 0, 1, 1]);
    expect(rushResult(ctx.state, sc).winner).toBe(0);
    hold([null, null, null, null]);
    expect(rushResult(ctx.state, sc)).toMatchObject({ result: { scores: [-4, -4] }, winner: null });
  });
});
