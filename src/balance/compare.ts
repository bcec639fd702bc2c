/**
 * `sortie compare`: is side A (the config's first side) better than side B? Played
 * sequentially through the runner in growing batches of seat-swapped pairs (the seeds
 * `sortie run` would use), looking at a fixed schedule of pair counts (see
 * sprt.checkpoints), until
 * - `--sprt elo0,elo1`: the SPRT decides (H1: A is at least elo1 stronger; H0: at most
 *   elo0) or the games run out (inconclusive), or
 * - `--precision w`: the 95% Wilson interval of A's win rate is at most ±w wide.
 * The results folder holds the games; `--resume` continues, and a rerun stops at the
 * same game because the looks depend only on the pair counts.
 */
import { hashMatchups } from '../config/hash.js';
import { llrChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection } from '../report/balance-report.js';
import { unitPath, type RunUnit, type ToolRunner } from './execute.js';
import { adapterFor } from './game-adapters.js';
import {
  observationCounts,
  readOutcomes,
  sideWinRate,
  tally,
  type MatchupOutcomes,
} from './outcomes.js';
import {
  applyPilot,
  pilotOrigin,
  readPilots,
  type PilotVariant,
  pilotVerdictFacts,
} from './pilots.js';
import type { PlanOptions } from './round-robin.js';
import {
  checkpoints,
  decide,
  PENTANOMIAL_SCORES,
  scoreEstimate,
  sprtBounds,
  sprtLlr,
  TRINOMIAL_SCORES,
  type SprtDecision,
  type SprtSpec,
} from './sprt.js';
import {
  baseMatchup,
  readToolSource,
  resolveMatchups,
  ToolIssues,
  type ToolSource,
} from './tool-config.js';
import { mismatchBetween, mismatchFlag, sideClasses } from './pilot-mismatch.js';
import {
  comparePoints,
  pointsComparisonText,
  readResultPoints,
  type PointsComparison,
  type ResultPointsSource,
} from './result-points.js';
export type { ResultPointsSource } from './result-points.js';
import {
  FIRST_SIDE_FORMATS,
  FIRST_SIDE_HEADER,
  firstSideCells,
  firstSideRate,
  firstSideText,
  type FirstSideRate,
} from './first-side.js';
import { percentText } from '../report/percent.js';
import { plural } from '../report/plural.js';

/** Top-level keys of a compare config besides the matchup keys. */
export const COMPARE_KEYS = ['pilots'] as const;

/** A compare plan: one unit per pilot, each one two-sided matchup. */
export interface ComparePlan {
  source: ToolSource;
  pilots: PilotVariant[];
  units: RunUnit[];
  /** The most games a test may play (the matchup's games). */
  maxGames: number;
  /** The like-for-like alternatives the game suggests when A and B are flown by unlike pilots. */
  fairPilots?: string;
  /** The game's result points per game (BalanceAdapter.resultPoints), reported beside the win-rate test. */
  resultPoints?: ResultPointsSource;
}

/** Reads a compare config: an ordinary two-sided matchup (A first), optionally `pilots:`. */
export async function planCompare(
  file: string | ToolSource,
  options: PlanOptions & { maxGames?: number } = {},
): Promise<ComparePlan> {
  const source = typeof file === 'string' ? readToolSource(file) : file;
  const issues = new ToolIssues(source);
  const base = baseMatchup(source, issues, COMPARE_KEYS);
  const pilots = readPilots(issues, source.root, options.pilots);
  const adapter = await adapterFor(base.game);
  const overrides = {
    ...options.overrides,
    ...(options.maxGames !== undefined ? { games: options.maxGames } : {}),
  };
  const units: RunUnit[] = [];
  for (const pilot of pilots) {
    const raw = applyPilot(
      { ...adapter.matchupDefaults, ...base, name: source.name },
      pilot,
      adapter.buildForm,
    );
    const config = await resolveMatchups(
      issues,
      [{ raw, origin: pilotOrigin(pilot, (p) => p, adapter.buildForm) }],
      overrides,
    );
    if (!config) continue;
    const m = config.matchups[0]!;
    if (m.sides.length !== 2) {
      issues.add(['sides'], `compare needs two sides (A and B), the matchup has ${m.sides.length}`);
      break;
    }
    // The folder's hash leaves out the game count, so a test can be resumed with a larger --max-games.
    units.push({
      dir: pilot.slug,
      pilot: pilot.label,
      label: pilot.label,
      config: { ...config, hash: hashMatchups(config.matchups.map((x) => ({ ...x, games: 0 }))) },
      sideClasses: [sideClasses(adapter, raw)],
    });
  }
  issues.throwIfAny();
  const resultPoints = adapter.resultPoints
    ? {
        resultPoints: {
          score: adapter.resultPoints,
          label: adapter.resultPointsLabel ?? 'result points',
        },
      }
    : {};
  return {
    source,
    pilots,
    units,
    maxGames: units[0]!.config.matchups[0]!.games,
    ...(adapter.fairPilots ? { fairPilots: adapter.fairPilots } : {}),
    ...resultPoints,
  };
}

