/**
 * `sortie optimize`: the best builds a search block allows, against a gauntlet, within a
 * budget of games. Candidates come from the game's build space (search-config.ts), race
 * by successive halving over seat-swapped pairs (race.ts), and the finalists get the
 * rest of the budget. The verdict per finalist is its win rate against the gauntlet with
 * a 95% Wilson interval over all its games, and the paired difference from the leader on
 * the same seeds (Holm-corrected over the finalists): `separated` says whether the
 * leader is better than it beyond noise. Presets inside the space play every round as
 * references (ranked, never dropped) and are reported with the finalists, marked. Which parts and pairs matter is read from every candidate's first-round
 * games (part-effects.ts).
 *
 * ```yaml
 * optimize:
 *   ship: {chassis: sabre-xf-23-fighter}   # or {faction: forge, points: 4}
 *   fixed: {cockpit: xf-25-cockpit}        # optional
 *   exclude: [xr70-missile-pod]            # optional
 *   opponents: [{preset: scarab-klaw-interceptor, pilot: heuristic}]
 *   pilot: heuristic                       # flies every candidate
 *   budget: 20000                          # games, all rounds together
 *   candidates: 64                         # optional: builds entering the race
 *   finalists: 4                           # optional
 * ```
 */
import { winRateOf } from './outcomes.js';
import { mismatchBetween, mismatchFlag } from './pilot-mismatch.js';
import { pairedDifference, holmSignificant } from './paired-difference.js';
import { pairEffects, partEffects, type PairEffect, type PartEffect } from './part-effects.js';
import {
  MIN_FIRST_ROUND,
  raceSchedule,
  readRecord,
  type RaceOutcome,
  type RaceSchedule,
  type PlayerRecord,
} from './race.js';
import type { PlanOptions } from './round-robin.js';
import { planSearch, wholeNumber, type SearchCandidate, type SearchPlan } from './search-config.js';
import type { ToolSource } from './tool-config.js';
import {
  readUnitPoints,
  resultPointsFor,
  underLimitFlags,
  type ResultPointsSource,
  type UnitPoints,
} from './result-points.js';
import type { RunUnit } from './execute.js';

/** Top-level key of an optimize config. */
export const OPTIMIZE_KEY = 'optimize';

/** An optimize plan. */
export interface OptimizePlan extends SearchPlan {
  budget: number;
  schedule: RaceSchedule;
  /** Unit indices of the candidates in race order, and of the references (presets). */
  raceCandidates: number[];
  references: number[];
  /** Builds drawn (besides presets); more than enter when the budget is small. */
  offered: number;
  /** Set when the matchups score result points (e.g. `tournamentPoints:`): they rank the race and the finalists. */
  resultPoints?: ResultPointsSource;
}

/** Reads an optimize config; `budget` (`--budget`) replaces the block's. */
export async function planOptimize(
  file: string | ToolSource,
  options: PlanOptions & { budget?: number } = {},
): Promise<OptimizePlan> {
  let schedule: RaceSchedule | null = null;
  let budget = 0;
  let finalists = 4;
  let problem: string | null = null;
  const plan = await planSearch(file, OPTIMIZE_KEY, {
    ...(options.overrides ? { overrides: options.overrides } : {}),
    keys: ['budget', 'finalists'],
    defaultCandidates: 64,
    gamesPerMatchup: (list, issues, block) => {
      budget = options.budget ?? wholeNumber(issues, block, 'budget', [OPTIMIZE_KEY], 2, 0);
      if (block.budget === undefined && options.budget === undefined)
        issues.add([OPTIMIZE_KEY], 'missing required key "budget" (games, all rounds together)');
      finalists = wholeNumber(issues, block, 'finalists', [OPTIMIZE_KEY], 2, 4);
      const refs = list.filter((c) => c.preset).length;
      try {
        schedule = raceSchedule({
          budget,
          candidates: list.length - refs,
          references: refs,
          opponents: countOpponents(block),
          finalists,
          step: 2,
        });
      } catch (e) {
        problem = (e as Error).message;
        return 2;
      }
      return schedule.rounds[schedule.rounds.length - 1]!.target;
    },
  });
  if (problem || !schedule) {
    plan.issues.add([OPTIMIZE_KEY, 'budget'], problem ?? 'no schedule');
    plan.issues.throwIfAny();
  }
  const s = schedule!;
  // Presets come first; the budget may let only the first of the (shuffled) drawn builds enter.
  const refs = plan.candidates.filter((c) => c.preset).length;
  const offered = plan.candidates.length - refs;
  const keep = refs + s.candidates;
  const references = plan.candidates.slice(0, refs).map((_, i) => i);
  const raceCandidates = plan.candidates.slice(refs, keep).map((_, i) => refs + i);
  const rp = resultPointsFor(plan.adapter, plan.units[0]?.config.matchups[0]?.setup);
  return {
    ...plan,
    candidates: plan.candidates.slice(0, keep),
    units: plan.units.slice(0, keep),
    budget,
    schedule: s,
    raceCandidates,
    references,
    offered,
    ...(rp ? { resultPoints: rp } : {}),
  };
}

