/**
 * `sortie pilots audit`: grades the decisions of a run's pilots against a reference by seeded
 * rollouts (DESIGN.md "Honest counts and pilot grades"). Games are replayed from (master seed,
 * matchup, game index); a few decisions of each sampled game are valued option by option through
 * the game's audit hooks (core/pilot-audit.ts), each option by the same rollout seeds (common
 * random numbers); stats/regret.ts turns the values into regrets, grades and accuracy.
 */
import type { ResolvedMatchup } from '../core/game-plugin.js';
import type { PilotAuditHooks, RecordedDecision } from '../core/pilot-audit.js';
import { hashSeed, Rng, type SeedScheme } from '../core/rng.js';
import { pluginFor } from '../games/registry.js';
import {
  ACCURATE_REGRET,
  accuracyOf,
  bestOption,
  crossFitRegret,
  gradeByKind,
  optionsToValue,
  type DecisionGrade,
  type PilotGrades,
} from '../stats/regret.js';
import { slotOf } from './seeds.js';
import { shellQuote } from './shell-quote.js';

/** Decisions graded per sampled game (spreads the sample over many games). */
export const DECISIONS_PER_GAME = 2;
/** Worst decisions listed (those with a regret of at least {@link ACCURATE_REGRET}). */
export const WORST_LISTED = 10;

/** What to audit and how. */
export interface AuditOptions {
  matchups: ResolvedMatchup[];
  /** Seed scheme of the games (the results folder's, or new runs'). */
  seedScheme: SeedScheme;
  /** The results folder the replay commands name. */
  replayDir: string;
  /** Decisions to grade in all. */
  decisions: number;
  /** Rollouts per valued option. */
  rollouts: number;
  /** Options valued per decision at most (the chosen one and others spread evenly). */
  maxOptions: number;
  /** Pilot type flying the deciding side in the rollouts. */
  reference: string;
  /** The audit's own seed (which games and decisions; the rollouts' streams). */
  seed: string;
  /** Grade only decisions of these kinds (all when absent or empty). */
  kinds?: string[];
  /** Grade only decisions the game noted something after (e.g. a ram into a teammate): the known slips. */
  noted?: boolean;
  /** Told after each graded decision. */
  onProgress?(done: number, total: number): void;
}

/** One graded decision (see stats/regret.ts). */
export type GradedDecision = DecisionGrade;

/** The audit's result (the JSON of `--json` and audit.json): the grades and how they were made. */
export interface AuditReport extends PilotGrades {
  maxOptions: number;
  seed: string;
  /** Games replayed, and decisions of graded pilots they held. */
  games: number;
  decisionsSeen: number;
  /** Decisions valued on a spread of their options rather than all. */
  sampledOptions: number;
  notes: string[];
  graded: GradedDecision[];
}

/** The audit cannot start (no audit support, an unknown reference). */
export class AuditError extends Error {
  override name = 'AuditError';
}

/** The command that replays a game of the audited run. */
export function replayCommand(dir: string, matchup: string, game: number): string {
  return `sortie replay ${shellQuote(dir)} --matchup ${shellQuote(matchup)} --game ${game}`;
}

interface Source {
  m: ResolvedMatchup;
  hooks: PilotAuditHooks;
  /** Game indices not yet sampled, in sampling order. */
  games: number[];
}

/** Runs an audit (see the module comment). */
export async function auditPilots(o: AuditOptions): Promise<AuditReport> {
  const pick = new Rng(hashSeed('sortie-audit', o.seed));
  const sources: Source[] = [];
  for (const m of o.matchups) {
    const hooks = (await pluginFor(m)).audit;
    if (!hooks) throw new AuditError(`the ${m.game} game has no pilot audit (matchup ${m.name})`);
    if (!hooks.references.includes(o.reference))
      throw new AuditError(
        `--reference must be one of ${hooks.references.join(', ')} for ${m.game}, got "${o.reference}"`,
      );
    sources.push({ m, hooks, games: pick.shuffle(Array.from({ length: m.games }, (_, i) => i)) });
  }
  const graded: GradedDecision[] = [];
  let games = 0;
  let seen = 0;
  const maxGames = Math.max(50, 10 * o.decisions);
  for (
    let turn = 0;
    graded.length < o.decisions && games < maxGames && sources.some((s) => s.games.length);
    turn++
  ) {
    const src = sources[turn % sources.length]!;
    const game = src.games.shift();
    if (game === undefined) continue;
    const slot = slotOf(src.m, game, o.seedScheme);
    const play = {
      seed: slot.seed,
      gameIndex: game,
      swapSeats: slot.swap,
      roundCap: src.m.roundCap,
    };
    const rec = src.hooks.record(src.m.setup, play);
    games++;
    const eligible = rec.decisions.filter(
      (d) =>
        d.graded &&
        (!o.kinds?.length || o.kinds.includes(d.kind)) &&
        (!o.noted || !!d.after?.length),
    );
    seen += eligible.length;
    const take = pick
      .shuffle(eligible)
      .slice(0, Math.min(DECISIONS_PER_GAME, o.decisions - graded.length))
      .sort((a, b) => a.index - b.index);
    for (const d of take) {
      graded.push(grade(o, src, game, play, rec, d));
      o.onProgress?.(graded.length, o.decisions);
    }
  }
  return summarize(o, graded, games, seen);
}

