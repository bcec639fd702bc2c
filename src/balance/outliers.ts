/**
 * `sortie outliers`: for each point cost, the builds of a search space whose strength
 * against the field is beyond what their cost predicts (outlier-model.ts: the price
 * model's Elo-per-point line, Holm-corrected), each with its fair points and interval and
 * the parts it shares with the other outliers (a broken combination is usually two parts).
 * Every candidate plays every opponent the same number of games on the same seeds.
 *
 * ```yaml
 * outliers:
 *   ship: {faction: forge, points: [3, 4, 5]}   # the space, as in optimize:
 *   opponents: [{preset: scarab-klaw-interceptor, pilot: heuristic}]   # the field
 *   pilot: heuristic
 *   candidates: 120        # builds drawn (every one of a smaller space)
 *   games: 40              # per build and opponent (even: seat-swapped pairs)
 *   eloPerPoint: 60        # optional: needed when every build costs the same
 *   alpha: 0.05            # optional: family-wise error rate (Holm)
 * ```
 */
import type { BalanceReport } from '../report/balance-report.js';
import { percentText } from '../report/percent.js';
import { plural } from '../report/plural.js';
import { scatterChart } from '../report/scatter-chart.js';
import { readRecord, type PlayerRecord } from './race.js';
import { fitOutliers, sharedParts } from './outlier-model.js';
import type { PlanOptions } from './round-robin.js';
import { planSearch, wholeNumber, type SearchPlan } from './search-config.js';
import type { ToolSource } from './tool-config.js';

/** Top-level key of an outliers config. */
export const OUTLIERS_KEY = 'outliers';

/** An outliers plan. */
export interface OutliersPlan extends SearchPlan {
  games: number;
  eloPerPoint?: number;
  alpha: number;
}

/** Reads an outliers config (`--games` replaces `outliers.games`). */
export async function planOutliers(
  file: string | ToolSource,
  options: PlanOptions = {},
): Promise<OutliersPlan> {
  let games = 40;
  let eloPerPoint: number | undefined;
  let alpha = 0.05;
  const plan = await planSearch(file, OUTLIERS_KEY, {
    ...(options.overrides ? { overrides: options.overrides } : {}),
    keys: ['games', 'eloPerPoint', 'alpha'],
    defaultCandidates: 100,
    gamesPerMatchup: (_list, issues, block) => {
      games =
        options.overrides?.games ?? wholeNumber(issues, block, 'games', [OUTLIERS_KEY], 2, 40);
      if (games % 2) issues.add([OUTLIERS_KEY, 'games'], 'must be even (seat-swapped pairs)');
      const e = block.eloPerPoint;
      if (e !== undefined && !(typeof e === 'number' && e > 0))
        issues.add([OUTLIERS_KEY, 'eloPerPoint'], 'must be a number > 0 (Elo a point buys)');
      else if (typeof e === 'number') eloPerPoint = e;
      const a = block.alpha;
      if (a !== undefined && !(typeof a === 'number' && a > 0 && a < 0.5))
        issues.add([OUTLIERS_KEY, 'alpha'], 'must be a number between 0 and 0.5');
      else if (typeof a === 'number') alpha = a;
      return games;
    },
  });
  return { ...plan, games, alpha, ...(eloPerPoint !== undefined ? { eloPerPoint } : {}) };
}

/** One build's verdict. */
export interface OutlierRow {
  id: string;
  label: string;
  build: Record<string, unknown>;
  parts: string[];
  points: number;
  winRate: number;
  games: number;
  elo: number;
  predicted: number;
  z: number;
  pValue: number;
  outlier: boolean;
  fairPoints: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  sharedParts: string[];
}

/** The analysis. */
export interface OutliersResult {
  eloPerPoint: number | null;
  tau: number;
  intercept: number;
  rows: OutlierRow[];
  byCost: Array<{ points: number; builds: number; outliers: number; meanWinRate: number }>;
  shared: Array<{ part: string; count: number }>;
  games: number;
  flags: string[];
}

