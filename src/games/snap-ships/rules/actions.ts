/**
 * Part actions: which are legal now, paying their cost, and resolving their icons and
 * text left to right (rulebook "Part Actions", "Three Key Rules", "Repair Actions",
 * "Special Actions").
 */
import type { Ability, Icon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, enemiesInPlay, log, ship } from '../engine/context.js';
import {
  actionEffect,
  forEachEffect,
  partAbilities,
  partReady,
} from '../effects/active-effects.js';
import type { ShipState } from '../state/types.js';
import { attackTargets, legalTargets, resolveAttack } from './attack.js';
import { addHeat, setEvasion } from './damage.js';
import { hackTargets, resolveHack } from './hack.js';
import { antiMissileRoll, antiMissileTargets, launchMissiles } from './missiles.js';
import { moveIcon, rotateIcon, uTurnIcon, type RamSpec } from './movement.js';
import { ventCubes } from './vent.js';

/** A part action choice: part index and ability index on the side that shows. */
export interface ActionChoice {
  part: number;
  ability: number;
}

/** The first icon that needs a target decides whether the action can be performed at all. */
function firstTargetingIcon(icons: Icon[] | undefined): Icon | undefined {
  return icons?.find(
    (i) =>
      'attack' in i ||
      'launch' in i ||
      'target' in i ||
      'hack' in i ||
      'anti_missile' in i ||
      'move' in i ||
      'rotate' in i ||
      'u_turn' in i ||
      'evade' in i ||
      'vent' in i,
  );
}

/**
 * The cost of an ability now: as printed, or for a "?" cost what the card's text says
 * (its handler's `variableCost`, e.g. Stealth Drive); a "?" cost decided later (XF-25
 * Cockpit's reaction) is 0 here.
 */
export function actionCost(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  ability: number,
): { power: number; heat: number } {
  const a = partAbilities(ctx, s, part)[ability]!;
  if (!a.cost?.variable) return { power: a.cost?.power ?? 0, heat: a.cost?.heat ?? 0 };
  const own = actionEffect(ctx, s, part, ability);
  return own?.h.variableCost?.(ctx, own.src) ?? { power: 0, heat: 0 };
}

/** The ship that receives a part action's vent icons: the acting ship unless an effect sends them to a friend (DA-63 Turbine Drone). */
function ventRecipient(ctx: EngineCtx, s: ShipState, part: number): ShipState {
  let to = s;
  if (part >= 0)
    forEachEffect(ctx, s, 'ventRecipient', (h, src) => (to = h.ventRecipient!(ctx, src)) !== s);
  return to;
}

/** Whether the ability at (part, ability) can be performed now. */
export function canPerform(ctx: EngineCtx, s: ShipState, part: number, ability: number): boolean {
  const p = s.parts[part]!;
  const a = partAbilities(ctx, s, part)[ability]!;
  if (p.power > 0 || p.heat > 0) return false;
  if (a.kind !== 'action' && a.kind !== 'mount') return false;
  if (p.disabled !== !!a.repair) return false;
  if (actionCost(ctx, s, part, ability).power > s.power) return false;
  const own = actionEffect(ctx, s, part, ability);
  if (a.repair) {
    let ok = true;
    forEachEffect(ctx, s, 'canRepair', (h, src) => {
      if (src.part === part && !h.canRepair!(ctx, src)) ok = false;
    });
    if (own?.h.canRepair && !own.h.canRepair(ctx, own.src)) ok = false;
    return ok;
  }
  if (own?.h.canPerform && !own.h.canPerform(ctx, own.src)) return false;
  const first = firstTargetingIcon(a.icons);
  if (!first) return !!own?.h.perform || !!a.icons?.length;
  if ('attack' in first)
    return attackTargets(ctx, s, first.attack.arc, first.attack.range).length > 0;
  if ('launch' in first)
    return (
      legalTargets(ctx, s, first.launch.arc, first.launch.range, undefined, 'launch').length > 0
    );
  if ('target' in first)
    return (
      legalTargets(ctx, s, first.target.arc, first.target.range, undefined, 'target').length > 0
    );
  if ('hack' in first) return hackTargets(ctx, s, first.hack).length > 0;
  if ('anti_missile' in first) return antiMissileTargets(ctx, s).length > 0;
  return true;
}

/** All part actions the ship can perform now. */
export function listActions(ctx: EngineCtx, s: ShipState): ActionChoice[] {
  const out: ActionChoice[] = [];
  for (let i = 0; i < s.parts.length; i++) {
    if (!s.parts[i]!.disabled && !partReady(s, i)) continue;
    const abilities = partAbilities(ctx, s, i);
    for (let j = 0; j < abilities.length; j++)
      if (canPerform(ctx, s, i, j)) out.push({ part: i, ability: j });
  }
  return out;
}

/** Pays a cost onto a part: power from the chassis, heat from the supply. */
export function payCost(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  power: number,
  heat: number,
  source: string,
): void {
  if (power > s.power) throw new Error(`${s.id} cannot pay ${power} power (has ${s.power})`);
  s.power -= power;
  s.parts[part]!.power += power;
  addHeat(ctx, s, part, heat, source);
}

