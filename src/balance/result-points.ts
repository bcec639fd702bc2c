/**
 * Result points per game (a tournament's points for a win by a margin, BalanceAdapter.scoreTable):
 * read from games.ndjson's metric rows, and their mean with a 95% interval. Seat-swapped games
 * are averaged by pair first (the two games of a pair share a seed), so the interval is over
 * independent observations.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readGameLines } from '../report/read-results.js';
import type { BalanceAdapter } from '../core/game-tools.js';
import { buildPoints } from './builds.js';
import { unitPath, type RunUnit } from './execute.js';
import { tQuantile } from './normal.js';
import type { RoundRobinPlan } from './round-robin.js';

/** Where result points come from (BalanceAdapter.resultPoints), and their name in reports. */
export interface ResultPointsSource {
  score: NonNullable<BalanceAdapter['resultPoints']>;
  label: string;
}

/**
 * The adapter's result points when `setup` (a resolved matchup setup) scores games by them: the
 * scorer is probed with a drawn game, which a matchup without a table answers with null.
 */
export function resultPointsFor(
  adapter: BalanceAdapter,
  setup: unknown,
): ResultPointsSource | null {
  const score = adapter.resultPoints;
  if (!score || score(setup, { winner: null, scores: [0, 0] }) === null) return null;
  return { score, label: adapter.resultPointsLabel ?? 'result points' };
}

/** Per matchup, per game index, each side's points (side order of the game line). */
export type MatchupPoints = Map<string, Map<number, number[]>>;

/**
 * Each game's result points (BalanceAdapter.resultPoints) from a results folder's games, for the
 * matchups whose setup `setupOf` gives; matchups without a points table are left out.
 */
export async function readResultPoints(
  dir: string,
  points: NonNullable<BalanceAdapter['resultPoints']>,
  setupOf: (matchup: string) => unknown,
): Promise<MatchupPoints> {
  const out: MatchupPoints = new Map();
  const file = join(dir, 'games.ndjson');
  if (!existsSync(file)) return out;
  for await (const line of readGameLines(file)) {
    const setup = setupOf(line.matchup);
    if (setup === undefined) continue;
    const p = points(setup, { winner: line.winner, scores: line.sides.map((s) => s.score) });
    if (!p) continue;
    let m = out.get(line.matchup);
    if (!m) out.set(line.matchup, (m = new Map()));
    m.set(line.game, p);
  }
  return out;
}

/** A mean with its 95% interval and the number of independent observations. */
export interface MeanInterval {
  mean: number;
  /** null with fewer than 2 observations. */
  low: number | null;
  high: number | null;
  n: number;
}

/** Side `side`'s observations in one matchup: per seat-swapped pair (games 2k, 2k+1) the mean, else per game. */
export function pointObservations(
  games: Map<number, number[]>,
  side: number,
  seatSwap: boolean,
): number[] {
  if (!seatSwap) return [...games.values()].map((p) => p[side]!);
  const out: number[] = [];
  for (const [g, p] of games) {
    if (g % 2 !== 0) continue;
    const q = games.get(g + 1);
    out.push(q ? (p[side]! + q[side]!) / 2 : p[side]!);
  }
  return out;
}

/** Mean of `xs` with a Student-t 95% interval (null without observations). */
export function meanInterval(xs: readonly number[]): MeanInterval | null {
  const n = xs.length;
  if (n === 0) return null;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, low: null, high: null, n };
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  const half = tQuantile(0.975, n - 1) * (sd / Math.sqrt(n));
  return { mean, low: mean - half, high: mean + half, n };
}

/** Builds whose printed cost leaves more than `share` of the format's point limit unspent. */
export function underLimitFlags(
  builds: ReadonlyArray<{ name: string; points: number | null }>,
  limit: number | null | undefined,
  share = 0.1,
): string[] {
  if (!limit) return [];
  return builds
    .filter((b) => b.points !== null && b.points < limit * (1 - share))
    .map(
      (b) =>
        `${b.name} costs ${b.points} of the format's ${limit} points (${limit - b.points!} unspent): its opponents win by wide margins, so judge it by result points, not win rate`,
    );
}

/** Two sides' mean result points and their paired difference (A − B), over the same observations. */
export interface PointsComparison {
  label: string;
  a: MeanInterval;
  b: MeanInterval;
  difference: MeanInterval;
}

