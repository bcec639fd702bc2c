/**
 * `sortie list <kind> [--game G] [--faction F] [--slot S] [--json]`: a game's content
 * as a table or JSON. Parsing only; the kinds, filters and rows come from the game's
 * tools (core/game-tools.ts).
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { suggest } from '../../config/issues.js';
import { gameIds, getGameTools } from '../../games/registry.js';
import { eprint, gameToolsOrReport, gameOption, ReportedError } from '../common.js';

/** Arguments of `sortie list`: the kind, the game, `--json` and the games' filters. */
export interface ListArgs {
  kind: string;
  game: string;
  json: boolean;
  [filter: string]: unknown;
}

/** Every game's list filters: option name → the games that accept it, with their values. */
async function allFilters(): Promise<
  Map<string, Array<{ game: string; describe: string; choices: readonly string[] }>>
> {
  const out = new Map<
    string,
    Array<{ game: string; describe: string; choices: readonly string[] }>
  >();
  for (const game of gameIds()) {
    for (const [name, f] of Object.entries((await getGameTools(game)).listFilters ?? {})) {
      out.set(name, [...(out.get(name) ?? []), { game, ...f }]);
    }
  }
  return out;
}

async function handler(argv: ArgumentsCamelCase<ListArgs>): Promise<void> {
  const tools = await gameToolsOrReport(argv.game);
  const kinds = tools.listKinds ?? [];
  if (!tools.list || kinds.length === 0) return fail(`game "${argv.game}" has no content to list`);
  if (!kinds.includes(argv.kind))
    return fail(
      `unknown kind "${argv.kind}" for ${argv.game}${didYouMean(argv.kind, kinds)}; kinds: ${kinds.join(', ')}`,
    );
  const filters: Record<string, string> = {};
  for (const name of (await allFilters()).keys()) {
    const raw = argv[name];
    if (raw === undefined) continue;
    const value = String(raw);
    const option = tools.listFilters?.[name];
    if (!option) return fail(`--${name} does not apply to ${argv.game}`);
    if (!option.choices.includes(value))
      return fail(
        `--${name} "${value}" is not one of ${option.choices.join(', ')}${didYouMean(value, option.choices)}`,
      );
    filters[name] = value;
  }
  const listing = tools.list(argv.kind, filters);
  process.stdout.write(
    argv.json ? `${JSON.stringify(listing.rows)}\n` : `${listing.text.join('\n')}\n`,
  );
}

function didYouMean(word: string, options: readonly string[]): string {
  const s = suggest(word, [...options]);
  return s.length ? ` (did you mean "${s[0]}"?)` : '';
}

function fail(message: string): never {
  eprint(`error: ${message}`);
  throw new ReportedError(1);
}

/** The `list` command module. */
export const listCommand: CommandModule<object, ListArgs> = {
  command: 'list <kind>',
  describe:
    "list a game's content (snap-ships: chassis, parts, presets, decks, layouts; armada: ships, squadrons, ...)",
  builder: async (y: Argv) => {
    const options: Record<string, { type: 'string'; describe: string }> = {};
    for (const [name, games] of await allFilters()) {
      options[name] = {
        type: 'string',
        describe: games.map((g) => `${g.game}: ${g.describe} (${g.choices.join(', ')})`).join('; '),
      };
    }
    return y
      .positional('kind', {
        type: 'string',
        demandOption: true,
        describe:
          'what to list (snap-ships: chassis, parts, presets, decks, layouts; armada: ships, squadrons, upgrades, objectives, fleets)',
      })
      .options({
        ...gameOption,
        ...options,
        json: { type: 'boolean', default: false, describe: 'print a JSON array of rows' },
      })
      .example('$0 list chassis --faction forge', 'the Forge chassis cards')
      .example('$0 list parts --faction komplex --slot systems', 'Komplex systems parts')
      .example('$0 list presets --json', 'every preset build as JSON')
      .example('$0 list layouts', 'the nine preset terrain layouts')
      .example(
        '$0 list upgrades --game armada --type commander',
        'the Armada commanders',
      ) as unknown as Argv<ListArgs>;
  },
  handler,
};
