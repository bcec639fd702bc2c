import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { writeReport } from '../../src/report/write-report.js';
import { esc, scopeSvgIds } from '../../src/report/report-html.js';
import {
  SYNTHETIC_METRICS,
  syntheticGames,
  syntheticManifest,
  TWO_MATCHUPS,
  writeSyntheticFolder,
  removeTempFolders,
} from './synthetic-results.js';

afterAll(removeTempFolders);

/** Debian's chromium (.ci/run installs it when missing). */
const CHROMIUM = '/usr/bin/chromium';

let dir = '';
let browser: Browser;

beforeAll(async () => {
  // A name with markup checks escaping end to end.
  const matchups = [
    { ...TWO_MATCHUPS[0]!, sides: ['Forge <&>', 'Komplex'] as [string, string] },
    TWO_MATCHUPS[1]!,
  ];
  dir = await writeSyntheticFolder(syntheticGames(matchups), syntheticManifest(matchups));
  // A stale chart from an earlier report of the folder is removed on re-render.
  await mkdir(join(dir, 'charts'));
  await writeFile(join(dir, 'charts', 'damage-curves-old-matchup.svg'), '<svg/>');
  await writeReport(dir, { metrics: SYNTHETIC_METRICS });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('report.html', () => {
  test('is self-contained: no scripts, stylesheets, fonts or remote references', async () => {
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|<link|@import|@font-face|url\((?!#)|src=/i);
    // Ids are unique across the inlined charts, and every local reference resolves.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(m[1]);
    // Vega numbers gradients per process, so the suffix depends on what the process drew before.
    expect(html).toMatch(/url\(#chart-matchup-heatmap-gradient_\d+\)/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
    expect(html).toContain(esc('Forge <&>'));
    expect(html).not.toContain('Forge <&>');
  });

  test('scopeSvgIds prefixes ids and their references only', () => {
    const svg =
      '<svg><defs><linearGradient id="g0"/></defs><rect fill="url(#g0)"/><use href="#g0"/><a href="#other"/></svg>';
    expect(scopeSvgIds(svg, 'c1')).toBe(
      '<svg><defs><linearGradient id="c1-g0"/></defs><rect fill="url(#c1-g0)"/><use href="#c1-g0"/><a href="#other"/></svg>',
    );
  });

  test.each([
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ])('renders every chart with visible text on a %s', async (_name, width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const url = pathToFileURL(join(dir, 'report.html')).href;
    await page.goto(url);
    const charts = await page.$$eval('figure.chart', (figs) =>
      figs.map((f) => {
        const svg = f.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        const texts = svg ? [...svg.querySelectorAll('text')] : [];
        const visible = texts.filter((t) => {
          const b = t.getBoundingClientRect();
          const style = (
            globalThis as unknown as {
              getComputedStyle(e: unknown): { visibility: string; display: string };
            }
          ).getComputedStyle(t);
          return (
            (t.textContent ?? '').trim() !== '' &&
            b.width > 0 &&
            b.height > 0 &&
            style.visibility !== 'hidden' &&
            style.display !== 'none'
          );
        });
        return {
          id: f.getAttribute('data-chart'),
          width: box?.width ?? 0,
          height: box?.height ?? 0,
          texts: visible.length,
        };
      }),
    );
    const files = (await readdir(join(dir, 'charts')))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(charts.map((c) => c.id).sort()).toEqual(files);
    expect(files.length).toBe(8);
    for (const c of charts) {
      expect(c.width, c.id!).toBeGreaterThan(100);
      expect(c.height, c.id!).toBeGreaterThan(50);
      expect(c.texts, c.id!).toBeGreaterThan(3);
      expect(c.width, c.id!).toBeLessThanOrEqual(width);
    }
    // Readable on a phone: the page itself never scrolls sideways (wide tables scroll in place).
    const scrollWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement.scrollWidth,
    );
    expect(scrollWidth).toBeLessThanOrEqual(width);
    const summaryRows = await page.$$eval('table.summary tbody tr', (rows) => rows.length);
    expect(summaryRows).toBe(4);
    expect(requests).toEqual([url]);
    await page.close();
  });
});
