/**
 * Command-line entry of the exhaustive runner (scripts/exhaustive.mjs, on the compiled
 * code): `--games N --seed S ...` runs it and exits 1 when anything required was not
 * exercised or a game failed; `--replay FILE|JSON` replays one failed game's plan with
 * its readable log. See USAGE for every option.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exhaustiveReport } from './coverage-report.js';
import type { GameSpec } from './plan-game.js';
import { DEFAULT_BUDGET, replaySpec, runExhaustive } from './run-exhaustive.js';

/** Failures recorded with --keep-going before the run stops. */
const KEEP_GOING_FAILURES = 25;

const USAGE = `usage: node scripts/exhaustive.mjs [--games N] [--min-games M] [--seed S] [--full-budget]
                                   [--keep-going] [--quiet] [--json FILE]
       node scripts/exhaustive.mjs --replay FILE|JSON
Plays seeded Snap Ships games (random legal builds, biased random pilots, every format and
layout) with the engine invariants checked after every event, until every chassis, part
ability box and effect handler has been exercised (but at least --min-games), or until
--games (default ${DEFAULT_BUDGET}) run out. It stops at the first failed game; --keep-going
records up to ${KEEP_GOING_FAILURES} failures (an effect whose handler threw is left out of later builds).
Exit 0 when everything required was exercised and no game failed, else 1.`;

/** Runs the command line `argv` (without node and script); returns the exit code. */
export function exhaustiveMain(argv: string[], out: (line: string) => void = console.log): number {
  let a;
  try {
    a = parseArgs({
      args: argv,
      options: {
        games: { type: 'string' },
        seed: { type: 'string' },
        'full-budget': { type: 'boolean' },
        quiet: { type: 'boolean' },
        'keep-going': { type: 'boolean' },
        'min-games': { type: 'string' },
        json: { type: 'string' },
        replay: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    out(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (a.help) {
    out(USAGE);
    return 0;
  }
  if (a.replay) {
    const text = a.replay.trim().startsWith('{') ? a.replay : readFileSync(a.replay, 'utf8');
    const r = replaySpec(JSON.parse(text) as GameSpec);
    for (const line of r.log) out(line);
    out(r.error ? `FAILED: ${r.error}` : 'the game kept every invariant');
    return r.error ? 1 : 0;
  }
  const games = a.games === undefined ? DEFAULT_BUDGET : Number(a.games);
  if (!Number.isInteger(games) || games < 1) {
    out(`--games must be a positive integer\n${USAGE}`);
    return 2;
  }
  const r = runExhaustive({
    games,
    seed: a.seed ?? '1',
    minGames: Number(a['min-games'] ?? 0) || 0,
    fullBudget: !!a['full-budget'],
    maxFailures: a['keep-going'] ? KEEP_GOING_FAILURES : 1,
    onGame: a.quiet
      ? undefined
      : (i, c) => {
          if ((i + 1) % 500 === 0)
            out(
              `  ${i + 1} games, ${Object.values(c.handlers).filter((v) => v > 0).length} handlers fired`,
            );
        },
  });
  for (const line of exhaustiveReport(r, { detail: !a.quiet })) out(line);
  if (a.json)
    writeFileSync(
      a.json,
      `${JSON.stringify({ seed: r.seed, budget: r.budget, counts: r.counts, missing: r.missing, failures: r.failures, seconds: r.seconds }, null, 2)}\n`,
    );
  return r.ok ? 0 : 1;
}
