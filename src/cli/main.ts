#!/usr/bin/env node
/**
 * The `sortie` executable (package bin: dist/cli/main.js).
 */
import { hideBin } from 'yargs/helpers';
import { guardStdio } from './stdio-guard.js';

guardStdio();

// No control character of a name reaches the terminal (see terminal-guard.ts).
const { guardStream } = await import('./terminal-guard.js');
guardStream(process.stdout);
guardStream(process.stderr);

const argv = hideBin(process.argv);
// `sortie run`: the first worker starts loading the game before the CLI modules load (other
// commands do not load the pool at all).
const early = argv[0] === 'run' ? await import('./early-pool.js') : null;
early?.startEarlyPool(argv);
const { runCli } = await import('./cli.js');

process.exitCode = await runCli(argv);
// A pool the run handler never took (a usage error) must not keep the process alive.
await early?.takeEarlyPool()?.close();
