/**
 * Point costs from game results.
 *
 * Build level ("is this build fair for its points?"): each build's Bradley–Terry
 * rating r (see ratings.ts) is set against its printed cost p. Printed costs are taken
 * to be right on average, so the least-squares line r ≈ c + β·p across the builds
 * gives the strength a point buys (β, Elo per point), and a build's fair cost is the
 * cost that puts it on the line: fair = p̄ + (r − r̄)/β. Its interval is the delta
 * method over the ratings' covariance (β and the line move with the ratings too).
 *
 * Part level ("what is this part worth?"): a logistic regression of the pairings'
 * results on the cost difference and the part differences,
 * logit P(a beats b) = β·(p_a − p_b) + Σ γ_item·(x_a,item − x_b,item),
 * with items coded to sum to zero within their group (a part slot), so each part's
 * value is relative to the average part of its slot among the builds compared; in
 * points it is γ/β. Wald intervals from the inverse information (delta method for the
 * ratio). A tiny ridge on the item effects keeps parts that never vary apart finite.
 */
import { invert, quadForm, zeros, type Matrix } from './linalg.js';
import { LOGIT_PER_ELO } from './normal.js';
import type { RatingsFit } from './ratings.js';
import { Z95 } from '../stats/wilson.js';

/** A value with a standard error and a 95% interval. */
export interface Estimate {
  value: number;
  se: number;
  ciLow: number;
  ciHigh: number;
}

const est = (value: number, variance: number, z: number): Estimate => {
  const se = Math.sqrt(Math.max(0, variance));
  return { value, se, ciLow: value - z * se, ciHigh: value + z * se };
};

/** Fair costs of the builds. */
export interface FairPoints {
  /** Elo a point buys (fitted, or given). */
  eloPerPoint: Estimate;
  /** Per build, or null when the point scale does not rise with cost. */
  fair: Array<Estimate | null>;
  warnings: string[];
}

/**
 * Fair costs from ratings and printed costs. With `eloPerPoint` the scale is fixed
 * instead of fitted (needed when every build costs the same).
 */
export function fairPoints(
  fit: Pick<RatingsFit, 'ratings' | 'cov'>,
  printed: readonly number[],
  options: { eloPerPoint?: number; z?: number } = {},
): FairPoints {
  const z = options.z ?? Z95;
  const r = fit.ratings;
  const n = r.length;
  const warnings: string[] = [];
  const pBar = printed.reduce((a, b) => a + b, 0) / n;
  const rBar = r.reduce((a, b) => a + b, 0) / n;
  const sxx = printed.reduce((s, p) => s + (p - pBar) ** 2, 0);
  let beta: number;
  let betaGrad: number[];
  if (options.eloPerPoint !== undefined) {
    beta = options.eloPerPoint;
    betaGrad = r.map(() => 0);
  } else {
    if (sxx === 0)
      throw new RangeError(
        'every build has the same printed cost, so the strength a point buys cannot be measured: set eloPerPoint',
      );
    betaGrad = printed.map((p) => (p - pBar) / sxx);
    beta = r.reduce((s, ri, k) => s + ri * betaGrad[k]!, 0);
  }
  const eloPerPoint = est(beta, quadForm(betaGrad, fit.cov), z);
  if (!(beta > 0)) {
    warnings.push(
      `strength does not rise with printed cost (${beta.toFixed(1)} Elo per point): fair costs cannot be read off the point scale`,
    );
    return { eloPerPoint, fair: r.map(() => null), warnings };
  }
  if (options.eloPerPoint === undefined && eloPerPoint.ciLow <= 0)
    warnings.push(
      `the point scale is poorly determined (${beta.toFixed(1)} Elo per point, 95% interval ${eloPerPoint.ciLow.toFixed(1)}..${eloPerPoint.ciHigh.toFixed(1)}): fair-cost intervals are wide`,
    );
  const fair = r.map((ri, i) => {
    const value = pBar + (ri - rBar) / beta;
    const grad = r.map(
      (_, k) => ((i === k ? 1 : 0) - 1 / n) / beta - ((ri - rBar) / (beta * beta)) * betaGrad[k]!,
    );
    return est(value, quadForm(grad, fit.cov), z);
  });
  return { eloPerPoint, fair, warnings };
}

