/**
 * The `sortie` command line: yargs wired to the command modules. Handlers set the
 * exit code (via {@link ReportedError}) instead of exiting, so the CLI can run
 * in-process (tests, scripts).
 */
import yargs from 'yargs';
import { registerPluginFile } from '../games/registry.js';
import { fileErrorText } from '../runner/writable-folder.js';
import { packageVersion } from '../runner/paths.js';
import { commands } from './commands/index.js';
import { eprint, ReportedError } from './common.js';
import { ResultsFileError } from '../report/read-results.js';
import { RunRefusedError } from '../runner/run-refused.js';

/** Where to read more about a usage problem: the command's help. */
function usageHint(argv: string[]): string {
  const command = argv.find((a) => !a.startsWith('-'));
  return ` (see: sortie ${command && commands.some((c) => String(c.command).split(' ')[0] === command) ? `${command} ` : ''}--help)`;
}

/** Makes yargs' eager help caching (an internal hook, see the call site) a no-op. */
function skipHelpCache(cli: unknown): void {
  const internal = (cli as { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } } })
    .getInternalMethods?.()
    .getUsageInstance?.();
  if (internal && typeof internal.cacheHelpMessage === 'function') internal.cacheHelpMessage = () => {};
}

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
    .fail((msg, err: unknown) => {
      // Errors thrown by handlers propagate; a usage problem is one line, the reason first.
      if (err instanceof ReportedError || (!msg && err instanceof Error)) throw err;
      eprint(`error: ${msg ?? String(err)}${usageHint(argv)}`);
      throw new ReportedError(1);
    });
  // yargs formats the whole command help before every command handler runs, for a later
  // showHelp() that this CLI never makes (its fail handler prints one line): 15-20 ms of
  // cliui and string-width in every command. Help is still built when asked for.
  if (!argv.some((a) => a === '--help' || a === '-h')) skipHelpCache(cli);
  try {
    await cli.parseAsync();
  } catch (e) {
    if (e instanceof ReportedError) return e.exitCode;
    if ((e as Error)?.name === 'UsageError') {
      eprint(`error: ${(e as Error).message}`);
      return 1;
    }
    // A corrupted results file is named with its line: the user repairs or removes that line.
    if (e instanceof ResultsFileError || e instanceof RunRefusedError) {
      eprint(`error: ${e.message}`);
      return 1;
    }
    // A file-system problem is the user's to fix, told in one line; anything else is a bug.
    const disk = fileErrorText(e);
    eprint(disk ? `error: ${disk}` : `error: ${(e as Error)?.stack ?? e}`);
    return 1;
  }
  return 0;
}
