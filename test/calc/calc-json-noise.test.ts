// `calc --json` prints no float noise (3.1999999999999993 prints as 3.2),
// and its probabilities still sum to 1 within 1e-9.
import { describe, expect, it } from 'vitest';
import { calcAttack, outcomeJson } from '../../src/games/snap-ships/calc/calc-requests.js';

const NOISE = /\d\.\d{13,}/;

describe('calc JSON numbers', () => {
  it('rounds float noise away', () => {
    const o = calcAttack({ part: 'mk16-autocannon', evasion: 1, cover: 'none', position: 'flank' });
    // The raw computation carries the noise this output must not show.
    expect(JSON.stringify(o.result)).toMatch(NOISE);
    const json = outcomeJson(o) as {
      expectedDamage: number;
      distribution: Array<{ probability: number }>;
    };
    expect(JSON.stringify(json)).not.toMatch(NOISE);
    expect(json.expectedDamage).toBe(3.2);
    expect(Math.abs(json.distribution.reduce((s, d) => s + d.probability, 0) - 1)).toBeLessThan(
      1e-9,
    );
  });
});
