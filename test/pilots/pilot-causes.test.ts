/**
 * The causes of the heuristic pilot's weak ships, each on a hand-set position: venting for
 * nothing, launchers left out of position planning, S-as-L and repeated moves left out of
 * movement planning, enemies' turning before they fire, card text that changes attack
 * arithmetic, a launch that makes later attacks eligible for a reroll, and the search
 * pilot's lookahead sampling what it cannot see.
 */
import { describe, expect, it } from 'vitest';
import type { Pose } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import type { Decision } from '../../src/games/snap-ships/engine/decisions.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playPartActions } from '../../src/games/snap-ships/rules/activation.js';
import { listActions } from '../../src/games/snap-ships/rules/actions.js';
import { actionValues } from '../../src/games/snap-ships/pilots/action-values.js';
import { exposure, offenseNow } from '../../src/games/snap-ships/pilots/evaluation.js';
import { lookahead } from '../../src/games/snap-ships/pilots/lookahead.js';
import { bestOutcome } from '../../src/games/snap-ships/pilots/move-planner.js';
import { persona } from '../../src/games/snap-ships/pilots/personas.js';
import {
  buildScene,
  currentPlan,
  type PlanState,
} from '../../src/games/snap-ships/pilots/scene.js';
import { searchPilot } from '../../src/games/snap-ships/pilots/search-pilot.js';
import { duel, recordedGame, setupOf } from './pilot-helpers.js';

type Ship = { preset: string } | { chassis: string; parts: string[] };

/** A duel placed by hand on an empty table, in round 1 with ship A active. */
function board(
  a: Ship,
  poseA: Pose,
  b: Ship,
  poseB: Pose,
  pilotB: string = 'heuristic',
): EngineCtx {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    terrain: { tiles: [] },
    sides: [
      { name: 'A', ships: [{ ...a, pilot: 'heuristic' }] },
      { name: 'B', ships: [{ ...b, pilot: pilotB }] },
    ],
  });
  const { ctx } = newGame(setup, { seed: 'causes', swapSeats: false, roundCap: 30 });
  ctx.state.ships[0]!.pose = { ...poseA };
  ctx.state.ships[1]!.pose = { ...poseB };
  ctx.state.round = 1;
  ctx.state.activationCount = 1;
  ctx.state.active = 's1a';
  ctx.state.ships[0]!.activated = true;
  return ctx;
}

describe('venting', () => {
  it('two Falx Noses do not vent each other for nothing (the engine guard stops at 40 part actions)', () => {
    // A custom Falx SC-41 with two Falx Noses ("vent 1 power" for 1 power): each could clear the other's cube forever.
    const parts = [
      'falx-cockpit',
      'falx-thruster',
      'falx-afterburner',
      'falx-wings',
      'tdp-8-plasma-cannon',
      'falx-nose',
      'falx-nose',
      'xr-135-missile-rack',
    ];
    const ctx = board(
      { chassis: 'falx-sc-41-escort', parts },
      { x: 45, y: 20, facing: 90 },
      { preset: 'sabre-xf-23-fighter' },
      { x: 85, y: 85, facing: 180 },
    );
    const me = ctx.state.ships[0]!;
    me.parts[5]!.power = 1;
    me.power = 4;
    let actions = 0;
    let noses = 0;
    const emit = ctx.emit;
    ctx.emit = (e) => {
      if (e.type === 'action' && e.ship === 's1a') {
        actions++;
        if (e.part === 'falx-nose') noses++;
      }
      emit(e);
    };
    playPartActions(ctx, me);
    // Other actions may be worth their cost; the noses never feed each other (at most one vents once).
    expect(noses).toBeLessThanOrEqual(1);
    expect(actions).toBeLessThan(10);
  });
});

describe('missiles in position planning', () => {
  it('a Falx XF-8 counts the launch it can make from a pose, not only its guns', () => {
    // The enemy 28 cm ahead: range 2 (XR 135 and Mark 48 reach 2-3 in the front 90°), beyond the TDP-8's range 1.
    const ctx = board(
      { preset: 'falx-xf-8-experimental-fighter' },
      { x: 45, y: 20, facing: 90 },
      { preset: 'wasp-klaw-heavy-fighter' },
      { x: 45, y: 54, facing: 90 },
    );
    const sc = buildScene(ctx.state, 's1a', persona());
    const facing = offenseNow(sc, currentPlan(sc));
    const away = offenseNow(sc, { ...currentPlan(sc), pose: { x: 45, y: 20, facing: -90 } });
    expect(facing).toBeGreaterThan(1);
    expect(away).toBe(0);
  });

  it("and turns to bring the enemy into its launchers' arc", () => {
    const ctx = board(
      { preset: 'falx-xf-8-experimental-fighter' },
      { x: 45, y: 20, facing: 0 },
      { preset: 'wasp-klaw-heavy-fighter' },
      { x: 45, y: 54, facing: 90 },
    );
    const sc = buildScene(ctx.state, 's1a', persona());
    const options = [...listActions(ctx, sc.me), null];
    const q = actionValues(sc, options);
    const fins = options.findIndex((o) => o && sc.me.parts[o.part]!.id === 'falx-fins');
    const end = options.length - 1;
    // Falx Fins (rotate up to 90°) toward the launch arc beats ending the activation.
    expect(q[fins]!).toBeGreaterThan(q[end]!);
  });
});

