/**
 * How much each legal part action (or ending the activation) is worth to the heuristic
 * pilot now, relative to the current position with the activation going on. An action's
 * value is what it brings — the best end position of its movement icons, the expected
 * damage of its attack on the best legal target, the missiles it launches, the missile
 * damage it shoots down, the Evasion it adds — plus the change in the position score
 * (weapons it leaves unaffordable), minus its cost in power and heat (cubes block the part
 * and its reaction until vented and limit the next turns; heat deals damage when the part is
 * disabled). A vent is worth only what it frees (a part that can act again now, power back,
 * relief for the next vent step), net of its own cost, so venting parts never feed each other
 * for nothing. Attack estimates read both ships' card text (attack-mods.ts). Movement actions
 * are ranked by a coarse plan first and planned in full only for the best few.
 */
import type { Pose } from '../../../core/geometry.js';
import type { Ability, AttackIcon, Icon } from '../content/types.js';
import { partReady } from '../effects/active-effects.js';
import { diskInArc } from '../geometry/arcs.js';
import { attackPosition } from '../geometry/position.js';
import { actionCost, type ActionChoice } from '../rules/actions.js';
import { legalTargets, type TargetInfo } from '../rules/attack.js';
import { hackTargets } from '../rules/hack.js';
import { antiMissileTargets, missileProfile } from '../rules/missiles.js';
import type { RamSpec } from '../rules/movement.js';
import type { ShipState } from '../state/types.js';
import { attackDamage, attackMods, NO_MODS } from './attack-mods.js';
import { coverBetween, diceValue, hitChance, missileValue, tilesAt } from './estimates.js';
import { exposure, poseScore } from './evaluation.js';
import { bestOutcome, planTrail, type LeafScore, type PlannedTurn } from './move-planner.js';
import { currentPlan, missileSurvival, type PlanState, type Scene } from './scene.js';
import { partCard, shipKit } from './ship-kit.js';
import { partUseValue, REACTION_VALUE } from './vent-plan.js';

export { missileThreatOn } from './vent-plan.js';

/**
 * Expected damage of an attack icon on a legal target as the engine measured it (range after
 * effects, measuring line), with both ships' card text. `targetHasMissiles`: whether the
 * target carries a missile token when the attack is made (by default, whether it does now).
 */
export function attackOnTarget(
  sc: Scene,
  icon: AttackIcon,
  from: Pose,
  info: TargetInfo,
  part = -1,
  evasionShift = 0,
  targetHasMissiles = info.ship.missiles.length > 0,
): number {
  const w = sc.persona;
  const a = sc.arena;
  const pos = attackPosition(info.ship.pose!, from, a.r, a.eps);
  const cover =
    info.range === 0 || a.tiles.length === 0
      ? { soft: false, hard: false }
      : coverBetween(a, info.measure.from, info.measure.to, tilesAt(a, from));
  const t = info.ship;
  const tk = t.side < 0 ? null : shipKit(sc.content, t);
  const mask = t.parts.reduce((m, p, i) => (p.disabled ? m | (1 << Math.min(i, 30)) : m), 0);
  const defMods = tk ? attackMods(sc.content, tk, t, mask) : NO_MODS;
  const inLine = diskInArc(from, 'line', t.pose!, a.r, a.k.lineArcWidth, a.eps);
  // The engine already measured the range with the attacker's effects (touching counts as Range 1 and the like).
  const mods = { ...sc.mods, touchingIsRange1: false };
  const dmg = attackDamage(
    icon,
    part,
    { band: info.range, pos, inLine, soft: cover.soft, hard: cover.hard },
    Math.max(0, t.evasion + evasionShift),
    mods,
    { ...defMods, untargetableFrom: Infinity },
    targetHasMissiles,
    w.crit,
    diceValue,
    hitChance,
  );
  return w.attack * dmg + w.kill * Math.min(1, dmg / Math.max(1, t.hull)) ** 2;
}

