/**
 * The heuristic pilot's smaller decisions: targets, critical hit locations, heat
 * placement, optional effects and rerolls, amounts, anti-missile targets. Each reads the
 * decision's prompt and context the way a player would read the card text.
 */
import type { Decision } from '../engine/decisions.js';
import type { GameState, ShipState } from '../state/types.js';
import { CANCEL_RULE } from '../ai/activation.js';
import { legalTargets } from '../rules/attack.js';
import { hitChance } from './estimates.js';
import { attackOnTarget, missileThreatOn } from './action-values.js';
import { exposure } from './evaluation.js';
import type { Scene } from './scene.js';
import { cardValue, shipKit } from './ship-kit.js';
import type { ContentDb } from '../content/load-content.js';

type St = Readonly<GameState>;

/** Index of the largest score (first on ties). */
export function argmax<T>(options: readonly T[], score: (o: T, i: number) => number): number {
  let best = 0;
  let top = -Infinity;
  options.forEach((o, i) => {
    const v = score(o, i);
    if (v > top + 1e-9) {
      top = v;
      best = i;
    }
  });
  return best;
}

const shipOf = (st: St, id: unknown): ShipState | undefined =>
  typeof id === 'string' ? st.ships.find((s) => s.id === id) : undefined;

/** Value of part `i` of `s` to its owner right now (heat on it is damage when it is disabled). */
function partWorth(sc: Scene, s: ShipState, i: number): number {
  const p = s.parts[i]!;
  return (shipKit(sc.content, s).partValue[i] ?? 0.5) + p.heat * 1.0 - p.power * 0.15;
}

/** Target of an attack, launch, target, hack or friendly-effect decision. */
export function targetChoice(sc: Scene, d: Decision): number {
  const st = sc.ctx.state;
  const ids = d.options as string[];
  const ships = ids.map((id) => shipOf(st, id));
  const prompt = d.prompt ?? '';
  const friendly = ships.every((s) => s && s.side === sc.me.side);
  if (friendly) {
    // "Which ship's parts does this action vent?" / "who gains evasion?": the one that needs it most.
    if (/vent/.test(prompt))
      return argmax(ships, (s) => (s ? s.parts.reduce((a, p) => a + p.power + p.heat, 0) : 0));
    return argmax(ships, (s) => (s?.pose ? exposure(sc, s.pose, s.evasion, s.size) : 0));
  }
  const source = prompt.split(':')[0]!.replace(/ \(repeat\)$/, '');
  const partIndex = sc.me.parts.findIndex((p) => p.id === source);
  if (/attack target|additional target/.test(prompt) && partIndex >= 0 && sc.me.pose) {
    const weapons = sc.kit.weapons.filter((w) => w.part === partIndex);
    return argmax(ships, (s) => {
      if (!s || s.side === sc.me.side) return -1;
      let best = 0;
      for (const w of weapons) {
        for (const t of legalTargets(sc.ctx, sc.me, w.icon.arc, w.icon.range, [s]))
          best = Math.max(best, attackOnTarget(sc, w.icon, sc.me.pose!, t, partIndex));
      }
      return best;
    });
  }
  // Launches, hacks, target actions: the weakest enemy (low Evasion, hull, shields down), not a friend.
  return argmax(ships, (s) =>
    !s
      ? -99
      : s.side === sc.me.side
        ? -50
        : -s.evasion * 2 - s.hull * 0.2 - missileThreatOn(sc, s) * 0.1,
  );
}

/** Part to disable on a critical hit: the enemy's most valuable, or our least valuable. */
export function critChoice(sc: Scene, d: Decision): number {
  const st = sc.ctx.state;
  const defender = shipOf(st, d.context?.defender) ?? shipOf(st, d.ship)!;
  const parts = d.options as number[];
  const mine = defender.side === sc.me.side;
  return argmax(parts, (i) => (mine ? -partWorth(sc, defender, i) : partWorth(sc, defender, i)));
}

/** Part that receives heat: the enemy's most valuable (blocks it), or our least valuable (prefer one already blocked by power). */
export function heatPartChoice(sc: Scene, d: Decision): number {
  const st = sc.ctx.state;
  const defender = shipOf(st, d.context?.defender) ?? shipOf(st, d.ship)!;
  const parts = d.options as number[];
  const mine = defender.side === sc.me.side;
  return argmax(parts, (i) => {
    const p = defender.parts[i]!;
    const blocked = p.power > 0 ? 0.6 : 0;
    const worth = (shipKit(sc.content, defender).partValue[i] ?? 0.5) - blocked;
    return mine ? -worth : worth;
  });
}

/** Expected hits of `n` fresh dice against a hit number. */
const freshHits = (n: number, hit: number): number => n * hitChance(hit);

