/**
 * `sortie calc <kind>`: the games' exact calculators (no sampling), each a subcommand
 * its game's tools provide (Snap Ships: `attack`, `missiles`). The builder loads the
 * calculators of every known game (not the rest of their tools), so `sortie calc --help`
 * lists them all.
 */
import type { Argv, CommandModule } from 'yargs';
import { gameIds, getGameCalcCommands } from '../../games/registry.js';

/** Subcommands of every game, in game order (the first game to name one keeps it). */
async function calcSubcommands(): Promise<CommandModule<any, any>[]> {
  const out = new Map<string, CommandModule<any, any>>();
  for (const id of gameIds()) {
    for (const c of await getGameCalcCommands(id)) {
      const name = String(Array.isArray(c.command) ? c.command[0] : c.command).split(' ')[0]!;
      if (!out.has(name)) out.set(name, c);
    }
  }
  return [...out.values()];
}

/** The `calc` command module: register with `.command(calcCommand)`. */
export const calcCommand: CommandModule = {
  command: 'calc',
  describe: 'exact damage distribution of one attack or missile impact (no sampling)',
  builder: async (y: Argv) => {
    const subs = await calcSubcommands();
    for (const c of subs) y.command(c);
    const names = subs.map((c) => String(c.command).split(' ')[0]);
    return y
      .demandCommand(1, `choose: ${names.map((n) => `calc ${n}`).join(' | ')}`)
      .example('$0 calc attack --part mk16-autocannon --evasion 3 --json', 'one attack, as JSON')
      .example('$0 calc missiles --missile light --count 4 --evasion 5', 'one missile impact');
  },
  handler: () => {
    // Unreachable: demandCommand makes yargs fail unless a subcommand ran.
  },
};
