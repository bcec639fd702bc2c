// The Snap Ships replay picture's legend (and ship labels) are never cut off:
// every text, measured by a real browser (Debian's headless Chromium, getBBox), lies inside
// the SVG's viewBox, for the usual side names and for one far too long for a line.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { legendLines, renderTraceSvg } from '../../src/games/snap-ships/replay-svg.js';
import type { SnapTrace } from '../../src/games/snap-ships/trace.js';

const CHROMIUM = '/usr/bin/chromium';

function trace(sides: string[]): SnapTrace {
  return {
    table: { width: 90, height: 90, baseDiameter: 4, rangeBand: 15 },
    terrain: [],
    sides,
    ships: sides.map((name, side) => ({
      id: `s${side}`,
      name,
      side,
      destroyed: false,
      hull: 10,
      path: [{ x: 2 + 86 * (side % 2), y: 88 - 30 * side, facing: 0, round: 0 }],
    })),
    attacks: [],
  } as unknown as SnapTrace;
}

let browser: Browser;
beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('Snap Ships replay legend', () => {
  test.each([
    ['a duel', ['Sabre XF-23 Fighter', 'Scarab Klaw Interceptor']],
    ['four sides', ['Forge', 'Komplex', 'Vanguard', 'Raiders']],
    [
      'a very long side name',
      ['Forge Expeditionary Strike Group of the Outer Belt Alliance and Friends', 'Komplex'],
    ],
  ])('fits inside the picture: %s', async (_name, sides) => {
    const svg = renderTraceSvg(trace(sides));
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    const result = await page.$eval('svg', (el) => {
      const view = el.getAttribute('viewBox')!.split(' ').map(Number);
      const boxes = [...el.querySelectorAll('text')].map((t) => {
        const b = (
          t as unknown as { getBBox(): { x: number; y: number; width: number; height: number } }
        ).getBBox();
        return {
          text: t.textContent ?? '',
          left: b.x,
          right: b.x + b.width,
          top: b.y,
          bottom: b.y + b.height,
        };
      });
      return { width: view[2]!, height: view[3]!, boxes };
    });
    await page.close();
    const words = result.boxes.map((b) => b.text).join(' · ');
    for (const s of sides) expect(words).toContain(s);
    expect(words).toContain('grid = 1 range band (15 cm)');
    expect(words).toContain('yellow dashes = missile launches');
    for (const b of result.boxes) {
      expect(b.top, b.text).toBeGreaterThanOrEqual(0);
      expect(b.left, b.text).toBeGreaterThanOrEqual(0);
      expect(b.right, b.text).toBeLessThanOrEqual(result.width);
      expect(b.bottom, b.text).toBeLessThanOrEqual(result.height);
    }
  });

  test('an HTML-like side name shows exactly as written, escaped once', async () => {
    const name = '<b>R&D "x"</b>';
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html><body>${renderTraceSvg(trace([name, 'Komplex']))}</body></html>`,
    );
    const texts = await page.$$eval('svg text', (ts) => ts.map((t) => t.textContent ?? ''));
    await page.close();
    expect(texts).toContain(`${name} (10)`);
    expect(texts.some((t) => t.startsWith(`${name}: blue`))).toBe(true);
    expect(texts.join('\n')).not.toMatch(/&(amp|lt|gt|quot);/);
  });

  test('legend items are packed into lines without splitting an item', () => {
    expect(legendLines(['a: blue', 'b: red', 'grid'], 1000)).toEqual(['a: blue · b: red · grid']);
    expect(legendLines(['a: blue', 'b: red', 'grid'], 60)).toEqual(['a: blue', 'b: red', 'grid']);
  });
});
