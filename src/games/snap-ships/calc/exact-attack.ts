/**
 * Exact damage distribution of one attack (rulebook "Making an Attack", steps 3–8),
 * by enumeration rather than sampling. Uses the same hitNumber / isHit / hittingFaces /
 * totalDamage functions as the engine, so the two cannot disagree on the rules.
 *
 * Model (per die, faces 1–8, blank and critical each 1/10):
 * 1. Roll: each die is a miss, a non-critical hit, an 8 (only split out when 8s convert
 *    to criticals) or a critical. Counts follow a multinomial distribution.
 * 2. Attacker rerolls (step 5): up to N dice that would not hit are rerolled once.
 *    Rerolling a miss can never hurt the attacker, so "misses" is the only policy.
 * 3. Attacker modifications (step 5, attacker first): showing 8s become criticals;
 *    "convert all hits to critical"; "convert N hits to critical".
 * 4. Defender rerolls (step 5, defender after attacker): up to M hit dice, non-critical
 *    hits first, then criticals, each once. The attacker's modifications are already
 *    done, so a rerolled die is read as rolled (an 8 from a defender reroll is a plain 8).
 * 5. Damage (step 6): totalDamage() of the final (hits, crits).
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import {
  hitNumber,
  hittingFaces,
  isHit,
  totalDamage,
  type AttackPosition,
} from '../rules/attack-math.js';
import { multinomialCounts, StateDistribution } from './outcome-counts.js';

/** Terrain cover of the defender ("Terrain": soft +2 to hit, hard −1 total damage; both stack once each). */
export type Cover = 'none' | 'soft' | 'hard' | 'both';

/** Reroll budgets of both players for one attack. */
export interface RerollSpec {
  /** Dice the attacker may reroll (missed dice, each once). Infinity = every miss. */
  attacker?: number;
  /** Dice the defender may reroll (hit dice, non-critical first, each once). Infinity = every hit. */
  defender?: number;
  /** How the attacker picks dice; only rerolling misses is meaningful. */
  policy?: 'misses';
}

/** One attack to evaluate exactly. */
export interface ExactAttackInput {
  dice: number;
  accuracy: number;
  damagePerHit: number;
  evasion: number;
  position: AttackPosition;
  cover: Cover;
  /** Hit-number modifier from cards (negative makes hitting easier). */
  modifier?: number;
  /** Extra damage per critical result (e.g. Falx SC-41 Escort chassis). */
  extraPerCrit?: number;
  /** MX Massdriver Shotgun: a rolled 8 becomes a critical (before defender rerolls). */
  convert8sToCrit?: boolean;
  /** "Convert all hits to critical" (C-T22 HE Cannon, Mark 48 torpedo). */
  allHitsAreCrits?: boolean;
  /** "Convert N hit(s) to critical": up to N non-critical hits become criticals. */
  convertHitsToCrit?: number;
  /** Flat change to the total damage before cover (e.g. −1 for "reduce the total damage taken by 1"). */
  totalModifier?: number;
  rerolls?: RerollSpec;
  /** The defender's card cancels the flank/rear to-hit bonus (Falx Cockpit). */
  ignoreFlankBonus?: boolean;
}

/** Exact distribution of one attack. Probabilities sum to 1 (to rounding, < 1e-12). */
export interface ExactResult {
  hitNumber: number;
  dice: number;
  expectedDamage: number;
  /** Ascending damage; zero-probability entries omitted. */
  distribution: Array<{ damage: number; probability: number }>;
  pAtLeastOneCrit: number;
  /** Distribution of successful dice (criticals included), ascending. */
  hits: Array<{ hits: number; probability: number }>;
  /** Distribution of critical results, ascending. */
  crits: Array<{ crits: number; probability: number }>;
}

/** Counts of dice by class after the roll and the attacker's step. */
interface DiceState {
  miss: number;
  hit: number;
  eight: number;
  crit: number;
}

const stateKey = (s: DiceState): string => `${s.miss},${s.hit},${s.eight},${s.crit}`;

/** Per-die class probabilities [miss, non-crit hit, eight, crit] for one roll of a d10. */
function faceClasses(hit: number, splitEights: boolean): [number, number, number, number] {
  const tally: [number, number, number, number] = [0, 0, 0, 0];
  for (let face = BLANK; face <= CRIT; face++) {
    if (face === CRIT) tally[3]++;
    else if (splitEights && face === 8) tally[2]++;
    else if (isHit(face, hit)) tally[1]++;
    else tally[0]++;
  }
  // Guard: the face-by-face reading must agree with the shared hittingFaces().
  const hitting = tally[1] + tally[3] + (splitEights && isHit(8, hit) ? tally[2] : 0);
  if (hitting !== hittingFaces(hit))
    throw new Error(`face classes disagree with hittingFaces(${hit})`);
  return tally.map((n) => n / 10) as [number, number, number, number];
}