/** What the part model knows about one build. */
export interface BuildFeatures {
  /** Printed cost. */
  points: number;
  /** Its parts (repeat an item for each copy) with their group (slot). */
  items: Array<{ group: string; item: string }>;
}

/** The games of one pairing, from a's side. */
export interface PairingScore {
  a: number;
  b: number;
  /** a's points: wins + draws/2. */
  score: number;
  games: number;
}

/** The value of one part. */
export interface PartValue {
  group: string;
  item: string;
  /** Builds using it. */
  builds: number;
  /**
   * Whether these builds tell the part's value apart at all (false when it only ever
   * appears together with the same other parts, or is the only part of its slot).
   */
  identifiable: boolean;
  /** Elo relative to the average part of its group (null when not identifiable). */
  elo: Estimate | null;
  /** The same in points (null without a point scale or when not identifiable). */
  points: Estimate | null;
}

/** The fitted part model. */
export interface PartModel {
  /** Elo per point of the cost covariate, null when every build costs the same. */
  eloPerPoint: Estimate | null;
  parts: PartValue[];
  warnings: string[];
}

/** Options of {@link fitPartModel}. */
export interface PartModelOptions {
  /** Virtual draws added to each pairing (default 1). */
  priorDraws?: number;
  /** Ridge on the item effects in logit² units (default 1e-4). */
  ridge?: number;
  z?: number;
}

