/**
 * `sortie compare <config> --sprt elo0,elo1` (or `--precision w`): is side A better
 * than side B? Plays seat-swapped pairs in growing batches until the SPRT decides (or
 * A's win-rate interval is ±w), printing the log-likelihood ratio, bounds, decision
 * and games used.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import {
  compareFlips,
  compareJson,
  compareReport,
  compareText,
  planCompare,
  runCompareUnit,
  type CompareMode,
  type CompareRun,
} from '../../balance/compare.js';
import type { SprtModel } from '../../balance/sprt.js';
import { overridesFrom } from '../common.js';
import {
  checkToolArgs,
  compareOutDir,
  finishTool,
  pilotList,
  planOrReport,
  resumeCommand,
  toolOptions,
  withToolRunner,
  type ToolArgs,
} from '../balance-cli.js';

/** Arguments of `sortie compare`. */
export interface CompareArgs extends ToolArgs {
  sprt?: string;
  precision?: number;
  alpha: number;
  beta: number;
  model: SprtModel;
  maxGames?: number;
  batch: number;
}

/** Parses `elo0,elo1`. */
export function parseSprt(text: string): [number, number] | null {
  const parts = text.split(',').map((s) => Number(s.trim()));
  return parts.length === 2 && parts.every(Number.isFinite) && parts[0]! < parts[1]!
    ? [parts[0]!, parts[1]!]
    : null;
}

async function handler(argv: ArgumentsCamelCase<CompareArgs>): Promise<void> {
  const plan = await planOrReport(argv.config, () =>
    planCompare(argv.config, {
      overrides: overridesFrom(argv),
      pilots: pilotList(argv),
      ...(argv.maxGames !== undefined ? { maxGames: argv.maxGames } : {}),
    }),
  );
  const [elo0, elo1] = argv.sprt ? parseSprt(argv.sprt)! : [0, 0];
  const mode: CompareMode = argv.sprt
    ? { kind: 'sprt', spec: { elo0, elo1, alpha: argv.alpha, beta: argv.beta, model: argv.model } }
    : { kind: 'precision', halfWidth: argv.precision! };
  // A sequential test and a precision run stop at different points: each has its own folder.
  const outDir = compareOutDir(plan.source.name, !!argv.sprt, argv);
  const extra = argv.sprt
    ? [
        '--sprt',
        argv.sprt,
        '--alpha',
        String(argv.alpha),
        '--beta',
        String(argv.beta),
        '--model',
        argv.model,
      ]
    : ['--precision', String(argv.precision)];
  if (argv.maxGames !== undefined) extra.push('--max-games', String(argv.maxGames));
  if (argv.batch !== 16) extra.push('--batch', String(argv.batch));
  const runs: CompareRun[] = [];
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plan.maxGames * plan.units.length,
    resumeCommand('compare', argv, extra),
    async (r) => {
      for (const u of plan.units) {
        const run = await runCompareUnit(r, outDir, u, plan.maxGames, {
          mode,
          batchPairs: argv.batch,
          ...(plan.resultPoints ? { resultPoints: plan.resultPoints } : {}),
        });
        if (!run) return;
        runs.push(run);
      }
    },
  );
  const result = { mode, runs, flags: compareFlips(runs, plan.fairPilots) };
  await finishTool(
    argv,
    outDir,
    compareReport(plan, result),
    compareJson(result),
    compareText(result),
    runner.errors > 0,
  );
}

/** The `compare` command module. */
export const compareCommand: CommandModule<object, CompareArgs> = {
  command: 'compare <config>',
  describe:
    'is side A better than side B? SPRT over seat-swapped pairs (--sprt elo0,elo1) or run to a precision',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'a two-sided matchup config (A is the first side)',
      })
      .options({
        ...toolOptions,
        sprt: {
          type: 'string',
          describe:
            'elo0,elo1: H0 "A is elo0 stronger" against H1 "A is elo1 stronger" (e.g. 0,50)',
        },
        precision: {
          type: 'number',
          describe: "instead: play until the 95% interval of A's win rate is ± this (e.g. 0.01)",
        },
        alpha: {
          type: 'number',
          default: 0.05,
          describe: 'SPRT false-positive rate (accepting H1 when H0 holds)',
        },
        beta: { type: 'number', default: 0.05, describe: 'SPRT false-negative rate' },
        model: {
          choices: ['logistic', 'normalized'] as const,
          default: 'logistic' as const,
          describe: 'read elo0,elo1 as logistic or normalized Elo',
        },
        'max-games': {
          type: 'number',
          describe: "stop inconclusive after this many games (default: the config's games)",
        },
        batch: {
          type: 'number',
          default: 16,
          describe: 'pairs between the first looks (later looks every 5% more games)',
        },
      })
      .check((a) => {
        const base = checkToolArgs(a);
        if (base !== true) return base;
        if (!a.sprt === (a.precision === undefined))
          return 'give exactly one of --sprt elo0,elo1 or --precision w';
        if (a.sprt && !parseSprt(a.sprt))
          return '--sprt must be two numbers elo0,elo1 with elo0 < elo1 (e.g. 0,50)';
        if (a.precision !== undefined && !(a.precision > 0 && a.precision < 0.5))
          return '--precision must be a number between 0 and 0.5 (e.g. 0.01 for ±1%)';
        if (!(a.alpha > 0 && a.alpha < 0.5) || !(a.beta > 0 && a.beta < 0.5))
          return '--alpha and --beta must be between 0 and 0.5';
        if (
          a.maxGames !== undefined &&
          (!Number.isInteger(a.maxGames) || (a.maxGames as number) < 2)
        )
          return '--max-games must be a whole number ≥ 2';
        if (!Number.isInteger(a.batch) || a.batch < 1) return '--batch must be a whole number ≥ 1';
        return true;
      })
      .example(
        '$0 compare configs/compare-sabre-scarab.yaml --sprt 0,50 --max-games 4000',
        'SPRT: is the first side at least 50 Elo stronger?',
      )
      .example(
        '$0 compare configs/compare-sabre-scarab.yaml --precision 0.02 --json',
        'play until the win rate is known to ±2%',
      ) as unknown as Argv<CompareArgs>,
  handler,
};
