/**
 * Reads the attack profile of a part card for the exact calculator: which attack icon,
 * its dice / accuracy / damage, and the calculator switches its effects imply.
 */
import type { Ability, AttackIcon, PartCard } from '../content/types.js';
import { attackFlagsFromEffects, type AttackFlags } from './effect-flags.js';

/** One attack icon of a part, with the ability box that carries it. */
export interface PartAttackIcon {
  ability: Ability;
  icon: AttackIcon;
}

/** The attack profile of one of a part's attacks, ready for exactAttack(). */
export interface PartAttackProfile {
  dice: number;
  accuracy: number;
  damagePerHit: number;
  flags: AttackFlags;
  /** Remarks on effects the calculator does not model (or models with a caveat). */
  notes: string[];
  /** e.g. "MK16 Autocannon (attack 1 of 1): 4 dice, accuracy 2, damage 1". */
  label: string;
}

/** Every attack icon on the part's face-up side, in printed order. */
export function partAttackIcons(part: PartCard): PartAttackIcon[] {
  const out: PartAttackIcon[] = [];
  for (const ability of part.abilities) {
    for (const icon of ability.icons ?? [])
      if ('attack' in icon) out.push({ ability, icon: icon.attack });
  }
  return out;
}

/**
 * The profile of the part's `ability`-th attack (1-based among its attack icons,
 * default 1). `range` sets X for accuracy printed as "X" (= range to target).
 */
export function partAttackProfile(
  part: PartCard,
  opts: { ability?: number; range?: number } = {},
): PartAttackProfile {
  const attacks = partAttackIcons(part);
  if (attacks.length === 0) throw new Error(`part ${part.id} has no attack`);
  const n = opts.ability ?? 1;
  const chosen = attacks[n - 1];
  if (!Number.isInteger(n) || !chosen)
    throw new Error(
      `part ${part.id} has ${attacks.length} attack(s); --ability must be 1..${attacks.length}`,
    );
  const { ability, icon } = chosen;
  let accuracy: number;
  if (icon.accuracy === 'X') {
    if (opts.range === undefined)
      throw new Error(`${part.name}'s accuracy is X (the range to the target): give --range`);
    accuracy = opts.range;
  } else accuracy = icon.accuracy;
  const effects = ability.effect ? [{ id: ability.effect, params: ability.params }] : [];
  const texts = [...(ability.text ? [ability.text] : []), ...(icon.effects ?? [])];
  const { flags, notes } = attackFlagsFromEffects(effects, texts);
  return {
    dice: icon.dice,
    accuracy,
    damagePerHit: icon.damage,
    flags,
    notes,
    label: `${part.name} (attack ${n} of ${attacks.length}): ${icon.dice} dice, accuracy ${accuracy}, damage ${icon.damage}`,
  };
}