/** The race's ranking measure: mean result points over a unit's first `target` games per opponent, when the plan scores them. */
export function optimizeMeasure(
  outDir: string,
  plan: OptimizePlan,
): ((unit: RunUnit, target: number) => Promise<number>) | undefined {
  const rp = plan.resultPoints;
  return rp
    ? async (unit, target) =>
        (await readUnitPoints(outDir, unit, rp, target)).mean?.mean ?? -Infinity
    : undefined;
}

function countOpponents(block: Record<string, unknown>): number {
  return Array.isArray(block.opponents) ? Math.max(1, block.opponents.length) : 1;
}

/** One finalist's (or reference's) verdict. */
export interface Finalist {
  id: string;
  label: string;
  build: Record<string, unknown>;
  parts: string[];
  points: number | null;
  preset: boolean;
  winRate: number;
  ciLow: number;
  ciHigh: number;
  games: number;
  draws: number;
  /** Paired difference from the leader on the same seeds (null for the leader itself). */
  vsLeader: { diff: number; ciLow: number; ciHigh: number; pValue: number } | null;
  /** Mean result points per game (95% interval over seat-swapped pairs), when the matchups score them. */
  meanPoints?: number;
  pointsLow?: number | null;
  pointsHigh?: number | null;
  /** Paired difference in result points from the leader (null for the leader), when scored. */
  vsLeaderPoints?: Finalist['vsLeader'];
  /** Leader: beyond noise better than the runner-up; others: the leader is beyond noise better than this one (by the ranking measure). */
  separated: boolean;
  pilotMismatch?: string;
}

/** The analysis. */
export interface OptimizeResult {
  budget: number;
  games: number;
  evaluated: number;
  exhaustive: boolean;
  spaceSize: number | null;
  space: string;
  /** What ranks the race and the finalists: mean result points when the matchups score them, else the win rate. */
  rankedBy: 'points' | 'winRate';
  /** The result points' name (e.g. "tournament points"), when ranked by them. */
  pointsLabel?: string;
  /** The final stage's builds best first: the finalists and the presets (marked). */
  finalists: Finalist[];
  rounds: Array<{
    round: number;
    candidates: number;
    target: number;
    games: number;
    leader: string;
    leaderRate: number;
    cutRate: number | null;
    leaderPoints?: number;
    cutPoints?: number | null;
  }>;
  evaluatedRows: Array<{
    id: string;
    label: string;
    points: number | null;
    preset: boolean;
    roundsPlayed: number;
    games: number;
    winRate: number;
  }>;
  parts: PartEffect[];
  pairs: PairEffect[];
  flags: string[];
}

