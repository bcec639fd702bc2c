/**
 * What every report chart shares: the chart record, the font, the plot width, the spec
 * header, file-safe names and one colour per side for the whole report.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ResultsData } from '../stats/results-aggregator.js';
import { fileNameOf } from '../core/safe-names.js';
import { plural } from './plural.js';

/** One chart: file stem, caption, matchup (null for file-wide charts) and spec. */
export interface ChartSpec {
  id: string;
  title: string;
  matchup: string | null;
  spec: TopLevelSpec;
  /** A short note shown with the chart, e.g. how many rows with nothing to draw were left out. */
  note?: string;
}

/** Font stack: DejaVu Sans is bundled for PNG rendering; browsers fall back. */
export const CHART_FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';
/** Plot width in px (chart plus labels stays under ~560 px). */
export const WIDTH = 380;
/** Per-matchup charts are drawn for at most this many matchups (tables cover the rest). */
export const MAX_MATCHUP_CHARTS = 30;

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

export function base(
  title: string,
  subtitle?: string | null,
): Pick<TopLevelSpec, '$schema' | 'title' | 'background' | 'config'> {
  return {
    $schema: SCHEMA,
    // The subtitle (a note such as rows left out) travels with the PNG and SVG files too.
    title: {
      text: title,
      anchor: 'start',
      fontSize: 14,
      ...(subtitle ? { subtitle, subtitleFontSize: 11, subtitleColor: '#555' } : {}),
    },
    background: 'white',
    // labelLimit 0: names (sides, ships, parts) are never cut to "…"; the page scales wide charts down.
    config: {
      font: CHART_FONT,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 0 },
      legend: { labelFontSize: 11, titleFontSize: 12, orient: 'bottom', labelLimit: 0 },
    },
  } as Pick<TopLevelSpec, '$schema' | 'title' | 'background' | 'config'>;
}

/**
 * The note of a chart that left out `count` rows with nothing to draw:
 * "2 parts with no damage not shown"; null when none were.
 */
export function omittedNote(count: number, noun: string, what: string): string | null {
  return count > 0 ? `${plural(count, noun)} with ${what} not shown` : null;
}

/** A file-system-safe slug of a matchup name (the one file-name function, core/safe-names.ts). */
export function slug(name: string): string {
  return fileNameOf(name, 100, 'matchup');
}

/** Vega's default categorical palette (tableau10). */
export const PALETTE = [
  '#4c78a8',
  '#f58518',
  '#e45756',
  '#72b7b2',
  '#54a24b',
  '#eeca3b',
  '#b279a2',
  '#ff9da6',
  '#9d755d',
  '#bab0ac',
];

/**
 * One colour per side name for the whole report (in order of first appearance), so a
 * side has the same colour in every chart, and each chart's legend (which lists only
 * its own sides) shows the colours its lines and bars are drawn in.
 */
export function sideColours(data: ResultsData): Map<string, string> {
  const colours = new Map<string, string>();
  for (const m of data.matchups)
    for (const s of m.sides)
      if (!colours.has(s.name)) colours.set(s.name, PALETTE[colours.size % PALETTE.length]!);
  return colours;
}

/** The colour encoding of a chart whose marks are coloured by side (only `sides` in its legend). */
export function sideColour(
  data: ResultsData,
  sides: string[],
  title: string | null = 'side',
): Record<string, unknown> {
  const colours = sideColours(data);
  const domain = [...new Set(sides)];
  return {
    field: 'side',
    type: 'nominal',
    title,
    scale: { domain, range: domain.map((s) => colours.get(s) ?? PALETTE[0]!) },
  };
}

export const matchupSides = (data: ResultsData, matchup: string): string[] =>
  data.matchups.find((m) => m.name === matchup)?.sides.map((s) => s.name) ?? [];
