/**
 * Missiles: launch actions, missile impacts at the end of the target's activation,
 * and anti-missile rolls (rulebook "Launch Actions", "Missile Impacts",
 * "Anti-Missile Actions", "Torpedoes").
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { MissileProfile } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log, ship, shipsInPlay } from '../engine/context.js';
import { actionEffect, forEachEffect } from '../effects/active-effects.js';
import { forEachEffectInPlay, friendsOf } from '../effects/effects-in-play.js';
import type {
  AntiMissileCtx,
  AttackCtx,
  LaunchCtx,
  MissileImpactsCtx,
} from '../effects/hook-types.js';
import { baseDistance } from '../geometry/range.js';
import type { MissileKind, MissileToken, ShipState } from '../state/types.js';
import { hitNumber } from './attack-math.js';
import { applyHitEffects, shieldStep, tokenEffect } from './attack-damage.js';
import { applyAttackerConversions, countHits, newAttackCtx } from './attack-dice.js';
import { resolveCrit } from './crits.js';
import { addHeat, damageAfterEffects, dealDamage, destroyShips } from './damage.js';
import { missileCover } from './terrain.js';

const ORDER: MissileKind[] = ['light', 'heavy', 'heat', 'torpedo'];

/** The profile of a token. */
export function missileProfile(ctx: EngineCtx, t: MissileToken): MissileProfile {
  if (t.kind === 'torpedo') {
    if (!t.profile) throw new Error('torpedo token without a profile');
    return t.profile;
  }
  return ctx.content.missiles[t.kind];
}

/** Launch action: puts tokens on the target's chassis card. Effects may add missiles (and cost). `label` names the part when there is no part card (AI rows). */
export function launchMissiles(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  icon: { missile: MissileKind; count: number; token?: MissileProfile },
  target: ShipState,
  paid: { power: number; heat: number },
  label?: string,
): void {
  const l: LaunchCtx = {
    launcher: s,
    target,
    partIndex: part,
    kind: icon.missile,
    count: icon.count,
    power: paid.power,
    heat: paid.heat,
  };
  forEachEffect(ctx, s, 'launch', (h, src) => h.launch!(ctx, l, src));
  const partId = label ?? s.parts[part]?.id ?? 'chassis';
  for (let i = 0; i < l.count; i++) {
    target.missiles.push(
      icon.missile === 'torpedo'
        ? { kind: 'torpedo', profile: icon.token, from: s.id, part: partId }
        : { kind: icon.missile, from: s.id, part: partId },
    );
  }
  ctx.emit({
    type: 'missile-launched',
    ship: s.id,
    target: target.id,
    part: partId,
    kind: icon.missile,
    count: l.count,
  });
  log(ctx, () => `${s.name} launches ${l.count} ${icon.missile} missile(s) at ${target.name}`);
}

/**
 * Resolves all missiles assigned to `d` (end of its activation): sorted by type, each
 * type rolls one die per token per token die, hit number = token accuracy + evasion,
 * soft cover if the defender overlaps a soft tile, hard cover −1 total damage per type,
 * no flank or rear; crits disable parts; then all tokens are discarded.
 */
export function resolveMissileImpacts(ctx: EngineCtx, d: ShipState): void {
  if (d.missiles.length === 0 || d.destroyed) return;
  const tokens = d.missiles;
  d.missiles = [];
  // Step 2: hit-number effects of any ship in play, the resolving ship's side first (Missile Relay; "Action and Effect Timing").
  const m: MissileImpactsCtx = { defender: d, tokens, hitModifier: 0, used: [] };
  forEachEffectInPlay(
    ctx,
    'beforeMissileImpacts',
    (h, src) => h.beforeMissileImpacts!(ctx, m, src),
    [d, ...friendsOf(ctx, d)],
  );
  const cover = missileCover(ctx, d);
  for (const kind of ORDER) {
    const group = tokens.filter((t) => t.kind === kind);
    if (group.length === 0) continue;
    // Torpedoes have unique tokens: each profile is its own group.
    const groups = kind === 'torpedo' ? group.map((t) => [t]) : [group];
    for (const g of groups) {
      if (d.destroyed) return;
      impactGroup(ctx, d, g, cover, m.hitModifier);
    }
  }
}

