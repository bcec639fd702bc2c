/**
 * The race of `sortie optimize`: successive halving over seat-swapped pairs, then a final
 * stage that separates the finalists.
 *
 * Every candidate plays every opponent on the same seeds (matchups named `vs <opponent>`),
 * in whole seat-swapped pairs. The budget B is split evenly over the rounds: H halving
 * rounds (n → ⌈n/2⌉ survivors, never fewer than the finalists) and the final stage. In
 * each round every survivor (and every reference preset) extends its own folder by the
 * same number of pairs per opponent, so a survivor's estimate uses all its games; after a
 * halving round the survivors are the better half by win rate against the gauntlet (or by
 * mean result points, e.g. tournament points, when the matchups score them; ties by candidate order; references are ranked with them but always stay). The final stage spends what is left on the finalists and presets,
 * equally. The schedule depends only on the budget and the counts, and eliminations only
 * on the games (fixed by their seeds), so `--resume` reproduces an uninterrupted run, and
 * the games played are known before the first game: never more than the budget.
 */
import { unitPath, type RunUnit, type ToolRunner } from './execute.js';
import { readOutcomes } from './outcomes.js';

/** One round of the schedule. */
export interface RaceRound {
  /** 1-based; the last round is the final stage. */
  round: number;
  /** Candidates playing in the round (besides the references). */
  candidates: number;
  /** Games per opponent each player has after the round (cumulative). */
  target: number;
  /** Games the round plays. */
  games: number;
}

/** A race schedule. */
export interface RaceSchedule {
  rounds: RaceRound[];
  /** Candidates that enter (may be fewer than offered when the budget is small). */
  candidates: number;
  finalists: number;
  references: number;
  /** Total games: at most the budget. */
  games: number;
}

/** Inputs of {@link raceSchedule}. */
export interface RaceInputs {
  budget: number;
  /** Candidates offered (not counting references). */
  candidates: number;
  /** References (presets) that play every round. */
  references: number;
  opponents: number;
  finalists: number;
  /** Games per step (2 with seat swap: whole pairs). */
  step: number;
  /** Fewest games per opponent a candidate plays before it can be dropped (default {@link MIN_FIRST_ROUND}). */
  minFirst?: number;
}

/** Default fewest games per opponent of the first round (4 seat-swapped pairs): no build is dropped on fewer. */
export const MIN_FIRST_ROUND = 8;

function survivorsOf(n: number, finalists: number): number[] {
  const out = [n];
  while (out[out.length - 1]! > finalists)
    out.push(Math.max(finalists, Math.ceil(out[out.length - 1]! / 2)));
  return out;
}

function scheduleFor(n: number, o: RaceInputs): RaceSchedule | null {
  const finalists = Math.min(o.finalists, n);
  const sizes = survivorsOf(n, finalists);
  const perRound = Math.floor(o.budget / sizes.length);
  const rounds: RaceRound[] = [];
  let spent = 0;
  let target = 0;
  sizes.forEach((size, r) => {
    const players = (size + o.references) * o.opponents;
    const last = r === sizes.length - 1;
    const money = last ? o.budget - spent : perRound;
    const inc = o.step * Math.floor(money / (players * o.step));
    target += inc;
    spent += inc * players;
    rounds.push({ round: r + 1, candidates: size, target, games: inc * players });
  });
  const minFirst = sizes.length > 1 ? Math.max(o.step, o.minFirst ?? MIN_FIRST_ROUND) : o.step;
  if (rounds.some((r) => r.games === 0) || rounds[0]!.target < minFirst) return null;
  return { rounds, candidates: n, finalists, references: o.references, games: spent };
}

/**
 * The schedule: as many of the offered candidates as the budget lets play at least
 * `minFirst` games per opponent in the first round (and one step in every round).
 */
export function raceSchedule(o: RaceInputs): RaceSchedule {
  for (let n = o.candidates; n >= 1; n--) {
    const s = scheduleFor(n, o);
    if (s) return s;
  }
  const one = scheduleFor(1, { ...o, minFirst: o.step });
  if (one) return one;
  const who = `${o.opponents} opponents${o.references ? `, ${o.references} presets` : ''}`;
  throw new RangeError(
    `a budget of ${o.budget} games cannot play ${o.step} games per opponent for one candidate (${who})`,
  );
}

