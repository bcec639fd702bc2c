/**
 * `sortie tournament`: a seat-swapped round robin among N builds, the win-rate matrix,
 * Bradley–Terry ratings with 95% intervals and the likelihood-of-superiority matrix
 * (as Ordo and BayesElo report them), per pilot, with the pairs whose order flips
 * between pilots flagged.
 */
import { pilotVerdictFacts } from './pilots.js';
import { heatmap, intervalChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection } from '../report/balance-report.js';
import {
  buildClasses,
  buildMismatches,
  effectiveCounts,
  pairingResults,
  planRoundRobin,
  unitLinks,
  type PlanOptions,
  type RoundRobinPlan,
} from './round-robin.js';
import {
  FIRST_SIDE_FORMATS,
  FIRST_SIDE_HEADER,
  firstSideCells,
  firstSideText,
  pickFirstSide,
  type FirstSideRate,
} from './first-side.js';
import { mismatchFlag } from './pilot-mismatch.js';
import { fitBradleyTerry } from './ratings.js';
import { roundRobinPoints, roundRobinUnderLimit, type MeanInterval } from './result-points.js';
import type { ToolSource } from './tool-config.js';
import { percentText } from '../report/percent.js';
import { plural } from '../report/plural.js';

/** Top-level keys of a tournament config besides the matchup keys. */
export const TOURNAMENT_KEYS = ['priorDraws'] as const;

/** One build's rating. */
export interface RatingRow {
  build: string;
  rating: number;
  ciLow: number;
  ciHigh: number;
  se: number;
  games: number;
  /** Points per game (a draw is ½). */
  score: number | null;
  /** Set when this build is flown by another pilot class than some builds it rates against. */
  pilotMismatch?: string;
  /** Mean result points per game with a 95% interval (BalanceAdapter.scoreTable, e.g. tournament points). */
  points?: MeanInterval;
}

/** One ordered pairing of the matrix: a's results against b. */
export interface MatrixRow {
  a: string;
  b: string;
  games: number;
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  draws: number;
  /** Set when a and b are flown by unlike pilots (e.g. a printed and a generated AI deck). */
  pilotMismatch?: string;
}

/** One pairing's value of playing first (first-side.ts), in pairing order. */
export interface InitiativeRow extends FirstSideRate {
  a: string;
  b: string;
}

/** The tournament under one pilot. */
export interface TournamentPilot {
  pilot: string;
  /** Sorted by rating, strongest first. */
  ratings: RatingRow[];
  matrix: MatrixRow[];
  /** Per pairing, how often the side that played first won. */
  initiative: InitiativeRow[];
  /** los[i][j]: probability build i (in build order) is stronger than build j. */
  los: number[][];
  /** What orders `ratings`: mean result points when the games keep them, else the win-based rating. */
  rankedBy: 'points' | 'rating';
  /** The result points' name (e.g. "tournament points"), when ranked by them. */
  pointsLabel?: string;
}

/** The whole tournament. */
export interface TournamentResult {
  builds: string[];
  pilots: TournamentPilot[];
  /** Conclusions that flip between pilots. */
  flags: string[];
}

/** Plans a tournament. */
export function planTournament(
  file: string | ToolSource,
  options: PlanOptions = {},
): Promise<RoundRobinPlan> {
  return planRoundRobin(file, TOURNAMENT_KEYS, options, (p) => {
    const prior = p.root.priorDraws;
    if (prior !== undefined && !(typeof prior === 'number' && prior >= 0))
      p.issues.add(['priorDraws'], 'must be a number ≥ 0 (virtual draws per pairing)');
  });
}