/** Reads the folders after the race and gives the verdicts. */
export async function analyseOptimize(
  outDir: string,
  plan: OptimizePlan,
  race: RaceOutcome,
): Promise<OptimizeResult> {
  const records = new Map<number, PlayerRecord>();
  const entered = [...plan.references, ...plan.raceCandidates];
  const rp = plan.resultPoints;
  const scored = new Map<number, UnitPoints>();
  for (const i of entered) {
    records.set(i, await readRecord(outDir, plan.units[i]!));
    if (rp) scored.set(i, await readUnitPoints(outDir, plan.units[i]!, rp));
  }
  const leaderIdx = race.finalists[0]!;
  const leader = records.get(leaderIdx)!;
  const paired = (
    base: Map<number, number>,
    other: Map<number, number>,
    bound = 1,
  ): Finalist['vsLeader'] => {
    const d = pairedDifference(base, other, { bound });
    return d.diff === null
      ? null
      : { diff: d.diff, ciLow: d.ciLow!, ciHigh: d.ciHigh!, pValue: d.pValue! };
  };
  const verdict = (i: number): Finalist => {
    const c: SearchCandidate = plan.candidates[i]!;
    const r = records.get(i)!;
    const rate = winRateOf(r.results, r.paired);
    const ci = { low: rate.ciLow ?? 0, high: rate.ciHigh ?? 1 };
    const vs = i === leaderIdx ? null : paired(leader.results, r.results);
    const pts = scored.get(i);
    const points = pts?.mean
      ? {
          meanPoints: pts.mean.mean,
          pointsLow: pts.mean.low,
          pointsHigh: pts.mean.high,
          vsLeaderPoints:
            i === leaderIdx ? null : paired(scored.get(leaderIdx)!.games, pts.games, Infinity),
        }
      : {};
    const classes = plan.units[i]!.sideClasses ?? [];
    const mismatch = [
      ...new Set(
        classes.map((sc) => mismatchBetween(sc[0], sc[1])).filter((m): m is string => !!m),
      ),
    ].join('; ');
    return {
      id: c.id,
      label: c.label,
      build: c.build,
      parts: c.parts,
      points: c.points,
      preset: c.preset,
      winRate: r.games ? r.wins / r.games : 0,
      ciLow: ci.low,
      ciHigh: ci.high,
      games: r.games,
      draws: r.draws,
      vsLeader: vs,
      ...points,
      separated: false,
      ...(mismatch ? { pilotMismatch: mismatch } : {}),
    };
  };
  const finalists = race.finalists.map(verdict);
  // The leader is better than another beyond noise when the paired difference stays significant after Holm (over the others).
  const others = finalists.slice(1);
  const test = (f: Finalist) => (rp ? f.vsLeaderPoints : f.vsLeader);
  const sig = holmSignificant(
    others.map((f) => {
      const t = test(f);
      return t && t.diff < 0 ? t.pValue : 1;
    }),
  );
  others.forEach((f, k) => (f.separated = sig[k]!));
  if (finalists.length > 1) finalists[0]!.separated = finalists[1]!.separated;
  const first = plan.schedule.rounds[0]!.target;
  const early: Array<{ parts: string[]; score: number }> = [];
  const evaluatedRows: OptimizeResult['evaluatedRows'] = [];
  for (const i of entered) {
    const c = plan.candidates[i]!;
    const all = records.get(i)!;
    const firstRound = await readRecord(outDir, plan.units[i]!, first);
    early.push({
      parts: c.parts,
      score: firstRound.games ? firstRound.wins / firstRound.games : 0,
    });
    const roundsPlayed = c.preset
      ? race.trace.length
      : race.trace.filter((t) => t.ranking.includes(i)).length;
    evaluatedRows.push({
      id: c.id,
      label: c.label,
      points: c.points,
      preset: c.preset,
      roundsPlayed,
      games: all.games,
      winRate: all.games ? all.wins / all.games : 0,
    });
  }
  const games = [...records.values()].reduce((s, r) => s + r.games, 0);
  const flags: string[] = [];
  const unlike = finalists.filter((f) => f.pilotMismatch).length;
  if (unlike) flags.push(mismatchFlag(plan.fairPilots, unlike, 'verdict'));
  if (plan.schedule.candidates < plan.offered) {
    flags.push(
      `the budget lets ${plan.schedule.candidates} of the ${plan.offered} builds drawn enter the race (each plays at least ` +
        `${MIN_FIRST_ROUND} games per opponent in the first round): raise optimize.budget to race more`,
    );
  }
  const format = plan.units[0]?.config.matchups[0]?.format;
  flags.push(
    ...underLimitFlags(
      finalists.map((f) => ({ name: f.id, points: f.points })),
      format ? plan.adapter.pointLimit?.({ format }) : null,
    ),
  );
  if (finalists.length > 1 && !finalists[0]!.separated) {
    const [a, b] = [finalists[0]!.id, finalists[1]!.id];
    flags.push(
      `the leader (${a}) cannot be separated from the runner-up (${b}) within the budget: both are candidates for the best build`,
    );
  }
  const rounds = race.trace.map((t) => {
    const keep = plan.schedule.rounds[t.round]?.candidates;
    const raced = (xs: number[]) => xs.filter((_, k) => !plan.candidates[t.ranking[k]!]!.preset);
    const cut = (xs: number[]) =>
      keep !== undefined && keep < raced(xs).length ? raced(xs)[keep - 1]! : null;
    return {
      round: t.round,
      candidates: t.candidates,
      target: t.target,
      games: t.games,
      leader: plan.candidates[t.ranking[0]!]!.id,
      leaderRate: t.rates[0]!,
      cutRate: cut(t.rates),
      ...(t.measures ? { leaderPoints: t.measures[0]!, cutPoints: cut(t.measures) } : {}),
    };
  });
  return {
    budget: plan.budget,
    games,
    evaluated: entered.length,
    exhaustive: plan.exhaustive,
    spaceSize: plan.space.size,
    space: plan.space.description,
    rankedBy: rp ? 'points' : 'winRate',
    ...(rp ? { pointsLabel: rp.label } : {}),
    finalists,
    rounds,
    evaluatedRows,
    parts: partEffects(early),
    pairs: pairEffects(early),
    flags,
  };
}

/** The contract JSON (DESIGN.md): finalists best first, candidates evaluated, games played. */
export function optimizeJson(r: OptimizeResult): Record<string, unknown> {
  const one = (f: Finalist) => ({
    build: f.build,
    name: f.id,
    preset: f.preset,
    label: f.label,
    winRate: f.winRate,
    ciLow: f.ciLow,
    ciHigh: f.ciHigh,
    games: f.games,
    draws: f.draws,
    points: f.points,
    ...(f.meanPoints !== undefined
      ? {
          meanPoints: f.meanPoints,
          pointsLow: f.pointsLow,
          pointsHigh: f.pointsHigh,
          vsLeaderPoints: f.vsLeaderPoints,
        }
      : {}),
    vsLeader: f.vsLeader,
    separated: f.separated,
    ...(f.pilotMismatch ? { pilotMismatch: f.pilotMismatch } : {}),
  });
  return {
    rankedBy: r.rankedBy,
    ...(r.pointsLabel ? { pointsLabel: r.pointsLabel } : {}),
    builds: r.finalists.map(one),
    evaluated: r.evaluated,
    games: r.games,
    budget: r.budget,
    exhaustive: r.exhaustive,
    spaceSize: r.spaceSize,
    rounds: r.rounds,
    parts: r.parts,
    pairs: r.pairs,
    flags: r.flags,
  };
}
