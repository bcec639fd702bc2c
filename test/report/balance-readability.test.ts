// The balance tools' report.html in a real browser (Debian's headless
// Chromium): fair costs on an axis in fractional points, percentages never rounded to
// 100%, build names uncut and escaped once, and a warning whenever more than 5% of some
// run's games stopped at the round cap.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { heatmap, intervalChart } from '../../src/report/balance-charts.js';
import { writeBalanceReport, type BalanceReport } from '../../src/report/balance-report.js';
import { removeTempFolders, tempFolder } from './synthetic-results.js';

const CHROMIUM = '/usr/bin/chromium';
const NAME = '<b>R&D "x"</b>';
const LONG = 'sabre-xf-23-fighter-with-the-heavy-missile-pod-and-the-jamming-fin-and-extra-wings';

/** A tool folder whose runs/ hold summaries with these (games, timeouts). */
async function toolFolder(runs: Array<[string, number, number]>): Promise<string> {
  const dir = await tempFolder('sortie-balance-');
  for (const [name, games, timeouts] of runs) {
    await mkdir(join(dir, 'runs', name), { recursive: true });
    await writeFile(
      join(dir, 'runs', name, 'summary.json'),
      JSON.stringify({ matchups: [{ name: 'm', games, timeouts }] }),
    );
  }
  return dir;
}

function report(runs: string[]): BalanceReport {
  const builds = [NAME, LONG, 'lance-sv-51-scout'];
  return {
    tool: 'price',
    title: `Price: ${NAME}`,
    intro: 'test',
    facts: [['config', NAME]],
    flags: [],
    sections: [
      {
        id: 'price',
        title: 'Fair costs',
        charts: [
          intervalChart({
            id: 'fair-cost',
            title: 'Fair cost',
            rows: builds.map((label, i) => ({
              label,
              value: 3.3 + 0.3 * i,
              low: 3.1 + 0.3 * i,
              high: 3.5 + 0.3 * i,
              marker: 4,
            })),
            axisTitle: 'points',
            format: '.2f',
          }),
          intervalChart({
            id: 'win',
            title: 'Win rate',
            rows: [{ label: NAME, value: 0.9996, low: 0.998, high: 0.99999 }],
            axisTitle: 'win rate',
            format: '.1%',
            domain: [0, 1],
          }),
          heatmap({
            id: 'los',
            title: 'LOS',
            rowTitle: 'build',
            colTitle: 'than',
            legendTitle: 'LOS',
            cells: [{ row: NAME, col: LONG, value: 0.9996, text: '>99.9%' }],
          }),
        ],
        tables: [
          {
            title: 'Builds',
            header: ['build', 'score', 'change'],
            rows: [
              [NAME, 0.9996, 0.9996],
              [LONG, 0.5, -0.0004],
            ],
            formats: ['text', 'pct', 'signed-pct'],
          },
        ],
      },
    ],
    links: runs.map((r) => ({ label: `cell ${r}`, href: `runs/${r}/summary.csv` })),
    json: {},
  };
}

let browser: Browser;
beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await removeTempFolders();
});

async function open(dir: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(pathToFileURL(join(dir, 'report.html')).href);
  return page;
}

const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (ts) => ts.map((t) => t.textContent ?? ''));

describe('balance report.html', () => {
  test('fair costs are on an axis in fractional points; names are whole and escaped once', async () => {
    const dir = await toolFolder([['a', 100, 0]]);
    const warnings = await writeBalanceReport(dir, report(['a']), { charts: false });
    const page = await open(dir);
    const ticks = await texts(page, 'figure[data-chart="fair-cost"] .role-axis-label text');
    const numeric = ticks.filter((t) => /^\d/.test(t));
    expect(numeric.length).toBeGreaterThan(2);
    expect(new Set(numeric).size).toBe(numeric.length);
    expect(numeric.some((t) => /^\d+\.\d+$/.test(t))).toBe(true);
    const all = await texts(page, 'figure.chart svg text');
    expect(all.filter((t) => t.includes('…'))).toEqual([]);
    expect(all).toContain(LONG);
    expect(all).toContain(NAME);
    const body = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { body: { innerText: string } } }).document.body
          .innerText,
    );
    expect(body).toContain(NAME);
    expect(body).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    expect(warnings).toEqual([]);
    await page.close();
  });

  test('a near-certainty is never shown as 100%, in tables, chart labels or heatmap cells', async () => {
    const dir = await toolFolder([]);
    await writeBalanceReport(dir, report([]), { charts: false });
    const page = await open(dir);
    const cells = await texts(page, 'td');
    expect(cells).toEqual(expect.arrayContaining(['>99.9%', '>+99.9%', '50.0%', '>-0.1%']));
    const marks = await texts(page, 'figure.chart g.role-mark text');
    expect(marks).toContain('>99.9%');
    expect([...cells, ...marks].filter((t) => /^[+-]?100(\.0)?%$|^-0\.0%$/.test(t))).toEqual([]);
    await page.close();
  });

  test.each([
    [
      '11 of 200 (5.5%)',
      [
        ['a', 200, 11],
        ['b', 200, 0],
      ],
      1,
    ],
    [
      '146 of 200',
      [
        ['a', 200, 2],
        ['b', 200, 146],
      ],
      1,
    ],
    ['exactly 5%', [['a', 200, 10]], 0],
    ['one run', [['a', 200, 40]], 1],
    ['none', [['a', 200, 0]], 0],
  ] as const)(
    'round-cap warning on the page (more than 5 percent of a run timed out): %s',
    async (_n, runs, flagged) => {
      const dir = await toolFolder(runs.map((r) => [...r]));
      const warnings = await writeBalanceReport(dir, report(runs.map((r) => r[0])), {
        charts: false,
      });
      expect(warnings).toHaveLength(flagged);
      const page = await open(dir);
      const flags = await texts(page, '.flags p');
      expect(flags.filter((f) => f.includes('round cap'))).toHaveLength(flagged);
      if (flagged) {
        const worst = [...runs].sort((a, b) => b[2] - a[2])[0]!;
        expect(flags[0]).toContain(`worst: cell ${worst[0]}, ${worst[2]} of ${worst[1]} games`);
        expect(flags[0]).toContain(
          `1 of ${runs.length} ${runs.length === 1 ? 'run' : 'runs'}: more than 5% of the games reached the round cap`,
        );
      }
      await page.close();
    },
  );
});
