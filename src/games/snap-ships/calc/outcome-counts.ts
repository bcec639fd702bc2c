/**
 * Exact multinomial enumeration for the attack calculator: how n independent dice fall
 * into outcome classes (miss, non-critical hit, ...), with the probability of each count
 * vector. Dice are exchangeable, so a count vector is all a policy ever needs to know.
 */

/** One way n dice can split among the classes, with its exact probability. */
export interface ClassCounts {
  /** Dice in each class, in the order of the class probabilities given. */
  counts: number[];
  probability: number;
}

/** Binomial coefficient C(n, k), computed multiplicatively (exact for the small n of dice pools). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= kk; i++) c = (c * (n - kk + i)) / i;
  return Math.round(c);
}

/**
 * Every count vector of `n` dice over classes with per-die probabilities `probs`
 * (which must sum to 1), with its multinomial probability
 * n! / (k1! … km!) · p1^k1 … pm^km. Classes of probability 0 only ever get 0 dice,
 * so impossible vectors are not listed.
 */
export function multinomialCounts(n: number, probs: readonly number[]): ClassCounts[] {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`dice count must be a non-negative integer, got ${n}`);
  const out: ClassCounts[] = [];
  const counts = new Array<number>(probs.length).fill(0);
  // Chain of binomials: C(n, k1) · C(n − k1, k2) · … equals the multinomial coefficient.
  const visit = (cls: number, remaining: number, p: number): void => {
    if (cls === probs.length - 1) {
      const q = probs[cls]!;
      if (remaining > 0 && q === 0) return;
      counts[cls] = remaining;
      out.push({ counts: counts.slice(), probability: p * q ** remaining });
      return;
    }
    const q = probs[cls]!;
    const maxK = q === 0 ? 0 : remaining;
    for (let k = 0; k <= maxK; k++) {
      counts[cls] = k;
      visit(cls + 1, remaining - k, p * binomial(remaining, k) * q ** k);
    }
  };
  visit(0, n, 1);
  return out;
}

/**
 * A probability distribution over discrete states keyed by a string, accumulating
 * the probability of equal states. Local to one calculation; never part of game state.
 */
export class StateDistribution<S> {
  private readonly entries = new Map<string, { state: S; probability: number }>();

  constructor(private readonly key: (s: S) => string) {}

  /** Adds `probability` to `state`. */
  add(state: S, probability: number): void {
    if (probability === 0) return;
    const k = this.key(state);
    const e = this.entries.get(k);
    if (e) e.probability += probability;
    else this.entries.set(k, { state, probability });
  }

  /** All states with their probabilities. */
  list(): Array<{ state: S; probability: number }> {
    return [...this.entries.values()];
  }
}
