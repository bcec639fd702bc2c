/**
 * report.html: one self-contained file (inline CSS and SVG, no scripts, fonts or
 * network) with the summary, per-matchup sections, tables and charts. Laid out as
 * a single column that scales charts down and scrolls wide tables on phones.
 */
import type { ResultsData, MetricTable } from '../stats/results-aggregator.js';
import type { MatchupSummary } from '../stats/matchup-tally.js';
import type { ChartSpec } from './chart-specs.js';
import { MAX_MATCHUP_CHARTS } from './chart-specs.js';
import { valueText } from './number-text.js';
import { percentText, timeoutWarning } from './percent.js';
import { sampleNotes } from './sample-notes.js';
import type { ResultsManifest } from './read-results.js';
import type { SidePilots } from '../core/game-plugin.js';
import { plural } from './plural.js';
import { auditSectionHtml } from './audit-section.js';
import type { PilotGrades } from '../stats/regret.js';

/** A rendered chart for the page. */
export interface HtmlChart {
  chart: ChartSpec;
  svg: string;
  /** Whether charts/<id>.png and .vl.json exist (linked from the caption); default true. */
  files?: boolean;
}

/** Rows shown per metric table and matchup before pointing to the CSV. */
const MAX_TABLE_ROWS = 200;

/** Escapes text for HTML content and attributes. */
export function esc(text: unknown): string {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const percent = percentText;
/** A cell by the report's number rule (number-text.ts); text escaped. */
const num = (x: unknown, asPercent = false) =>
  typeof x === 'number' ? valueText(x, asPercent) : esc(x);
const interval = (lo: number | null, hi: number | null) =>
  lo === null || hi === null ? '' : ` <span class="ci">[${percent(lo)}, ${percent(hi)}]</span>`;

/** Width in px a table's page column holds on a laptop (main 1000 px less the paddings). */
const PAGE_TABLE_WIDTH = 936;

/** A rough width of a table in px: its widest cell per column (about 7.5 px a character, 16 px padding). */
function tableWidth(header: string[], rows: string[][]): number {
  const chars = (html: string) =>
    html.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, 'x').length;
  return header.reduce(
    (w, h, i) => w + 16 + 7.5 * Math.max(chars(esc(h)), ...rows.map((r) => chars(r[i] ?? ''))),
    0,
  );
}

/**
 * A table in a scrolling wrapper; `ids` (the CSV column names) become the headers' tooltips.
 * The wrapper scrolls sideways with a shadow at the edge that hides more columns (CSS), and a
 * table wider than the page says so above it, so no column is cut off unseen.
 */