/** A's and B's result points over the games with index below `limit` (pairs averaged when seat-swapped). */
export function comparePoints(
  games: Map<number, number[]> | undefined,
  limit: number,
  seatSwap: boolean,
  label: string,
): PointsComparison | null {
  if (!games) return null;
  const used = new Map([...games].filter(([g]) => g < limit));
  const a = meanInterval(pointObservations(used, 0, seatSwap));
  const b = meanInterval(pointObservations(used, 1, seatSwap));
  const d = meanInterval(
    pointObservations(new Map([...used].map(([g, p]) => [g, [p[0]! - p[1]!]])), 0, seatSwap),
  );
  return a && b && d ? { label, a, b, difference: d } : null;
}

/** "by tournament points: A 6.1 [5.9, 6.3], B 5.6 [...] per game; A − B +0.5 [0.2, 0.8]: A ahead". */
export function pointsComparisonText(p: PointsComparison, sides: readonly string[]): string {
  const f = (x: number | null) => (x === null ? '–' : x.toFixed(2));
  const mi = (m: MeanInterval) => `${f(m.mean)} [${f(m.low)}, ${f(m.high)}]`;
  const d = p.difference;
  const verdict =
    d.low !== null && d.low > 0
      ? `${sides[0]} ahead`
      : d.high !== null && d.high < 0
        ? `${sides[1]} ahead`
        : 'not separated at 95%';
  return `by mean ${p.label} per game: ${sides[0]} ${mi(p.a)}, ${sides[1]} ${mi(p.b)}; difference ${d.mean > 0 ? '+' : ''}${mi(d)}: ${verdict}`;
}

/** Each build's mean result points over all its games of a round-robin unit (null when the games keep none). */
export async function roundRobinPoints(
  outDir: string,
  plan: RoundRobinPlan,
  unit: RoundRobinPlan['units'][number],
): Promise<Array<MeanInterval | null>> {
  const scorer = plan.adapter.resultPoints;
  const obs: number[][] = plan.builds.map(() => []);
  if (!scorer) return obs.map(() => null);
  const pts = await readResultPoints(
    unitPath(outDir, unit),
    scorer,
    (name) => unit.config.matchups.find((m) => m.name === name)?.setup,
  );
  for (const { a, b, matchup } of plan.pairings) {
    const g = pts.get(matchup);
    if (!g) continue;
    const swap = unit.config.matchups.find((m) => m.name === matchup)?.seatSwap ?? false;
    obs[a]!.push(...pointObservations(g, 0, swap));
    obs[b]!.push(...pointObservations(g, 1, swap));
  }
  return obs.map(meanInterval);
}

/** A round robin's builds far under their format's point limit (underLimitFlags). */
export function roundRobinUnderLimit(plan: RoundRobinPlan): string[] {
  const format = plan.units[0]?.config.matchups[0]?.format;
  return underLimitFlags(
    plan.builds.map((b) => ({ name: b.name, points: buildPoints(b, plan.adapter) })),
    format ? plan.adapter.pointLimit?.({ format }) : null,
  );
}

/** Side 0's result points in a unit's games (over the first `limit` per matchup): their mean, and per game (key matchup·2^30 + game) for paired tests. */
export interface UnitPoints {
  mean: MeanInterval | null;
  games: Map<number, number>;
}

/** Reads {@link UnitPoints} of a unit whose side 0 is the player (a search candidate against its opponents). */
export async function readUnitPoints(
  outDir: string,
  unit: RunUnit,
  source: ResultPointsSource,
  limit = Infinity,
): Promise<UnitPoints> {
  const pts = await readResultPoints(
    unitPath(outDir, unit),
    source.score,
    (name) => unit.config.matchups.find((m) => m.name === name)?.setup,
  );
  const games = new Map<number, number>();
  const obs: number[] = [];
  unit.config.matchups.forEach((m, k) => {
    const g = new Map([...(pts.get(m.name) ?? [])].filter(([i]) => i < limit));
    for (const [i, p] of g) games.set(k * 2 ** 30 + i, p[0]!);
    obs.push(...pointObservations(g, 0, m.seatSwap ?? false));
  });
  return { mean: meanInterval(obs), games };
}
