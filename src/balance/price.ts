/**
 * `sortie price`: each build's fair cost in points with an interval ("is this build
 * fair for its points?") and the parts' values as additive effects ("what is this part
 * worth?"), from a seat-swapped round robin among the builds (see cost-model.ts for
 * the models), per pilot, with builds whose verdict flips between pilots flagged.
 */
import { pilotVerdictFacts } from './pilots.js';
import { intervalChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection } from '../report/balance-report.js';
import { buildPoints } from './builds.js';
import { fairPoints, fitPartModel, type BuildFeatures, type Estimate } from './cost-model.js';
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
import { mismatchFlag } from './pilot-mismatch.js';
import { fitBradleyTerry } from './ratings.js';
import { roundRobinPoints, roundRobinUnderLimit, type MeanInterval } from './result-points.js';
import type { ToolSource } from './tool-config.js';
import { plural } from '../report/plural.js';

/** Top-level keys of a price config besides the matchup keys. */
export const PRICE_KEYS = ['eloPerPoint', 'priorDraws'] as const;

/** A price plan: the round robin plus each build's printed cost and parts. */
export interface PricePlan extends RoundRobinPlan {
  printed: number[];
  features: BuildFeatures[];
  eloPerPoint?: number;
}

/** One build's verdict. */
export interface PriceRow {
  build: string;
  printedPoints: number;
  fairPoints: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** fair − printed. */
  delta: number | null;
  rating: number;
  ratingCiLow: number;
  ratingCiHigh: number;
  /** "under-costed" (fair above printed, interval clear of it), "over-costed" or "fair". */
  verdict: 'under-costed' | 'over-costed' | 'fair' | 'unknown';
  /** Set when this build is flown by another pilot class than some builds it is priced against. */
  pilotMismatch?: string;
  /** Mean result points per game (e.g. tournament points) with a 95% interval, when the matchups score them; the fair cost rests on wins only. */
  points?: MeanInterval;
}

/**
 * One part's value beyond its printed cost, relative to the average part of its slot (group) among
 * these builds (null values: these builds cannot tell it apart). `elo*`/`points*` are the older
 * names of `eloBeyondCost*`/`pointsBeyondCost*`, kept for readers of earlier JSON.
 */
export interface PartRow {
  part: string;
  slot: string;
  builds: number;
  identifiable: boolean;
  elo: number | null;
  eloCiLow: number | null;
  eloCiHigh: number | null;
  points: number | null;
  pointsCiLow: number | null;
  pointsCiHigh: number | null;
  eloBeyondCost: number | null;
  eloBeyondCostCiLow: number | null;
  eloBeyondCostCiHigh: number | null;
  pointsBeyondCost: number | null;
  pointsBeyondCostCiLow: number | null;
  pointsBeyondCostCiHigh: number | null;
  /** Set when the round robin the value is fitted from mixes pilot classes. */
  pilotMismatch?: string;
}

/** The solver under one pilot. */
export interface PricePilot {
  pilot: string;
  eloPerPoint: Estimate;
  builds: PriceRow[];
  parts: PartRow[];
  partEloPerPoint: Estimate | null;
  warnings: string[];
  /** The result points' name (e.g. "tournament points"), when the builds carry them. */
  pointsLabel?: string;
}

/** The whole result. */
export interface PriceResult {
  pilots: PricePilot[];
  flags: string[];
}

