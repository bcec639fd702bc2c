/**
 * The resolved setup of one Armada matchup (what the plugin's resolveSetup returns, JSON) and the
 * game state built from it (RRG16 "Setup" 2 Gather Components; S4, S10, P3, P4): ships with full
 * shields, their defense tokens readied and their speed; squadrons at full hull; ids per unit.
 */
import type { Command, Fleet } from '../content/types.js';
import type { ArmadaContent } from '../content/load-content.js';
import { damageDeckIds } from '../content/lookup.js';
import type {
  GameState,
  HiddenState,
  ArmadaRules,
  ShipState,
  SquadronState,
  ObstacleState,
} from '../state/types.js';
import type { PlayArea } from '../geometry/types.js';
import type { ObjectiveMode } from '../formats/formats.js';
import type { TournamentPointsTable } from '../formats/tournament-points.js';

/** How a side is flown. */
export type PilotSpec =
  | { type: 'random' }
  /**
   * `variety`: a margin in score points (0–20; 0 or absent plays the plain heuristic): among courses
   * and deployment spots scored within it of the best, one is drawn from the pilot's variety stream.
   * `objectiveRollouts`: rollout games per objective card when choosing one (1–64, default 8).
   */
  | { type: 'heuristic'; persona?: string; variety?: number; objectiveRollouts?: number }
  | { type: 'search'; budget?: number; candidates?: number; horizon?: number };

/** One side of a resolved setup. */
export interface SideSetup {
  name: string;
  /** Preset fleet id when the fleet came from one (reports). */
  preset?: string;
  fleet: Fleet;
  pilot: PilotSpec;
}

/** Who is first player (S5). */
export type InitiativeMode =
  /** The side acting first after the seat swap (SPEC §6: seat-swapped pairs cancel the bias). */
  | 'seat'
  /** The scenario's rule (learning: the Rebels, P1); no seat swap. */
  | 'scenario'
  /** RRG16 Setup 3: the lower fleet total chooses; a tie is a coin flip. */
  | 'bid';

/** Obstacles of the game (S7, B6). */
export type ObstacleSetup =
  | { placement: 'none' }
  | { placement: 'random' }
  | { placement: 'fixed'; obstacles: ObstacleState[] };

/** The resolved setup of one Armada matchup. */
export interface ArmadaSetup {
  format: string;
  /** `table:` overrides of the config (merged over content/table.yaml), or null. */
  tableOverrides: Record<string, unknown> | null;
  rules: ArmadaRules;
  initiative: InitiativeMode;
  obstacles: ObstacleSetup;
  /** C13: use the learning scenario's suggested first-round commands. */
  firstRoundCommands: 'suggested' | 'chosen';
  /** S6, O0: how the game's objective is found (absent: none, the learning scenario). */
  objective?: ObjectiveMode;
  /** Play area id in table.yaml `playAreas` (absent: the format's, formats/formats.ts). */
  playArea?: string;
  /** SPEC §3 gap 22: the config's tournament-point table (absent: margins only). */
  tournamentPoints?: TournamentPointsTable;
  sides: SideSetup[];
}

/** Engine id of a ship: `s<side>.<index>`. */
export const shipId = (side: number, i: number): string => `s${side}.${i}`;
/** Engine id of a squadron: `q<side>.<index>`. */
export const squadronId = (side: number, i: number): string => `q${side}.${i}`;

function numbered(name: string, counts: Map<string, number>): string {
  const n = (counts.get(name) ?? 0) + 1;
  counts.set(name, n);
  return n === 1 ? name : `${name} ${n}`;
}

/** S4: the units of a side with their printed values (poses are set by deployment). */
function sideUnits(
  content: ArmadaContent,
  side: number,
  fleet: Fleet,
  speed: number,
): { ships: ShipState[]; squadrons: SquadronState[] } {
  const names = new Map<string, number>();
  const ships = fleet.ships.map((fs, i): ShipState => {
    const c = content.ships[fs.ship]!;
    const upgradePoints = fs.upgrades.reduce((a, u) => a + content.upgrades[u]!.points, 0);
    return {
      id: shipId(side, i),
      side,
      card: c.id,
      name: numbered(c.name, names),
      size: c.size as ShipState['size'],
      points: c.points + upgradePoints,
      hull: c.hull,
      command: c.command,
      squadronValue: c.squadron,
      engineering: c.engineering,
      maxShields: { ...c.shields },
      shields: { ...c.shields },
      faceup: [],
      facedown: 0,
      defenseTokens: c.defenseTokens.map((type) => ({ type, state: 'ready' })),
      dialCount: 0,
      revealed: null,
      spentDials: [],
      commandTokens: [],
      resolved: [],
      shipAttacksThisRound: 0,
      speed,
      pose: { x: 0, y: 0, facing: 0 },
      activated: false,
      destroyed: false,
      upgrades: fs.upgrades.map((id) => ({ id, exhausted: false, discarded: false })),
    };
  });
  const squadrons: SquadronState[] = [];
  for (const entry of fleet.squadrons) {
    const c = content.squadrons[entry.squadron]!;
    for (let k = 0; k < entry.count; k++) {
      squadrons.push({
        id: squadronId(side, squadrons.length),
        side,
        card: c.id,
        name: numbered(c.name, names),
        unique: c.unique,
        hull: c.hull,
        maxHull: c.hull,
        speed: c.speed,
        points: c.points,
        x: 0,
        y: 0,
        activated: false,
        destroyed: false,
        defenseTokens: c.defenseTokens.map((type) => ({ type, state: 'ready' })),
      });
    }
  }
  return { ships, squadrons };
}

/**
 * S4, S9: the initial state and hidden state (units not yet placed, deck not yet shuffled).
 * `speed` is every ship's starting speed (the deployment step may change it).
 */
export function createState(
  content: ArmadaContent,
  setup: ArmadaSetup,
  area: PlayArea & { id: string },
  speed: number,
): { state: GameState; hidden: HiddenState } {
  const ships: ShipState[] = [];
  const squadrons: SquadronState[] = [];
  setup.sides.forEach((sd, i) => {
    const u = sideUnits(content, i, sd.fleet, speed);
    ships.push(...u.ships);
    squadrons.push(...u.squadrons);
  });
  const titles = damageDeckIds(content);
  const state: GameState = {
    format: setup.format,
    rules: { ...setup.rules },
    area,
    round: 0,
    phase: 'setup',
    firstPlayer: 0,
    sides: setup.sides.map((sd, i) => ({
      name: sd.name,
      faction: sd.fleet.faction,
      edge: i === 0 ? 'near' : 'far',
      passTokens: 0,
      victoryTokens: 0,
    })),
    ships,
    squadrons,
    obstacles: [],
    damageTitles: titles,
    deckCount: titles.length,
    discard: [],
    activeShip: null,
    over: null,
  };
  const hidden: HiddenState = {
    dials: setup.sides.map((_, i) =>
      Object.fromEntries(ships.filter((s) => s.side === i).map((s) => [s.id, [] as Command[]])),
    ),
    facedown: Object.fromEntries(ships.map((s) => [s.id, [] as number[]])),
    deck: titles.map((_, i) => i),
  };
  return { state, hidden };
}
