/**
 * Asteroid Scramble special rules (rulebook "Scenario: Asteroid Scramble"), one staged test
 * per rule: setup, Near-Solar Orbit, mining, gathering, stockpiling, carrying and stealing,
 * destroyed ships, AI targeting, scoring and the end of the game.
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { chooseTarget } from '../../src/games/snap-ships/ai/target.js';
import { liveTarget } from '../../src/games/snap-ships/ai/measure.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { performAction } from '../../src/games/snap-ships/rules/actions.js';
import { attackTargets, legalTargets } from '../../src/games/snap-ships/rules/attack.js';
import { checkGameOver } from '../../src/games/snap-ships/rules/game-over.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { collisionDamage, moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import {
  asteroidTargets,
  resourcesPerAsteroid,
  scrambleResult,
} from '../../src/games/snap-ships/scenarios/asteroid-scramble.js';
import { tilePlacement } from '../../src/games/snap-ships/rules/terrain.js';
import { tilesOverlapOrTooClose } from '../../src/games/snap-ships/geometry/terrain-geometry.js';
import { abilityIndex, partIndex } from '../helpers/stage.js';
import { stageScramble } from './scenario-stage.js';

const ASTEROID = { type: 'asteroid-field' as const, x: 45, y: 45, rotation: 0 };
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
const config = (forge: string[], komplex: string[], scenario?: Record<string, unknown>) => ({
  format: 'asteroid-scramble',
  ...(scenario ? { scenario } : {}),
  sides: [
    { name: 'Forge', ships: forge.map((preset) => ({ preset, pilot: 'random' })) },
    { name: 'Komplex', ships: komplex.map((preset) => ({ preset, pilot: 'ai-deck' })) },
  ],
});

describe('Asteroid Scramble setup', () => {
  it('places 3 asteroid fields first, beyond Range 1 of both deployment edges, then 2 debris fields, all a base width apart', () => {
    const setup = resolveSnapSetup(config(['sabre-xf-23-fighter'], ['scarab-klaw-interceptor']));
    for (let g = 0; g < 40; g++) {
      const { ctx } = newGame(setup, { seed: `setup-${g}`, swapSeats: false, roundCap: 10 });
      const t = ctx.state.terrain;
      expect(t.map((x) => x.type)).toEqual([
        'asteroid-field',
        'asteroid-field',
        'asteroid-field',
        'debris-cloud',
        'debris-cloud',
      ]);
      const k = ctx.state.table;
      for (const tile of t.slice(0, 3)) {
        // Deployment edges south (y = 0) and north (y = 90); tile radius 10; Range 1 is 15 cm.
        expect(tile.y - 10).toBeGreaterThanOrEqual(15);
        expect(90 - tile.y - 10).toBeGreaterThanOrEqual(15);
      }
      for (const tile of t) {
        expect(
          Math.min(tile.x, tile.y, k.width - tile.x, k.height - tile.y) - 10,
        ).toBeGreaterThanOrEqual(k.baseDiameter);
        for (const o of t)
          if (o !== tile)
            expect(
              tilesOverlapOrTooClose(
                tilePlacement(ctx, tile),
                tilePlacement(ctx, o),
                k.baseDiameter,
              ),
            ).toBe(false);
      }
    }
  });

  it('puts 5 resources on each asteroid for 3-5 points a team, 7 for 6 or more, or the configured number', () => {
    expect(resourcesPerAsteroid([4, 4])).toBe(5);
    expect(resourcesPerAsteroid([4, 8])).toBe(7);
    const supply = (raw: Record<string, unknown>): number[] => {
      const { ctx } = newGame(resolveSnapSetup(raw), {
        seed: 'supply',
        swapSeats: false,
        roundCap: 10,
      });
      const sc = ctx.state.scenario!;
      return sc.kind === 'asteroid-scramble' ? sc.asteroids.map((a) => a.supply) : [];
    };
    expect(supply(config(['sabre-xf-23-fighter'], ['scarab-klaw-interceptor']))).toEqual([5, 5, 5]);
    expect(
      supply(
        config(
          ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'],
          ['scarab-klaw-interceptor', 'scarab-klaw-light-fighter'],
        ),
      ),
    ).toEqual([7, 7, 7]);
    expect(
      supply(config(['sabre-xf-23-fighter'], ['scarab-klaw-interceptor'], { resources: 3 })),
    ).toEqual([3, 3, 3]);
  });

  it('keeps explicit config tiles', () => {
    const raw = {
      ...config(['sabre-xf-23-fighter'], ['scarab-klaw-interceptor']),
      terrain: { tiles: [{ type: 'asteroid-field', x: 45, y: 45 }] },
    };
    const { ctx } = newGame(resolveSnapSetup(raw), {
      seed: 'tiles',
      swapSeats: false,
      roundCap: 10,
    });
    expect(ctx.state.terrain).toEqual([{ type: 'asteroid-field', x: 45, y: 45, rotation: 0 }]);
  });
});

describe('Near-Solar Orbit', () => {
  it('rolls a die per heat cube instead of placing it: 5 or more (a critical too) deals 1 damage and disables nothing', () => {
    const { ctx, ship, events } = stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
      dice: [CRIT],
    });
    const s = ship(0);
    const wings = partIndex(s, 'xf-25-wings');
    // XF-25 Wings MOVE: 2 power and 1 heat.
    performAction(ctx, s, { part: wings, ability: abilityIndex(ctx, s, 'xf-25-wings', 'MOVE', 0) });
    expect(s.parts[wings]).toMatchObject({ power: 2, heat: 0, disabled: false });
    expect(s.hull).toBe(14);
    expect(events.filter((e) => e.type === 'disabled' || e.type === 'heat-gained')).toEqual([]);
    expect(events.find((e) => e.type === 'damage')).toMatchObject({
      ship: s.id,
      amount: 1,
      kind: 'heat',
      by: null,
    });
  });

  it('a roll under 5 or a blank deals nothing', () => {
    const { ctx, ship } = stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
      dice: [4],
    });
    const s = ship(0);
    performAction(ctx, s, {
      part: partIndex(s, 'xf-25-wings'),
      ability: abilityIndex(ctx, s, 'xf-25-wings', 'MOVE', 0),
    });
    expect(s.hull).toBe(15);
    const again = stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
      dice: [BLANK],
    });
    const t = again.ship(0);
    performAction(again.ctx, t, {
      part: partIndex(t, 'xf-25-wings'),
      ability: abilityIndex(again.ctx, t, 'xf-25-wings', 'MOVE', 0),
    });
    expect(t.hull).toBe(15);
  });
});

describe('Mining Resources', () => {
  const setup = (dice: number[], supply = 5) =>
    stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      terrain: [ASTEROID],
      dice,
      supply,
    });

  it('an asteroid is an Attack target with Evasion 0; it takes 1 less damage and each point left moves a resource onto the tile', () => {
    const { ctx, ship, events, sc } = setup([5, 1, BLANK, CRIT]);
    const s = ship(0);
    expect(attackTargets(ctx, s, 'front-90', [1, 2]).map((t) => [t.ship.id, t.range])).toEqual([
      ['asteroid-0', 1],
    ]);
    performAction(ctx, s, {
      part: partIndex(s, 'mk16-autocannon'),
      ability: abilityIndex(ctx, s, 'mk16-autocannon', 'ATTACK'),
    });
    // Hit number 2 + 0: the 5 and the critical hit, 2 damage, less 1.
    expect(events.find((e) => e.type === 'attack')).toMatchObject({
      target: 'asteroid-0',
      hitNumber: 2,
      hits: 2,
      crits: 1,
      damage: 2,
    });
    expect(sc.asteroids[0]).toEqual({ tile: 0, supply: 4, onTile: 1 });
    expect(events.find((e) => e.type === 'resources')).toMatchObject({
      ship: s.id,
      action: 'mined',
      amount: 1,
    });
    expect(
      events.filter((e) => e.type === 'damage' || e.type === 'crit' || e.type === 'disabled'),
    ).toEqual([]);
  });

  it('never mines more than the supply die holds', () => {
    const { ctx, ship, sc } = setup([5, 6, 7, 8], 2);
    const s = ship(0);
    performAction(ctx, s, {
      part: partIndex(s, 'mk16-autocannon'),
      ability: abilityIndex(ctx, s, 'mk16-autocannon', 'ATTACK'),
    });
    expect(sc.asteroids[0]).toEqual({ tile: 0, supply: 0, onTile: 2 });
  });

  it('only Attack actions of ships not overlapping the tile: no missiles, no attacks from inside', () => {
    const { ctx, ship } = setup([]);
    const s = ship(0);
    const asteroid = asteroidTargets(ctx)[0]!;
    expect(legalTargets(ctx, s, 'front-180', [1, 3], [asteroid], 'launch')).toEqual([]);
    s.pose = { x: 45, y: 40, facing: 90 };
    expect(attackTargets(ctx, s, 'front-90', [0, 2]).map((t) => t.ship.id)).not.toContain(
      'asteroid-0',
    );
    expect(legalTargets(ctx, s, 'front-90', [0, 2], [asteroid])).toEqual([]);
  });
});

describe('Gathering Resources', () => {
  it('entering an asteroid field: the ship chooses how many resources to take instead of the normal effect', () => {
    const { ctx, ship, sc, controllers } = stageScramble({
      ships: [sabre({ x: 45, y: 25, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      terrain: [ASTEROID],
      onTile: 3,
      scripts: { s1a: (d) => (d.kind === 'gather' ? { value: 2 } : undefined) },
    });
    const s = ship(0);
    s.missiles = [{ kind: 'light', from: 's2a', part: 'x' }];
    moveShip(ctx, s, 90, 16, 'test');
    expect(controllers.s1a!.seen.find((d) => d.kind === 'gather')?.options).toEqual([3, 2, 1, 0]);
    expect(sc.carried[s.id]).toBe(2);
    expect(sc.asteroids[0]!.onTile).toBe(1);
    // The asteroid's own effect (a free anti-missile roll) did not happen.
    expect(s.missiles).toHaveLength(1);
  });

  it('0 applies the normal asteroid effect instead; an empty tile asks nothing', () => {
    const { ctx, ship, sc, events } = stageScramble({
      ships: [sabre({ x: 45, y: 25, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      terrain: [ASTEROID],
      onTile: 3,
      dice: [9],
      scripts: { s1a: (d) => (d.kind === 'gather' ? { value: 0 } : undefined) },
    });
    const s = ship(0);
    s.missiles = [{ kind: 'light', from: 's2a', part: 'x' }];
    moveShip(ctx, s, 90, 16, 'test');
    expect(sc.carried[s.id]).toBe(0);
    expect(events.find((e) => e.type === 'anti-missile')).toMatchObject({
      ship: s.id,
      destroyed: 1,
    });
    const empty = stageScramble({
      ships: [sabre({ x: 45, y: 25, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      terrain: [ASTEROID],
    });
    moveShip(empty.ctx, empty.ship(0), 90, 16, 'test');
    expect(empty.controllers.s1a!.seen.filter((d) => d.kind === 'gather')).toEqual([]);
  });
});

describe('Debris Fields — Stockpiling Resources', () => {
  it('entering a debris field moves one carried resource to the team stockpile, besides the +1 Evasion', () => {
    const debris = { type: 'debris-cloud' as const, x: 45, y: 45, rotation: 0 };
    const { ctx, ship, sc } = stageScramble({
      ships: [sabre({ x: 45, y: 25, facing: 90 }), scarab({ x: 80, y: 80, facing: 180 })],
      terrain: [debris],
      carried: { s1a: 2 },
    });
    const s = ship(0);
    moveShip(ctx, s, 90, 16, 'test');
    expect(sc.carried[s.id]).toBe(1);
    expect(sc.stockpile).toEqual([1, 0]);
    expect(s.evasion).toBe(3);
  });
});

describe('Carrying and Stealing Resources', () => {
  const setup = (dice: number[], carried: Record<string, number>, hull?: number) =>
    stageScramble({
      ships: [
        sabre({ x: 45, y: 20, facing: 90 }, hull ? { hull } : {}),
        scarab({ x: 45, y: 35, facing: -90 }),
      ],
      dice,
      carried,
    });

  it('after each critical hit a carrier gives 1 resource to the attacker, then takes damage equal to what it still carries', () => {
    // Mantis laser: hit number 2 + Evasion 2; a critical and a miss: 2 damage.
    const { ctx, ship, sc, events } = setup([CRIT, 1], { s1a: 3 });
    const a = ship(1);
    performAction(ctx, a, {
      part: partIndex(a, 'cpl-2-mantis-laser'),
      ability: abilityIndex(ctx, a, 'cpl-2-mantis-laser', 'ATTACK'),
    });
    const s = ship(0);
    // The critical hit resolves normally first (the Sabre chassis chooses its location: the cockpit), then the steal.
    expect(
      events
        .map((e) => e.type)
        .filter((t) => ['crit', 'disabled', 'resources', 'damage'].includes(t)),
    ).toEqual(['damage', 'crit', 'disabled', 'resources', 'damage']);
    expect(s.parts.filter((p) => p.disabled)).toHaveLength(1);
    expect(sc.carried).toMatchObject({ s1a: 2, s2a: 1 });
    expect(s.hull).toBe(15 - 2 - 2);
  });

  it('a collision critical hit gives the resource to the other ship', () => {
    // The Interceptor (mover) rolls a critical and three misses; the Sabre rolls four misses; location roll 4.
    const { ctx, ship, sc } = setup([CRIT, 1, 1, 1, 1, 1, 1, 1, 4], { s1a: 2 });
    collisionDamage(ctx, ship(1), ship(0), false);
    expect(sc.carried).toMatchObject({ s1a: 1, s2a: 1 });
    expect(ship(0).hull).toBe(15 - 1 - 1);
  });

  it('a ship carrying nothing is not affected', () => {
    const { ctx, ship, sc } = setup([CRIT, 1, 3], {});
    const a = ship(1);
    performAction(ctx, a, {
      part: partIndex(a, 'cpl-2-mantis-laser'),
      ability: abilityIndex(ctx, a, 'cpl-2-mantis-laser', 'ATTACK'),
    });
    expect(sc.carried).toMatchObject({ s1a: 0, s2a: 0 });
    expect(ship(0).hull).toBe(13);
  });
});

describe('Destroyed Ships', () => {
  it('a destroyed carrier gives everything to the attacker', () => {
    const { ctx, ship, sc } = stageScramble({
      ships: [
        sabre({ x: 45, y: 20, facing: 90 }, { hull: 2 }),
        scarab({ x: 45, y: 35, facing: -90 }),
      ],
      dice: [5, 6],
      carried: { s1a: 4 },
    });
    const a = ship(1);
    performAction(ctx, a, {
      part: partIndex(a, 'cpl-2-mantis-laser'),
      ability: abilityIndex(ctx, a, 'cpl-2-mantis-laser', 'ATTACK'),
    });
    expect(ship(0).destroyed).toBe(true);
    expect(sc.carried).toMatchObject({ s1a: 0, s2a: 4 });
  });

  it('to the ship that launched the missiles, or to the box when that ship is gone', () => {
    const missiles = () =>
      stageScramble({
        ships: [
          sabre({ x: 45, y: 20, facing: 90 }, { hull: 2 }),
          scarab({ x: 45, y: 60, facing: -90 }),
        ],
        dice: [5],
        carried: { s1a: 3 },
      });
    const one = missiles();
    one.ship(0).missiles = [{ kind: 'light', from: 's2a', part: 'zm2-heavy-missile' }];
    resolveMissileImpacts(one.ctx, one.ship(0));
    expect(one.ship(0).destroyed).toBe(true);
    expect(one.sc.carried.s2a).toBe(3);
    const two = missiles();
    two.ship(0).missiles = [{ kind: 'light', from: 's2a', part: 'zm2-heavy-missile' }];
    Object.assign(two.ship(1), { destroyed: true, hull: 0 });
    resolveMissileImpacts(two.ctx, two.ship(0));
    expect(two.ship(0).destroyed).toBe(true);
    expect(two.sc.carried).toMatchObject({ s1a: 0, s2a: 0 });
    expect(two.sc.boxed).toBe(3);
  });
});

describe('AI Ships', () => {
  const terrain = [
    { ...ASTEROID, x: 25 },
    { ...ASTEROID, x: 65 },
  ];
  const setup = () =>
    stageScramble({
      ships: [
        sabre({ x: 45, y: 15, facing: 90 }),
        scarab({ x: 45, y: 80, facing: -90 }, { ai: true }),
      ],
      terrain,
    });

  it('target the asteroid (supply + tile) or opposing ship (carried) with the most resources', () => {
    const { ctx, ship, sc } = setup();
    sc.asteroids[0]!.supply = 2;
    sc.asteroids[0]!.onTile = 2;
    sc.asteroids[1]!.supply = 3;
    expect(chooseTarget(ctx, ship(1))?.id).toBe('asteroid-0');
    sc.carried.s1a = 5;
    expect(chooseTarget(ctx, ship(1))?.id).toBe('s1a');
  });

  it('never target an asteroid they overlap; with no resources anywhere, the normal target', () => {
    const { ctx, ship, sc } = setup();
    sc.asteroids[1]!.supply = 7;
    ship(1).pose = { x: 65, y: 45, facing: -90 };
    expect(chooseTarget(ctx, ship(1))?.id).toBe('asteroid-0');
    for (const a of sc.asteroids) a.supply = 0;
    expect(chooseTarget(ctx, ship(1))?.id).toBe('s1a');
  });

  it('an asteroid target stays live for the activation and is attacked like a ship', () => {
    const { ctx, ship } = setup();
    const ai = ship(1);
    ai.pose = { x: 65, y: 70, facing: -90 };
    ai.ai!.target = 'asteroid-1';
    const t = liveTarget(ctx.state, ai)!;
    expect(t).toMatchObject({ id: 'asteroid-1', pose: { x: 65, y: 45 }, evasion: 0 });
    expect(legalTargets(ctx, ai, 'front-45', [1, 3], [t]).map((x) => x.range)).toEqual([1]);
  });
});

describe('Scoring and the end of the game', () => {
  it('resources carried and stockpiled; a tie goes to the most hull left, a tie on hull is a draw', () => {
    const { ctx, ship, sc } = stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
    });
    sc.carried = { s1a: 2, s2a: 3 };
    sc.stockpile = [2, 0];
    expect(scrambleResult(ctx.state, sc)).toEqual({
      result: { scores: [4, 3], held: [4, 3], secured: [2, 0] },
      winner: 0,
    });
    // 3 against 3: the Sabre's 15 hull against the Interceptor's 13.
    sc.stockpile = [1, 0];
    expect(scrambleResult(ctx.state, sc).winner).toBe(0);
    ship(0).hull = 13;
    expect(scrambleResult(ctx.state, sc).winner).toBeNull();
    ship(0).hull = 10;
    expect(scrambleResult(ctx.state, sc).winner).toBe(1);
  });

  it('ends after round 6, or when a team has no ships left (a destroyed team can still win on its stockpile)', () => {
    const { ctx, ship, sc } = stageScramble({
      ships: [sabre({ x: 45, y: 20, facing: 90 }), scarab({ x: 45, y: 80, facing: -90 })],
    });
    sc.roundsDone = 5;
    expect(checkGameOver(ctx)).toBe(false);
    Object.assign(ship(1), { destroyed: true, hull: 0 });
    sc.stockpile = [0, 2];
    expect(checkGameOver(ctx)).toBe(true);
    expect(ctx.state.over).toEqual({ winner: 1, reason: 'team-eliminated' });
  });

  it('a whole game ends by its own rule and reports the scores', () => {
    const setup = resolveSnapSetup(config(['sabre-xf-23-fighter'], ['scarab-klaw-interceptor']));
    for (let g = 0; g < 10; g++) {
      const { ctx } = newGame(setup, { seed: `end-${g}`, swapSeats: false, roundCap: 30 });
      playGame(ctx, 30);
      expect(['rounds-complete', 'team-eliminated']).toContain(ctx.state.over!.reason);
      expect(ctx.state.round).toBeLessThanOrEqual(6);
      const sc = ctx.state.scenario!;
      expect(sc.kind === 'asteroid-scramble' && sc.result?.scores.length).toBe(2);
    }
  });
});
