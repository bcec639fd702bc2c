/**
 * The HACK icon of the Hacking Rig parts (Jamming Fin, HRK-Lockdown): a firing arc, a
 * range and a yellow part card with a lightning bolt, "x1". The rulebook has no HACK
 * rules; this is the project's documented reading (also written into those cards'
 * `timing:`): choose an enemy ship within the icon's arc and range; for each hack ("xN")
 * one of its part cards is disabled exactly as by a critical hit's location (rulebook
 * "8. Resolve Critical Hits": roll the location, with its exceptions and the effects
 * that act before or after the location is rolled), without a hit's damage. Heat on the
 * disabled part still deals its damage. Ships whose effects forbid Attack or Launch
 * targeting (Locust stealth) can still be hacked.
 */
import type { ArcId } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, enemiesInPlay, log, ship } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { legalTargets, type TargetInfo } from './attack.js';
import { resolveCrit } from './crits.js';

/** A HACK icon as printed. */
export interface HackIcon {
  arc: ArcId;
  range: [number, number];
  count: number;
}

/** Enemy ships the icon can hack now. */
export function hackTargets(ctx: EngineCtx, s: ShipState, icon: HackIcon): TargetInfo[] {
  return legalTargets(ctx, s, icon.arc, icon.range, enemiesInPlay(ctx, s), 'hack');
}

/** Resolves a HACK icon: the controller picks a target, then `count` critical hit locations are resolved on it. */
export function resolveHack(ctx: EngineCtx, s: ShipState, icon: HackIcon, source: string): void {
  const targets = hackTargets(ctx, s, icon);
  if (targets.length === 0) return;
  const t = ship(
    ctx,
    decide(ctx, {
      kind: 'target',
      ship: s.id,
      side: s.side,
      options: targets.map((x) => x.ship.id),
      prompt: `${source}: hack target`,
    }),
  );
  log(ctx, () => `${s.name} hacks ${t.name} with ${source} (x${icon.count})`);
  for (let i = 0; i < icon.count && !t.destroyed; i++) resolveCrit(ctx, t, s);
}
