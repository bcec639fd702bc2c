/**
 * Creating a game state from a resolved setup (rulebook "Custom Setup", "Create
 * Control Panels"): ships from builds, Setup passives applied once, terrain placed.
 */
import type { ContentDb } from '../content/load-content.js';
import type { TableConstants } from '../content/types.js';
import { forEachEffect } from '../effects/active-effects.js';
import type { Edge } from '../geometry/table.js';
import { completeRules, type RuleSwitches } from '../rules/rule-switches.js';
import type { GameState, ShipState, TerrainTile } from '../state/types.js';
import type { EngineCtx } from './context.js';

/** How a ship is flown. */
export type PilotSpec =
  | { type: 'random' }
  | { type: 'ai-deck'; deck?: string }
  | { type: 'heuristic'; persona?: string }
  | { type: 'search'; budget?: number; persona?: string };

/** One ship of a side: a chassis and its parts in crit-location order. */
export interface ShipBuild {
  /** Display name (defaults to the chassis name with a number). */
  name?: string;
  chassis: string;
  parts: string[];
  pilot: PilotSpec;
  /** Preset id when the build came from one (reports). */
  preset?: string;
  /** Hull modifier (Last Stand waves). */
  hullModifier?: number;
  /** Printed stats overridden by the config (`stats:`), e.g. to sweep a chassis's hull or points. */
  stats?: StatOverrides;
}

/** Chassis stats a config may override per ship. */
export interface StatOverrides {
  hull?: number;
  power?: number;
  vent?: number;
  evasion?: number;
  points?: number;
}

/** A side of a resolved setup. */
export interface SideSetup {
  name: string;
  ships: ShipBuild[];
  /**
   * Deployment edge; defaults: first side south, second north, except with a preset terrain
   * layout, where the first player's edge is rolled (formats/deployment-edges.ts).
   */
  edge?: Edge;
}

/** The resolved, serializable setup of one Snap Ships matchup. */
export interface SnapSetup {
  format: string;
  table: TableConstants & { width: number; height: number };
  /** Explicit tiles, or a preset layout chosen per game (1..9 or random). */
  terrain: { tiles: TerrainTile[] } | { layout: number | 'random' };
  sides: SideSetup[];
  /** Scenario options (scenario formats). */
  scenario?: Record<string, unknown>;
  /** Rules switches the config sets (`rules:`; the rest keep their defaults). */
  rules?: Partial<RuleSwitches>;
}

const DEFAULT_EDGES: Edge[] = ['south', 'north', 'west', 'east'];

/** Id of the `bi`-th ship of side `si` ("s1a", "s1b", "s2a", ...). */
export function shipId(si: number, bi: number): string {
  return `s${si + 1}${String.fromCharCode(97 + bi)}`;
}

/** Per content, the builds whose parts it holds. */
const checkedBuilds = new WeakMap<ContentDb, WeakSet<ShipBuild>>();

/** Builds a ship's control panel from its chassis and parts. */
export function buildShip(content: ContentDb, b: ShipBuild, id: string, side: number): ShipState {
  const card = content.chassis[b.chassis];
  if (!card) throw new Error(`unknown chassis ${b.chassis}`);
  // A setup's builds are checked once, not every game (part ids are composite keys).
  let checked = checkedBuilds.get(content);
  if (!checked) checkedBuilds.set(content, (checked = new WeakSet()));
  if (!checked.has(b)) {
    for (const p of b.parts)
      if (!content.parts[`${card.faction}/${p}`])
        throw new Error(`unknown ${card.faction} part ${p}`);
    checked.add(b);
  }
  const hull = (b.stats?.hull ?? card.hull) + (b.hullModifier ?? 0);
  const power = b.stats?.power ?? card.power;
  const evasion = b.stats?.evasion ?? card.chassisAction.evasion;
  return {
    id,
    side,
    name: b.name ?? card.name,
    chassis: card.id,
    faction: card.faction,
    size: card.size,
    maxHull: hull,
    hull,
    evasion,
    baseEvasion: evasion,
    vent: b.stats?.vent ?? card.chassisAction.vent,
    power,
    totalPower: power,
    lockedPower: 0,
    pose: null,
    destroyed: false,
    parts: b.parts.map((p) => ({ id: p, disabled: false, power: 0, heat: 0, disabledAt: -1 })),
    missiles: [],
    inTerrain: [],
    activated: false,
    activations: 0,
    once: [],
    pilot: b.pilot.type,
  };
}

/**
 * Creates the initial state. `swapSeats` gives the second side initiative (it acts
 * first). Terrain tiles must already be resolved (see formats/terrain-layouts).
 */
export function createState(
  content: ContentDb,
  setup: SnapSetup,
  tiles: TerrainTile[],
  swapSeats: boolean,
): GameState {
  const ships: ShipState[] = [];
  setup.sides.forEach((side, si) =>
    side.ships.forEach((b, bi) => ships.push(buildShip(content, b, shipId(si, bi), si))),
  );
  const first = swapSeats ? 1 : 0;
  return {
    table: { ...setup.table, tiles: { ...setup.table.tiles } },
    format: setup.format,
    round: 0,
    initiative: first,
    firstSide: first,
    sides: setup.sides.map((s, i) => ({
      name: s.name,
      edge: s.edge ?? DEFAULT_EDGES[i]!,
      automated: s.ships.length > 0 && s.ships.every((b) => b.pilot.type === 'ai-deck'),
    })),
    ships,
    terrain: tiles.map((t) => ({ ...t })),
    active: null,
    lastActivated: null,
    over: null,
    activationCount: 0,
    rules: completeRules(setup.rules),
  };
}

/** Applies every "Setup:" effect once (hull, vent or power changes), then fixes maxHull. */
export function applySetupEffects(ctx: EngineCtx): void {
  for (const s of ctx.state.ships) {
    forEachEffect(ctx, s, 'setup', (h, src) => h.setup!(ctx, src));
    s.maxHull = Math.max(s.maxHull, s.hull);
  }
}
