/**
 * The exhaustive runner (after Pokémon Showdown's sim/tools/exhaustive-runner): seeded
 * games with random legal builds, coverage pilots, random terrain layouts and every format,
 * invariants asserted after every event, until every chassis has flown, every ability box
 * of every part has been used and every effect handler has fired, or the game budget runs
 * out. Planning leans on what is still uncovered, so a run is reproducible from its seed
 * and budget alone, and each game from its plan ({@link GameSpec}).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashSeed, Rng } from '../../../core/rng.js';
import { loadContent, type ContentDb } from '../content/load-content.js';
import {
  emptyCounts,
  fullyCovered,
  missingTargets,
  reachableCovered,
  type CoverageCounts,
  type MissingTarget,
} from './coverage.js';
import { blockEffect, coverageTargets, type CoverageTargets } from './coverage-targets.js';
import { thrownByEffect, withEffectListener, type EffectListener } from './effect-probe.js';
import { planGame, type GameSpec } from './plan-game.js';
import { InvariantError, playSpec } from './play-spec.js';

/** Options of a run. */
export interface ExhaustiveOptions {
  /** Game budget: the most games played (default 20 000). */
  games?: number;
  /** Master seed (default "1"). */
  seed?: string;
  /** Keep playing after everything reachable is covered (default false: stop then). */
  fullBudget?: boolean;
  /** Play at least this many games even when everything is covered sooner (more invariant checking; default 0). */
  minGames?: number;
  /** Folder for a failing game's plan (default results/exhaustive; null: do not write). */
  failureDir?: string | null;
  /**
   * Failures recorded before the run stops (default 1: stop at the first). With more, a game
   * whose effect handler threw takes that effect out of later builds, so the run goes on
   * covering the rest and reports every broken handler.
   */
  maxFailures?: number;
  /** Called after each game (progress). */
  onGame?: (index: number, counts: CoverageCounts) => void;
}

/** A game that broke an invariant or threw. */
export interface ExhaustiveFailure {
  spec: GameSpec;
  message: string;
  stack?: string;
  /** File holding the plan, when written. */
  file?: string;
  /** Command that replays the game with its log, the plan inline (works anywhere). */
  replay: string;
}

/** The outcome of a run. */
export interface ExhaustiveResult {
  seed: string;
  budget: number;
  targets: CoverageTargets;
  counts: CoverageCounts;
  missing: MissingTarget[];
  /** Games played when everything reachable was first covered (null: never). */
  coveredAfter: number | null;
  /** Games that broke an invariant or threw, in order. */
  failures: ExhaustiveFailure[];
  seconds: number;
  /** True when no game failed and nothing but exempt targets (unreachable under the rules) is missing. */
  ok: boolean;
}

/** Default game budget. */
export const DEFAULT_BUDGET = 20_000;

/** The shell command that replays a failed plan. */
export function replayCommand(spec: GameSpec, file?: string): string {
  const arg = file ?? `'${JSON.stringify(spec)}'`;
  return `npm run build && node scripts/exhaustive.mjs --replay ${arg}`;
}

function failureOf(spec: GameSpec, err: unknown, dir: string | null): ExhaustiveFailure {
  const e = err as Error;
  let file: string | undefined;
  if (dir) {
    try {
      mkdirSync(dir, { recursive: true });
      file = join(dir, `failure-${spec.index}.json`);
      writeFileSync(file, `${JSON.stringify(spec, null, 2)}\n`);
    } catch {
      file = undefined;
    }
  }
  const effect = thrownByEffect(err);
  const what =
    e instanceof InvariantError
      ? e.message
      : `the engine threw${effect ? ` in effect ${effect}` : ''}: ${e?.message ?? String(err)}`;
  return {
    spec,
    message: `${what} (game ${spec.index}, seed ${spec.seed}, ${spec.format}, layout ${spec.layout}, seats swapped ${spec.swapSeats})`,
    stack: e?.stack,
    ...(file ? { file } : {}),
    replay: replayCommand(spec),
  };
}

/** Runs the exhaustive loop. Never throws for a game's failure: it is in the result. */
export function runExhaustive(
  opts: ExhaustiveOptions = {},
  db: ContentDb = loadContent(),
): ExhaustiveResult {
  const t0 = performance.now();
  const seed = opts.seed ?? '1';
  const budget = opts.games ?? DEFAULT_BUDGET;
  const targets = coverageTargets(db);
  const counts = emptyCounts(targets);
  const rng = new Rng(hashSeed('sortie-exhaustive-plan', seed));
  const failureDir =
    opts.failureDir === undefined ? join('results', 'exhaustive') : opts.failureDir;
  // Planning checks builds: a card build limit applied to a candidate counts for its handler.
  const credit: EffectListener = (id, _hook, _ability, took) => {
    counts.invoked[id] = (counts.invoked[id] ?? 0) + 1;
    if (took) counts.handlers[id] = (counts.handlers[id] ?? 0) + 1;
  };
  const maxFailures = opts.maxFailures ?? 1;
  const failures: ExhaustiveFailure[] = [];
  let coveredAfter: number | null = null;
  for (let i = 0; i < budget; i++) {
    let spec: GameSpec;
    try {
      spec = withEffectListener(credit, () => planGame(db, targets, counts, seed, i, rng));
    } catch (err) {
      // No legal game can be planned any more (e.g. every chassis of a faction blocked).
      failures.push({
        spec: {
          index: i,
          seed,
          swapSeats: false,
          roundCap: 0,
          format: '?',
          layout: 0,
          sides: [],
          prefer: [],
        },
        message: `planning game ${i} failed: ${(err as Error)?.message ?? err}`,
        replay: '',
      });
      break;
    }
    try {
      playSpec(db, targets, spec, counts);
    } catch (err) {
      failures.push(failureOf(spec, err, failureDir));
      if (failures.length >= maxFailures) break;
      const effect = err instanceof InvariantError ? null : thrownByEffect(err);
      if (effect)
        blockEffect(
          db,
          targets,
          effect,
          `its handler threw in game ${i}: ${(err as Error).message}`,
        );
    }
    opts.onGame?.(i, counts);
    if (coveredAfter === null && reachableCovered(targets, counts)) coveredAfter = counts.games;
    if (!opts.fullBudget && coveredAfter !== null && i + 1 >= (opts.minGames ?? 0)) break;
  }
  const missing = missingTargets(targets, counts);
  return {
    seed,
    budget,
    targets,
    counts,
    missing,
    coveredAfter,
    failures,
    seconds: (performance.now() - t0) / 1000,
    ok: failures.length === 0 && fullyCovered(missing),
  };
}

/** Replays one plan with its readable log and the invariants; returns the log and the failure, if any. */
export function replaySpec(
  spec: GameSpec,
  db: ContentDb = loadContent(),
): { log: string[]; error: string | null } {
  const targets = coverageTargets(db);
  const log: string[] = [];
  try {
    const g = playSpec(db, targets, spec, undefined, { logTo: log });
    log.push(`game over: ${JSON.stringify(g.ctx.state.over)} after round ${g.ctx.state.round}`);
    return { log, error: null };
  } catch (err) {
    return {
      log,
      error: err instanceof InvariantError ? err.message : `${(err as Error)?.stack ?? err}`,
    };
  }
}
