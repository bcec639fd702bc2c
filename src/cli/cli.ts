/**
 * The `sortie` command line: yargs wired to the command modules. Handlers set the
 * exit code (via {@link ReportedError}) instead of exiting, so the CLI can run
 * in-process (tests, scripts).
 */
import yargs from 'yargs';
import { registerPluginFile } from '../games/registry.js';
import { packageVersion } from '../runner/paths.js';
import { commands } from './commands/index.js';
import { eprint, ReportedError } from './common.js';

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const cli = yargs(argv)
    .scriptName('sortie')
    .usage('$0 <command> [options]\n\nMonte Carlo balance and simulation for tabletop space-combat games.')
    .option('plugin', {
      type: 'string',
      global: true,
      describe: 'a JS module exporting `plugin` (an out-of-tree game) to register under its id (repeatable)',
    })
    .middleware(async (a) => {
      for (const file of [a.plugin ?? []].flat() as string[]) await registerPluginFile(file);
    })
    .command(commands)
    .demandCommand(1, 'give a command (see the list above)')
    .strict()
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version(packageVersion())
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((msg, err: unknown, y) => {
      // Errors thrown by handlers propagate; usage problems (checks return strings) print help.
      if (err instanceof Error) throw err;
      y.showHelp('error');
      eprint(`\n${msg}`);
      throw new ReportedError(1);
    });
  try {
    await cli.parseAsync();
  } catch (e) {
    if (e instanceof ReportedError) return e.exitCode;
    eprint(`error: ${(e as Error)?.stack ?? e}`);
    return 1;
  }
  return 0;
}