/** Expected missile damage an anti-missile roll (quality modifier `mod`) removes from `t`. */
function shotDown(sc: Scene, t: ShipState, mod: number): number {
  let total = 0;
  for (const m of t.missiles) {
    const p = missileProfile(sc.ctx, m);
    total +=
      hitChance(p.quality + mod) *
      p.dice *
      hitChance(p.accuracy + t.evasion) *
      (p.damage ?? t.size);
  }
  return total;
}

/** One of our weapons that can still fire at a target this activation, and what a change brings to its attack. */
interface FollowUp {
  part: number;
  power: number;
  gain: number;
}

/**
 * Our weapons other than `part` that are ready, affordable with `power` and have a legal shot
 * at `t` now, each with what `gainOf` says a change adds to its attack, best gain first (the
 * attacks a Target icon's Evasion change or a first missile token improves).
 */
function followUps(
  sc: Scene,
  t: ShipState,
  part: number,
  power: number,
  gainOf: (icon: AttackIcon, info: TargetInfo, part: number) => number,
): FollowUp[] {
  const me = sc.me;
  const out: FollowUp[] = [];
  for (const wu of sc.kit.weapons) {
    if (wu.part === part || wu.part < 0 || !partReady(me, wu.part) || wu.power > power) continue;
    const info = legalTargets(sc.ctx, me, wu.icon.arc, wu.icon.range, [t])[0];
    if (info) out.push({ part: wu.part, power: wu.power, gain: gainOf(wu.icon, info, wu.part) });
  }
  return out.sort((a, b) => b.gain - a.gain);
}

/**
 * What a first missile token on `t` adds to the attacks we can still afford this activation
 * with `power` left, when our card text rerolls dice only against a target with a missile
 * token assigned (the Wasp KLAW Fighter-Bomber chassis). The token stays until it impacts at
 * the end of the target's next activation ("Missile Impacts"), so every attack we make on
 * it after the launch gets the reroll. Weapons are taken best gain first, one per part.
 */
function tokenRerollGain(sc: Scene, t: ShipState, part: number, power: number): number {
  if (sc.mods.rerolls === 0 || !sc.mods.rerollNeedsMissile || t.missiles.length > 0) return 0;
  const from = sc.me.pose!;
  const gains = followUps(
    sc,
    t,
    part,
    power,
    (icon, info, p) =>
      attackOnTarget(sc, icon, from, info, p, 0, true) -
      attackOnTarget(sc, icon, from, info, p, 0, false),
  );
  let total = 0;
  const used = new Set<number>();
  for (const g of gains) {
    if (g.gain <= 0 || used.has(g.part) || g.power > power) continue;
    used.add(g.part);
    power -= g.power;
    total += g.gain;
  }
  return total;
}

/** The value of one ability's icons beyond movement (attacks, launches, anti-missile, vents, target, hack). */
function iconValue(sc: Scene, icons: Icon[], part: number, power: number): number {
  const me = sc.me;
  const w = sc.persona;
  let v = 0;
  for (const icon of icons) {
    if ('attack' in icon) {
      const ts = legalTargets(sc.ctx, me, icon.attack.arc, icon.attack.range);
      let best = 0;
      for (const t of ts) best = Math.max(best, attackOnTarget(sc, icon.attack, me.pose!, t, part));
      v += best;
    } else if ('launch' in icon) {
      const ts = legalTargets(sc.ctx, me, icon.launch.arc, icon.launch.range, undefined, 'launch');
      let best = 0;
      for (const t of ts) {
        const soft = tilesAt(sc.arena, t.ship.pose!).some(
          (i) => sc.arena.tiles[i]!.cover === 'soft',
        );
        // Missiles land at the end of the target's next activation, unless it shoots them down first.
        const dmg =
          missileSurvival(sc.content, t.ship) *
          missileValue(sc.content, icon.launch, t.ship.evasion, t.ship.size, soft);
        // Attacks still to come this activation count as offense does when the activation goes on (poseScore: 0.9).
        const enabled = 0.9 * tokenRerollGain(sc, t.ship, part, power);
        best = Math.max(
          best,
          w.missiles * dmg +
            w.kill * Math.min(1, dmg / Math.max(1, t.ship.hull)) ** 2 * 0.5 +
            enabled,
        );
      }
      v += best;
    } else if ('anti_missile' in icon) {
      let best = 0;
      for (const t of antiMissileTargets(sc.ctx, me))
        if (t.side === me.side) best = Math.max(best, shotDown(sc, t, icon.anti_missile.modifier));
      v += w.antiMissile * best;
    } else if ('vent' in icon) {
      v += ventValue(sc, icon.vent, part);
    } else if ('target' in icon) {
      // What the Evasion change adds to the attacks we can still make on that target this activation (it lasts until its next activation).
      let best = 0;
      for (const t of legalTargets(
        sc.ctx,
        me,
        icon.target.arc,
        icon.target.range,
        undefined,
        'target',
      )) {
        const shift = icon.target.evasion;
        const gains = followUps(
          sc,
          t.ship,
          part,
          me.power,
          (ai, info, p) =>
            attackOnTarget(sc, ai, me.pose!, info, p, shift) -
            attackOnTarget(sc, ai, me.pose!, info, p),
        );
        best = Math.max(best, (gains[0]?.gain ?? 0) + (gains[1]?.gain ?? 0));
      }
      v += best;
    } else if ('hack' in icon) {
      if (hackTargets(sc.ctx, me, icon.hack).length > 0) v += icon.hack.count * w.crit * 1.2;
    }
  }
  return v;
}

