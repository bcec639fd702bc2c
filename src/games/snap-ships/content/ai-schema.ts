/**
 * Types and zod schemas of the automated (AI) decks, content/ai-decks.yaml (rulebook
 * "Solo and Cooperative Play", "AI Card Anatomy"). One deck per automated ship: the
 * automated chassis card (hull, passives, critical hit table) and its four AI cards.
 * A type-level check at the bottom fails `tsc` if the schemas and the types drift apart.
 */
import { z } from 'zod';
import type { Ability, ArcId, Faction, Icon } from './types.js';
import { abilitySchema, arcSchema, effectIdSchema, factionSchema, iconSchema } from './schema.js';

/**
 * A conditional logic icon (rulebook "Conditional Logic Icons"): `always` is the blank
 * box; `crosshair` = target in the row weapon's range and arc; `missile` = missiles are
 * assigned to the AI ship; `antiMissile` = anti-missile roll when the assigned missiles
 * could deal at least `antiMissile` damage (null: no number printed, read as "any
 * missile"), else a crosshair check; `range` = target within those bands (`plus`: the
 * top band includes anything beyond Range 4); `arc` = any part of the target in that arc;
 * `otherwise` = the ELSE row of a two-row chassis movement.
 */
export type AiCondition =
  | 'always'
  | 'crosshair'
  | 'missile'
  | 'otherwise'
  | { antiMissile: number | null; modifier?: number }
  | { range: [number, number]; plus?: boolean }
  | { arc: ArcId };

/** One outcome of a critical hit table entry. */
export type AiCritOutcome = 'minus-action' | 'critical-damage' | { damage: number };

/** Die faces of the critical hit table ("B" = blank). */
export const CRIT_FACES = ['B', '1', '2', '3', '4', '5', '6', '7', '8', 'crit'] as const;
/** A die face key of the critical hit table. */
export type CritFace = (typeof CRIT_FACES)[number];

/**
 * How an AI ship picks among the directions of a move icon, from the row's printed text,
 * applied in order: filters keep the directions that satisfy them when at least one does
 * (`terrain`: ends overlapping a terrain tile; `ram`: ends overlapping the target;
 * `avoid-collision`: ends overlapping no ship; `range-2`: ends within Range 2 of the
 * target; `line-arc`: ends with the target in the Line arc); rankers pick the best
 * (`toward`/`away`: nearest to/farthest from the target; `rear-arc`: deepest behind the
 * target; `away-if-touching`: away when touching the target, else toward).
 */
export type MovePreference =
  | 'terrain'
  | 'ram'
  | 'avoid-collision'
  | 'range-2'
  | 'line-arc'
  | 'toward'
  | 'away'
  | 'rear-arc'
  | 'away-if-touching';

/** A chassis movement row. */
export interface AiChassisRow {
  when: AiCondition;
  icons: Icon[];
}

/** A part action row of an AI card. */
export interface AiRow {
  when: AiCondition;
  icons: Icon[];
  /** Id of the part the row pictures (metrics credit it). */
  part: string;
  /** Printed bonus text, verbatim. */
  text?: string;
  /** Direction choice for the row's move icons (from the text); default: toward the target. */
  moveOrder?: MovePreference[];
  /** Handler for text that changes the row's attack (live while the row resolves). */
  effect?: string;
  params?: Record<string, unknown>;
  /** "Attack each enemy in range & arc": one attack per legal enemy. */
  attackEach?: true;
  /** Red "Falx takes N damage" box: damage to itself after the row. */
  selfDamage?: number;
}

/** A yellow reaction box printed on an AI card (live while the card is the current card). */
export interface AiReaction {
  /** How many action rows are printed above it (where it sits on the card). */
  afterRow: number;
  header: string;
  text: string;
  part: string;
  effect: string;
  params?: Record<string, unknown>;
}

/** One AI card. */
export interface AiCard {
  number: number;
  /** Evasion the chassis action resets to. */
  evasion: number;
  /** One row (always), or a conditional row and its `otherwise` row. */
  chassisMovement: AiChassisRow[];
  /** Maximum number of part action rows performed this activation. */
  partActions: number;
  rows: AiRow[];
  reactions?: AiReaction[];
}

