/**
 * The Armada heuristic pilot (SPEC §4.3 #2): crafted states for its attack, defense-token and
 * course choices, determinism per seed, and its bad-behaviour counters over whole games.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { AttackOption, Decision } from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { maneuverFinalPose } from '../../src/games/armada/geometry/maneuver.js';
import { insidePlayArea } from '../../src/games/armada/geometry/overlap.js';
import { shipShape } from '../../src/games/armada/geometry/ship-shape.js';
import { attackValue } from '../../src/games/armada/pilots/heuristic-combat.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { makeController } from '../../src/games/armada/pilots/index.js';
import { randomPilot } from '../../src/games/armada/pilots/random-pilot.js';
import { shipAttackTargets } from '../../src/games/armada/rules/attack-targets.js';
import { legalCourses } from '../../src/games/armada/rules/maneuver.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import { learningSetup, shipOf, testGame, victoryFacingTwo } from './engine-helpers.js';

const pilot = (seed = 'h'): ReturnType<typeof heuristicPilot> => heuristicPilot(new Rng(seed));

describe('heuristic pilot: courses', () => {
  it('stays in the play area when an in-area course exists (V9)', () => {
    const { ctx } = testGame();
    // Three of the CR90's seventeen courses at speed 2 end inside from here.
    const ship = shipOf(ctx, 'cr90-corvette-a');
    ship.pose = { x: 457.2, y: 150, facing: 240 };
    ship.speed = 2;
    const options = legalCourses(ctx, ship, -1).slice();
    const geom = ctx.geo.geometry(ship);
    const inside = options.map((c) =>
      insidePlayArea(
        shipShape(
          geom,
          maneuverFinalPose(ctx.table, geom, ship.pose, c.course, c.side, ship.speed),
        ),
        ctx.state.area,
        ctx.table.epsilon,
      ),
    );
    expect(inside).toContain(true);
    expect(inside).toContain(false);
    const p = pilot();
    const d: Decision<'course'> = { kind: 'course', side: 0, unit: ship.id, options };
    const i = p.choose(ctx.views[0]!, d as Decision);
    expect(inside[i]).toBe(true);
    expect(p.stats.leftArea).toBe(0);
    expect(p.stats.courses).toBe(1);
  });
});

describe('heuristic pilot: defense tokens', () => {
  const tokenDecision = (unit: string, options: number[], pool: string[]): Decision => ({
    kind: 'defense-token',
    side: 0,
    unit,
    options: [-1, ...options],
    context: { pool },
  });

  it('spends nothing against a pool that deals no damage', () => {
    const { ctx } = testGame();
    const neb = shipOf(ctx, 'nebulon-b-escort-frigate');
    const all = neb.defenseTokens.map((_t, i) => i);
    const p = pilot();
    const d = tokenDecision(neb.id, all, ['red:blank', 'blue:accuracy', 'black:blank']);
    expect(d.options[p.choose(ctx.views[0]!, d)]).toBe(-1);
    expect(p.stats.tokensForNothing).toBe(0);
  });

  it('braces against a big hit', () => {
    const { ctx } = testGame();
    const neb = shipOf(ctx, 'nebulon-b-escort-frigate');
    const brace = neb.defenseTokens.findIndex((t) => t.type === 'brace');
    expect(brace).toBeGreaterThanOrEqual(0);
    const p = pilot();
    const d = tokenDecision(
      neb.id,
      [brace],
      ['red:hit-hit', 'black:hit-critical', 'black:hit', 'blue:hit'],
    );
    expect(d.options[p.choose(ctx.views[0]!, d)]).toBe(brace);
    expect(p.stats.tokensSpent).toBe(1);
  });
});

describe('heuristic pilot: attacks', () => {
  it('picks the target with the higher expected damage', () => {
    const { ctx } = testGame();
    const { vsd: ship, cr90, neb } = victoryFacingTwo(ctx);
    for (const z of ['front', 'left', 'right', 'rear'] as const) {
      cr90.shields[z] = 0;
      neb.shields[z] = neb.maxShields[z];
    }
    const options: Array<AttackOption | null> = [
      null,
      ...shipAttackTargets(ctx, ship, []).map((t) => ({
        zone: t.zone,
        target: t.defender.id,
        targetZone: t.defZone,
      })),
    ];
    const targets = new Set(options.map((o) => o?.target).filter(Boolean));
    expect(targets).toEqual(new Set([cr90.id, neb.id]));
    const d: Decision = {
      kind: 'attack',
      side: 1,
      unit: ship.id,
      options,
      prompt: 'attack 2 of 2',
    };
    const chosen = options[pilot().choose(ctx.views[1]!, d)]!;
    expect(chosen.target).toBe(cr90.id);
    const env = envOf(ctx.views[1]!);
    const best = Math.max(...options.map((o) => (o ? attackValue(env, ship.id, o) : 0)));
    expect(attackValue(env, ship.id, chosen)).toBeCloseTo(best, 9);
  });
});

/** Plays a learning game; returns its events and the heuristic controllers' stats. */
function play(seed: string, kinds: Array<'heuristic' | 'random'>, obstacles = false) {
  const events: string[] = [];
  const root = new Rng(seed);
  const controllers = kinds.map((k, i) =>
    k === 'heuristic'
      ? heuristicPilot(root.fork(`pilot-${i}`))
      : { ...randomPilot(root.fork(`pilot-${i}`)), stats: null },
  );
  const setup = learningSetup(obstacles ? { obstacles: { placement: 'random' } } : {});
  const g = newGame(setup, {
    seed,
    swapSeats: false,
    roundCap: 6,
    controllers,
    onEvent: (e: GameEvent) => events.push(JSON.stringify(e)),
  });
  playGame(g.ctx, 6, g.outcome.firstRoundDials);
  return {
    events,
    winner: g.ctx.state.over?.winner ?? null,
    stats: controllers.map((c) => c.stats),
  };
}

describe('heuristic pilot: whole games', () => {
  it('is deterministic per seed', () => {
    const a = play('det-1', ['heuristic', 'heuristic']);
    const b = play('det-1', ['heuristic', 'heuristic']);
    expect(a.events.length).toBeGreaterThan(50);
    expect(b.events).toEqual(a.events);
    expect(play('det-2', ['heuristic', 'heuristic']).events).not.toEqual(a.events);
  });

  it('never leaves the area, overlaps an avoidable obstacle or spends a token for nothing', () => {
    let courses = 0;
    for (let k = 0; k < 6; k++) {
      const r = play(
        `bad-${k}`,
        k % 2 === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'],
        true,
      );
      const s = r.stats[k % 2]!;
      courses += s.courses;
      expect(s.leftArea).toBe(0);
      expect(s.obstacleOverlaps).toBe(0);
      expect(s.tokensForNothing).toBe(0);
    }
    expect(courses).toBeGreaterThan(10);
  });

  it('is created from a pilot spec', () => {
    const c = makeController({ type: 'heuristic' }, new Rng('x'));
    expect('stats' in c).toBe(true);
  });
});
