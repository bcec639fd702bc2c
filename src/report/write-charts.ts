/**
 * Writes the report charts: `charts/<id>.vl.json` (Vega-Lite with inline data),
 * `charts/<id>.svg` and `charts/<id>.png`. Chart files left from an earlier report
 * of the folder that this one does not produce (e.g. a matchup since removed) are
 * deleted, so charts/ always matches report.html.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic as writeFile } from '../core/atomic-write.js';
import type { ResultsData } from '../stats/results-aggregator.js';
import { reportCharts } from './chart-specs.js';
import type { HtmlChart } from './report-html.js';
import { chartRenderer } from './chart-renderer.js';

const CHART_FILE = /\.(vl\.json|svg|png)$/;

/** Renders every chart of `data` into `outDir`/charts and returns them with their SVG. */
export async function writeCharts(outDir: string, data: ResultsData): Promise<HtmlChart[]> {
  const dir = join(outDir, 'charts');
  const specs = reportCharts(data);
  // No charts, no charts/ folder (an old one's chart files are removed below).
  if (specs.length) await mkdir(dir, { recursive: true });
  else if (!existsSync(dir)) return [];
  const out: HtmlChart[] = [];
  const written = new Set<string>();
  const { chartToSvg, svgToPngAsync } = await chartRenderer();
  const write = async (name: string, content: string | Buffer) => {
    await writeFile(join(dir, name), content);
    written.add(name);
  };
  // Each PNG is rasterised off the main thread while the next chart is laid out.
  const pngs: Array<Promise<void>> = [];
  for (const chart of specs) {
    const svg = await chartToSvg(chart.spec);
    const png = svgToPngAsync(svg).then((bytes) => write(`${chart.id}.png`, bytes));
    png.catch(() => {}); // awaited below; not unhandled if a later chart throws first
    pngs.push(png);
    await write(`${chart.id}.vl.json`, JSON.stringify(chart.spec, null, 2) + '\n');
    await write(`${chart.id}.svg`, svg);
    out.push({ chart, svg });
  }
  await Promise.all(pngs);
  for (const f of await readdir(dir))
    if (CHART_FILE.test(f) && !written.has(f)) await rm(join(dir, f));
  if ((await readdir(dir)).length === 0) await rm(dir, { recursive: true });
  return out;
}
