#!/usr/bin/env node
/**
 * The `sortie` executable (package bin: dist/cli/main.js).
 */
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.js';

process.exitCode = await runCli(hideBin(process.argv));
