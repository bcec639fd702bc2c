/**
 * Point budgets of the formats (rulebook "Formats": Duel "Both sides use one ship with equal
 * point cost"; Small Dogfight "8 or 12 points per team"; Large Dogfight "16 points per team"):
 * the problems of a matchup's per-side point totals, for the config's validation.
 */
import type { ConfigIssue } from '../../../core/game-plugin.js';
import type { FormatSpec } from './format-table.js';

const OFF = '(set budget: off to test unequal builds)';

/**
 * Issues of the sides' point totals: over the config's numeric `budget` (else over the
 * format's largest budget), and unequal totals where the format builds both sides to the same
 * budget. `budget: off` checks nothing.
 */
export function budgetIssues(fmt: FormatSpec, points: number[], budget: unknown): ConfigIssue[] {
  if (budget === 'off') return [];
  const out: ConfigIssue[] = [];
  const cap = typeof budget === 'number' ? budget : fmt.budgets ? Math.max(...fmt.budgets) : null;
  const what =
    typeof budget === 'number'
      ? `the budget of ${budget}`
      : `the ${fmt.title} budget of ${fmt.budgets?.join(' or ')}`;
  points.forEach((pt, i) => {
    if (cap !== null && pt > cap)
      out.push({ path: ['sides', i], message: `${pt} points is over ${what} ${OFF}` });
  });
  if (fmt.equalPoints && new Set(points).size > 1) {
    const per = fmt.budgets ? ` (${fmt.budgets.join(' or ')})` : '';
    out.push({
      path: ['sides'],
      message: `${fmt.title} needs equal points per side${per}, got ${points.join(' vs ')} ${OFF}`,
    });
  }
  return out;
}