function impactGroup(
  ctx: EngineCtx,
  d: ShipState,
  g: MissileToken[],
  cover: { soft: boolean; hard: boolean },
  hitModifier: number,
): void {
  const p = missileProfile(ctx, g[0]!);
  const launcher = ctx.state.ships.find((s) => s.id === g[0]!.from) ?? null;
  const atk: AttackCtx = newAttackCtx(
    'missile',
    launcher,
    d,
    -1,
    -1,
    p.dice * g.length,
    p.accuracy,
    p.damage ?? 0,
  );
  atk.missile = g[0]!.kind;
  atk.from = g.map((t) => t.from);
  atk.softCover = cover.soft;
  atk.hardCover = cover.hard;
  atk.token = p;
  atk.hitModifier = hitModifier;
  const fx = tokenEffect(atk);
  fx?.h.missileImpact?.(ctx, atk, fx.src);
  atk.hitNumber = hitNumber({
    accuracy: atk.accuracy,
    evasion: d.evasion,
    position: 'front',
    softCover: atk.softCover,
    modifier: atk.hitModifier,
  });
  for (let i = 0; i < atk.dice; i++) atk.rolls.push(ctx.rng.d10());
  atk.firstRolls = atk.rolls.slice();
  atk.rerolledByAttacker = atk.rolls.map(() => false);
  atk.rerolledByDefender = atk.rolls.map(() => false);
  applyAttackerConversions(atk);
  forEachEffect(ctx, d, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'defender'));
  countHits(atk);
  shieldStep(ctx, atk);
  // Damage per token (each token's dice), so each launcher and part is credited; hard cover removes 1 from the group total.
  const perToken = g.map((_, ti) => {
    let hits = 0;
    for (let j = 0; j < p.dice; j++) {
      const f = atk.rolls[ti * p.dice + j]!;
      if (f === CRIT || (f !== BLANK && f >= atk.hitNumber)) hits++;
    }
    return hits * atk.damagePerHit;
  });
  if (atk.hardCover) takeFrom(perToken, 1);
  // "When you take damage" effects see one damage event per missile type.
  const total = perToken.reduce((a, b) => a + b, 0);
  atk.damage = damageAfterEffects(ctx, d, total, {
    kind: 'missile',
    by: launcher?.id ?? null,
    part: null,
    source: `${g[0]!.kind} missiles`,
  });
  takeFrom(perToken, total - atk.damage);
  ctx.emit({
    type: 'missile-impact',
    ship: d.id,
    kind: g[0]!.kind,
    count: g.length,
    hitNumber: atk.hitNumber,
    dice: atk.rolls.slice(),
    hits: atk.hits,
    crits: atk.crits,
    damage: atk.damage,
    from: atk.from,
  });
  log(
    ctx,
    () =>
      `${g.length} ${g[0]!.kind} missile(s) impact ${d.name}: hit on ${atk.hitNumber}+, rolled [${atk.rolls.join(',')}] → ${atk.damage} damage`,
  );
  let lastBy: string | null = null;
  g.forEach((t, ti) => {
    // Tokens after the hull reached 0 deal nothing (and are not reported as 0 damage).
    if (perToken[ti]! > 0 && d.hull > 0) {
      dealDamage(
        ctx,
        d,
        perToken[ti]!,
        { kind: 'missile', by: t.from, part: t.part, source: `${t.kind} missile`, final: true },
        true,
      );
      lastBy = t.from;
    }
  });
  destroyShips(ctx, [{ ship: d, by: lastBy }]);
  if (d.destroyed) return;
  applyHitEffects(ctx, atk);
  for (let i = 0; i < atk.crits && !d.destroyed; i++) resolveCrit(ctx, d, launcher);
}

/** Removes `n` damage from the first tokens that deal any. */
function takeFrom(perToken: number[], n: number): void {
  for (let i = 0; i < perToken.length && n > 0; i++) {
    const cut = Math.min(n, perToken[i]!);
    perToken[i]! -= cut;
    n -= cut;
  }
}

