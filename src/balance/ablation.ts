/**
 * `sortie ablate`, the analysis: the paired change in the build's win rate when a part
 * is swapped (variant − base, seed by seed, with its paired interval), and per part the
 * mean change over its alternatives next to how often it is used in the base games —
 * separating "used a lot" from "actually strong".
 */
import { pilotVerdictFacts } from './pilots.js';
import { barChart, intervalChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection } from '../report/balance-report.js';
import { computeResults } from '../report/compute-results.js';
import { readManifest } from '../report/read-results.js';
import type { AblatePlan, Variant } from './ablate.js';
import { unitPath, type RunUnit } from './execute.js';
import { readOutcomes, winIndicator, type MatchupOutcomes } from './outcomes.js';
import { pairedDifference, type PairedDifference } from './paired-difference.js';
import { slugify } from './tool-config.js';
import { adapterFor } from './game-adapters.js';
import { mismatchBetween, mismatchFlag } from './pilot-mismatch.js';
import { Z95 } from '../stats/wilson.js';
import { signedPercentText } from '../report/percent.js';
import { plural } from '../report/plural.js';

/** One variant's paired change. */
export interface VariantRow {
  pilot: string;
  position: number;
  slot: string;
  part: string;
  alternative: string;
  baseRate: number | null;
  variantRate: number | null;
  diff: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  pValue: number | null;
  /** Half-width of the interval had the runs been independent (what pairing saved). */
  unpairedHalfWidth: number | null;
  games: number;
  /** Set when the variant's build is flown by another pilot class than the base's (e.g. a generated AI deck against the printed one). */
  pilotMismatch?: string;
}

/** One part: its use in the base games and the change when it is replaced (all its alternatives averaged). */
export interface PartRow {
  pilot: string;
  position: number;
  slot: string;
  part: string;
  usesPerGame: number | null;
  damagePerGame: number | null;
  alternatives: number;
  /** Mean change of the win rate when the part is replaced (negative: the part is worth keeping). */
  meanChange: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Set when some of the part's swaps compare unlike pilots (see VariantRow). */
  pilotMismatch?: string;
}

/** The ablation. */
export interface AblateResult {
  build: string;
  opponents: string[];
  pilots: string[];
  variants: VariantRow[];
  parts: PartRow[];
  flags: string[];
}

/** Game index keys of several opponents' matchups combined (pairs stay apart). */
function combined(ms: Array<MatchupOutcomes | undefined>): Map<number, number> {
  const out = new Map<number, number>();
  ms.forEach((m, k) => {
    if (!m) return;
    for (const [g, v] of winIndicator(m, 0)) out.set(k * 2 ** 30 + g, v);
  });
  return out;
}

const unitOf = (seatSwap: boolean) =>
  seatSwap ? (g: number) => Math.floor(g / 2) : (g: number) => g;