/** What to run until. */
export type CompareMode =
  { kind: 'sprt'; spec: SprtSpec } | { kind: 'precision'; halfWidth: number };

/** Options of {@link runCompare}. */
export interface CompareOptions {
  mode: CompareMode;
  /** Pairs between the first looks (default 16); later looks every 5% more pairs. */
  batchPairs?: number;
  /** Result points to report beside the test (ComparePlan.resultPoints). */
  resultPoints?: ResultPointsSource;
}

/** One look of the test. */
export interface Look {
  games: number;
  llr: number | null;
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
}

/** The outcome under one pilot, with how the side that played first fared over the games used (first-side.ts). */
export interface CompareRun extends FirstSideRate {
  pilot: string;
  sides: [string, string];
  mode: 'sprt' | 'precision';
  /** SPRT: H0, H1 or inconclusive; precision: "reached" or "inconclusive". */
  decision: SprtDecision | 'reached';
  llr: number | null;
  lower: number | null;
  upper: number | null;
  /** Games the decision used. */
  games: number;
  /** Complete seat-swapped pairs used (or games without seat swap). */
  observations: number;
  /** Pentanomial (or trinomial) counts of A's results. */
  counts: number[];
  /** A's win rate (draws not won) with its Wilson 95% interval. */
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Independent games the interval rests on (seat-swapped pairs that repeated a game count once). */
  effectiveGames: number;
  /** Games of the run that failed and are left out. */
  failedGames: number;
  /** A's mean score (draw ½) as logistic Elo with a 95% interval. */
  elo: number | null;
  eloLow: number | null;
  eloHigh: number | null;
  draws: number;
  maxGames: number;
  looks: Look[];
  /** Set when side A and side B are flown by unlike pilots (e.g. a printed and a generated AI deck). */
  pilotMismatch?: string;
  /** A's and B's mean result points (e.g. tournament points) over the games used, and A − B, when the matchup scores them. */
  points?: PointsComparison;
}

/** The test's settings as reported. */
export interface CompareResult {
  mode: CompareMode;
  runs: CompareRun[];
  flags: string[];
}

