/**
 * Full setup (RRG16 "Setup" 3–6; S5–S8, S11, O0): initiative by fleet total, the objective choice,
 * obstacle placement and the alternating deployment, with every decision put to the pilots and
 * every placement legal.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/games/armada/engine/decisions.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { alternateDeployment } from '../../src/games/armada/engine/deployment.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { obstacleDistance, obstacleShape } from '../../src/games/armada/geometry/obstacles.js';
import {
  inDeploymentZone,
  insideSetupArea,
  unitsOverlap,
} from '../../src/games/armada/geometry/overlap.js';
import { withinDistance } from '../../src/games/armada/geometry/range.js';
import { maxSpeed } from '../../src/games/armada/content/lookup.js';
import { scripted } from './engine-helpers.js';
import { coreSetup, withObjectives } from './fleet-helpers.js';

/** The option each logged decision took. */
const picked = new WeakMap<Decision, number>();

/** A random controller that logs every decision it is asked (single-option ones are not asked). */
function logging(log: Decision[], seed = 1) {
  let x = seed;
  return scripted((d) => {
    log.push(d);
    x = (x * 1103515245 + 12345) % 2147483648;
    picked.set(d, x % d.options.length);
    return x % d.options.length;
  });
}

function setUp(setup: ArmadaSetup, seed: string, swapSeats = false) {
  const log: Decision[] = [];
  const g = newGame(setup, {
    seed,
    swapSeats,
    roundCap: 6,
    controllers: [logging(log, 3), logging(log, 7)],
  });
  return { ctx: g.ctx, log };
}

/** S7: six obstacles in the setup area, beyond distance 3 of the edges and distance 1 of each other. */
function expectLegalObstacles(ctx: EngineCtx): void {
  const st = ctx.state;
  const t = ctx.table;
  expect(st.obstacles.map((o) => o.type).sort()).toEqual([
    'asteroid',
    'asteroid',
    'asteroid',
    'debris',
    'debris',
    'station',
  ]);
  const d3 = t.distanceBands.values[2]!;
  const d1 = t.distanceBands.values[0]!;
  const shapes = st.obstacles.map((o) => obstacleShape(t, o.id, o.pose));
  for (const s of shapes) {
    const [x0, y0, x1, y1] = s.bbox as unknown as number[];
    expect(x0).toBeGreaterThan(Math.max(d3, st.area.setupInset));
    expect(x1).toBeLessThan(st.area.width - Math.max(d3, st.area.setupInset));
    expect(y0).toBeGreaterThan(d3);
    expect(y1).toBeLessThan(st.area.depth - d3);
  }
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++)
      expect(obstacleDistance(shapes[i]!, shapes[j]!)).toBeGreaterThan(d1);
  }
}

/** S8: ships in their deployment zone at a chart speed, squadrons near a friendly ship, no overlaps. */
function expectLegalDeployment(ctx: EngineCtx): void {
  const st = ctx.state;
  const t = ctx.table;
  for (const s of st.ships) {
    expect(inDeploymentZone(ctx.geo.ship(s), st.area, st.sides[s.side]!.edge, t), s.id).toBe(true);
    expect(s.speed).toBeGreaterThanOrEqual(1);
    expect(s.speed).toBeLessThanOrEqual(maxSpeed(ctx.content.ships[s.card]!));
  }
  for (const q of st.squadrons) {
    const shape = ctx.geo.squadron(q);
    expect(insideSetupArea(shape, st.area, t.epsilon), q.id).toBe(true);
    expect(
      st.ships.some(
        (s) =>
          s.side === q.side &&
          withinDistance(shape, ctx.geo.ship(s), t.deployment.squadronsWithin, t),
      ),
      q.id,
    ).toBe(true);
  }
  const units = [
    ...st.ships.map((s) => ctx.geo.ship(s)),
    ...st.squadrons.map((q) => ctx.geo.squadron(q)),
  ];
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++)
      expect(unitsOverlap(units[i]!, units[j]!, t.epsilon)).toBe(false);
  }
}

