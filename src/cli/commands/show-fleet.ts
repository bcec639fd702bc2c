/**
 * `sortie show-fleet <source> [--side N]`: a fleet as list text in a fleet builder's layout
 * (Armada: Ryan Kingston's), which reads back to the same fleet. The source is a preset fleet id,
 * a fleet list file (any layout the game reads: the list is rewritten) or a matchup config (each
 * side's fleet, or `--side N`'s). Parsing only; the text comes from the game's tools.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GameTools } from '../../core/game-tools.js';
import { gameToolsOrReport, loadConfigOrReport, printShown } from '../common.js';

type ShowFleetRequest = Parameters<NonNullable<GameTools['showFleet']>>[0];

/** Arguments of `sortie show-fleet`. */
export interface ShowFleetArgs {
  source: string;
  side?: number;
  game: string;
}

async function handler(argv: ArgumentsCamelCase<ShowFleetArgs>): Promise<void> {
  const source = String(argv.source);
  const config = /\.ya?ml$/i.test(source);
  let game = argv.game;
  let request: ShowFleetRequest;
  if (config) {
    const loaded = await loadConfigOrReport(source, {});
    const m = loaded.matchups[0]!;
    game = m.game;
    request = { setup: m.setup, ...(argv.side !== undefined ? { side: argv.side } : {}) };
  } else if (existsSync(source)) {
    request = { list: { file: source, text: readFileSync(source, 'utf8') } };
  } else request = { id: source };
  const tools = await gameToolsOrReport(game);
  const r = tools.showFleet
    ? tools.showFleet(request)
    : { found: false as const, message: `game "${game}" has no fleet lists` };
  printShown(r);
}

/** The `show-fleet` command module. */
export const showFleetCommand: CommandModule<object, ShowFleetArgs> = {
  command: 'show-fleet <source>',
  describe:
    "print a fleet as a fleet builder's list text (armada: Kingston's layout), which reads back to the same fleet",
  builder: (y: Argv) =>
    y
      .positional('source', {
        type: 'string',
        demandOption: true,
        describe: 'preset fleet id, fleet list file, or matchup config (.yaml)',
      })
      .option('side', { type: 'number', describe: "a config's side (1-based; default every side)" })
      .option('game', {
        type: 'string',
        default: 'armada',
        describe: 'the game of a preset id or list file (a config names its own)',
      })
      .example('$0 show-fleet core-imperials-175', 'a preset fleet as list text')
      .example(
        '$0 show-fleet my-warlords-export.txt',
        "a list from another builder, rewritten in Kingston's layout",
      )
      .example(
        '$0 show-fleet configs/armada-core-180.yaml --side 2',
        "the second side's fleet of a matchup",
      ) as unknown as Argv<ShowFleetArgs>,
  handler,
};
