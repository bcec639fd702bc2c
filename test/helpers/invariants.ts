/**
 * The engine invariants live with the exhaustive runner (src/games/snap-ships/exhaustive/
 * invariants.ts) so the seeded suites and the runner assert the same thing.
 */
export {
  brokenInvariant,
  SETTLED_EVENTS,
} from '../../src/games/snap-ships/exhaustive/invariants.js';
