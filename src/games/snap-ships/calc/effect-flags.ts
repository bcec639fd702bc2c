/**
 * Maps the effects printed on an attack (or missile token) to the exact calculator's
 * switches. Content names effects by handler id (`effect:` with `params:`, see
 * content/effect-ids.ts); when a profile carries no id (a hand-written token, say), the
 * printed wording is recognised instead. Effects the calculator cannot express come back
 * as notes, never silently dropped.
 */
import type { EffectId } from '../content/effect-ids.js';
import type { ExactAttackInput } from './exact-attack.js';

/** The calculator switches an effect can set. */
export type AttackFlags = Pick<
  ExactAttackInput,
  'convert8sToCrit' | 'allHitsAreCrits' | 'convertHitsToCrit'
> & {
  /** Dice the attacker may reroll (missed dice). */
  attackerRerolls?: number;
};

/** An effect reference: a handler id, optionally with its parameters. */
export type EffectRef = string | { id: string; params?: Record<string, unknown> };

type Params = Record<string, unknown>;

/** Effect ids that switch calculator flags. */
const FLAG_EFFECTS = {
  'convert-8s-to-crit': () => ({ convert8sToCrit: true }),
  'convert-one-hit-to-crit': () => ({ convertHitsToCrit: 1 }),
  'convert-all-hits-to-crit': () => ({ allHitsAreCrits: true }),
  'reroll-attack-dice': (p: Params) => ({
    attackerRerolls: typeof p['max'] === 'number' ? p['max'] : 1,
  }),
} satisfies Partial<Record<EffectId, (p: Params) => AttackFlags>>;

/** Effect ids that do not change damage, hits or criticals of the attack itself. */
const NEUTRAL_EFFECTS: ReadonlySet<EffectId> = new Set<EffectId>([
  'place-heat-per-hit', // hit effect (step 7): heat, not damage
  'heat-missile-heat',
  'reduce-evasion-after-close-attack', // after the attack
  'damage-equals-target-size', // exactMissiles asks for the damage per hit instead
]);

/** Effect ids that leave the distribution as is but deserve a remark. */
const NOTE_EFFECTS: Partial<Record<EffectId, string>> = {
  'multi-target-attack': 'each extra target is a separate attack; this distribution is per target',
};

/** Printed wordings understood when no effect id is given. */
const TEXT_RULES: Array<{ pattern: RegExp; flags: (m: RegExpMatchArray) => AttackFlags }> = [
  { pattern: /convert 8s to critical/i, flags: () => ({ convert8sToCrit: true }) },
  { pattern: /convert all hits to critical/i, flags: () => ({ allHitsAreCrits: true }) },
  {
    pattern: /convert (\d+) hits? to critical/i,
    flags: (m) => ({ convertHitsToCrit: Number(m[1]) }),
  },
  {
    pattern: /^(?:you may )?reroll (\d+) (?:die|dice)\.?$/i,
    flags: (m) => ({ attackerRerolls: Number(m[1]) }),
  },
];

/** Printed wordings that do not change the distribution. */
const NEUTRAL_TEXT = [/place \d+ heat/i, /^X = range/i];

/** Merges flags; counts take the larger value. */
function merge(into: AttackFlags, add: AttackFlags): void {
  if (add.convert8sToCrit) into.convert8sToCrit = true;
  if (add.allHitsAreCrits) into.allHitsAreCrits = true;
  if (add.convertHitsToCrit !== undefined)
    into.convertHitsToCrit = Math.max(into.convertHitsToCrit ?? 0, add.convertHitsToCrit);
  if (add.attackerRerolls !== undefined)
    into.attackerRerolls = Math.max(into.attackerRerolls ?? 0, add.attackerRerolls);
}

/**
 * Flags for an attack's effect ids, or (when it has none) its printed texts, plus notes
 * on what the calculator does not model.
 */
export function attackFlagsFromEffects(
  effects: readonly EffectRef[],
  texts: readonly string[],
): { flags: AttackFlags; notes: string[] } {
  const flags: AttackFlags = {};
  const notes: string[] = [];
  for (const e of effects) {
    const id = typeof e === 'string' ? e : e.id;
    const params = typeof e === 'string' ? {} : (e.params ?? {});
    if (Object.hasOwn(FLAG_EFFECTS, id))
      merge(flags, FLAG_EFFECTS[id as keyof typeof FLAG_EFFECTS](params));
    else if (NOTE_EFFECTS[id as EffectId]) notes.push(NOTE_EFFECTS[id as EffectId]!);
    else if (!NEUTRAL_EFFECTS.has(id as EffectId))
      notes.push(`effect ${id} is not modelled by the calculator`);
  }
  // An effect id stands for the printed text; read the text only when there is none.
  if (effects.length > 0) return { flags, notes };
  for (const text of texts) {
    const t = text.trim();
    const known = TEXT_RULES.find((r) => r.pattern.test(t));
    if (known) merge(flags, known.flags(t.match(known.pattern)!));
    else if (!NEUTRAL_TEXT.some((r) => r.test(t)))
      notes.push(`"${t}" is not modelled by the calculator`);
  }
  return { flags, notes };
}
