/**
 * Venting: the chassis vent step and vent icons (rulebook "Vent Step", "Vent Blue",
 * "Vent Red", "Vent Blue/Red"). Cubes are removed one at a time by the controller.
 */
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import { partAbilities } from '../effects/active-effects.js';
import { effectHandler } from '../effects/registry.js';
import type { ShipState } from '../state/types.js';

/** How many cubes of each colour may still be vented; `any` serves either colour. */
export interface VentAllowance {
  power: number;
  heat: number;
  any: number;
}

/**
 * Face-up parts whose cubes may be vented only during the chassis vent step: the
 * restriction is printed in an action box (KX Power Cycle), so it is read from the card.
 */
export function ventLockedParts(ctx: EngineCtx, s: ShipState): number[] {
  const out: number[] = [];
  if (s.ai) return out;
  s.parts.forEach((p, i) => {
    if (p.disabled) return;
    for (const a of partAbilities(ctx, s, i)) {
      const h = a.effect ? effectHandler(a.effect) : null;
      if (h?.ventLocked?.(ctx, { ship: s, part: i, ability: a, params: a.params ?? {} }))
        out.push(i);
    }
  });
  return out;
}

/**
 * Vents up to the allowance, one cube at a time, from the listed parts (all parts by
 * default; vent icons on a part act on the *other* parts). Colour-specific allowance
 * is used before `any`. Power returns to the chassis, heat to the supply. Outside the
 * chassis vent step (`chassisStep` false) parts locked by their card are skipped.
 */
export function ventCubes(
  ctx: EngineCtx,
  s: ShipState,
  allowance: VentAllowance,
  source: string,
  exclude = -1,
  chassisStep = false,
): void {
  const left = { ...allowance };
  const locked = chassisStep ? [] : ventLockedParts(ctx, s);
  for (;;) {
    const options: Array<{ part: number; color: 'power' | 'heat' } | null> = [];
    s.parts.forEach((p, i) => {
      if (i === exclude || locked.includes(i)) return;
      if (p.power > 0 && left.power + left.any > 0) options.push({ part: i, color: 'power' });
      if (p.heat > 0 && left.heat + left.any > 0) options.push({ part: i, color: 'heat' });
    });
    if (options.length === 0) return;
    options.push(null);
    const c = decide(ctx, {
      kind: 'vent',
      ship: s.id,
      side: s.side,
      options,
      prompt: `${source}: vent a cube (${left.any} any, ${left.power} power, ${left.heat} heat left)`,
    });
    if (!c) return;
    const p = s.parts[c.part]!;
    if (c.color === 'power') {
      p.power--;
      s.power++;
      if (left.power > 0) left.power--;
      else left.any--;
    } else {
      p.heat--;
      if (left.heat > 0) left.heat--;
      else left.any--;
    }
    ctx.emit({
      type: 'vent',
      ship: s.id,
      part: p.id,
      power: c.color === 'power' ? 1 : 0,
      heat: c.color === 'heat' ? 1 : 0,
      source,
    });
  }
}