/** The deployment turns in order: the side and the units it placed (a turn = one ship or two squadrons). */
function deploymentTurns(log: Decision[]): Array<{ side: number; units: string[] }> {
  const turns: Array<{ side: number; units: string[] }> = [];
  for (const d of log) {
    if (d.kind !== 'deploy') continue;
    if (d.prompt === 'deploy a second squadron') turns[turns.length - 1]!.units.push('q');
    else turns.push({ side: d.side, units: [] });
  }
  return turns;
}

describe('S5 initiative', () => {
  it('RRG16 Setup 3: the lower fleet total (Rebels, 173 < 175) chooses the first player', () => {
    for (const choice of [0, 1]) {
      const seen: Decision[] = [];
      const chooser = scripted(
        (d) => (seen.push(d), d.kind === 'first-player' ? d.options.indexOf(choice) : 0),
      );
      const g = newGame(coreSetup({ initiative: 'bid' }), {
        seed: 'bid',
        swapSeats: true,
        roundCap: 6,
        controllers: [chooser, scripted(() => 0)],
      });
      const asked = seen.filter((d) => d.kind === 'first-player');
      expect(asked.map((d) => [d.side, d.options])).toEqual([[0, [0, 1]]]);
      expect(g.ctx.state.firstPlayer).toBe(choice);
    }
  });

  it('a tie in fleet points: the seat swap stands in for the coin flip (each side chooses once per pair)', () => {
    const tied = coreSetup({ initiative: 'bid' });
    tied.sides[1] = { ...tied.sides[0]!, name: 'Rebels 2' };
    const asked = (swap: boolean) => {
      const seen: Decision[] = [];
      newGame(tied, {
        seed: 'tie',
        swapSeats: swap,
        roundCap: 6,
        controllers: [logging(seen), logging(seen)],
      });
      return seen.filter((d) => d.kind === 'first-player').map((d) => d.side);
    };
    expect([asked(false), asked(true)]).toEqual([[0], [1]]);
  });
});

describe('S6 objective', () => {
  it("chosen: the first player picks one of the second player's three (RRG16 Setup 4)", () => {
    for (const swap of [false, true]) {
      const { ctx, log } = setUp(
        withObjectives(coreSetup({ objective: { mode: 'chosen' } })),
        'obj',
        swap,
      );
      const d = log.find((x) => x.kind === 'choose-objective')!;
      const second = 1 - ctx.state.firstPlayer;
      expect(d.side).toBe(ctx.state.firstPlayer);
      expect(d.options).toEqual(
        ctx.state.sides[second]!.faction === 'rebel'
          ? ['opening-salvo', 'contested-outpost', 'superior-positions']
          : ['most-wanted', 'fire-lanes', 'dangerous-territory'],
      );
      expect(d.options).toContain(ctx.state.objective!.id);
    }
  });

  it('random-core: the second player picks one of two cards drawn from all twelve (EXP)', () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { ctx, log } = setUp(coreSetup({ objective: { mode: 'random-core' } }), `rc-${i}`);
      const d = log.find((x) => x.kind === 'choose-objective')!;
      expect(d.side).toBe(1 - ctx.state.firstPlayer);
      expect(d.options).toHaveLength(2);
      expect(new Set(d.options).size).toBe(2);
      for (const o of d.options as string[]) expect(ctx.content.objectives[o]).toBeDefined();
      expect(d.options).toContain(ctx.state.objective!.id);
      for (const o of d.options as string[]) drawn.add(o);
    }
    expect(drawn.size).toBeGreaterThan(6);
    // The same seed draws the same two cards.
    const again = (s: string) =>
      setUp(coreSetup({ objective: { mode: 'random-core' } }), s).log.find(
        (x) => x.kind === 'choose-objective',
      )!.options;
    expect(again('rc-3')).toEqual(again('rc-3'));
  });

  it("the log names the first player and the objective in play (the second player's card)", () => {
    const setup = coreSetup({ objective: { mode: 'fixed', id: 'most-wanted' } });
    const g = newGame(setup, {
      seed: 'log',
      swapSeats: true,
      roundCap: 6,
      log: true,
      controllers: [logging([], 3), logging([], 7)],
    });
    const first = g.ctx.state.sides[g.ctx.state.firstPlayer]!.name;
    const second = g.ctx.state.sides[1 - g.ctx.state.firstPlayer]!.name;
    expect(g.log).toContain(`${first} is the first player`);
    expect(g.log).toContain(`Objective: most-wanted (${second}'s card)`);
    expect(g.log.indexOf(`${first} is the first player`)).toBeLessThan(
      g.log.indexOf(`Objective: most-wanted (${second}'s card)`),
    );
  });

  it("fixed: the config's card, without asking; none: no objective", () => {
    const { ctx, log } = setUp(
      coreSetup({ objective: { mode: 'fixed', id: 'most-wanted' } }),
      'fixed',
    );
    expect(ctx.state.objective?.id).toBe('most-wanted');
    expect(ctx.state.objective?.victoryTokenValue).toBe(0);
    expect(log.some((d) => d.kind === 'choose-objective')).toBe(false);
    expect(setUp(coreSetup(), 'none').ctx.state.objective).toBeUndefined();
  });
});

