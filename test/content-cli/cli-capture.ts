/**
 * Runs `sortie <argv>` in-process (the real CLI with every command) and captures what it
 * printed on stdout and stderr, with its exit code.
 */
import { vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

/** Output of one CLI run. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI on `argv` and captures its output. */
export async function runCaptured(argv: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    out += `${args.join(' ')}\n`;
  });
  try {
    const code = await runCli(argv);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
    log.mockRestore();
  }
}
