/**
 * Zod schemas for the Snap Ships content YAML, mirroring types.ts (a type-level check at the
 * bottom fails `tsc` if the two drift apart). Objects are strict: unknown keys are errors.
 * Checks that need one card only (repair cost vs REPAIR action, slot totals vs preset size)
 * live here; checks across files (preset parts exist) live in load-content.ts.
 */
import { z } from 'zod';
import { closest } from 'fastest-levenshtein';
import { EFFECT_IDS, isEffectId } from './effect-ids.js';
import type {
  Ability,
  ChassisCard,
  Cost,
  Icon,
  MissileProfile,
  PartCard,
  TableConstants,
  TerrainInfo,
} from './types.js';

const count = (min = 0) => z.number().int().min(min);

/** Faction of a chassis or part. */
export const factionSchema = z.enum(['forge', 'komplex']);
/** Part slot types. */
export const slotSchema = z.enum(['cockpit', 'thruster', 'wing', 'systems']);
/** Move directions around the S/L circle. */
export const moveDirectionSchema = z.enum([
  'front',
  'front-left',
  'front-right',
  'left',
  'right',
  'rear-left',
  'rear-right',
  'rear',
]);
/** Firing arcs. */
export const arcSchema = z.enum([
  'line',
  'front-45',
  'front-90',
  'front-180',
  'front-270',
  '360',
  'rear-90',
  'rear-180',
  'rear-270',
  'side-90',
  'left-90',
  'right-90',
]);

/** Inclusive range bands [min, max], 0..4 (0 = touching). */
const rangeSchema = z
  .tuple([count().max(4), count().max(4)])
  .refine(([min, max]) => min <= max, 'range must be [min, max] with min <= max');

/** A registered effect id (effect-ids.ts), with a "did you mean" on typos. */
export const effectIdSchema = z.string().refine((id): boolean => isEffectId(id), {
  error: (iss) =>
    `unknown effect id ${JSON.stringify(iss.input)}; did you mean "${closest(String(iss.input), Object.keys(EFFECT_IDS))}"? (ids are listed in effect-ids.ts)`,
});

const paramsSchema = z.record(z.string(), z.unknown());

/** Action cost: power and heat cubes, or the "?" variable cost. */
export const costSchema = z.strictObject({
  power: count().optional(),
  heat: count().optional(),
  variable: z.boolean().optional(),
});

/** Weapon profile of an attack icon. */
export const attackIconSchema = z.strictObject({
  arc: arcSchema,
  range: rangeSchema,
  dice: count(1),
  accuracy: z.union([count(), z.literal('X')]),
  damage: count(),
  effects: z.array(z.string()).optional(),
});

/** Missile token profile (standard tokens in missiles.yaml, torpedo tokens on their parts). */
export const missileProfileSchema = z
  .strictObject({
    name: z.string().min(1),
    quality: count(1),
    dice: count(1),
    accuracy: count(),
    damage: count().nullable(),
    damageVariable: z.boolean().optional(),
    effect: effectIdSchema.optional(),
    params: paramsSchema.optional(),
    effects: z.array(z.string()).optional(),
  })
  .refine((m) => (m.damage === null) === (m.damageVariable === true), {
    message: 'damage must be null exactly when damageVariable is true',
    path: ['damage'],
  });

const ventSchema = z
  .strictObject({ power: count(1).optional(), heat: count(1).optional(), any: count(1).optional() })
  .refine((v) => Object.keys(v).length > 0, 'vent needs power, heat or any');

