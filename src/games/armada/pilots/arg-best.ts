/** Index of the option with the highest score (the first of equals). */
export function argBest<T>(options: readonly T[], score: (o: T) => number): number {
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((o, i) => {
    const s = score(o);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}
