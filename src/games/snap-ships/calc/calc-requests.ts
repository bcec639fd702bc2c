/**
 * The `sortie calc` requests as library calls: turn command-line options into an exact
 * calculation (looking the part up in the content database) and a printable result.
 * The CLI handler only parses flags and prints what these return.
 */
import { roundNumbersDeep } from '../../../core/json-numbers.js';
import { suggest } from '../../../config/issues.js';
import { getPart, loadContent, partKey, type ContentDb } from '../content/load-content.js';
import type { Faction, PartCard } from '../content/types.js';
import type { AttackPosition } from '../rules/attack-math.js';
import {
  exactAttack,
  type Cover,
  type ExactAttackInput,
  type ExactResult,
} from './exact-attack.js';
import { exactMissiles, missileProfile, type StandardMissile } from './exact-missiles.js';
import { formatExactTable } from './format-table.js';
import { partAttackProfile } from './part-attack.js';

/** Options of `sortie calc attack`: a part (or raw dice/accuracy/damage) against a defender. */
export interface CalcAttackRequest {
  part?: string;
  faction?: Faction;
  /** Which attack of the part (1-based among its attack icons). */
  ability?: number;
  /** Range to the target, for accuracy printed as X. */
  range?: number;
  dice?: number;
  accuracy?: number;
  damage?: number;
  evasion: number;
  cover?: Cover;
  position?: AttackPosition;
  /** Attacker rerolls (missed dice), added to any the part itself grants. */
  rerolls?: number;
  defenderRerolls?: number;
  modifier?: number;
  extraPerCrit?: number;
  totalModifier?: number;
  convert8s?: boolean;
  allCrits?: boolean;
  convertHits?: number;
  ignoreFlankBonus?: boolean;
}

/** Options of `sortie calc missiles`. */
export interface CalcMissilesRequest {
  missile: StandardMissile;
  count: number;
  evasion: number;
  cover?: Cover;
  modifier?: number;
  defenderRerolls?: number;
  totalModifier?: number;
}

/** A calculation ready to print: the result, what was computed, and caveats. */
export interface CalcOutcome {
  result: ExactResult;
  /** The resolved calculator input. */
  input: ExactAttackInput | (CalcMissilesRequest & { token: string });
  heading: string[];
  notes: string[];
}

/** The part `id`, in `faction` or (when omitted) whichever faction has it. */
export function findPart(db: ContentDb, id: string, faction?: Faction): PartCard {
  if (faction) return getPart(db, faction, id);
  const found = (['forge', 'komplex'] as const)
    .map((f) => db.parts[partKey(f, id)])
    .filter((p): p is PartCard => p !== undefined);
  if (found.length > 1)
    throw new Error(`part "${id}" exists in both factions: give --faction forge|komplex`);
  if (found[0]) return found[0];
  const near = suggest(
    id,
    Object.values(db.parts).map((p) => p.id),
  );
  throw new Error(`unknown part "${id}"${near.length ? `; did you mean "${near[0]}"?` : ''}`);
}

const describeDefender = (evasion: number, position: string, cover: string): string =>
  `vs evasion ${evasion}, ${position}, ${cover === 'none' ? 'no cover' : `${cover} cover`}`;

/** Runs `sortie calc attack`. Throws on unknown parts or missing raw values. */
export function calcAttack(req: CalcAttackRequest, db: ContentDb = loadContent()): CalcOutcome {
  const cover = req.cover ?? 'none';
  const position = req.position ?? 'front';
  let dice: number, accuracy: number, damagePerHit: number;
  let label: string;
  let notes: string[] = [];
  let flags: ReturnType<typeof partAttackProfile>['flags'] = {};
  if (req.part !== undefined) {
    const profile = partAttackProfile(findPart(db, req.part, req.faction), {
      ability: req.ability,
      range: req.range,
    });
    ({ dice, accuracy, damagePerHit, flags, notes, label } = profile);
    dice = req.dice ?? dice;
    accuracy = req.accuracy ?? accuracy;
    damagePerHit = req.damage ?? damagePerHit;
  } else {
    if (req.dice === undefined || req.accuracy === undefined || req.damage === undefined) {
      throw new Error('give --part <id>, or all of --dice, --accuracy and --damage');
    }
    ({ dice, accuracy } = req);
    damagePerHit = req.damage;
    label = `${dice} dice, accuracy ${accuracy}, damage ${damagePerHit}`;
  }
  const attacker = (req.rerolls ?? 0) + (flags.attackerRerolls ?? 0);
  const input: ExactAttackInput = {
    dice,
    accuracy,
    damagePerHit,
    evasion: req.evasion,
    position,
    cover,
    modifier: req.modifier,
    extraPerCrit: req.extraPerCrit,
    totalModifier: req.totalModifier,
    convert8sToCrit: req.convert8s || flags.convert8sToCrit || undefined,
    allHitsAreCrits: req.allCrits || flags.allHitsAreCrits || undefined,
    convertHitsToCrit: Math.max(req.convertHits ?? 0, flags.convertHitsToCrit ?? 0) || undefined,
    ignoreFlankBonus: req.ignoreFlankBonus || undefined,
    rerolls:
      attacker || req.defenderRerolls
        ? { attacker, defender: req.defenderRerolls ?? 0, policy: 'misses' }
        : undefined,
  };
  const result = exactAttack(input);
  return {
    result,
    input,
    heading: [`${label} ${describeDefender(req.evasion, position, cover)}`],
    notes,
  };
}

/** Runs `sortie calc missiles`. */
export function calcMissiles(req: CalcMissilesRequest): CalcOutcome {
  const cover = req.cover ?? 'none';
  const token = missileProfile(req.missile);
  const result = exactMissiles({
    missile: token,
    count: req.count,
    evasion: req.evasion,
    cover,
    modifier: req.modifier,
    totalModifier: req.totalModifier,
    rerolls: req.defenderRerolls ? { defender: req.defenderRerolls } : undefined,
  });
  const notes =
    cover === 'hard' || cover === 'both'
      ? ['hard cover: −1 to the total damage of the whole group of tokens']
      : [];
  return {
    result,
    input: { ...req, cover, token: token.name },
    heading: [
      `${req.count} × ${token.name} (${token.dice} die each, accuracy ${token.accuracy}, damage ${token.damage}) ${describeDefender(req.evasion, 'no flank/rear for missiles', cover)}`,
    ],
    notes,
  };
}

/** The `--json` object: the contract fields first, then extras. */
export function outcomeJson(o: CalcOutcome): Record<string, unknown> {
  const { hitNumber, dice, expectedDamage, distribution, pAtLeastOneCrit, hits, crits } = o.result;
  return roundNumbersDeep({
    hitNumber,
    dice,
    expectedDamage,
    distribution,
    pAtLeastOneCrit,
    hits,
    crits,
    input: o.input,
    notes: o.notes,
  });
}

/** The human-readable table. */
export function outcomeText(o: CalcOutcome): string {
  return formatExactTable(o.result, o.heading, o.notes);
}
