/**
 * `sortie sweep`: a grid over config values — a table constant, a part swap, a
 * layout, a game key, anything a matchup config holds — each cell the base matchup
 * with those values set, all cells sharing the matchup name and so the same seeds.
 * Reports the win rate of one side per cell with its Wilson interval, and the paired
 * change against the first cell (same seeds, so most luck cancels).
 *
 * ```yaml
 * sweep:
 *   - path: table.rangeBand           # where the value goes in the matchup
 *     values: [12, 15, 18]
 *     name: range band                # optional axis title
 *   - path: sides[1].ships[0].parts[4]
 *     values: [cpl-2-mantis-laser, zm2-heavy-missile]
 *     labels: [laser, missile]        # optional value labels
 * side: Komplex                       # whose win rate (name, or 1 = first side); default first
 * ```
 */
import { isPlainObject } from '../config/layers.js';
import type { DataPath } from '../config/yaml-source.js';
import { formatPath } from '../config/yaml-source.js';
import { heatmap, intervalChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection, BalanceTable } from '../report/balance-report.js';
import { unitPath, type RunUnit } from './execute.js';
import {
  FIRST_SIDE_FORMATS,
  FIRST_SIDE_HEADER,
  firstSideCells,
  firstSideRate,
  firstSideText,
  type FirstSideRate,
} from './first-side.js';
import { adapterFor } from './game-adapters.js';
import {
  readOutcomes,
  sideWinRate,
  tally,
  winIndicator,
  type MatchupOutcomes,
} from './outcomes.js';
import { pairedDifference } from './paired-difference.js';
import { mismatchBetween, mismatchFlag, sideClasses } from './pilot-mismatch.js';
import {
  applyPilot,
  pilotOrigin,
  readPilots,
  type PilotVariant,
  pilotVerdictFacts,
} from './pilots.js';
import type { PlanOptions } from './round-robin.js';
import {
  baseMatchup,
  parsePath,
  readToolSource,
  resolveMatchups,
  setPath,
  slugify,
  startsWith,
  ToolIssues,
  type ToolSource,
} from './tool-config.js';
import { percentText, signedPercentText } from '../report/percent.js';
import { plural } from '../report/plural.js';

/** Top-level keys of a sweep config besides the matchup keys. */
export const SWEEP_KEYS = ['sweep', 'pilots', 'side'] as const;
/** Most cells a sweep may have (per pilot). */
export const MAX_CELLS = 500;

/** One axis of the grid. */
export interface SweepAxis {
  path: DataPath;
  /** Axis title. */
  name: string;
  values: unknown[];
  labels: string[];
}

/** A sweep plan: one unit per (pilot, cell). */
export interface SweepPlan {
  source: ToolSource;
  axes: SweepAxis[];
  pilots: PilotVariant[];
  /** Per unit (pilot-major, then cells in grid order): the value index on each axis. */
  cells: number[][];
  units: RunUnit[];
  /** The side asked for (name or 1-based index), null for the first. */
  side: string | number | null;
}

function valueLabel(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? String(v)
    : JSON.stringify(v);
}

