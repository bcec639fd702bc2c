/**
 * The exact Armada dice calculator (`sortie calc armada`): the damage distribution of one
 * attack pool against a ship or squadron, with the defender's tokens played by the policy of
 * token-policy.ts. Exhaustive over every face tuple (grouped into classes, outcome-classes.ts);
 * nothing is sampled. Returns the DESIGN.md contract object
 * `{dice, expectedDamage, distribution, pAtLeastOneCrit, pAtLeastOneAccuracy}` plus extras.
 */
import { loadArmadaContent, type ArmadaContent } from '../content/load-content.js';
import type { DefenseTokenType } from '../content/types.js';
import { diceTable, parsePool, poolSize, type DamageContext } from '../rules/dice.js';
import {
  validateArmadaCalcRequest,
  type ArmadaCalcRequest,
  type CalcRange,
  type ResolvedCalcRequest,
} from './calc-request.js';
import { dieKinds, rerollOutcomes, rollClasses, type ClassSpace } from './outcome-classes.js';
import { tokenPolicy, type DefenseSetup } from './token-policy.js';

/** The calculator result: the contract fields first, then extras. */
export interface ArmadaCalcResult {
  /** Canonical pool string, e.g. "3R3U". */
  dice: string;
  expectedDamage: number;
  /** Damage to the defending hull zone (or squadron), ascending; zero-probability values left out. */
  distribution: Array<{ damage: number; probability: number }>;
  /** P(at least one crit icon in the pool at Resolve Damage), after the defender's tokens. */
  pAtLeastOneCrit: number;
  /** P(at least one accuracy icon rolled). */
  pAtLeastOneAccuracy: number;
  target: 'ship' | 'squadron';
  attacker: 'ship' | 'squadron';
  /** The defender's tokens, one entry per copy (redirect as redirect:N). */
  tokens: string[];
  range?: CalcRange;
  /** P(the attacker locks each token type with accuracies), for the types the defender holds. */
  pLocked: Partial<Record<DefenseTokenType, number>>;
  /** Classes of rolls enumerated (distinct summaries). */
  classes: number;
  notes: string[];
}

const RANGE_ORDER: Record<string, number> = { close: 0, medium: 1, long: 2, extreme: 3 };
const COLOUR_REACH = { black: 0, blue: 1, red: 2 } as const;

/** The evade effect at `range` (T3): long cancels 1, extreme cancels 2, closer rerolls 1; +1 die vs a larger ship. */
function evadeEffect(r: ResolvedCalcRequest): DefenseSetup['evade'] {
  if (!r.tokens.evade || !r.range) return undefined;
  const base =
    r.range === 'long'
      ? { mode: 'cancel' as const, dice: 1 }
      : r.range === 'extreme'
        ? { mode: 'cancel' as const, dice: 2 }
        : { mode: 'reroll' as const, dice: 1 };
  return { ...base, dice: base.dice + (r.evadeVsLarger ? 1 : 0) };
}

function notesFor(r: ResolvedCalcRequest): string[] {
  const notes: string[] = [];
  const reach = r.range !== undefined ? RANGE_ORDER[r.range] : undefined;
  if (reach !== undefined) {
    const out = (['black', 'blue', 'red'] as const).filter(
      (c) => r.pool[c] > 0 && COLOUR_REACH[c] < reach,
    );
    if (out.length)
      notes.push(
        `${out.join(' and ')} dice are not gathered at ${r.range} range (D2): computed as given (e.g. dice added by an effect)`,
      );
  }
  if (r.target === 'squadron' || r.attacker === 'squadron') {
    notes.push(
      r.bomber && r.target === 'ship'
        ? 'bomber: crit icons add damage against the ship (Q6)'
        : 'a squadron attacks or defends: crit icons are not damage (K7)',
    );
  }
  if (r.tokens.redirect)
    notes.push(
      `redirect moves up to ${r.redirectShields} damage to the adjacent zone's shields: the distribution is the defending zone's damage`,
    );
  if (Object.keys(r.tokens).length) {
    notes.push(
      'token policy: the attacker locks tokens to maximise expected damage, the defender then spends every unlocked ' +
        'token to minimise it (calc/token-policy.ts)',
    );
  }
  return notes;
}

