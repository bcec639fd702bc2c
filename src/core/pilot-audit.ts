/**
 * What a game provides so `sortie pilots audit` can grade its pilots' decisions (see
 * runner/pilot-audit.ts for the sampling and stats/regret.ts for the maths).
 *
 * A game is graded by replaying it: {@link PilotAuditHooks.record} plays it once and lists the
 * decisions its pilots took; {@link PilotAuditHooks.branch} plays it again from its seed with
 * the recorded choices up to one decision, takes a given option there and plays on to the end
 * with the reference pilot flying the deciding side. After the branch the game's streams are
 * replaced by streams derived from the rollout seed, so the audited game's own stream is never
 * advanced, and every option of a decision meets the same rollout seeds (common random numbers).
 */
import type { PlayOptions } from './game-plugin.js';

/** One decision a pilot took in a recorded game (only decisions with two or more options). */
export interface RecordedDecision {
  /** Index among the game's decisions put to a controller (0-based, in play order). */
  index: number;
  /** The game's decision kind (e.g. "rotate", "course"). */
  kind: string;
  /** The deciding side (config order). */
  side: number;
  /** The deciding ship or unit, as a reader names it. */
  unit: string;
  /** Round of the decision. */
  round: number;
  /** The deciding pilot's type (e.g. "heuristic"). */
  pilot: string;
  /** Whether this pilot's decisions are graded (a printed AI deck is not a pilot). */
  graded: boolean;
  /** Number of legal options. */
  options: number;
  /** Index of the option taken. */
  chosen: number;
  /** A short description of option `i`, for reports. */
  describe(i: number): string;
  /** What followed the choice before the unit's next decision, when a reader should know (e.g. "rammed a teammate"). */
  after?: string[];
}

/** A game played once with its decisions listed. */
export interface RecordedGame {
  decisions: RecordedDecision[];
  /** The option taken at each decision, by index (what a branch replays). */
  choices: number[];
}

/** One rollout from a decision. */
export interface BranchRequest {
  /** The decision to branch at (its {@link RecordedDecision.index}). */
  decision: number;
  /** The option taken there. */
  option: number;
  /** Pilot type flying the deciding side after the branch (e.g. "heuristic", "search"). */
  reference: string;
  /** Labels of the rollout's streams (audit seed, matchup, game, decision, rollout). */
  seed: Array<string | number>;
}

/** A game's audit support (see the module comment). */
export interface PilotAuditHooks<G = unknown> {
  /** Pilot types usable as the reference. */
  references: readonly string[];
  /** Plays a game and lists its decisions. */
  record(setup: G, play: PlayOptions): RecordedGame;
  /**
   * Replays `game` to the decision, takes the option and plays on; returns the result for the
   * deciding side: 1 win, 0.5 draw or timeout, 0 loss.
   */
  branch(setup: G, play: PlayOptions, game: RecordedGame, request: BranchRequest): number;
}
