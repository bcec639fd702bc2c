/**
 * Loads the Armada content YAML next to this module (src/ under vitest, dist/ after
 * `npm run build`, which copies *.yaml), validates every file, cross-checks references
 * between them and returns deep-frozen content with lookups by id. The physical-constants
 * table (table.yaml) has its own loader.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  contentLoader,
  didYouMean,
  parseContent,
  type ContentPath,
  type ParsedContent,
} from '../../../config/content-errors.js';
import { FLEET_FORMATS, fleetErrors, fleetPoints } from './fleet-check.js';
import {
  damageDeckFileSchema,
  defenseTokensFileSchema,
  diceFileSchema,
  fleetsFileSchema,
  objectivesFileSchema,
  upgradesFileSchema,
} from './schema-cards.js';
import { shipsFileSchema, squadronsFileSchema } from './schema-units.js';
import type {
  DamageCard,
  DamageDeckContent,
  DefenseTokensContent,
  DiceContent,
  FleetPreset,
  ObjectiveCard,
  ShipCard,
  ShipType,
  SquadronCard,
  SquadronKeyword,
  UpgradeCard,
  UpgradesContent,
} from './types.js';

/** All Armada card content, validated. Deep-frozen: copy before changing anything. */
export interface ArmadaContent {
  ships: Readonly<Record<string, ShipCard>>;
  shipTypes: Readonly<Record<string, ShipType>>;
  squadrons: Readonly<Record<string, SquadronCard>>;
  keywords: Readonly<Record<SquadronKeyword, string>>;
  dice: DiceContent;
  defenseTokens: DefenseTokensContent;
  /** The whole damage-deck file (titles with counts, trait totals, notes). */
  damageDeck: DamageDeckContent;
  damageCards: Readonly<Record<string, DamageCard>>;
  upgrades: Readonly<Record<string, UpgradeCard>>;
  /** The whole upgrades file (core-set count, unidentified slots, notes). */
  upgradeSet: UpgradesContent;
  objectives: Readonly<Record<string, ObjectiveCard>>;
  /** Notes on the objective file as a whole. */
  objectivesUncertain: readonly string[];
  fleets: Readonly<Record<string, FleetPreset>>;
}

/** Thrown when the content files are invalid; `errors` are `file:line:col: path: message` lines. */
export class ArmadaContentError extends Error {
  constructor(readonly errors: string[]) {
    super(
      `Armada content is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n  ${errors.join('\n  ')}`,
    );
    this.name = 'ArmadaContentError';
  }
}

/** The folder holding the content YAML (next to this module). */
export const ARMADA_CONTENT_DIR = dirname(fileURLToPath(import.meta.url));

/** The card content files (table.yaml, the physical constants, is loaded elsewhere). */
export const ARMADA_CONTENT_FILES = {
  ships: 'ships.yaml',
  squadrons: 'squadrons.yaml',
  dice: 'dice.yaml',
  defenseTokens: 'defense-tokens.yaml',
  damageDeck: 'damage-deck.yaml',
  upgrades: 'upgrades.yaml',
  objectives: 'objectives.yaml',
  fleets: 'fleets.yaml',
} as const;

/** The schema of each content file, by file name. */
export const ARMADA_FILE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [ARMADA_CONTENT_FILES.ships]: shipsFileSchema,
  [ARMADA_CONTENT_FILES.squadrons]: squadronsFileSchema,
  [ARMADA_CONTENT_FILES.dice]: diceFileSchema,
  [ARMADA_CONTENT_FILES.defenseTokens]: defenseTokensFileSchema,
  [ARMADA_CONTENT_FILES.damageDeck]: damageDeckFileSchema,
  [ARMADA_CONTENT_FILES.upgrades]: upgradesFileSchema,
  [ARMADA_CONTENT_FILES.objectives]: objectivesFileSchema,
  [ARMADA_CONTENT_FILES.fleets]: fleetsFileSchema,
};

/** Schema errors of one content file given as text (`file` names the schema), positioned. */
export function armadaContentErrors(file: string, text: string): string[] {
  const schema = ARMADA_FILE_SCHEMAS[file];
  if (!schema)
    return [
      `${file}: not an Armada content file${didYouMean(file, Object.keys(ARMADA_FILE_SCHEMAS))}`,
    ];
  return parseContent(file, text, schema).errors;
}

let cached: ArmadaContent | undefined;

/** Loads, validates and caches the content next to this module. Throws ArmadaContentError. */
export function loadArmadaContent(): ArmadaContent {
  cached ??= loadArmadaContentFrom(ARMADA_CONTENT_DIR);
  return cached;
}

/** Indexes `items` by id, reporting duplicates at their position. */
function byId<T extends { id: string }>(
  items: readonly T[] | undefined,
  at: (i: number) => ContentPath,
  parsed: ParsedContent<unknown>,
  errors: string[],
) {
  const out: Record<string, T> = {};
  items?.forEach((item, i) => {
    if (out[item.id]) errors.push(parsed.errorAt([...at(i), 'id'], `duplicate id "${item.id}"`));
    out[item.id] = item;
  });
  return out;
}

