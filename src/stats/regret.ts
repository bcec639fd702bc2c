/**
 * The maths of a pilot audit: the regret of a choice among options valued by rollouts, and its
 * summaries (mean regret by decision kind with a 95% interval, accuracy with a Wilson interval).
 *
 * An option's value is the share of its rollouts the deciding side wins (a draw counts half).
 * The regret of a choice is the best value minus the chosen option's value, in win probability
 * (0–1). Every option of a decision meets the same rollout seeds, so the noise of the
 * difference is smaller than that of each value; the best option is picked and measured on
 * different rollouts ({@link crossFitRegret}), so the best of noisy values does not inflate it.
 */
import { wilsonInterval, Z95, type Interval } from './wilson.js';

/** A decision is accurate when its regret is under this (win probability). */
export const ACCURATE_REGRET = 0.01;

/** Index of the largest value; ties go to `prefer` when it is among them, else to the first. */
export function bestOption(values: readonly number[], prefer: number): number {
  let best = 0;
  for (let k = 1; k < values.length; k++) if (values[k]! > values[best]!) best = k;
  return values[prefer] === values[best] ? prefer : best;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0) / xs.length;

/**
 * The option picked on some rollouts (`use(r)`): the one whose paired lead over the chosen
 * option is largest, if that lead exceeds one standard error of it; else the chosen option.
 */
function pickOn(
  results: ReadonlyArray<readonly number[]>,
  chosen: number,
  use: (r: number) => boolean,
): number {
  const own = results[chosen]!;
  let pick = chosen;
  let top = 0;
  results.forEach((rs, k) => {
    if (k === chosen) return;
    const d: number[] = [];
    rs.forEach((x, r) => use(r) && d.push(x - own[r]!));
    const m = mean(d);
    const sd =
      d.length > 1 ? Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / (d.length - 1)) : 0;
    if (m > sd / Math.sqrt(d.length) && m > top) {
      top = m;
      pick = k;
    }
  });
  return pick;
}

/**
 * The regret of option `chosen` from per-rollout results (`results[option][rollout]`, every
 * option the same rollouts), cross-fitted: an option is picked on the even rollouts (the one
 * leading the chosen option by more than a standard error, else the chosen one) and its lead
 * measured on the odd rollouts, then the other way round, and the two averaged. Picking and
 * measuring on the same rollouts would overstate the regret by the noise of the best of several
 * means; cross-fitting does not, and can come out a little below 0 by noise. A choice no option
 * clearly beats costs exactly 0.
 */
export function crossFitRegret(results: ReadonlyArray<readonly number[]>, chosen: number): number {
  const n = results[0]?.length ?? 0;
  if (n < 2) throw new RangeError(`crossFitRegret: at least 2 rollouts per option, got ${n}`);
  if (chosen < 0 || chosen >= results.length)
    throw new RangeError(`crossFitRegret: option ${chosen} of ${results.length}`);
  const lead = (k: number, parity: number): number =>
    mean(results[k]!.filter((_, r) => r % 2 === parity)) -
    mean(results[chosen]!.filter((_, r) => r % 2 === parity));
  const onOdd = lead(
    pickOn(results, chosen, (r) => r % 2 === 0),
    1,
  );
  const onEven = lead(
    pickOn(results, chosen, (r) => r % 2 === 1),
    0,
  );
  return (onOdd + onEven) / 2;
}

/** Mean of `xs` with its normal-approximation 95% interval (mean ± z·s/√n), kept inside -1..1 (a cross-fitted regret can fall below 0 by noise). */
export function meanRegretInterval(xs: readonly number[]): { mean: number } & Interval {
  const n = xs.length;
  if (n === 0) return { mean: 0, low: 0, high: 1 };
  const mean = xs.reduce((a, x) => a + x, 0) / n;
  // One decision says nothing about the spread.
  if (n === 1) return { mean, low: -1, high: 1 };
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  const half = (Z95 * sd) / Math.sqrt(n);
  return { mean, low: Math.max(-1, mean - half), high: Math.min(1, mean + half) };
}

/** Share of regrets under {@link ACCURATE_REGRET}, with its Wilson interval. */
export function accuracyOf(regrets: readonly number[]): { accuracy: number } & Interval {
  const good = regrets.filter((r) => r < ACCURATE_REGRET).length;
  const n = regrets.length;
  return { accuracy: n ? good / n : 0, ...wilsonInterval(good, n) };
}

/** The grade of one decision kind (DESIGN.md "Honest counts and pilot grades"). */
export interface KindGrade {
  kind: string;
  decisions: number;
  meanRegret: number;
  ciLow: number;
  ciHigh: number;
  /** Share of this kind's decisions with regret under {@link ACCURATE_REGRET}. */
  accuracy: number;
}

/** One graded decision. */
export interface DecisionGrade {
  matchup: string;
  game: number;
  /** Index among the game's decisions put to a controller. */
  decision: number;
  kind: string;
  round: number;
  unit: string;
  pilot: string;
  /** Legal options, and how many were valued. */
  options: number;
  valued: number;
  /** Index of the option taken (among all options) and its description. */
  chosen: number;
  chose: string;
  /** The best valued option, its description and the win probabilities of both. */
  best: string;
  bestValue: number;
  chosenValue: number;
  regret: number;
  /** What followed the choice in the recorded game, when the game notes it (e.g. "rammed a teammate"). */
  after?: string[];
}

/** The grades of a run's pilots (DESIGN.md "Honest counts and pilot grades"). */
export interface PilotGrades {
  pilot: string;
  reference: string;
  decisions: number;
  accuracy: number;
  accuracyLow: number;
  accuracyHigh: number;
  /** Rollouts per valued option. */
  rollouts: number;
  byKind: KindGrade[];
  /** The costliest decisions (regret of at least {@link ACCURATE_REGRET}) with the command replaying their game. */
  worst: Array<DecisionGrade & { replay: string }>;
}

/** Grades by decision kind, the costliest kinds (by total regret) first, ties by name. */
export function gradeByKind(items: ReadonlyArray<{ kind: string; regret: number }>): KindGrade[] {
  const by = new Map<string, number[]>();
  for (const it of items) {
    const xs = by.get(it.kind);
    if (xs) xs.push(it.regret);
    else by.set(it.kind, [it.regret]);
  }
  const out = [...by].map(([kind, xs]): KindGrade => {
    const m = meanRegretInterval(xs);
    return {
      kind,
      decisions: xs.length,
      meanRegret: m.mean,
      ciLow: m.low,
      ciHigh: m.high,
      accuracy: accuracyOf(xs).accuracy,
    };
  });
  return out.sort(
    (a, b) =>
      b.meanRegret * b.decisions - a.meanRegret * a.decisions || a.kind.localeCompare(b.kind),
  );
}

/**
 * Which options of a decision are valued: all of them up to `max`, else the chosen one and
 * `max - 1` others spread evenly over the list (options of continuous choices, e.g. angles or
 * positions, come in order, so even spacing covers their range). Sorted indices.
 */
export function optionsToValue(count: number, chosen: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  if (max < 2)
    throw new RangeError(`optionsToValue: at least 2 options must be valued, got ${max}`);
  const picked = new Set<number>([chosen]);
  const others = max - 1;
  for (let k = 0; k < others; k++)
    picked.add(others === 1 ? 0 : Math.round((k * (count - 1)) / (others - 1)));
  // The chosen option may have been one of the spread: fill up from the start.
  for (let i = 0; picked.size < max; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b);
}