/** Runs (or resumes) the sequential test of one unit. */
export async function runCompareUnit(
  runner: ToolRunner,
  outDir: string,
  unit: RunUnit,
  maxGames: number,
  o: CompareOptions,
): Promise<CompareRun | null> {
  const m0 = unit.config.matchups[0]!;
  const swap = m0.seatSwap;
  const maxObs = swap ? Math.floor(maxGames / 2) : maxGames;
  const looks = checkpoints(maxObs, o.batchPairs ?? 16);
  const dir = unitPath(outDir, unit);
  let outcomes: MatchupOutcomes = (await readOutcomes(dir)).get(m0.name) ?? {
    name: m0.name,
    sides: m0.sides,
    seatSwap: swap,
    games: new Map(),
  };
  const bounds = o.mode.kind === 'sprt' ? sprtBounds(o.mode.spec.alpha, o.mode.spec.beta) : null;
  const scores = swap ? PENTANOMIAL_SCORES : TRINOMIAL_SCORES;
  const trace: Look[] = [];
  let decision: CompareRun['decision'] = 'inconclusive';
  let games = 0;
  let llr: number | null = null;
  for (const look of looks) {
    const target = swap ? 2 * look : look;
    let have = 0;
    for (const g of outcomes.games.keys()) if (g < target) have++;
    if (have < target) {
      const s = await runner.run(unit, target, true);
      if (!s || runner.stoppedBy) return null;
      outcomes = (await readOutcomes(dir)).get(m0.name) ?? outcomes;
    }
    games = target;
    const counts = observationCounts(outcomes, target);
    const t = tally(outcomes, target);
    const ci = sideWinRate(outcomes, 0, target);
    const wr = ci.winRate;
    if (o.mode.kind === 'sprt') {
      llr = sprtLlr(counts, scores, o.mode.spec);
      trace.push({ games: target, llr, winRate: wr, ciLow: ci.ciLow, ciHigh: ci.ciHigh });
      const d = decide(llr, bounds!);
      if (d) {
        decision = d;
        break;
      }
    } else {
      trace.push({ games: target, llr: null, winRate: wr, ciLow: ci.ciLow, ciHigh: ci.ciHigh });
      if (t.games > 0 && (ci.ciHigh! - ci.ciLow!) / 2 <= o.mode.halfWidth) {
        decision = 'reached';
        break;
      }
    }
  }
  await runner.unitReport(dir);
  const counts = observationCounts(outcomes, games);
  const t = tally(outcomes, games);
  const ci = sideWinRate(outcomes, 0, games);
  const est = scoreEstimate(counts, scores);
  const mismatch = mismatchBetween(unit.sideClasses?.[0]?.[0], unit.sideClasses?.[0]?.[1]);
  const rp = o.resultPoints;
  const points = rp
    ? comparePoints(
        (await readResultPoints(dir, rp.score, () => m0.setup)).get(m0.name),
        games,
        swap,
        rp.label,
      )
    : null;
  return {
    pilot: unit.pilot,
    sides: [m0.sides[0]!, m0.sides[1]!],
    mode: o.mode.kind,
    decision,
    llr,
    lower: bounds?.lower ?? null,
    upper: bounds?.upper ?? null,
    games,
    observations: counts.reduce((a, b) => a + b, 0),
    counts,
    winRate: t.games ? (t.wins[0] ?? 0) / t.games : null,
    ciLow: ci.ciLow,
    ciHigh: ci.ciHigh,
    effectiveGames: ci.effectiveGames,
    failedGames: outcomes.failedGames ?? 0,
    elo: est.elo,
    eloLow: est.eloLow,
    eloHigh: est.eloHigh,
    draws: t.draws,
    maxGames,
    looks: trace,
    ...firstSideRate(outcomes, games),
    ...(mismatch ? { pilotMismatch: mismatch } : {}),
    ...(points ? { points } : {}),
  };
}

/** Decisions that differ between pilots (H1 under one, H0 under another), and decisions that compare unlike pilots (`fairPilots`: the game's alternatives). */
export function compareFlips(runs: readonly CompareRun[], fairPilots?: string): string[] {
  const h1 = runs.find((r) => r.decision === 'H1');
  const h0 = runs.find((r) => r.decision === 'H0');
  const flags =
    h1 && h0
      ? [
          `the decision flips between pilots: H1 (${h1.sides[0]} stronger) under ${h1.pilot}, H0 under ${h0.pilot}`,
        ]
      : [];
  flags.push(...winRateFlips(runs));
  const unlike = runs.filter((r) => r.pilotMismatch).length;
  if (unlike) flags.push(mismatchFlag(fairPilots, unlike, 'decision'));
  return flags;
}

/**
 * Verdicts that disagree between pilots: side A favoured (its score's Elo interval above 0) under
 * one and side B under another, or win-rate intervals that do not overlap (the pilot moves the
 * verdict by more than the noise).
 */
