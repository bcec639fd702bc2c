/**
 * `sortie show-deck <unit> [parts...] [--game G]`: the automated deck an `ai-deck` pilot
 * flies for a build (Snap Ships: the printed deck for a preset, else one generated from
 * the parts; `--generated` shows the generated deck even for a preset). Unknown units
 * and illegal builds exit 1. Parsing only; the text comes from the game's tools.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { gameOption, gameToolsOrReport, printShown } from '../common.js';

/** Arguments of `sortie show-deck`. */
export interface ShowDeckArgs {
  chassis: string;
  parts?: string[];
  generated: boolean;
  game: string;
}

async function handler(argv: ArgumentsCamelCase<ShowDeckArgs>): Promise<void> {
  const tools = await gameToolsOrReport(argv.game);
  const r = tools.showDeck
    ? tools.showDeck({
        unit: String(argv.chassis),
        parts: argv.parts?.map(String),
        generated: argv.generated,
      })
    : { found: false as const, message: `game "${argv.game}" has no automated decks` };
  printShown(r);
}

/** The `show-deck` command module. */
export const showDeckCommand: CommandModule<object, ShowDeckArgs> = {
  command: 'show-deck <chassis> [parts..]',
  describe:
    'show the AI deck an ai-deck pilot flies for a build (printed for a preset, else generated from the parts)',
  builder: (y: Argv) =>
    y
      .positional('chassis', {
        type: 'string',
        demandOption: true,
        describe: 'chassis (preset) id',
      })
      .positional('parts', {
        type: 'string',
        array: true,
        describe: 'part ids in crit-location order (default: the preset build)',
      })
      .options(gameOption)
      .option('generated', {
        type: 'boolean',
        default: false,
        describe: 'show the generated deck even for a preset build',
      })
      .example(
        '$0 show-deck sabre-xg-07-gunship',
        'the generated deck of a preset with no printed deck',
      )
      .example(
        '$0 show-deck scarab-klaw-interceptor scarab-cockpit fb3-tri-thruster blade-wings maneuvering-fins zm2-heavy-missile c6-3-gatling-gun',
        'a custom build',
      )
      .example(
        '$0 show-deck sabre-xf-23-fighter --generated',
        'compare with the printed deck',
      ) as unknown as Argv<ShowDeckArgs>,
  handler,
};
