/**
 * The last line of defence of the `sortie` process: a failed write to stdout or stderr
 * (`> /dev/full`, a closed pipe) and anything thrown outside a command handler end in one
 * line on stderr and exit 1, never an uncaught stack trace.
 */
import { writeSync } from 'node:fs';
import { fileErrorText } from '../runner/writable-folder.js';

/** Env variable that restores the stack trace of an unexpected error (for bug reports). */
export const TRACE_ENV = 'SORTIE_TRACE';

/** One line for an error nobody handled: its message, the trace only when asked for. */
export function unexpectedErrorText(e: unknown): string {
  if (process.env[TRACE_ENV]) return `error: ${(e as Error)?.stack ?? String(e)}`;
  const message = e instanceof Error ? e.message : String(e);
  const first = message.split('\n').find((l) => l.trim() !== '') ?? 'unknown error';
  return `error: internal error: ${first} (${TRACE_ENV}=1 shows where)`;
}

/** Writes `line` straight to fd 2, ignoring a stderr that cannot take it either. */
function lastWords(line: string): void {
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // stderr is gone too: the exit code is all that is left.
  }
}

/**
 * Installs the handlers once per process: a stdout that cannot be written ends the
 * process with one line and exit 1 (a reader that closed the pipe, `| head -1`, is a
 * choice and ends quietly with 0); a broken stderr exits 1; an uncaught error or
 * rejection prints one line and exits 1.
 */
export function guardStdio(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    lastWords(`error: cannot write the output: ${fileErrorText({ code: e.code }) ?? e.message}`);
    process.exit(1);
  });
  process.stderr.on('error', () => process.exit(1));
  const fatal = (e: unknown): void => {
    const disk = fileErrorText(e);
    lastWords(disk ? `error: ${disk}` : unexpectedErrorText(e));
    process.exit(1);
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}
