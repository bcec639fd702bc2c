/**
 * What an objective card is worth to one seat with this pair of fleets (S6, RRG16 Setup 4): a
 * short rollout of whole games, heuristic against heuristic, with the card fixed. It uses only
 * what both players know at the choice (the two fleet lists, the first player, the format, the
 * table and the rules switches) and its own seeds, derived from those facts, so it never touches
 * the game's random stream and a game replays the same whatever the threads. Every candidate is
 * played on the same seeds (common random numbers), so the comparison is paired. Values are
 * memoised per process: a run of one matchup pays for the rollouts once per worker. Obstacles are
 * not on the table yet when the card is chosen (RRG16 Setup 4 before 5): rollouts place them at
 * random (none in the learning format).
 */
import type { ArmadaView } from '../engine/decisions.js';
import type { ArmadaSetup, SideSetup } from '../engine/setup.js';
import type { Fleet, FleetSquadron } from '../content/types.js';

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
 * The value of each objective in `ids` to `side` (higher is better): the mean over `rollouts`
 * games of its result (1 win, 0.5 tie, 0 loss) plus its score margin in units of
 * {@link MARGIN_PER_WIN}.
 */
export function objectiveValues(
  view: ArmadaView,
  side: number,
  ids: readonly string[],
  rollouts = OBJECTIVE_ROLLOUTS,
): number[] {
  const play = rolloutGame;
  if (!play) throw new Error('objective rollouts need the Armada engine loaded (engine/game.ts)');
  const fleets = fleetsOf(view);
  const first = view.state.firstPlayer;
  const facts = JSON.stringify([
    view.state.format,
    view.state.area.id,
    view.state.rules,
    fleets,
    first,
    view.table,
  ]);
  return ids.map((id) => {
    const key = `${facts}|${id}|${side}|${rollouts}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const setup = rolloutSetup(view, id, fleets);
    let total = 0;
    for (let k = 0; k < rollouts; k++) {
      const { winner: w, scores: sc } = play(
        setup,
        `objective-value:${facts}:${k}`,
        first === 1,
        ROUNDS,
      );
      total +=
        (w === null ? 0.5 : w === side ? 1 : 0) + (sc[side]! - sc[1 - side]!) / MARGIN_PER_WIN;
    }
    const v = total / rollouts;
    memo.set(key, v);
    return v;
  });
}
