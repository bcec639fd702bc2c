// Readable labels and numbers in report.html, checked in a real browser
// (Debian's headless Chromium): names escaped exactly once, metric names in words,
// untruncated part names, wide tables that scroll inside the page, side colours that
// match their legend (and each other across charts), no "100%" for a near-certainty,
// and matchups with the same sides never pooled into one heatmap cell. A table wider
// than the page says so and shows a shadow at the edge that hides columns, every column reachable
// by scrolling; shares read as percentages and other numbers to three significant figures; a part
// that dealt no damage is left out of the damage chart, which says how many were.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { MetricDeclaration, MetricRow } from '../../src/core/metrics.js';
import type { GameLine } from '../../src/stats/game-line.js';
import { writeReport } from '../../src/report/write-report.js';
import {
  removeTempFolders,
  SYNTHETIC_METRICS,
  syntheticGames,
  syntheticManifest,
  writeSyntheticFolder,
  type SyntheticMatchup,
} from './synthetic-results.js';

const CHROMIUM = '/usr/bin/chromium';
const NAME = '<b>R&D "x"</b>';
const LONG_PART = 'xr-135-missile-rack-with-the-extended-magazine-and-targeting-computer';
const WIDE_COLUMNS = Array.from({ length: 28 }, (_, i) => `long_value_column_${i + 1}`);

/** A metric with a 30-column table (side, 28 values, games observed). */
const WIDE: MetricDeclaration = {
  id: 'wide',
  title: 'Wide table',
  events: [],
  start: () => ({ on() {}, finish: () => [] as MetricRow[] }),
  columns: [
    { name: 'side', role: 'key' },
    ...WIDE_COLUMNS.map((name) => ({ name, role: 'value' as const, aggregate: 'mean' as const })),
  ],
};

/** A key-less metric whose column label repeats its title (Armada's margin of victory). */
const MARGIN: MetricDeclaration = {
  id: 'margin',
  title: 'Margin of victory',
  events: [],
  start: () => ({ on() {}, finish: () => [] as MetricRow[] }),
  columns: [{ name: 'margin', role: 'value', aggregate: 'mean', label: 'margin of victory' }],
};

const MATCHUPS: SyntheticMatchup[] = [
  { name: `${NAME} duel`, sides: [NAME, 'Komplex'], games: 60, strength: 0.6 },
  { name: 'sabre-vs-scarab-12cm', sides: ['Sabre', 'Scarab'], games: 80, strength: 0.9 },
  { name: 'sabre-vs-scarab-18cm', sides: ['Sabre', 'Scarab'], games: 80, strength: 0.15 },
];

/** 2,500 games that Titan wins but one: a 99.96% win rate. */
function nearCertain(): GameLine[] {
  return Array.from({ length: 2500 }, (_, g) => ({
    matchup: 'titan-vs-gnat',
    game: g,
    seed: `t${g >> 1}`,
    swap: g % 2 === 1,
    firstSide: g % 2,
    winner: g === 7 ? 1 : 0,
    rounds: 3,
    endReason: 'destroyed',
    sides: [
      { name: 'Titan', hullLeft: 10, damageDealt: 12 },
      { name: 'Gnat', hullLeft: 0, damageDealt: 1 },
    ],
    metrics: {},
  }));
}

let dir = '';
let browser: Browser;
let lines: GameLine[] = [];

beforeAll(async () => {
  lines = syntheticGames(MATCHUPS, 11).map((l) => ({
    ...l,
    metrics: {
      ...l.metrics,
      'part-usage': [
        ...(l.metrics!['part-usage'] as MetricRow[]).map((r) =>
          r[2] === 'missile-rack' ? [r[0]!, r[1]!, LONG_PART, ...r.slice(3)] : r,
        ),
        // Fins are used every game and never deal damage.
        ...l.sides.map((s) => [
          s.name,
          `${s.name.toLowerCase()}-ship`,
          'fins',
          2,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
        ]),
      ],
      wide: l.sides.map((s, i) => [
        s.name,
        ...WIDE_COLUMNS.map((_, j) => (l.game * (j + 1) + i) % 7),
      ]),
      margin: [[l.game % 9]],
    },
  }));
  const manifest = syntheticManifest(MATCHUPS);
  (manifest.matchups as unknown[]).push({
    name: 'titan-vs-gnat',
    game: 'synthetic',
    format: 'duel',
    sides: ['Titan', 'Gnat'],
    games: 2500,
    seed: '1',
    roundCap: 8,
    seatSwap: true,
    setup: {},
  });
  manifest.config = { name: NAME };
  dir = await writeSyntheticFolder([...lines, ...nearCertain()], manifest);
  await writeReport(dir, { metrics: [...SYNTHETIC_METRICS, WIDE, MARGIN], onWarning: () => {} });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  // Scrollbars shown as a reader sees them (Playwright hides them by default).
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await removeTempFolders();
});