/** Ratings, matrix and LOS of one unit's games. */
export async function analyseTournamentUnit(
  outDir: string,
  plan: RoundRobinPlan,
  unitIndex: number,
): Promise<TournamentPilot & { fitRatings: number[] }> {
  const unit = plan.units[unitIndex]!;
  const results = await pairingResults(outDir, plan, unit);
  const names = plan.builds.map((b) => b.name);
  const prior = typeof plan.root.priorDraws === 'number' ? plan.root.priorDraws : 1;
  const fit = fitBradleyTerry(names.length, results.map(effectiveCounts), { priorDraws: prior });
  const games = names.map(() => 0);
  const points = names.map(() => 0);
  const matrix: MatrixRow[] = [];
  const initiative: InitiativeRow[] = results.map((r) => ({
    a: names[r.a]!,
    b: names[r.b]!,
    ...pickFirstSide(r),
  }));
  const unlike = buildClasses(plan, unit).pairings;
  const perBuild = buildMismatches(plan, unit);
  results.forEach((r, k) => {
    games[r.a]! += r.games;
    games[r.b]! += r.games;
    points[r.a]! += r.winsA + r.draws / 2;
    points[r.b]! += r.winsB + r.draws / 2;
    for (const [x, y, wins, rate] of [
      [r.a, r.b, r.winsA, r.rateA],
      [r.b, r.a, r.winsB, r.rateB],
    ] as const) {
      matrix.push({
        a: names[x]!,
        b: names[y]!,
        games: r.games,
        winRate: r.games ? wins / r.games : null,
        ciLow: rate.ciLow,
        ciHigh: rate.ciHigh,
        draws: r.draws,
        ...(unlike[k] ? { pilotMismatch: unlike[k] } : {}),
      });
    }
  });
  const scored = await roundRobinPoints(outDir, plan, unit);
  const byPoints = scored.some((x) => x !== null);
  const ratings = names
    .map((build, i): RatingRow => ({
      build,
      rating: fit.ratings[i]!,
      ciLow: fit.ciLow[i]!,
      ciHigh: fit.ciHigh[i]!,
      se: fit.se[i]!,
      games: games[i]!,
      score: games[i] ? points[i]! / games[i]! : null,
      ...(perBuild[i] ? { pilotMismatch: perBuild[i]! } : {}),
      ...(scored[i] ? { points: scored[i]! } : {}),
    }))
    .sort(
      (x, y) =>
        (byPoints ? (y.points?.mean ?? -Infinity) - (x.points?.mean ?? -Infinity) : 0) ||
        y.rating - x.rating,
    );
  const label = plan.adapter.resultPointsLabel;
  return {
    pilot: unit.pilot,
    ratings,
    matrix,
    initiative,
    los: fit.los,
    rankedBy: byPoints ? 'points' : 'rating',
    ...(byPoints && label ? { pointsLabel: label } : {}),
    fitRatings: fit.ratings,
  };
}

/** Analyses every pilot's tournament. */
export async function analyseTournament(
  outDir: string,
  plan: RoundRobinPlan,
): Promise<TournamentResult> {
  const pilots: TournamentPilot[] = [];
  for (let u = 0; u < plan.units.length; u++) {
    const { fitRatings: _r, ...rest } = await analyseTournamentUnit(outDir, plan, u);
    pilots.push(rest);
  }
  const names = plan.builds.map((b) => b.name);
  const flags = losFlips(names, pilots);
  flags.push(...roundRobinUnderLimit(plan));
  const unlike = pilots.reduce((n, p) => n + p.matrix.filter((m) => m.pilotMismatch).length / 2, 0);
  if (unlike) flags.push(mismatchFlag(plan.adapter.fairPilots, unlike, 'pairing'));
  return { builds: names, pilots, flags };
}

/** Pairs that one pilot ranks one way and another the other way, each with LOS ≥ 95%. */
export function losFlips(
  names: string[],
  pilots: ReadonlyArray<Pick<TournamentPilot, 'pilot' | 'los'>>,
): string[] {
  const flags: string[] = [];
  if (pilots.length < 2) return flags;
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const up = pilots.find((p) => p.los[i]![j]! >= 0.95);
      const down = pilots.find((p) => p.los[i]![j]! <= 0.05);
      if (up && down) {
        flags.push(
          `${names[i]} vs ${names[j]} flips between pilots: ${names[i]} is stronger under ${up.pilot} (LOS ${percentText(up.los[i]![j]!)}), ${names[j]} under ${down.pilot} (LOS ${percentText(1 - down.los[i]![j]!)})`,
        );
      }
    }
  }
  return flags;
}

