import { describe, expect, test } from 'vitest';
import * as vega from 'vega';
import { reportCharts, type ChartSpec } from '../../src/report/chart-specs.js';
import {
  chartToSvg,
  compileChart,
  rasterize,
  svgToPng,
  bundledFontFiles,
} from '../../src/report/render-chart.js';
import { readFontWidths, textWidth } from '../../src/report/text-metrics.js';
import { ResultsAggregator } from '../../src/stats/results-aggregator.js';
import { matchupInfos } from '../../src/report/read-results.js';
import {
  SYNTHETIC_METRICS,
  syntheticGames,
  syntheticManifest,
  TWO_MATCHUPS,
} from './synthetic-results.js';

function dataFor(matchups = TWO_MATCHUPS) {
  const agg = new ResultsAggregator(matchupInfos(syntheticManifest(matchups)), SYNTHETIC_METRICS);
  for (const l of syntheticGames(matchups)) agg.add(l);
  return agg.finish();
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Pixels that are not white. */
function inked(svg: string): number {
  const pixels = rasterize(svg, 1).pixels;
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4)
    if (pixels[i]! < 250 || pixels[i + 1]! < 250 || pixels[i + 2]! < 250) n++;
  return n;
}

const charts = reportCharts(dataFor());

describe('report charts', () => {
  test('the expected charts exist: win rates, heatmap, curves, parts and length per matchup', () => {
    expect(charts.map((c) => c.id)).toEqual([
      'win-rates',
      'matchup-heatmap',
      'damage-curves-forge-vs-komplex',
      'damage-by-part-forge-vs-komplex',
      'game-length-forge-vs-komplex',
      'damage-curves-komplex-vs-vanguard',
      'damage-by-part-komplex-vs-vanguard',
      'game-length-komplex-vs-vanguard',
    ]);
  });

  test('no heatmap for a single matchup', () => {
    const ids = reportCharts(dataFor(TWO_MATCHUPS.slice(0, 1))).map((c) => c.id);
    expect(ids).toContain('win-rates');
    expect(ids).not.toContain('matchup-heatmap');
  });

  test.each(charts.map((c) => [c.id, c] as [string, ChartSpec]))(
    '%s compiles, renders to SVG with text and to PNG',
    async (_id, chart) => {
      const compiled = compileChart(chart.spec);
      expect(() => vega.parse(compiled)).not.toThrow();
      const svg = await chartToSvg(chart.spec);
      expect(svg.startsWith('<svg')).toBe(true);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
        .map((m) => m[1]!.trim())
        .filter(Boolean);
      expect(texts.length).toBeGreaterThan(3);
      expect(texts.join(' ')).toContain(chart.matchup ?? 'Win rate');
      const png = svgToPng(svg);
      const { width, height } = pngSize(png);
      expect(width).toBeGreaterThan(100);
      expect(height).toBeGreaterThan(100);
      // Text really renders with the bundled font: removing it removes ink.
      const withoutText = svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');
      expect(inked(svg) - inked(withoutText)).toBeGreaterThan(200);
    },
  );

  test('the win-rate chart carries the Wilson interval of every side', () => {
    const values = (
      charts[0]!.spec as unknown as {
        data: { values: Array<{ label: string; ciLow: number; ciHigh: number; winRate: number }> };
      }
    ).data.values;
    expect(values.map((v) => v.label)).toEqual([
      'forge-vs-komplex · Forge',
      'forge-vs-komplex · Komplex',
      'komplex-vs-vanguard · Komplex',
      'komplex-vs-vanguard · Vanguard',
    ]);
    for (const v of values) expect(v.ciLow).toBeLessThanOrEqual(v.winRate);
  });
});

describe('text metrics', () => {
  test('DejaVu Sans advance widths read from the font file', () => {
    const [regular] = bundledFontFiles();
    const font = readFontWidths(regular!);
    // DejaVu Sans advances (units per em 2048): "i" 569, "M" 1767, space 651.
    expect(font.widthOf('i'.codePointAt(0)!)).toBeCloseTo(569 / 2048, 6);
    expect(font.widthOf('M'.codePointAt(0)!)).toBeCloseTo(1767 / 2048, 6);
    expect(textWidth(font, '  ', 10)).toBeCloseTo((2 * 651 * 10) / 2048, 6);
  });
});
