/**
 * The one rule for numbers people read in a report (tables, facts and chart labels alike):
 * a fraction of 1 (a share, a win rate, a column declared `percent`) is a percentage with one
 * decimal ({@link percentText}); any other quantity has three significant figures, whole from
 * 1,000 up, never rounded to 0 and never in exponent notation: 0.00312 → "0.00312",
 * 12.345 → "12.3", 1234.5 → "1,235". The CSVs keep the full numbers.
 */
import { percentText } from './percent.js';

const SIGNIFICANT = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 3,
  maximumFractionDigits: 20,
});
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A quantity to three significant figures (whole from 1,000 up); null or not finite → "–". */
export function numberText(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  if (x === 0) return '0';
  return (Math.abs(x) >= 1000 ? WHOLE : SIGNIFICANT).format(x);
}

/** A value by the rule: a percentage when `percent`, else {@link numberText}. */
export function valueText(x: number | null | undefined, percent: boolean | undefined): string {
  return percent ? percentText(x) : numberText(x);
}
