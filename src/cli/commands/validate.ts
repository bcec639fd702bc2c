/**
 * `sortie validate <config>`: checks a config. Prints `file:line:col` errors and
 * exits 1, or prints what `sortie run` would play.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { LoadedConfig } from '../../config/load-config.js';
import { loadConfigOrReport, overrideOptions, overridesFrom, sidesText } from '../common.js';

/** Arguments of `sortie validate`. */
export interface ValidateArgs {
  config: string;
  games?: number;
  seed?: string;
}

/** The summary printed for a valid config. */
export function describeConfig(config: LoadedConfig): string[] {
  const total = config.matchups.reduce((a, m) => a + m.games, 0);
  const n = config.matchups.length;
  const lines = [`${config.file}: OK: ${n} matchup${n === 1 ? '' : 's'}, ${total} games → results/${config.name}`];
  for (const m of config.matchups) {
    const pairs = m.seatSwap ? `, seats swapped (${Math.ceil(m.games / 2)} seeds)` : '';
    lines.push(`  ${m.name}: ${m.game} ${m.format}, ${sidesText(m)}: ${m.games} games${pairs}, seed ${m.seed}, round cap ${m.roundCap}`);
  }
  lines.push(`  config hash ${config.hash.slice(0, 16)}`);
  return lines;
}

async function handler(argv: ArgumentsCamelCase<ValidateArgs>): Promise<void> {
  const config = await loadConfigOrReport(argv.config, overridesFrom(argv));
  for (const line of describeConfig(config)) console.log(line);
}

/** The `validate` command module. */
export const validateCommand: CommandModule<object, ValidateArgs> = {
  command: 'validate <config>',
  describe: 'check a config: file:line:col errors (exit 1), or a summary of what will run',
  builder: (y: Argv) =>
    y
      .positional('config', { type: 'string', demandOption: true, describe: 'matchup config (YAML)' })
      .options(overrideOptions)
      .example('$0 validate configs/default.yaml', 'check the default matchup') as unknown as Argv<ValidateArgs>,
  handler,
};
