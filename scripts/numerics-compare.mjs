#!/usr/bin/env node
// Measures the balance tools' numerics against the libraries that can replace them, in one run:
// precision against 50-digit reference values (computed with mpmath at 700 digits and rounded to
// doubles; max relative error) and speed (time ratio library / hand-written, best of 5, same inputs).
// A measurement, not a test.
//
//   npm run build && node scripts/numerics-compare.mjs [--rounds 5]
//
// erfc and the normal quantile: the former hand-written code (Taylor series / Lentz continued
// fraction; Acklam's approximation with one Halley step) is kept below only to compare with the
// library code that replaced it in src/balance/normal.ts. Matrix inverse: src/balance/linalg.ts
// (Gauss–Jordan) against ml-matrix's LU decomposition.
import erfc from '@stdlib/math-base-special-erfc';
import erfcinv from '@stdlib/math-base-special-erfcinv';
import { LuDecomposition, Matrix } from 'ml-matrix';
import { invert } from '../dist/balance/linalg.js';
import { normalQuantile } from '../dist/balance/normal.js';

const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 5;

const ERFC_REF = [
  [-6, 2.0],
  [-4, 1.999999984582742],
  [-3, 1.9999779095030015],
  [-2.5, 1.999593047982555],
  [-2, 1.9953222650189528],
  [-1.5, 1.9661051464753108],
  [-1, 1.8427007929497148],
  [-0.5, 1.5204998778130465],
  [-0.1, 1.1124629160182848],
  [-1e-5, 1.0000112837916706],
  [0, 1.0],
  [1e-8, 0.9999999887162083],
  [0.001, 0.9988716212090307],
  [0.1, 0.887537083981715],
  [0.3, 0.6713732405408726],
  [0.5, 0.4795001221869535],
  [0.8, 0.2578990352923395],
  [1, 0.15729920705028513],
  [1.3, 0.06599205505934755],
  [1.7, 0.01620954140922544],
  [1.9, 0.0072095707647425325],
  [1.99, 0.004888586800383003],
  [2, 0.004677734981047266],
  [2.01, 0.004475150644751763],
  [2.5, 0.0004069520174449589],
  [3, 2.209049699858544e-5],
  [3.5, 7.430983723414128e-7],
  [4, 1.541725790028002e-8],
  [5, 1.537459794428035e-12],
  [6, 2.1519736712498913e-17],
  [7, 4.183825607779414e-23],
  [8, 1.1224297172982926e-29],
  [10, 2.088487583762545e-45],
  [12, 1.3562611692059042e-64],
  [15, 7.212994172451207e-100],
  [20, 5.395865611607901e-176],
  [26, 5.663192408856143e-296],
];
const QUANTILE_REF = [
  [1e-300, -37.0470962993612],
  [1e-100, -21.273453560965326],
  [1e-20, -9.262340089798407],
  [1e-10, -6.361340902404057],
  [1e-6, -4.753424308822899],
  [0.0001, -3.7190164854556804],
  [0.001, -3.0902323061678136],
  [0.01, -2.326347874040841],
  [0.02, -2.053748910631823],
  [0.02425, -1.972961051311885],
  [0.025, -1.9599639845400543],
  [0.05, -1.6448536269514726],
  [0.1, -1.2815515655446004],
  [0.2, -0.8416212335729142],
  [0.3, -0.5244005127080408],
  [0.4, -0.2533471031357997],
  [0.45, -0.12566134685507402],
  [0.5, 0.0],
  [0.55, 0.12566134685507416],
  [0.6, 0.2533471031357997],
  [0.7, 0.5244005127080407],
  [0.8, 0.8416212335729144],
  [0.9, 1.2815515655446006],
  [0.95, 1.6448536269514722],
  [0.975, 1.9599639845400538],
  [0.97575, 1.972961051311885],
  [0.98, 2.0537489106318225],
  [0.99, 2.3263478740408408],
  [0.999, 3.090232306167813],
  [0.9999, 3.7190164854557084],
  [0.999999, 4.753424308817087],
  [0.9999999999, 6.361340889697422],
];