/** Reads the folders and finds the outliers. */
export async function analyseOutliers(outDir: string, plan: OutliersPlan): Promise<OutliersResult> {
  const recs: PlayerRecord[] = [];
  for (const u of plan.units) recs.push(await readRecord(outDir, u));
  const flags: string[] = [];
  const costs = plan.candidates.map((c) => c.points);
  if (costs.some((p) => p === null))
    flags.push('some builds have no known cost: they are left out');
  const idx = plan.candidates
    .map((_, i) => i)
    .filter((i) => costs[i] !== null && recs[i]!.games > 0);
  const records = idx.map((i) => ({
    points: costs[i]!,
    wins: recs[i]!.wins,
    draws: recs[i]!.draws,
    games: recs[i]!.games,
  }));
  const fit = fitOutliers(records, {
    ...(plan.eloPerPoint !== undefined ? { eloPerPoint: plan.eloPerPoint } : {}),
    alpha: plan.alpha,
  });
  if (fit.eloPerPoint === null)
    flags.push(
      'every build costs the same: fair points need eloPerPoint (the outliers are still those beyond the builds of that cost)',
    );
  else if (fit.eloPerPoint <= 0)
    flags.push(
      `strength does not rise with cost here (${fit.eloPerPoint.toFixed(1)} Elo per point): fair points cannot be read off the point scale`,
    );
  const rows: OutlierRow[] = idx.map((i, k) => {
    const c = plan.candidates[i]!;
    const f = fit.rows[k]!;
    const r = recs[i]!;
    return {
      id: c.id,
      label: c.label,
      build: c.build,
      parts: c.parts,
      points: costs[i]!,
      winRate: r.games ? r.wins / r.games : 0,
      games: r.games,
      elo: f.elo,
      predicted: f.predicted,
      z: f.z,
      pValue: f.pValue,
      outlier: f.outlier,
      fairPoints: f.fairPoints,
      ciLow: f.fairLow,
      ciHigh: f.fairHigh,
      sharedParts: [],
    };
  });
  const outliers = rows.filter((r) => r.outlier);
  const shared = sharedParts(outliers.map((r) => r.parts));
  for (const r of outliers)
    r.sharedParts = shared.map((s) => s.part).filter((p) => r.parts.includes(p));
  const byCost = [...new Set(rows.map((r) => r.points))]
    .sort((a, b) => a - b)
    .map((points) => {
      const at = rows.filter((r) => r.points === points);
      return {
        points,
        builds: at.length,
        outliers: at.filter((r) => r.outlier).length,
        meanWinRate: at.reduce((s, r) => s + r.winRate, 0) / at.length,
      };
    });
  const games = recs.reduce((s, r) => s + r.games, 0);
  return {
    eloPerPoint: fit.eloPerPoint,
    tau: fit.tau,
    intercept: fit.intercept,
    rows,
    byCost,
    shared,
    games,
    flags,
  };
}

/** The contract JSON (DESIGN.md): the outliers, strongest excess first. */
export function outliersJson(r: OutliersResult): Record<string, unknown> {
  const outliers = r.rows.filter((x) => x.outlier).sort((a, b) => b.z - a.z);
  return {
    outliers: outliers.map((x) => ({
      build: x.build,
      name: x.id,
      label: x.label,
      points: x.points,
      fairPoints: x.fairPoints,
      ciLow: x.ciLow,
      ciHigh: x.ciHigh,
      sharedParts: x.sharedParts,
      winRate: x.winRate,
      games: x.games,
      pValue: x.pValue,
    })),
    evaluated: r.rows.length,
    games: r.games,
    eloPerPoint: r.eloPerPoint,
    spreadElo: r.tau,
    byCost: r.byCost,
    sharedParts: r.shared,
    flags: r.flags,
  };
}

const num = (x: number | null, d = 1) => (x === null ? '–' : x.toFixed(d));

