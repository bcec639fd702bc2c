/** Helpers of the Armada pilot-config tests: a learning matchup with a pilot, and its config problems. */
import { ConfigIssuesError, type ConfigIssue } from '../../src/core/game-plugin.js';
import { resolveArmadaSetup } from '../../src/games/armada/formats/resolve-setup.js';

/** A learning matchup whose first side flies `pilot`. */
export const matchup = (pilot: unknown): Record<string, unknown> => ({
  format: 'learning',
  sides: [{ fleet: 'learning-rebels', pilot }, { fleet: 'learning-imperials' }],
});

/** The problems resolving `raw` reports (none: []). */
export function issuesOf(raw: Record<string, unknown>): ConfigIssue[] {
  try {
    resolveArmadaSetup(raw);
  } catch (e) {
    if (e instanceof ConfigIssuesError) return e.issues;
    throw e;
  }
  return [];
}
