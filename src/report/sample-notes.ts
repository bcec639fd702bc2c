/**
 * Plain notes on what a matchup's win rates rest on (DESIGN.md "Honest counts"): pairs whose
 * seat swap repeated one game (the intervals count them once), games whose digests are
 * unknown, and failed games left out. Shown under the result on the terminal and in the report.
 */
import { plural } from './plural.js';

/** The summary.json fields the notes read (absent in summaries written before them). */
export interface SampleCounts {
  games: number;
  distinctGames?: number | null;
  effectiveGames?: number;
  failedGames?: number;
  pairs?: { pairs: number; repeated?: number | null } | null;
}

/** The notes of one matchup, each one sentence; none when every game counts and none failed. */
export function sampleNotes(m: SampleCounts): string[] {
  const notes: string[] = [];
  const effective = m.effectiveGames ?? m.games;
  const repeated = m.pairs?.repeated ?? 0;
  if (effective < m.games) {
    notes.push(
      `${repeated} of ${plural(m.pairs?.pairs ?? 0, 'seat-swapped pair')} repeated the same game (the swap changed nothing): the intervals count each such pair once, ${effective} effective of ${plural(m.games, 'game')}`,
    );
  }
  if (m.games > 0 && typeof m.distinctGames === 'number' && m.distinctGames < effective) {
    notes.push(
      `${m.distinctGames} distinct games of ${m.games}: the same game recurs from different seeds (few lines of play)`,
    );
  }
  // Only seat-swapped pairs can repeat a game by construction: elsewhere each game has its own seed.
  if (m.games > 0 && m.distinctGames === null && m.pairs) {
    notes.push(
      'the games carry no digests (the game records none, or the results predate them): pairs that repeated one game are unknown, and the intervals rest on the spread of the pairs alone',
    );
  }
  if (m.failedGames)
    notes.push(
      `${plural(m.failedGames, 'game')} failed and ${m.failedGames === 1 ? 'is' : 'are'} not counted (see errors.ndjson)`,
    );
  return notes;
}
