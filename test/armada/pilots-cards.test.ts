import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/games/armada/engine/decisions.js';
import { shieldSpends } from '../../src/games/armada/effects/upgrades/titles.js';
import {
  chooseCritical,
  chooseKeptCard,
  chooseShieldSpend,
  chooseShip,
  chooseUseEffect,
  harmlessObstacle,
  objectivePoseValue,
} from '../../src/games/armada/pilots/heuristic-cards.js';
import { shipShape } from '../../src/games/armada/geometry/ship-shape.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import { shipOf, testGame } from './engine-helpers.js';
import { objectiveGame } from './objective-helpers.js';

const decision = (kind: string, options: unknown[], extra: Partial<Decision> = {}): Decision =>
  ({ kind, side: 1, unit: null, options, ...extra }) as Decision;

describe('heuristic choices for upgrades and objectives (U8, O0)', () => {
  it("critical effects: Assault Concussion Missiles first; Dodonna's Pride when the standard path deals no card after shields and tokens", () => {
    const t = testGame();
    const env = envOf(t.ctx.views[1]!);
    const cr90 = shipOf(t.ctx, 'cr90-corvette-a');
    const ctx = (pool: string[], braced = false) => ({
      defender: cr90.id,
      defZone: 'front',
      braced,
      redirectZone: null,
      pool,
    });
    const acm = ['standard', 'assault-concussion-missiles', null];
    expect(
      chooseCritical(env, decision('critical-effect', acm, { context: ctx(['red:critical']) })),
    ).toBe(1);
    const pride = ['standard', 'dodonnas-pride', null];
    // One damage on a front zone with two shields: no card the standard way.
    expect(
      chooseCritical(env, decision('critical-effect', pride, { context: ctx(['blue:critical']) })),
    ).toBe(1);
    // Four damage: two cards past the shields.
    const strong = ['blue:critical', 'red:hit-hit', 'red:hit'];
    expect(chooseCritical(env, decision('critical-effect', pride, { context: ctx(strong) }))).toBe(
      0,
    );
    // Braced (T4), the same pool deals two: all on the shields.
    expect(
      chooseCritical(env, decision('critical-effect', pride, { context: ctx(strong, true) })),
    ).toBe(1);
  });

  it('General Dodonna keeps the worst card for the enemy; Dominator spends side or rear shields, never the front', () => {
    const t = testGame();
    const env = envOf(t.ctx.views[0]!);
    const titles = ['comm-noise', 'structural-damage', 'blinded-gunners'];
    const d = decision('keep-damage-card', [11, 12, 13], { context: { titles } });
    expect(chooseKeptCard(env, d)).toBe(1);
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    const options = shieldSpends(vsd.shields, 2);
    const pick =
      options[
        chooseShieldSpend(
          envOf(t.ctx.views[1]!),
          decision('spend-shields', options, { unit: vsd.id }),
        )
      ]!;
    expect(pick).toHaveLength(2);
    expect(pick).not.toContain('front');
  });

  it('objective ships: Most Wanted own = the cheapest, enemy = the costliest; Advanced Gunnery own = the strongest', () => {
    const mw = objectiveGame('most-wanted');
    const view = mw.ctx.views[1]!;
    const env = envOf(view);
    const own = ['s1.0', 's1.1'];
    const costs = own.map((id) => mw.ctx.state.ships.find((s) => s.id === id)!.points);
    const i = chooseShip(
      env,
      view,
      decision('choose-ship', own, { context: { purpose: 'most-wanted', own: true } }),
    );
    expect(costs[i]).toBe(Math.min(...costs));
    const enemy = ['s0.0', 's0.1', 's0.2'];
    const ec = enemy.map((id) => mw.ctx.state.ships.find((s) => s.id === id)!.points);
    const j = chooseShip(
      env,
      view,
      decision('choose-ship', enemy, { context: { purpose: 'most-wanted', own: false } }),
    );
    expect(ec[j]).toBe(Math.max(...ec));
    const ag = objectiveGame('advanced-gunnery');
    const k = chooseShip(
      envOf(ag.ctx.views[1]!),
      ag.ctx.views[1]!,
      decision('choose-ship', own, { context: { own: true } }),
    );
    expect(costs[k]).toBe(Math.max(...costs));
  });

  it("optional card effects are used (Nav Team's yaw is scored as a maneuver, heuristic-navigate.ts)", () => {
    expect(
      chooseUseEffect(
        decision('use-effect', [true, false], { context: { card: 'wulff-yularen' } }),
      ),
    ).toBe(0);
    expect(
      chooseUseEffect(
        decision('use-effect', [false, true], { context: { objective: 'precision-strike' } }),
      ),
    ).toBe(1);
  });
});

describe('heuristic movement under objectives (O5, O9, O11)', () => {
  it('a pose at distance 1 of a mine scores lower; Dangerous Territory hazards are harmless to the second player only', () => {
    const mf = objectiveGame('minefields');
    const vsd = mf.ctx.state.ships.find((s) => s.id === 's1.0')!;
    const t = mf.ctx.state.objective!.tokens[0]!;
    const env = envOf(mf.ctx.views[1]!);
    const g = mf.ctx.geo.geometry(vsd);
    const onMine = objectivePoseValue(env, vsd, shipShape(g, { x: t.x, y: t.y + 60, facing: 90 }));
    const clear = objectivePoseValue(env, vsd, shipShape(g, { x: 60, y: 60, facing: 90 }));
    expect(onMine).toBeLessThan(clear);
    const dt = objectiveGame('dangerous-territory');
    const i = dt.ctx.state.obstacles.findIndex((o) => o.type === 'asteroid');
    const second = dt.ctx.state.ships.find((s) => s.side === 1)!;
    const first = dt.ctx.state.ships.find((s) => s.side === 0)!;
    expect(harmlessObstacle(envOf(dt.ctx.views[1]!), second, i)).toBe(true);
    expect(harmlessObstacle(envOf(dt.ctx.views[0]!), first, i)).toBe(false);
  });
});