function table(header: string[], rows: string[][], cls = '', ids?: string[]): string {
  const th = (h: string, i: number) =>
    ids?.[i] && ids[i] !== h ? `<th title="${esc(ids[i])}">${esc(h)}</th>` : `<th>${esc(h)}</th>`;
  const hint =
    tableWidth(header, rows) > PAGE_TABLE_WIDTH
      ? `<p class="scroll-hint">${header.length} columns: scroll the table sideways for all of them →</p>`
      : '';
  return `${hint}<div class="scroll"><table class="${cls}"><thead><tr>${header.map(th).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/**
 * Prefixes every id of an inline SVG (and the references to them), so charts that
 * Vega gave the same ids (gradients, clip paths) do not collide in one page.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  if (ids.size === 0) return svg;
  const scoped = (id: string) => (ids.has(id) ? `${prefix}-${id}` : id);
  return svg
    .replace(/(\sid=")([^"]+)"/g, (_m, a: string, id: string) => `${a}${scoped(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${scoped(id)})`)
    .replace(/((?:xlink:)?href=")#([^"]+)"/g, (_m, a: string, id: string) => `${a}#${scoped(id)}"`);
}

function figure(c: HtmlChart): string {
  const links =
    c.files === false
      ? ''
      : ` — <a href="charts/${esc(c.chart.id)}.png">PNG</a> · <a href="charts/${esc(c.chart.id)}.vl.json">Vega-Lite</a>`;
  const note = c.chart.note ? `<br><span class="chart-note">${esc(c.chart.note)}</span>` : '';
  return `<figure class="chart" data-chart="${esc(c.chart.id)}">${scopeSvgIds(c.svg, `chart-${c.chart.id}`)}<figcaption>${esc(c.chart.title)}${links}${note}</figcaption></figure>`;
}

function summaryTable(data: ResultsData): string {
  const rows = data.matchups.flatMap((m) =>
    m.sides.map((s, i) => [
      i === 0 ? `<a href="#m-${esc(m.name)}">${esc(m.name)}</a>` : '',
      esc(s.name),
      String(m.games),
      String(s.wins),
      `<b>${percent(s.winRate)}</b>${interval(s.ciLow, s.ciHigh)}`,
      i === 0 ? String(m.draws) : '',
      i === 0 ? String(m.timeouts) : '',
      i === 0 ? num(m.meanRounds) : '',
    ]),
  );
  return table(
    ['matchup', 'side', 'games', 'wins', 'win rate [95% CI]', 'draws', 'timeouts', 'mean rounds'],
    rows,
    'summary',
  );
}

function facts(items: Array<[string, string]>): string {
  return `<dl class="facts">${items.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${v}</dd></div>`).join('')}</dl>`;
}

const layoutOf = (data: ResultsData, id: string) =>
  data.metrics.find((t) => t.layout.id === id)?.layout;

/** A key-less metric's value in words: "Game health: lead changes (mean)". */
function metricValueLabel(data: ResultsData, id: string, header: string): string {
  const layout = layoutOf(data, id);
  if (!layout) return `${id}: ${header}`;
  const label = layout.labels?.[layout.header.indexOf(header)] ?? header.replace(/_/g, ' ');
  // "Margin of victory: margin of victory (mean)" says it twice.
  if (label.toLowerCase().startsWith(layout.title.toLowerCase()))
    return layout.title + label.slice(layout.title.length);
  return `${layout.title}: ${label}`;
}

function matchupFacts(m: MatchupSummary, data: ResultsData): string {
  const items: Array<[string, string]> = [
    ['games', String(m.games)],
    [
      'effective games',
      `${m.effectiveGames}${m.pairs ? ' (pairs whose seat swap repeated the game count once; the intervals take each pair as one unit)' : ''}`,
    ],
    ['distinct games', m.distinctGames === null ? 'unknown (no digests)' : String(m.distinctGames)],
    ['failed games', String(m.failedGames)],
    ['draws', `${m.draws} (${percent(m.games ? m.draws / m.games : null)})`],
    ['timeouts', `${m.timeouts} (${percent(m.games ? m.timeouts / m.games : null)})`],
    ['rounds p10 / p50 / p90', `${num(m.roundsP10)} / ${num(m.roundsP50)} / ${num(m.roundsP90)}`],
    [
      'first side wins',
      `${percent(m.firstSideWinRate)}${interval(m.firstSideCiLow, m.firstSideCiHigh)}`,
    ],
    [
      'end reasons',
      Object.entries(m.endReasons)
        .map(([r, n]) => `${esc(r || '(none)')}: ${n}`)
        .join(', '),
    ],
  ];
  if (m.pairs) {
    const p = m.pairs;
    items.push(
      [
        `seat-swapped pairs (${m.sides[0]?.name ?? ''})`,
        `${p.bothWon} both won · ${p.split} split · ${p.bothLost} both lost · ${p.withDraw} with a draw${p.incomplete ? ` · ${p.incomplete} incomplete` : ''}`,
      ],
      ['paired score', `${percent(p.pairedScore)}${interval(p.ciLow, p.ciHigh)}`],
    );
  }
  for (const [id, values] of Object.entries(m.metrics)) {
    for (const [k, v] of Object.entries(values)) {
      if (k.endsWith('_ci_low') || k.endsWith('_ci_high')) continue;
      const lo = values[`${k}_ci_low`];
      const hi = values[`${k}_ci_high`];
      // A `mean-interval` column: <name>_mean with <name>_ci_low/_ci_high, in its own units.
      const stem = k.endsWith('_mean') ? k.slice(0, -'_mean'.length) : null;
      const mlo = stem === null ? undefined : values[`${stem}_ci_low`];
      const mhi = stem === null ? undefined : values[`${stem}_ci_high`];
      const asPercent = layoutOf(data, id)?.outputs.find((o) => o.header === k)?.percent === true;
      const text =
        lo !== undefined && hi !== undefined
          ? `${percent(v)}${interval(lo, hi)}`
          : mlo !== undefined && mhi !== undefined && mlo !== null && mhi !== null
            ? `${num(v, asPercent)} <span class="ci">[${num(mlo, asPercent)}, ${num(mhi, asPercent)}]</span>`
            : num(v, asPercent);
      items.push([metricValueLabel(data, id, k), text]);
    }
  }
  return facts(items);
}

function metricSection(t: MetricTable, matchup: string): string {
  if (t.layout.keys.length === 0) return '';
  const rows = t.rows.filter((r) => r.matchup === matchup);
  if (rows.length === 0) return '';
  const header = t.layout.header.filter((h) => h !== 'matchup');
  const words = header.map((h) => t.layout.labels?.[t.layout.header.indexOf(h)] ?? h);
  const percentOf = new Set(t.layout.outputs.filter((o) => o.percent).map((o) => o.header));
  const shown = rows
    .slice(0, MAX_TABLE_ROWS)
    .map((r) => header.map((h) => num(r[h] ?? '', percentOf.has(h))));
  const more =
    rows.length > MAX_TABLE_ROWS
      ? `<p class="note">First ${MAX_TABLE_ROWS} of ${rows.length} rows; all in <a href="${esc(t.layout.id)}.csv">${esc(t.layout.id)}.csv</a>.</p>`
      : '';
  const open = t.layout.id === 'part-usage' ? ' open' : '';
  return `<details${open}><summary>${esc(t.layout.title)} <span class="ci">(${esc(t.layout.id)}.csv)</span></summary>${table(words, shown, 'metric', header)}${more}</details>`;
}

/** Who flew each ship of a matchup (manifest.json `pilots`, GamePlugin.describePilots), as a small table. */
function pilotsTable(manifest: ResultsManifest, matchup: string): string {
  const all = manifest.pilots as Record<string, SidePilots[]> | undefined;
  const sides = all && typeof all === 'object' ? all[matchup] : undefined;
  if (!Array.isArray(sides) || sides.length === 0) return '';
  const rows = sides.flatMap((s) =>
    (s.ships ?? []).map((ship) => [
      esc(s.side),
      esc(ship.label),
      esc(ship.pilot),
      esc((ship.notes ?? []).join('; ')),
    ]),
  );
  return `<h3>Pilots</h3>${table(['side', 'ship', 'pilot', 'notes'], rows, 'pilots')}`;
}

function manifestFacts(manifest: ResultsManifest): string {
  const items: Array<[string, string]> = [];
  const config = manifest.config as { name?: unknown; file?: unknown } | undefined;
  if (typeof config?.name === 'string') items.push(['config', esc(config.name)]);
  if (typeof config?.file === 'string') items.push(['config file', esc(config.file)]);
  for (const [k, v] of Object.entries(manifest)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      items.push([k, esc(v)]);
  }
  return items.length ? `<details><summary>Run</summary>${facts(items)}</details>` : '';
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1d1d1f;background:#f6f7f9}
main{max-width:1000px;margin:0 auto;padding:16px}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.25em;margin:1.4em 0 .4em;border-bottom:1px solid #ddd;padding-bottom:.2em}
section{background:#fff;border-radius:8px;padding:8px 16px 16px;margin:16px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
/* A wide table scrolls in place with a scrollbar always shown (phones hide overlay scrollbars). */
.scroll{overflow-x:auto;max-width:100%;padding-bottom:2px}
/* Scroll shadows: a shadow marks each edge that hides columns; white covers that scroll with the
   table hide it at the ends (background-attachment local vs scroll). */
.scroll{background:linear-gradient(to right,#fff 30%,rgba(255,255,255,0)) left center/40px 100% no-repeat local,linear-gradient(to left,#fff 30%,rgba(255,255,255,0)) right center/40px 100% no-repeat local,linear-gradient(to right,rgba(0,0,0,.3),rgba(0,0,0,0)) left center/18px 100% no-repeat scroll,linear-gradient(to left,rgba(0,0,0,.3),rgba(0,0,0,0)) right center/18px 100% no-repeat scroll}
.scroll-hint{margin:.4em 0 0;color:#0b5cad;font-size:.85em;font-weight:600}
.scroll::-webkit-scrollbar{height:10px}.scroll::-webkit-scrollbar-track{background:#eef0f3;border-radius:5px}
.scroll::-webkit-scrollbar-thumb{background:#a9b0ba;border-radius:5px}
table{border-collapse:collapse;font-size:.9em;margin:.5em 0}
th,td{padding:4px 8px;border-bottom:1px solid #e4e4e4;text-align:right;white-space:nowrap}
th{background:#f0f2f5;position:sticky;top:0}th:first-child,td:first-child,td:nth-child(2){text-align:left}
.ci{color:#666;font-size:.9em}
table.pilots td,table.pilots th{text-align:left;white-space:normal}
h3{font-size:1em;margin:1em 0 .2em}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:6px 16px;margin:.5em 0}
.facts div{min-width:0}dt{color:#666;font-size:.85em}dd{margin:0;overflow-wrap:anywhere}
.charts{display:flex;flex-wrap:wrap;gap:12px}
figure.chart{margin:8px 0;max-width:100%;overflow:hidden}
figure.chart svg{max-width:100%;height:auto;display:block}
figcaption{font-size:.8em;color:#666}.chart-note{font-style:italic}
details{margin:.6em 0}summary{cursor:pointer;font-weight:600}
.note{color:#666;font-size:.85em}
.warn{background:#fff4e5;border-left:4px solid #e07b00;padding:6px 10px}
@media (max-width:600px){main{padding:8px}section{padding:4px 10px 10px;margin:10px 0}body{font-size:14px}}
a{color:#0b5cad}
`;

