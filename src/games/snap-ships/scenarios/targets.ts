/**
 * Attack targets that are not ships (rulebook "Mining Resources": asteroids have 0 Evasion
 * and unlimited hull; "Attacking Beacons": beacons have 3 Evasion). Each is a minimal
 * ShipState with side -1, its own radius and no parts, built on demand from the scenario
 * state and never stored in `state.ships`. An attack on one follows the attack steps with
 * the same dice rules (hit number, the attacker's modifiers and rerolls, conversions), from
 * the front (no facing), with cover from the tiles between the two other than the target's
 * own tile; the scenario's `targetHit` rule then takes the hits instead of damage.
 */
import type { Vec } from '../../../core/geometry.js';
import type { EngineCtx } from '../engine/context.js';
import { actionEffect, forEachEffect } from '../effects/active-effects.js';
import type { AttackCtx } from '../effects/hook-types.js';
import { segmentCrossesTile } from '../geometry/terrain-geometry.js';
import { type TargetInfo, rollAndResolve } from '../rules/attack.js';
import { newAttackCtx } from '../rules/attack-dice.js';
import { hitNumber } from '../rules/attack-math.js';
import { coverOf, tilePlacement, tilesUnder } from '../rules/terrain.js';
import type { ShipState } from '../state/types.js';

/** Builds the target record of an asteroid field or beacon. `tiles`: the tiles it is (the asteroid's own). */
export function pointTarget(
  id: string,
  name: string,
  at: Vec,
  radius: number,
  evasion: number,
  tiles: number[] = [],
): ShipState {
  return {
    id,
    side: -1,
    name,
    chassis: '',
    faction: 'forge',
    size: 0,
    maxHull: 99,
    hull: 99,
    evasion,
    baseEvasion: evasion,
    vent: 0,
    power: 0,
    totalPower: 0,
    lockedPower: 0,
    pose: { x: at.x, y: at.y, facing: 0 },
    destroyed: false,
    parts: [],
    missiles: [],
    inTerrain: tiles,
    activated: true,
    activations: 0,
    once: [],
    pilot: 'none',
    radius,
  };
}

/** Whether the base of `s` overlaps the disk (centre `at`, radius `radius`). */
export function baseOverlaps(ctx: EngineCtx, s: ShipState, at: Vec, radius: number): boolean {
  if (!s.pose) return false;
  const k = ctx.state.table;
  return Math.hypot(s.pose.x - at.x, s.pose.y - at.y) < k.baseDiameter / 2 + radius - k.epsilon;
}

/** Outer radius of a tile's outline (its radius, or the farthest polygon corner). */
export function tileRadius(ctx: EngineCtx, tile: number): number {
  const shape = ctx.state.table.tiles[ctx.state.terrain[tile]!.type];
  return shape.kind === 'circle'
    ? shape.radius
    : Math.max(...shape.points.map(([x, y]) => Math.hypot(x, y)));
}

/** Cover of an attack on a non-ship target: tiles the measuring line crosses, except the attacker's and the target's own. */
function targetCover(
  ctx: EngineCtx,
  attacker: ShipState,
  target: ShipState,
  from: Vec,
  to: Vec,
  touching: boolean,
): { soft: boolean; hard: boolean } {
  const cover = { soft: false, hard: false };
  if (touching) return cover;
  const eps = ctx.state.table.epsilon;
  const under = tilesUnder(ctx, attacker.pose!);
  ctx.state.terrain.forEach((t, i) => {
    if (under.includes(i) || target.inTerrain.includes(i)) return;
    if (segmentCrossesTile(from, to, tilePlacement(ctx, t), eps)) cover[coverOf(ctx, t)] = true;
  });
  return cover;
}

/**
 * Steps 3–8 of an Attack action against a non-ship target (the scenario rules' `attack`
 * hook): hit number from its Evasion, the attacker's modifiers, then the shared roll, rerolls
 * and damage total; `applyDamage` hands the result to the scenario's `targetHit`.
 */
export function attackScenarioTarget(
  ctx: EngineCtx,
  attacker: ShipState,
  part: number,
  ability: number,
  icon: { dice: number; accuracy: number | 'X'; damage: number },
  target: TargetInfo,
  label?: string,
): AttackCtx {
  const d = target.ship;
  const accuracy = icon.accuracy === 'X' ? target.range : icon.accuracy;
  const atk = newAttackCtx('attack', attacker, d, part, ability, icon.dice, accuracy, icon.damage);
  if (label) atk.part = label;
  atk.range = target.range;
  atk.position = 'front';
  const c = targetCover(
    ctx,
    attacker,
    d,
    target.measure.from,
    target.measure.to,
    target.range === 0,
  );
  atk.softCover = c.soft;
  atk.hardCover = c.hard;
  const own = actionEffect(ctx, attacker, part, ability);
  own?.h.attackModifiers?.(ctx, atk, own.src, 'attacker');
  forEachEffect(ctx, attacker, 'attackModifiers', (h, src) =>
    h.attackModifiers!(ctx, atk, src, 'attacker'),
  );
  atk.hitNumber = hitNumber({
    accuracy: atk.accuracy,
    evasion: d.evasion,
    position: 'front',
    softCover: atk.softCover,
    modifier: atk.hitModifier,
    ignoreFlankBonus: atk.ignoreFlankBonus,
  });
  rollAndResolve(ctx, atk);
  return atk;
}