/** Performs a part action: pay, then resolve icons left to right, then the card text. */
export function performAction(ctx: EngineCtx, s: ShipState, c: ActionChoice): void {
  const p = s.parts[c.part]!;
  const a = partAbilities(ctx, s, c.part)[c.ability]!;
  const { power, heat } = actionCost(ctx, s, c.part, c.ability);
  ctx.emit({
    type: 'action',
    ship: s.id,
    part: p.id,
    ability: c.ability,
    header: a.header,
    power,
    heat,
  });
  log(ctx, () => `${s.name} uses ${p.id} (${a.header})`);
  if (a.repair) {
    // Flip face-up, then the repair cubes go on the repaired side.
    p.disabled = false;
    ctx.emit({ type: 'repaired', ship: s.id, part: p.id });
    payCost(ctx, s, c.part, power, heat, `${p.id} repair`);
    return;
  }
  payCost(ctx, s, c.part, power, heat, p.id);
  resolveIcons(ctx, s, a, c.part, c.ability, { power, heat });
}

/** Resolves an ability's icons then its text handler. Also used for chassis movement (part -1). */
export function resolveIcons(
  ctx: EngineCtx,
  s: ShipState,
  a: Ability,
  part: number,
  ability: number,
  paid: { power: number; heat: number },
): void {
  const icons = a.icons ?? [];
  const source = part >= 0 ? s.parts[part]!.id : 'chassis';
  const ramIcon = icons.find((i): i is Extract<Icon, { ram: unknown }> => 'ram' in i);
  const ram: RamSpec | undefined = ramIcon ? { part, ability, ...ramIcon.ram } : undefined;
  const own = actionEffect(ctx, s, part, ability);
  let ventShip: ShipState | null = null;
  for (const icon of icons) {
    if (s.destroyed || ctx.state.over) return;
    if ('rotate' in icon) rotateIcon(ctx, s, icon.rotate, source);
    else if ('u_turn' in icon) uTurnIcon(ctx, s, source, part);
    else if ('move' in icon) {
      if (moveIcon(ctx, s, icon.move, icon.directions, source, ram) === 'stopped') return;
    } else if ('evade' in icon) setEvasion(ctx, s, s.evasion + icon.evade, source);
    else if ('vent' in icon) {
      ventShip ??= ventRecipient(ctx, s, part);
      ventCubes(
        ctx,
        ventShip,
        { power: icon.vent.power ?? 0, heat: icon.vent.heat ?? 0, any: icon.vent.any ?? 0 },
        source,
        ventShip === s ? part : -1,
      );
    } else if ('attack' in icon) {
      const targets = attackTargets(ctx, s, icon.attack.arc, icon.attack.range);
      if (targets.length === 0) continue;
      const id = decide(ctx, {
        kind: 'target',
        ship: s.id,
        side: s.side,
        options: targets.map((t) => t.ship.id),
        prompt: `${source}: attack target`,
      });
      const first = targets.find((t) => t.ship.id === id)!;
      // "Attacking Multiple Targets": the action's text may add (and pay for) targets; steps 3–8 are made against each.
      const all = [
        first,
        ...(own?.h.extraTargets?.(
          ctx,
          targets.filter((t) => t !== first),
          own.src,
        ) ?? []),
      ];
      for (const t of all) {
        if (s.destroyed || ctx.state.over) return;
        if (!t.ship.destroyed) resolveAttack(ctx, s, part, ability, icon.attack, t, 'attack');
      }
    } else if ('anti_missile' in icon)
      antiMissileRoll(ctx, s, part, icon.anti_missile.modifier, undefined, ability);
    else if ('hack' in icon) resolveHack(ctx, s, icon.hack, source);
    else if ('launch' in icon) {
      const targets = legalTargets(ctx, s, icon.launch.arc, icon.launch.range, undefined, 'launch');
      if (targets.length === 0) continue;
      const id = decide(ctx, {
        kind: 'target',
        ship: s.id,
        side: s.side,
        options: targets.map((t) => t.ship.id),
        prompt: `${source}: launch target`,
      });
      launchMissiles(ctx, s, part, icon.launch, ship(ctx, id), paid);
    } else if ('target' in icon) {
      const targets = legalTargets(
        ctx,
        s,
        icon.target.arc,
        icon.target.range,
        enemiesInPlay(ctx, s),
        'target',
      );
      if (targets.length === 0) continue;
      const t = ship(
        ctx,
        decide(ctx, {
          kind: 'target',
          ship: s.id,
          side: s.side,
          options: targets.map((x) => x.ship.id),
          prompt: `${source}: target action`,
        }),
      );
      setEvasion(ctx, t, t.evasion + icon.target.evasion, `${source} target`);
      ctx.emit({ type: 'target-action', ship: s.id, target: t.id, evasion: t.evasion });
    }
  }
  if (own?.h.perform && !s.destroyed && !ctx.state.over) own.h.perform(ctx, own.src);
}
