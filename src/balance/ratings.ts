/**
 * Bradley–Terry ratings on the Elo scale, as Ordo and BayesElo compute them: the
 * maximum-likelihood strengths r with P(i beats j) = 1 / (1 + 10^(−(r_i − r_j)/400)),
 * a draw counting half a win for each side, anchored so the ratings average 0.
 *
 * Intervals come from the observed information (the Hessian of the log-likelihood at
 * the optimum): rating ± z·se, and the likelihood of superiority
 * LOS(i > j) = Φ((r_i − r_j) / se(r_i − r_j)) from the full covariance, as BayesElo
 * reports it. A prior of a few virtual draws per played pairing (BayesElo's default
 * idea; here 1 by default) keeps ratings finite when a build wins every game.
 */
import { invert, zeros, type Matrix } from './linalg.js';
import { LOGIT_PER_ELO, normalCdf } from './normal.js';
import { Z95 } from '../stats/wilson.js';

/** The games between two players (indices into the player list). */
export interface PairingResult {
  a: number;
  b: number;
  winsA: number;
  winsB: number;
  draws: number;
}

/** Options of {@link fitBradleyTerry}. */
export interface RatingOptions {
  /** Virtual draws added to every pairing that was played (default 1). */
  priorDraws?: number;
  /** z of the intervals (default 1.96: 95%). */
  z?: number;
  /** Newton iterations before giving up (default 100). */
  maxIterations?: number;
}

/** Fitted ratings. */
export interface RatingsFit {
  /** Elo ratings, averaging 0. */
  ratings: number[];
  /** Standard errors (Elo). */
  se: number[];
  /** Covariance of the ratings (Elo²). */
  cov: Matrix;
  ciLow: number[];
  ciHigh: number[];
  /** LOS[i][j]: probability that i is stronger than j (0.5 on the diagonal). */
  los: Matrix;
  /** Log-likelihood at the optimum (including the prior draws). */
  logLik: number;
  iterations: number;
}

/** Thrown when the games do not connect every player to every other. */
export class DisconnectedError extends Error {
  override name = 'DisconnectedError';
}

const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Groups of players connected by played games. */
function components(n: number, results: readonly PairingResult[]): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (const r of results) if (r.winsA + r.winsB + r.draws > 0) parent[find(r.a)] = find(r.b);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const g = groups.get(find(i)) ?? [];
    g.push(i);
    groups.set(find(i), g);
  }
  return [...groups.values()];
}

/** Fits Bradley–Terry ratings to the results of `n` players. */
export function fitBradleyTerry(
  n: number,
  results: readonly PairingResult[],
  options: RatingOptions = {},
): RatingsFit {
  const prior = options.priorDraws ?? 1;
  const z = options.z ?? Z95;
  if (n === 0)
    return {
      ratings: [],
      se: [],
      cov: [],
      ciLow: [],
      ciHigh: [],
      los: [],
      logLik: 0,
      iterations: 0,
    };
  const groups = components(n, results);
  if (groups.length > 1)
    throw new DisconnectedError(
      `the games do not connect every player: separate groups ${groups.map((g) => `{${g.join(', ')}}`).join(' and ')}`,
    );
  // Score-based data per played pairing: s of g "points" to a.
  const data = results
    .filter((r) => r.winsA + r.winsB + r.draws > 0)
    .map((r) => ({
      a: r.a,
      b: r.b,
      s: r.winsA + r.draws / 2 + prior / 2,
      g: r.winsA + r.winsB + r.draws + prior,
    }));
  const theta = new Array<number>(n).fill(0);
  const logLik = (t: number[]) =>
    data.reduce(
      (l, d) =>
        l +
        d.s * Math.log(sigmoid(t[d.a]! - t[d.b]!)) +
        (d.g - d.s) * Math.log(sigmoid(t[d.b]! - t[d.a]!)),
      0,
    );
  // Newton on θ_1..θ_{n-1} with θ_0 = 0 (the Hessian of the full model is singular).
  const m = n - 1;
  let ll = logLik(theta);
  let iterations = 0;
  let negH = zeros(m);
  for (; iterations < (options.maxIterations ?? 100); iterations++) {
    const grad = new Array<number>(n).fill(0);
    const h = zeros(n);
    for (const d of data) {
      const p = sigmoid(theta[d.a]! - theta[d.b]!);
      const g = d.s - d.g * p;
      grad[d.a]! += g;
      grad[d.b]! -= g;
      const w = d.g * p * (1 - p);
      h[d.a]![d.a]! += w;
      h[d.b]![d.b]! += w;
      h[d.a]![d.b]! -= w;
      h[d.b]![d.a]! -= w;
    }
    negH = h.slice(1).map((row) => row.slice(1));
    const inv = invert(negH);
    if (!inv) throw new DisconnectedError('the ratings are not identifiable from these games');
    const step = inv.map((row) => row.reduce((s, x, j) => s + x * grad[j + 1]!, 0));
    let t = 1;
    let next = theta;
    let nextLl = ll;
    for (let halvings = 0; halvings < 30; halvings++, t /= 2) {
      next = theta.map((v, i) => (i === 0 ? 0 : v + t * step[i - 1]!));
      nextLl = logLik(next);
      if (nextLl >= ll - 1e-12) break;
    }
    const moved = Math.max(...step.map((s) => Math.abs(s * t)), 0);
    theta.splice(0, n, ...next);
    ll = nextLl;
    if (moved < 1e-10) break;
  }
  // Covariance of (0, θ_1..θ_{n-1}), then of the centred ratings: C Σ Cᵀ with C = I − 11ᵀ/n.
  const inv = invert(negH) ?? zeros(m);
  const full = zeros(n);
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) full[i + 1]![j + 1] = inv[i]![j]!;
  const rowMean = full.map((row) => row.reduce((a, b) => a + b, 0) / n);
  const total = rowMean.reduce((a, b) => a + b, 0) / n;
  const scale = 1 / LOGIT_PER_ELO;
  const cov = full.map((row, i) =>
    row.map((x, j) => (x - rowMean[i]! - rowMean[j]! + total) * scale * scale),
  );
  const mean = theta.reduce((a, b) => a + b, 0) / n;
  const ratings = theta.map((t) => (t - mean) * scale);
  const se = cov.map((row, i) => Math.sqrt(Math.max(0, row[i]!)));
  return {
    ratings,
    se,
    cov,
    ciLow: ratings.map((r, i) => r - z * se[i]!),
    ciHigh: ratings.map((r, i) => r + z * se[i]!),
    los: losMatrix(ratings, cov),
    logLik: ll,
    iterations,
  };
}

/** LOS[i][j] = Φ((r_i − r_j) / √(var_i + var_j − 2 cov_ij)). */
export function losMatrix(ratings: readonly number[], cov: Matrix): Matrix {
  return ratings.map((ri, i) =>
    ratings.map((rj, j) => {
      if (i === j) return 0.5;
      const v = cov[i]![i]! + cov[j]![j]! - 2 * cov[i]![j]!;
      if (v <= 0) return ri > rj ? 1 : ri < rj ? 0 : 0.5;
      return normalCdf((ri - rj) / Math.sqrt(v));
    }),
  );
}
