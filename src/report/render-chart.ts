/**
 * Rendering Vega-Lite specs without a browser or native canvas: vega-lite compiles
 * to Vega, Vega's headless view (`renderer: 'none'`) produces SVG, and resvg turns
 * the SVG into PNG using the bundled DejaVu fonts so text renders everywhere.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { installTextMetrics } from './text-metrics.js';

const require = createRequire(import.meta.url);

/** Paths of the bundled DejaVu Sans fonts (regular and bold). */
export function bundledFontFiles(): string[] {
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(dir, f));
}

/** Compiles a Vega-Lite spec to a Vega spec (throws on an invalid spec). */
export function compileChart(spec: TopLevelSpec): vega.Spec {
  return compile(spec).spec as vega.Spec;
}

/** Renders a Vega-Lite spec to an SVG string. */
export async function chartToSvg(spec: TopLevelSpec): Promise<string> {
  const [regular, bold] = bundledFontFiles();
  await installTextMetrics(regular!, bold!);
  const view = new vega.View(vega.parse(compileChart(spec)), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Rasterises an SVG to PNG at `scale` (2 = crisp on high-density screens). */
export function svgToPng(svg: string, scale = 2): Buffer {
  return rasterize(svg, scale).asPng();
}

/**
 * Rasterises an SVG with the bundled fonts only (no system fonts, so output is the
 * same on every machine); the image gives access to raw pixels as well as PNG.
 */
export function rasterize(svg: string, scale = 2): ReturnType<Resvg['render']> {
  return new Resvg(svg, rasterOptions(scale)).render();
}

/**
 * {@link svgToPng} off the main thread (resvg renders in libuv's thread pool), so the next
 * chart's SVG is laid out while this one is rasterised; the same bytes as svgToPng.
 */
export async function svgToPngAsync(svg: string, scale = 2): Promise<Buffer> {
  return (await renderAsync(svg, rasterOptions(scale))).asPng();
}

function rasterOptions(scale: number): ResvgRenderOptions {
  return {
    font: {
      fontFiles: bundledFontFiles(),
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
    fitTo: { mode: 'zoom', value: scale },
    background: 'white',
  };
}
