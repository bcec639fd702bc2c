/**
 * Card text that changes the arithmetic of attacks, read from a ship's cards the way a
 * player reads them, so the pilot's estimates match what the engine will resolve (handlers
 * in effects/targeting-effects.ts, attack-effects.ts, dice-effects.ts):
 *
 * - as attacker: hit number reductions (Wasp KLAW chassis in the line arc, Locust Close
 *   Support at Range 1, Falx Wings mounted on the part after them), a Flank attack counting
 *   as a Rear one (Lance SAC-30), +damage per critical result (Falx SC-41), touching bases
 *   counting as Range 1 (Falx GA-15), free rerolls of missed dice (Wasp Fighter-Bomber
 *   against a target with missiles, Locust Cockpit);
 * - as defender: no Flank or Rear hit bonus for attackers (Falx Cockpit), no Attack or
 *   Launch targeting from Range 3 on (Locust Stealth Craft).
 *
 * An AI ship reads its automated chassis card's abilities instead.
 */
import type { Ability } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import type { ShipState } from '../state/types.js';
import { aiDeck } from '../ai/deck.js';
import type { ShipKit } from './ship-kit.js';

/** A hit number reduction and when it applies. */
export interface HitReduce {
  amount: number;
  /** Only at these range bands. */
  range?: [number, number];
  /** Only with the target in the line arc. */
  line?: boolean;
  /** Only for attacks of this part (a passive mount). */
  part?: number;
}

/** How a ship's cards change its attacks and the attacks against it. */
export interface AttackMods {
  hitReduce: HitReduce[];
  flankAsRear: boolean;
  /** Extra damage per critical result. */
  critExtra: number;
  touchingIsRange1: boolean;
  /** Free rerolls of missed dice per attack (and whether the target must carry missiles). */
  rerolls: number;
  rerollNeedsMissile: boolean;
  noFlankRearBonus: boolean;
  /** Range band from which the ship cannot be targeted by Attack or Launch actions (Infinity: none). */
  untargetableFrom: number;
}

export const NO_MODS: AttackMods = Object.freeze({
  hitReduce: [],
  flankAsRear: false,
  critExtra: 0,
  touchingIsRange1: false,
  rerolls: 0,
  rerollNeedsMissile: false,
  noFlankRearBonus: false,
  untargetableFrom: Infinity,
}) as AttackMods;

const LIVE = new Set(['passive', 'setup', 'reaction', 'passive-mount', 'mount']);
const cache = new WeakMap<ShipKit, Map<number, AttackMods>>();

/** Adds one ability's effect to `m` (`part`: the card it is printed on, -1 the chassis). */
function note(m: AttackMods, a: Ability, part: number, s: ShipState): void {
  const p = a.params ?? {};
  switch (a.effect) {
    case 'reduce-hit-number':
      // A reaction that costs power is the pilot's to choose at the time; counted only when free.
      if (a.kind === 'reaction' && (a.cost?.power ?? 0) > 0) return;
      m.hitReduce.push({
        amount: Number(p.amount ?? 1),
        range: p.targetRange as [number, number] | undefined,
        line: p.targetInArc === 'line',
        part: a.kind === 'passive-mount' ? (s.parts[part]?.mountedOn ?? part + 1) : undefined,
      });
      break;
    case 'flank-counts-as-rear':
      m.flankAsRear = true;
      break;
    case 'crit-extra-damage':
      m.critExtra += Number(p.amount ?? 1);
      break;
    case 'touching-counts-range-1':
      m.touchingIsRange1 = true;
      break;
    case 'reroll-attack-dice':
      if (p.costPerDie === undefined && (a.cost?.power ?? 0) === 0) {
        m.rerolls += Number(p.max ?? 1);
        if (p.targetHasMissile) m.rerollNeedsMissile = true;
      }
      break;
    case 'no-flank-rear-hit-bonus':
      m.noFlankRearBonus = true;
      break;
    case 'untargetable-at-range-3-plus':
      m.untargetableFrom = Math.min(m.untargetableFrom, Number(p.minRange ?? 3));
      break;
  }
}

