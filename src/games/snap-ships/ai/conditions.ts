/**
 * Conditional logic icons (rulebook "Conditional Logic Icons"): whether a chassis row or a
 * part action row applies now, and for an anti-missile row whether it shoots missiles
 * down or attacks.
 */
import type { AiCondition, AiRow } from '../content/ai-schema.js';
import type { Icon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { AiWeapon } from '../engine/scenario-rules.js';
import { legalTargets, type TargetInfo } from '../rules/attack.js';
import { missileProfile } from '../rules/missiles.js';
import type { ShipState } from '../state/types.js';
import { iconPlan } from './icon-plan.js';
import { inArc, targetRadius, withinRange } from './measure.js';

/** How a row would resolve now: its icons, an anti-missile roll instead, or not at all. */
export type RowMode = 'icons' | 'anti-missile' | null;

/** The first attack or launch icon of a row (the weapon a crosshair refers to), read once per row (icon-plan.ts). */
export function rowWeapon(icons: Icon[]): AiWeapon | null {
  return iconPlan(icons).weapon;
}

/**
 * The ship a weapon of the AI ship is used against: its target, unless the scenario says
 * otherwise (Beacon Rush: the nearest opposing ship within range and arc).
 */
export function weaponTarget(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  weapon: AiWeapon,
): ShipState | null {
  const f = ctx.scenarioRules?.aiWeaponTarget;
  return f ? f(ctx, s, target, weapon) : target;
}

/**
 * What a weapon of the AI ship may be used against now: its {@link weaponTarget} when that is a
 * legal target (the weapon's range and arc, and the target's own restrictions), or with `each`
 * (a row that attacks each ship in arc) every legal target.
 */
export function weaponVictims(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  weapon: AiWeapon,
  each = false,
): TargetInfo[] {
  if (each) return legalTargets(ctx, s, weapon.arc, weapon.range, undefined, weapon.purpose);
  const t = weaponTarget(ctx, s, target, weapon);
  return t ? legalTargets(ctx, s, weapon.arc, weapon.range, [t], weapon.purpose) : [];
}

/** Crosshair: the target is a legal target of the weapon (its range and arc, and its own targeting restrictions). */
export function weaponReady(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  icons: Icon[],
): boolean {
  const w = rowWeapon(icons);
  return !!w && weaponVictims(ctx, s, target, w).length > 0;
}

/** Total damage the missiles assigned to `s` would deal if every die hit. */
export function missileThreat(ctx: EngineCtx, s: ShipState): number {
  let total = 0;
  for (const t of s.missiles) {
    const p = missileProfile(ctx, t);
    total += p.dice * (p.damage ?? s.size);
  }
  return total;
}

/** Whether a range or arc condition (or always/missile) holds for `target`. Crosshair needs the row's icons. */
export function conditionHolds(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  when: AiCondition,
  icons: Icon[] = [],
): boolean {
  const k = ctx.state.table;
  if (when === 'always') return true;
  if (when === 'otherwise') return true;
  if (when === 'missile') return s.missiles.length > 0;
  if (when === 'crosshair') return weaponReady(ctx, s, target, icons);
  if ('antiMissile' in when)
    return antiMissileMode(ctx, s, when) || weaponReady(ctx, s, target, icons);
  if (!target) return false;
  // A scenario's asteroid field or beacon is measured to its own outline.
  const rt = targetRadius(k, target);
  if ('range' in when) return withinRange(k, s.pose!, target.pose!, when.range, when.plus, rt);
  return inArc(k, s.pose!, when.arc, target.pose!, rt);
}

/** Anti-missile icon: missiles assigned whose total possible damage reaches the threshold (none printed: any missile). */
export function antiMissileMode(
  ctx: EngineCtx,
  s: ShipState,
  when: { antiMissile: number | null },
): boolean {
  return s.missiles.length > 0 && missileThreat(ctx, s) >= (when.antiMissile ?? 1);
}

/** How `row` would resolve now (before the "no benefit" check). */
export function rowMode(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  row: AiRow,
): RowMode {
  const w = row.when;
  if (typeof w === 'object' && 'antiMissile' in w) {
    if (antiMissileMode(ctx, s, w)) return 'anti-missile';
    return weaponReady(ctx, s, target, row.icons) ? 'icons' : null;
  }
  return conditionHolds(ctx, s, target, w, row.icons) ? 'icons' : null;
}