/** The former hand-written erfc (relative error below ~1e-13). */
function handErfc(x) {
  const z = Math.abs(x);
  let r;
  if (z < 2) {
    let term = z;
    let sum = z;
    const z2 = z * z;
    for (let n = 1; n < 200; n++) {
      term *= -z2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    r = 1 - (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    const tiny = 1e-300;
    let f = z;
    let c = z;
    let d = 0;
    for (let n = 1; n < 500; n++) {
      const a = n / 2;
      d = z + a * d;
      d = Math.abs(d) < tiny ? tiny : d;
      c = z + a / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      const delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-16) break;
    }
    r = Math.exp(-z * z) / (Math.sqrt(Math.PI) * f);
  }
  return x >= 0 ? r : 2 - r;
}

/** The former hand-written normal quantile (Acklam plus one Halley step on handErfc). */
function handQuantile(p) {
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2,
    -3.066479806614716e1, 2.506628277459239,
  ];
  const b = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
    -1.328068155288572e1,
  ];
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  let x;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - lo) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  const e = 0.5 * handErfc(-x / Math.SQRT2) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** The inverse by ml-matrix's LU decomposition (partial pivoting, like invert's Gauss–Jordan). */
function libInvert(a) {
  return new LuDecomposition(a).solve(Matrix.eye(a.length)).to2DArray();
}

function worstRelative(fn, rows) {
  let worst = 0;
  for (const [x, y] of rows) {
    const v = fn(x);
    const e = v === y ? 0 : Math.abs(v - y) / Math.max(Math.abs(y), Number.MIN_VALUE);
    worst = Math.max(worst, e);
  }
  return worst;
}

/** Best of `rounds` timings of `fn` over `inputs` repeated `reps` times (milliseconds). */
function best(fn, inputs, reps) {
  let out = Infinity;
  for (let r = 0; r < rounds; r++) {
    let sink = 0;
    const t0 = performance.now();
    for (let k = 0; k < reps; k++) for (const x of inputs) sink += Number(fn(x)) || 0;
    out = Math.min(out, performance.now() - t0);
    if (sink === 42.4242) console.log('');
  }
  return out;
}

// A fixed LCG so the matrices are the same in every run.
let seed = 12345;
const uniform = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;

/** A well-conditioned symmetric positive definite n×n matrix (like an information matrix). */
function spd(n) {
  const a = Array.from({ length: n }, () => Array.from({ length: n }, uniform));
  return a.map((ri, i) =>
    a.map((rj, j) => ri.reduce((s, x, k) => s + x * rj[k], 0) + (i === j ? n * 0.1 : 0)),
  );
}

/** max |A·X − I| over the entries. */
function residual(a, x) {
  let w = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < a.length; j++) {
      let s = 0;
      for (let k = 0; k < a.length; k++) s += a[i][k] * x[k][j];
      w = Math.max(w, Math.abs(s - (i === j ? 1 : 0)));
    }
  }
  return w;
}

const rows = [];
const xs = Array.from({ length: 4096 }, (_, i) => -6 + (12 * i) / 4095);
const ps = Array.from({ length: 4096 }, (_, i) => (i + 0.5) / 4096);
const libQuantile = (p) => -Math.SQRT2 * erfcinv(2 * p);
rows.push({
  what: 'erfc',
  hand: worstRelative(handErfc, ERFC_REF),
  lib: worstRelative(erfc, ERFC_REF),
  speed: best(erfc, xs, 200) / best(handErfc, xs, 200),
});
rows.push({
  what: 'normal quantile',
  hand: worstRelative(handQuantile, QUANTILE_REF),
  lib: worstRelative(libQuantile, QUANTILE_REF),
  speed: best(libQuantile, ps, 200) / best(handQuantile, ps, 200),
});
const inSrc = worstRelative(normalQuantile, QUANTILE_REF);
for (const n of [3, 8, 20, 50]) {
  const ms = Array.from({ length: 20 }, () => spd(n));
  const reps = Math.max(1, Math.round(20000 / n ** 2));
  rows.push({
    what: `inverse ${n}x${n} (max |A·X−I|)`,
    hand: Math.max(...ms.map((m) => residual(m, invert(m)))),
    lib: Math.max(...ms.map((m) => residual(m, libInvert(m)))),
    speed: best(libInvert, ms, reps) / best(invert, ms, reps),
  });
}
console.log('function                        hand-written   library      time library/hand');
for (const r of rows)
  console.log(
    `${r.what.padEnd(32)}${r.hand.toExponential(2).padEnd(15)}${r.lib.toExponential(2).padEnd(13)}${r.speed.toFixed(2)}`,
  );
console.log(
  `src/balance/normal.ts normalQuantile now: ${inSrc.toExponential(2)} worst relative error`,
);
