/** The `pilot:` field of an Armada side (DESIGN.md "Star Wars: Armada"): heuristic, errors, did-you-mean. */
import { describe, expect, it } from 'vitest';
import { resolveArmadaSetup } from '../../src/games/armada/formats/resolve-setup.js';
import { availablePilots } from '../../src/games/armada/pilots/index.js';
import { issuesOf, matchup } from './pilot-config-helpers.js';

describe('armada pilot config', () => {
  it('accepts the heuristic pilot by name and as a map', () => {
    expect(availablePilots()).toEqual(['heuristic', 'random', 'search']);
    expect(resolveArmadaSetup(matchup('heuristic')).sides[0]!.pilot).toEqual({ type: 'heuristic' });
    expect(resolveArmadaSetup(matchup({ type: 'heuristic' })).sides[0]!.pilot).toEqual({
      type: 'heuristic',
    });
    expect(resolveArmadaSetup(matchup(undefined)).sides[0]!.pilot).toEqual({ type: 'random' });
  });

  it('positions an unknown pilot type with a suggestion', () => {
    expect(issuesOf(matchup('heuristc'))).toEqual([
      {
        path: ['sides', 0, 'pilot'],
        message: 'unknown pilot "heuristc"',
        suggestions: ['heuristic'],
      },
    ]);
    const [issue] = issuesOf(matchup({ type: 'randon' }));
    expect(issue!.path).toEqual(['sides', 0, 'pilot', 'type']);
    expect(issue!.suggestions).toEqual(['random']);
  });

  it('positions an unknown pilot field with a suggestion', () => {
    const [issue] = issuesOf(matchup({ type: 'heuristic', persna: 'x' }));
    expect(issue!.path).toEqual(['sides', 0, 'pilot', 'persna']);
    expect(issue!.suggestions).toContain('persona');
    expect(issuesOf(matchup(42))[0]!.message).toMatch(/pilot name/);
  });
});