/**
 * What a vent icon of part `part` brings now (rulebook "Three Key Rules": a part with cubes
 * cannot act; "Vent Blue": power returns to the chassis): the best part it clears that could
 * act again this activation with the power then left (not counting parts whose only action
 * is itself a vent, so two venting parts never feed each other for nothing), the power
 * cubes it returns, and cubes the next vent step could not clear anyway. Venting for its own
 * sake is worth nothing.
 */
function ventValue(
  sc: Scene,
  vent: { any?: number; power?: number; heat?: number },
  part: number,
): number {
  const me = sc.me;
  const w = sc.persona;
  const any = vent.any ?? 0;
  const maxPower = (vent.power ?? 0) + any;
  const maxHeat = (vent.heat ?? 0) + any;
  const cost = partCard(sc.kit, me, part).find((a) => a.icons?.some((i) => 'vent' in i))?.cost;
  let best = 0;
  let returned = 0;
  let load = 0;
  for (let i = 0; i < me.parts.length; i++) {
    const p = me.parts[i]!;
    if (i === part) continue;
    load += p.power + p.heat;
    if (p.power + p.heat === 0) continue;
    returned = Math.max(returned, Math.min(p.power, maxPower));
    // Cleared completely by this icon: the part may act again now, if power allows.
    if (
      p.disabled ||
      p.power > maxPower ||
      p.heat > maxHeat ||
      Math.max(0, p.power - (vent.power ?? 0)) + Math.max(0, p.heat - (vent.heat ?? 0)) > any
    )
      continue;
    const power = me.power - (cost?.power ?? 0) + p.power;
    const use = partUseValue(sc, i, { noVent: true, power });
    if (use > best) best = use;
  }
  // Net of what the action itself costs: venting the cube just paid for changes nothing.
  const paid = (cost?.power ?? 0) + (cost?.heat ?? 0);
  const n = (vent.power ?? 0) + (vent.heat ?? 0) + any;
  const overload = Math.max(0, load + paid - me.vent);
  return (
    best +
    w.power * Math.max(0, returned - (cost?.power ?? 0)) +
    w.overload * Math.max(0, Math.min(n, overload) - paid)
  );
}

function moves(icons: Icon[]): boolean {
  for (const i of icons) if ('move' in i || 'rotate' in i || 'u_turn' in i) return true;
  return false;
}

/** A position gain below this is no gain (a turn worth less is a 0° turn). */
const NIL_GAIN = 0.01;

/**
 * Value of performing `a` (at part, ability) now, relative to `base` = the score of carrying
 * on from here; `end` is the value of ending the part actions.
 */
