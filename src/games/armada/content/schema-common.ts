/**
 * Zod building blocks shared by the Armada content schemas: ids, enums, dice counts and
 * effect ids (checked against the registry of effect-ids.ts, by kind, with "did you mean").
 * Objects are strict everywhere: an unknown key is an error.
 */
import { z } from 'zod';
import { didYouMean } from '../../../config/content-errors.js';
import {
  ARMADA_EFFECT_IDS,
  armadaEffectKind,
  type ArmadaEffectId,
  type ArmadaEffectKind,
} from './effect-ids.js';
import type { CardEffect } from './types.js';

/** A non-negative (or at least `min`) integer. */
export const count = (min = 0) => z.number().int().min(min);

/** A kebab-case id. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case (a-z, 0-9 and single hyphens)');

/** Ship and squadron factions. */
export const factionSchema = z.enum(['rebel', 'imperial']);
/** Size classes. */
export const sizeClassSchema = z.enum(['small', 'medium', 'large', 'huge']);
/** Hull zones, in card order. */
export const HULL_ZONES = ['front', 'left', 'right', 'rear'] as const;
/** Die colours, in pool order. */
export const DIE_COLOURS = ['red', 'blue', 'black'] as const;
/** Die colours. */
export const dieColourSchema = z.enum(DIE_COLOURS);
/** Attack ranges. */
export const attackRangeSchema = z.enum(['close', 'medium', 'long']);
/** Commands. */
export const commandSchema = z.enum(['navigate', 'squadron', 'repair', 'concentrate-fire']);
/** Defense token types. */
export const DEFENSE_TOKEN_TYPES = ['redirect', 'evade', 'brace', 'scatter'] as const;
/** Defense token types. */
export const defenseTokenSchema = z.enum(DEFENSE_TOKEN_TYPES);
/** Core squadron keywords. */
export const SQUADRON_KEYWORDS = ['bomber', 'escort', 'swarm'] as const;
/** Squadron keywords. */
export const squadronKeywordSchema = z.enum(SQUADRON_KEYWORDS);
/** Upgrade icons. */
export const UPGRADE_TYPES = [
  'commander',
  'officer',
  'title',
  'weapons-team',
  'support-team',
  'fleet-command',
  'fleet-support',
  'offensive-retrofit',
  'defensive-retrofit',
  'experimental-retrofit',
  'turbolaser',
  'ion-cannon',
  'ordnance',
] as const;
/** Upgrade icons. */
export const upgradeTypeSchema = z.enum(UPGRADE_TYPES);

/** {red, blue, black} dice counts, all three required. */
export const diceCountsSchema = z.strictObject({ red: count(), blue: count(), black: count() });

/** Other names fleet builders print for a card (short names, plurals): matched like the name (fleet-list-text.ts). */
export const aliasesSchema = z.array(z.string().min(1)).min(1);

/** `uncertain:` notes: a list of non-empty strings. */
export const uncertainSchema = z.array(z.string().min(1)).min(1);

/** Effect handler parameters. */
export const paramsSchema = z.record(z.string(), z.unknown());

/** A registered effect id of `kind`, with a "did you mean" on typos and a hint on the wrong kind. */
export function effectIdSchema(kind: ArmadaEffectKind) {
  return z
    .string()
    .superRefine((id, ctx) => {
      const found = armadaEffectKind(id);
      if (found === kind) return;
      const message =
        found === undefined
          ? `unknown ${kind} effect id ${JSON.stringify(id)}${didYouMean(id, Object.keys(ARMADA_EFFECT_IDS[kind]))}; ids are listed in effect-ids.ts`
          : `effect id ${JSON.stringify(id)} is registered for ${found} cards, not ${kind} cards`;
      ctx.addIssue({ code: 'custom', message });
    })
    .transform((id) => id as ArmadaEffectId);
}

/** A card text with its effect id (and optional params). */
export function cardEffectSchema(kind: ArmadaEffectKind) {
  return z.strictObject({
    text: z.string().min(1),
    effect: effectIdSchema(kind),
    params: paramsSchema.optional(),
  });
}

// ---- type-level check: the effect schema produces CardEffect (tsc fails here otherwise)
/** True when A and B are the same type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only when its type argument is `true`. */
export function assertSame<T extends true>(): T | void {}
assertSame<Same<z.output<ReturnType<typeof cardEffectSchema>>, CardEffect>>();