describe('S7 obstacles and S8 deployment', () => {
  it("core-180 on 3' x 3': legal obstacles placed alternately from the second player, legal deployment", () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const swap of [false, true]) {
        const { ctx, log } = setUp(coreSetup(), seed, swap);
        expect([ctx.state.area.width, ctx.state.area.depth, ctx.state.area.setupInset]).toEqual([
          914.4, 914.4, 0,
        ]);
        expectLegalObstacles(ctx);
        const second = 1 - ctx.state.firstPlayer;
        // The second player places the 1st, 3rd and 5th obstacle (matched by the spot each decision took).
        const asked = log.filter((d) => d.kind === 'place-obstacle');
        expect(asked.length).toBeGreaterThanOrEqual(4);
        for (const d of asked) {
          const o = d.options[picked.get(d)!] as { obstacle: string; x: number };
          const order = ctx.state.obstacles.findIndex(
            (p) => p.id === o.obstacle && p.pose.x === o.x,
          );
          expect(order).toBeGreaterThanOrEqual(0);
          expect(d.side).toBe(order % 2 === 0 ? second : 1 - second);
        }
        expectLegalDeployment(ctx);
      }
    }
  });

  it("standard-400 on 3' x 6': ships inside the 3' x 4' setup area", () => {
    const { ctx } = setUp(coreSetup({ format: 'standard-400', playArea: 'standard' }), 'std');
    expect([ctx.state.area.width, ctx.state.area.depth, ctx.state.area.setupInset]).toEqual([
      1828.8, 914.4, 304.8,
    ]);
    expectLegalObstacles(ctx);
    expectLegalDeployment(ctx);
    for (const s of ctx.state.ships) {
      expect(s.pose.x).toBeGreaterThan(304.8);
      expect(s.pose.x).toBeLessThan(1828.8 - 304.8);
    }
  });

  it('turns alternate from the first player; one ship or two squadrons; a last single squadron waits for the ships', () => {
    for (const seed of ['t1', 't2', 't3', 't4', 't5']) {
      const { ctx, log } = setUp(coreSetup(), seed);
      const turns = deploymentTurns(log);
      expect(turns[0]!.side).toBe(ctx.state.firstPlayer);
      // Each turn after the first alternates while both players have units left.
      const counts = [0, 1].map(
        (s) =>
          ctx.state.ships.filter((x) => x.side === s).length +
          ctx.state.squadrons.filter((x) => x.side === s).length,
      );
      const placed = [0, 0];
      for (let i = 0; i < turns.length; i++) {
        const t = turns[i]!;
        placed[t.side]! += t.units.length + 1;
        if (i > 0 && placed[1 - t.side]! < counts[1 - t.side]! && turns[i - 1]!.side === t.side) {
          // Only allowed when the opponent had nothing left to place on its turn.
          throw new Error(`side ${t.side} deployed twice in a row at turn ${i}`);
        }
      }
      expect(placed).toEqual(counts);
    }
  });
});

