/**
 * Which effect handlers are live on a ship right now. Chassis abilities always apply;
 * a face-up part contributes its passive, setup, mount and reaction abilities; a
 * face-down part only what its disabled side prints (rulebook "Part Abilities":
 * passives do not apply while disabled unless printed on the disabled side).
 */
import type { Ability } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { effectHandler, type EffectHandler, type EffectSource } from './registry.js';

const LIVE_KINDS = new Set(['passive', 'setup', 'reaction', 'passive-mount', 'mount']);

/**
 * Hook for automated ships: the AI module lists the abilities live on an AI ship (its
 * automated chassis card, the current AI card's reactions, the row being performed), which
 * replace its chassis and part cards (rulebook "Automated (AI) Ships").
 */
export type AutomatedAbilities = (ctx: EngineCtx, s: ShipState) => readonly Ability[];
let automatedAbilities: AutomatedAbilities | null = null;

/** Installs the automated-ship ability list (done by the AI module). */
export function setAutomatedAbilities(f: AutomatedAbilities): void {
  automatedAbilities = f;
}

/** The abilities a part shows now (front or disabled side). */
export function partAbilities(ctx: EngineCtx, s: ShipState, index: number): Ability[] {
  const p = s.parts[index]!;
  // A salvaged part keeps its own faction (Last Stand: Komplex parts on a Forge ship).
  const faction = p.faction ?? s.faction;
  const card = ctx.content.parts[`${faction}/${p.id}`];
  if (!card) throw new Error(`unknown part ${faction}/${p.id}`);
  return p.disabled ? card.disabled.abilities : card.abilities;
}

/** Calls `fn` for every live effect on the ship that implements `hook`, chassis first then parts in order (an AI ship: its automated abilities). */
export function forEachEffect<K extends keyof EffectHandler>(
  ctx: EngineCtx,
  s: ShipState,
  hook: K,
  fn: (h: EffectHandler, src: EffectSource) => void | boolean,
): void {
  if (s.ai) {
    if (!automatedAbilities) throw new Error('automated abilities not installed');
    for (const a of automatedAbilities(ctx, s)) {
      if (!a.effect) continue;
      const h = effectHandler(a.effect);
      if (h[hook] && fn(h, { ship: s, part: -1, ability: a, params: a.params ?? {} }) === true) return;
    }
    return;
  }
  const chassis = ctx.content.chassis[s.chassis];
  if (chassis) {
    for (const a of chassis.abilities) {
      if (!a.effect) continue;
      const h = effectHandler(a.effect);
      if (h[hook] && fn(h, { ship: s, part: -1, ability: a, params: a.params ?? {} }) === true) return;
    }
  }
  for (let i = 0; i < s.parts.length; i++) {
    for (const a of partAbilities(ctx, s, i)) {
      if (!a.effect || !LIVE_KINDS.has(a.kind)) continue;
      const h = effectHandler(a.effect);
      if (h[hook] && fn(h, { ship: s, part: i, ability: a, params: a.params ?? {} }) === true) return;
    }
  }
}

/** True if the part has no cubes and is face-up: its actions and reactions may be used. */
export function partReady(s: ShipState, index: number): boolean {
  const p = s.parts[index]!;
  return !p.disabled && p.power === 0 && p.heat === 0;
}

/** Whether a reaction at `src` can be used now and its fixed cost afforded. */
export function reactionAvailable(src: EffectSource, power = src.ability.cost?.power ?? 0): boolean {
  if (src.part < 0) return true;
  return partReady(src.ship, src.part) && src.ship.power >= power;
}

/**
 * The handler on an action's own ability box (e.g. "Convert 8s to critical" printed on
 * a weapon): it applies to that action only, so it is not among the live passives.
 */
export function actionEffect(ctx: EngineCtx, s: ShipState, part: number, ability: number): { h: EffectHandler; src: EffectSource } | null {
  if (part < 0) return null;
  const a = partAbilities(ctx, s, part)[ability];
  if (!a?.effect) return null;
  return { h: effectHandler(a.effect), src: { ship: s, part, ability: a, params: a.params ?? {} } };
}
