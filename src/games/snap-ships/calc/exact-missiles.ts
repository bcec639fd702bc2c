/**
 * Exact distribution of one missile impact (rulebook "Missile Impacts"): the missile
 * tokens of one type assigned to a ship roll together. Steps 3–7 are those of an attack,
 * so this reuses {@link exactAttack}, with these differences from the rulebook:
 * - hit number = token accuracy + the defender's Evasion (+2 soft cover); no flank or
 *   rear bonus, "since missiles do not impact from a specific direction";
 * - cover comes from terrain the defender's base overlaps (the caller says which).
 *
 * Documented choice: hard cover gives −1 to the total damage of the whole group of
 * same-type tokens (one impact roll, as "Sort Missiles" resolves each type as one roll),
 * not −1 per token.
 */
import { loadContent } from '../content/load-content.js';
import type { MissileProfile, MissileType } from '../content/types.js';
import { exactAttack, type Cover, type ExactResult, type RerollSpec } from './exact-attack.js';
import { attackFlagsFromEffects } from './effect-flags.js';

/** The three standard missile types. */
export type StandardMissile = MissileType;

/** One group of same-type missile tokens impacting one ship. */
export interface ExactMissilesInput {
  /** A standard type or a token profile (torpedoes print their own). */
  missile: StandardMissile | MissileProfile;
  /** Number of tokens of this type assigned to the ship. */
  count: number;
  /** The defender's current Evasion. */
  evasion: number;
  /** Cover from terrain the defender's base overlaps. */
  cover: Cover;
  /** Hit-number modifier (e.g. Missile Relay ±2). */
  modifier?: number;
  /** Damage per hit for tokens whose damage is variable (CX6: the target's size). */
  damage?: number;
  /** Flat total-damage change before cover (e.g. −1 armour). */
  totalModifier?: number;
  rerolls?: RerollSpec;
}

/** Resolves a missile argument to its token profile (standard types from content missiles.yaml). */
export function missileProfile(missile: StandardMissile | MissileProfile): MissileProfile {
  if (typeof missile !== 'string') return missile;
  const standard: Partial<Record<string, MissileProfile>> = loadContent().missiles;
  const p = Object.hasOwn(standard, missile) ? standard[missile] : undefined;
  if (!p) throw new RangeError(`unknown missile type "${missile}" (light, heavy or heat)`);
  return p;
}

/** Exact damage distribution of `count` same-type missile tokens impacting one ship. */
export function exactMissiles(input: ExactMissilesInput): ExactResult {
  const token = missileProfile(input.missile);
  if (!Number.isInteger(input.count) || input.count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${input.count}`);
  const damagePerHit = input.damage ?? token.damage;
  if (damagePerHit === null || damagePerHit === undefined) {
    throw new RangeError(`${token.name} has variable damage: give the damage per hit`);
  }
  const { flags } = attackFlagsFromEffects(
    token.effect ? [{ id: token.effect, params: token.params }] : [],
    token.effects ?? [],
  );
  const { attackerRerolls, ...dieFlags } = flags;
  return exactAttack({
    dice: token.dice * input.count,
    accuracy: token.accuracy,
    damagePerHit,
    evasion: input.evasion,
    // No flank or rear for missiles: 'front' adds nothing to hit or damage.
    position: 'front',
    cover: input.cover,
    modifier: input.modifier,
    totalModifier: input.totalModifier,
    rerolls:
      attackerRerolls && !input.rerolls?.attacker
        ? { ...input.rerolls, attacker: attackerRerolls }
        : input.rerolls,
    ...dieFlags,
  });
}