/** Loads and validates the content files in `dir` (uncached). Throws ArmadaContentError. */
export function loadArmadaContentFrom(dir: string): ArmadaContent {
  const { load, errors } = contentLoader(dir);
  const F = ARMADA_CONTENT_FILES;
  const shipsFile = load(F.ships, shipsFileSchema);
  const squadronsFile = load(F.squadrons, squadronsFileSchema);
  const dice = load(F.dice, diceFileSchema).value;
  const defenseTokens = load(F.defenseTokens, defenseTokensFileSchema).value;
  const deckFile = load(F.damageDeck, damageDeckFileSchema);
  const upgradesFile = load(F.upgrades, upgradesFileSchema);
  const objectivesFile = load(F.objectives, objectivesFileSchema);
  const fleetsFile = load(F.fleets, fleetsFileSchema);

  const shipTypes = byId(shipsFile.value?.shipTypes, (i) => ['shipTypes', i], shipsFile, errors);
  const ships = byId(shipsFile.value?.ships, (i) => ['ships', i], shipsFile, errors);
  const squadrons = byId(
    squadronsFile.value?.squadrons,
    (i) => ['squadrons', i],
    squadronsFile,
    errors,
  );
  const damageCards = byId(deckFile.value?.cards, (i) => ['cards', i], deckFile, errors);
  const upgrades = byId(upgradesFile.value?.cards, (i) => ['cards', i], upgradesFile, errors);
  const objectives = byId(objectivesFile.value?.cards, (i) => ['cards', i], objectivesFile, errors);
  const fleets = byId(fleetsFile.value?.fleets, (i) => ['fleets', i], fleetsFile, errors);

  shipsFile.value?.ships.forEach((s, i) => {
    if (!shipTypes[s.shipType])
      errors.push(
        shipsFile.errorAt(
          ['ships', i, 'shipType'],
          `unknown ship type "${s.shipType}"${didYouMean(s.shipType, Object.keys(shipTypes))}`,
        ),
      );
  });
  squadronsFile.value?.squadrons.forEach((q, i) => {
    if (q.squadronType === undefined) return;
    const base = squadrons[q.squadronType];
    const at = ['squadrons', i, 'squadronType'];
    if (!base)
      errors.push(
        squadronsFile.errorAt(
          at,
          `unknown squadron "${q.squadronType}"${didYouMean(q.squadronType, Object.keys(squadrons))}`,
        ),
      );
    else if (base.unique || base.faction !== q.faction)
      errors.push(
        squadronsFile.errorAt(at, `${base.id} is not a generic ${q.faction} squadron card`),
      );
  });
  upgradesFile.value?.cards.forEach((u, i) => {
    const type = u.restrictions?.shipType;
    if (type !== undefined && !shipTypes[type]) {
      errors.push(
        upgradesFile.errorAt(
          ['cards', i, 'restrictions', 'shipType'],
          `unknown ship type "${type}"${didYouMean(type, Object.keys(shipTypes))}`,
        ),
      );
    }
  });

  // showArmada looks ids up across kinds: every card id must be unique over all of them.
  const owners = new Map<string, string>();
  for (const [kind, map] of Object.entries({
    ships,
    squadrons,
    upgrades,
    objectives,
    damageCards,
    fleets,
  })) {
    for (const id of Object.keys(map)) {
      const other = owners.get(id);
      if (other) errors.push(`id "${id}" is used by both ${other} and ${kind}`);
      else owners.set(id, kind);
    }
  }

  if (errors.length === 0) {
    const catalog = { ships, shipTypes, squadrons, upgrades, objectives };
    fleetsFile.value?.fleets.forEach((f, i) => {
      const rules = FLEET_FORMATS[f.format];
      if (!rules)
        return errors.push(
          fleetsFile.errorAt(
            ['fleets', i, 'format'],
            `unknown format "${f.format}"${didYouMean(f.format, Object.keys(FLEET_FORMATS))}`,
          ),
        );
      for (const issue of fleetErrors(catalog, f, rules))
        errors.push(fleetsFile.errorAt(['fleets', i, ...issue.path], issue.message));
      const total = fleetPoints(catalog, f).total;
      if (total !== f.points)
        errors.push(
          fleetsFile.errorAt(
            ['fleets', i, 'points'],
            `the cards add up to ${total} points, not ${f.points}`,
          ),
        );
    });
  }

  const keywords = squadronsFile.value?.keywords;
  if (
    errors.length > 0 ||
    !dice ||
    !defenseTokens ||
    !deckFile.value ||
    !upgradesFile.value ||
    !keywords ||
    !objectivesFile.value
  ) {
    throw new ArmadaContentError(errors);
  }
  return deepFreeze({
    ships,
    shipTypes,
    squadrons,
    keywords,
    dice,
    defenseTokens,
    damageDeck: deckFile.value,
    damageCards,
    upgrades,
    upgradeSet: upgradesFile.value,
    objectives,
    objectivesUncertain: objectivesFile.value.uncertain ?? [],
    fleets,
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