function readAxes(issues: ToolIssues, root: Record<string, unknown>): SweepAxis[] {
  const list = root.sweep;
  if (!Array.isArray(list) || list.length === 0) {
    issues.add(
      ['sweep'],
      list === undefined
        ? 'missing required key "sweep" (a list of axes: {path, values})'
        : 'must be a non-empty list of axes: {path, values}',
    );
    return [];
  }
  const axes: SweepAxis[] = [];
  list.forEach((a, i) => {
    const p: DataPath = ['sweep', i];
    if (!isPlainObject(a))
      return issues.add(p, 'must be an axis: {path: table.rangeBand, values: [12, 15, 18]}');
    for (const k of Object.keys(a))
      if (!['path', 'values', 'labels', 'name'].includes(k))
        issues.add([...p, k], `unknown key "${k}" (an axis has path, values, labels and name)`, {
          key: true,
        });
    const path = typeof a.path === 'string' ? parsePath(a.path) : [];
    if (typeof a.path !== 'string' || path.length === 0)
      return issues.add(
        [...p, 'path'],
        'must be a path into the matchup, e.g. table.rangeBand or sides[1].ships[0].parts[4]',
      );
    if (['name', 'matchups'].includes(String(path[0])))
      return issues.add(
        [...p, 'path'],
        `cannot sweep "${path[0]}": every cell keeps the matchup name so the cells share their seeds`,
      );
    if (!Array.isArray(a.values) || a.values.length === 0)
      return issues.add([...p, 'values'], 'must be a non-empty list of values');
    let labels = a.values.map(valueLabel);
    if (a.labels !== undefined) {
      if (!Array.isArray(a.labels) || a.labels.length !== a.values.length)
        issues.add([...p, 'labels'], `must list one label per value (${a.values.length})`);
      else labels = a.labels.map(valueLabel);
    }
    if (new Set(labels).size !== labels.length)
      issues.add(
        [...p, a.labels !== undefined ? 'labels' : 'values'],
        'values (or labels) must be distinct',
      );
    axes.push({
      path,
      name: typeof a.name === 'string' ? a.name : formatPath(path),
      values: a.values,
      labels,
    });
  });
  const cells = axes.reduce((n, a) => n * a.values.length, 1);
  if (cells > MAX_CELLS)
    issues.add(
      ['sweep'],
      `the grid has ${cells} cells, more than ${MAX_CELLS}: sweep fewer values at once`,
    );
  return axes;
}

/** Every combination of value indices, first axis slowest. */
export function grid(sizes: number[]): number[][] {
  let out: number[][] = [[]];
  for (const n of sizes) out = out.flatMap((c) => Array.from({ length: n }, (_, i) => [...c, i]));
  return out;
}

/** Reads a sweep config and resolves every cell's matchup. */
export async function planSweep(
  file: string | ToolSource,
  options: PlanOptions = {},
): Promise<SweepPlan> {
  const source = typeof file === 'string' ? readToolSource(file) : file;
  const issues = new ToolIssues(source);
  const base = baseMatchup(source, issues, SWEEP_KEYS);
  const axes = readAxes(issues, source.root);
  const pilots = readPilots(issues, source.root, options.pilots);
  const side = source.root.side;
  if (
    side !== undefined &&
    !(typeof side === 'string' || (Number.isInteger(side) && (side as number) >= 1))
  )
    issues.add(['side'], 'must be a side name, or 1 for the first side, 2 for the second');
  const adapter = await adapterFor(base.game);
  const cells =
    axes.length && axes.reduce((n, a) => n * a.values.length, 1) <= MAX_CELLS
      ? grid(axes.map((a) => a.values.length))
      : [];
  const raws: Array<Record<string, unknown>> = [];
  for (const cell of cells) {
    let raw: Record<string, unknown> = { ...adapter.matchupDefaults, ...base, name: source.name };
    cell.forEach((v, k) => {
      try {
        raw = setPath(raw, axes[k]!.path, axes[k]!.values[v]);
      } catch (e) {
        issues.add(['sweep', k, 'path'], `cannot set the value: ${(e as Error).message}`);
      }
    });
    raws.push(raw);
  }
  const plan: SweepPlan = {
    source,
    axes,
    pilots,
    cells: [],
    units: [],
    side: (side as string | number | undefined) ?? null,
  };
  const width = String(cells.length).length;
  for (const pilot of axes.length && cells.length <= MAX_CELLS ? pilots : []) {
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c]!;
      const origin = pilotOrigin(
        pilot,
        (path: DataPath, message?: string) => {
          const k = axes.findIndex((a) => startsWith(path, a.path));
          if (k < 0) return path;
          // A problem with the key the axis sets (e.g. an unknown table constant) is the path's fault.
          const last = path[path.length - 1];
          if (
            path.length === axes[k]!.path.length &&
            typeof last === 'string' &&
            message?.includes(`"${last}"`)
          )
            return ['sweep', k, 'path'];
          return ['sweep', k, 'values', cell[k]!, ...path.slice(axes[k]!.path.length)];
        },
        adapter.buildForm,
      );
      const raw = applyPilot(raws[c]!, pilot, adapter.buildForm);
      const config = await resolveMatchups(issues, [{ raw, origin }], options.overrides);
      if (!config) continue;
      const label = axes.map((a, k) => `${a.name}=${a.labels[cell[k]!]}`).join(', ');
      const dir = `${pilot.slug}/c${String(c + 1).padStart(width, '0')}-${slugify(axes.map((a, k) => a.labels[cell[k]!]).join('-'), 40)}`;
      plan.units.push({
        dir,
        pilot: pilot.label,
        label,
        config,
        sideClasses: [sideClasses(adapter, raw)],
      });
      plan.cells.push(cell);
    }
  }
  issues.throwIfAny();
  return plan;
}

