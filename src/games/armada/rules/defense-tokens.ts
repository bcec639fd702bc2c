/**
 * Spend Defense Tokens (RRG16 "Attack" step 4, "Defense Tokens"; T1–T9): the defender spends
 * tokens one at a time, seeing each evade's reroll before choosing the next (T9). A readied token
 * is exhausted, an exhausted one discarded; at most one token of each type per attack, none
 * locked by an accuracy, none at speed 0.
 *
 * - Redirect: choose an adjacent hull zone (damage is split there in step 5).
 * - Evade: long range cancels a die; close/medium (and distance 1–2) rerolls one; extreme range
 *   cancels two; against a larger size class one more die may be affected, discarding the token.
 * - Brace: the total is halved, rounded up (step 5).
 * - Scatter: cancel all dice.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import { adjacentZones } from '../geometry/types.js';
import type { DefenseToken } from '../state/types.js';
import { cancelDie, dieChoices, poolContext, rerollDie } from './attack-pool.js';
import { isSquadron, type AttackCtx } from './attack-types.js';

const SIZE_RANK = { small: 0, medium: 1, large: 2, huge: 3 } as const;

/** T6: the tokens (indices) the defender may spend now. */
export function spendableTokens(atk: AttackCtx): number[] {
  const def = atk.defender;
  const out: number[] = [];
  if (!isSquadron(def) && def.speed === 0) return out;
  const tokens = def.defenseTokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.state === 'discarded' || atk.spentTypes.includes(t.type)) continue;
    if (atk.locked.includes(i) && !atk.unlocker) continue;
    if (t.state === 'exhausted' && atk.noExhaustedTokens) continue;
    if (t.type === 'redirect' && (isSquadron(def) || atk.noRedirect)) continue;
    out.push(i);
  }
  return out;
}

/** T6: flips a token (readied → exhausted → discarded). */
function spendToken(ctx: EngineCtx, atk: AttackCtx, t: DefenseToken): void {
  const from = t.state as 'ready' | 'exhausted';
  t.state = from === 'ready' ? 'exhausted' : 'discarded';
  atk.spentTypes.push(t.type);
  ctx.emit({
    type: 'defense-token',
    unit: atk.defender.id,
    token: t.type,
    from,
    discarded: t.state === 'discarded',
  });
}

/** T3: the evade effect at the attack's range: cancel or reroll, on how many dice. */
export function evadeEffect(
  atk: AttackCtx,
  evadeClose: 'reroll' | 'none',
): { mode: 'cancel' | 'reroll'; dice: number } | null {
  switch (atk.range) {
    case 'beyond':
      return { mode: 'cancel', dice: 2 };
    case 'long':
      return { mode: 'cancel', dice: 1 };
    case 'close':
      return evadeClose === 'none' ? null : { mode: 'reroll', dice: 1 };
    default:
      return { mode: 'reroll', dice: 1 };
  }
}

/** T3: defending against a ship of a larger size class (ships only). */
export function attackerIsLarger(atk: AttackCtx): boolean {
  const a = atk.attacker;
  const d = atk.defender;
  return !isSquadron(a) && !isSquadron(d) && SIZE_RANK[a.size] > SIZE_RANK[d.size];
}

function evade(ctx: EngineCtx, atk: AttackCtx, t: DefenseToken): void {
  const eff = evadeEffect(atk, ctx.state.rules.evadeClose);
  if (!eff) return;
  const side = atk.defender.side;
  const one = (optional: boolean): boolean => {
    if (atk.pool.length === 0) return false;
    const i = decide(ctx, {
      kind: 'choose-die',
      side,
      unit: atk.defender.id,
      options: dieChoices(atk, optional),
      prompt: `evade: ${eff.mode} a die`,
      context: poolContext(atk),
    });
    if (i < 0) return false;
    if (eff.mode === 'cancel') cancelDie(ctx, atk, i, 'evade');
    else rerollDie(ctx, atk, i, 'evade');
    return true;
  };
  for (let k = 0; k < eff.dice; k++) one(false);
  // T3 (RRG16): one additional die against a larger ship; if used, the token is discarded.
  if (attackerIsLarger(atk) && one(true)) {
    t.state = 'discarded';
    ctx.emit({
      type: 'defense-token-discarded',
      unit: atk.defender.id,
      token: 'evade',
      reason: 'evade vs larger ship',
    });
  }
}

/** Step 4: the defender spends tokens until it stops or has none left to spend. */
export function spendDefenseTokens(ctx: EngineCtx, atk: AttackCtx): void {
  const def = atk.defender;
  for (;;) {
    const spendable = spendableTokens(atk);
    if (spendable.length === 0) return;
    const options = [-1, ...spendable];
    const i = decide(ctx, {
      kind: 'defense-token',
      side: def.side,
      unit: def.id,
      options,
      prompt: 'spend a defense token',
      context: poolContext(atk),
    });
    if (i < 0) return;
    const t = def.defenseTokens[i]!;
    if (atk.locked.includes(i)) {
      // U8 Electronic Countermeasures: the card is exhausted to spend a locked token (once).
      atk.unlocker!(ctx);
      atk.unlocker = null;
    }
    spendToken(ctx, atk, t);
    switch (t.type) {
      case 'evade':
        evade(ctx, atk, t);
        break;
      case 'brace':
        atk.braced = true;
        break;
      case 'scatter':
        while (atk.pool.length > 0) cancelDie(ctx, atk, atk.pool.length - 1, 'scatter');
        break;
      case 'redirect': {
        const zones = adjacentZones(atk.defZone!);
        atk.redirectZone = decide(ctx, {
          kind: 'redirect-zone',
          side: def.side,
          unit: def.id,
          options: zones.slice(),
          prompt: 'redirect to',
        });
        break;
      }
    }
  }
}
