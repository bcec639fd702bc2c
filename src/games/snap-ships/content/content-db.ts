/**
 * The shape of the validated Snap Ships content and the helpers both ways of loading it
 * share (validating the YAML, reading the build's snapshot): no schema, no YAML parser.
 */
import { closest } from 'fastest-levenshtein';
import type {
  ChassisCard,
  Faction,
  MissileProfile,
  MissileType,
  PartCard,
  TableConstants,
  TerrainInfo,
  TerrainType,
} from './types.js';
import type { AiDeck } from './ai-schema.js';

/** All Snap Ships content, validated. Deep-frozen: copy before changing anything. */
export interface ContentDb {
  chassis: Record<string, ChassisCard>;
  /** Keyed `${faction}/${id}` (a few ids exist in both factions). */
  parts: Record<string, PartCard>;
  missiles: Record<MissileType, MissileProfile>;
  terrain: Record<TerrainType, TerrainInfo>;
  table: TableConstants;
  /** Automated (AI) decks keyed by the chassis id they fly. */
  aiDecks: Record<string, AiDeck>;
}

/** Thrown when the content files are invalid; `errors` are `file:line:col: path: message` lines. */
export class ContentError extends Error {
  constructor(readonly errors: string[]) {
    super(
      `Snap Ships content is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n  ${errors.join('\n  ')}`,
    );
    this.name = 'ContentError';
  }
}

/** The content files, in load order. */
export const CONTENT_FILES = {
  chassis: 'chassis.yaml',
  partsForge: 'parts-forge.yaml',
  partsKomplex: 'parts-komplex.yaml',
  missiles: 'missiles.yaml',
  terrain: 'terrain.yaml',
  table: 'table.yaml',
  aiDecks: 'ai-decks.yaml',
} as const;

/** The `${faction}/${id}` key of a part. */
export const partKey = (faction: Faction, id: string): string => `${faction}/${id}`;

/** "unknown forge part ...; did you mean ...?" */
export function unknownPartMessage(
  parts: Record<string, PartCard>,
  faction: Faction,
  id: string,
): string {
  const ids = Object.values(parts)
    .filter((p) => p.faction === faction)
    .map((p) => p.id);
  const other: Faction = faction === 'forge' ? 'komplex' : 'forge';
  const elsewhere = parts[partKey(other, id)] ? ` (${id} is a ${other} part)` : '';
  return `unknown ${faction} part "${id}"${elsewhere}${ids.length ? `; did you mean "${closest(id, ids)}"?` : ''}`;
}

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
