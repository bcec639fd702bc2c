/** Quoting words for the commands Sortie prints (resume, replay, report). */

/** Quotes a word for a POSIX shell when needed. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
