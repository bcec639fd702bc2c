/**
 * The formats (rulebook "Formats", "Playing Games with Multiple Ships"): play area,
 * terrain tile count and point budget per side.
 */
import type { Faction } from '../content/types.js';

/** One format's defaults. */
export interface FormatSpec {
  id: string;
  title: string;
  width: number;
  height: number;
  tiles: number;
  /** The recommended point totals per side, the largest a cap (null: no cap). */
  budgets: number[] | null;
  /** Both sides must spend equal points (duel; dogfights: "N points per team"), unless `budget: off`. */
  equalPoints: boolean;
  /** Number of sides a config lists (the minimum when `maxSides` is set). */
  sides: number;
  /** Most sides a config may list (free-for-all scenarios); defaults to `sides`. */
  maxSides?: number;
  /** Factions the listed sides may field (Last Stand: the players fly Forge ships); default any. */
  factions?: Faction[];
  /**
   * Two sides on opposite edges, rolled by the second die of "Preset Terrain Layouts" when the
   * terrain is a preset layout (false: the scenario deploys its own way).
   */
  layoutEdges: boolean;
}

/**
 * Formats by id. The scenarios (rulebook "Scenario: ...", rules in scenarios/) set their
 * own terrain: Asteroid Scramble 3 asteroid fields and 2 debris fields; Beacon Rush 5 tiles
 * (9 and a 120 cm table in its 8-ship variant, `scenario: {variant: 8-ship}`); Last Stand
 * lists the players' side only (the Komplex waves are added).
 */
export const FORMATS: Record<string, FormatSpec> = {
  duel: {
    id: 'duel',
    title: 'Duel',
    width: 90,
    height: 90,
    tiles: 5,
    budgets: null,
    equalPoints: true,
    sides: 2,
    layoutEdges: true,
  },
  'dogfight-small': {
    id: 'dogfight-small',
    title: 'Small Dogfight',
    width: 90,
    height: 90,
    tiles: 5,
    budgets: [8, 12],
    equalPoints: true,
    sides: 2,
    layoutEdges: true,
  },
  'dogfight-large': {
    id: 'dogfight-large',
    title: 'Large Dogfight',
    width: 120,
    height: 120,
    tiles: 9,
    budgets: [16],
    equalPoints: true,
    sides: 2,
    layoutEdges: true,
  },
  'asteroid-scramble': {
    id: 'asteroid-scramble',
    title: 'Asteroid Scramble',
    width: 90,
    height: 90,
    tiles: 5,
    budgets: null,
    equalPoints: false,
    sides: 2,
    layoutEdges: false,
  },
  'beacon-rush': {
    id: 'beacon-rush',
    title: 'Beacon Rush',
    width: 90,
    height: 90,
    tiles: 5,
    budgets: null,
    equalPoints: false,
    sides: 2,
    maxSides: 4,
    layoutEdges: false,
  },
  'last-stand': {
    id: 'last-stand',
    title: 'Last Stand',
    width: 90,
    height: 90,
    tiles: 5,
    budgets: null,
    equalPoints: false,
    sides: 1,
    factions: ['forge'],
    layoutEdges: false,
  },
};
