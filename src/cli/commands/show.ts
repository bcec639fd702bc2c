/**
 * `sortie show <id> [--game G]`: one card or piece of content in words. Unknown ids
 * exit 1 with a did-you-mean. Parsing only; the text comes from the game's tools.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { gameOption, gameToolsOrReport, printShown } from '../common.js';

/** Arguments of `sortie show`. */
export interface ShowArgs {
  id: string;
  game: string;
}

async function handler(argv: ArgumentsCamelCase<ShowArgs>): Promise<void> {
  const tools = await gameToolsOrReport(argv.game);
  const r = tools.show
    ? tools.show(String(argv.id))
    : { found: false as const, message: `game "${argv.game}" has no content to show` };
  printShown(r);
}

/** The `show` command module. */
export const showCommand: CommandModule<object, ShowArgs> = {
  command: 'show <id>',
  describe: 'show one card in words (snap-ships: chassis, part, terrain type, missile or layout)',
  builder: (y: Argv) =>
    y
      .positional('id', {
        type: 'string',
        demandOption: true,
        describe:
          'card id (snap-ships: chassis or part id, faction/id, terrain type, light-missile, layout-N)',
      })
      .options(gameOption)
      .example('$0 show sabre-xf-23-fighter', 'a chassis with its preset build')
      .example('$0 show mk16-autocannon', 'a part: abilities, disabled side, presets using it')
      .example('$0 show maneuvering-fins', 'a part printed in both factions shows both cards')
      .example('$0 show layout-3', 'a preset terrain layout') as unknown as Argv<ShowArgs>,
  handler,
};