/** Plans a price run: a round robin whose builds all have a printed cost. */
export async function planPrice(
  file: string | ToolSource,
  options: PlanOptions = {},
): Promise<PricePlan> {
  let printed: number[] = [];
  let features: BuildFeatures[] = [];
  const plan = await planRoundRobin(file, PRICE_KEYS, options, (p) => {
    const e = p.root.eloPerPoint;
    if (e !== undefined && !(typeof e === 'number' && e > 0))
      p.issues.add(['eloPerPoint'], 'must be a number > 0 (Elo a point buys)');
    printed = p.builds.map((b) => {
      const pts = buildPoints(b, p.adapter);
      if (pts === null)
        p.issues.add(
          b.path,
          `the printed cost of "${b.name}" is not known for this game: give it as points:`,
        );
      return pts ?? 0;
    });
    // Checked before any game is played: the point scale is read from builds of different costs.
    const known = printed.filter((_, i) => buildPoints(p.builds[i]!, p.adapter) !== null);
    if (
      e === undefined &&
      known.length === p.builds.length &&
      known.length >= 2 &&
      known.every((x) => x === known[0])
    ) {
      p.issues.add(
        ['builds'],
        `every build costs ${known[0]} points, so the strength a point buys cannot be measured: add builds of other costs, or set eloPerPoint`,
        { key: true },
      );
    }
    features = withRemovals(
      p.builds.map((b, i) => ({
        points: printed[i]!,
        // A part standing for several copies (a squadron entry's count) counts each copy.
        items: b.ships.flatMap((s) =>
          (p.adapter.shipParts(s) ?? []).flatMap((part) =>
            Array.from({ length: part.count ?? 1 }, () => ({ group: part.group, item: part.id })),
          ),
        ),
      })),
      p.adapter.removal,
    );
  });
  return {
    ...plan,
    printed,
    features,
    ...(typeof plan.root.eloPerPoint === 'number' ? { eloPerPoint: plan.root.eloPerPoint } : {}),
  };
}

/**
 * Where a game can remove a part (BalanceAdapter.removal, e.g. Armada's `none`), a slot may be
 * empty: a build with fewer parts in a group than another counts the removal value in the gap,
 * so a part is valued against its absence too (an upgrade against no upgrade).
 */
export function withRemovals(
  features: BuildFeatures[],
  removal: string | undefined,
): BuildFeatures[] {
  if (removal === undefined) return features;
  const most = new Map<string, number>();
  const count = (f: BuildFeatures, g: string) => f.items.filter((i) => i.group === g).length;
  for (const f of features)
    for (const { group } of f.items)
      most.set(group, Math.max(most.get(group) ?? 0, count(f, group)));
  return features.map((f) => ({
    ...f,
    items: [
      ...f.items,
      ...[...most].flatMap(([group, n]) =>
        Array.from({ length: n - count(f, group) }, () => ({ group, item: removal })),
      ),
    ],
  }));
}

const verdictOf = (f: Estimate | null, printed: number): PriceRow['verdict'] =>
  f === null
    ? 'unknown'
    : f.ciLow > printed
      ? 'under-costed'
      : f.ciHigh < printed
        ? 'over-costed'
        : 'fair';

