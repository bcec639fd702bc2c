/**
 * The chart renderer (render-chart.ts: vega, vega-lite and resvg), imported on first use:
 * those libraries take longer to load than a small run takes to play, so commands that
 * never draw a chart never load them, and a run can start loading them early
 * ({@link preloadChartRenderer}) while a core is free.
 */
type Renderer = typeof import('./render-chart.js');

let loading: Promise<Renderer> | undefined;

/** The renderer module, loaded once. */
export function chartRenderer(): Promise<Renderer> {
  loading ??= import('./render-chart.js');
  return loading;
}

/** Starts loading the renderer without waiting for it (a load failure surfaces at first use). */
export function preloadChartRenderer(): void {
  chartRenderer().catch(() => {});
}
