/**
 * Zod schemas of dice.yaml, defense-tokens.yaml, damage-deck.yaml, upgrades.yaml,
 * objectives.yaml and fleets.yaml, mirroring types.ts. Single-file totals (faces per die,
 * deck size and traits, the upgrade count) are checked here; references to other files
 * (title ship types, fleet cards) in load-content.ts and fleet-check.ts.
 */
import { z } from 'zod';
import {
  assertSame,
  attackRangeSchema,
  cardEffectSchema,
  commandSchema,
  count,
  DEFENSE_TOKEN_TYPES,
  dieColourSchema,
  effectIdSchema,
  factionSchema,
  idSchema,
  paramsSchema,
  sizeClassSchema,
  aliasesSchema,
  uncertainSchema,
  upgradeTypeSchema,
  type Same,
} from './schema-common.js';
import type {
  DamageCard,
  DamageDeckContent,
  DefenseTokensContent,
  DiceContent,
  Fleet,
  FleetPreset,
  ObjectiveCard,
  UpgradeCard,
  UpgradesContent,
} from './types.js';

const FACE_IDS = ['blank', 'hit', 'critical', 'hit-hit', 'hit-critical', 'accuracy'] as const;
const faceIdSchema = z.enum(FACE_IDS);
const faceIconsSchema = z.strictObject({ hit: count(), crit: count(), accuracy: count() });
const colourSchema = z.strictObject({
  maxRange: attackRangeSchema,
  faces: z.partialRecord(faceIdSchema, count(1)),
});

/** dice.yaml. Every colour has exactly `facesPerDie` faces (D1). */
export const diceFileSchema = z
  .strictObject({
    facesPerDie: count(1),
    faces: z.strictObject(
      Object.fromEntries(FACE_IDS.map((f) => [f, faceIconsSchema])) as Record<
        (typeof FACE_IDS)[number],
        typeof faceIconsSchema
      >,
    ),
    colours: z.strictObject({ red: colourSchema, blue: colourSchema, black: colourSchema }),
    sources: z.array(z.string().min(1)).optional(),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((d, ctx) => {
    for (const [colour, info] of Object.entries(d.colours)) {
      const total = Object.values(info.faces).reduce<number>((a, n) => a + (n ?? 0), 0);
      if (total !== d.facesPerDie) {
        ctx.addIssue({
          code: 'custom',
          message: `${colour} has ${total} faces, facesPerDie is ${d.facesPerDie}`,
          path: ['colours', colour, 'faces'],
        });
      }
    }
  });

const tokenInfoSchema = z.strictObject({
  name: z.string().min(1),
  text: z.string().min(1),
  uncertain: uncertainSchema.optional(),
});

/** defense-tokens.yaml. */
export const defenseTokensFileSchema = z.strictObject({
  tokens: z.strictObject(
    Object.fromEntries(DEFENSE_TOKEN_TYPES.map((t) => [t, tokenInfoSchema])) as Record<
      (typeof DEFENSE_TOKEN_TYPES)[number],
      typeof tokenInfoSchema
    >,
  ),
  general: z.string().min(1),
});

/** A damage card title. */
export const damageCardSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  trait: z.enum(['ship', 'crew']),
  count: count(1),
  timing: z.enum(['immediate', 'persistent']),
  text: z.string().min(1),
  effect: effectIdSchema('damage-card'),
  params: paramsSchema.optional(),
  ruling: z.string().min(1).optional(),
  uncertain: uncertainSchema.optional(),
});