/** The attack modifiers of a ship of this kit with the parts in `mask` disabled (cached). */
export function attackMods(
  content: ContentDb,
  kit: ShipKit,
  s: ShipState,
  mask: number,
): AttackMods {
  let byMask = cache.get(kit);
  if (!byMask) cache.set(kit, (byMask = new Map()));
  let m = byMask.get(mask);
  if (m) return m;
  m = { ...NO_MODS, hitReduce: [] };
  if (s.ai) {
    for (const a of aiDeck(content, s).abilities ?? []) if (a.effect) note(m, a, -1, s);
  } else {
    for (const a of content.chassis[s.chassis]?.abilities ?? []) if (a.effect) note(m, a, -1, s);
    for (let i = 0; i < s.parts.length; i++) {
      const side = kit.abilities[i];
      if (!side) continue;
      for (const a of s.parts[i]!.disabled ? side.down : side.up)
        if (a.effect && LIVE.has(a.kind)) note(m, a, i, s);
    }
  }
  byMask.set(mask, m);
  return m;
}

/** Hit-number change of an attack by `part` at `band` (`inLine`: target in the line arc) from the attacker's cards. */
export function hitChange(m: AttackMods, part: number, band: number, inLine: boolean): number {
  let d = 0;
  for (const r of m.hitReduce) {
    if (r.part !== undefined && r.part !== part) continue;
    if (r.range && (band < r.range[0] || band > r.range[1])) continue;
    if (r.line && !inLine) continue;
    d -= r.amount;
  }
  return d;
}

/** Expected extra damage of free rerolls of missed dice (each missed die rerolled hits with chance p). */
export function rerollGain(rerolls: number, dice: number, p: number, damage: number): number {
  if (rerolls <= 0) return 0;
  // Misses among the dice: rerolling min(rerolls, misses) of them; approximated by its mean.
  const misses = dice * (1 - p);
  return Math.min(rerolls, misses) * p * damage;
}

/** The situation of one attack for {@link attackDamage}. */
export interface AttackSituation {
  /** Range band as the engine counts it for this attack (touching: 0). */
  band: number;
  /** Where the attacker sits relative to the defender's facing. */
  pos: 'front' | 'flank' | 'rear';
  /** The defender is in the attacker's line arc. */
  inLine: boolean;
  soft: boolean;
  hard: boolean;
}

/**
 * Expected damage of an attack icon (rulebook "Making an Attack": hit number = accuracy +
 * Evasion, -1 from flank or rear, +2 through soft cover; rear +1 damage, hard cover -1), with
 * both ships' card text (`att` of the attacker, `def` of the defender) and a value per
 * critical result. 0 when the defender cannot be targeted at that band.
 */
export function attackDamage(
  icon: { dice: number; accuracy: number | 'X'; damage: number },
  part: number,
  x: AttackSituation,
  evasion: number,
  att: AttackMods,
  def: AttackMods,
  defHasMissiles: boolean,
  critValue: number,
  diceValue: (
    dice: number,
    hit: number,
    damage: number,
    rear: boolean,
    hard: boolean,
    critValue: number,
  ) => number,
  hitChance: (hit: number) => number,
): number {
  const band = x.band === 0 && att.touchingIsRange1 ? 1 : x.band;
  if (band >= def.untargetableFrom) return 0;
  const rear = x.pos === 'rear' || (x.pos === 'flank' && att.flankAsRear);
  const bonus = x.pos !== 'front' && !def.noFlankRearBonus ? 1 : 0;
  const acc = icon.accuracy === 'X' ? Math.max(1, band) : icon.accuracy;
  const hit = acc + evasion - bonus + (x.soft ? 2 : 0) + hitChange(att, part, band, x.inLine);
  let v = diceValue(icon.dice, hit, icon.damage, rear, x.hard, critValue);
  if (att.critExtra > 0) v += icon.dice * 0.1 * att.critExtra;
  if (att.rerolls > 0 && (!att.rerollNeedsMissile || defHasMissiles)) {
    const h = hit < 1 ? 1 : hit > 9 ? 9 : hit;
    v += rerollGain(att.rerolls, icon.dice, hitChance(h), icon.damage);
  }
  return v;
}
