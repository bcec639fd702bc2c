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
import { ResultsFileError } from '../runner/results-file-error.js';
import { RunRefusedError } from '../runner/run-refused.js';
import { unexpectedErrorText } from './stdio-guard.js';

/** Where to read more about a usage problem: the command's help. */
function usageHint(argv: string[]): string {
  const command = argv.find((a) => !a.startsWith('-'));
  return ` (see: sortie ${command && commands.some((c) => String(c.command).split(' ')[0] === command) ? `${command} ` : ''}--help)`;
}

/** Makes yargs' eager help caching (an internal hook, see the call site) a no-op. */
function skipHelpCache(cli: unknown): void {
  const internal = (
    cli as {
      getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } };
    }
  )
    .getInternalMethods?.()
    .getUsageInstance?.();
  if (internal && typeof internal.cacheHelpMessage === 'function')
    internal.cacheHelpMessage = () => {};
}

/** Options that may be given more than once. */
const REPEATABLE = new Set(['plugin']);

/** The first option given twice (`--games 5 --games 6`), or null: yargs would make a list of it. */
function repeatedOption(argv: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const a of argv) {
    if (a === '--') break;
    const m = /^--(?:no-)?([^=]+)/.exec(a);
    if (!m || REPEATABLE.has(m[1]!)) continue;
    if (seen.has(m[1]!)) return m[1]!;
    seen.add(m[1]!);
  }
  return null;
}

/**
 * `--shard -1/2`, `--seed -5`: a value starting with "-" and a digit is the option's value
 * (no option of this CLI looks like that), so it is checked as one instead of being read
 * as unknown flags.
 */
function joinDashValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    if (/^--[^=]+$/.test(a) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function runCli(argvIn: string[]): Promise<number> {
  const argv = joinDashValues(argvIn);
  const twice = repeatedOption(argv);
  if (twice) {
    eprint(`error: --${twice} is given more than once: give it once${usageHint(argv)}`);
    return 1;
  }
  const cli = yargs(argv)
    .scriptName('sortie')
    .usage(
      '$0 <command> [options]\n\nMonte Carlo balance and simulation for tabletop space-combat games.',
    )
    .option('plugin', {
      type: 'string',
      global: true,
      describe:
        'a JS module exporting `plugin` (an out-of-tree game) to register under its id (repeatable)',
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
    // A file-system problem is the user's to fix, told in one line; anything else is a bug,
    // told in one line too (its trace on request).
    const disk = fileErrorText(e);
    eprint(disk ? `error: ${disk}` : unexpectedErrorText(e));
    return 1;
  }
  return 0;
}
