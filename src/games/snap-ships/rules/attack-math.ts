/**
 * The arithmetic of attacks and missile impacts, shared by the engine and the exact
 * calculator so both use one set of rules (rulebook "Making an Attack", steps 3 and 6;
 * "Missile Impacts").
 */
import { BLANK, CRIT, type DieFace } from '../../../core/rng.js';

/** Where the attacker stands relative to the defender. */
export type AttackPosition = 'front' | 'flank' | 'rear';

/** Inputs of the hit number (step 3). */
export interface HitNumberInput {
  accuracy: number;
  evasion: number;
  position: AttackPosition;
  softCover: boolean;
  /** Sum of card modifiers (negative makes hitting easier). */
  modifier?: number;
  /** Cards such as the Falx Cockpit cancel the flank/rear to-hit bonus. */
  ignoreFlankBonus?: boolean;
}

/** Hit number = accuracy + evasion, −1 from flank or rear, +2 with soft cover, plus card modifiers. */
export function hitNumber(h: HitNumberInput): number {
  let n = h.accuracy + h.evasion + (h.modifier ?? 0);
  if (h.position !== 'front' && !h.ignoreFlankBonus) n -= 1;
  if (h.softCover) n += 2;
  return n;
}

/** Step 4: a critical always hits, a blank always misses, a number hits when ≥ the hit number. */
export function isHit(face: DieFace, hit: number): boolean {
  if (face === CRIT) return true;
  if (face === BLANK) return false;
  return face >= hit;
}

/** Number of the ten faces that hit (critical included) for a hit number. */
export function hittingFaces(hit: number): number {
  const numbered = Math.max(0, Math.min(8, 8 - Math.max(hit, 1) + 1));
  return numbered + 1;
}

/** Inputs of the total damage (step 6). */
export interface DamageInput {
  /** Successful dice, critical results included. */
  hits: number;
  /** How many of the hits are critical results. */
  crits: number;
  damagePerHit: number;
  /** Extra damage per critical result (e.g. Falx SC-41 Escort). */
  extraPerCrit?: number;
  rear: boolean;
  hardCover: boolean;
  /** Flat modifier to the total, applied before cover (card effects). */
  totalModifier?: number;
}

/**
 * Total damage of one attack. The rear bonus (+1) applies when the hits deal at least 1
 * damage; hard cover then removes 1 (minimum 0). The rulebook does not order the two
 * total-damage changes; applying the defender's reduction last is our documented choice.
 */
export function totalDamage(d: DamageInput): number {
  let total = d.hits * d.damagePerHit + d.crits * (d.extraPerCrit ?? 0) + (d.totalModifier ?? 0);
  if (total < 0) total = 0;
  if (d.rear && total >= 1) total += 1;
  if (d.hardCover) total = Math.max(0, total - 1);
  return total;
}