/** One automated ship: the automated chassis card (deck back) and its AI cards. */
export interface AiDeck {
  /** The chassis (preset) id this deck flies. */
  id: string;
  name: string;
  faction: Faction;
  type: 'ship' | 'drone';
  size: number;
  /** Hull of the automated chassis card (may differ from the chassis card). */
  hull: number;
  points: number;
  /** Automated chassis and passive abilities (live on the AI ship instead of its part cards). */
  abilities: Ability[];
  criticalHits: Record<CritFace, AiCritOutcome[]>;
  cards: AiCard[];
  uncertain?: string[];
}

const count = (min = 0) => z.number().int().min(min);
const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case');
const paramsSchema = z.record(z.string(), z.unknown());

/** A conditional logic icon. */
export const aiConditionSchema = z.union([
  z.enum(['always', 'crosshair', 'missile', 'otherwise']),
  z.strictObject({ antiMissile: count(1).nullable(), modifier: z.number().int().optional() }),
  z.strictObject({
    range: z
      .tuple([count(0).max(4), count(0).max(4)])
      .refine(([a, b]) => a <= b, 'range must be [min, max] with min <= max'),
    plus: z.boolean().optional(),
  }),
  z.strictObject({ arc: arcSchema }),
]);

/** A critical hit table outcome. */
export const aiCritOutcomeSchema = z.union([
  z.enum(['minus-action', 'critical-damage']),
  z.strictObject({ damage: count(1) }),
]);

/** Icons an AI card may print: AI rotations must say how they aim; no vent, target, anti-missile or hack icons. */
const aiIconSchema = iconSchema.superRefine((icon, ctx) => {
  const key = Object.keys(icon)[0]!;
  if (!['rotate', 'u_turn', 'move', 'evade', 'attack', 'ram', 'launch'].includes(key))
    ctx.addIssue({ code: 'custom', message: `AI cards print no ${key} icons` });
  if ('rotate' in icon && !icon.ai)
    ctx.addIssue({
      code: 'custom',
      message: 'AI rotations need ai: face, side or away',
      path: ['ai'],
    });
  if ('launch' in icon && icon.launch.missile === 'torpedo' && !icon.launch.token)
    ctx.addIssue({
      code: 'custom',
      message: 'a torpedo launch needs its token profile',
      path: ['launch', 'token'],
    });
});

const movePreferenceSchema = z.enum([
  'terrain',
  'ram',
  'avoid-collision',
  'range-2',
  'line-arc',
  'toward',
  'away',
  'rear-arc',
  'away-if-touching',
]);

/** A part action row. */
export const aiRowSchema = z
  .strictObject({
    when: aiConditionSchema,
    icons: z.array(aiIconSchema).min(1),
    part: kebab,
    text: z.string().min(1).optional(),
    moveOrder: z.array(movePreferenceSchema).min(1).optional(),
    effect: effectIdSchema.optional(),
    params: paramsSchema.optional(),
    attackEach: z.literal(true).optional(),
    selfDamage: count(1).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.when === 'otherwise')
      ctx.addIssue({
        code: 'custom',
        message: 'otherwise is only for the second chassis movement row',
        path: ['when'],
      });
    if (r.params && !r.effect)
      ctx.addIssue({ code: 'custom', message: 'params without an effect', path: ['params'] });
    if (r.moveOrder && !r.icons.some((i) => 'move' in i))
      ctx.addIssue({
        code: 'custom',
        message: 'moveOrder on a row without move icons',
        path: ['moveOrder'],
      });
    const weapon = r.icons.some((i) => 'attack' in i || 'launch' in i);
    if (
      (r.when === 'crosshair' || (typeof r.when === 'object' && 'antiMissile' in r.when)) &&
      !weapon
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'a crosshair or anti-missile condition needs an attack or launch icon',
        path: ['when'],
      });
    }
    if (r.attackEach && !r.icons.some((i) => 'attack' in i))
      ctx.addIssue({
        code: 'custom',
        message: 'attackEach without an attack icon',
        path: ['attackEach'],
      });
  });