/** Analyses every pilot's games. */
export async function analysePrice(outDir: string, plan: PricePlan): Promise<PriceResult> {
  const pilots: PricePilot[] = [];
  const prior = typeof plan.root.priorDraws === 'number' ? plan.root.priorDraws : 1;
  for (const unit of plan.units) {
    const results = await pairingResults(outDir, plan, unit);
    const unlike = buildMismatches(plan, unit);
    const mixed = [
      ...new Set(buildClasses(plan, unit).pairings.filter((m): m is string => !!m)),
    ].join('; ');
    const fit = fitBradleyTerry(plan.builds.length, results.map(effectiveCounts), {
      priorDraws: prior,
    });
    const scored = await roundRobinPoints(outDir, plan, unit);
    const fp = fairPoints(fit, plan.printed, {
      ...(plan.eloPerPoint !== undefined ? { eloPerPoint: plan.eloPerPoint } : {}),
    });
    const builds = plan.builds.map((b, i): PriceRow => {
      const f = fp.fair[i] ?? null;
      return {
        build: b.name,
        printedPoints: plan.printed[i]!,
        fairPoints: f?.value ?? null,
        ciLow: f?.ciLow ?? null,
        ciHigh: f?.ciHigh ?? null,
        delta: f ? f.value - plan.printed[i]! : null,
        rating: fit.ratings[i]!,
        ratingCiLow: fit.ciLow[i]!,
        ratingCiHigh: fit.ciHigh[i]!,
        verdict: verdictOf(f, plan.printed[i]!),
        ...(unlike[i] ? { pilotMismatch: unlike[i]! } : {}),
        ...(scored[i] ? { points: scored[i]! } : {}),
      };
    });
    const pm = fitPartModel(
      plan.features,
      results.map((r) => ({ a: r.a, b: r.b, score: r.winsA + r.draws / 2, games: r.games })),
      { priorDraws: prior },
    );
    const parts = pm.parts
      .filter((p) => p.builds < plan.builds.length) // a part every build uses has no contrast
      .map((p): PartRow => ({
        part: p.item,
        slot: p.group,
        builds: p.builds,
        identifiable: p.identifiable,
        elo: p.elo?.value ?? null,
        eloCiLow: p.elo?.ciLow ?? null,
        eloCiHigh: p.elo?.ciHigh ?? null,
        points: p.points?.value ?? null,
        pointsCiLow: p.points?.ciLow ?? null,
        pointsCiHigh: p.points?.ciHigh ?? null,
        eloBeyondCost: p.elo?.value ?? null,
        eloBeyondCostCiLow: p.elo?.ciLow ?? null,
        eloBeyondCostCiHigh: p.elo?.ciHigh ?? null,
        pointsBeyondCost: p.points?.value ?? null,
        pointsBeyondCostCiLow: p.points?.ciLow ?? null,
        pointsBeyondCostCiHigh: p.points?.ciHigh ?? null,
        ...(mixed ? { pilotMismatch: mixed } : {}),
      }));
    const label = scored.some((x) => x)
      ? { pointsLabel: plan.adapter.resultPointsLabel ?? 'result points' }
      : {};
    pilots.push({
      pilot: unit.pilot,
      eloPerPoint: fp.eloPerPoint,
      builds,
      parts,
      partEloPerPoint: pm.eloPerPoint,
      warnings: [...fp.warnings, ...pm.warnings],
      ...label,
    });
  }
  const flags = priceFlips(pilots);
  flags.push(...roundRobinUnderLimit(plan));
  const unlike = pilots.reduce((n, p) => n + p.builds.filter((b) => b.pilotMismatch).length, 0);
  if (unlike) flags.push(mismatchFlag(plan.adapter.fairPilots, unlike, 'build price'));
  return { pilots, flags };
}

/** Builds under-costed under one pilot and over-costed under another. */
export function priceFlips(pilots: readonly PricePilot[]): string[] {
  const flags: string[] = [];
  if (pilots.length < 2) return flags;
  pilots[0]!.builds.forEach((b, i) => {
    const under = pilots.find((p) => p.builds[i]!.verdict === 'under-costed');
    const over = pilots.find((p) => p.builds[i]!.verdict === 'over-costed');
    if (under && over)
      flags.push(
        `${b.build} flips between pilots: under-costed under ${under.pilot} (fair ${under.builds[i]!.fairPoints!.toFixed(2)}), over-costed under ${over.pilot} (fair ${over.builds[i]!.fairPoints!.toFixed(2)}), printed ${b.printedPoints}`,
      );
  });
  return flags;
}

/** The contract JSON: the first pilot's builds; every pilot (with parts) under `pilots`. */
export function priceJson(r: PriceResult): Record<string, unknown> {
  const builds = (p: PricePilot) =>
    p.builds.map(
      ({
        build,
        printedPoints,
        fairPoints,
        ciLow,
        ciHigh,
        delta,
        verdict,
        rating,
        pilotMismatch,
        points,
      }) => ({
        build,
        printedPoints,
        fairPoints,
        ciLow,
        ciHigh,
        delta,
        verdict,
        rating,
        ...(pilotMismatch ? { pilotMismatch } : {}),
        ...(points
          ? { meanPoints: points.mean, pointsLow: points.low, pointsHigh: points.high }
          : {}),
      }),
    );
  const label = r.pilots[0]!.pointsLabel;
  return {
    ...(label ? { pointsLabel: label, fairPointsFrom: 'win rate' } : {}),
    builds: builds(r.pilots[0]!),
    eloPerPoint: r.pilots[0]!.eloPerPoint,
    parts: r.pilots[0]!.parts,
    pilots: r.pilots.map((p) => ({
      pilot: p.pilot,
      eloPerPoint: p.eloPerPoint,
      builds: builds(p),
      parts: p.parts,
      warnings: p.warnings,
    })),
    flags: r.flags,
  };
}

