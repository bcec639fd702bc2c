/**
 * Every command of the `sortie` CLI. Each lives in its own module and exports a
 * yargs CommandModule; add new ones to {@link commands}.
 */
import type { CommandModule } from 'yargs';
import { ablateCommand } from './ablate.js';
import { compareCommand } from './compare.js';
import { diffCommand } from './diff.js';
import { priceCommand } from './price.js';
import { sweepCommand } from './sweep.js';
import { tournamentCommand } from './tournament.js';
import { benchCommand } from './bench.js';
import { calcCommand } from './calc.js';
import { contentCommand } from './content.js';
import { listCommand } from './list.js';
import { mergeCommand } from './merge.js';
import { replayCommand } from './replay.js';
import { reportCommand } from './report.js';
import { runCommand } from './run.js';
import { showCommand } from './show.js';
import { showDeckCommand } from './show-deck.js';
import { validateCommand } from './validate.js';

/** The registered commands, in help order. */
export const commands: CommandModule<object, any>[] = [runCommand, validateCommand, mergeCommand, reportCommand, replayCommand, listCommand, showCommand, showDeckCommand, contentCommand, calcCommand, sweepCommand, tournamentCommand, compareCommand, priceCommand, ablateCommand, diffCommand, benchCommand];
