/**
 * The live effects of a unit (M5: a damage card's effect applies while it is faceup; U6: an
 * equipped upgrade card; Q7: a squadron card's ability), and the small queries the rules ask about
 * them. Ships without faceup cards or upgrades (the common case) take the fast path and allocate
 * nothing. An upgrade whose handler is not registered fails loudly rather than being ignored.
 */
import type { EngineCtx } from '../engine/context.js';
import type { HullZone } from '../geometry/types.js';
import { isSquadron, type Unit } from '../rules/attack-types.js';
import type { ShipState } from '../state/types.js';
import { effectHandler, type EffectHandler, type EffectSource } from './registry.js';

const NO_PARAMS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Calls `fn` for each live effect of the unit, in card order. */
export function eachEffect(
  ctx: EngineCtx,
  unit: Unit,
  fn: (h: EffectHandler, src: EffectSource) => void,
): void {
  if (isSquadron(unit)) {
    const ability = ctx.content.squadrons[unit.card]?.ability;
    if (ability) {
      fn(effectHandler(ability.effect), {
        unit,
        card: unit.card,
        instance: -1,
        params: ability.params ?? NO_PARAMS,
      });
    }
    return;
  }
  if (unit.faceup.length === 0 && unit.upgrades.length === 0) return;
  // U6, U7: equipped upgrades that are not discarded (effects/upgrades/).
  for (const u of unit.upgrades) {
    if (u.discarded || unit.destroyed) continue;
    const card = ctx.content.upgrades[u.id]!;
    fn(effectHandler(card.effect), {
      unit,
      card: u.id,
      instance: -1,
      params: card.params ?? NO_PARAMS,
    });
  }
  // A hook may deal or flip cards: iterate over the cards faceup when the query began.
  for (const inst of unit.faceup.length > 0 ? unit.faceup.slice() : unit.faceup) {
    if (unit.destroyed) return;
    const title = ctx.state.damageTitles[inst]!;
    const card = ctx.content.damageCards[title]!;
    fn(effectHandler(card.effect), {
      unit,
      card: title,
      instance: inst,
      params: card.params ?? NO_PARAMS,
    });
  }
}

/** Ship-only variant of {@link eachEffect}. */
export function eachShipEffect(
  ctx: EngineCtx,
  ship: ShipState,
  fn: (h: EffectHandler, src: EffectSource<ShipState>) => void,
): void {
  eachEffect(ctx, ship, fn as (h: EffectHandler, src: EffectSource) => void);
}

/** C9: the ship's engineering value after its cards (Power Failure halves it, copies in turn). */
export function engineeringValue(ctx: EngineCtx, ship: ShipState): number {
  let v = ship.engineering;
  eachShipEffect(ctx, ship, (h, src) => {
    if (h.engineering) v = h.engineering(v, src);
  });
  return v;
}

/** C6: false when a card forbids the ship command tokens (Life Support Failure). */
export function canHaveCommandTokens(ctx: EngineCtx, ship: ShipState): boolean {
  let ok = true;
  eachShipEffect(ctx, ship, (h, src) => {
    if (h.canHaveCommandTokens && !h.canHaveCommandTokens(src)) ok = false;
  });
  return ok;
}

/** H3: false when a card forbids the zone to recover or receive shields (Capacitor Failure). */
export function canGainShield(ctx: EngineCtx, ship: ShipState, zone: HullZone): boolean {
  let ok = true;
  eachShipEffect(ctx, ship, (h, src) => {
    if (h.canGainShield && !h.canGainShield(zone, src)) ok = false;
  });
  return ok;
}

/** T8: false when a card forbids readying defense tokens (Compartment Fire). */
export function canReadyTokens(ctx: EngineCtx, ship: ShipState): boolean {
  let ok = true;
  eachShipEffect(ctx, ship, (h, src) => {
    if (h.canReadyTokens && !h.canReadyTokens(src)) ok = false;
  });
  return ok;
}

/** C8: the ship's squadron value after its cards (Expanded Hangar Bay). */
export function squadronValue(ctx: EngineCtx, ship: ShipState): number {
  let v = ship.squadronValue;
  eachShipEffect(ctx, ship, (h, src) => {
    if (h.squadronValue) v = h.squadronValue(v, src);
  });
  return v;
}

/** True if one of the ship's live cards answers the boolean hook with true. */
export function shipHas(
  ctx: EngineCtx,
  ship: ShipState,
  hook: 'navigateTokenYaw' | 'sameZoneAttacks',
): boolean {
  let yes = false;
  eachShipEffect(ctx, ship, (h, src) => {
    if (!yes && h[hook]?.(src)) yes = true;
  });
  return yes;
}

/** U8 usage: announces each live upgrade of the ship implementing `hook` (value-changing cards). */
export function announceUpgrades(ctx: EngineCtx, ship: ShipState, hook: keyof EffectHandler): void {
  if (ship.upgrades.length === 0) return;
  eachShipEffect(ctx, ship, (h, src) => {
    if (!h[hook] || h.kind !== 'upgrade') return;
    ctx.emit({ type: 'upgrade-used', ship: ship.id, card: src.card, exhausted: false });
  });
}
