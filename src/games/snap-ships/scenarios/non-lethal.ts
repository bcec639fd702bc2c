/**
 * Beacon Rush "Non-Lethal Weapons" (rulebook "Scenario: Beacon Rush", "Scenario Special
 * Rules"): ships suffer no hull damage and critical hits are ignored. When a ship would
 * suffer 1 or more hull damage from an attack (attack, ram or missile impact), it disables a
 * single part instead, by a critical hit location roll; a part disabled with heat cubes on
 * it disables one more part, and so on. Against an AI ship: a roll on its critical hit table
 * with the damage icons ignored, and at most one special damage token per attack.
 *
 * Our readings: the location roll is the plain one of "Resolve Critical Hits" (a number names
 * a face-up part, a blank, a disabled part or a number beyond the parts lets the defender
 * choose, a critical lets the attacker choose) without the crit-only card effects, since no
 * critical hit is resolved, so a part that "cannot be disabled by critical hits" can be
 * disabled this way; a missile impact is one attack per missile type (its tokens disable one
 * part together); collision damage is not an attack and does nothing.
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log } from '../engine/context.js';
import { aiDeck } from '../ai/deck.js';
import { critFace, gainToken, specialTokens } from '../ai/crit-table.js';
import { hasAiEffect } from '../ai/abilities.js';
import { disablePart, type DamageSource } from '../rules/damage.js';
import type { ShipState } from '../state/types.js';
import type { BeaconRushState } from './scenario-state.js';

const ATTACKS = new Set(['attack', 'ram', 'missile']);

/** The Beacon Rush state of the game (throws in another format). */
export function rush(ctx: EngineCtx): BeaconRushState {
  const sc = ctx.state.scenario;
  if (sc?.kind !== 'beacon-rush') throw new Error('not a Beacon Rush game');
  return sc;
}

/** The damage hook: no hull damage; an attack's damage disables parts (or rolls the AI table) instead. */
export function nonLethalDamage(
  ctx: EngineCtx,
  s: ShipState,
  amount: number,
  src: DamageSource,
): number {
  if (amount <= 0 || !ATTACKS.has(src.kind)) return 0;
  if (src.kind === 'missile') {
    // One disabled part per missile type impacting this ship at the end of this activation.
    const sc = rush(ctx);
    const key = `${ctx.state.activationCount}|${s.id}|${src.source}`;
    if (sc.impacts.includes(key)) return 0;
    sc.impacts = [...sc.impacts.filter((k) => k.startsWith(`${ctx.state.activationCount}|`)), key];
  }
  const by = src.by ? (ctx.state.ships.find((x) => x.id === src.by) ?? null) : null;
  if (s.ai) nonLethalAi(ctx, s, src.source);
  else nonLethalParts(ctx, s, by);
  return 0;
}

/** Disables parts by location rolls, one more each time a disabled part held heat. */
export function nonLethalParts(ctx: EngineCtx, s: ShipState, attacker: ShipState | null): void {
  for (;;) {
    const open = s.parts.flatMap((p, i) => (p.disabled ? [] : [i]));
    if (open.length === 0) return;
    const roll = ctx.rng.d10();
    let target: number;
    let chooser: 'roll' | 'attacker' | 'defender' = 'roll';
    if (roll === CRIT && attacker) {
      chooser = 'attacker';
      target = decide(ctx, {
        kind: 'crit-location',
        ship: attacker.id,
        side: attacker.side,
        options: open,
        prompt: `non-lethal weapons on ${s.name}: choose a part`,
        context: { defender: s.id },
      });
    } else if (roll !== BLANK && roll !== CRIT && open.includes(roll - 1)) target = roll - 1;
    else {
      chooser = 'defender';
      target = decide(ctx, {
        kind: 'crit-location',
        ship: s.id,
        side: s.side,
        options: open,
        prompt: 'non-lethal weapons: choose a part to disable',
      });
    }
    const heat = s.parts[target]!.heat;
    ctx.emit({ type: 'crit', ship: s.id, roll, part: s.parts[target]!.id, chooser });
    log(
      ctx,
      () =>
        `${s.name}: non-lethal weapons disable ${s.parts[target]!.id}${heat > 0 ? ' (it held heat: one more)' : ''}`,
    );
    disablePart(ctx, s, target, attacker?.id ?? null);
    if (heat === 0) return;
  }
}

/** An AI ship rolls its critical hit table ignoring damage icons, and takes at most one special damage token. */
export function nonLethalAi(ctx: EngineCtx, s: ShipState, source: string): void {
  const roll = ctx.rng.d10();
  const face =
    hasAiEffect(ctx, s, 'ai-crit-roll-blank-without-special-damage') && specialTokens(s) === 0
      ? 'B'
      : critFace(roll);
  ctx.emit({ type: 'crit', ship: s.id, roll, part: null, chooser: 'roll' });
  const token = aiDeck(ctx.content, s).criticalHits[face].find(
    (o) => o === 'minus-action' || o === 'critical-damage',
  );
  if (token === 'minus-action' || token === 'critical-damage')
    gainToken(ctx, s, token, `non-lethal ${source} (${face})`);
  else log(ctx, () => `${s.name}: non-lethal ${source}, critical table ${face}: no token`);
}
