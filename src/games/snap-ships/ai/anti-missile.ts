/**
 * An AI anti-missile row (rulebook "Conditional Logic Icons", Anti-Missile): the row's
 * part shoots at the missiles assigned to the AI ship itself, applying the icon's modifier
 * to each token's quality; its live effects may change the dice first (the Wasp decks'
 * "Reroll 1 die that misses"). The engine's roll runs effects for part actions only.
 */
import type { EngineCtx } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import type { AntiMissileCtx } from '../effects/hook-types.js';
import { finishAntiMissile, missileProfile } from '../rules/missiles.js';
import type { ShipState } from '../state/types.js';

/** Anti-missile roll of an AI ship against its own missiles, with `modifier` on each token's quality; `label` names the row's part. */
export function aiAntiMissile(ctx: EngineCtx, s: ShipState, modifier: number, label: string): void {
  if (s.missiles.length === 0) return;
  const am: AntiMissileCtx = {
    ship: s,
    target: s,
    part: -1,
    rolls: s.missiles.map(() => ctx.rng.d10()),
    quality: s.missiles.map((m) => missileProfile(ctx, m).quality + modifier),
    rerolled: s.missiles.map(() => false),
  };
  forEachEffect(ctx, s, 'modifyAntiMissile', (h, src) => h.modifyAntiMissile!(ctx, am, src));
  finishAntiMissile(ctx, am, label);
}
