/**
 * Round-robin plans (tournaments and the point-cost solver): every pair of builds
 * meets in one matchup ("A vs B", seats swapped as configured), all pairings of a
 * pilot in one results folder; and the pairings' results read back.
 */
import type { ConfigOverrides } from '../config/load-config.js';
import type { DataPath } from '../config/yaml-source.js';
import { readBuilds, sideOf, sidesOrigin, type BuildSpec } from './builds.js';
import { RUNS_DIR, unitPath, type RunUnit } from './execute.js';
import { adapterFor, type BalanceAdapter } from './game-adapters.js';
import { firstSideRate, type FirstSideRate } from './first-side.js';
import { readOutcomes, sideWinRate, tally, winRateOf, type WinRate } from './outcomes.js';
import { applyPilot, pilotOrigin, readPilots, type PilotVariant } from './pilots.js';
import type { PairingResult } from './ratings.js';
import { mismatchAgainst, mismatchBetween, sideClasses } from './pilot-mismatch.js';
import {
  baseMatchup,
  readToolSource,
  resolveMatchups,
  ToolIssues,
  type GeneratedMatchup,
  type ToolSource,
} from './tool-config.js';

/** Options shared by the tools' planners. */
export interface PlanOptions {
  /** `--games` / `--seed`. */
  overrides?: ConfigOverrides;
  /** `--pilots`: run under each of these pilots instead of the config's. */
  pilots?: string[];
}

/** A round-robin plan. */
export interface RoundRobinPlan {
  source: ToolSource;
  adapter: BalanceAdapter;
  builds: BuildSpec[];
  pilots: PilotVariant[];
  /** One unit per pilot. */
  units: RunUnit[];
  /** The pairings (build indices) in matchup order. */
  pairings: Array<{ a: number; b: number; matchup: string }>;
  /** The file's top-level map (tool keys included). */
  root: Record<string, unknown>;
  issues: ToolIssues;
}

/**
 * Reads a tournament or price config and resolves its matchups. `toolKeys` are the
 * tool's own top-level keys besides `builds` and `pilots`; `check` may add problems
 * (positioned) before the matchups are resolved.
 */
export async function planRoundRobin(
  file: string | ToolSource,
  toolKeys: readonly string[],
  options: PlanOptions = {},
  check?: (p: RoundRobinPlan) => void,
): Promise<RoundRobinPlan> {
  const source = typeof file === 'string' ? readToolSource(file) : file;
  const issues = new ToolIssues(source);
  const base = baseMatchup(source, issues, ['builds', 'pilots', ...toolKeys]);
  if ('sides' in base)
    issues.add(
      ['sides'],
      'this tool pits the entries of "builds:" against each other: list the ships under "builds:" instead of "sides:"',
      { key: true },
    );
  const adapter = await adapterFor(base.game);
  const builds = readBuilds(issues, source.root, 'builds', 2, adapter);
  const pilots = readPilots(issues, source.root, options.pilots);
  const pairings: RoundRobinPlan['pairings'] = [];
  for (let a = 0; a < builds.length; a++)
    for (let b = a + 1; b < builds.length; b++)
      pairings.push({ a, b, matchup: `${builds[a]!.name} vs ${builds[b]!.name}` });
  const plan: RoundRobinPlan = {
    source,
    adapter,
    builds,
    pilots,
    units: [],
    pairings,
    root: source.root,
    issues,
  };
  check?.(plan);
  for (const pilot of builds.length >= 2 ? pilots : []) {
    const generated: GeneratedMatchup[] = pairings.map(({ a, b, matchup }) => {
      const sa = sideOf(builds[a]!);
      const sb = sideOf(builds[b]!);
      const raw = applyPilot(
        { ...adapter.matchupDefaults, ...base, name: matchup, sides: [sa.side, sb.side] },
        pilot,
        adapter.buildForm,
      );
      return {
        raw,
        origin: pilotOrigin(
          pilot,
          sidesOrigin([sa.origin, sb.origin], (p: DataPath) => p),
          adapter.buildForm,
        ),
      };
    });
    const config = await resolveMatchups(issues, generated, options.overrides);
    if (config)
      plan.units.push({
        dir: pilot.slug,
        pilot: pilot.label,
        label: pilot.label,
        config,
        sideClasses: generated.map((g) => sideClasses(adapter, g.raw)),
      });
  }
  issues.throwIfAny();
  return plan;
}