function abilityValue(
  sc: Scene,
  a: Ability,
  c: ActionChoice,
  base: number,
  end: number,
  memo?: ActionMemo,
): number {
  const me = sc.me;
  const w = sc.persona;
  const cost = actionCost(sc.ctx, me, c.part, c.ability);
  const after: PlanState = {
    pose: { ...me.pose! },
    evasion: me.evasion,
    power: me.power - cost.power,
    busy: [c.part],
    once: 0,
  };
  // Cubes beyond what the next vent step clears keep parts blocked and power away next turn.
  let load = 0;
  for (const p of me.parts) load = load + p.power + p.heat;
  const over = Math.max(0, load + cost.power + cost.heat - me.vent) - Math.max(0, load - me.vent);
  const price = w.power * cost.power + w.heat * cost.heat + w.overload * over;
  if (a.repair) return 0.6 * (sc.kit.partValue[c.part] ?? 0.5) - price;
  const icons = a.icons ?? [];
  const score = (ps: PlanState, bonus: number): number => poseScore(sc, ps, true) + bonus;
  const id = `${c.part}:${c.ability}`;
  let v: number;
  if (moves(icons)) {
    const ramIcon = icons.find((i): i is Extract<Icon, { ram: unknown }> => 'ram' in i);
    const ram: RamSpec | undefined = ramIcon
      ? { part: c.part, ability: c.ability, ...ramIcon.ram }
      : undefined;
    const best = planned(sc, memo, id, after, score, (collect) =>
      bestOutcome(sc, after, icons, 0, collect, ram),
    );
    // Rotations only, and no turn beats keeping the facing by more than rounding: the action
    // would turn 0° and do nothing no card text rewards ("Move Actions": rotate up to n
    // increments). Paying for it and then ending is worth less than ending now.
    if (icons.every((i) => 'rotate' in i) && best - score(after, 0) < NIL_GAIN)
      return end - price - 0.02;
    v = best - base;
  } else if (icons.some((i) => 'evade' in i)) {
    v = bestOutcome(sc, after, icons, 0, score) - base;
    // Evasion taken now stands against the enemies' next attacks, whose damage counts in full (persona `evade`).
    const gain = icons.reduce((n, i) => n + ('evade' in i ? i.evade : 0), 0);
    const pose = sc.me.pose!;
    const spared =
      exposure(sc, pose, sc.me.evasion) - exposure(sc, pose, Math.min(6, sc.me.evasion + gain));
    v += Math.max(0, (w.evade ?? w.exposure) - w.exposure) * spared;
  } else if (a.effect === 'perform-chassis-movement-then-disable') {
    v =
      planned(sc, memo, id, after, score, (collect) =>
        bestOutcome(sc, after, sc.kit.chassisMove, 0, collect),
      ) -
      base -
      (sc.kit.partValue[c.part] ?? 0.5);
  } else {
    v = score(after, 0) - base + (icons.length === 0 ? 0.15 : 0);
  }
  // Cubes on the part block its reaction too until vented ("Three Key Rules").
  const reaction = partCard(sc.kit, me, c.part).some((x) => x.kind === 'reaction')
    ? REACTION_VALUE
    : 0;
  // A small cost per action: an action that brings nothing loses to ending the activation.
  return v + iconValue(sc, icons, c.part, after.power) - price - reaction - 0.02;
}

/**
 * The best end positions found for each movement action at the last action decision,
 * reused while the ship has not moved since (an attack or launch between two part actions
 * leaves the reachable positions as they were): those ends are scored again with what the
 * plan has left, instead of the whole movement tree. Owned by one pilot.
 */
export interface ActionMemo {
  /** Where the plans start (our pose, Evasion, plan bits, move effects, every other base). */
  key: string;
  ends: Map<string, Array<{ ps: PlanState; bonus: number; v: number }>>;
  /** The rotations of each action's best plan ("part:ability"). */
  turns: Map<string, PlannedTurn[]>;
}

/** Best ends kept per action. */
const KEEP = 4;

/** The key of the start of this decision's plans. */
function memoKey(sc: Scene): string {
  const p = sc.me.pose!;
  const fx = sc.moveFx;
  let k = `${sc.ctx.state.activationCount}|${sc.me.id}|${p.x},${p.y},${p.facing},${sc.me.evasion}|${fx.sToL ? 1 : 0}${fx.repeat ? 1 : 0}${fx.rotateAfter ? 1 : 0}`;
  for (const o of sc.centres) k += `|${o.x},${o.y},${o.facing}`;
  return k;
}

