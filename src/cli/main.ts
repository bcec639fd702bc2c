#!/usr/bin/env node
/**
 * The `sortie` executable (package bin: dist/cli/main.js).
 */
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.js';

// A closed pipe (`sortie list chassis | head -1`) is the reader's choice: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = await runCli(hideBin(process.argv));