/** Analyses the units of every pilot. */
export async function analyseAblate(outDir: string, plan: AblatePlan): Promise<AblateResult> {
  const variants: VariantRow[] = [];
  const parts: PartRow[] = [];
  const per = plan.variants.length + 1;
  const adapter = await adapterFor(plan.units[0]?.config.matchups[0]?.game);
  for (let p = 0; p < plan.pilots.length; p++) {
    const units = plan.units.slice(p * per, (p + 1) * per);
    const names = units[0]!.config.matchups.map((m) => m.name);
    const swap = units[0]!.config.matchups[0]!.seatSwap;
    const read = async (u: RunUnit) => {
      const o = await readOutcomes(unitPath(outDir, u));
      return combined(names.map((n) => o.get(n)));
    };
    const base = await read(units[0]!);
    const variantMaps: Array<Map<number, number>> = [];
    for (let v = 0; v < plan.variants.length; v++) {
      const map = await read(units[v + 1]!);
      variantMaps.push(map);
      const d = pairedDifference(base, map, { unitOf: unitOf(swap) });
      const spec = plan.variants[v]!;
      // The build is side 1 of every matchup of a unit.
      const mismatch = mismatchBetween(
        units[0]!.sideClasses?.[0]?.[0],
        units[v + 1]!.sideClasses?.[0]?.[0],
      );
      variants.push({
        ...row(units[0]!.pilot, spec, d),
        ...(mismatch ? { pilotMismatch: mismatch } : {}),
      });
    }
    const usage = await partUsage(unitPath(outDir, units[0]!), plan.build.name, adapter.usageTable);
    for (const part of plan.parts) {
      const idx = plan.variants
        .map((v, i) => (v.index === part.index ? i : -1))
        .filter((i) => i >= 0);
      const u = usage.get(part.id);
      let d: PairedDifference | null = null;
      if (idx.length) {
        // The average variant: per game, the mean of the alternatives' results.
        const avg = new Map<number, number>();
        for (const g of base.keys()) {
          const vals = idx
            .map((i) => variantMaps[i]!.get(g))
            .filter((x): x is number => x !== undefined);
          if (vals.length === idx.length) avg.set(g, vals.reduce((a, b) => a + b, 0) / vals.length);
        }
        d = pairedDifference(base, avg, { unitOf: unitOf(swap) });
      }
      const unlike = [
        ...new Set(
          idx
            .map((i) => variants[variants.length - plan.variants.length + i]!.pilotMismatch)
            .filter((m): m is string => !!m),
        ),
      ];
      parts.push({
        pilot: units[0]!.pilot,
        position: part.index + 1,
        slot: part.group,
        part: part.id,
        usesPerGame: u?.uses ?? null,
        damagePerGame: u?.damage ?? null,
        alternatives: idx.length,
        meanChange: d?.diff ?? null,
        ciLow: d?.ciLow ?? null,
        ciHigh: d?.ciHigh ?? null,
        ...(unlike.length ? { pilotMismatch: unlike.join('; ') } : {}),
      });
    }
  }
  const pilots = plan.pilots.map((x) => x.label);
  const flags = ablateFlips(pilots, variants);
  const unlike = variants.filter((v) => v.pilotMismatch).length;
  if (unlike) flags.push(mismatchFlag(adapter.fairPilots, unlike, 'swap'));
  return {
    build: plan.build.name,
    opponents: plan.opponents.map((o) => o.name),
    pilots,
    variants,
    parts,
    flags,
  };
}

function row(pilot: string, v: Variant, d: PairedDifference): VariantRow {
  return {
    pilot,
    position: v.index + 1,
    slot: v.slot,
    part: v.part,
    alternative: v.alternative,
    baseRate: d.baseRate,
    variantRate: d.variantRate,
    diff: d.diff,
    ciLow: d.ciLow,
    ciHigh: d.ciHigh,
    pValue: d.pValue,
    unpairedHalfWidth: d.unpairedSe === null ? null : Z95 * d.unpairedSe,
    games: d.games,
  };
}

/** Uses and damage per game of the build's parts in the base games (all opponents, weighted by games). */
async function partUsage(
  dir: string,
  side: string,
  usageTable = { id: 'part-usage', part: 'part' },
): Promise<Map<string, { uses: number; damage: number }>> {
  const data = await computeResults(dir, await readManifest(dir), { onWarning: () => {} });
  const table = data.metrics.find((t) => t.layout.id === usageTable.id);
  const out = new Map<string, { uses: number; damage: number; games: number }>();
  if (!table) return new Map();
  const games = new Map(data.matchups.map((m) => [m.name, m.games]));
  for (const r of table.rows) {
    if (r.side !== side) continue;
    const g = games.get(String(r.matchup)) ?? 0;
    const part = String(r[usageTable.part]);
    const cur = out.get(part) ?? { uses: 0, damage: 0, games: 0 };
    cur.uses += (Number(r.uses_per_game) || 0) * g;
    cur.damage += (Number(r.damage_per_game) || 0) * g;
    cur.games += g;
    out.set(part, cur);
  }
  return new Map(
    [...out].map(([k, v]) => [
      k,
      { uses: v.games ? v.uses / v.games : 0, damage: v.games ? v.damage / v.games : 0 },
    ]),
  );
}

