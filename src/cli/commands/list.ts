/**
 * `sortie list chassis|parts|presets|decks|layouts [--faction F] [--slot S] [--json]`:
 * the Snap Ships content as a table or JSON. Parsing only; the rows come from
 * src/games/snap-ships/content-cli/content-lists.ts.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { loadContent } from '../../games/snap-ships/content/load-content.js';
import type { Faction, Slot } from '../../games/snap-ships/content/types.js';
import { FACTIONS, LIST_KINDS, SLOTS, listContent, listingText, type ListKind } from '../../games/snap-ships/content-cli/content-lists.js';

/** Arguments of `sortie list`. */
export interface ListArgs {
  kind: ListKind;
  faction?: Faction;
  slot?: Slot;
  json: boolean;
}

function handler(argv: ArgumentsCamelCase<ListArgs>): void {
  const listing = listContent(loadContent(), argv.kind, { ...(argv.faction ? { faction: argv.faction } : {}), ...(argv.slot ? { slot: argv.slot } : {}) });
  if (argv.json) process.stdout.write(`${JSON.stringify(listing.rows)}\n`);
  else process.stdout.write(`${listingText(listing).join('\n')}\n`);
}

/** The `list` command module. */
export const listCommand: CommandModule<object, ListArgs> = {
  command: 'list <kind>',
  describe: 'list the content: chassis, parts, presets, decks or layouts',
  builder: (y: Argv) =>
    y
      .positional('kind', { choices: LIST_KINDS, demandOption: true, describe: 'what to list' })
      .options({
        faction: { choices: FACTIONS, describe: 'only this faction' },
        slot: { choices: SLOTS, describe: 'only parts of this slot (chassis and presets: with this slot)' },
        json: { type: 'boolean', default: false, describe: 'print a JSON array of rows' },
      })
      .example('$0 list chassis --faction forge', 'the Forge chassis cards')
      .example('$0 list parts --faction komplex --slot systems', 'Komplex systems parts')
      .example('$0 list presets --json', 'every preset build as JSON')
      .example('$0 list layouts', 'the nine preset terrain layouts') as unknown as Argv<ListArgs>,
  handler,
};