/** damage-deck.yaml: the copies add up to `total`, and per trait to `traitCounts` (M7, M9). */
export const damageDeckFileSchema = z
  .strictObject({
    total: count(1),
    traitCounts: z.strictObject({ ship: count(), crew: count() }),
    cards: z.array(damageCardSchema).min(1),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((d, ctx) => {
    const sum = (trait?: string) =>
      d.cards.filter((c) => !trait || c.trait === trait).reduce((a, c) => a + c.count, 0);
    if (sum() !== d.total)
      ctx.addIssue({
        code: 'custom',
        message: `the cards add up to ${sum()} copies, total is ${d.total}`,
        path: ['total'],
      });
    for (const trait of ['ship', 'crew'] as const) {
      if (sum(trait) !== d.traitCounts[trait]) {
        ctx.addIssue({
          code: 'custom',
          message: `${sum(trait)} ${trait} cards, traitCounts says ${d.traitCounts[trait]}`,
          path: ['traitCounts', trait],
        });
      }
    }
  });

/** An upgrade card. Titles need a ship-type restriction (U4). */
export const upgradeSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    aliases: aliasesSchema.optional(),
    type: upgradeTypeSchema,
    faction: z.enum(['rebel', 'imperial', 'any']),
    unique: z.boolean(),
    points: count(),
    traits: z.array(z.enum(['modification'])).optional(),
    restrictions: z
      .strictObject({
        shipType: idSchema.optional(),
        sizes: z.array(sizeClassSchema).min(1).optional(),
        flagship: z.boolean().optional(),
      })
      .optional(),
    critical: z.union([dieColourSchema, z.literal('any')]).optional(),
    command: commandSchema.optional(),
    exhaust: z.boolean().optional(),
    text: z.string().min(1),
    effect: effectIdSchema('upgrade'),
    params: paramsSchema.optional(),
    ruling: z.string().min(1).optional(),
    membership: z.enum(['confirmed', 'probable']),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((u, ctx) => {
    if ((u.type === 'title') !== (u.restrictions?.shipType !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'titles (and only titles) name the shipType they fit',
        path: ['restrictions'],
      });
    }
    if (u.membership === 'probable' && !u.uncertain) {
      ctx.addIssue({
        code: 'custom',
        message: 'a probable core-set card needs an uncertain note saying why',
        path: ['membership'],
      });
    }
  });

/** upgrades.yaml: identified cards plus unidentified slots make up coreSetCount (SPEC 3.2 #18). */
export const upgradesFileSchema = z
  .strictObject({
    coreSetCount: count(),
    listRoles: z
      .record(z.string().regex(/^[a-z]+$/, 'a role tag is lower-case letters'), upgradeTypeSchema)
      .optional(),
    cards: z.array(upgradeSchema),
    unidentified: z.array(z.strictObject({ slot: count(1), uncertain: uncertainSchema })),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((u, ctx) => {
    const n = u.cards.length + u.unidentified.length;
    if (n !== u.coreSetCount) {
      ctx.addIssue({
        code: 'custom',
        message: `${u.cards.length} cards + ${u.unidentified.length} unidentified = ${n}, coreSetCount is ${u.coreSetCount}`,
        path: ['coreSetCount'],
      });
    }
  });

const objectiveEffect = cardEffectSchema('objective');

/** An objective card: at least one printed section. */
export const objectiveSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    category: z.enum(['assault', 'defense', 'navigation']),
    victoryTokenValue: count(),
    setup: objectiveEffect.optional(),
    special: objectiveEffect.optional(),
    endOfRound: objectiveEffect.optional(),
    endOfGame: objectiveEffect.optional(),
    ruling: z.string().min(1).optional(),
    uncertain: uncertainSchema.optional(),
  })
  .refine(
    (o) => o.setup || o.special || o.endOfRound || o.endOfGame,
    'an objective needs a setup, special, endOfRound or endOfGame section',
  );

/** objectives.yaml. */
export const objectivesFileSchema = z.strictObject({
  cards: z.array(objectiveSchema).min(1),
  uncertain: uncertainSchema.optional(),
});

/**
 * A fleet in the explicit form of a matchup config's side (DESIGN.md): `upgrades` may be
 * left out (none) and so may a squadron's `count` (1).
 */
export const fleetSchema = z.strictObject({
  faction: factionSchema,
  ships: z
    .array(z.strictObject({ ship: idSchema, upgrades: z.array(idSchema).default([]) }))
    .min(1),
  squadrons: z
    .array(z.strictObject({ squadron: idSchema, count: count(1).default(1) }))
    .default([]),
  objectives: z.array(idSchema).optional(),
});

/** A preset fleet: the explicit form plus its id, format, printed total and provenance. */
export const fleetPresetSchema = fleetSchema.extend({
  id: idSchema,
  name: z.string().min(1),
  format: idSchema,
  points: count(),
  description: z.string().min(1),
  source: z.string().min(1),
  uncertain: uncertainSchema.optional(),
});

/** fleets.yaml. */
export const fleetsFileSchema = z.strictObject({ fleets: z.array(fleetPresetSchema).min(1) });

// ---- the schemas must produce exactly the types of types.ts (tsc fails here otherwise)
assertSame<Same<z.output<typeof diceFileSchema>, DiceContent>>();
assertSame<Same<z.output<typeof defenseTokensFileSchema>, DefenseTokensContent>>();
assertSame<Same<z.output<typeof damageCardSchema>, DamageCard>>();
assertSame<Same<z.output<typeof damageDeckFileSchema>, DamageDeckContent>>();
assertSame<Same<z.output<typeof upgradeSchema>, UpgradeCard>>();
assertSame<Same<z.output<typeof upgradesFileSchema>, UpgradesContent>>();
assertSame<Same<z.output<typeof objectiveSchema>, ObjectiveCard>>();
assertSame<Same<z.output<typeof fleetSchema>, Fleet>>();
assertSame<Same<z.output<typeof fleetPresetSchema>, FleetPreset>>();
