/**
 * One attack, steps 2–6 (RRG16 "Attack"; K3–K8, M8, Q6, Q8): roll, resolve attack effects, spend
 * defense tokens, resolve damage (one critical effect, the total by target type, brace, redirect),
 * then — for a ship attacking squadrons — declare additional squadron targets from the same zone,
 * each a new attack for card effects.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { AttackOption } from '../engine/decisions.js';
import type { HullZone } from '../geometry/types.js';
import { poolDamage } from './dice.js';
import { resolveAttackEffects } from './attack-effects.js';
import { newAttack, poolContext, rollAttack } from './attack-pool.js';
import { zoneTargets } from './attack-targets.js';
import { isSquadron, type AttackCtx, type DeclaredTarget } from './attack-types.js';
import { sufferShipDamage, sufferSquadronDamage } from './damage.js';
import { spendDefenseTokens } from './defense-tokens.js';
import { checkGameEnd } from './game-end.js';
import { eachShipEffect } from '../effects/live-effects.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';

/** The decision option of a declared target. */
export function attackOption(t: DeclaredTarget): AttackOption {
  return { zone: t.zone, target: t.defender.id, targetZone: t.defZone };
}

/** K7, M8: whether a critical effect may be resolved (ship vs ship, or a bomber vs a ship). */
function critPossible(ctx: EngineCtx, atk: AttackCtx): boolean {
  // P8: the Learn to Play's game has no critical effects (they sit in the Expanded Rules).
  if (ctx.state.rules.learningRules === 'ltp') return false;
  if (atk.noCrit || isSquadron(atk.defender)) return false;
  if (isSquadron(atk.attacker) && !atk.bomber) return false;
  return atk.pool.some((d) => d.face.crit > 0);
}

/** Step 5: one critical effect, then the total damage, suffered one point at a time. */
function resolveDamage(ctx: EngineCtx, atk: AttackCtx): void {
  const att = atk.attacker;
  const def = atk.defender;
  if (critPossible(ctx, atk)) {
    // K11, M8: the standard effect or a card's effect of a colour with a crit icon in the pool.
    const cards: Array<{ card: string; run: () => void }> = [];
    if (!isSquadron(att)) {
      eachShipEffect(ctx, att, (h, src) => {
        const colour = ctx.content.upgrades[src.card]?.critical;
        if (!colour || !h.resolveCritical) return;
        if (!atk.pool.some((d) => (colour === 'any' || d.colour === colour) && d.face.crit > 0))
          return;
        cards.push({ card: src.card, run: () => h.resolveCritical!(ctx, atk, src) });
      });
    }
    const effect = decide(ctx, {
      kind: 'critical-effect',
      side: att.side,
      unit: att.id,
      options: ['standard', ...cards.map((c) => c.card), null],
      prompt: 'resolve a critical effect',
      // Open to both players: the defending zone and the defense tokens already spent (brace, redirect).
      context: {
        defender: def.id,
        defZone: atk.defZone,
        braced: atk.braced,
        redirectZone: atk.redirectZone ?? null,
        ignoreShields: !!atk.ignoreShields,
        ...poolContext(atk),
      },
    });
    if (effect === 'standard') atk.standardCrit = true;
    if (effect !== null) ctx.emit({ type: 'critical', attacker: att.id, defender: def.id, effect });
    if (effect !== null && effect !== 'standard') {
      cards.find((c) => c.card === effect)!.run();
      if (def.destroyed) return;
    }
  }
  const dmgCtx = {
    attacker: isSquadron(att) ? 'squadron' : 'ship',
    defender: isSquadron(def) ? 'squadron' : 'ship',
    bomber: atk.bomber,
  } as const;
  let total = poolDamage(atk.pool, dmgCtx);
  if (atk.braced) total = Math.ceil(total / 2);
  if (total <= 0) return;
  const opts = { source: 'attack' as const, by: att, range: atk.range };
  if (isSquadron(def)) {
    atk.damageDone = sufferSquadronDamage(ctx, def, total, opts);
    return;
  }
  let redirect: { zone: HullZone; amount: number } | undefined;
  const rz = atk.redirectZone;
  if (rz && !atk.ignoreShields && def.shields[rz] > 0) {
    const max = Math.min(total, def.shields[rz]);
    const options: number[] = [];
    for (let n = 0; n <= max; n++) options.push(n);
    const amount = decide(ctx, {
      kind: 'redirect-amount',
      side: def.side,
      unit: def.id,
      options,
      prompt: `redirect damage to ${rz}`,
      context: { total },
    });
    redirect = { zone: rz, amount };
  }
  atk.damageDone = sufferShipDamage(ctx, def, atk.defZone!, total, {
    ...opts,
    firstFaceup: atk.standardCrit,
    ignoreShields: atk.ignoreShields,
    redirect,
    attack: atk,
  });
}

/** Steps 2–5 of one attack against the declared target. */
function attackSteps(ctx: EngineCtx, target: DeclaredTarget): AttackCtx {
  const atk = newAttack(ctx, target);
  rollAttack(ctx, atk);
  if (atk.cancelled) return atk;
  resolveAttackEffects(ctx, atk);
  spendDefenseTokens(ctx, atk);
  resolveDamage(ctx, atk);
  eachObjectiveHook(ctx, 'afterAttack', (h, src) => h(ctx, atk, src));
  return atk;
}

/**
 * Performs an attack against a declared target (K2 done by the caller), including K8's
 * additional squadron targets. Ends the game at once if a fleet loses its last ship.
 */
export function performAttack(ctx: EngineCtx, target: DeclaredTarget): void {
  const att = target.attacker;
  if (!isSquadron(att) && !isSquadron(target.defender)) att.shipAttacksThisRound++;
  // RRG "Attack": an attack cancelled after Declare Target ends; no new target is declared for it.
  if (attackSteps(ctx, target).cancelled) return;
  checkGameEnd(ctx);
  if (isSquadron(att) || !isSquadron(target.defender)) return;
  // K8: each further squadron in the same zone's arc and range, each once per attack.
  const done = [target.defender.id];
  for (;;) {
    if (att.destroyed) return;
    const more = zoneTargets(ctx, att, target.zone!, false, true, done);
    if (more.length === 0) return;
    const ids: Array<string | null> = [null, ...more.map((t) => t.defender.id)];
    const id = decide(ctx, {
      kind: 'additional-squadron',
      side: att.side,
      unit: att.id,
      options: ids,
      prompt: 'declare another squadron',
    });
    if (id === null) return;
    const next = more.find((t) => t.defender.id === id)!;
    done.push(id);
    if (attackSteps(ctx, next).cancelled) return;
    checkGameEnd(ctx);
  }
}
