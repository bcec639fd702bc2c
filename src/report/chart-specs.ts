/**
 * Vega-Lite specs of the report charts, built from {@link ResultsData}: win rates
 * with interval whiskers, a matchup heatmap, and per matchup the damage curves
 * (hull bands, cumulative damage, fraction alive), damage by part and the game
 * length histogram. Data is inlined, so each saved spec renders on its own.
 *
 * The curves and part charts read the contract tables `damage-curve` and
 * `part-usage` (their contract columns); a metric that declares a bar chart
 * (`MetricDeclaration.chart`, e.g. a distribution over bands) gets that chart; other
 * metrics get tables, not charts.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ResultsData } from '../stats/results-aggregator.js';
import type { TableRow } from '../stats/metric-tally.js';
import { round6 } from './csv-file.js';
import { percentText } from './percent.js';
import { numberText } from './number-text.js';
import {
  base,
  MAX_MATCHUP_CHARTS,
  matchupSides,
  omittedNote,
  sideColour,
  slug,
  WIDTH,
  type ChartSpec,
} from './chart-base.js';
import { metricChart } from './metric-charts.js';

export { CHART_FONT, MAX_MATCHUP_CHARTS, sideColours, slug, type ChartSpec } from './chart-base.js';

const pct = (x: number | null) => (x === null ? null : round6(x));

/** Win rate per matchup and side with Wilson 95% whiskers. */
export function winRateChart(data: ResultsData): ChartSpec {
  const values = data.matchups.flatMap((m) =>
    m.sides.map((s) => ({
      label: `${m.name} · ${s.name}`,
      matchup: m.name,
      side: s.name,
      winRate: pct(s.winRate),
      winRateText: percentText(s.winRate),
      ciLow: pct(s.ciLow),
      ciHigh: pct(s.ciHigh),
      games: m.games,
    })),
  );
  const order = values.map((v) => v.label);
  const y = { field: 'label', type: 'nominal', sort: order, title: null };
  const spec = {
    ...base('Win rate with 95% interval'),
    data: { values },
    width: WIDTH,
    height: { step: 22 },
    layer: [
      {
        mark: { type: 'bar', height: { band: 0.7 } },
        encoding: {
          y,
          x: {
            field: 'winRate',
            type: 'quantitative',
            title: 'win rate',
            scale: { domain: [0, 1] },
            axis: { format: '.0%' },
          },
          color: {
            ...sideColour(
              data,
              values.map((v) => v.side),
            ),
            legend: null,
          },
        },
      },
      {
        mark: { type: 'rule', strokeWidth: 1.5 },
        encoding: { y, x: { field: 'ciLow', type: 'quantitative' }, x2: { field: 'ciHigh' } },
      },
      {
        mark: { type: 'tick', thickness: 1.5, orient: 'vertical' },
        encoding: { y, x: { field: 'ciLow', type: 'quantitative' }, size: { value: 10 } },
      },
      {
        mark: { type: 'tick', thickness: 1.5, orient: 'vertical' },
        encoding: { y, x: { field: 'ciHigh', type: 'quantitative' }, size: { value: 10 } },
      },
      {
        mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 },
        encoding: {
          y,
          x: { field: 'ciHigh', type: 'quantitative' },
          text: { field: 'winRateText', type: 'nominal' },
        },
      },
      {
        data: { values: [{ half: 0.5 }] },
        mark: { type: 'rule', strokeDash: [4, 3], color: '#888' },
        encoding: { x: { field: 'half', type: 'quantitative' } },
      },
    ],
  };
  return {
    id: 'win-rates',
    title: 'Win rates',
    matchup: null,
    spec: spec as unknown as TopLevelSpec,
  };
}

/**
 * Row side against column side: the win rate of the row side in the two-sided matchup
 * between the two. When one pair of sides meets in several matchups (other settings,
 * other seats), the matchups are never pooled into one cell: the chart has one small
 * heatmap per matchup instead.
 */
