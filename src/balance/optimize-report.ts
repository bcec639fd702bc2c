/**
 * The words, tables and charts of `sortie optimize`: the finalists (and presets) with
 * their intervals, the race round by round, every evaluated candidate, and which parts
 * and pairs of parts the search found to matter.
 */
import { pilotLabel, pilotVerdictFacts } from './pilots.js';
import { intervalChart } from '../report/balance-charts.js';
import type { BalanceReport, BalanceSection } from '../report/balance-report.js';
import { percentText, signedPercentText } from '../report/percent.js';
import { plural } from '../report/plural.js';
import { optimizeJson, type Finalist, type OptimizePlan, type OptimizeResult } from './optimize.js';

const pct = percentText;
const spct = signedPercentText;

const num = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));
const snum = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}`;
const verdict = (f: Finalist) => (f.separated ? ' (worse beyond noise)' : ' (not separated)');

function verdictLine(f: Finalist, rank: string, label?: string): string {
  const byPoints = label !== undefined && f.meanPoints !== undefined;
  const pts = byPoints
    ? `${num(f.meanPoints)} [${num(f.pointsLow)}, ${num(f.pointsHigh)}] ${label} per game, `
    : '';
  const vp =
    byPoints && f.vsLeaderPoints
      ? `; ${snum(f.vsLeaderPoints.diff)} [${snum(f.vsLeaderPoints.ciLow)}, ${snum(f.vsLeaderPoints.ciHigh)}] points vs the leader${verdict(f)}`
      : '';
  const vs = f.vsLeader
    ? `; ${spct(f.vsLeader.diff)} [${spct(f.vsLeader.ciLow)}, ${spct(f.vsLeader.ciHigh)}] win rate vs the leader${byPoints ? '' : verdict(f)}`
    : '';
  return `${rank} ${f.label}: ${pts}${pct(f.winRate)} [${pct(f.ciLow)}, ${pct(f.ciHigh)}] won over ${plural(f.games, 'game')}${vp}${vs}${f.pilotMismatch ? ` — unlike pilots: ${f.pilotMismatch}` : ''}`;
}

/** Which measure ranks the race and the finalists. */
function rankedByText(r: OptimizeResult): string {
  return r.rankedBy === 'points'
    ? `Ranked by mean ${r.pointsLabel ?? 'result points'} per game (95% interval over seat-swapped pairs): the race's cuts, the finalists' order and "separated" use them; the win rate is shown beside.`
    : 'Ranked by win rate against the gauntlet.';
}

/** Terminal summary. */
export function optimizeText(r: OptimizeResult): string {
  const lines = [
    `${plural(r.evaluated, 'build')} evaluated${r.exhaustive ? ' (the whole space)' : r.spaceSize ? ` (sampled from ${r.spaceSize} combinations)` : ' (sampled)'}, ${plural(r.games, 'game')} of a budget of ${r.budget}.`,
  ];
  lines.push(rankedByText(r));
  r.finalists.forEach((f, i) =>
    lines.push(
      verdictLine(
        f,
        `${i + 1}.`,
        r.rankedBy === 'points' ? (r.pointsLabel ?? 'result points') : undefined,
      ),
    ),
  );
  if (r.finalists.length > 1)
    lines.push(
      r.finalists[0]!.separated
        ? 'The leader is better than the runner-up beyond noise.'
        : 'The leader and the runner-up cannot be separated within the budget.',
    );
  const top = r.parts.filter((p) => p.ciLow > 0 || p.ciHigh < 0).slice(0, 6);
  if (top.length)
    lines.push(`parts that matter: ${top.map((p) => `${p.part} ${spct(p.effect)}`).join(', ')}`);
  for (const f of r.flags) lines.push(`flag: ${f}`);
  return lines.join('\n');
}

/** The report. */
export function optimizeReport(plan: OptimizePlan, r: OptimizeResult): BalanceReport {
  const verdicts = r.finalists;
  const unlike = verdicts.some((f) => f.pilotMismatch);
  const byPoints = r.rankedBy === 'points';
  const sections: BalanceSection[] = [
    {
      id: 'optimize',
      title: 'Best builds',
      notes: [
        `Space: ${r.space}. ${plural(r.evaluated, 'build')} entered the race ` +
          `(${r.exhaustive ? 'every legal build' : 'a seeded sample without repeats'}` +
          `${plan.references.length ? `, with ${plural(plan.references.length, 'preset')} as references` : ''}).`,
        'Successive halving over seat-swapped pairs: each round the survivors extend their games on the same seeds and ' +
          "the better half by win rate goes on; the finalists then get the rest of the budget. A finalist's interval is the " +
          'Wilson 95% interval over all its games; "vs leader" is the paired difference on the same seeds, Holm-corrected over the finalists.',
        rankedByText(r),
      ],
      charts: [
        intervalChart({
          id: 'optimize-finalists',
          title: 'Finalists and presets: win rate against the gauntlet',
          axisTitle: 'win rate',
          format: '.1%',
          reference: 0.5,
          wrapLabels: 56,
          rows: verdicts.map((f) => ({
            label: `${f.id}: ${f.label}`,
            value: f.winRate,
            low: f.ciLow,
            high: f.ciHigh,
            group: f.preset ? 'preset' : 'finalist',
          })),
        }),
      ],
      tables: [
        {
          title: 'Final stage (best first): finalists and presets',
          file: 'optimize-finalists.csv',
          header: [
            'rank',
            'id',
            'build',
            'preset',
            'points',
            'win_rate',
            'ci_low',
            'ci_high',
            'games',
            'draws',
            'vs_leader',
            'vs_leader_low',
            'vs_leader_high',
            'p_value',
            'separated',
            ...(unlike ? ['pilot_mismatch'] : []),
            ...(byPoints
              ? [
                  'mean_points',
                  'points_ci_low',
                  'points_ci_high',
                  'vs_leader_points',
                  'vs_leader_points_low',
                  'vs_leader_points_high',
                  'points_p_value',
                ]
              : []),
          ],
          rows: verdicts.map((f, i) => [
            i + 1,
            f.id,
            f.label,
            f.preset ? 'yes' : 'no',
            f.points,
            f.winRate,
            f.ciLow,
            f.ciHigh,
            f.games,
            f.draws,
            f.vsLeader?.diff ?? null,
            f.vsLeader?.ciLow ?? null,
            f.vsLeader?.ciHigh ?? null,
            f.vsLeader?.pValue ?? null,
            f.separated ? 'yes' : 'no',
            ...(unlike ? [f.pilotMismatch ?? ''] : []),
            ...(byPoints
              ? [
                  f.meanPoints ?? null,
                  f.pointsLow ?? null,
                  f.pointsHigh ?? null,
                  f.vsLeaderPoints?.diff ?? null,
                  f.vsLeaderPoints?.ciLow ?? null,
                  f.vsLeaderPoints?.ciHigh ?? null,
                  f.vsLeaderPoints?.pValue ?? null,
                ]
              : []),
          ]),
          formats: [
            'int',
            'text',
            'text',
            'text',
            'num',
            'pct',
            'pct',
            'pct',
            'int',
            'int',
            'signed-pct',
            'signed-pct',
            'signed-pct',
            'p',
            'text',
            ...(unlike ? ['text' as const] : []),
            ...(byPoints ? (['num', 'num', 'num', 'num', 'num', 'num', 'p'] as const) : []),
          ],
        },
        {
          title: 'Rounds',
          file: 'optimize-rounds.csv',
          header: [
            'round',
            'candidates',
            'games_per_opponent',
            'games',
            'leader',
            'leader_rate',
            'cut_rate',
            ...(byPoints ? ['leader_points', 'cut_points'] : []),
          ],
          rows: r.rounds.map((x) => [
            x.round,
            x.candidates,
            x.target,
            x.games,
            x.leader,
            x.leaderRate,
            x.cutRate,
            ...(byPoints ? [x.leaderPoints ?? null, x.cutPoints ?? null] : []),
          ]),
          formats: [
            'int',
            'int',
            'int',
            'int',
            'text',
            'pct',
            'pct',
            ...(byPoints ? (['num', 'num'] as const) : []),
          ],
        },
        {
          title: 'Every evaluated build',
          file: 'optimize-evaluated.csv',
          header: ['id', 'build', 'points', 'preset', 'rounds', 'games', 'win_rate'],
          rows: r.evaluatedRows.map((x) => [
            x.id,
            x.label,
            x.points,
            x.preset ? 'yes' : 'no',
            x.roundsPlayed,
            x.games,
            x.winRate,
          ]),
          formats: ['text', 'text', 'num', 'text', 'int', 'int', 'pct'],
          csvOnly: true,
        },
      ],
    },
    partsSection(r),
  ];
  return {
    tool: 'optimize',
    title: `Optimize: ${plan.source.name}`,
    intro: `The best builds of ${r.space} against ${plan.opponents.map((o) => o.name).join(', ')}, within ${plural(r.budget, 'game')}.`,
    facts: [
      ['config', plan.source.file],
      ['games played', String(r.games)],
      ['budget', String(r.budget)],
      ['builds evaluated', String(r.evaluated)],
      ...pilotVerdictFacts(
        [
          plan.pilot === undefined || plan.pilot === null
            ? 'as configured'
            : pilotLabel(plan.pilot),
        ],
        r.flags,
      ),
    ],
    flags: r.flags,
    sections,
    links: verdicts.map((f) => ({ label: `${f.id} ${f.label}`, href: `runs/${f.id}/summary.csv` })),
    json: optimizeJson(r),
  };
}

function partsSection(r: OptimizeResult): BalanceSection {
  const shown = r.parts.slice(0, 12).concat(r.parts.length > 12 ? r.parts.slice(-6) : []);
  return {
    id: 'optimize-parts',
    title: 'Which parts and pairs matter',
    notes: [
      "Every evaluated build's win rate over the first round's games (the same seeds for all). A part's effect: mean of " +
        "the builds with it minus the builds without it (95% interval, Student's t on the smaller group). A pair's " +
        'interaction: how much more the two parts are worth together than their separate effects say (difference of ' +
        'differences over the four cells, each with 3+ builds).',
    ],
    charts: shown.length
      ? [
          intervalChart({
            id: 'optimize-parts',
            title: 'Part effects on the win rate',
            axisTitle: 'change in win rate',
            format: '+.1%',
            reference: 0,
            rows: shown.map((p) => ({
              label: p.part,
              value: p.effect,
              low: p.ciLow,
              high: p.ciHigh,
            })),
          }),
        ]
      : [],
    tables: [
      {
        title: 'Parts',
        file: 'optimize-parts.csv',
        header: [
          'part',
          'with',
          'without',
          'mean_with',
          'mean_without',
          'effect',
          'ci_low',
          'ci_high',
        ],
        rows: r.parts.map((p) => [
          p.part,
          p.with,
          p.without,
          p.meanWith,
          p.meanWithout,
          p.effect,
          p.ciLow,
          p.ciHigh,
        ]),
        formats: ['text', 'int', 'int', 'pct', 'pct', 'signed-pct', 'signed-pct', 'signed-pct'],
        highlight: r.parts
          .map((p, i) => (p.ciLow > 0 || p.ciHigh < 0 ? i : -1))
          .filter((i) => i >= 0),
      },
      {
        title: 'Strongest pairs',
        file: 'optimize-pairs.csv',
        header: ['part_a', 'part_b', 'both', 'mean_both', 'interaction', 'ci_low', 'ci_high'],
        rows: r.pairs.map((p) => [p.a, p.b, p.both, p.meanBoth, p.interaction, p.ciLow, p.ciHigh]),
        formats: ['text', 'text', 'int', 'pct', 'signed-pct', 'signed-pct', 'signed-pct'],
        highlight: r.pairs.map((p, i) => (p.ciLow > 0 ? i : -1)).filter((i) => i >= 0),
      },
    ],
  };
}
