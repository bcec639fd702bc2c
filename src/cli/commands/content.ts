/**
 * `sortie content check [--game G]`: every value the card transcription marks
 * uncertain, grouped by card with the YAML file and line, for confirming against the
 * printed cards (exit 0). Parsing only; the report comes from the game's tools.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { eprint, gameOption, gameToolsOrReport, ReportedError } from '../common.js';

/** Arguments of `sortie content check`. */
export interface ContentCheckArgs {
  json: boolean;
  game: string;
}

const checkCommand: CommandModule<object, ContentCheckArgs> = {
  command: 'check',
  describe: 'list every uncertain value with its file:line, grouped by card',
  builder: (y: Argv) =>
    y
      .options(gameOption)
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'print a JSON array of cards with their notes',
      })
      .example(
        '$0 content check',
        'what to confirm against the printed cards',
      ) as unknown as Argv<ContentCheckArgs>,
  handler: async (argv: ArgumentsCamelCase<ContentCheckArgs>) => {
    const tools = await gameToolsOrReport(argv.game);
    if (!tools.contentCheck) {
      eprint(`error: game "${argv.game}" has no content check`);
      throw new ReportedError(1);
    }
    const r = tools.contentCheck();
    process.stdout.write(argv.json ? `${JSON.stringify(r.json)}\n` : `${r.text.join('\n')}\n`);
  },
};

/** `sortie content <check>` (yargs subcommands): register with `.command(contentCommand)`. */
export const contentCommand: CommandModule = {
  command: 'content',
  describe: 'checks on the game content (content check: the uncertain card readings)',
  builder: (y) =>
    y
      .command(checkCommand as unknown as CommandModule)
      .demandCommand(1, 'choose: content check')
      .example('$0 content check', 'every uncertain value with file:line'),
  handler: () => {
    // Unreachable: demandCommand makes yargs fail unless `check` ran.
  },
};