/** The results of every pairing of a unit, for the rating models, with how the side that played first fared. */
export async function pairingResults(
  outDir: string,
  plan: Pick<RoundRobinPlan, 'pairings'>,
  unit: RunUnit,
): Promise<
  Array<PairingResult & { games: number; rateA: WinRate; rateB: WinRate } & FirstSideRate>
> {
  const outcomes = await readOutcomes(unitPath(outDir, unit));
  return plan.pairings.map(({ a, b, matchup }) => {
    const m = outcomes.get(matchup);
    const t = m ? tally(m) : { games: 0, draws: 0, wins: [0, 0] };
    const none = winRateOf(new Map(), false);
    return {
      a,
      b,
      winsA: t.wins[0] ?? 0,
      winsB: t.wins[1] ?? 0,
      draws: t.draws,
      games: t.games,
      rateA: m ? sideWinRate(m, 0) : none,
      rateB: m ? sideWinRate(m, 1) : none,
      ...firstSideRate(m),
    };
  });
}

/**
 * A pairing's counts scaled to the sample size its win-rate interval rests on (pairs as units),
 * for the rating fit: where seat-swapped pairs repeat a game, the games count as the fewer
 * independent ones, so the ratings' intervals widen as the win rates' do (DESIGN.md "Honest counts").
 */
export function effectiveCounts<T extends PairingResult & { games: number; rateA: WinRate }>(
  r: T,
): T {
  const k = r.games > 0 ? Math.min(1, r.rateA.intervalGames / r.games) : 1;
  return k === 1 ? r : { ...r, winsA: r.winsA * k, winsB: r.winsB * k, draws: r.draws * k };
}

/**
 * Per build, its pilot classes in a unit (from the pairings it plays; null when unknown),
 * and per pairing whether the two builds are flown by unlike pilots.
 */
export function buildClasses(
  plan: Pick<RoundRobinPlan, 'builds' | 'pairings'>,
  unit: RunUnit,
): { builds: Array<string[] | null>; pairings: Array<string | null> } {
  const builds: Array<string[] | null> = plan.builds.map(() => null);
  plan.pairings.forEach(({ a, b }, i) => {
    const c = unit.sideClasses?.[i];
    builds[a] ??= c?.[0] ?? null;
    builds[b] ??= c?.[1] ?? null;
  });
  return {
    builds,
    pairings: plan.pairings.map((_, i) =>
      mismatchBetween(unit.sideClasses?.[i]?.[0], unit.sideClasses?.[i]?.[1]),
    ),
  };
}

/** Per build, its mismatch against the other builds of the unit (null when all alike). */
export function buildMismatches(
  plan: Pick<RoundRobinPlan, 'builds' | 'pairings'>,
  unit: RunUnit,
): Array<string | null> {
  const { builds } = buildClasses(plan, unit);
  const names = plan.builds.map((b) => b.name);
  return builds.map((own, i) =>
    mismatchAgainst(
      own,
      builds.filter((_, j) => j !== i),
      names.filter((_, j) => j !== i),
    ),
  );
}

/** Links to the units' folders for the report. */
export function unitLinks(units: readonly RunUnit[]): Array<{ label: string; href: string }> {
  return units.map((u) => ({
    label: `${u.label} (${RUNS_DIR}/${u.dir})`,
    href: `${RUNS_DIR}/${u.dir}/summary.csv`,
  }));
}