/** The report in a laptop window, or (`phone`) a phone's screen with its overlay scrollbars. */
async function open(width = 1280, phone = false): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
  });
  await page.goto(pathToFileURL(join(dir, 'report.html')).href);
  // Every collapsed table opened, as a reader would.
  await page.$$eval('details', (ds) => ds.forEach((d) => d.setAttribute('open', '')));
  return page;
}

/** Text of the marks (not axes) of one chart. */
const markTexts = (page: Page, chart: string) =>
  page.$$eval(`figure[data-chart="${chart}"] g.role-mark text`, (ts) =>
    ts.map((t) => t.textContent ?? ''),
  );

describe('report.html readability', () => {
  test('HTML-like names show exactly as written: page text, tables, chart labels and titles', async () => {
    const page = await open();
    expect(await page.title()).toBe(`${NAME} — Sortie report`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(NAME);
    const h2 = await page.$$eval('section h2', (hs) => hs.map((h) => h.textContent));
    expect(h2).toContain(`${NAME} duel`);
    const cells = await page.$$eval('table.summary td', (tds) => tds.map((t) => t.textContent));
    expect(cells).toContain(NAME);
    expect(cells).toContain(`${NAME} duel`);
    // No markup got through as markup.
    expect(await page.$$eval('main b', (bs) => bs.map((b) => b.textContent))).not.toContain(
      'R&D "x"',
    );
    const svgTexts = await page.$$eval('figure.chart svg text', (ts) =>
      ts.map((t) => t.textContent ?? ''),
    );
    expect(svgTexts.some((t) => t.includes(NAME))).toBe(true);
    const body = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { body: { innerText: string } } }).document.body
          .innerText,
    );
    for (const text of [body, ...svgTexts]) expect(text).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    await page.close();
  });

  test('metric tables and facts name metrics in words, with the CSV column as the tooltip', async () => {
    const page = await open();
    const headers = await page.$$eval('table.metric th', (ths) =>
      ths.map((t) => ({ text: t.textContent ?? '', id: t.getAttribute('title') })),
    );
    expect(headers.length).toBeGreaterThan(20);
    for (const h of headers) expect(h.text).not.toMatch(/_/);
    expect(headers).toContainEqual({ text: 'damage per game', id: 'damage_per_game' });
    expect(headers).toContainEqual({ text: 'hull (p10)', id: 'hull_p10' });
    expect(headers).toContainEqual({ text: 'share of damage', id: 'damage_share' });
    const facts = await page.$$eval('dl.facts dt', (dts) => dts.map((d) => d.textContent ?? ''));
    expect(facts).toContain('Game health: lead changes (mean)');
    // A label that already starts with the metric's title is not said twice.
    expect(facts).toContain('Margin of victory (mean)');
    expect(facts.filter((f) => /game-health|_/.test(f))).toEqual([]);
    await page.close();
  });

  test('part and side names in charts are never cut short', async () => {
    const page = await open();
    const texts = await page.$$eval('figure.chart svg text', (ts) =>
      ts.map((t) => t.textContent ?? ''),
    );
    expect(texts.filter((t) => t.includes('…'))).toEqual([]);
    expect(texts).toContain(`Komplex · komplex-ship · gatling`);
    expect(texts.some((t) => t.endsWith(LONG_PART))).toBe(true);
    await page.close();
  });

  test('a 30-column table scrolls in its own wrapper; the page never scrolls sideways', async () => {
    const page = await open(390, true);
    const wide = await page.$$eval('table.metric', (tables) =>
      tables
        .filter((t) => t.querySelectorAll('thead th').length === 30)
        .map((t) => {
          const wrap = t.parentElement!;
          const style = (
            globalThis as unknown as { getComputedStyle(e: unknown): { overflowX: string } }
          ).getComputedStyle(wrap);
          const box = wrap as unknown as { offsetHeight: number; clientHeight: number };
          // A visible scrollbar takes height from the wrapper: offset height minus client height.
          return {
            overflowX: style.overflowX,
            scrollWidth: wrap.scrollWidth,
            clientWidth: wrap.clientWidth,
            bar: box.offsetHeight - box.clientHeight,
          };
        }),
    );
    expect(wide.length).toBe(MATCHUPS.length);
    for (const w of wide) {
      expect(w.overflowX).toBe('auto');
      expect(w.scrollWidth).toBeGreaterThan(w.clientWidth);
      expect(w.clientWidth).toBeLessThanOrEqual(390);
      expect(w.bar).toBeGreaterThan(0);
    }
    const page1 = await page.evaluate(() => {
      const d = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return { scrollWidth: d.scrollWidth, clientWidth: d.clientWidth };
    });
    expect(page1.scrollWidth).toBeLessThanOrEqual(page1.clientWidth);
    await page.close();
  });

  test('each side has one colour: lines match their legend, and every chart agrees', async () => {
    const page = await open();
    const charts = await page.$$eval('figure.chart', (figs) =>
      figs.map((f) => {
        const legend = [...f.querySelectorAll('.role-legend-label text')].map(
          (t) => t.textContent ?? '',
        );
        const symbols = [...f.querySelectorAll('.role-legend-symbol path')].map((p) =>
          p.getAttribute('fill'),
        );
        const marks = [...f.querySelectorAll('g.role-mark path[aria-label]')].map((p) => ({
          label: p.getAttribute('aria-label') ?? '',
          type: p.getAttribute('aria-roledescription'),
          colour: p.getAttribute('stroke') ?? p.getAttribute('fill'),
        }));
        return { id: f.getAttribute('data-chart') ?? '', legend, symbols, marks };
      }),
    );
    const colourOf = new Map<string, Set<string>>();
    const note = (side: string, colour: string | null) =>
      colourOf.set(side, (colourOf.get(side) ?? new Set()).add(String(colour)));
    const curves = charts.filter((c) => c.id.startsWith('damage-curves-'));
    expect(curves.length).toBe(3);
    for (const c of [...curves, ...charts.filter((x) => x.id.startsWith('damage-by-part-'))]) {
      expect(c.legend.length, c.id).toBe(2);
      const legend = new Map(c.legend.map((name, i) => [name, c.symbols[i]]));
      const lines = c.marks.filter((m) => m.type === 'line mark' || m.type === 'bar');
      expect(lines.length, c.id).toBeGreaterThan(1);
      for (const m of lines) {
        const side = /side: ([^;]+)$/.exec(m.label)?.[1];
        expect(side, m.label).toBeDefined();
        expect(m.colour, `${c.id} ${side}`).toBe(legend.get(side!));
        note(side!, m.colour);
      }
    }
    // The win-rate bars colour each side as the matchup charts do.
    for (const m of charts.find((c) => c.id === 'win-rates')!.marks.filter((x) => x.type === 'bar'))
      note(/side: ([^;]+)$/.exec(m.label)![1]!, m.colour);
    for (const [side, colours] of colourOf) expect([...colours], side).toHaveLength(1);
    expect(colourOf.get('Komplex')).not.toEqual(colourOf.get(NAME));
    await page.close();
  });

  test('a 99.96% win rate is never shown as 100%', async () => {
    const page = await open();
    const labels = [
      ...(await markTexts(page, 'win-rates')),
      ...(await markTexts(page, 'matchup-heatmap')),
    ];
    expect(labels).toContain('>99.9%');
    expect(labels).toContain('<0.1%');
    expect(labels.filter((t) => /^100(\.0)?%$/.test(t))).toEqual([]);
    const cells = await page.$$eval('table.summary td', (tds) =>
      tds.map((t) => t.textContent ?? ''),
    );
    expect(cells.some((c) => c.startsWith('>99.9%'))).toBe(true);
    await page.close();
  });

  test('two matchups between the same sides get separate heatmap cells, each its own win rate', async () => {
    const page = await open();
    const texts = await markTexts(page, 'matchup-heatmap');
    const rate = (matchup: string, side: string) => {
      const games = lines.filter((l) => l.matchup === matchup);
      const i = games[0]!.sides.findIndex((s) => s.name === side);
      return `${((100 * games.filter((l) => l.winner === i).length) / games.length).toFixed(1)}%`;
    };
    const near = rate('sabre-vs-scarab-12cm', 'Sabre');
    const far = rate('sabre-vs-scarab-18cm', 'Sabre');
    expect(near).not.toBe(far);
    expect(texts).toContain(near);
    expect(texts).toContain(far);
    const pooled = lines.filter((l) => l.matchup.startsWith('sabre-vs-scarab'));
    const pooledRate = `${((100 * pooled.filter((l) => l.winner === 0).length) / pooled.length).toFixed(1)}%`;
    expect(texts).not.toContain(pooledRate);
    // Each matchup is labelled in its own panel.
    const all = await page.$$eval('figure[data-chart="matchup-heatmap"] svg text', (ts) =>
      ts.map((t) => t.textContent),
    );
    expect(all).toEqual(expect.arrayContaining(['sabre-vs-scarab-12cm', 'sabre-vs-scarab-18cm']));
    await page.close();
  });

  test('a table wider than the page says so, shows a shadow at the hidden edge, and its last column is reachable', async () => {
    const page = await open();
    const wide = await page.$$eval('table.metric', (tables) =>
      tables
        .filter((t) => t.querySelectorAll('thead th').length === 30)
        .map((t) => {
          // The page's DOM (no DOM types in this project's TypeScript setup).
          const { document, getComputedStyle } = globalThis as any;
          const wrap = t.parentElement as any;
          const hint = wrap.previousElementSibling as any;
          const style = getComputedStyle(wrap);
          const before = { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth };
          wrap.scrollLeft = wrap.scrollWidth;
          const last = t.querySelector('thead th:last-child') as any;
          last.scrollIntoView({ block: 'center', inline: 'nearest' });
          const box = last.getBoundingClientRect();
          const frame = wrap.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            ...before,
            hint: hint?.classList.contains('scroll-hint') ? hint.innerText : null,
            hintShown: hint
              ? hint.getBoundingClientRect().height > 0 &&
                getComputedStyle(hint).visibility === 'visible'
              : false,
            shadows: (style.backgroundImage.match(/linear-gradient/g) ?? []).length,
            attachment: style.backgroundAttachment,
            lastInside: box.right <= frame.right + 1 && box.left >= frame.left - 1,
            lastHit: hit === last || last.contains(hit),
            lastText: last.innerText,
          };
        }),
    );
    expect(wide.length).toBe(MATCHUPS.length);
    for (const w of wide) {
      expect(w.scrollWidth).toBeGreaterThan(w.clientWidth);
      expect(w.hint).toMatch(/30 columns: scroll .* sideways/);
      expect(w.hintShown).toBe(true);
      // Covers that scroll with the table (local) over shadows fixed at the edges (scroll).
      expect(w.shadows).toBe(4);
      expect(w.attachment).toBe('local, local, scroll, scroll');
      expect(w.lastText).toBe('games observed');
      expect(w.lastInside).toBe(true);
      expect(w.lastHit).toBe(true);
    }
    // A table that fits has no hint.
    expect(
      await page.$eval(
        'table.summary',
        (t) => t.parentElement!.previousElementSibling?.classList.contains('scroll-hint') ?? false,
      ),
    ).toBe(false);
    await page.close();
  });

  test('shares read as percentages and other numbers to three significant figures', async () => {
    const page = await open();
    const columns = await page.$$eval('table.metric', (tables) =>
      tables.flatMap((t) => {
        const ids = [...t.querySelectorAll('thead th')].map(
          (th) => th.getAttribute('title') ?? th.textContent ?? '',
        );
        return [...t.querySelectorAll('tbody tr')].flatMap((tr) =>
          [...tr.querySelectorAll('td')].map((td, i) => ({
            id: ids[i]!,
            text: td.textContent ?? '',
          })),
        );
      }),
    );
    const shares = columns.filter((c) => c.id === 'damage_share');
    expect(shares.length).toBeGreaterThan(0);
    for (const c of shares) expect(c.text).toMatch(/^(<?\d+(\.\d)?%|–)$/);
    const numbers = columns.filter((c) => /^-?[\d,]+(\.\d+)?$/.test(c.text));
    expect(numbers.some((c) => c.id.startsWith('heat'))).toBe(true);
    for (const c of numbers) {
      const plain = c.text.replace(/[-,]/g, '');
      if (Number(plain) >= 1000) expect(plain, c.id).toMatch(/^\d+$/);
      else
        expect(
          plain.replace('.', '').replace(/^0+/, '').length,
          `${c.id}: ${c.text}`,
        ).toBeLessThanOrEqual(3);
    }
    await page.close();
  });

  test('parts that dealt no damage are left out of the damage chart, which says how many', async () => {
    const page = await open();
    const charts = await page.$$eval('figure[data-chart^="damage-by-part-"]', (figs) =>
      figs.map((f) => ({
        labels: [...f.querySelectorAll('svg text')].map((t) => t.textContent ?? ''),
        caption: f.querySelector('figcaption')?.textContent ?? '',
      })),
    );
    expect(charts.length).toBe(MATCHUPS.length);
    for (const c of charts) {
      expect(c.labels.filter((t) => t.endsWith('· fins'))).toEqual([]);
      expect(c.caption).toContain('2 parts with no damage not shown');
      expect(c.labels).toContain('2 parts with no damage not shown');
    }
    // The table still lists them.
    const parts = await page.$$eval('table.metric td', (tds) => tds.map((t) => t.textContent));
    expect(parts).toContain('fins');
    await page.close();
  });
});
