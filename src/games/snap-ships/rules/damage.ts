/**
 * Hull damage, disabling parts, heat placement and destruction
 * (rulebook "Deal Damage", "Resolve Critical Hits", "Claiming Initiative").
 */
import type { EngineCtx } from '../engine/context.js';
import { log } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import type { DamageSource } from '../effects/hook-types.js';
import type { ShipState } from '../state/types.js';

export type { DamageSource } from '../effects/hook-types.js';

/**
 * "When you take any amount of damage" effects of `s` (Small Deflector) on one damage
 * event: returns the amount left. Called by dealDamage, or once per missile type before
 * its damage is split between the tokens.
 */
export function damageAfterEffects(
  ctx: EngineCtx,
  s: ShipState,
  amount: number,
  src: DamageSource,
): number {
  if (amount <= 0 || s.destroyed) return amount;
  const taken = { ship: s, amount, source: src };
  forEachEffect(ctx, s, 'damageTaken', (h, e) => h.damageTaken!(ctx, taken, e));
  return Math.max(0, taken.amount);
}

/** Reduces hull (never below 0) and destroys the ship at 0. Returns the damage actually dealt. */
export function dealDamage(
  ctx: EngineCtx,
  s: ShipState,
  amount: number,
  src: DamageSource,
  deferDestroy = false,
): number {
  if (!src.final) amount = damageAfterEffects(ctx, s, amount, src);
  // Scenario rules may change the hull damage suffered (Beacon Rush "Non-Lethal Weapons").
  if (ctx.scenarioRules?.damage && amount > 0 && !s.destroyed)
    amount = ctx.scenarioRules.damage(ctx, s, amount, src);
  if (amount <= 0 || s.destroyed) return 0;
  const dealt = Math.min(amount, s.hull);
  s.hull -= dealt;
  ctx.emit({
    type: 'damage',
    ship: s.id,
    amount: dealt,
    source: src.source,
    by: src.by,
    part: src.part,
    kind: src.kind,
  });
  log(ctx, () => `${s.name} takes ${dealt} damage (${src.source}); hull ${s.hull}`);
  if (s.hull === 0 && !deferDestroy) destroyShips(ctx, [{ ship: s, by: src.by }]);
  return dealt;
}

/**
 * Destroys ships that reached 0 hull at the same moment. The team that lost a ship
 * claims initiative, unless ships of several teams fell at once or the team is automated.
 */
export function destroyShips(
  ctx: EngineCtx,
  ships: Array<{ ship: ShipState; by: string | null }>,
): void {
  const fallen = ships.filter((x) => !x.ship.destroyed && x.ship.hull <= 0);
  if (fallen.length === 0) return;
  const sides = new Set<number>();
  for (const { ship: s, by } of fallen) {
    s.destroyed = true;
    s.missiles = [];
    sides.add(s.side);
    ctx.emit({ type: 'destroyed', ship: s.id, by });
    log(ctx, () => `${s.name} is destroyed`);
  }
  if (sides.size === 1) {
    const side = [...sides][0]!;
    if (!ctx.state.sides[side]!.automated) ctx.state.initiative = side;
  }
  // Scenario rules on destruction (Asteroid Scramble "Destroyed Ships": carried resources go to the destroyer).
  ctx.scenarioRules?.destroyed?.(ctx, fallen);
}

/**
 * Disables a part: power cubes return to the chassis, each heat cube deals 1 damage
 * and returns to the supply, the card flips face-down.
 */
export function disablePart(ctx: EngineCtx, s: ShipState, index: number, by: string | null): void {
  const p = s.parts[index]!;
  if (p.disabled || s.destroyed) return;
  const { power, heat } = p;
  s.power += power;
  p.power = 0;
  p.heat = 0;
  p.disabled = true;
  p.disabledAt = s.activations;
  ctx.emit({ type: 'disabled', ship: s.id, part: p.id, power, heat });
  log(ctx, () => `${s.name}: ${p.id} is disabled (${power} power back, ${heat} heat)`);
  if (heat > 0)
    dealDamage(ctx, s, heat, { kind: 'heat', by, part: p.id, source: `heat on disabled ${p.id}` });
}

/** Puts heat cubes from the supply on a part (costs and heat effects). */
export function addHeat(
  ctx: EngineCtx,
  s: ShipState,
  index: number,
  amount: number,
  source: string,
): void {
  if (amount <= 0) return;
  // Scenario rules may replace placing heat (Asteroid Scramble "Near-Solar Orbit": a damage roll per cube).
  if (ctx.scenarioRules?.placeHeat?.(ctx, s, index, amount, source)) return;
  s.parts[index]!.heat += amount;
  ctx.emit({ type: 'heat-gained', ship: s.id, part: s.parts[index]!.id, amount, source });
}

/** Sets evasion within 0..6 and reports the change. */
export function setEvasion(ctx: EngineCtx, s: ShipState, value: number, source: string): void {
  const to = Math.max(0, Math.min(6, value));
  if (to === s.evasion) return;
  ctx.emit({ type: 'evasion', ship: s.id, from: s.evasion, to, source });
  s.evasion = to;
}
