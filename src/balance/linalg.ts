/**
 * Small dense linear algebra for the rating and cost models (a few dozen
 * parameters at most): matrices are arrays of rows. Kept over ml-matrix: its LU inverse
 * is as precise but not consistently faster at these sizes (scripts/numerics-compare.mjs).
 */

/** A dense matrix: an array of rows. */
export type Matrix = number[][];

/** An n×m matrix of zeros. */
export function zeros(n: number, m = n): Matrix {
  return Array.from({ length: n }, () => new Array<number>(m).fill(0));
}

/** The n×n identity. */
function identity(n: number): Matrix {
  const out = zeros(n);
  for (let i = 0; i < n; i++) out[i]![i] = 1;
  return out;
}

/** uᵀ·A·v (the variance of a linear combination when A is a covariance). */
export function quadForm(u: readonly number[], a: Matrix, v: readonly number[] = u): number {
  let s = 0;
  for (let i = 0; i < u.length; i++) {
    const ui = u[i]!;
    if (ui === 0) continue;
    const row = a[i]!;
    for (let j = 0; j < v.length; j++) s += ui * row[j]! * v[j]!;
  }
  return s;
}

/**
 * The inverse of a square matrix by Gauss–Jordan elimination with partial pivoting;
 * null when the matrix is singular (a pivot below `tol` times the largest entry).
 */
export function invert(a: Matrix, tol = 1e-12): Matrix | null {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...identity(n)[i]!]);
  let scale = 0;
  for (const row of a) for (const x of row) scale = Math.max(scale, Math.abs(x));
  if (scale === 0) return n === 0 ? [] : null;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) <= tol * scale) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]!;
    const inv = 1 / p[col]!;
    for (let j = 0; j < 2 * n; j++) p[j]! *= inv;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]!;
      if (f === 0) continue;
      const row = m[r]!;
      for (let j = 0; j < 2 * n; j++) row[j]! -= f * p[j]!;
    }
  }
  return m.map((row) => row.slice(n));
}
