/** Percentages for people: one decimal, and a near-certainty never rounded to 100% or 0%. */

/** `0.713` → "71.3%"; `0.9996` → ">99.9%"; `0.0004` → "<0.1%"; null → "–". */
export function percentText(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  const p = x * 100;
  if (p >= 99.95 && p < 100) return '>99.9%';
  if (p > 0 && p < 0.05) return '<0.1%';
  return `${p.toFixed(1)}%`;
}

/**
 * A change with its sign, never rounded to ±100% or to 0: `0.0123` → "+1.2%",
 * `0.9996` → ">+99.9%", `-0.9996` → "<-99.9%", `-0.0004` → ">-0.1%", 0 → "0.0%".
 */
export function signedPercentText(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  const text = percentText(Math.abs(x));
  if (x === 0 || text === '0.0%') return '0.0%';
  const sign = x > 0 ? '+' : '-';
  if (!text.startsWith('>') && !text.startsWith('<')) return `${sign}${text}`;
  // Below −99.9% reads "<-99.9%": the bound flips with the sign.
  const bound = x > 0 ? text[0] : text[0] === '>' ? '<' : '>';
  return `${bound}${sign}${text.slice(1)}`;
}

/** Whether a d3 format string formats percentages (e.g. '.1%', '+.0%'). */
export function isPercentFormat(format: string): boolean {
  return format.endsWith('%');
}

/** Share of games that reached the round cap above which a report warns. */
export const TIMEOUT_WARNING_SHARE = 0.05;

/** The warning for a matchup whose games mostly stop at the round cap, or null. */
export function timeoutWarning(m: { games: number; timeouts: number }): string | null {
  if (!m.games || !(m.timeouts / m.games > TIMEOUT_WARNING_SHARE)) return null;
  return `${percentText(m.timeouts / m.games)} of the games reached the round cap: their winner is whoever was ahead then, so the win rates say little about a finished game (raise roundCap, or fly pilots that close in)`;
}
