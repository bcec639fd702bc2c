/**
 * An AI anti-missile row (rulebook "Conditional Logic Icons", Anti-Missile): the row's
 * part shoots at the missiles assigned to the AI ship itself, applying the icon's modifier
 * to each token's quality; its live effects may change the dice first (the Wasp decks'
 * "Reroll 1 die that misses"). The engine's roll runs effects for part actions only.
 */
import type { EngineCtx } from '../engine/context.js';
import { log } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import type { AntiMissileCtx } from '../effects/hook-types.js';
import { antiMissileDestroys, missileProfile } from '../rules/missiles.js';
import type { MissileToken, ShipState } from '../state/types.js';

/** Anti-missile roll of an AI ship against its own missiles, with `modifier` on each token's quality; `label` names the row's part. */
export function aiAntiMissile(ctx: EngineCtx, s: ShipState, modifier: number, label: string): void {
  if (s.missiles.length === 0) return;
  const am: AntiMissileCtx = {
    ship: s, target: s, part: -1, rolls: s.missiles.map(() => ctx.rng.d10()),
    quality: s.missiles.map((m) => missileProfile(ctx, m).quality + modifier), rerolled: s.missiles.map(() => false),
  };
  forEachEffect(ctx, s, 'modifyAntiMissile', (h, src) => h.modifyAntiMissile!(ctx, am, src));
  const kept: MissileToken[] = [];
  s.missiles.forEach((m, i) => {
    if (antiMissileDestroys(am.rolls[i]!, am.quality[i]!)) ctx.emit({ type: 'missile-destroyed', ship: s.id, kind: m.kind, by: s.id, part: label, from: m.from });
    else kept.push(m);
  });
  const destroyed = s.missiles.length - kept.length;
  s.missiles = kept;
  ctx.emit({ type: 'anti-missile', ship: s.id, target: s.id, part: label, dice: am.rolls.slice(), destroyed });
  log(ctx, () => `${s.name} anti-missile (${label}): rolled [${am.rolls.join(',')}], ${destroyed} destroyed`);
}