describe('objective deployment rules (O7, O12) in alternateDeployment', () => {
  /** A set-up game with nothing deployed yet (units moved off), ready for a deployment run. */
  function undeployed(seed: string) {
    const log: Decision[] = [];
    const g = newGame(coreSetup({ obstacles: { placement: 'none' } }), {
      seed,
      swapSeats: false,
      roundCap: 6,
      controllers: [logging(log, 5), logging(log, 9)],
    });
    log.length = 0;
    return { ctx: g.ctx, log };
  }

  it('O12: the first player deploys everything before the second player', () => {
    const { ctx, log } = undeployed('o12');
    alternateDeployment(ctx, [0, 1], {
      order: 'first-player-all-first',
      shipsBeforeSquadrons: false,
      ambushBeyond: null,
    });
    const sides = deploymentTurns(log).map((t) => t.side);
    const firstDone = sides.lastIndexOf(0);
    expect(sides.slice(0, firstDone + 1).every((s) => s === 0)).toBe(true);
    expect(sides.slice(firstDone + 1).every((s) => s === 1)).toBe(true);
    expectLegalDeployment(ctx);
  });

  it("O7: ships before squadrons, and the first player's odd turns place a ship in the ambush zone", () => {
    const { ctx, log } = undeployed('o7');
    alternateDeployment(ctx, [0, 1], {
      order: 'alternate',
      shipsBeforeSquadrons: true,
      ambushBeyond: 5,
    });
    const deploys = log.filter(
      (d) => d.kind === 'deploy' && d.prompt !== 'deploy a second squadron',
    );
    const byFirst = deploys.filter((d) => d.side === 0);
    // The first player's first turn (odd): every option is a ship inside the ambush zone.
    const d5 = ctx.table.distanceBands.values[4]!;
    for (const o of byFirst[0]!.options as Array<{ unit: string; x: number; y: number }>) {
      expect(o.unit.startsWith('s0.')).toBe(true);
      expect(o.x).toBeGreaterThan(d5);
      expect(o.y).toBeGreaterThan(d5);
      expect(o.x).toBeLessThan(ctx.state.area.width - d5);
      expect(o.y).toBeLessThan(ctx.state.area.depth - d5);
    }
    // No squadron option is offered to a player with ships still to place.
    for (const d of deploys) {
      const left = ctx.state.ships.filter((s) => s.side === d.side).length;
      const shipsBefore = deploys
        .slice(0, deploys.indexOf(d))
        .filter((x) => x.side === d.side).length;
      if (shipsBefore < left)
        for (const o of d.options as Array<{ unit: string }>)
          expect(o.unit.startsWith('s')).toBe(true);
    }
  });
});

describe("the objective's deployment rules reach the deployment (objectives/setup-hook.ts)", () => {
  it('O12 Superior Positions: the first player deploys everything first', () => {
    for (const swap of [false, true]) {
      const { ctx, log } = setUp(
        coreSetup({ objective: { mode: 'fixed', id: 'superior-positions' } }),
        'sp',
        swap,
      );
      const sides = deploymentTurns(log).map((t) => t.side);
      const first = ctx.state.firstPlayer;
      const firstTurns = sides.filter((s) => s === first).length;
      expect(sides.slice(0, firstTurns).every((s) => s === first)).toBe(true);
      expectLegalDeployment(ctx);
    }
  });

  it("O7 Fleet Ambush: the first player's first deployment turn offers ships in the ambush zone only", () => {
    const { ctx, log } = setUp(
      coreSetup({ objective: { mode: 'fixed', id: 'fleet-ambush' } }),
      'fa',
    );
    const first = log.find((d) => d.kind === 'deploy' && d.side === ctx.state.firstPlayer)!;
    const d5 = ctx.table.distanceBands.values[4]!;
    for (const o of first.options as Array<{ unit: string; y: number }>) {
      expect(o.unit.startsWith(`s${ctx.state.firstPlayer}.`)).toBe(true);
      expect(o.y).toBeGreaterThan(d5);
      expect(o.y).toBeLessThan(ctx.state.area.depth - d5);
    }
  });
});
