// Pilot settings are checked by validate, with positions and a did-you-mean,
// and the search budget is bounded, instead of failing (or never finishing) every game.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/issues.js';
import { loadConfigText } from '../../src/config/load-config.js';

async function errorsOf(pilot: string): Promise<string[]> {
  const text = `game: snap-ships
format: duel
sides:
  - name: A
    ships: [{preset: sabre-xf-23-fighter, pilot: ${pilot}}]
  - name: B
    ships: [{preset: scarab-klaw-interceptor}]
`;
  try {
    await loadConfigText(text, 'p.yaml');
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  return [];
}

describe('pilot fields', () => {
  it.each([
    [
      '{type: heuristic, persona: agressive}',
      /sides\[0\]\.ships\[0\]\.pilot\.persona: unknown persona "agressive" .*\(did you mean "aggressive"\?\)/,
    ],
    [
      '{type: search, budget: huge}',
      /pilot\.budget: must be fast, default, strong, max or a whole number of samples from 1 to 10000/,
    ],
    [
      '{type: search, budget: -4}',
      /pilot\.budget: must be fast, default, strong, max or a whole number/,
    ],
    ['{type: search, budget: 100000000}', /pilot\.budget: must be .* from 1 to 10000/],
    ['{type: random, budget: 8}', /pilot\.budget: the random pilot has no budget/],
    ['{type: ai-deck, persona: kiting}', /pilot\.persona: the ai-deck pilot has no persona/],
  ])('%s is refused', async (pilot, message) => {
    const lines = await errorsOf(pilot);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^p\.yaml:5:\d+: /);
    expect(lines[0]).toMatch(message);
  });

  it.each([
    '{type: heuristic, persona: kiting}',
    '{type: search, budget: strong}',
    '{type: search, budget: 64, persona: rammer}',
    'heuristic',
  ])('%s is accepted', async (pilot) => {
    expect(await errorsOf(pilot)).toEqual([]);
  });
});
