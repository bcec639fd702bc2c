/**
 * Which builds are stronger than their cost predicts. Each build's strength is its score
 * against the field (draw ½) as logistic Elo, with its standard error from the games
 * (delta method). The price model's line, Elo ≈ a + β·points (weighted least squares; β
 * is the Elo a point buys, or the config's `eloPerPoint` when every build costs the
 * same), says what a cost predicts. A build's excess is its residual over
 * √(se² + τ²), where τ² is the spread of real strength between builds at one price (from
 * the residuals' median absolute deviation, so the outliers themselves barely move it):
 * a build is an outlier only when it beats what its cost predicts by more than builds of
 * that price usually differ. One-sided p-values, Holm-corrected over every build. The fit
 * is repeated once without the outliers found. Fair points: points + residual/β, with
 * the interval of the residual (β held fixed).
 */
import { normalCdf, scoreToElo } from './normal.js';
import { holmSignificant } from './paired-difference.js';
import { Z95 } from '../stats/wilson.js';

/** One build's games against the field. */
export interface FieldRecord {
  points: number;
  wins: number;
  draws: number;
  games: number;
}

/** The fitted price model and each build's verdict. */
export interface OutlierFit {
  /** Elo a point buys (fitted or given), null when it cannot be told. */
  eloPerPoint: number | null;
  intercept: number;
  /** Spread of strength between builds of one price (Elo). */
  tau: number;
  rows: Array<{
    elo: number;
    se: number;
    predicted: number;
    residual: number;
    z: number;
    pValue: number;
    outlier: boolean;
    fairPoints: number | null;
    fairLow: number | null;
    fairHigh: number | null;
  }>;
}

const LN10_400 = Math.LN10 / 400;

function strength(r: FieldRecord): { elo: number; se: number } {
  const n = Math.max(1, r.games);
  // Half a game of shrinkage keeps a clean sweep finite.
  const s = Math.min(1 - 0.5 / n, Math.max(0.5 / n, (r.wins + r.draws / 2) / n));
  const se = Math.sqrt((s * (1 - s)) / n) / (LN10_400 * s * (1 - s));
  return { elo: scoreToElo(s), se };
}

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

function line(
  xs: number[],
  ys: number[],
  ws: number[],
  fixedSlope?: number,
): { a: number; b: number | null } {
  const W = ws.reduce((s, w) => s + w, 0);
  const xBar = xs.reduce((s, x, i) => s + ws[i]! * x, 0) / W;
  const yBar = ys.reduce((s, y, i) => s + ws[i]! * y, 0) / W;
  const sxx = xs.reduce((s, x, i) => s + ws[i]! * (x - xBar) ** 2, 0);
  let b: number | null = fixedSlope ?? null;
  if (b === null && sxx > 1e-12)
    b = xs.reduce((s, x, i) => s + ws[i]! * (x - xBar) * (ys[i]! - yBar), 0) / sxx;
  return { a: yBar - (b ?? 0) * xBar, b };
}

/** Fits the price model and marks the outliers (Holm at `alpha`). */
export function fitOutliers(
  records: readonly FieldRecord[],
  options: { eloPerPoint?: number; alpha?: number } = {},
): OutlierFit {
  const alpha = options.alpha ?? 0.05;
  const st = records.map(strength);
  const xs = records.map((r) => r.points);
  const ys = st.map((s) => s.elo);
  let keep = records.map(() => true);
  let result: OutlierFit | null = null;
  for (let pass = 0; pass < 2; pass++) {
    const idx = records.map((_, i) => i).filter((i) => keep[i]);
    const fit = line(
      idx.map((i) => xs[i]!),
      idx.map((i) => ys[i]!),
      idx.map((i) => 1 / st[i]!.se ** 2),
      options.eloPerPoint,
    );
    const predicted = xs.map((x) => fit.a + (fit.b ?? 0) * x);
    const residuals = ys.map((y, i) => y - predicted[i]!);
    const kept = idx.map((i) => residuals[i]!);
    const mad = 1.4826 * median(kept.map((r) => Math.abs(r - median(kept))));
    const tau = Math.sqrt(Math.max(0, mad ** 2 - median(idx.map((i) => st[i]!.se ** 2))));
    const z = residuals.map((r, i) => r / Math.sqrt(st[i]!.se ** 2 + tau ** 2));
    const p = z.map((x) => 1 - normalCdf(x));
    const sig = holmSignificant(p, alpha).map((s, i) => s && z[i]! > 0);
    const slope = fit.b !== null && fit.b > 0 ? fit.b : null;
    result = {
      eloPerPoint: fit.b,
      intercept: fit.a,
      tau,
      rows: records.map((r, i) => ({
        elo: ys[i]!,
        se: st[i]!.se,
        predicted: predicted[i]!,
        residual: residuals[i]!,
        z: z[i]!,
        pValue: p[i]!,
        outlier: sig[i]!,
        fairPoints: slope ? r.points + residuals[i]! / slope : null,
        fairLow: slope ? r.points + (residuals[i]! - Z95 * st[i]!.se) / slope : null,
        fairHigh: slope ? r.points + (residuals[i]! + Z95 * st[i]!.se) / slope : null,
      })),
    };
    const next = sig.map((s) => !s);
    if (next.every((k, i) => k === keep[i])) break;
    keep = next;
  }
  return result!;
}

/** Parts held by at least three quarters of the outliers (at least 2 of them), most common first. */
export function sharedParts(
  outlierParts: ReadonlyArray<readonly string[]>,
): Array<{ part: string; count: number }> {
  const m = outlierParts.length;
  if (m < 2) return [];
  const counts = new Map<string, number>();
  for (const parts of outlierParts)
    for (const p of new Set(parts)) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, c]) => c >= Math.max(2, Math.ceil(0.75 * m)))
    .map(([part, count]) => ({ part, count }))
    .sort((a, b) => b.count - a.count || a.part.localeCompare(b.part));
}