/** The side index a sweep reports, for a matchup's side names. */
export function sweepSide(side: string | number | null, sides: string[]): number {
  if (side === null) return 0;
  if (typeof side === 'number') return Math.min(side - 1, sides.length - 1);
  const i = sides.indexOf(side);
  return i >= 0 ? i : 0;
}

/** One cell's result, with how the side that played first fared (first-side.ts: e.g. per objective). */
export interface SweepCell extends FirstSideRate {
  pilot: string;
  /** Run folder under runs/. */
  dir: string;
  /** The value label on each axis. */
  labels: string[];
  side: string;
  games: number;
  wins: number;
  draws: number;
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Paired change of the side's win rate against the pilot's first cell. */
  diffVsFirst: number | null;
  diffCiLow: number | null;
  diffCiHigh: number | null;
  /** Set when the cell's sides are flown by unlike pilots, or its side by another pilot class than in the first cell. */
  pilotMismatch?: string;
}

/** The whole sweep. */
export interface SweepResult {
  axes: Array<{ path: string; name: string; labels: string[] }>;
  pilots: string[];
  cells: SweepCell[];
  flags: string[];
}

/** Analyses every cell. */
export async function analyseSweep(outDir: string, plan: SweepPlan): Promise<SweepResult> {
  const cells: SweepCell[] = [];
  let first: { pilot: string; m: MatchupOutcomes; side: number; classes: string[] | null } | null =
    null;
  for (let u = 0; u < plan.units.length; u++) {
    const unit = plan.units[u]!;
    const m = (await readOutcomes(unitPath(outDir, unit))).get(unit.config.matchups[0]!.name) ?? {
      name: '',
      sides: unit.config.matchups[0]!.sides,
      seatSwap: false,
      games: new Map(),
    };
    const side = sweepSide(plan.side, m.sides);
    if (!first || first.pilot !== unit.pilot)
      first = { pilot: unit.pilot, m, side, classes: unit.sideClasses?.[0]?.[side] ?? null };
    const own = unit.sideClasses?.[0];
    const unlike = [
      ...(own && own.length === 2
        ? [mismatchBetween(own[0], own[1])].filter(Boolean).map((x) => `between the sides: ${x}`)
        : []),
      ...[mismatchBetween(first.classes, own?.[side])]
        .filter(Boolean)
        .map((x) => `against the first cell: ${x}`),
    ];
    const t = tally(m);
    const wins = t.wins[side] ?? 0;
    const rate = sideWinRate(m, side);
    const ci = { low: rate.ciLow ?? 0, high: rate.ciHigh ?? 1 };
    const d =
      first.m === m
        ? null
        : pairedDifference(
            winIndicator(first.m, first.side),
            winIndicator(m, side),
            m.seatSwap ? {} : { unitOf: (g) => g },
          );
    cells.push({
      pilot: unit.pilot,
      dir: unit.dir,
      labels: plan.cells[u]!.map((v, k) => plan.axes[k]!.labels[v]!),
      side: m.sides[side] ?? `side ${side + 1}`,
      games: t.games,
      wins,
      draws: t.draws,
      winRate: t.games ? wins / t.games : null,
      ciLow: t.games ? ci.low : null,
      ciHigh: t.games ? ci.high : null,
      diffVsFirst: d ? d.diff : first.m === m ? 0 : null,
      diffCiLow: d?.ciLow ?? null,
      diffCiHigh: d?.ciHigh ?? null,
      ...firstSideRate(m),
      ...(unlike.length ? { pilotMismatch: unlike.join('; ') } : {}),
    });
  }
  const pilots = plan.pilots.map((p) => p.label);
  const flags = sweepFlips(pilots, cells);
  const mixed = cells.filter((c) => c.pilotMismatch).length;
  if (mixed)
    flags.push(
      mismatchFlag(
        (await adapterFor(plan.units[0]?.config.matchups[0]?.game)).fairPilots,
        mixed,
        'cell',
      ),
    );
  return {
    axes: plan.axes.map((a) => ({ path: formatPath(a.path), name: a.name, labels: a.labels })),
    pilots,
    cells,
    flags,
  };
}

