/**
 * Which parts, and which pairs of parts, a search found to matter. Every candidate's
 * score is its win rate over the games all candidates played (the first round's, on the
 * same seeds), so each counts once and alike. A part's main effect is the mean score of
 * the candidates holding it minus that of the others (Welch interval: the spread between
 * candidates holds both the games' noise and the other parts' effects). A pair's
 * interaction is the difference of differences over the four cells (both, only one,
 * only the other, neither), the part of "both" the two main effects do not explain:
 * positive when the two parts are worth more together. Intervals use Student's t with the
 * smallest cell's n − 1 degrees of freedom (conservative for thin cells); pairs need 3+
 * candidates in every cell.
 */
import { tQuantile } from './normal.js';

/** One scored candidate. */
export interface ScoredBuild {
  parts: readonly string[];
  score: number;
}

/** A part's main effect. */
export interface PartEffect {
  part: string;
  /** Candidates with the part, without it. */
  with: number;
  without: number;
  meanWith: number;
  meanWithout: number;
  effect: number;
  ciLow: number;
  ciHigh: number;
}

/** A pair's interaction. */
export interface PairEffect {
  a: string;
  b: string;
  /** Candidates holding both. */
  both: number;
  meanBoth: number;
  interaction: number;
  ciLow: number;
  ciHigh: number;
}

interface Cell {
  n: number;
  mean: number;
  /** Variance of the mean. */
  varMean: number;
}

function cell(xs: readonly number[]): Cell {
  const n = xs.length;
  const mean = n ? xs.reduce((a, b) => a + b, 0) / n : 0;
  const v = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { n, mean, varMean: n ? v / n : 0 };
}

/** Main effects of every part held by at least 2 and missing from at least 2 candidates, largest first. */
export function partEffects(builds: readonly ScoredBuild[]): PartEffect[] {
  const parts = [...new Set(builds.flatMap((b) => b.parts))].sort();
  const out: PartEffect[] = [];
  for (const part of parts) {
    const w = cell(builds.filter((b) => b.parts.includes(part)).map((b) => b.score));
    const wo = cell(builds.filter((b) => !b.parts.includes(part)).map((b) => b.score));
    if (w.n < 2 || wo.n < 2) continue;
    const effect = w.mean - wo.mean;
    const se = Math.sqrt(w.varMean + wo.varMean);
    const z = tQuantile(0.975, Math.min(w.n, wo.n) - 1);
    out.push({
      part,
      with: w.n,
      without: wo.n,
      meanWith: w.mean,
      meanWithout: wo.mean,
      effect,
      ciLow: effect - z * se,
      ciHigh: effect + z * se,
    });
  }
  return out.sort((a, b) => b.effect - a.effect || a.part.localeCompare(b.part));
}

/**
 * Pair interactions where each of the four cells holds at least 3 candidates, strongest
 * (by interaction over its standard error) first; at most `limit`.
 */
export function pairEffects(builds: readonly ScoredBuild[], limit = 10): PairEffect[] {
  const parts = [...new Set(builds.flatMap((b) => b.parts))].sort();
  const out: Array<PairEffect & { t: number }> = [];
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const a = parts[i]!;
      const b = parts[j]!;
      const groups: number[][] = [[], [], [], []];
      for (const x of builds)
        groups[(x.parts.includes(a) ? 2 : 0) + (x.parts.includes(b) ? 1 : 0)]!.push(x.score);
      const [neither, onlyB, onlyA, both] = groups.map(cell) as [Cell, Cell, Cell, Cell];
      const cells = [neither, onlyB, onlyA, both];
      if (cells.some((c) => c.n < 3)) continue;
      const z = tQuantile(0.975, Math.min(...cells.map((c) => c.n)) - 1);
      const interaction = both.mean - onlyA.mean - onlyB.mean + neither.mean;
      const se = Math.sqrt(both.varMean + onlyA.varMean + onlyB.varMean + neither.varMean);
      out.push({
        a,
        b,
        both: both.n,
        meanBoth: both.mean,
        interaction,
        ciLow: interaction - z * se,
        ciHigh: interaction + z * se,
        t: se > 0 ? interaction / se : 0,
      });
    }
  }
  return out
    .sort((x, y) => y.t - x.t || x.a.localeCompare(y.a) || x.b.localeCompare(y.b))
    .slice(0, limit)
    .map(({ t: _t, ...rest }) => rest);
}
