/**
 * The balance tools' output: their tables as CSV files, their charts (Vega-Lite, SVG,
 * PNG under charts/), the full analysis as <tool>.json and a self-contained
 * report.html with the tool's section (tables, charts, notes and flags such as a
 * conclusion that flips between pilots) and links to the runs' own reports.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { writeFileAtomic as writeFile } from '../core/atomic-write.js';
import { join } from 'node:path';
import type { ChartSpec } from './chart-specs.js';
import { round6, toCsv, type CsvValue } from './csv-file.js';
import { chartRenderer } from './chart-renderer.js';
import { esc, scopeSvgIds } from './report-html.js';
import { percentText, signedPercentText } from './percent.js';
import { linkedRuns, runTimeoutFlag } from './run-timeouts.js';

/** How a column is shown on the page (the CSV keeps raw numbers). */
export type CellFormat = 'text' | 'int' | 'num' | 'pct' | 'signed-pct' | 'elo' | 'p';

/** A table of a balance section. */
export interface BalanceTable {
  title: string;
  /** CSV file name in the tool folder; omit for a page-only table. */
  file?: string;
  header: string[];
  rows: CsvValue[][];
  /** Per column format on the page (default: numbers 'num', others 'text'). */
  formats?: Array<CellFormat | undefined>;
  /** Columns left out of the page (still in the CSV). */
  hide?: string[];
  /** Rows marked on the page (e.g. changes beyond noise). */
  highlight?: number[];
  /** Write the CSV but leave the table off the page. */
  csvOnly?: boolean;
}

/** One section of the page. */
export interface BalanceSection {
  id: string;
  title: string;
  notes?: string[];
  /** Warnings shown prominently (e.g. a conclusion that flips between pilots). */
  flags?: string[];
  tables?: BalanceTable[];
  charts?: ChartSpec[];
}

/** Everything a tool reports. */
export interface BalanceReport {
  /** Tool name: names `<tool>.json`. */
  tool: string;
  title: string;
  intro: string;
  facts: Array<[string, string]>;
  /** Report-wide warnings. */
  flags: string[];
  sections: BalanceSection[];
  /** Links to the runs' folders or reports. */
  links?: Array<{ label: string; href: string }>;
  /** The analysis as JSON. */
  json: unknown;
}

/** Options of {@link writeBalanceReport}. */
export interface BalanceWriteOptions {
  /** Write chart files (default true); the page shows the charts either way. */
  charts?: boolean;
  /** Receives charts that could not be drawn (default: stderr). */
  onWarning?: (message: string) => void;
}

const CHART_FILE = /\.(vl\.json|svg|png)$/;

function cell(value: CsvValue, format: CellFormat | undefined): string {
  if (
    value === null ||
    value === undefined ||
    (typeof value === 'number' && !Number.isFinite(value))
  )
    return '–';
  if (typeof value !== 'number') return esc(value);
  switch (format) {
    case 'int':
      return String(Math.round(value));
    case 'pct':
      return percentText(value);
    case 'signed-pct':
      return signedPercentText(value);
    case 'elo':
      return `${value > 0 ? '+' : ''}${value.toFixed(0)}`;
    case 'p':
      return value < 0.0001 ? '<0.0001' : value.toFixed(4);
    case 'text':
      return esc(value);
    default:
      return String(
        round6(
          Math.abs(value) >= 100 ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000,
        ),
      );
  }
}

/** Text too long for one line of a table (a whole build, a fleet): its column wraps, left-aligned. */
const longText = (v: CsvValue): boolean => typeof v === 'string' && v.length > 48;