/** Cells the side wins (interval above 50%) under one pilot and loses (below) under another. */
export function sweepFlips(pilots: string[], cells: SweepCell[]): string[] {
  if (pilots.length < 2) return [];
  const flags: string[] = [];
  const key = (c: SweepCell) => c.labels.join('\u0000');
  for (const c of cells.filter((x) => x.pilot === pilots[0])) {
    const same = cells.filter((x) => key(x) === key(c));
    const up = same.find((x) => x.ciLow !== null && x.ciLow > 0.5);
    const down = same.find((x) => x.ciHigh !== null && x.ciHigh < 0.5);
    if (up && down)
      flags.push(
        `cell ${c.labels.join(', ')}: ${c.side} wins more than half under ${up.pilot} (${pct(up.winRate)}) but less under ${down.pilot} (${pct(down.winRate)})`,
      );
  }
  return flags;
}

const pct = percentText;

/** The report. */
export function sweepReport(plan: SweepPlan, r: SweepResult): BalanceReport {
  const multi = r.pilots.length > 1;
  const axisNames = r.axes.map((a) => a.name);
  const sections: BalanceSection[] = r.pilots.map((pilot) => {
    const cells = r.cells.filter((c) => c.pilot === pilot);
    const tag = multi ? ` — ${pilot}` : '';
    const suffix = multi ? `-${slugify(pilot)}` : '';
    const label = (c: SweepCell) => c.labels.join(' · ');
    const unlike = cells.some((c) => c.pilotMismatch);
    const charts = [];
    if (r.axes.length === 1) {
      charts.push(
        intervalChart({
          id: `sweep${suffix}`,
          title: `${cells[0]?.side ?? ''} win rate by ${axisNames[0]}${tag}`,
          rows: cells.map((c) => ({
            label: c.labels[0]!,
            value: c.winRate,
            low: c.ciLow,
            high: c.ciHigh,
          })),
          axisTitle: 'win rate (95% interval)',
          format: '.0%',
          reference: 0.5,
          domain: [0, 1],
        }),
      );
    } else {
      charts.push(
        heatmap({
          id: `sweep${suffix}`,
          title: `${cells[0]?.side ?? ''} win rate${tag}`,
          rowTitle: axisNames.slice(0, -1).join(' · '),
          colTitle: axisNames[axisNames.length - 1]!,
          legendTitle: 'win rate',
          cells: cells.map((c) => ({
            row: c.labels.slice(0, -1).join(' · '),
            col: c.labels[c.labels.length - 1]!,
            value: c.winRate,
            text:
              c.winRate === null
                ? ''
                : `${percentText(c.winRate)} ±${(50 * (c.ciHigh! - c.ciLow!)).toFixed(1)}`,
          })),
        }),
      );
    }
    if (cells.length > 1) {
      charts.push(
        intervalChart({
          id: `sweep-diff${suffix}`,
          title: `Change against the first cell (${label(cells[0]!)}), paired by seed${tag}`,
          rows: cells.slice(1).map((c) => ({
            label: label(c),
            value: c.diffVsFirst,
            low: c.diffCiLow,
            high: c.diffCiHigh,
          })),
          axisTitle: 'win-rate change (95% interval)',
          format: '+.1%',
          reference: 0,
        }),
      );
    }
    const table: BalanceTable = {
      title: `Cells${tag}`,
      file: `sweep${suffix}.csv`,
      header: [
        'cell',
        ...axisNames,
        'side',
        'games',
        'wins',
        'draws',
        'win_rate',
        'ci_low',
        'ci_high',
        'diff_vs_first',
        'diff_ci_low',
        'diff_ci_high',
        'run',
        ...(unlike ? ['pilot_mismatch'] : []),
      ],
      rows: cells.map((c, i) => [
        i + 1,
        ...c.labels,
        c.side,
        c.games,
        c.wins,
        c.draws,
        c.winRate,
        c.ciLow,
        c.ciHigh,
        c.diffVsFirst,
        c.diffCiLow,
        c.diffCiHigh,
        c.dir,
        ...(unlike ? [c.pilotMismatch ?? ''] : []),
      ]),
      formats: [
        'int',
        ...axisNames.map(() => 'text' as const),
        'text',
        'int',
        'int',
        'int',
        'pct',
        'pct',
        'pct',
        'signed-pct',
        'signed-pct',
        'signed-pct',
        'text',
        ...(unlike ? ['text' as const] : []),
      ],
      highlight: cells
        .map((c, i) => (c.diffCiLow !== null && (c.diffCiLow > 0 || c.diffCiHigh! < 0) ? i : -1))
        .filter((i) => i >= 0),
    };
    const first: BalanceTable = {
      title: `First side${tag}`,
      file: `sweep-first-side${suffix}.csv`,
      header: ['cell', ...axisNames, ...FIRST_SIDE_HEADER],
      rows: cells.map((c, i) => [i + 1, ...c.labels, ...firstSideCells(c)]),
      formats: ['int', ...axisNames.map(() => 'text' as const), ...FIRST_SIDE_FORMATS],
    };
    const notes = [
      'Win rates are wins over all games (draws count as not won) with Wilson 95% intervals. Every cell plays the same seeds, so the change against the first cell is paired game by game; marked rows moved beyond noise.',
      'First side: how often the side that played first won in each cell (Wilson 95% interval); seats swap every other game, so above 50% means playing first is worth something there.',
    ];
    return {
      id: `sweep${suffix || '-all'}`,
      title: multi ? `Pilot: ${pilot}` : 'Grid',
      notes,
      charts,
      tables: [table, ...(cells.some((c) => c.firstSideGames > 0) ? [first] : [])],
    };
  });
  return {
    tool: 'sweep',
    title: `Sweep: ${plan.source.name}`,
    intro: `${plural(r.cells.length / Math.max(1, r.pilots.length), 'cell')} over ${r.axes.map((a) => `${a.name} (${a.labels.length})`).join(' × ')}${multi ? `, under ${r.pilots.length} pilots` : ''}; each cell plays the same seeds.`,
    facts: [
      ['config', plan.source.file],
      ...r.axes.map((a): [string, string] => [a.name, a.labels.join(', ')]),
      ['pilots', r.pilots.join(', ')],
      ...pilotVerdictFacts(r.pilots, r.flags),
    ],
    flags: r.flags,
    sections,
    links: plan.units.map((u) => ({
      label: `${u.label}${multi ? ` (${u.pilot})` : ''}`,
      href: `runs/${u.dir}/summary.csv`,
    })),
    json: r,
  };
}

/** Terminal summary: one line per cell. */
export function sweepText(r: SweepResult): string {
  const lines: string[] = [];
  for (const pilot of r.pilots) {
    if (r.pilots.length > 1) lines.push(`pilot ${pilot}:`);
    for (const c of r.cells.filter((x) => x.pilot === pilot)) {
      const diff =
        c.diffVsFirst === null || c.diffCiLow === null
          ? ''
          : `  change ${signed(c.diffVsFirst)} [${signed(c.diffCiLow)}, ${signed(c.diffCiHigh!)}]`;
      const first = firstSideText(c, pct);
      lines.push(
        `${r.axes.map((a, k) => `${a.name}=${c.labels[k]}`).join(', ')}: ${c.side} ${pct(c.winRate)} [${pct(c.ciLow)}, ${pct(c.ciHigh)}] of ${c.games}${diff}${first ? `; ${first}` : ''}${c.pilotMismatch ? ` — unlike pilots: ${c.pilotMismatch}` : ''}`,
      );
    }
  }
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

const signed = signedPercentText;