/** An optional effect: yes or no, from the prompt and context. */
export function useEffectChoice(sc: Scene, d: Decision, moveAgain: () => boolean | null): number {
  const opts = d.options as boolean[];
  const yes = (v: boolean): number => Math.max(0, opts.indexOf(v));
  const prompt = d.prompt ?? '';
  const ctx = d.context ?? {};
  if (ctx.rule === CANCEL_RULE) return yes(ctx.attack === true);
  if (/critical die \(yes\) or a normal hit/.test(prompt)) return yes(false);
  if (/reroll all dice/.test(prompt) && Array.isArray(ctx.rolls)) {
    const rolls = ctx.rolls as number[];
    const hit = Number(ctx.hitNumber);
    const now = rolls.filter((f) => f === 9 || (f !== 0 && f >= hit)).length;
    return yes(now - freshHits(rolls.length, hit) > 0.8);
  }
  if (/again\?|instead of S\?/.test(prompt)) {
    const v = moveAgain();
    if (v !== null) return yes(v);
  }
  // Rerolls, damage reduction, shields, extra missiles and targets: the card's benefit is worth its price.
  return yes(true);
}

/** An amount: rerolls (as many as allowed), a location or hit-number shift, a tile to apply again. */
export function amountChoice(sc: Scene, d: Decision): number {
  const st = sc.ctx.state;
  const opts = d.options as number[];
  const prompt = d.prompt ?? '';
  const ctx = d.context ?? {};
  if (/location roll/.test(prompt) && typeof ctx.roll === 'number') {
    const defender = shipOf(st, ctx.defender);
    if (!defender) return 0;
    const mine = defender.side === sc.me.side;
    return argmax(opts, (delta) => {
      const roll = (ctx.roll as number) + delta;
      const i = roll - 1;
      const open = i >= 0 && i < defender.parts.length && !defender.parts[i]!.disabled;
      // An off-card or disabled result lets the defender choose: its least valuable part.
      const worth = open
        ? partWorth(sc, defender, i)
        : Math.min(
            ...defender.parts.map((p, j) => (p.disabled ? Infinity : partWorth(sc, defender, j))),
          );
      return (mine ? -worth : worth) - Math.abs(delta) * 1e-6;
    });
  }
  if (/hit number/.test(prompt)) {
    const defender = shipOf(st, ctx.defender);
    const friendly = !defender || defender.side === sc.me.side;
    return argmax(opts, (delta) => (friendly ? delta : -delta));
  }
  if (/tile's effect again/.test(prompt)) {
    const tiles = (ctx.tiles as string[] | undefined) ?? [];
    const worth: Record<string, number> = {
      'debris-cloud': sc.me.evasion < 6 ? 1 : 0,
      'ice-cloud': 0.5,
      'asteroid-field': sc.me.missiles.length > 0 ? 1 : 0,
      'tychos-rift': -1,
    };
    return argmax(opts, (o, k) => (o < 0 ? 0 : (worth[tiles[k - 1] ?? ''] ?? 0)));
  }
  if (/reroll how many/.test(prompt) && typeof ctx.hitNumber === 'number') {
    // Rerolls paid in power: worth it when a die's chance to hit beats what the power costs next turn.
    const source = prompt.split(':')[0]!;
    const part = sc.me.parts.find((p) => p.id === source);
    const card = part ? sc.content.parts[`${sc.me.faction}/${part.id}`] : undefined;
    const perDie = Number(
      card?.abilities.find((a) => a.params?.costPerDie !== undefined)?.params?.costPerDie ?? 0,
    );
    const load = sc.me.parts.reduce((a, p) => a + p.power + p.heat, 0);
    const cost =
      perDie *
      (sc.persona.power + (load >= sc.me.vent ? sc.persona.overload : 0.3 * sc.persona.overload));
    const gain = hitChance(ctx.hitNumber) * 1.2 * sc.persona.attack;
    return argmax(opts, (n) => n * (gain - cost) - n * 1e-6);
  }
  return argmax(opts, (n) => n);
}

/** Whose missiles an anti-missile roll targets: the friendly ship (or us) facing the most missile damage. */
export function antiMissileChoice(sc: Scene, d: Decision): number {
  const st = sc.ctx.state;
  return argmax(d.options as string[], (id) => {
    const s = shipOf(st, id);
    if (!s) return -99;
    const threat = missileThreatOn(sc, s);
    return s.side === sc.me.side ? threat : -threat;
  });
}

/**
 * Last Stand salvage (rulebook "Salvaging Destroyed Komplex Ships"): the drawn Komplex part
 * worth most to the ship (ship-kit.ts `cardValue`, the value its crit and heat choices use).
 */
export function salvagePartChoice(content: ContentDb, d: Decision): number {
  return argmax(d.options as string[], (id) => {
    const card = content.parts[`komplex/${id}`];
    return card ? cardValue(card) : 0;
  });
}

/**
 * Last Stand salvage: +1 vent when the cubes on the ship's parts are more than its vent step
 * clears (parts stay blocked: "Three Key Rules"), else +1 power (one more action a turn).
 */
export function salvageStatChoice(s: ShipState, d: Decision): number {
  let load = 0;
  for (const p of s.parts) load += p.power + p.heat;
  const want = load > s.vent ? 'vent' : 'power';
  return Math.max(0, (d.options as string[]).indexOf(want));
}