/** Variants that help under one pilot and hurt under another (both beyond noise). */
export function ablateFlips(pilots: string[], rows: VariantRow[]): string[] {
  if (pilots.length < 2) return [];
  const flags: string[] = [];
  for (const r of rows.filter((x) => x.pilot === pilots[0])) {
    const same = rows.filter((x) => x.position === r.position && x.alternative === r.alternative);
    const up = same.find((x) => x.ciLow !== null && x.ciLow > 0);
    const down = same.find((x) => x.ciHigh !== null && x.ciHigh < 0);
    if (up && down)
      flags.push(
        `${r.part} → ${r.alternative} flips between pilots: it helps under ${up.pilot} (${signed(up.diff)}) and hurts under ${down.pilot} (${signed(down.diff)})`,
      );
  }
  return flags;
}

const unlikeText = (m: string | undefined) => (m ? ` — unlike pilots: ${m}` : '');
const signed = signedPercentText;

/** The report. */
export function ablateReport(plan: AblatePlan, r: AblateResult): BalanceReport {
  const multi = r.pilots.length > 1;
  const sections: BalanceSection[] = r.pilots.map((pilot) => {
    const vs = r.variants.filter((v) => v.pilot === pilot);
    const ps = r.parts.filter((p) => p.pilot === pilot);
    const suffix = multi ? `-${slugify(pilot)}` : '';
    const tag = multi ? ` — ${pilot}` : '';
    const unlikeParts = ps.some((p) => p.pilotMismatch);
    const unlikeSwaps = vs.some((v) => v.pilotMismatch);
    return {
      id: `ablate${suffix || '-all'}`,
      title: multi ? `Pilot: ${pilot}` : 'Part swaps',
      notes: [
        `Each variant replaces one part of ${r.build} and plays the same seeds against ${r.opponents.join(', ')}; the change in ${r.build}'s win rate is measured seed by seed (paired 95% interval). A negative change means the original part is better than the alternative.`,
        "Part value: the mean change over all the part's alternatives, next to how often the part is used per game in the base games — a part used a lot is not necessarily strong.",
      ],
      charts: [
        intervalChart({
          id: `ablate-parts${suffix}`,
          title: `Win-rate change when the part is replaced (mean over alternatives)${tag}`,
          rows: ps
            .filter((p) => p.alternatives > 0)
            .map((p) => ({
              label: `${p.position}. ${p.part}`,
              value: p.meanChange,
              low: p.ciLow,
              high: p.ciHigh,
            })),
          axisTitle: 'win-rate change (95% paired interval)',
          format: '+.1%',
          reference: 0,
        }),
        ...(ps.some((p) => p.usesPerGame !== null)
          ? [
              barChart(
                `ablate-usage${suffix}`,
                `Uses per game in the base games${tag}`,
                ps.map((p) => ({
                  label: `${p.position}. ${p.part}`,
                  value: p.usesPerGame,
                  group: p.slot,
                })),
                'uses per game',
              ),
            ]
          : []),
        intervalChart({
          id: `ablate-variants${suffix}`,
          title: `Win-rate change per swap${tag}`,
          rows: vs.map((v) => ({
            label: `${v.position}. ${v.part} → ${v.alternative}`,
            value: v.diff,
            low: v.ciLow,
            high: v.ciHigh,
          })),
          axisTitle: 'win-rate change (95% paired interval)',
          format: '+.1%',
          reference: 0,
        }),
      ],
      tables: [
        {
          title: 'Parts',
          file: `ablate-parts${suffix}.csv`,
          header: [
            'position',
            'slot',
            'part',
            'uses_per_game',
            'damage_per_game',
            'alternatives',
            'mean_change',
            'ci_low',
            'ci_high',
            ...(unlikeParts ? ['pilot_mismatch'] : []),
          ],
          rows: ps.map((p) => [
            p.position,
            p.slot,
            p.part,
            p.usesPerGame,
            p.damagePerGame,
            p.alternatives,
            p.meanChange,
            p.ciLow,
            p.ciHigh,
            ...(unlikeParts ? [p.pilotMismatch ?? ''] : []),
          ]),
          formats: [
            'int',
            'text',
            'text',
            'num',
            'num',
            'int',
            'signed-pct',
            'signed-pct',
            'signed-pct',
            ...(unlikeParts ? ['text' as const] : []),
          ],
          highlight: ps
            .map((p, i) => (p.ciLow !== null && (p.ciLow > 0 || p.ciHigh! < 0) ? i : -1))
            .filter((i) => i >= 0),
        },
        {
          title: 'Swaps',
          file: `ablate${suffix}.csv`,
          header: [
            'position',
            'slot',
            'part',
            'alternative',
            'games',
            'base_win_rate',
            'variant_win_rate',
            'change',
            'ci_low',
            'ci_high',
            'p_value',
            'unpaired_half_width',
            ...(unlikeSwaps ? ['pilot_mismatch'] : []),
          ],
          rows: vs.map((v) => [
            v.position,
            v.slot,
            v.part,
            v.alternative,
            v.games,
            v.baseRate,
            v.variantRate,
            v.diff,
            v.ciLow,
            v.ciHigh,
            v.pValue,
            v.unpairedHalfWidth,
            ...(unlikeSwaps ? [v.pilotMismatch ?? ''] : []),
          ]),
          formats: [
            'int',
            'text',
            'text',
            'text',
            'int',
            'pct',
            'pct',
            'signed-pct',
            'signed-pct',
            'signed-pct',
            'p',
            'pct',
            ...(unlikeSwaps ? ['text' as const] : []),
          ],
          highlight: vs
            .map((v, i) => (v.ciLow !== null && (v.ciLow > 0 || v.ciHigh! < 0) ? i : -1))
            .filter((i) => i >= 0),
        },
      ],
    };
  });
  return {
    tool: 'ablate',
    title: `Part ablation: ${r.build}`,
    intro: `${plural(plan.variants.length, 'part swap')} of ${r.build} against ${r.opponents.join(', ')}${multi ? `, under ${r.pilots.length} pilots` : ''}; every variant plays the base's seeds.`,
    facts: [
      ['config', plan.source.file],
      ['parts', plan.parts.map((p) => `${p.index + 1}. ${p.id}`).join(', ')],
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

/** Terminal summary: parts by value with usage, then each swap. */
export function ablateText(r: AblateResult): string {
  const lines: string[] = [];
  for (const pilot of r.pilots) {
    if (r.pilots.length > 1) lines.push(`pilot ${pilot}:`);
    for (const p of r.parts.filter((x) => x.pilot === pilot)) {
      const ch =
        p.meanChange === null
          ? 'no alternatives'
          : `replacing it: ${signed(p.meanChange)} [${signed(p.ciLow)}, ${signed(p.ciHigh)}] (${p.alternatives} alternatives)`;
      lines.push(
        `${p.position}. ${p.part} (${p.slot}): used ${p.usesPerGame === null ? '–' : p.usesPerGame.toFixed(2)}/game; ${ch}${unlikeText(p.pilotMismatch)}`,
      );
    }
    for (const v of r.variants.filter((x) => x.pilot === pilot))
      lines.push(
        `   ${v.position}. ${v.part} → ${v.alternative}: ${signed(v.diff)} [${signed(v.ciLow)}, ${signed(v.ciHigh)}]${unlikeText(v.pilotMismatch)}`,
      );
  }
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}