function tableHtml(t: BalanceTable): string {
  const keep = t.header.map((h, i) => ({ h, i })).filter((c) => !t.hide?.includes(c.h));
  const marked = new Set(t.highlight ?? []);
  const wide = new Set(keep.filter((c) => t.rows.some((r) => longText(r[c.i]))).map((c) => c.i));
  const head = keep
    .map((c) => `<th${wide.has(c.i) ? ' class="long"' : ''}>${esc(c.h)}</th>`)
    .join('');
  const body = t.rows
    .map(
      (r, ri) =>
        `<tr${marked.has(ri) ? ' class="marked"' : ''}>${keep.map((c) => `<td${wide.has(c.i) ? ' class="long"' : ''}>${cell(r[c.i], t.formats?.[c.i])}</td>`).join('')}</tr>`,
    )
    .join('');
  const csv = t.file
    ? ` <span class="ci">(<a href="${esc(t.file)}">${esc(t.file)}</a>)</span>`
    : '';
  return `<h3>${esc(t.title)}${csv}</h3><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function flagsHtml(flags: string[] | undefined): string {
  return flags?.length
    ? `<div class="flags">${flags.map((f) => `<p>⚠ ${esc(f)}</p>`).join('')}</div>`
    : '';
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1d1d1f;background:#f6f7f9}
main{max-width:1000px;margin:0 auto;padding:16px}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.25em;margin:1.2em 0 .4em;border-bottom:1px solid #ddd;padding-bottom:.2em}h3{font-size:1em;margin:1em 0 .3em}
section{background:#fff;border-radius:8px;padding:8px 16px 16px;margin:16px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.scroll{overflow-x:auto;max-width:100%;padding-bottom:2px}
.scroll::-webkit-scrollbar{height:10px}.scroll::-webkit-scrollbar-track{background:#eef0f3;border-radius:5px}
.scroll::-webkit-scrollbar-thumb{background:#a9b0ba;border-radius:5px}
table{border-collapse:collapse;font-size:.88em;margin:.4em 0}
th,td{padding:3px 8px;border-bottom:1px solid #e4e4e4;text-align:right;white-space:nowrap}
th{background:#f0f2f5}td:first-child,th:first-child{text-align:left}
td.long,th.long{white-space:normal;text-align:left;min-width:22em;max-width:36em}
tr.marked td{background:#fff3cd;font-weight:600}
.ci,.note{color:#666;font-size:.9em}
.flags{background:#fdecea;border-left:4px solid #e45756;padding:4px 12px;margin:8px 0;border-radius:4px}
.flags p{margin:.3em 0}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:6px 16px;margin:.5em 0}
dt{color:#666;font-size:.85em}dd{margin:0;overflow-wrap:anywhere}
.charts{display:flex;flex-wrap:wrap;gap:12px}
figure.chart{margin:8px 0;max-width:100%;overflow:hidden}
figure.chart svg{max-width:100%;height:auto;display:block}
figcaption{font-size:.8em;color:#666}
a{color:#0b5cad}
@media (max-width:600px){main{padding:8px}section{padding:4px 10px 10px}body{font-size:14px}}
`;

/** The page. `svgs` maps chart ids to their SVG; `files`: whether chart files exist. */
export function balanceHtml(
  report: BalanceReport,
  svgs: Map<string, string>,
  files: boolean,
): string {
  const figure = (c: ChartSpec) => {
    if (!svgs.has(c.id)) return '';
    const links = files
      ? ` — <a href="charts/${esc(c.id)}.png">PNG</a> · <a href="charts/${esc(c.id)}.vl.json">Vega-Lite</a>`
      : '';
    return `<figure class="chart" data-chart="${esc(c.id)}">${scopeSvgIds(svgs.get(c.id) ?? '', `chart-${c.id}`)}<figcaption>${esc(c.title)}${links}</figcaption></figure>`;
  };
  const sections = report.sections.map(
    (s) => `<section id="${esc(s.id)}"><h2>${esc(s.title)}</h2>
${flagsHtml(s.flags)}
${(s.notes ?? []).map((n) => `<p class="note">${esc(n)}</p>`).join('\n')}
${s.charts?.length ? `<div class="charts">${s.charts.map(figure).join('\n')}</div>` : ''}
${(s.tables ?? [])
  .filter((t) => !t.csvOnly)
  .map(tableHtml)
  .join('\n')}
</section>`,
  );
  const facts = report.facts.length
    ? `<dl class="facts">${report.facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>`
    : '';
  const links = report.links?.length
    ? `<section><h2>Runs</h2><p class="note">Each run is an ordinary results folder (games.ndjson, manifest.json, summary); <code>sortie report &lt;folder&gt;</code> draws its full report.</p><ul>${report.links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('')}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(report.title)} — Sortie ${esc(report.tool)}</title>
<style>${CSS}</style></head>
<body><main>
<h1>${esc(report.title)}</h1>
<p class="note">${esc(report.intro)}</p>
${facts}
${flagsHtml(report.flags)}
${sections.join('\n')}
${links}
</main></body></html>
`;
}

/**
 * Writes the CSVs, charts, `<tool>.json` and report.html of a balance tool into `outDir`.
 * Returns the warnings the page adds to the tool's own flags (runs that mostly stopped at
 * the round cap), for the command to print.
 */
export async function writeBalanceReport(
  outDir: string,
  report: BalanceReport,
  options: BalanceWriteOptions = {},
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const timeouts = await runTimeoutFlag(outDir, linkedRuns(report.links));
  const added = timeouts ? [timeouts] : [];
  for (const s of report.sections)
    for (const t of s.tables ?? [])
      if (t.file) await writeFile(join(outDir, t.file), toCsv(t.header, t.rows));
  await writeFile(join(outDir, `${report.tool}.json`), JSON.stringify(report.json, null, 2) + '\n');
  const charts = report.sections.flatMap((s) => s.charts ?? []);
  const svgs = new Map<string, string>();
  const files = options.charts !== false;
  const dir = join(outDir, 'charts');
  if (files) await mkdir(dir, { recursive: true });
  const written = new Set<string>();
  const warn = options.onWarning ?? ((m: string) => process.stderr.write(`warning: ${m}\n`));
  for (const c of charts) {
    let svg: string;
    let png: Buffer | null = null;
    try {
      const { chartToSvg, svgToPng } = await chartRenderer();
      svg = await chartToSvg(c.spec);
      if (files) png = svgToPng(svg);
    } catch (e) {
      // One chart that cannot be drawn (e.g. no data at all) must not cost the report.
      warn(`chart ${c.id} not drawn: ${(e as Error).message}`);
      continue;
    }
    svgs.set(c.id, svg);
    if (!files || !png) continue;
    for (const [ext, content] of [
      ['vl.json', JSON.stringify(c.spec, null, 2) + '\n'],
      ['svg', svg],
      ['png', png],
    ] as const) {
      await writeFile(join(dir, `${c.id}.${ext}`), content);
      written.add(`${c.id}.${ext}`);
    }
  }
  if (files)
    for (const f of await readdir(dir))
      if (CHART_FILE.test(f) && !written.has(f)) await rm(join(dir, f));
  await writeFile(
    join(outDir, 'report.html'),
    balanceHtml({ ...report, flags: [...added, ...report.flags] }, svgs, files),
  );
  return added;
}
