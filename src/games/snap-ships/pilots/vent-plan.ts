/**
 * Venting across activations (rulebook "Vent Step", "Three Key Rules": a part with any
 * cube on it cannot act). The pilot values each part by what it could do this activation,
 * picks the set of parts to clear completely within the allowance (a small knapsack over
 * the parts), vents those first, then spends what is left on progress for the next turn:
 * power first (it returns to the chassis), then heat (heat on a part deals damage when it
 * is disabled).
 */
import type { Decision, DecisionOptions } from '../engine/decisions.js';
import { missileProfile } from '../rules/missiles.js';
import type { ShipState } from '../state/types.js';
import { hitChance, missileValue, softAttack, softLaunchReach } from './estimates.js';
import { edgeRisk, exposure } from './evaluation.js';
import { missileSurvival, type Scene } from './scene.js';
import { partCard } from './ship-kit.js';

type VentOption = DecisionOptions['vent'];

/** What a ready reaction on a part is worth (it can be used only while the part has no cubes). */
export const REACTION_VALUE = 0.35;

/** Expected damage the missiles assigned to `t` would deal it (each token's dice at its hit number). */
export function missileThreatOn(sc: Scene, t: ShipState): number {
  let total = 0;
  for (const m of t.missiles) {
    const p = missileProfile(sc.ctx, m);
    total += p.dice * hitChance(p.accuracy + t.evasion) * (p.damage ?? t.size);
  }
  return total;
}

/**
 * What part `i` of our ship could bring this activation if it were clear of cubes.
 * `noVent`: leave out actions that only vent; `power`: only actions affordable with it.
 */
export function partUseValue(
  sc: Scene,
  i: number,
  opts: { noVent?: boolean; power?: number } = {},
): number {
  const me = sc.me;
  if (me.parts[i]!.disabled || !me.pose) return 0;
  const w = sc.persona;
  let best = 0;
  for (const a of partCard(sc.kit, me, i)) {
    if (a.kind === 'reaction') best = Math.max(best, REACTION_VALUE);
    if (a.kind !== 'action') continue;
    if (opts.noVent && (a.icons?.length ?? 0) > 0 && a.icons!.every((x) => 'vent' in x)) continue;
    if (opts.power !== undefined && (a.cost?.power ?? 0) > opts.power) continue;
    let v = 0.1;
    for (const icon of a.icons ?? []) {
      if ('attack' in icon) {
        for (const e of sc.enemies)
          v = Math.max(
            v,
            w.attack *
              softAttack(sc.arena, icon.attack, me.pose, e.pose, e.s.evasion, w.crit, 90, 20) +
              0.2,
          );
      } else if ('launch' in icon) {
        for (const e of sc.enemies)
          v = Math.max(
            v,
            w.missiles *
              softLaunchReach(sc.arena, icon.launch, me.pose, e.pose, 90, 20) *
              missileSurvival(sc.content, e.s) *
              missileValue(sc.content, icon.launch, e.s.evasion, e.s.size, false) +
              0.2,
          );
      } else if ('move' in icon) v += 0.6 + w.edge * edgeRisk(sc, me.pose);
      else if ('rotate' in icon || 'u_turn' in icon) v += 0.35;
      else if ('evade' in icon) v += 0.12 * icon.evade * exposure(sc, me.pose, me.evasion);
      else if ('anti_missile' in icon) v += w.antiMissile * 0.5 * missileThreatOn(sc, me) + 0.05;
      else if ('ram' in icon) v += w.ram * 0.5;
    }
    best = Math.max(best, v - 0.05 * ((a.cost?.power ?? 0) + (a.cost?.heat ?? 0)));
  }
  return best;
}

/** Allowance left in a vent prompt: "(A any, P power, H heat left)"; unknown: plenty. */
function allowanceOf(prompt: string | undefined): { any: number; power: number; heat: number } {
  const m = /\((\d+) any, (\d+) power, (\d+) heat left\)/.exec(prompt ?? '');
  return m
    ? { any: Number(m[1]), power: Number(m[2]), heat: Number(m[3]) }
    : { any: 99, power: 0, heat: 0 };
}

/** The parts to clear completely: the most valuable set the allowance can clear. */
export function partsToClear(
  sc: Scene,
  candidates: number[],
  allowance: { any: number; power: number; heat: number },
  value: (i: number) => number,
): number[] {
  const parts = candidates.slice(0, 12);
  let best = 0;
  let bestValue = 0;
  let bestCubes = Infinity;
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    let p = 0;
    let h = 0;
    let v = 0;
    for (let b = 0; b < parts.length; b++) {
      if (!(mask & (1 << b))) continue;
      const part = sc.me.parts[parts[b]!]!;
      p += part.power;
      h += part.heat;
      v += value(parts[b]!);
    }
    if (Math.max(0, p - allowance.power) + Math.max(0, h - allowance.heat) > allowance.any)
      continue;
    if (v > bestValue + 1e-9 || (Math.abs(v - bestValue) <= 1e-9 && p + h < bestCubes)) {
      best = mask;
      bestValue = v;
      bestCubes = p + h;
    }
  }
  return parts.filter((_, b) => (best & (1 << b)) !== 0);
}

/**
 * Index of the vent option to take (a `vent` or `terrain-vent` decision for our ship).
 * `values`: part values kept from the step's earlier decisions (a vent step asks once per cube).
 */
export function ventChoice(sc: Scene, d: Decision, values = new Map<number, number>()): number {
  const options = d.options as VentOption[];
  const nullAt = options.indexOf(null);
  const value = (i: number): number => {
    let v = values.get(i);
    if (v === undefined) values.set(i, (v = partUseValue(sc, i)));
    return v;
  };
  // Falx XF-8's extra venting costs hull: only to free a valuable part with its last cube.
  const costly = /for (\d+) damage/.exec(d.prompt ?? '');
  if (costly) {
    const per = Number(costly[1]);
    let pick = -1;
    let top = per * 1.1 + (sc.me.hull <= per * 2 ? 99 : 0);
    options.forEach((o, k) => {
      if (!o) return;
      const p = sc.me.parts[o.part]!;
      if (p.heat + p.power === 1 && value(o.part) > top) {
        top = value(o.part);
        pick = k;
      }
    });
    return pick >= 0 ? pick : Math.max(0, nullAt);
  }
  const allowance =
    d.kind === 'terrain-vent' ? { any: 1, power: 0, heat: 0 } : allowanceOf(d.prompt);
  const parts = [
    ...new Set(options.filter((o): o is NonNullable<VentOption> => !!o).map((o) => o.part)),
  ];
  const clear = partsToClear(sc, parts, allowance, value).sort(
    (a, b) => value(b) - value(a) || a - b,
  );
  const find = (part: number, color: 'power' | 'heat'): number =>
    options.findIndex((o) => !!o && o.part === part && o.color === color);
  for (const part of clear) {
    const k = find(part, 'power');
    if (k >= 0) return k;
    const h = find(part, 'heat');
    if (h >= 0) return h;
  }
  // Progress for the next turn: power from the most valuable part, then heat from the hottest.
  const byValue = parts.slice().sort((a, b) => value(b) - value(a) || a - b);
  for (const part of byValue) {
    const k = find(part, 'power');
    if (k >= 0) return k;
  }
  const byHeat = parts
    .slice()
    .sort((a, b) => sc.me.parts[b]!.heat - sc.me.parts[a]!.heat || value(b) - value(a) || a - b);
  for (const part of byHeat) {
    const k = find(part, 'heat');
    if (k >= 0) return k;
  }
  return Math.max(0, nullAt);
}