/** A visible warning when most of a matchup's games stopped at the round cap. */
function warningOf(m: MatchupSummary): string {
  const w = timeoutWarning(m);
  const notes = sampleNotes(m)
    .map((n) => `<p class="warn" role="note">${esc(n)}</p>\n`)
    .join('');
  return (w ? `<p class="warn" role="alert">⚠ ${esc(w)}</p>\n` : '') + notes;
}

/** The complete report page; `audit`, when the folder holds one, adds the pilots' grades (audit-section.ts). */
export function reportHtml(
  title: string,
  manifest: ResultsManifest,
  data: ResultsData,
  charts: HtmlChart[],
  audit: PilotGrades | null = null,
): string {
  const wide = charts.filter((c) => c.chart.matchup === null);
  const perMatchup = (name: string) => charts.filter((c) => c.chart.matchup === name);
  const sections = data.matchups.map((m) => {
    const figs = perMatchup(m.name);
    return `<section id="m-${esc(m.name)}"><h2>${esc(m.name)}</h2>
<p class="note">${esc(m.game)} · ${esc(m.format)} · ${m.sides.map((s) => esc(s.name)).join(' vs ')}</p>
${warningOf(m)}${matchupFacts(m, data)}
${pilotsTable(manifest, m.name)}
${figs.length ? `<div class="charts">${figs.map(figure).join('\n')}</div>` : ''}
${data.metrics.map((t) => metricSection(t, m.name)).join('\n')}
</section>`;
  });
  const capped =
    data.matchups.length > MAX_MATCHUP_CHARTS
      ? `<p class="note">Charts are drawn for the first ${MAX_MATCHUP_CHARTS} matchups; tables cover all.</p>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} — Sortie report</title>
<style>${CSS}</style></head>
<body><main>
<h1>${esc(title)}</h1>
<p class="note">${plural(data.matchups.length, 'matchup')}, ${plural(
    data.matchups.reduce((n, m) => n + m.games, 0),
    'game',
  )}. Win rates are fractions of all games (draws count as not won) with 95% intervals over the independent unit: Wilson's over games, or over seat-swapped pairs where seats are swapped.</p>
${manifestFacts(manifest)}
<section><h2>Summary</h2>${summaryTable(data)}
${wide.length ? `<div class="charts">${wide.map(figure).join('\n')}</div>` : ''}${capped}</section>
${audit ? auditSectionHtml(audit, esc, table) : ''}
${sections.join('\n')}
</main></body></html>
`;
}