function checkCount(name: string, n: number | undefined): number {
  const v = n ?? 0;
  if (!(v === Infinity || (Number.isInteger(v) && v >= 0)))
    throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
  return v;
}

/** Sorted [{key: k, probability}] from a map of k → probability. */
function sortedEntries<K extends string>(
  m: Map<number, number>,
  key: K,
): Array<Record<K, number> & { probability: number }> {
  return [...m.entries()]
    .filter(([, p]) => p > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([k, p]) => ({ [key]: k, probability: p }) as Record<K, number> & { probability: number });
}

/** Exact damage, hit and critical distributions of one attack (see the module comment for the model). */
export function exactAttack(input: ExactAttackInput): ExactResult {
  const dice = checkCount('dice', input.dice);
  if (dice === Infinity) throw new RangeError('dice must be finite');
  if (!Number.isFinite(input.damagePerHit) || input.damagePerHit < 0)
    throw new RangeError(`damagePerHit must be ≥ 0, got ${input.damagePerHit}`);
  const attackerRerolls = checkCount('rerolls.attacker', input.rerolls?.attacker);
  const defenderRerolls = checkCount('rerolls.defender', input.rerolls?.defender);
  const convertN = checkCount('convertHitsToCrit', input.convertHitsToCrit);
  const soft = input.cover === 'soft' || input.cover === 'both';
  const hard = input.cover === 'hard' || input.cover === 'both';
  const hit = hitNumber({
    accuracy: input.accuracy,
    evasion: input.evasion,
    position: input.position,
    softCover: soft,
    modifier: input.modifier,
    ignoreFlankBonus: input.ignoreFlankBonus,
  });
  const split = input.convert8sToCrit === true;
  const attackerFaces = faceClasses(hit, split);
  // Defender rerolls are read without the attacker's conversions: 8s stay 8s.
  const plain = faceClasses(hit, false);
  const defenderFaces = [plain[0], plain[1], plain[3]];

  // 1–2. Roll, then the attacker rerolls up to N dice that do not hit.
  const afterAttacker = new StateDistribution<DiceState>(stateKey);
  for (const roll of multinomialCounts(dice, attackerFaces)) {
    const [miss, h, eight, crit] = roll.counts as [number, number, number, number];
    const r = Math.min(attackerRerolls, miss);
    for (const re of multinomialCounts(r, attackerFaces)) {
      const [m2, h2, e2, c2] = re.counts as [number, number, number, number];
      afterAttacker.add(
        { miss: miss - r + m2, hit: h + h2, eight: eight + e2, crit: crit + c2 },
        roll.probability * re.probability,
      );
    }
  }

  // 3–4. Attacker modifications, then defender rerolls; 5. damage.
  const damage = new Map<number, number>();
  const hits = new Map<number, number>();
  const crits = new Map<number, number>();
  const bump = (m: Map<number, number>, k: number, p: number): void =>
    void m.set(k, (m.get(k) ?? 0) + p);
  for (const { state, probability } of afterAttacker.list()) {
    let h = state.hit;
    let c = state.crit + state.eight; // eight is only non-zero when 8s convert
    if (input.allHitsAreCrits) {
      c += h;
      h = 0;
    }
    const moved = Math.min(convertN, h);
    h -= moved;
    c += moved;
    const d = Math.min(defenderRerolls, h + c);
    const dh = Math.min(d, h);
    const dc = d - dh;
    for (const re of multinomialCounts(d, defenderFaces)) {
      const [, h2, c2] = re.counts as [number, number, number];
      const finalCrits = c - dc + c2;
      const finalHits = h - dh + h2 + finalCrits;
      const p = probability * re.probability;
      const total = totalDamage({
        hits: finalHits,
        crits: finalCrits,
        damagePerHit: input.damagePerHit,
        extraPerCrit: input.extraPerCrit,
        rear: input.position === 'rear',
        hardCover: hard,
        totalModifier: input.totalModifier,
      });
      bump(damage, total, p);
      bump(hits, finalHits, p);
      bump(crits, finalCrits, p);
    }
  }

  const distribution = sortedEntries(damage, 'damage');
  const critList = sortedEntries(crits, 'crits');
  return {
    hitNumber: hit,
    dice,
    expectedDamage: distribution.reduce((s, e) => s + e.damage * e.probability, 0),
    distribution,
    // Summed rather than 1 − P(0) so tiny probabilities keep their precision.
    pAtLeastOneCrit: critList.reduce((s, e) => s + (e.crits >= 1 ? e.probability : 0), 0),
    hits: sortedEntries(hits, 'hits'),
    crits: critList,
  };
}