/** A player's record over the games played so far. */
export interface PlayerRecord {
  wins: number;
  draws: number;
  games: number;
  /** Game key (opponent index·2^30 + game index) → 1 win / 0. */
  results: Map<number, number>;
  /** Whether games 2k and 2k+1 of each opponent are seat-swapped pairs (the interval's unit). */
  paired: boolean;
}

/** Reads a unit's record over its first `limit` games per opponent (the unit's side is side 0). */
export async function readRecord(
  outDir: string,
  unit: RunUnit,
  limit = Infinity,
): Promise<PlayerRecord> {
  const outcomes = await readOutcomes(unitPath(outDir, unit));
  const rec: PlayerRecord = { wins: 0, draws: 0, games: 0, results: new Map(), paired: true };
  unit.config.matchups.forEach((m, k) => {
    const o = outcomes.get(m.name);
    if (!o) return;
    if (!o.seatSwap || o.sides.length !== 2) rec.paired = false;
    for (const [g, x] of o.games) {
      if (g >= limit) continue;
      rec.games++;
      if (x.winner === 0) rec.wins++;
      else if (x.winner === null) rec.draws++;
      rec.results.set(k * 2 ** 30 + g, x.winner === 0 ? 1 : 0);
    }
  });
  return rec;
}

/** True when every matchup of the unit holds its first `target` games. */
async function hasGames(outDir: string, unit: RunUnit, target: number): Promise<boolean> {
  const outcomes = await readOutcomes(unitPath(outDir, unit));
  return unit.config.matchups.every((m) => {
    const o = outcomes.get(m.name);
    let n = 0;
    if (o) for (const g of o.games.keys()) if (g < target) n++;
    return n >= target;
  });
}

/** What happened in one round. */
export interface RoundTrace extends RaceRound {
  /** Unit indices playing (references too), best first after the round. */
  ranking: number[];
  /** Their win rates (same order). */
  rates: number[];
  /** Their values of the ranking measure when it is not the win rate (same order). */
  measures?: number[];
}

/** The race's outcome. */
export interface RaceOutcome {
  trace: RoundTrace[];
  /** The final stage's players (finalists and references), best first. */
  finalists: number[];
}

/** Progress of the race, for the progress line. */
export interface RaceStage {
  round: number;
  rounds: number;
  candidates: number;
}

/**
 * Runs (or resumes) the race. `candidates` and `references` index `units`; references play
 * every round and are ranked with the candidates but never dropped. `measure` (a unit's value
 * over its first `target` games per opponent, e.g. mean tournament points) ranks instead of the
 * win rate when given. Returns null when the run stopped early.
 */
export async function runRace(
  runner: ToolRunner,
  outDir: string,
  units: readonly RunUnit[],
  candidates: number[],
  references: number[],
  schedule: RaceSchedule,
  onStage?: (s: RaceStage) => void,
  measure?: (unit: RunUnit, target: number) => Promise<number>,
): Promise<RaceOutcome | null> {
  let alive = candidates.slice(0, schedule.candidates);
  let ranking: number[] = [];
  const refs = new Set(references);
  const trace: RoundTrace[] = [];
  for (const round of schedule.rounds) {
    alive = alive.slice(0, round.candidates);
    onStage?.({
      round: round.round,
      rounds: schedule.rounds.length,
      candidates: alive.length + references.length,
    });
    const players = [...references, ...alive];
    for (const i of players) {
      // A resumed race finds folders already past this round: the runner must not be asked for fewer games than they hold.
      if (await hasGames(outDir, units[i]!, round.target)) continue;
      const s = await runner.run(units[i]!, round.target, true);
      if (!s || runner.stoppedBy) return null;
    }
    const rates = new Map<number, number>();
    const measures = new Map<number, number>();
    for (const i of players) {
      const r = await readRecord(outDir, units[i]!, round.target);
      rates.set(i, r.games ? r.wins / r.games : 0);
      measures.set(i, measure ? await measure(units[i]!, round.target) : rates.get(i)!);
    }
    ranking = [...players].sort((a, b) => measures.get(b)! - measures.get(a)! || a - b);
    alive = ranking.filter((i) => !refs.has(i));
    trace.push({
      ...round,
      ranking,
      rates: ranking.map((i) => rates.get(i)!),
      ...(measure ? { measures: ranking.map((i) => measures.get(i)!) } : {}),
    });
  }
  for (const i of ranking) await runner.unitReport(unitPath(outDir, units[i]!));
  return { trace, finalists: ranking };
}
