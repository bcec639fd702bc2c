/**
 * What an objective card is worth to one seat with this pair of fleets (S6, RRG16 Setup 4): a
 * short rollout of whole games, heuristic against heuristic, with the card fixed. It uses only
 * what both players know at the choice (the two fleet lists, the first player, the format, the
 * table and the rules switches) and its own seeds, derived from those facts, so it never touches
 * the game's random stream and a game replays the same whatever the threads. Every candidate is
 * played on the same seeds (common random numbers), so the comparison is paired. Values are
 * memoised per process: a run of one matchup pays for the rollouts once per worker, and the shipped
 * example fleets' values are read from data (objective-value-table.ts) instead. Obstacles are
 * not on the table yet when the card is chosen (RRG16 Setup 4 before 5): rollouts place them at
 * random (none in the learning format).
 */
import type { ArmadaView } from '../engine/decisions.js';
import type { ArmadaSetup, SideSetup } from '../engine/setup.js';
import type { Fleet, FleetSquadron } from '../content/types.js';
import { objectiveValueKey, shippedObjectiveValue } from './objective-value-table.js';

/** The end of one rollout game: its winner (null for a tie) and each side's score. */
export interface RolloutResult {
  winner: number | null;
  scores: number[];
}

/** Plays one whole game of `setup` on its own seed for at most `rounds` rounds. */
export type RolloutGame = (
  setup: ArmadaSetup,
  seed: string,
  swapSeats: boolean,
  rounds: number,
) => RolloutResult;

// The engine hands its game loop over when it loads (engine/game.ts): the pilots that make games
// are created there, so a pilot never imports the engine that imports the pilots.
let rolloutGame: RolloutGame | null = null;

/** Registers how rollouts play a game (called once by the engine). */
export function setRolloutGame(play: RolloutGame): void {
  rolloutGame = play;
}

/** Rollout games per candidate objective, by default (the pilot's `objectiveRollouts`). */
export const OBJECTIVE_ROLLOUTS = 8;
/** Score points that weigh as much as one whole win in a rollout's value. */
const MARGIN_PER_WIN = 800;
const ROUNDS = 6;

const memo = new Map<string, number>();
// Values played at the default count in this process, by table key (scripts/objective-values.mjs).
const computed = new Map<string, number>();

/** The values this process played at {@link OBJECTIVE_ROLLOUTS}, keyed as the shipped table is. */
export function computedObjectiveValues(): Record<string, number> {
  return Object.fromEntries(computed);
}

/** The fleet lists of the view (open: RRG16 Setup 1, fleets are shown before the game). */
function fleetsOf(view: ArmadaView): Fleet[] {
  const st = view.state;
  return st.sides.map((sd, side): Fleet => {
    const squadrons: FleetSquadron[] = [];
    for (const q of st.squadrons) {
      if (q.side !== side) continue;
      const last = squadrons[squadrons.length - 1];
      if (last && last.squadron === q.card) last.count++;
      else squadrons.push({ squadron: q.card, count: 1 });
    }
    const ships = st.ships
      .filter((s) => s.side === side)
      .map((s) => ({ ship: s.card, upgrades: s.upgrades.map((u) => u.id) }));
    return { faction: sd.faction, ships, squadrons };
  });
}

/** The setup a rollout plays: this game's facts with `objective` fixed and heuristic pilots. */
function rolloutSetup(view: ArmadaView, objective: string, fleets: Fleet[]): ArmadaSetup {
  const st = view.state;
  const sides: SideSetup[] = st.sides.map((sd, i) => ({
    name: sd.name,
    fleet: fleets[i]!,
    pilot: { type: 'heuristic' },
  }));
  return {
    format: st.format,
    tableOverrides: JSON.parse(JSON.stringify(view.table)) as Record<string, unknown>,
    rules: { ...st.rules },
    // The first player is already known: the seat swap reproduces it.
    initiative: 'seat',
    obstacles: { placement: st.format === 'learning' ? 'none' : 'random' },
    firstRoundCommands: st.format === 'learning' ? 'suggested' : 'chosen',
    objective: { mode: 'fixed', id: objective },
    playArea: st.area.id,
    sides,
  };
}

/**
 * What both players know at the choice, as JSON: the format, play area, rules, both fleet lists,
 * the first player and the table. It seeds the rollouts and keys their values.
 */
export function objectiveFacts(view: ArmadaView): string {
  return factsOf(view, fleetsOf(view));
}

function factsOf(view: ArmadaView, fleets: Fleet[]): string {
  const st = view.state;
  return JSON.stringify([st.format, st.area.id, st.rules, fleets, st.firstPlayer, view.table]);
}

/** One card's value to `side`, played afresh: `rollouts` games, neither memoised nor looked up. */
export function playedObjectiveValue(
  view: ArmadaView,
  side: number,
  id: string,
  rollouts = OBJECTIVE_ROLLOUTS,
): number {
  const fleets = fleetsOf(view);
  return rolloutValue(view, side, id, rollouts, fleets, factsOf(view, fleets));
}

/** {@link playedObjectiveValue} with the view's fleet lists and facts already at hand. */
function rolloutValue(
  view: ArmadaView,
  side: number,
  id: string,
  rollouts: number,
  fleets: Fleet[],
  facts: string,
): number {
  const play = rolloutGame;
  if (!play) throw new Error('objective rollouts need the Armada engine loaded (engine/game.ts)');
  const setup = rolloutSetup(view, id, fleets);
  const first = view.state.firstPlayer;
  let total = 0;
  for (let k = 0; k < rollouts; k++) {
    const { winner: w, scores: sc } = play(
      setup,
      `objective-value:${facts}:${k}`,
      first === 1,
      ROUNDS,
    );
    total += (w === null ? 0.5 : w === side ? 1 : 0) + (sc[side]! - sc[1 - side]!) / MARGIN_PER_WIN;
  }
  return total / rollouts;
}

/**
 * The value of each objective in `ids` to `side` (higher is better): the mean over `rollouts`
 * games of its result (1 win, 0.5 tie, 0 loss) plus its score margin in units of
 * {@link MARGIN_PER_WIN}. At the default count a value the shipped table holds is read from it
 * (objective-value-table.ts): the same number the rollouts give.
 */
export function objectiveValues(
  view: ArmadaView,
  side: number,
  ids: readonly string[],
  rollouts = OBJECTIVE_ROLLOUTS,
): number[] {
  const fleets = fleetsOf(view);
  const facts = factsOf(view, fleets);
  return ids.map((id) => {
    const key = `${facts}|${id}|${side}|${rollouts}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const tableKey = rollouts === OBJECTIVE_ROLLOUTS ? objectiveValueKey(facts, id, side) : null;
    const listed = tableKey === null ? undefined : shippedObjectiveValue(tableKey, rollouts);
    if (listed !== undefined) return listed;
    const v = rolloutValue(view, side, id, rollouts, fleets, facts);
    memo.set(key, v);
    if (tableKey !== null) computed.set(tableKey, v);
    return v;
  });
}
