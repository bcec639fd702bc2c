/**
 * Zod schemas of ships.yaml and squadrons.yaml, mirroring types.ts. Checks that need one card
 * only (speed chart shape, unique squadrons and their disks) live here; checks across cards
 * (ship types and squadron types exist) live in load-content.ts.
 */
import { z } from 'zod';
import {
  aliasesSchema,
  assertSame,
  cardEffectSchema,
  count,
  defenseTokenSchema,
  diceCountsSchema,
  factionSchema,
  idSchema,
  sizeClassSchema,
  squadronKeywordSchema,
  SQUADRON_KEYWORDS,
  uncertainSchema,
  upgradeTypeSchema,
  type Same,
} from './schema-common.js';
import type { ShipCard, ShipType, SquadronCard, SquadronKeyword } from './types.js';

const perZone = <T extends z.ZodType>(s: T) =>
  z.strictObject({ front: s, left: s, right: s, rear: s });

/**
 * Speed chart: keys 1..max speed, each a list of one yaw (0–2) per joint, as many joints as the
 * speed (V2). Read as a map keyed by speed number.
 */
export const speedChartSchema = z
  .record(z.string().regex(/^[1-9]$/, 'speeds are 1-9'), z.array(count().max(2)))
  .superRefine((chart, ctx) => {
    const speeds = Object.keys(chart)
      .map(Number)
      .sort((a, b) => a - b);
    if (speeds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'a speed chart needs at least speed 1' });
    speeds.forEach((speed, i) => {
      if (speed !== i + 1)
        ctx.addIssue({
          code: 'custom',
          message: `speeds must run 1..max without gaps (missing ${i + 1})`,
        });
      const joints = chart[String(speed)]!.length;
      if (joints !== speed) {
        ctx.addIssue({
          code: 'custom',
          message: `speed ${speed} needs ${speed} joint yaw values, got ${joints}`,
          path: [String(speed)],
        });
      }
    });
  })
  .transform((chart) => chart as Record<number, number[]>);

/** A ship type (titles match it). */
export const shipTypeSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  coreSetModels: count(),
});

/** A ship card. */
export const shipSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    aliases: aliasesSchema.optional(),
    shipType: idSchema,
    faction: factionSchema,
    size: sizeClassSchema,
    hull: count(1),
    command: count(1),
    squadron: count(),
    engineering: count(),
    shields: perZone(count()),
    battery: perZone(diceCountsSchema),
    antiSquadron: diceCountsSchema,
    defenseTokens: z.array(defenseTokenSchema),
    speedChart: speedChartSchema,
    upgradeBar: z.array(upgradeTypeSchema),
    points: count(),
    sources: z.array(z.string().min(1)).optional(),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((s, ctx) => {
    // Commanders and titles show their icon on the card back only (RRG16 "Upgrade Icons").
    s.upgradeBar.forEach((t, i) => {
      if (t === 'commander' || t === 'title') {
        ctx.addIssue({
          code: 'custom',
          message: `${t} is not printed in an upgrade bar (any ship may take one)`,
          path: ['upgradeBar', i],
        });
      }
    });
  });

/** A squadron card. */
export const squadronSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    aliases: aliasesSchema.optional(),
    squadronType: idSchema.optional(),
    faction: factionSchema,
    unique: z.boolean(),
    hull: count(1),
    speed: count(),
    antiSquadron: diceCountsSchema,
    battery: diceCountsSchema,
    keywords: z.array(squadronKeywordSchema),
    defenseTokens: z.array(defenseTokenSchema),
    ability: cardEffectSchema('squadron-ability').optional(),
    ruling: z.string().min(1).optional(),
    points: count(),
    coreSetDisks: count().optional(),
    sources: z.array(z.string().min(1)).optional(),
    uncertain: uncertainSchema.optional(),
  })
  .superRefine((q, ctx) => {
    // T1: only unique squadrons carry defense tokens; Q5: uniques fly a disk of their type.
    if (!q.unique && q.defenseTokens.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'only unique squadrons have defense tokens',
        path: ['defenseTokens'],
      });
    }
    if (q.unique && q.squadronType === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'a unique squadron names the squadronType whose disk it uses',
        path: ['squadronType'],
      });
    }
    if (q.unique && q.coreSetDisks !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'disks belong to the generic card (squadronType)',
        path: ['coreSetDisks'],
      });
    }
  });

/** ships.yaml. */
export const shipsFileSchema = z.strictObject({
  shipTypes: z.array(shipTypeSchema).min(1),
  ships: z.array(shipSchema).min(1),
});

/** squadrons.yaml. */
export const squadronsFileSchema = z.strictObject({
  keywords: z.strictObject(
    Object.fromEntries(SQUADRON_KEYWORDS.map((k) => [k, z.string().min(1)])) as Record<
      SquadronKeyword,
      z.ZodString
    >,
  ),
  squadrons: z.array(squadronSchema).min(1),
});

// ---- the schemas must produce exactly the types of types.ts (tsc fails here otherwise)
assertSame<Same<z.output<typeof shipTypeSchema>, ShipType>>();
assertSame<Same<z.output<typeof shipSchema>, ShipCard>>();
assertSame<Same<z.output<typeof squadronSchema>, SquadronCard>>();
assertSame<
  Same<z.output<typeof squadronsFileSchema>['keywords'], Record<SquadronKeyword, string>>
>();
