/**
 * `sortie content check`: every value the card reference marks uncertain, grouped by
 * card with the YAML file and line, for confirming against the printed cards (exit 0).
 * Parsing only; the report comes from src/games/snap-ships/content-cli/uncertain-report.ts.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { loadContent } from '../../games/snap-ships/content/load-content.js';
import { uncertainCards, uncertainReportText } from '../../games/snap-ships/content-cli/uncertain-report.js';

/** Arguments of `sortie content check`. */
export interface ContentCheckArgs {
  json: boolean;
}

const checkCommand: CommandModule<object, ContentCheckArgs> = {
  command: 'check',
  describe: 'list every uncertain value with its file:line, grouped by card',
  builder: (y: Argv) =>
    y
      .option('json', { type: 'boolean', default: false, describe: 'print a JSON array of cards with their notes' })
      .example('$0 content check', 'what to confirm against the printed cards') as unknown as Argv<ContentCheckArgs>,
  handler: (argv: ArgumentsCamelCase<ContentCheckArgs>) => {
    const cards = uncertainCards(loadContent());
    process.stdout.write(argv.json ? `${JSON.stringify(cards)}\n` : `${uncertainReportText(cards).join('\n')}\n`);
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