function winRateFlips(runs: readonly CompareRun[]): string[] {
  const known = runs.filter((r) => r.ciLow !== null && r.ciHigh !== null && r.winRate !== null);
  if (known.length < 2) return [];
  const rate = (r: CompareRun) =>
    `${percentText(r.winRate)} [${percentText(r.ciLow)}, ${percentText(r.ciHigh)}] under ${r.pilot}`;
  // Favoured: the score (a draw counts half) clear of one half, i.e. the Elo interval clear of 0.
  const a = known.find((r) => r.eloLow !== null && r.eloLow > 0);
  const b = known.find((r) => r.eloHigh !== null && r.eloHigh < 0);
  if (a && b)
    return [
      `the verdict flips between pilots: ${a.sides[0]} is favoured under ${a.pilot} (Elo ${a.elo?.toFixed(0)} [${a.eloLow!.toFixed(0)}, ${a.eloHigh?.toFixed(0)}]), ${a.sides[1]} under ${b.pilot} (Elo ${b.elo?.toFixed(0)} [${b.eloLow?.toFixed(0)}, ${b.eloHigh!.toFixed(0)}]); ${a.sides[0]} wins ${rate(a)}, ${rate(b)}`,
    ];
  const hi = known.reduce((x, y) => (y.ciLow! > x.ciLow! ? y : x));
  const lo = known.reduce((x, y) => (y.ciHigh! < x.ciHigh! ? y : x));
  if (hi.ciLow! > lo.ciHigh!)
    return [
      `the pilot moves the verdict beyond noise: ${hi.sides[0]} wins ${rate(hi)} but ${rate(lo)}`,
    ];
  return [];
}

/** The contract JSON: the first pilot's decision; every pilot under `pilots`. */
export function compareJson(r: CompareResult): Record<string, unknown> {
  const one = ({ looks: _l, ...rest }: CompareRun) => rest;
  const first = r.runs[0]!;
  const head =
    r.mode.kind === 'sprt'
      ? {
          decision: first.decision,
          llr: first.llr,
          lower: first.lower,
          upper: first.upper,
          games: first.games,
        }
      : { decision: first.decision, games: first.games, precision: r.mode.halfWidth };
  return {
    ...head,
    ...one(first),
    mode: r.mode.kind,
    ...(r.mode.kind === 'sprt' ? { sprt: r.mode.spec } : {}),
    pilots: r.runs.map(one),
    flags: r.flags,
  };
}

const pct = percentText;
const num = (x: number | null, d = 2) => (x === null ? '–' : x.toFixed(d));

