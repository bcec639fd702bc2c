/**
 * Exact and simulated agree, at scale: 100 000 staged attacks per scenario through
 * the engine's attack resolution against the exact calculator (chi-square p > 0.001,
 * mean within 4 standard errors).
 */
import { describe, expect, it } from 'vitest';
import { checkAttack, SCENARIOS } from '../balance/attack-check.js';

describe('exact calculator vs the engine (100 000 attacks each)', () => {
  for (const s of SCENARIOS) {
    it(s.name, () => {
      const r = checkAttack(s, 100_000, `exact-vs-sim-slow:${s.name}`);
      console.log(
        `${s.name}: hit on ${r.exact.hitNumber}+, mean damage ${r.meanDamage.toFixed(4)} simulated vs ${r.exact.expectedDamage.toFixed(4)} exact, chi-square ${r.fit.statistic.toFixed(2)} on ${r.fit.df} df, p = ${r.fit.pValue.toFixed(3)}`,
      );
      expect([...r.engine.hitNumbers]).toEqual([r.exact.hitNumber]);
      expect(r.fit.impossible).toEqual([]);
      expect(r.fit.pValue).toBeGreaterThan(0.001);
      const variance = r.exact.distribution.reduce(
        (v, d) => v + d.probability * (d.damage - r.exact.expectedDamage) ** 2,
        0,
      );
      expect(Math.abs(r.meanDamage - r.exact.expectedDamage)).toBeLessThan(
        4 * Math.sqrt(variance / 100_000),
      );
    });
  }
});