/** Heat effect on a ship: `amount` heat on one face-up part without heat, chosen by `chooser` (its controller); an AI ship keeps it with its deck. */
export function placeHeatOnEnemy(
  ctx: EngineCtx,
  d: ShipState,
  chooser: ShipState | null,
  source: string,
  amount = 1,
): void {
  if (d.ai) {
    d.ai.heat += amount;
    ctx.emit({ type: 'heat-gained', ship: d.id, part: null, amount, source });
    return;
  }
  const options: number[] = [];
  d.parts.forEach((p, i) => {
    if (!p.disabled && p.heat === 0) options.push(i);
  });
  if (options.length === 0) return;
  const by = chooser ?? d;
  const i = decide(ctx, {
    kind: 'heat-part',
    ship: by.id,
    side: by.side,
    options,
    prompt: `place ${amount} heat on a part of ${d.name}`,
    context: { defender: d.id },
  });
  addHeat(ctx, d, i, amount, source);
}

/** Ships whose missiles an anti-missile roll from `s` may target: itself or ships within range 1, with missiles. */
export function antiMissileTargets(ctx: EngineCtx, s: ShipState): ShipState[] {
  const k = ctx.state.table;
  return shipsInPlay(ctx).filter(
    (o) =>
      o.missiles.length > 0 &&
      (o === s || baseDistance(s.pose!, o.pose!, k.baseDiameter / 2) <= k.rangeBand + k.epsilon),
  );
}

/** Whether an anti-missile die destroys a token needing `quality`: a critical always does, a blank never. */
export function antiMissileDestroys(face: number, quality: number): boolean {
  return face === CRIT || (face !== BLANK && face >= quality);
}

/**
 * Anti-missile roll: one die per missile on the chosen ship; a result ≥ the token's
 * quality (plus the modifier) or a critical destroys it. Terrain does not apply. During
 * an Anti-Missile action (`action`; false for the asteroid field's free roll) the
 * action's text and the ship's effects may reroll dice first (C-8 Gauss Cannon, Wasp Cockpit).
 */
export function antiMissileRoll(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  modifier: number,
  target?: ShipState,
  ability = -1,
  action = true,
): void {
  let t = target;
  if (!t) {
    const options = antiMissileTargets(ctx, s);
    if (options.length === 0) return;
    t = ship(
      ctx,
      decide(ctx, {
        kind: 'anti-missile-target',
        ship: s.id,
        side: s.side,
        options: options.map((o) => o.id),
        prompt: 'anti-missile: whose missiles?',
      }),
    );
  }
  const am: AntiMissileCtx = {
    ship: s,
    target: t,
    part,
    rolls: t.missiles.map(() => ctx.rng.d10()),
    quality: t.missiles.map((m) => missileProfile(ctx, m).quality + modifier),
    rerolled: t.missiles.map(() => false),
  };
  if (action) {
    const own = actionEffect(ctx, s, part, ability);
    own?.h.modifyAntiMissile?.(ctx, am, own.src);
    forEachEffect(ctx, s, 'modifyAntiMissile', (h, src) => h.modifyAntiMissile!(ctx, am, src));
  }
  finishAntiMissile(ctx, am, part >= 0 ? s.parts[part]!.id : null);
}

/** Removes the tokens the (possibly rerolled) dice destroyed and reports the roll; `part` names the shooting part. */
export function finishAntiMissile(ctx: EngineCtx, am: AntiMissileCtx, part: string | null): void {
  const { ship: s, target: t } = am;
  const kept: MissileToken[] = [];
  t.missiles.forEach((m, i) => {
    if (antiMissileDestroys(am.rolls[i]!, am.quality[i]!))
      ctx.emit({
        type: 'missile-destroyed',
        ship: t.id,
        kind: m.kind,
        by: s.id,
        part,
        from: m.from,
      });
    else kept.push(m);
  });
  const destroyed = t.missiles.length - kept.length;
  t.missiles = kept;
  ctx.emit({
    type: 'anti-missile',
    ship: s.id,
    target: t.id,
    part,
    dice: am.rolls.slice(),
    destroyed,
  });
  log(
    ctx,
    () =>
      `${s.name} anti-missile${part ? ` (${part})` : ''} on ${t.name}: rolled [${am.rolls.join(',')}], ${destroyed} destroyed`,
  );
}