/** Terminal summary. */
export function compareText(r: CompareResult): string {
  const lines: string[] = [];
  for (const c of r.runs) {
    const who = r.runs.length > 1 ? `[${c.pilot}] ` : '';
    const rate = `${c.sides[0]} won ${pct(c.winRate)} [${pct(c.ciLow)}, ${pct(c.ciHigh)}] of ${plural(c.games, 'game')}${c.effectiveGames < c.games ? ` (${c.effectiveGames} effective: pairs whose seat swap repeated the game count once)` : ''} against ${c.sides[1]} (${plural(c.draws, 'draw')}); Elo ${num(c.elo, 1)} [${num(c.eloLow, 1)}, ${num(c.eloHigh, 1)}]`;
    const first = firstSideText(c, pct);
    const unlike = `${first ? `; ${first}` : ''}${c.pilotMismatch ? ` — unlike pilots: ${c.pilotMismatch}` : ''}`;
    if (c.mode === 'sprt')
      lines.push(
        `${who}SPRT ${c.decision}: LLR ${num(c.llr)} (bounds ${num(c.lower)}, ${num(c.upper)}) after ${plural(c.games, 'game')}. ${rate}${unlike}`,
      );
    else
      lines.push(
        `${who}${c.decision === 'reached' ? 'precision reached' : 'precision not reached'} after ${plural(c.games, 'game')}. ${rate}${unlike}`,
      );
    if (c.points)
      lines.push(`${who}${pointsComparisonText(c.points, c.sides)} (the test above is on wins)`);
  }
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

/** The report. */
export function compareReport(plan: ComparePlan, r: CompareResult): BalanceReport {
  const multi = r.runs.length > 1;
  const spec = r.mode.kind === 'sprt' ? r.mode.spec : null;
  const unlike = r.runs.some((c) => c.pilotMismatch);
  const sections: BalanceSection[] = [
    {
      id: 'compare',
      title: spec
        ? `SPRT: is ${r.runs[0]?.sides[0]} at least ${spec.elo1} Elo stronger than ${r.runs[0]?.sides[1]}?`
        : `Win rate to ±${((r.mode as { halfWidth: number }).halfWidth * 100).toFixed(1)}%`,
      notes: spec
        ? [
            `H0: A is ${spec.elo0} Elo stronger; H1: ${spec.elo1} Elo (${spec.model} Elo). alpha ${spec.alpha}, beta ${spec.beta}: accept H1 when the log-likelihood ratio reaches ${num(r.runs[0]?.upper ?? null)}, H0 at ${num(r.runs[0]?.lower ?? null)}. Observations are seat-swapped pairs (pentanomial).`,
          ]
        : [
            'Played until the 95% interval of side A\'s win rate (over seat-swapped pairs as units, see DESIGN.md "Honest counts") was narrow enough.',
          ],
      charts: spec
        ? [
            llrChart(
              'sprt-llr',
              'Log-likelihood ratio after each look',
              r.runs.flatMap((c) =>
                c.looks.map((l) => ({ games: l.games, llr: l.llr ?? 0, series: c.pilot })),
              ),
              r.runs[0]?.lower ?? -3,
              r.runs[0]?.upper ?? 3,
            ),
          ]
        : [],
      tables: [
        {
          title: 'Result',
          file: 'compare.csv',
          header: [
            'pilot',
            'side_a',
            'side_b',
            'decision',
            'llr',
            'lower',
            'upper',
            'games',
            'pairs',
            'win_rate',
            'ci_low',
            'ci_high',
            'elo',
            'elo_low',
            'elo_high',
            'draws',
            'max_games',
            ...(unlike ? ['pilot_mismatch'] : []),
          ],
          rows: r.runs.map((c) => [
            c.pilot,
            c.sides[0],
            c.sides[1],
            c.decision,
            c.llr,
            c.lower,
            c.upper,
            c.games,
            c.observations,
            c.winRate,
            c.ciLow,
            c.ciHigh,
            c.elo,
            c.eloLow,
            c.eloHigh,
            c.draws,
            c.maxGames,
            ...(unlike ? [c.pilotMismatch ?? ''] : []),
          ]),
          formats: [
            'text',
            'text',
            'text',
            'text',
            'num',
            'num',
            'num',
            'int',
            'int',
            'pct',
            'pct',
            'pct',
            'num',
            'num',
            'num',
            'int',
            'int',
            ...(unlike ? ['text' as const] : []),
          ],
          hide: multi ? [] : ['pilot'],
        },
        {
          title: 'First side (value of playing first)',
          file: 'compare-first-side.csv',
          header: ['pilot', ...FIRST_SIDE_HEADER],
          rows: r.runs.map((c) => [c.pilot, ...firstSideCells(c)]),
          formats: ['text', ...FIRST_SIDE_FORMATS],
          hide: multi ? [] : ['pilot'],
        },
        {
          title: 'Looks',
          file: 'compare-looks.csv',
          header: ['pilot', 'games', 'llr', 'win_rate', 'ci_low', 'ci_high'],
          rows: r.runs.flatMap((c) =>
            c.looks.map((l) => [c.pilot, l.games, l.llr, l.winRate, l.ciLow, l.ciHigh]),
          ),
          formats: ['text', 'int', 'num', 'pct', 'pct', 'pct'],
          hide: multi ? [] : ['pilot'],
        },
      ],
    },
  ];
  return {
    tool: 'compare',
    title: `Compare: ${plan.source.name}`,
    intro: `${r.runs[0]?.sides.join(' (A) against ')} (B), played in growing batches of seat-swapped pairs, at most ${plan.maxGames} games${multi ? ` per pilot (${r.runs.length} pilots)` : ''}.`,
    facts: [
      ['config', plan.source.file],
      ['pilots', r.runs.map((c) => c.pilot).join(', ')],
      ...pilotVerdictFacts(
        r.runs.map((c) => c.pilot),
        r.flags,
      ),
    ],
    flags: r.flags,
    sections,
    links: plan.units.map((u) => ({ label: u.label, href: `runs/${u.dir}/summary.csv` })),
    json: compareJson(r),
  };
}