/** Terminal summary. */
export function outliersText(r: OutliersResult): string {
  const out = r.rows.filter((x) => x.outlier).sort((a, b) => b.z - a.z);
  const lines = [
    `${plural(r.rows.length, 'build')}, ${plural(r.games, 'game')}; a point buys ${num(r.eloPerPoint)} Elo; builds of one price spread ${num(r.tau)} Elo.`,
  ];
  if (r.byCost.length > 12)
    lines.push(
      `${r.byCost.length} costs from ${r.byCost[0]!.points} to ${r.byCost[r.byCost.length - 1]!.points} points (per cost: outliers-by-cost.csv)`,
    );
  else
    for (const c of r.byCost)
      lines.push(
        `${c.points} points: ${plural(c.builds, 'build')}, mean win rate ${percentText(c.meanWinRate)}, ${plural(c.outliers, 'outlier')}`,
      );
  if (!out.length)
    lines.push('No build is stronger than its cost predicts beyond noise (Holm-corrected).');
  for (const x of out) {
    const shares = x.sharedParts.length ? `; shares ${x.sharedParts.join(', ')}` : '';
    lines.push(
      `outlier ${x.label}: ${x.points} points, plays like ${num(x.fairPoints)} [${num(x.ciLow)}, ${num(x.ciHigh)}], win rate ${percentText(x.winRate)}${shares}`,
    );
  }
  if (r.shared.length)
    lines.push(
      `parts the outliers share: ${r.shared.map((s) => `${s.part} (${s.count})`).join(', ')}`,
    );
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

/** The report. */
export function outliersReport(plan: OutliersPlan, r: OutliersResult): BalanceReport {
  const sorted = [...r.rows].sort((a, b) => Number(b.outlier) - Number(a.outlier) || b.z - a.z);
  return {
    tool: 'outliers',
    title: `Outliers: ${plan.source.name}`,
    intro: `${plural(r.rows.length, 'build')} of ${plan.space.description}, each ${plural(plan.games, 'game')} against each of ${plan.opponents.map((o) => o.name).join(', ')}.`,
    facts: [
      ['config', plan.source.file],
      ['games played', String(r.games)],
      ['Elo per point', num(r.eloPerPoint)],
      ['alpha (Holm)', String(plan.alpha)],
    ],
    flags: r.flags,
    sections: [
      {
        id: 'outliers',
        title: 'Builds stronger than their cost',
        notes: [
          "Strength: the score against the field as Elo. What a cost predicts: the price model's line (Elo per point, " +
            'weighted least squares, refitted without the outliers). A build is an outlier when its excess over the line, ' +
            "measured against its own noise and the usual spread of builds at one price, stays significant after Holm's " +
            'correction over every build. Fair points: the cost that would put it on the line (95% interval from its games).',
        ],
        charts: [
          scatterChart({
            id: 'outliers-strength',
            title: 'Strength against cost (outliers in red)',
            xTitle: 'points',
            yTitle: 'Elo against the field',
            points: r.rows.map((x) => ({
              label: x.label,
              x: x.points,
              y: x.elo,
              marked: x.outlier,
            })),
            line: r.eloPerPoint !== null ? { intercept: r.intercept, slope: r.eloPerPoint } : null,
          }),
        ],
        tables: [
          {
            title: 'Per cost',
            file: 'outliers-by-cost.csv',
            header: ['points', 'builds', 'outliers', 'mean_win_rate'],
            rows: r.byCost.map((c) => [c.points, c.builds, c.outliers, c.meanWinRate]),
            formats: ['num', 'int', 'int', 'pct'],
          },
          {
            title: 'Every build (outliers first)',
            file: 'outliers.csv',
            header: [
              'id',
              'build',
              'points',
              'win_rate',
              'games',
              'elo',
              'predicted',
              'z',
              'p_value',
              'outlier',
              'fair_points',
              'ci_low',
              'ci_high',
              'shared_parts',
            ],
            rows: sorted.map((x) => [
              x.id,
              x.label,
              x.points,
              x.winRate,
              x.games,
              x.elo,
              x.predicted,
              x.z,
              x.pValue,
              x.outlier ? 'yes' : 'no',
              x.fairPoints,
              x.ciLow,
              x.ciHigh,
              x.sharedParts.join(' '),
            ]),
            formats: [
              'text',
              'text',
              'num',
              'pct',
              'int',
              'elo',
              'elo',
              'num',
              'p',
              'text',
              'num',
              'num',
              'num',
              'text',
            ],
            highlight: sorted.map((x, i) => (x.outlier ? i : -1)).filter((i) => i >= 0),
          },
          {
            title: 'Parts the outliers share',
            file: 'outliers-shared-parts.csv',
            header: ['part', 'outliers'],
            rows: r.shared.map((s) => [s.part, s.count]),
            formats: ['text', 'int'],
          },
        ],
      },
    ],
    json: outliersJson(r),
  };
}
