/**
 * Writes the report charts: `charts/<id>.vl.json` (Vega-Lite with inline data),
 * `charts/<id>.svg` and `charts/<id>.png`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResultsData } from '../stats/results-aggregator.js';
import { reportCharts } from './chart-specs.js';
import type { HtmlChart } from './report-html.js';
import { renderChart } from './render-chart.js';

/** Renders every chart of `data` into `outDir`/charts and returns them with their SVG. */
export async function writeCharts(outDir: string, data: ResultsData): Promise<HtmlChart[]> {
  const dir = join(outDir, 'charts');
  await mkdir(dir, { recursive: true });
  const out: HtmlChart[] = [];
  for (const chart of reportCharts(data)) {
    const { svg, png } = await renderChart(chart.spec);
    await writeFile(join(dir, `${chart.id}.vl.json`), JSON.stringify(chart.spec, null, 2) + '\n');
    await writeFile(join(dir, `${chart.id}.svg`), svg);
    await writeFile(join(dir, `${chart.id}.png`), png);
    out.push({ chart, svg });
  }
  return out;
}