/** One schema per icon form, keyed by the icon's own key. */
const ICON_FORMS = {
  rotate: z.strictObject({
    rotate: count(1).max(8),
    ai: z.enum(['face', 'side', 'away']).optional(),
  }),
  u_turn: z.strictObject({ u_turn: z.literal(true), ai: z.literal('face').optional() }),
  move: z.strictObject({
    move: z.enum(['S', 'L']),
    directions: z.array(moveDirectionSchema).min(1),
  }),
  evade: z.strictObject({ evade: count(1) }),
  vent: z.strictObject({ vent: ventSchema }),
  attack: z.strictObject({ attack: attackIconSchema }),
  ram: z.strictObject({
    ram: z.strictObject({ dice: count(1), accuracy: count(), damage: count() }),
  }),
  anti_missile: z.strictObject({ anti_missile: z.strictObject({ modifier: z.number().int() }) }),
  launch: z.strictObject({
    launch: z.strictObject({
      missile: z.enum(['light', 'heavy', 'heat', 'torpedo']),
      count: count(1),
      arc: arcSchema,
      range: rangeSchema,
      token: missileProfileSchema.optional(),
    }),
  }),
  target: z.strictObject({
    target: z.strictObject({ arc: arcSchema, range: rangeSchema, evasion: z.number().int() }),
  }),
  hack: z.strictObject({
    hack: z.strictObject({ arc: arcSchema, range: rangeSchema, count: count(1) }),
  }),
} as const;
const ICON_KEYS = Object.keys(ICON_FORMS) as Array<keyof typeof ICON_FORMS>;

/**
 * One icon. Dispatches on the icon's key (rotate, move, attack, ...) so errors name the
 * wrong field instead of "no union member matched".
 */
export const iconSchema = z
  .custom<Icon>(() => true)
  .superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `an icon is a map with one of the keys ${ICON_KEYS.join(', ')}`,
      });
      return;
    }
    const keys = ICON_KEYS.filter((k) => k in value);
    if (keys.length !== 1) {
      const found = Object.keys(value).join(', ') || 'none';
      const hint =
        keys.length === 0 && Object.keys(value)[0]
          ? `; did you mean "${closest(Object.keys(value)[0]!, ICON_KEYS)}"?`
          : '';
      ctx.addIssue({
        code: 'custom',
        message: `an icon needs exactly one of the keys ${ICON_KEYS.join(', ')} (found: ${found})${hint}`,
      });
      return;
    }
    const result = ICON_FORMS[keys[0]!].safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  });

/** One ability box of a card. */
export const abilitySchema = z
  .strictObject({
    kind: z.enum(['action', 'reaction', 'passive', 'setup', 'mount', 'passive-mount']),
    header: z.string().min(1),
    cost: costSchema.optional(),
    icons: z.array(iconSchema).optional(),
    text: z.string().optional(),
    effect: effectIdSchema.optional(),
    params: paramsSchema.optional(),
    timing: z.string().min(1).optional(),
    repair: z.boolean().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.params && !a.effect)
      ctx.addIssue({ code: 'custom', message: 'params without an effect', path: ['params'] });
    if ((a.header === 'REPAIR') !== (a.repair === true)) {
      ctx.addIssue({
        code: 'custom',
        message: 'repair: true goes with (and only with) the REPAIR header',
        path: ['repair'],
      });
    }
  });

/** A part card, front and disabled side. */
export const partSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case'),
    name: z.string().min(1),
    faction: factionSchema,
    slot: slotSchema,
    subtype: z.string().min(1),
    repairCost: count().nullable(),
    set: z.string().optional(),
    abilities: z.array(abilitySchema).min(1),
    disabled: z.strictObject({ abilities: z.array(abilitySchema).min(1) }),
    uncertain: z.array(z.string()).optional(),
  })
  .superRefine((p, ctx) => {
    // Part Card Anatomy: the repair hexagon is the REPAIR action's power cost; "-" = cannot be repaired.
    const repairs = p.disabled.abilities.map((a, i) => [a, i] as const).filter(([a]) => a.repair);
    if (p.repairCost === null) {
      if (repairs.length)
        ctx.addIssue({
          code: 'custom',
          message: 'repairCost is null but the disabled side has a REPAIR action',
          path: ['repairCost'],
        });
      if (!p.disabled.abilities.some((a) => a.effect === 'cannot-be-repaired')) {
        ctx.addIssue({
          code: 'custom',
          message: 'an unrepairable part needs the cannot-be-repaired passive on its disabled side',
          path: ['disabled', 'abilities'],
        });
      }
    } else if (repairs.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: `expected one REPAIR action on the disabled side, found ${repairs.length}`,
        path: ['disabled', 'abilities'],
      });
    } else {
      const [repair, i] = repairs[0]!;
      if (repair.cost?.power !== p.repairCost || repair.cost.heat) {
        ctx.addIssue({
          code: 'custom',
          message: `REPAIR cost must be {power: ${p.repairCost}} (the repairCost)`,
          path: ['disabled', 'abilities', i, 'cost'],
        });
      }
    }
  });