/** A chassis movement row. */
export const aiChassisRowSchema = z.strictObject({
  when: aiConditionSchema,
  icons: z.array(aiIconSchema).min(1),
});

/** An AI card reaction box. */
export const aiReactionSchema = z.strictObject({
  afterRow: count(1),
  header: z.string().min(1),
  text: z.string().min(1),
  part: kebab,
  effect: effectIdSchema,
  params: paramsSchema.optional(),
});

/** One AI card. */
export const aiCardSchema = z
  .strictObject({
    number: count(1),
    evasion: count().max(6),
    chassisMovement: z.array(aiChassisRowSchema).min(1).max(2),
    partActions: count(1),
    rows: z.array(aiRowSchema).min(1),
    reactions: z.array(aiReactionSchema).optional(),
  })
  .superRefine((c, ctx) => {
    const [first, second] = c.chassisMovement;
    if (c.chassisMovement.length === 1 && first!.when !== 'always')
      ctx.addIssue({
        code: 'custom',
        message: 'a single chassis row has condition always',
        path: ['chassisMovement', 0, 'when'],
      });
    if (second && second.when !== 'otherwise')
      ctx.addIssue({
        code: 'custom',
        message: 'the second chassis row is the otherwise row',
        path: ['chassisMovement', 1, 'when'],
      });
    if (second && (first!.when === 'always' || first!.when === 'otherwise'))
      ctx.addIssue({
        code: 'custom',
        message: 'the first of two chassis rows needs a condition',
        path: ['chassisMovement', 0, 'when'],
      });
    if (c.partActions > c.rows.length)
      ctx.addIssue({
        code: 'custom',
        message: `${c.partActions} part actions but only ${c.rows.length} rows`,
        path: ['partActions'],
      });
    c.reactions?.forEach(
      (r, i) =>
        r.afterRow > c.rows.length &&
        ctx.addIssue({
          code: 'custom',
          message: 'afterRow is beyond the last row',
          path: ['reactions', i, 'afterRow'],
        }),
    );
  });

const critTableSchema = z.strictObject(
  Object.fromEntries(CRIT_FACES.map((f) => [f, z.array(aiCritOutcomeSchema).min(1)])) as Record<
    CritFace,
    z.ZodArray<typeof aiCritOutcomeSchema>
  >,
);

/** One automated ship deck. */
export const aiDeckSchema = z
  .strictObject({
    id: kebab,
    name: z.string().min(1),
    faction: factionSchema,
    type: z.enum(['ship', 'drone']),
    size: count(1),
    hull: count(1),
    points: count(),
    abilities: z.array(abilitySchema),
    criticalHits: critTableSchema,
    cards: z.array(aiCardSchema).min(2),
    uncertain: z.array(z.string()).optional(),
  })
  .superRefine((d, ctx) => {
    const numbers = d.cards.map((c) => c.number);
    if (new Set(numbers).size !== numbers.length)
      ctx.addIssue({
        code: 'custom',
        message: `card numbers repeat: ${numbers.join(', ')}`,
        path: ['cards'],
      });
  });

/** ai-decks.yaml: a list of decks. */
export const aiDecksFileSchema = z.array(aiDeckSchema);

// ---- the schemas must produce exactly the types above (tsc fails here otherwise)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function assertSame<T extends true>(): T | void {}
assertSame<Same<z.output<typeof aiConditionSchema>, AiCondition>>();
assertSame<Same<z.output<typeof aiCritOutcomeSchema>, AiCritOutcome>>();
assertSame<Same<z.output<typeof aiRowSchema>, AiRow>>();
assertSame<Same<z.output<typeof aiChassisRowSchema>, AiChassisRow>>();
assertSame<Same<z.output<typeof aiReactionSchema>, AiReaction>>();
assertSame<Same<z.output<typeof aiCardSchema>, AiCard>>();
assertSame<Same<z.output<typeof aiDeckSchema>, AiDeck>>();
