/** Counts in words for people: "1 game", "2 games", never "game(s)". */

/** `n` with `word` in the singular for exactly one, else `many` (default: `word` + "s"). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