export function heatmapChart(data: ResultsData): ChartSpec | null {
  if (data.matchups.length < 2) return null;
  const played = data.matchups.filter((m) => m.sides.length === 2 && m.games > 0);
  if (played.length === 0) return null;
  const pairKey = (a: string, b: string) => JSON.stringify([a, b].sort());
  const pairs = played.map((m) => pairKey(m.sides[0]!.name, m.sides[1]!.name));
  const perMatchup = new Set(pairs).size < pairs.length;
  const values = played.flatMap((m) =>
    (
      [
        [0, 1],
        [1, 0],
      ] as const
    ).map(([a, b]) => {
      const rate = m.sides[a]!.wins / m.games;
      return {
        matchup: m.name,
        row: m.sides[a]!.name,
        col: m.sides[b]!.name,
        wins: m.sides[a]!.wins,
        games: m.games,
        winRate: round6(rate),
        text: percentText(rate),
      };
    }),
  );
  const names = [...new Set(values.flatMap((v) => [v.row, v.col]))];
  const step = perMatchup ? 48 : Math.max(44, Math.min(60, Math.floor(WIDTH / names.length)));
  const cells = {
    width: { step },
    height: { step },
    encoding: {
      x: {
        field: 'col',
        type: 'nominal',
        sort: names,
        title: 'against',
        axis: { labelAngle: -40 },
      },
      y: { field: 'row', type: 'nominal', sort: names, title: 'side' },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'winRate',
            type: 'quantitative',
            title: 'win rate',
            scale: { domain: [0, 1], scheme: 'redblue', domainMid: 0.5 },
            legend: { format: '.0%', orient: 'right' },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: {
            condition: { test: 'datum.winRate < 0.2 || datum.winRate > 0.8', value: 'white' },
            value: 'black',
          },
        },
      },
    ],
  };
  const title = perMatchup
    ? 'Win rate of row side against column side, per matchup'
    : 'Win rate of row side against column side';
  const spec = perMatchup
    ? {
        ...base(title),
        data: { values },
        // One panel per matchup (a concat, not a facet: faceted step sizes with independent scales do not compile).
        concat: played.map((m) => ({
          title: { text: m.name, fontSize: 11, fontWeight: 'normal', anchor: 'start' },
          transform: [{ filter: { field: 'matchup', equal: m.name } }],
          ...cells,
        })),
        columns: 3,
        resolve: { scale: { color: 'shared' } },
      }
    : { ...base(title), data: { values }, ...cells };
  return {
    id: 'matchup-heatmap',
    title: perMatchup ? 'Matchup heatmaps' : 'Matchup heatmap',
    matchup: null,
    spec: spec as unknown as TopLevelSpec,
  };
}

function rowsOf(data: ResultsData, metricId: string, matchup: string): TableRow[] {
  return (
    data.metrics.find((t) => t.layout.id === metricId)?.rows.filter((r) => r.matchup === matchup) ??
    []
  );
}

/** Hull over rounds (mean line, p10–p90 band), cumulative damage dealt and fraction alive. */
export function damageCurveChart(data: ResultsData, matchup: string): ChartSpec | null {
  const rows = rowsOf(data, 'damage-curve', matchup);
  if (rows.length === 0) return null;
  const values = rows.map((r) => ({
    side: r.side,
    round: r.round,
    hullMean: r.hull_mean,
    hullP10: r.hull_p10,
    hullP50: r.hull_p50,
    hullP90: r.hull_p90,
    damage: r.damage_dealt_mean,
    alive: r.alive_fraction,
  }));
  const x = {
    field: 'round',
    type: 'quantitative',
    title: 'round',
    axis: { tickMinStep: 1, format: 'd' },
  };
  const color = sideColour(data, [
    ...matchupSides(data, matchup),
    ...values.map((v) => String(v.side)),
  ]);
  const panel = (height: number) => ({ width: WIDTH, height });
  const spec = {
    ...base(`${matchup}: hull, damage and survival by round`),
    data: { values },
    vconcat: [
      {
        ...panel(180),
        title: { text: 'hull left (line: mean, band: p10–p90)', fontSize: 12, anchor: 'start' },
        layer: [
          {
            mark: { type: 'area', opacity: 0.22 },
            encoding: {
              x,
              y: { field: 'hullP10', type: 'quantitative', title: 'hull' },
              y2: { field: 'hullP90' },
              color,
            },
          },
          {
            mark: { type: 'line', point: true },
            encoding: { x, y: { field: 'hullMean', type: 'quantitative' }, color },
          },
        ],
      },
      {
        ...panel(140),
        title: { text: 'cumulative damage dealt (mean)', fontSize: 12, anchor: 'start' },
        mark: { type: 'line', point: true },
        encoding: { x, y: { field: 'damage', type: 'quantitative', title: 'damage' }, color },
      },
      {
        ...panel(120),
        title: { text: 'fraction of games with the side alive', fontSize: 12, anchor: 'start' },
        mark: { type: 'line', point: true },
        encoding: {
          x,
          y: {
            field: 'alive',
            type: 'quantitative',
            title: 'alive',
            scale: { domain: [0, 1] },
            axis: { format: '.0%' },
          },
          color,
        },
      },
    ],
    resolve: { scale: { color: 'shared' } },
  };
  return {
    id: `damage-curves-${slug(matchup)}`,
    title: `Damage curves — ${matchup}`,
    matchup,
    spec: spec as unknown as TopLevelSpec,
  };
}

/**
 * Damage per game by part (the damage source), coloured by side. Parts that dealt no damage
 * (wings, engines) are left out; the chart's note says how many.
 */
