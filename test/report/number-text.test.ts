// The report's one rule for numbers people read: fractions as percentages, other quantities to
// three significant figures (whole from 1,000 up), never rounded away to 0 nor in exponent form.
import { describe, expect, test } from 'vitest';
import { numberText, valueText } from '../../src/report/number-text.js';
import { metricLayout } from '../../src/stats/metric-columns.js';
import type { MetricDeclaration } from '../../src/core/metrics.js';

describe('numberText', () => {
  test.each([
    [0, '0'],
    [0.00312, '0.00312'],
    [0.0004, '0.0004'],
    [1e-7, '0.0000001'],
    [12.345, '12.3'],
    [1.5, '1.5'],
    [5, '5'],
    [-0.125, '-0.125'],
    [999.6, '1,000'],
    [1234.5, '1,235'],
    [0.1 + 0.2, '0.3'],
  ])('%s → %s', (x, text) => expect(numberText(x)).toBe(text));

  test('nothing to show is a dash', () => {
    expect(numberText(null)).toBe('–');
    expect(numberText(Number.NaN)).toBe('–');
  });

  test('fractions are percentages', () => {
    expect(valueText(0.003, true)).toBe('0.3%');
    expect(valueText(0.0004, true)).toBe('<0.1%');
    expect(valueText(0.003, false)).toBe('0.003');
  });
});

describe('which outputs are fractions', () => {
  test('shares, win rates and columns declared percent; never a total', () => {
    const decl: MetricDeclaration = {
      id: 'x',
      title: 'X',
      events: [],
      start: () => ({ on() {}, finish: () => [] }),
      columns: [
        { name: 'side', role: 'key' },
        { name: 'damage', role: 'value', aggregate: 'mean-per-game', share: { within: [] } },
        { name: 'alive', role: 'value', aggregate: 'mean', percent: true },
        { name: 'won', role: 'value', aggregate: 'sum', percent: true },
        { name: 'ahead', role: 'value', aggregate: 'matches-winner' },
      ],
    };
    const percent = Object.fromEntries(
      metricLayout(decl).outputs.map((o) => [o.header, o.percent === true]),
    );
    expect(percent).toEqual({
      damage_per_game: false,
      alive_mean: true,
      won_total: false,
      ahead_win_rate: true,
      ahead_win_rate_ci_low: true,
      ahead_win_rate_ci_high: true,
      damage_share: true,
    });
  });
});
