/**
 * Every command of the `sortie` CLI. Each lives in its own module and exports a yargs
 * CommandModule; this table names each one with its usage line and description and
 * imports the module only when its command runs (or shows its help), so a command
 * loads only what it uses (`sortie calc` never loads the runner or the charts). Add new
 * commands to {@link COMMANDS}; a test checks the table against the modules.
 */
import type { Argv, CommandModule } from 'yargs';

/** A command of the table: its usage line, its description and how to load its module. */
export interface LazyCommand {
  command: string;
  describe: string;
  load: () => Promise<CommandModule<object, any>>;
}

/** The commands, in help order. */
export const COMMANDS: LazyCommand[] = [
  {
    command: 'run [config]',
    describe: 'play the matchups of a config and write the results folder',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    command: 'validate <config>',
    describe: 'check a config: file:line:col errors (exit 1), or a summary of what will run',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    command: 'merge <dirs..>',
    describe: 'merge shard folders (`run --shard i/n`) into one results folder',
    load: async () => (await import('./merge.js')).mergeCommand,
  },
  {
    command: 'report <dir>',
    describe: 're-render CSVs, charts and report.html from a results folder',
    load: async () => (await import('./report.js')).reportCommand,
  },
  {
    command: 'replay <dir>',
    describe: 'replay one game of a results folder with a readable log',
    load: async () => (await import('./replay.js')).replayCommand,
  },
  {
    command: 'list <kind>',
    describe:
      "list a game's content (snap-ships: chassis, parts, presets, decks, layouts; armada: ships, squadrons, ...)",
    load: async () => (await import('./list.js')).listCommand,
  },
  {
    command: 'show <id>',
    describe: 'show one card in words (snap-ships: chassis, part, terrain type, missile or layout)',
    load: async () => (await import('./show.js')).showCommand,
  },
  {
    command: 'show-fleet <source>',
    describe:
      "print a fleet as a fleet builder's list text (armada: Kingston's layout), which reads back to the same fleet",
    load: async () => (await import('./show-fleet.js')).showFleetCommand,
  },
  {
    command: 'show-deck <chassis> [parts..]',
    describe:
      'show the AI deck an ai-deck pilot flies for a build (printed for a preset, else generated from the parts)',
    load: async () => (await import('./show-deck.js')).showDeckCommand,
  },
  {
    command: 'content',
    describe: 'checks on the game content (content check: the uncertain card readings)',
    load: async () => (await import('./content.js')).contentCommand,
  },
  {
    command: 'calc',
    describe: 'exact damage distribution of one attack or missile impact (no sampling)',
    load: async () => (await import('./calc.js')).calcCommand,
  },
  {
    command: 'sweep <config>',
    describe:
      'grid over config values (table constants, parts, layouts, ...): win rate per cell with intervals',
    load: async () => (await import('./sweep.js')).sweepCommand,
  },
  {
    command: 'tournament <config>',
    describe:
      'round robin among builds: win-rate matrix, ratings with intervals, likelihood of superiority',
    load: async () => (await import('./tournament.js')).tournamentCommand,
  },
  {
    command: 'compare <config>',
    describe:
      'is side A better than side B? SPRT over seat-swapped pairs (--sprt elo0,elo1) or run to a precision',
    load: async () => (await import('./compare.js')).compareCommand,
  },
  {
    command: 'price <config>',
    describe:
      'fair cost in points of each build (with an interval) and part values, printed vs fair',
    load: async () => (await import('./price.js')).priceCommand,
  },
  {
    command: 'ablate <config>',
    describe:
      'swap each part of a build for its alternatives on the same seeds: paired win-rate change and usage',
    load: async () => (await import('./ablate.js')).ablateCommand,
  },
  {
    command: 'optimize <config>',
    describe:
      'the best builds a search allows against a gauntlet, within a budget of games (racing, with intervals)',
    load: async () => (await import('./optimize.js')).optimizeCommand,
  },
  {
    command: 'outliers <config>',
    describe:
      'builds stronger than their cost predicts (price model, corrected for multiple comparisons) and the parts they share',
    load: async () => (await import('./outliers.js')).outliersCommand,
  },
  {
    command: 'diff <dirA> <dirB>',
    describe:
      'compare two results folders matchup by matchup: win-rate change with intervals, moves beyond noise marked',
    load: async () => (await import('./diff.js')).diffCommand,
  },
  {
    command: 'worker',
    describe:
      'play the batches of `sortie run --queue` coordinators, taken from Redis (on any machine, joining at any time)',
    load: async () => (await import('./worker.js')).workerCommand,
  },
  {
    command: 'pilots',
    describe:
      "grades of a run's pilots (pilots audit: regret of each decision against a reference, by rollouts)",
    load: async () => (await import('./pilots.js')).pilotsCommand,
  },
  {
    command: 'bench [config]',
    describe:
      'throughput benchmark: cold end-to-end runs, warm steady state, start-up and bytes per game',
    load: async () => (await import('./bench.js')).benchCommand,
  },
];

/** A yargs command module that imports the real one when its command is parsed. */
export function lazyCommand(c: LazyCommand): CommandModule<object, any> {
  let module: Promise<CommandModule<object, any>> | undefined;
  const load = () => (module ??= c.load());
  return {
    command: c.command,
    describe: c.describe,
    builder: async (y: Argv) => {
      const { builder } = await load();
      if (typeof builder === 'function') return builder(y);
      return builder ? y.options(builder) : y;
    },
    handler: async (argv) => (await load()).handler(argv),
  };
}

/** The registered commands, in help order. */
export const commands: CommandModule<object, any>[] = COMMANDS.map(lazyCommand);