/** Values the options of one decision by rollouts and grades the choice. */
function grade(
  o: AuditOptions,
  src: Source,
  game: number,
  play: Parameters<PilotAuditHooks['branch']>[1],
  rec: ReturnType<PilotAuditHooks['record']>,
  d: RecordedDecision,
): GradedDecision {
  const idx = optionsToValue(d.options, d.chosen, o.maxOptions);
  const results = idx.map((option) => {
    const rs: number[] = [];
    for (let r = 0; r < o.rollouts; r++) {
      rs.push(
        src.hooks.branch(src.m.setup, play, rec, {
          decision: d.index,
          option,
          reference: o.reference,
          seed: [o.seed, src.m.name, game, d.index, r],
        }),
      );
    }
    return rs;
  });
  const values = results.map((rs) => rs.reduce((a, x) => a + x, 0) / rs.length);
  const at = idx.indexOf(d.chosen);
  const regret = crossFitRegret(results, at);
  const bestAt = bestOption(values, at);
  return {
    matchup: src.m.name,
    game,
    decision: d.index,
    kind: d.kind,
    round: d.round,
    unit: d.unit,
    pilot: d.pilot,
    options: d.options,
    valued: idx.length,
    chosen: d.chosen,
    chose: d.describe(d.chosen),
    best: d.describe(idx[bestAt]!),
    bestValue: values[bestAt]!,
    chosenValue: values[at]!,
    regret,
    ...(d.after?.length ? { after: d.after } : {}),
  };
}

function summarize(
  o: AuditOptions,
  graded: GradedDecision[],
  games: number,
  seen: number,
): AuditReport {
  const acc = accuracyOf(graded.map((g) => g.regret));
  const pilots = [...new Set(graded.map((g) => g.pilot))].sort();
  const worst = graded
    .filter((g) => g.regret >= ACCURATE_REGRET)
    .sort(
      (a, b) =>
        b.regret - a.regret ||
        a.matchup.localeCompare(b.matchup) ||
        a.game - b.game ||
        a.decision - b.decision,
    )
    .slice(0, WORST_LISTED)
    .map((g) => ({ ...g, replay: replayCommand(o.replayDir, g.matchup, g.game) }));
  const sampledOptions = graded.filter((g) => g.valued < g.options).length;
  const notes = [
    `each valued option: ${o.rollouts} rollouts to the end of the game, the deciding side flown by the ${o.reference} pilot after the decision; the same rollout seeds for every option of a decision`,
    'regret: the best option picked on half the rollouts and measured on the other half (both ways, averaged), so noise does not inflate it; it can fall a little below 0',
  ];
  if (sampledOptions)
    notes.push(
      `${sampledOptions} of ${graded.length} decisions had more than ${o.maxOptions} options: valued on the chosen one and ${o.maxOptions - 1} others spread evenly over the list (their regret can only be understated)`,
    );
  if (o.noted)
    notes.push(
      'only decisions the game noted something after (e.g. a ram into a teammate) were sampled',
    );
  if (o.kinds?.length) notes.push(`only decisions of kind ${o.kinds.join(', ')} were sampled`);
  if (graded.length < o.decisions)
    notes.push(
      `only ${graded.length} of the ${o.decisions} decisions asked for: the ${games} games replayed hold no more decisions of graded pilots (printed AI decks are not graded)`,
    );
  return {
    pilot: pilots.join(' + ') || 'none',
    reference: o.reference,
    decisions: graded.length,
    accuracy: acc.accuracy,
    accuracyLow: acc.low,
    accuracyHigh: acc.high,
    byKind: gradeByKind(graded),
    worst,
    rollouts: o.rollouts,
    maxOptions: o.maxOptions,
    seed: o.seed,
    games,
    decisionsSeen: seen,
    sampledOptions,
    notes,
    graded,
  };
}