describe('movement planning', () => {
  it('a Lance SV-51 plans its S icons as L (Lance Booster) and performed twice (chassis)', () => {
    const ctx = board(
      { preset: 'lance-sv-51-scout' },
      { x: 45, y: 10, facing: 90 },
      { preset: 'sabre-xf-23-fighter' },
      { x: 85, y: 85, facing: 180 },
    );
    const sc = buildScene(ctx.state, 's1a', persona());
    const north = (ps: PlanState, bonus: number): number => ps.pose.y + bonus;
    const best = bestOutcome(sc, currentPlan(sc), sc.kit.chassisMove, 0, north);
    // Two L moves straight ahead: 2 × (10 + 6) cm; one S alone would reach 10 + 11.
    expect(best).toBeCloseTo(10 + 2 * 16, 6);
  });
});

describe('enemy arcs', () => {
  it('an enemy counts as able to turn by its chassis rotations and its best part rotation before it fires', () => {
    const ctx = board(
      { preset: 'lance-sv-51-scout' },
      { x: 45, y: 20, facing: 90 },
      { preset: 'sabre-xf-23-fighter' },
      { x: 45, y: 50, facing: 0 },
    );
    const sc = buildScene(ctx.state, 's1a', persona());
    // Sabre XF-23: chassis rotate 1, Maneuvering Fins rotate 2: 135°.
    expect(sc.enemies[0]!.turn).toBeGreaterThanOrEqual(135);
    // So sitting 90° off its nose is still exposed to its front-90 autocannon.
    expect(exposure(sc, { x: 45, y: 20, facing: 90 }, 3)).toBeGreaterThan(0.5);
  });
});

describe('card text in attack estimates', () => {
  it("reads flank-as-rear, no flank bonus against a Falx Cockpit and the Locust's Range 3 stealth", () => {
    const sac = buildScene(
      board(
        { preset: 'lance-sac-30-attack-craft' },
        { x: 45, y: 20, facing: 90 },
        { preset: 'falx-sc-41-escort' },
        { x: 45, y: 40, facing: 0 },
      ).state,
      's1a',
      persona(),
    );
    expect(sac.mods.flankAsRear).toBe(true);
    expect(sac.enemies[0]!.mods.noFlankRearBonus).toBe(true);
    // The Locust Stealth Craft 50 cm ahead (Range 4 of the Sabre's guns and pod): nothing can target it there.
    const ctx = board(
      { preset: 'sabre-xf-23-fighter' },
      { x: 45, y: 10, facing: 90 },
      { preset: 'locust-klaw-stealth-craft' },
      { x: 45, y: 48, facing: 90 },
    );
    const sc = buildScene(ctx.state, 's1a', persona());
    expect(sc.enemies[0]!.mods.untargetableFrom).toBe(3);
    expect(offenseNow(sc, currentPlan(sc))).toBe(0);
  });
});