/** Runs one exact calculation. Throws ArmadaCalcError for an invalid request. */
export function armadaCalc(
  request: ArmadaCalcRequest,
  content: ArmadaContent = loadArmadaContent(),
): ArmadaCalcResult {
  const r = validateArmadaCalcRequest(request);
  const table = diceTable(content.dice);
  const ctx: DamageContext = { attacker: r.attacker, defender: r.target, bomber: r.bomber };
  const evade = evadeEffect(r);
  const evadeDice = evade?.dice ?? 0;
  const tokenCopies = Object.values(r.tokens).reduce((a, n) => a + (n ?? 0), 0);
  const space: ClassSpace = {
    ctx,
    kinds: evade ? dieKinds(r.pool, table, ctx) : [],
    accCap: Math.max(1, tokenCopies),
    critCap: evadeDice + 1,
    kindCap: evadeDice,
  };
  const classes = rollClasses(r.pool, table, space);
  const policy = tokenPolicy(
    space,
    { tokens: r.tokens, evade, redirectShields: r.redirectShields },
    rerollOutcomes(table, ctx),
  );

  const byDamage = new Map<number, number>();
  const lockWeight = new Map<DefenseTokenType, number>();
  let critWeight = 0;
  let accWeight = 0;
  let total = 0;
  for (const cls of classes) {
    const { outcomes, locked } = policy.resolve(cls);
    for (const o of outcomes) {
      const w = cls.weight * o.weight;
      byDamage.set(o.damage, (byDamage.get(o.damage) ?? 0) + w);
      if (o.crit) critWeight += w;
      total += w;
    }
    if (cls.acc > 0) accWeight += cls.weight * policy.scale;
    for (const t of locked) lockWeight.set(t, (lockWeight.get(t) ?? 0) + cls.weight * policy.scale);
  }
  const distribution = [...byDamage.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([damage, w]) => ({ damage, probability: w / total }));
  const tokens = (['redirect', 'evade', 'brace', 'scatter'] as const).flatMap((t) =>
    Array.from({ length: r.tokens[t] ?? 0 }, () =>
      t === 'redirect' ? `redirect:${r.redirectShields}` : t,
    ),
  );
  const pLocked: ArmadaCalcResult['pLocked'] = {};
  for (const t of Object.keys(r.tokens) as DefenseTokenType[])
    pLocked[t] = (lockWeight.get(t) ?? 0) / total;
  return {
    dice: r.dice,
    expectedDamage: distribution.reduce((a, e) => a + e.damage * e.probability, 0),
    distribution,
    pAtLeastOneCrit: critWeight / total,
    pAtLeastOneAccuracy: accWeight / total,
    target: r.target,
    attacker: r.attacker,
    tokens,
    ...(r.range ? { range: r.range } : {}),
    pLocked,
    classes: classes.length,
    notes: notesFor(r),
  };
}

/** `x` rounded to 12 significant digits (prints without float noise such as 0.30000000000000004). */
export const round12 = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(12)));

/** The `--json` object: the result with every probability and expectation rounded to 12 significant digits. */
export function armadaCalcJson(result: ArmadaCalcResult): Record<string, unknown> {
  const pLocked = Object.fromEntries(
    Object.entries(result.pLocked).map(([t, p]) => [t, round12(p)]),
  );
  return {
    ...result,
    expectedDamage: round12(result.expectedDamage),
    distribution: result.distribution.map((e) => ({
      damage: e.damage,
      probability: round12(e.probability),
    })),
    pAtLeastOneCrit: round12(result.pAtLeastOneCrit),
    pAtLeastOneAccuracy: round12(result.pAtLeastOneAccuracy),
    pLocked,
  };
}

/** The human-readable table: heading, summary line, P(= k) and P(>= k) per damage, notes. */
export function armadaCalcText(result: ArmadaCalcResult): string {
  const fmt = (p: number) => p.toFixed(4);
  const tokens = result.tokens.length ? `, defender tokens ${result.tokens.join(', ')}` : '';
  const lines = [
    `${result.dice} (${poolSize(parsePool(result.dice))} dice) by a ${result.attacker} vs a ${result.target}${result.range ? ` at ${result.range}` : ''}${tokens}`,
    `expected damage ${result.expectedDamage.toFixed(4)}   P(at least one crit) ${fmt(result.pAtLeastOneCrit)}   ` +
      `P(at least one accuracy) ${fmt(result.pAtLeastOneAccuracy)}`,
    '',
    'damage   P(= k)   P(>= k)',
  ];
  let tail = 1;
  for (const e of result.distribution) {
    lines.push(
      `${String(e.damage).padStart(6)}   ${fmt(e.probability)}   ${fmt(Math.max(0, Math.min(1, tail)))}`,
    );
    tail -= e.probability;
  }
  for (const n of result.notes) lines.push(`note: ${n}`);
  return lines.join('\n');
}
