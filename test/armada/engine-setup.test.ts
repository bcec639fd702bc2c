import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/games/armada/engine/game.js';
import { learningScenario } from '../../src/games/armada/formats/learning.js';
import {
  obstacleShape,
  obstaclePlacementLegal,
} from '../../src/games/armada/geometry/obstacles.js';
import {
  inDeploymentZone,
  insideSetupArea,
  unitsOverlap,
} from '../../src/games/armada/geometry/overlap.js';
import { withinDistance } from '../../src/games/armada/geometry/range.js';
import {
  shipAttackTargets,
  squadronAttackTargets,
} from '../../src/games/armada/rules/attack-targets.js';
import { commandPhase } from '../../src/games/armada/rules/phases.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { learningSetup, presetFleet } from './engine-helpers.js';

function setUp(over: Parameters<typeof learningSetup>[0] = {}, seed = 'setup', swapSeats = false) {
  return newGame(learningSetup(over), { seed, swapSeats, roundCap: 6 });
}

/** S8 / P5 placement rules for every unit of the game. */
function expectLegalDeployment(ctx: EngineCtx): void {
  const st = ctx.state;
  const t = ctx.table;
  for (const s of st.ships) {
    expect(inDeploymentZone(ctx.geo.ship(s), st.area, st.sides[s.side]!.edge, t), s.id).toBe(true);
    expect(s.speed).toBeGreaterThanOrEqual(1);
    // Facing the enemy: the near player's ships point up the table, the far player's down.
    const dy = Math.sin((s.pose.facing * Math.PI) / 180);
    expect(st.sides[s.side]!.edge === 'near' ? dy > 0 : dy < 0).toBe(true);
  }
  for (const q of st.squadrons) {
    const shape = ctx.geo.squadron(q);
    expect(insideSetupArea(shape, st.area, t.epsilon)).toBe(true);
    const near = st.ships.some(
      (s) =>
        s.side === q.side &&
        withinDistance(shape, ctx.geo.ship(s), t.deployment.squadronsWithin, t),
    );
    expect(near, q.id).toBe(true);
  }
  const units = [
    ...st.ships.map((s) => ctx.geo.ship(s)),
    ...st.squadrons.map((q) => ctx.geo.squadron(q)),
  ];
  for (let i = 0; i < units.length; i++)
    for (let j = i + 1; j < units.length; j++)
      expect(unitsOverlap(units[i]!, units[j]!, t.epsilon)).toBe(false);
}

describe('learning scenario setup (P1-P7, S1, S5, S9)', () => {
  it('P1 S1 a 3 x 3 foot play area; the Rebels have initiative under initiative: scenario', () => {
    const g = setUp({ initiative: 'scenario' }, 'p1', true);
    expect([g.ctx.state.area.width, g.ctx.state.area.depth]).toEqual([914.4, 914.4]);
    expect(g.ctx.state.sides[g.ctx.state.firstPlayer]!.faction).toBe('rebel');
    const swapped = setUp({ initiative: 'seat' }, 'p1', true);
    expect(swapped.ctx.state.firstPlayer).toBe(1);
  });

  it('P2 P3 P4 the learning fleets at speed 2 with full shields, hull and readied tokens', () => {
    const { ctx } = setUp();
    expect(ctx.state.ships.map((s) => s.card)).toEqual([
      'cr90-corvette-a',
      'nebulon-b-escort-frigate',
      'victory-ii-class-star-destroyer',
    ]);
    expect(ctx.state.squadrons.filter((q) => q.side === 0).map((q) => q.card)).toEqual(
      Array(4).fill('x-wing-squadron'),
    );
    expect(ctx.state.squadrons.filter((q) => q.side === 1).map((q) => q.card)).toEqual(
      Array(6).fill('tie-fighter-squadron'),
    );
    for (const s of ctx.state.ships) {
      expect(s.speed).toBe(2);
      expect(s.shields).toEqual(ctx.content.ships[s.card]!.shields);
      expect(s.defenseTokens.every((t) => t.state === 'ready')).toBe(true);
    }
    for (const q of ctx.state.squadrons) expect(q.hull).toBe(q.maxHull);
  });

  it('P3 C2 round 1 gives 1, 2 and 3 command dials to the CR90, Nebulon-B and Victory', () => {
    const g = setUp();
    commandPhase(g.ctx, g.outcome.firstRoundDials);
    expect(g.ctx.state.ships.map((s) => s.dialCount)).toEqual([1, 2, 3]);
  });

  it('P5 S8 the documented positions obey the deployment rules', () => {
    const { ctx } = setUp();
    expectLegalDeployment(ctx);
    expect(learningScenario().positions.rebel.ships).toHaveLength(2);
  });

  it('K12 P7 nothing is in attack range in round 1', () => {
    const { ctx } = setUp();
    for (const s of ctx.state.ships) expect(shipAttackTargets(ctx, s, [])).toEqual([]);
    for (const q of ctx.state.squadrons) expect(squadronAttackTargets(ctx, q)).toEqual([]);
  });

  it('P6 S9 the 52-card damage deck is shuffled per game', () => {
    const a = setUp({}, 'deck-a').ctx;
    const b = setUp({}, 'deck-b').ctx;
    expect(a.hidden.deck).toHaveLength(52);
    expect([...a.hidden.deck].sort((x, y) => x - y)).toEqual([...Array(52).keys()]);
    expect(a.hidden.deck).not.toEqual(b.hidden.deck);
  });
});

describe('standard setup steps (S5, S7, S8)', () => {
  it('S5 initiative: bid: the player with the lower fleet total chooses the first player', () => {
    const g = newGame(learningSetup({ initiative: 'bid' }), {
      seed: 'bid',
      swapSeats: false,
      roundCap: 6,
      controllers: [
        undefined,
        { choose: (_v, d) => (d.kind === 'first-player' ? d.options.indexOf(0) : 0) },
      ],
    });
    // The Imperials (133 points) chose: the Rebels go first.
    expect(g.ctx.state.firstPlayer).toBe(0);
  });

  it('S7 B6 six obstacles placed alternately, beyond distance 3 of the edges and distance 1 of each other', () => {
    const { ctx } = setUp({ obstacles: { placement: 'random' } }, 'obst');
    const obs = ctx.state.obstacles;
    expect(obs.map((o) => o.type).sort()).toEqual([
      'asteroid',
      'asteroid',
      'asteroid',
      'debris',
      'debris',
      'station',
    ]);
    const shapes = obs.map((o) => obstacleShape(ctx.table, o.id, o.pose));
    for (const s of shapes)
      expect(
        obstaclePlacementLegal(
          s,
          shapes.filter((x) => x !== s),
          ctx.state.area,
          ctx.table,
        ),
      ).toBe(true);
  });

  it('S8 a fleet unlike the presets deploys by the standard procedure, alternating from the first player', () => {
    const setup = learningSetup();
    setup.sides[0]!.fleet = presetFleet('learning-rebels');
    setup.sides[0]!.fleet.squadrons[0]!.count = 3;
    for (let i = 0; i < 5; i++) {
      const g = newGame(setup, { seed: `deploy-${i}`, swapSeats: i % 2 === 1, roundCap: 6 });
      expectLegalDeployment(g.ctx);
    }
  });
});
