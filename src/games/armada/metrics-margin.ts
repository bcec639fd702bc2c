/**
 * Armada metrics of the result's size (SPEC §3 data gap 22): the distribution
 * of games over margin-of-victory bands, and, when the matchup's config supplies a
 * tournament-point table (formats/tournament-points.ts), each side's tournament points and the
 * distribution of the split. Declared like the others, with a bar chart each, so the CSVs,
 * tables and charts follow from the declarations.
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import type { ArmadaSetup } from './engine/setup.js';
import { tournamentPoints } from './formats/tournament-points.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

type Decl = MetricDeclaration<GameEvent, { state: GameState; setup?: ArmadaSetup }>;

/** One margin band: margins from `from` up to the next band's `from`. */
export interface MarginBand {
  from: number;
  label: string;
}

/**
 * The margin bands of the report: 0 (a tie, won by the second player by the tie-break, or a
 * draw), then the bands of the margin-of-victory table of the Armada Tournament Regulations
 * (FFG 2018, kept by AMG: 1–59, 60–139, 140–219, 220–299, 300+; the regulations put 0–59 in one
 * band, split here so ties show). Used for every format so 180-, 300- and 400-point results read
 * on the same scale.
 */
export const MARGIN_BANDS: readonly MarginBand[] = [
  { from: 0, label: '0' },
  { from: 1, label: '1-59' },
  { from: 60, label: '60-139' },
  { from: 140, label: '140-219' },
  { from: 220, label: '220-299' },
  { from: 300, label: '300+' },
];

/** The band of a margin (≥ 0). */
export function marginBand(
  margin: number,
  bands: readonly MarginBand[] = MARGIN_BANDS,
): MarginBand {
  let band = bands[0]!;
  for (const b of bands) if (b.from <= margin) band = b;
  return band;
}

type GameEnd = Extract<GameEvent, { type: 'game-end' }>;

/** The winner's score minus the loser's (0 for a draw), from the game-end event. */
export function marginOf(e: GameEnd): number {
  const w = e.winner;
  return w === null ? 0 : e.scores[w]! - e.scores[1 - w]!;
}

/** The winning side's name, or "draw". */
function winnerName(state: GameState, e: GameEnd): string {
  return e.winner === null ? 'draw' : state.sides[e.winner]!.name;
}

/** Games by margin band and winner (side name, or "draw"): the margin-of-victory distribution. */
export const marginBands: Decl = {
  id: 'margin-bands',
  title: 'Margin of victory by band',
  columns: [
    {
      name: 'margin_from',
      role: 'key',
      label: 'margin from',
      description: "the band's lowest margin",
    },
    {
      name: 'band',
      role: 'key',
      label: 'margin band',
      description: "winner's score minus loser's score",
    },
    { name: 'winner', role: 'key', description: 'the winning side, or "draw"' },
    {
      name: 'games',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'share_of_games',
      label: 'share of games',
      percent: true,
    },
  ],
  chart: {
    kind: 'stacked-bar',
    x: 'band',
    y: 'share_of_games',
    colour: 'winner',
    title: 'margin of victory',
    xTitle: 'margin of victory (points)',
    xDomain: MARGIN_BANDS.map((b) => b.label),
    percent: true,
  },
  events: ['game-end'],
  start({ state }): MetricCollector<GameEvent> {
    let row: MetricRow | null = null;
    return {
      on(e) {
        if (e.type !== 'game-end') return;
        const band = marginBand(marginOf(e));
        row = [band.from, band.label, winnerName(state, e), 1];
      },
      finish: () => (row ? [row] : []),
    };
  },
};

/** Each side's tournament points per game (only with a `tournamentPoints:` table). */
export const tournamentPointsBySide: Decl = {
  id: 'tournament-points',
  title: 'Tournament points',
  columns: [
    { name: 'side', role: 'key' },
    { name: 'points', role: 'value', aggregate: 'mean-interval', label: 'tournament points' },
  ],
  events: ['game-end'],
  start({ state, setup }): MetricCollector<GameEvent> {
    const table = setup?.tournamentPoints;
    let rows: MetricRow[] = [];
    return {
      on(e) {
        if (e.type !== 'game-end' || !table) return;
        const tp = tournamentPoints(table, e.winner, marginOf(e));
        rows = state.sides.map((sd, i) => [sd.name, tp[i]!]);
      },
      finish: () => rows,
    };
  },
};

/** How often each split (winner's–loser's points, e.g. "8-3") happened, by winner. */
export const tournamentSplit: Decl = {
  id: 'tournament-split',
  title: 'Tournament-point split',
  columns: [
    { name: 'winner_points', role: 'key', label: "winner's points" },
    { name: 'split', role: 'key', description: "winner's and loser's tournament points" },
    { name: 'winner', role: 'key', description: 'the winning side, or "draw"' },
    {
      name: 'games',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'share_of_games',
      label: 'share of games',
      percent: true,
    },
  ],
  chart: {
    kind: 'stacked-bar',
    x: 'split',
    y: 'share_of_games',
    colour: 'winner',
    title: 'tournament-point split',
    xTitle: 'tournament points (winner-loser)',
    percent: true,
  },
  events: ['game-end'],
  start({ state, setup }): MetricCollector<GameEvent> {
    const table = setup?.tournamentPoints;
    let row: MetricRow | null = null;
    return {
      on(e) {
        if (e.type !== 'game-end' || !table) return;
        const tp = tournamentPoints(table, e.winner, marginOf(e));
        const w = e.winner ?? 0;
        const win = tp[w]!;
        const lose = tp[1 - w]!;
        row = [win, `${win}-${lose}`, winnerName(state, e), 1];
      },
      finish: () => (row ? [row] : []),
    };
  },
};