/** A chassis card. */
export const chassisSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case'),
    name: z.string().min(1),
    faction: factionSchema,
    type: z.enum(['ship', 'drone']),
    size: count(1),
    hull: count(1),
    power: count(1),
    points: count(),
    set: z.string().optional(),
    chassisAction: z.strictObject({
      evasion: count().max(6),
      vent: count(),
      movement: z.array(iconSchema),
      text: z.string().optional(),
      effect: effectIdSchema.optional(),
      params: paramsSchema.optional(),
      timing: z.string().min(1).optional(),
    }),
    slots: z.strictObject({
      cockpit: count().optional(),
      thruster: count().optional(),
      wing: count().optional(),
      systems: count().optional(),
    }),
    abilities: z.array(abilitySchema),
    preset: z.array(z.string()),
    uncertain: z.array(z.string()).optional(),
  })
  .superRefine((c, ctx) => {
    const total = Object.values(c.slots).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    if (c.preset.length !== total) {
      ctx.addIssue({
        code: 'custom',
        message: `preset lists ${c.preset.length} parts but the slots total ${total}`,
        path: ['preset'],
      });
    }
  });

/** Terrain type entry of terrain.yaml. */
export const terrainInfoSchema = z.strictObject({
  name: z.string().min(1),
  cover: z.enum(['soft', 'hard']),
  effect: effectIdSchema,
  description: z.string().min(1),
});

/** Terrain tile outline. */
export const tileShapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('circle'), radius: z.number().positive() }),
  z.strictObject({
    kind: z.literal('polygon'),
    points: z.array(z.tuple([z.number(), z.number()])).min(3),
  }),
]);

const perTerrain = <T extends z.ZodType>(s: T) =>
  z.strictObject({ 'debris-cloud': s, 'ice-cloud': s, 'tychos-rift': s, 'asteroid-field': s });

const playAreaSchema = z.strictObject({
  width: z.number().positive(),
  height: z.number().positive(),
});

/** Table constants (table.yaml). */
export const tableConstantsSchema = z.strictObject({
  baseDiameter: z.number().positive(),
  rangeBand: z.number().positive(),
  moveShort: z.number().positive(),
  moveLong: z.number().positive(),
  lineArcWidth: z.number().min(0),
  tiles: perTerrain(tileShapeSchema),
  epsilon: z.number().positive(),
  playAreas: z.record(z.string(), z.array(playAreaSchema).min(1)).optional(),
});

/** chassis.yaml: a list of chassis cards. */
export const chassisFileSchema = z.array(chassisSchema);
/** parts-*.yaml: a list of part cards. */
export const partsFileSchema = z.array(partSchema);
/** missiles.yaml: the three standard missile tokens. */
export const missilesFileSchema = z.strictObject({
  light: missileProfileSchema,
  heavy: missileProfileSchema,
  heat: missileProfileSchema,
});
/** terrain.yaml: one entry per terrain type. */
export const terrainFileSchema = perTerrain(terrainInfoSchema);
/** table.yaml: the table constants. */
export const tableFileSchema = tableConstantsSchema;

// ---- the schemas must produce exactly the types of types.ts (tsc fails here otherwise)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function assertSame<T extends true>(): T | void {}
assertSame<Same<z.output<typeof costSchema>, Cost>>();
assertSame<Same<z.output<(typeof ICON_FORMS)[keyof typeof ICON_FORMS]>, Icon>>();
assertSame<Same<z.output<typeof missileProfileSchema>, MissileProfile>>();
assertSame<Same<z.output<typeof abilitySchema>, Ability>>();
assertSame<Same<z.output<typeof partSchema>, PartCard>>();
assertSame<Same<z.output<typeof chassisSchema>, ChassisCard>>();
assertSame<Same<z.output<typeof terrainInfoSchema>, TerrainInfo>>();
assertSame<Same<z.output<typeof tableConstantsSchema>, TableConstants>>();