export function damageByPartChart(data: ResultsData, matchup: string): ChartSpec | null {
  const all = rowsOf(data, 'part-usage', matchup).filter(
    (r) => typeof r.damage_per_game === 'number',
  );
  const rows = all.filter((r) => r.damage_per_game !== 0);
  if (rows.length === 0) return null;
  const values = rows.map((r) => ({
    label: `${r.side} · ${r.ship} · ${r.part}`,
    side: r.side,
    damage: r.damage_per_game as number,
    text: numberText(r.damage_per_game as number),
    share: r.damage_share ?? null,
  }));
  // Largest first; ties keep table order (an explicit order, identical in every layer).
  const order = values
    .map((v, i) => ({ v, i }))
    .sort((a, b) => b.v.damage - a.v.damage || a.i - b.i)
    .map((x) => x.v.label);
  const y = { field: 'label', type: 'nominal', sort: order, title: null };
  const note = omittedNote(all.length - rows.length, 'part', 'no damage');
  const spec = {
    ...base(`${matchup}: damage per game by part`, note),
    data: { values },
    width: WIDTH,
    height: { step: 20 },
    layer: [
      {
        mark: { type: 'bar', height: { band: 0.75 } },
        encoding: {
          y,
          x: { field: 'damage', type: 'quantitative', title: 'damage per game' },
          color: sideColour(data, [
            ...matchupSides(data, matchup),
            ...values.map((v) => String(v.side)),
          ]),
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 3, fontSize: 10 },
        encoding: {
          y,
          x: { field: 'damage', type: 'quantitative' },
          text: { field: 'text', type: 'nominal' },
        },
      },
    ],
  };
  return {
    id: `damage-by-part-${slug(matchup)}`,
    title: `Damage by part — ${matchup}`,
    matchup,
    spec: spec as unknown as TopLevelSpec,
    ...(note ? { note } : {}),
  };
}

/** Distribution of game length in rounds, timeouts (round cap reached) stacked apart. */
export function gameLengthChart(data: ResultsData, matchup: string): ChartSpec | null {
  const lengths = data.lengths.filter((l) => l.matchup === matchup);
  if (lengths.length === 0) return null;
  const total = lengths.reduce((n, l) => n + l.games, 0);
  const values = lengths.flatMap((l) =>
    [
      { ended: 'finished', games: l.games - l.timeouts },
      { ended: 'timeout', games: l.timeouts },
    ]
      .filter((v) => v.games > 0)
      .map((v) => ({
        rounds: l.rounds,
        from: l.rounds - 0.5,
        to: l.rounds + 0.5,
        ended: v.ended,
        games: v.games,
        fraction: round6(v.games / total),
      })),
  );
  const spec = {
    ...base(`${matchup}: game length`),
    data: { values },
    width: WIDTH,
    height: 160,
    mark: { type: 'bar', binSpacing: 1 },
    encoding: {
      // One bin per round, centred on it (pre-binned data: from = rounds − ½, to = rounds + ½).
      x: {
        field: 'from',
        type: 'quantitative',
        bin: { binned: true, step: 1 },
        title: 'rounds played',
        axis: { tickMinStep: 1, format: 'd' },
      },
      x2: { field: 'to' },
      y: {
        field: 'fraction',
        type: 'quantitative',
        title: 'share of games',
        axis: { format: '.0%' },
        stack: 'zero',
      },
      color: {
        field: 'ended',
        type: 'nominal',
        title: 'ended by',
        scale: { domain: ['finished', 'timeout'], range: ['#4c78a8', '#e45756'] },
      },
      tooltip: [{ field: 'rounds' }, { field: 'ended' }, { field: 'games' }],
    },
  };
  return {
    id: `game-length-${slug(matchup)}`,
    title: `Game length — ${matchup}`,
    matchup,
    spec: spec as unknown as TopLevelSpec,
  };
}

/** Every chart of a report, file-wide charts first; chart ids are unique. */
export function reportCharts(data: ResultsData): ChartSpec[] {
  const charts: ChartSpec[] = [];
  if (data.matchups.length > 0) charts.push(winRateChart(data));
  const heat = heatmapChart(data);
  if (heat) charts.push(heat);
  for (const m of data.matchups.slice(0, MAX_MATCHUP_CHARTS)) {
    for (const c of [
      damageCurveChart(data, m.name),
      damageByPartChart(data, m.name),
      gameLengthChart(data, m.name),
    ])
      if (c) charts.push(c);
    for (const t of data.metrics) {
      const c = metricChart(data, t, m.name);
      if (c) charts.push(c);
    }
  }
  const used = new Map<string, number>();
  for (const c of charts) {
    const n = used.get(c.id) ?? 0;
    used.set(c.id, n + 1);
    if (n > 0) c.id = `${c.id}-${n + 1}`;
  }
  return charts;
}
