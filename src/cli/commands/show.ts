/**
 * `sortie show <id>`: one chassis, part, terrain type, missile token or layout in
 * words. Unknown ids exit 1 with a did-you-mean. Parsing only; the text comes from
 * src/games/snap-ships/content-cli/show-content.ts.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { loadContent } from '../../games/snap-ships/content/load-content.js';
import { showContent } from '../../games/snap-ships/content-cli/show-content.js';
import { eprint, ReportedError } from '../common.js';

/** Arguments of `sortie show`. */
export interface ShowArgs {
  id: string;
}

function handler(argv: ArgumentsCamelCase<ShowArgs>): void {
  const r = showContent(loadContent(), String(argv.id));
  if (!r.found) {
    eprint(`error: ${r.message}`);
    throw new ReportedError(1);
  }
  process.stdout.write(`${r.lines.join('\n')}\n`);
}

/** The `show` command module. */
export const showCommand: CommandModule<object, ShowArgs> = {
  command: 'show <id>',
  describe: 'show one chassis, part, terrain type, missile or layout in words',
  builder: (y: Argv) =>
    y
      .positional('id', { type: 'string', demandOption: true, describe: 'chassis or part id (faction/id for one faction), terrain type, light-missile, layout-N' })
      .example('$0 show sabre-xf-23-fighter', 'a chassis with its preset build')
      .example('$0 show mk16-autocannon', 'a part: abilities, disabled side, presets using it')
      .example('$0 show maneuvering-fins', 'a part printed in both factions shows both cards')
      .example('$0 show layout-3', 'a preset terrain layout') as unknown as Argv<ShowArgs>,
  handler,
};