/** The contract JSON (`--json`): the first pilot's ratings and matrix, every pilot under `pilots`. */
export function tournamentJson(r: TournamentResult): Record<string, unknown> {
  const first = r.pilots[0]!;
  const strip = (p: TournamentPilot) => ({
    rankedBy: p.rankedBy,
    ratings: p.ratings.map(
      ({ build, rating, ciLow, ciHigh, se, games, score, pilotMismatch, points }) => ({
        build,
        rating,
        ciLow,
        ciHigh,
        se,
        games,
        score,
        ...(pilotMismatch ? { pilotMismatch } : {}),
        ...(points
          ? { meanPoints: points.mean, pointsCiLow: points.low, pointsCiHigh: points.high }
          : {}),
      }),
    ),
    matrix: p.matrix,
    initiative: p.initiative,
  });
  return {
    ...strip(first),
    pilots: r.pilots.map((p) => ({ pilot: p.pilot, ...strip(p), los: p.los })),
    flags: r.flags,
  };
}

/** The report (tables, charts, flags). */
export function tournamentReport(plan: RoundRobinPlan, r: TournamentResult): BalanceReport {
  const multi = r.pilots.length > 1;
  const sections: BalanceSection[] = r.pilots.map((p, pi) => {
    const suffix = multi ? `-${plan.units[pi]!.dir}` : '';
    const pct = (x: number | null) => (x === null ? '' : percentText(x));
    const unlike = p.matrix.some((m) => m.pilotMismatch);
    return {
      id: `pilot${suffix || '-all'}`,
      title: multi ? `Pilot: ${p.pilot}` : 'Ratings and matchups',
      notes: [
        'Ratings are Bradley–Terry maximum likelihood on the Elo scale (average 0), a draw counting half; intervals are 95% from the observed information. LOS is the probability that the row build is stronger than the column build.',
        'First side: how often the side that played first won each pairing (Wilson 95% interval); seats swap every other game, so above 50% means playing first is worth something for that pair.',
        ...(p.rankedBy === 'points'
          ? [
              `Ranked by mean ${p.pointsLabel ?? 'result points'} per game (the matchup's table: a narrow win scores less than a wide one), with a Student-t 95% interval over seat-swapped pairs; the rating and score count wins only.`,
            ]
          : []),
      ],
      charts: [
        intervalChart({
          id: `ratings${suffix}`,
          title: `Ratings with 95% intervals${multi ? ` (${p.pilot})` : ''}`,
          rows: p.ratings.map((x) => ({
            label: x.build,
            value: x.rating,
            low: x.ciLow,
            high: x.ciHigh,
          })),
          axisTitle: 'rating (Elo)',
          format: '.0f',
          reference: 0,
        }),
        heatmap({
          id: `win-matrix${suffix}`,
          title: `Win rate of row build against column build${multi ? ` (${p.pilot})` : ''}`,
          rowTitle: 'build',
          colTitle: 'against',
          legendTitle: 'win rate',
          cells: p.matrix.map((m) => ({
            row: m.a,
            col: m.b,
            value: m.winRate,
            text: pct(m.winRate),
          })),
          rows: r.builds,
          cols: r.builds,
        }),
        heatmap({
          id: `los${suffix}`,
          title: `Likelihood of superiority (row stronger than column)${multi ? ` (${p.pilot})` : ''}`,
          rowTitle: 'build',
          colTitle: 'than',
          legendTitle: 'LOS',
          cells: r.builds.flatMap((a, i) =>
            r.builds.map((b, j) => ({
              row: a,
              col: b,
              value: i === j ? null : p.los[i]![j]!,
              text: i === j ? '' : pct(p.los[i]![j]!),
            })),
          ),
          rows: r.builds,
          cols: r.builds,
        }),
      ],
      tables: [
        {
          title: 'Ratings',
          file: `ratings${suffix}.csv`,
          header: [
            'build',
            'rating',
            'ci_low',
            'ci_high',
            'se',
            'games',
            'score',
            ...(unlike ? ['pilot_mismatch'] : []),
            ...(p.rankedBy === 'points' ? ['mean_points', 'points_ci_low', 'points_ci_high'] : []),
          ],
          rows: p.ratings.map((x) => [
            x.build,
            x.rating,
            x.ciLow,
            x.ciHigh,
            x.se,
            x.games,
            x.score,
            ...(unlike ? [x.pilotMismatch ?? ''] : []),
            ...(p.rankedBy === 'points'
              ? [x.points?.mean ?? null, x.points?.low ?? null, x.points?.high ?? null]
              : []),
          ]),
          formats: [
            'text',
            'elo',
            'elo',
            'elo',
            'num',
            'int',
            'pct',
            ...(unlike ? ['text' as const] : []),
            ...(p.rankedBy === 'points' ? (['num', 'num', 'num'] as const) : []),
          ],
        },
        {
          title: 'Win-rate matrix',
          file: `matrix${suffix}.csv`,
          header: [
            'a',
            'b',
            'games',
            'win_rate',
            'ci_low',
            'ci_high',
            'draws',
            ...(unlike ? ['pilot_mismatch'] : []),
          ],
          rows: p.matrix.map((m) => [
            m.a,
            m.b,
            m.games,
            m.winRate,
            m.ciLow,
            m.ciHigh,
            m.draws,
            ...(unlike ? [m.pilotMismatch ?? ''] : []),
          ]),
          formats: [
            'text',
            'text',
            'int',
            'pct',
            'pct',
            'pct',
            'int',
            ...(unlike ? ['text' as const] : []),
          ],
        },
        {
          title: 'First side (value of playing first, per pairing)',
          file: `initiative${suffix}.csv`,
          header: ['a', 'b', ...FIRST_SIDE_HEADER],
          rows: p.initiative.map((x) => [x.a, x.b, ...firstSideCells(x)]),
          formats: ['text', 'text', ...FIRST_SIDE_FORMATS],
        },
        {
          title: 'Likelihood of superiority',
          file: `los${suffix}.csv`,
          header: ['build', ...r.builds],
          rows: r.builds.map((a, i) => [
            a,
            ...r.builds.map((_, j) => (i === j ? null : p.los[i]![j]!)),
          ]),
          formats: ['text', ...r.builds.map(() => 'pct' as const)],
        },
      ],
    };
  });
  const games = plan.units.reduce(
    (s, u) => s + u.config.matchups.reduce((t, m) => t + m.games, 0),
    0,
  );
  return {
    tool: 'tournament',
    title: `Tournament: ${plan.source.name}`,
    intro: `Round robin of ${plural(r.builds.length, 'build')}, ${plural(plan.pairings.length, 'pairing')}${multi ? ` under ${r.pilots.length} pilots` : ''}, ${plural(games, 'game')} planned (seats swapped every other game).`,
    facts: [
      ['config', plan.source.file],
      ['builds', r.builds.join(', ')],
      ['pilots', r.pilots.map((p) => p.pilot).join(', ')],
      ...pilotVerdictFacts(
        r.pilots.map((p) => p.pilot),
        r.flags,
      ),
    ],
    flags: r.flags,
    sections,
    links: unitLinks(plan.units),
    json: tournamentJson(r),
  };
}