const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Fits the part-level logistic model (see the module comment). */
export function fitPartModel(
  builds: readonly BuildFeatures[],
  pairings: readonly PairingScore[],
  options: PartModelOptions = {},
): PartModel {
  const z = options.z ?? Z95;
  const prior = options.priorDraws ?? 1;
  const ridge = options.ridge ?? 1e-4;
  const warnings: string[] = [];
  // Groups and their items (sorted; the last item of a group is the coded-out one).
  const groups = new Map<string, Set<string>>();
  for (const b of builds)
    for (const { group, item } of b.items)
      (groups.get(group) ?? groups.set(group, new Set()).get(group)!).add(item);
  const coded: Array<{ group: string; items: string[] }> = [...groups.entries()]
    .map(([group, s]) => ({ group, items: [...s].sort() }))
    .sort((a, b) => (a.group < b.group ? -1 : 1));
  const varying = coded.filter((g) => g.items.length >= 2);
  const hasPoints = new Set(builds.map((b) => b.points)).size > 1;
  if (!hasPoints)
    warnings.push('part values: every build costs the same, so they are given in Elo only');
  // Design: [points?] then, per varying group, items 0..m-2 coded count(item) − count(last).
  const columns: Array<{ group: string; item: string }> = varying.flatMap((g) =>
    g.items.slice(0, -1).map((item) => ({ group: g.group, item })),
  );
  const off = hasPoints ? 1 : 0;
  const dim = off + columns.length;
  const x = builds.map((b) => {
    const row = new Array<number>(dim).fill(0);
    if (hasPoints) row[0] = b.points;
    const count = (group: string, item: string) =>
      b.items.filter((i) => i.group === group && i.item === item).length;
    columns.forEach((c, j) => {
      const g = varying.find((v) => v.group === c.group)!;
      row[off + j] = count(c.group, c.item) - count(c.group, g.items[g.items.length - 1]!);
    });
    return row;
  });
  const data = pairings
    .filter((p) => p.games > 0)
    .map((p) => ({
      dx: x[p.a]!.map((v, j) => v - x[p.b]![j]!),
      s: p.score + prior / 2,
      g: p.games + prior,
    }));
  const w = new Array<number>(dim).fill(0);
  let info: Matrix = zeros(dim);
  const logLik = (wv: number[]) =>
    data.reduce((l, d) => {
      const eta = d.dx.reduce((s, v, j) => s + v * wv[j]!, 0);
      return l + d.s * Math.log(sigmoid(eta)) + (d.g - d.s) * Math.log(sigmoid(-eta));
    }, 0) -
    0.5 * ridge * wv.reduce((s, v, j) => (j >= off ? s + v * v : s), 0);
  let ll = logLik(w);
  for (let it = 0; it < 100 && dim > 0; it++) {
    const grad = w.map((v, j) => (j >= off ? -ridge * v : 0));
    info = zeros(dim);
    for (let j = off; j < dim; j++) info[j]![j] = ridge;
    for (const d of data) {
      const p = sigmoid(d.dx.reduce((s, v, j) => s + v * w[j]!, 0));
      const res = d.s - d.g * p;
      const wt = d.g * p * (1 - p);
      for (let i = 0; i < dim; i++) {
        grad[i]! += res * d.dx[i]!;
        if (d.dx[i] === 0) continue;
        for (let j = 0; j < dim; j++) info[i]![j]! += wt * d.dx[i]! * d.dx[j]!;
      }
    }
    const inv = invert(info);
    if (!inv)
      throw new RangeError(
        'the part model is not identifiable from these builds (the cost covariate never varies between compared builds)',
      );
    const step = inv.map((row) => row.reduce((s, v, j) => s + v * grad[j]!, 0));
    let t = 1;
    let next = w;
    let nextLl = ll;
    for (let h = 0; h < 30; h++, t /= 2) {
      next = w.map((v, j) => v + t * step[j]!);
      nextLl = logLik(next);
      if (nextLl >= ll - 1e-12) break;
    }
    w.splice(0, dim, ...next);
    ll = nextLl;
    if (Math.max(...step.map((s) => Math.abs(s * t))) < 1e-10) break;
  }
  const cov = invert(info) ?? zeros(dim);
  // A combination c of the coefficients is estimable when c lies in the range of the
  // information without the ridge: then I0·(I0 + ridge)⁻¹·c gives c back.
  const info0 = info.map((row, i) => row.map((v, j) => (i === j && i >= off ? v - ridge : v)));
  const estimable = (c: number[]): boolean => {
    const norm = Math.sqrt(c.reduce((a, v) => a + v * v, 0));
    if (norm === 0) return false;
    const back = info0.map((row) =>
      row.reduce((a, v, j) => a + v * cov[j]!.reduce((b, u, k) => b + u * c[k]!, 0), 0),
    );
    return Math.sqrt(back.reduce((a, v, i) => a + (v - c[i]!) ** 2, 0)) <= 0.01 * norm;
  };
  const toElo = 1 / LOGIT_PER_ELO;
  const beta = hasPoints && estimable(w.map((_, j) => (j === 0 ? 1 : 0))) ? w[0]! : null;
  if (hasPoints && beta === null)
    warnings.push(
      'part values: the printed cost cannot be told apart from the parts in these builds, so they are given in Elo only',
    );
  const eloPerPoint = beta === null ? null : est(beta * toElo, cov[0]![0]! * toElo * toElo, z);
  if (beta !== null && !(beta > 0))
    warnings.push(
      'part values: strength does not rise with printed cost in the part model, so they are given in Elo only',
    );
  const usable = beta !== null && beta > 0;
  const parts: PartValue[] = [];
  for (const g of coded) {
    for (const item of g.items) {
      // Gradient of γ_item (logit) with respect to w: e_j for a coded item, −Σ e_j for the last.
      const grad = new Array<number>(dim).fill(0);
      const isVarying = g.items.length >= 2;
      if (isVarying) {
        const last = g.items[g.items.length - 1]!;
        columns.forEach((c, j) => {
          if (c.group !== g.group) return;
          if (item === last) grad[off + j] = -1;
          else if (c.item === item) grad[off + j] = 1;
        });
      }
      const gamma = grad.reduce((s, v, j) => s + v * w[j]!, 0);
      const vGamma = quadForm(grad, cov);
      const identifiable = estimable(grad);
      let points: Estimate | null = null;
      if (usable && identifiable) {
        // γ/β: ∂/∂γ = 1/β, ∂/∂β = −γ/β².
        const gp = grad.map((v) => v / beta!);
        gp[0] = -gamma / (beta! * beta!);
        points = est(gamma / beta!, quadForm(gp, cov), z);
      }
      parts.push({
        group: g.group,
        item,
        builds: builds.filter((b) => b.items.some((i) => i.group === g.group && i.item === item))
          .length,
        identifiable,
        elo: identifiable ? est(gamma * toElo, vGamma * toElo * toElo, z) : null,
        points,
      });
    }
  }
  const hidden = parts.filter((p) => !p.identifiable).length;
  if (hidden)
    warnings.push(
      `part values: ${hidden} of ${parts.length} parts cannot be valued from these builds (each only appears together with the same other parts, or alone in its slot); add builds that differ in one part, e.g. variants of a preset (or use sortie ablate)`,
    );
  return { eloPerPoint, parts, warnings };
}