describe('missile tokens that enable rerolls', () => {
  // Wasp KLAW Fighter-Bomber chassis: "When you perform an Attack action against target that has a missile token
  // assigned to it: You may reroll 1 die." The token stays until it impacts, so a launch first helps every attack after it.
  const fb = { preset: 'wasp-klaw-fighter-bomber' };
  // The enemy 30 cm ahead: Range 2 of the torpedo, the DB8 Proton Cannon and the ball turret.
  const facingOff = (): EngineCtx =>
    board(fb, { x: 45, y: 20, facing: 90 }, fb, { x: 45, y: 50, facing: -90 }, 'ai-deck');
  const ahead = (ctx: EngineCtx) => {
    const sc = buildScene(ctx.state, 's1a', persona());
    const options = [...listActions(ctx, sc.me), null];
    const q = actionValues(sc, options);
    const of = (id: string) => q[options.findIndex((o) => o && sc.me.parts[o.part]!.id === id)]!;
    return {
      sc,
      torpedo: of('cx2-anti-ship-torpedo'),
      cannon: of('db8-proton-cannon'),
      turret: of('cpl-3-ball-turret'),
    };
  };

  it('a Fighter-Bomber launches its torpedo before it fires at a target without missiles', () => {
    const ctx = facingOff();
    const v = ahead(ctx);
    expect(v.torpedo).toBeGreaterThan(v.cannon + 1);
    expect(v.torpedo).toBeGreaterThan(v.turret + 1);
    const used: string[] = [];
    const emit = ctx.emit;
    ctx.emit = (e) => {
      if (e.type === 'action' && e.ship === 's1a') used.push(e.part);
      emit(e);
    };
    playPartActions(ctx, v.sc.me);
    const weapons = used.filter((p) =>
      ['cx2-anti-ship-torpedo', 'db8-proton-cannon', 'cpl-3-ball-turret'].includes(p),
    );
    expect(weapons[0]).toBe('cx2-anti-ship-torpedo');
    expect(weapons).toContain('db8-proton-cannon');
  });

  it('the launch is worth less when the target already carries a token, or no weapon can fire after it', () => {
    const fresh = ahead(facingOff()).torpedo;
    const tokened = facingOff();
    tokened.state.ships[1]!.missiles.push({
      kind: 'light',
      from: 's1a',
      part: 'cx2-anti-ship-torpedo',
    });
    expect(ahead(tokened).torpedo).toBeLessThan(fresh - 1);
    // With 3 power the launch is all the ship can pay for: nothing left to reroll.
    const poor = facingOff();
    poor.state.ships[0]!.power = 3;
    expect(ahead(poor).torpedo).toBeLessThan(fresh - 1);
  });
});

describe('what the pilots see', () => {
  it('a lookahead shuffles the AI deck it cannot see, on its own stream, and leaves the game as it was', () => {
    const ctx = board(
      { preset: 'sabre-xf-23-fighter' },
      { x: 45, y: 20, facing: 90 },
      { preset: 'scarab-klaw-interceptor' },
      { x: 45, y: 60, facing: -90 },
      'ai-deck',
    );
    const real = [...ctx.state.ships[1]!.ai!.drawPile];
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const pile = lookahead(ctx.state, `hidden-${i}`, () => persona(), 0).ctx.state.ships[1]!.ai!
        .drawPile;
      expect([...pile].sort()).toEqual([...real].sort());
      orders.add(pile.join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(ctx.state.ships[1]!.ai!.drawPile).toEqual(real);
  });

  it('the search pilot decides the same whatever the order of the AI deck it cannot see', () => {
    // The scores of every lookahead sample, for a given true order of the AI's draw pile.
    const sampled = (pile: number[] | null): string => {
      const ctx = board(
        { preset: 'sabre-xf-23-fighter' },
        { x: 45, y: 20, facing: 90 },
        { preset: 'scarab-klaw-interceptor' },
        { x: 45, y: 52, facing: -90 },
        'ai-deck',
      );
      if (pile) ctx.state.ships[1]!.ai!.drawPile = pile;
      const me = ctx.state.ships[0]!;
      const pilot = searchPilot(new Rng('same-stream'), 12, undefined, { clearMargin: Infinity });
      const values: number[] = [];
      pilot.onSample = (v) => values.push(v);
      const d: Decision = {
        kind: 'action',
        ship: 's1a',
        side: 0,
        options: [...listActions(ctx, me), null],
        prompt: 'part action',
      };
      const choice = pilot.choose({ state: ctx.state, side: 0 }, d);
      expect(pilot.samples).toBeGreaterThan(0);
      return `${choice}:${values.map((v) => v.toFixed(9)).join(',')}`;
    };
    const base = sampled(null);
    const pile = board(
      { preset: 'sabre-xf-23-fighter' },
      { x: 0, y: 0, facing: 0 },
      { preset: 'scarab-klaw-interceptor' },
      { x: 1, y: 1, facing: 0 },
      'ai-deck',
    ).state.ships[1]!.ai!.drawPile;
    expect(sampled([...pile].reverse())).toBe(base);
    expect(sampled([...pile.slice(1), pile[0]!])).toBe(base);
  });
});

describe('determinism', () => {
  it('the same seed replays the same game, heuristic against an AI deck and against itself', () => {
    for (const cfg of [
      duel('lance-sv-51-scout', 'heuristic', 'lance-sv-51-scout', 'ai-deck'),
      duel('falx-sc-41-escort', 'heuristic', 'falx-sc-41-escort', 'heuristic'),
    ]) {
      const setup = setupOf(cfg);
      const a = recordedGame(setup, 'det-a');
      expect(recordedGame(setup, 'det-a').digest).toBe(a.digest);
      expect(recordedGame(setup, 'det-b').digest).not.toBe(a.digest);
    }
  });
});
