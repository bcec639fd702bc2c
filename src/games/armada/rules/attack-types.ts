/**
 * The data of one attack (RRG16 "Attack"; K1–K8): who attacks whom from where, the measured
 * range and line of sight, the attack pool, and the flags set by cards and defense tokens.
 * One record is built per declared target; additional squadron targets (K8) get a new one.
 */
import type { DieColour } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { HullZone } from '../geometry/types.js';
import type { RangeLabel } from '../state/events.js';
import type { RolledDie } from './dice.js';
import type { ShipState, SquadronState } from '../state/types.js';

/** A unit taking part in an attack. */
export type Unit = ShipState | SquadronState;

/** True if the unit is a squadron (squadron ids start with `q`). */
export function isSquadron(u: Unit): u is SquadronState {
  return u.id.charCodeAt(0) === 113; // 'q'
}

/** Range label of an attack (see state/events.ts). */
export type AttackRangeLabel = RangeLabel;

/** A target as measured at the Declare Target step (K2). */
export interface DeclaredTarget {
  attacker: Unit;
  /** Attacking hull zone (ship attackers). */
  zone: HullZone | null;
  defender: Unit;
  /** Defending hull zone (ship defenders). */
  defZone: HullZone | null;
  range: AttackRangeLabel;
  /** Measured attack distance (mm). */
  distance: number;
  obstructed: boolean;
}

/** One attack in progress. */
export interface AttackCtx extends DeclaredTarget {
  /** The attack pool (step 2 on). */
  pool: RolledDie[];
  /** Dice gathered for the pool before rolling, by colour (step 2). */
  gathered: Record<DieColour, number>;
  /** The attack ended early (no dice, K3). */
  cancelled: boolean;
  /** Indices of the defender's defense tokens locked by accuracies (T7). */
  locked: number[];
  /** Token types already spent this attack (T6: one of each type). */
  spentTypes: string[];
  /** The defender braced (T4). */
  braced: boolean;
  /** The zone chosen with redirect (T2). */
  redirectZone: HullZone | null;
  /** Card flags: the attacker cannot spend accuracies / resolve critical effects / treats no shields. */
  noAccuracy: boolean;
  noCrit: boolean;
  ignoreShields: boolean;
  /** Card flags: the defender cannot spend exhausted tokens / redirect. */
  noExhaustedTokens: boolean;
  noRedirect: boolean;
  /** The attacker is a squadron with bomber (Q6). */
  bomber: boolean;
  /** Set when the standard critical effect is chosen (M8). */
  standardCrit: boolean;
  /**
   * Set by a defender's card that lets it spend one token locked by an accuracy (Electronic
   * Countermeasures): called when such a token is spent (the card exhausts), then cleared.
   */
  unlocker: ((ctx: EngineCtx) => void) | null;
  /** Damage suffered by the defender in this attack (metrics). */
  damageDone: number;
  /** Faceup damage cards dealt to the defender by this attack (O4 Precision Strike). */
  faceupDealt: number;
  /** Per-attack marks of objective special rules (e.g. O4: a hit die was spent). */
  notes: Record<string, number>;
}