/** The report. */
export function priceReport(plan: PricePlan, r: PriceResult): BalanceReport {
  const multi = r.pilots.length > 1;
  const sections: BalanceSection[] = r.pilots.map((p, pi) => {
    const suffix = multi ? `-${plan.units[pi]!.dir}` : '';
    const e = p.eloPerPoint;
    const unlike = p.builds.some((b) => b.pilotMismatch);
    const pts = p.pointsLabel !== undefined;
    return {
      id: `price${suffix || '-all'}`,
      title: multi ? `Pilot: ${p.pilot}` : 'Printed cost vs fair cost',
      flags: p.warnings,
      notes: [
        `A point buys ${e.value.toFixed(1)} Elo (95% interval ${e.ciLow.toFixed(1)}..${e.ciHigh.toFixed(1)}), from the line through the builds' ratings against their printed costs (printed costs are taken to be right on average). A build's fair cost puts its rating on that line; "under-costed" means its whole interval lies above the printed cost.`,
        ...(pts ? [fairOnWins(p.pointsLabel!)] : []),
        "Part values are each part's value beyond its printed cost, relative to the average part of the same slot among these builds: a logistic model of the results on the builds' cost difference and their parts, in Elo and in points. 0 means the part is worth its cost as much as its slot's average part is; +3 points means it plays 3 points better than it costs, against that average.",
      ],
      charts: [
        intervalChart({
          id: `fair-cost${suffix}`,
          title: `Fair cost (dot, 95% interval) vs printed cost (red tick)${multi ? ` — ${p.pilot}` : ''}`,
          rows: p.builds.map((b) => ({
            label: b.build,
            value: b.fairPoints,
            low: b.ciLow,
            high: b.ciHigh,
            marker: b.printedPoints,
          })),
          axisTitle: 'points',
          format: '.2f',
        }),
        ...(p.parts.some((x) => x.identifiable)
          ? [
              intervalChart({
                id: `part-values${suffix}`,
                title: `Part value beyond printed cost, relative to its slot's average${multi ? ` — ${p.pilot}` : ''}`,
                rows: p.parts
                  .filter((x) => x.identifiable)
                  .map((x) =>
                    x.points !== null
                      ? {
                          label: x.part,
                          value: x.points,
                          low: x.pointsCiLow,
                          high: x.pointsCiHigh,
                          group: x.slot,
                        }
                      : {
                          label: x.part,
                          value: x.elo,
                          low: x.eloCiLow,
                          high: x.eloCiHigh,
                          group: x.slot,
                        },
                  ),
                axisTitle: p.parts.find((x) => x.identifiable)!.points !== null ? 'points' : 'Elo',
                format: '.2f',
                reference: 0,
                groupTitle: 'slot',
              }),
            ]
          : []),
      ],
      tables: [
        {
          title: 'Builds',
          file: `price${suffix}.csv`,
          header: [
            'build',
            'printed_points',
            'fair_points',
            'ci_low',
            'ci_high',
            'delta',
            'verdict',
            'rating',
            'rating_ci_low',
            'rating_ci_high',
            ...(unlike ? ['pilot_mismatch'] : []),
            ...(pts ? ['mean_points', 'points_ci_low', 'points_ci_high'] : []),
          ],
          rows: p.builds.map((b) => [
            b.build,
            b.printedPoints,
            b.fairPoints,
            b.ciLow,
            b.ciHigh,
            b.delta,
            b.verdict,
            b.rating,
            b.ratingCiLow,
            b.ratingCiHigh,
            ...(unlike ? [b.pilotMismatch ?? ''] : []),
            ...(pts ? [b.points?.mean ?? null, b.points?.low ?? null, b.points?.high ?? null] : []),
          ]),
          formats: [
            'text',
            'num',
            'num',
            'num',
            'num',
            'num',
            'text',
            'elo',
            'elo',
            'elo',
            ...(unlike ? ['text' as const] : []),
            ...(pts ? (['num', 'num', 'num'] as const) : []),
          ],
          highlight: p.builds
            .map((b, i) => (b.verdict === 'under-costed' || b.verdict === 'over-costed' ? i : -1))
            .filter((i) => i >= 0),
        },
        {
          title: 'Parts: value beyond printed cost (relative to the slot average)',
          file: `part-values${suffix}.csv`,
          header: [
            'part',
            'slot',
            'builds',
            'identifiable',
            'elo_beyond_cost',
            'elo_beyond_cost_ci_low',
            'elo_beyond_cost_ci_high',
            'points_beyond_cost',
            'points_beyond_cost_ci_low',
            'points_beyond_cost_ci_high',
            ...(unlike ? ['pilot_mismatch'] : []),
          ],
          rows: p.parts.map((x) => [
            x.part,
            x.slot,
            x.builds,
            x.identifiable ? 1 : 0,
            x.elo,
            x.eloCiLow,
            x.eloCiHigh,
            x.points,
            x.pointsCiLow,
            x.pointsCiHigh,
            ...(unlike ? [x.pilotMismatch ?? ''] : []),
          ]),
          formats: [
            'text',
            'text',
            'int',
            'int',
            'elo',
            'elo',
            'elo',
            'num',
            'num',
            'num',
            ...(unlike ? ['text' as const] : []),
          ],
          csvOnly: !p.parts.some((x) => x.identifiable),
        },
      ],
    };
  });
  return {
    tool: 'price',
    title: `Point costs: ${plan.source.name}`,
    intro: `Fair costs of ${plural(plan.builds.length, 'build')} from a seat-swapped round robin (${plural(plan.pairings.length, 'pairing')}${multi ? `, ${r.pilots.length} pilots` : ''}).`,
    facts: [
      ['config', plan.source.file],
      ['pilots', r.pilots.map((p) => p.pilot).join(', ')],
      ...pilotVerdictFacts(
        r.pilots.map((p) => p.pilot),
        r.flags,
      ),
    ],
    flags: r.flags,
    sections,
    links: unitLinks(plan.units),
    json: priceJson(r),
  };
}

