/**
 * The objective terms of the heuristic's attack and pose scores (O1, O3, O4, O6, O10, O12): crafted
 * states compared with and without the card in play.
 */
import { describe, expect, it } from 'vitest';
import type { AttackOption } from '../../src/games/armada/engine/decisions.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { shipShape } from '../../src/games/armada/geometry/ship-shape.js';
import { attackValue } from '../../src/games/armada/pilots/heuristic-combat.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import {
  fireLanesValue,
  objectiveShipWeights,
  rearPositionValue,
} from '../../src/games/armada/pilots/heuristic-objectives.js';
import { shipAttackTargets } from '../../src/games/armada/rules/attack-targets.js';
import { shipOf, testGame, victoryFacingTwo } from './engine-helpers.js';

function withObjective(
  ctx: EngineCtx,
  id: string,
  victoryTokenValue: number,
  objectiveShips: string[] = [],
): void {
  ctx.state.objective = {
    id,
    victoryTokenValue,
    tokens: [],
    objectiveShips,
    setAside: { ships: [], squadrons: [] },
    bonus: [0, 0],
    round: {},
  };
  ctx.geo.obstaclesChanged();
}

/** The Victory II facing down the table at the CR90 (no shields left) and the Nebulon-B. */
function duel() {
  const { ctx } = testGame();
  const { vsd, cr90, neb } = victoryFacingTwo(ctx);
  for (const z of ['front', 'left', 'right', 'rear'] as const) cr90.shields[z] = 0;
  ctx.geo.obstaclesChanged();
  const options: AttackOption[] = shipAttackTargets(ctx, vsd, []).map((t) => ({
    zone: t.zone,
    target: t.defender.id,
    targetZone: t.defZone,
  }));
  const values = () => options.map((o) => attackValue(envOf(ctx.views[1]!), vsd.id, o));
  return { ctx, vsd, cr90, neb, options, values };
}

describe('objective terms in attack values', () => {
  it('O10 Most Wanted: an objective ship is worth an extra die; O1 and O10 double its cost when it dies', () => {
    const { ctx, neb, options, values } = duel();
    const plain = values();
    withObjective(ctx, 'most-wanted', 0, [neb.id]);
    const mw = values();
    options.forEach((o, i) => {
      if (o.target === neb.id) expect(mw[i]! - plain[i]!).toBeGreaterThanOrEqual(0.75 - 1e-9);
      else expect(mw[i]).toBeCloseTo(plain[i]!, 9);
    });
    expect(
      objectiveShipWeights(
        envOf(ctx.views[1]!),
        shipOf(ctx, 'victory-ii-class-star-destroyer'),
        neb,
      ).aim,
    ).toBe(1.5);
  });

  it('O3 Opening Salvo: the first damage card on an undamaged ship scores half its cost', () => {
    const { ctx, cr90, options, values } = duel();
    const plain = values();
    withObjective(ctx, 'opening-salvo', 0);
    const os = values();
    const i = options.findIndex((o) => o.target === cr90.id);
    expect(os[i]! - plain[i]!).toBeGreaterThan(1);
    cr90.facedown = 1;
    expect(values()[i]).toBeCloseTo(plain[i]!, 9);
  });

  it('O4 Precision Strike: each damage card past the shields is a victory token', () => {
    const { ctx, cr90, options, values } = duel();
    const plain = values();
    withObjective(ctx, 'precision-strike', 15);
    const ps = values();
    const i = options.findIndex((o) => o.target === cr90.id);
    expect(ps[i]!).toBeGreaterThan(plain[i]!);
  });

  it('O12 Superior Positions: only attacks on a rear hull zone gain', () => {
    const { ctx, vsd, neb } = duel();
    neb.pose = { x: 520, y: 330, facing: 270 }; // its rear towards the Victory
    ctx.geo.obstaclesChanged();
    const options: AttackOption[] = shipAttackTargets(ctx, vsd, []).map((t) => ({
      zone: t.zone,
      target: t.defender.id,
      targetZone: t.defZone,
    }));
    const values = () => options.map((o) => attackValue(envOf(ctx.views[1]!), vsd.id, o));
    const plain = values();
    withObjective(ctx, 'superior-positions', 15);
    const sp = values();
    expect(options.some((o) => o.targetZone === 'rear')).toBe(true);
    options.forEach((o, i) => {
      if (o.targetZone === 'rear') expect(sp[i]!).toBeGreaterThan(plain[i]!);
      else expect(sp[i]).toBeCloseTo(plain[i]!, 9);
    });
  });
});

describe('objective terms in pose scores', () => {
  it('O12 Superior Positions: behind an enemy is worth a token, showing it our rear costs one', () => {
    const { ctx, vsd, neb } = duel();
    withObjective(ctx, 'superior-positions', 15);
    const env = envOf(ctx.views[1]!);
    const es = ctx.geo.ship(neb);
    const geom = ctx.geo.geometry(vsd);
    // The Nebulon-B at (520, 330) faces +y; a pose below it (y 150) is in its rear arc.
    const behind = shipShape(geom, { x: 520, y: 150, facing: 90 });
    const ahead = shipShape(geom, { x: 520, y: 520, facing: 90 });
    expect(rearPositionValue(env, behind, es)).toBeGreaterThan(0);
    expect(rearPositionValue(env, ahead, es)).toBeLessThan(0);
    withObjective(ctx, 'most-wanted', 0);
    expect(rearPositionValue(envOf(ctx.views[1]!), behind, es)).toBe(0);
  });

  it('O6 Fire Lanes: a token in range counts, one under the base costs', () => {
    const { ctx, vsd } = duel();
    withObjective(ctx, 'fire-lanes', 15);
    ctx.state.objective!.tokens = [{ id: 't1', x: 457.2, y: 350 }];
    const geom = ctx.geo.geometry(vsd);
    const env = envOf(ctx.views[1]!);
    expect(fireLanesValue(env, shipShape(geom, { x: 457.2, y: 520, facing: 270 }))).toBeGreaterThan(
      0,
    );
    expect(fireLanesValue(env, shipShape(geom, { x: 457.2, y: 360, facing: 270 }))).toBeLessThan(0);
    expect(fireLanesValue(env, shipShape(geom, { x: 457.2, y: 900, facing: 270 }))).toBe(0);
  });
});