/** Human-readable summary for the terminal. */
export function tournamentText(r: TournamentResult): string {
  const lines: string[] = [];
  for (const p of r.pilots) {
    if (r.pilots.length > 1) lines.push(`pilot ${p.pilot}:`);
    const w = Math.max(5, ...p.ratings.map((x) => x.build.length));
    const byPoints = p.rankedBy === 'points';
    if (byPoints)
      lines.push(
        `ranked by mean ${p.pointsLabel ?? 'result points'} per game (95% interval over seat-swapped pairs); the rating counts wins only`,
      );
    lines.push(
      `${'build'.padEnd(w)}${byPoints ? '  points  95% interval ' : ''}  rating  95% interval   games   score`,
    );
    for (const x of p.ratings) {
      const ci = `[${fmtElo(x.ciLow)}, ${fmtElo(x.ciHigh)}]`;
      const pts = byPoints
        ? `  ${fmtPts(x.points?.mean).padStart(6)}  ${`[${fmtPts(x.points?.low)}, ${fmtPts(x.points?.high)}]`.padEnd(13)}`
        : '';
      lines.push(
        `${x.build.padEnd(w)}${pts}  ${fmtElo(x.rating).padStart(6)}  ${ci.padEnd(13)}  ${String(x.games).padStart(5)}  ${x.score === null ? '     –' : percentText(x.score).padStart(6)}${x.pilotMismatch ? `  — unlike pilots: ${x.pilotMismatch}` : ''}`,
      );
    }
    for (const x of p.initiative) {
      const t = firstSideText(x, (v) => (v === null ? '–' : percentText(v)));
      if (t) lines.push(`${x.a} vs ${x.b}: ${t}`);
    }
  }
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

const fmtElo = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(0)}`;
const fmtPts = (x: number | null | undefined) =>
  x === null || x === undefined ? '–' : x.toFixed(2);