/** The value of a movement plan: its kept best ends scored again, or the whole tree (`walk`) keeping its best ends. */
function planned(
  sc: Scene,
  memo: ActionMemo | undefined,
  id: string,
  after: PlanState,
  score: LeafScore,
  walk: (collect: LeafScore) => number,
): number {
  const kept = memo?.ends.get(id);
  if (kept) {
    let best = -Infinity;
    for (const k of kept) {
      const v = score({ ...k.ps, power: after.power, busy: after.busy }, k.bonus);
      if (v > best) best = v;
    }
    return best;
  }
  if (!memo) return walk(score);
  const top: Array<{ ps: PlanState; bonus: number; v: number }> = [];
  let turns: PlannedTurn[] = [];
  const v = walk((ps, bonus) => {
    const x = score(ps, bonus);
    if (top.length === 0 || x > top[0]!.v) turns = planTrail();
    if (top.length < KEEP || x > top[top.length - 1]!.v) {
      // Sorted best first, a new end after the ends of equal value.
      let j = top.length;
      while (j > 0 && top[j - 1]!.v < x) j--;
      top.splice(j, 0, { ps, bonus, v: x });
      if (top.length > KEEP) top.pop();
    }
    return x;
  });
  memo.ends.set(id, top);
  memo.turns.set(id, turns);
  return v;
}

/**
 * Values of the options of an `action` decision (null = end the part actions). `memo`: the
 * pilot's kept movement plans (see {@link ActionMemo}).
 */
export function actionValues(
  sc: Scene,
  options: ReadonlyArray<ActionChoice | null>,
  memo?: ActionMemo,
): number[] {
  const plan = currentPlan(sc);
  const base = poseScore(sc, plan, true);
  const end = poseScore(sc, plan, false) - base;
  if (memo) {
    const key = memoKey(sc);
    if (memo.key !== key) {
      memo.key = key;
      memo.ends.clear();
      memo.turns.clear();
    }
  }
  // Movement actions are first ranked by a coarse plan (each move as printed, whole turns);
  // only the best few are planned in full (a kept plan costs nothing to use again).
  // With no more of them than are planned in full, the ranking would change nothing.
  const toPlan = (c: ActionChoice | null): boolean =>
    !!c &&
    plansMovement(sc, partCard(sc.kit, sc.me, c.part)[c.ability]!) &&
    !memo?.ends.has(`${c.part}:${c.ability}`);
  let unplanned = 0;
  for (const c of options) if (toPlan(c)) unplanned++;
  const coarse: Scene | null =
    unplanned > FULL_PLANS ? { ...sc, coarse: true, moveFx: PLAIN_FX } : null;
  const values: number[] = [];
  const moving: Array<{ i: number; v: number }> = [];
  options.forEach((c, i) => {
    if (!c) return void (values[i] = end);
    const a = partCard(sc.kit, sc.me, c.part)[c.ability]!;
    if (coarse && toPlan(c)) {
      values[i] = abilityValue(coarse, a, c, base, end);
      moving.push({ i, v: values[i]! });
    } else values[i] = abilityValue(sc, a, c, base, end, memo);
  });
  moving.sort((x, y) => y.v - x.v || x.i - y.i);
  for (const { i } of moving.slice(0, FULL_PLANS)) {
    const c = options[i]!;
    values[i] = abilityValue(sc, partCard(sc.kit, sc.me, c.part)[c.ability]!, c, base, end, memo);
  }
  return values;
}

/** Movement actions planned in full at each action decision (the others keep their coarse value). */
const FULL_PLANS = 2;
const PLAIN_FX: Scene['moveFx'] = { sToL: false, repeat: null, rotateAfter: null };

/** Whether an ability's value comes from a movement plan. */
function plansMovement(sc: Scene, a: Ability): boolean {
  return (
    !a.repair && (moves(a.icons ?? []) || a.effect === 'perform-chassis-movement-then-disable')
  );
}
