/**
 * The last line of defence for the terminal: names come from configs, fleet lists,
 * results folders and queue messages, and none of their control characters may reach
 * the screen raw (ESC sequences retitle the window, recolour or move the cursor). The
 * executable's stdout and stderr write control characters as `\u001b` text, except
 * line feed, tab, and the carriage return and line clearing (`ESC[K`) of the progress line.
 */
import { escapeControls } from '../core/safe-names.js';

const CLEAR_LINE = '\x1b[K';

/** `text` with control characters escaped, keeping CR and the progress line's ESC[K. */
export function terminalText(text: string): string {
  return text
    .split(CLEAR_LINE)
    .map((part) => part.split('\r').map(escapeControls).join('\r'))
    .join(CLEAR_LINE);
}

/** Makes every later text written to `stream` pass through {@link terminalText} (the CLI writes text only). */
export function guardStream(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' ? terminalText(chunk) : chunk, ...rest)) as typeof stream.write;
}
