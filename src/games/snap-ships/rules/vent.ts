/**
 * Venting: the chassis vent step and vent icons (rulebook "Vent Step", "Vent Blue",
 * "Vent Red", "Vent Blue/Red"). Cubes are removed one at a time by the controller.
 */
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import type { ShipState } from '../state/types.js';

/** How many cubes of each colour may still be vented; `any` serves either colour. */
export interface VentAllowance {
  power: number;
  heat: number;
  any: number;
}

/**
 * Vents up to the allowance, one cube at a time, from the listed parts (all parts by
 * default; vent icons on a part act on the *other* parts). Colour-specific allowance
 * is used before `any`. Power returns to the chassis, heat to the supply.
 */
export function ventCubes(ctx: EngineCtx, s: ShipState, allowance: VentAllowance, source: string, exclude = -1): void {
  const left = { ...allowance };
  for (;;) {
    const options: Array<{ part: number; color: 'power' | 'heat' } | null> = [];
    s.parts.forEach((p, i) => {
      if (i === exclude) return;
      if (p.power > 0 && left.power + left.any > 0) options.push({ part: i, color: 'power' });
      if (p.heat > 0 && left.heat + left.any > 0) options.push({ part: i, color: 'heat' });
    });
    if (options.length === 0) return;
    options.push(null);
    const c = decide(ctx, { kind: 'vent', ship: s.id, side: s.side, options, prompt: `${source}: vent a cube (${left.any} any, ${left.power} power, ${left.heat} heat left)` });
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
    ctx.emit({ type: 'vent', ship: s.id, part: p.id, power: c.color === 'power' ? 1 : 0, heat: c.color === 'heat' ? 1 : 0, source });
  }
}