/** Terminal summary: printed vs fair per build. */
export function priceText(r: PriceResult): string {
  const lines: string[] = [];
  for (const p of r.pilots) {
    if (r.pilots.length > 1) lines.push(`pilot ${p.pilot}:`);
    lines.push(
      `a point buys ${p.eloPerPoint.value.toFixed(1)} Elo [${p.eloPerPoint.ciLow.toFixed(1)}, ${p.eloPerPoint.ciHigh.toFixed(1)}]`,
    );
    const w = Math.max(5, ...p.builds.map((b) => b.build.length));
    const pts = p.pointsLabel !== undefined;
    if (pts) lines.push(fairOnWins(p.pointsLabel!));
    lines.push(
      `${'build'.padEnd(w)}  printed   fair   95% interval    verdict${pts ? `       ${p.pointsLabel} per game [95%]` : ''}`,
    );
    for (const b of p.builds) {
      const f = b.fairPoints === null ? '    –' : b.fairPoints.toFixed(2).padStart(6);
      const ci = b.ciLow === null ? '' : `[${b.ciLow.toFixed(2)}, ${b.ciHigh!.toFixed(2)}]`;
      const mp = pts
        ? `  ${fmt(b.points?.mean).padStart(6)} [${fmt(b.points?.low)}, ${fmt(b.points?.high)}]`
        : '';
      lines.push(
        `${b.build.padEnd(w)}  ${String(b.printedPoints).padStart(7)}  ${f}  ${ci.padEnd(15)} ${pts ? b.verdict.padEnd(12) : b.verdict}${mp}${b.pilotMismatch ? ` — unlike pilots: ${b.pilotMismatch}` : ''}`,
      );
    }
    for (const w2 of p.warnings) lines.push(`warning: ${w2}`);
  }
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

const fmt = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));

/** What the fair cost rests on when the builds also carry result points. */
function fairOnWins(label: string): string {
  return `Fair points rest on win rate (a win by any margin counts the same); the mean ${label} per game (95% interval over seat-swapped pairs) is shown beside: a build can be fair by wins yet score few ${label}.`;
}
