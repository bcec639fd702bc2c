/**
 * `sortie validate <config>`: checks a config as the command it is written for will
 * (a matchup for `run`, or a balance tool's config: builds, sweep axes, pilots). Prints
 * `file:line:col` errors and exits 1, or prints what will be played and where.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { LoadedConfig } from '../../config/load-config.js';
import type { SidePilots } from '../../core/game-plugin.js';
import { pluginFor } from '../../games/registry.js';
import { matchupPilots, pilotLines } from '../../runner/matchup-pilots.js';
import {
  checkRunArgs,
  loadConfigOrReport,
  overrideOptions,
  overridesFrom,
  sidesText,
} from '../common.js';
import { plural } from '../../report/plural.js';

/** Arguments of `sortie validate`. */
export interface ValidateArgs {
  config: string;
  games?: number;
  seed?: string;
}

/**
 * The summary printed for a valid config (with `pilots`: who flies each ship, and `notes`: the
 * game's own lines about the setup, e.g. fleet points, under each matchup).
 */
export function describeConfig(
  config: LoadedConfig,
  pilots: Record<string, SidePilots[]> = {},
  notes: Record<string, string[]> = {},
): string[] {
  const total = config.matchups.reduce((a, m) => a + m.games, 0);
  const n = config.matchups.length;
  const lines = [
    `${config.file}: OK: ${plural(n, 'matchup')}, ${plural(total, 'game')} → results/${config.name}`,
  ];
  for (const m of config.matchups) {
    lines.push(
      matchupLine(config, m),
      ...(notes[m.name] ?? []).map((l) => `    ${l}`),
      ...pilotLines(pilots[m.name] ?? []),
    );
  }
  lines.push(`  config hash ${config.hash.slice(0, 16)}`);
  return lines;
}

function matchupLine(_config: LoadedConfig, m: LoadedConfig['matchups'][number]): string {
  const pairs = m.seatSwap ? `, seats swapped (${Math.ceil(m.games / 2)} seeds)` : '';
  return `  ${m.name}: ${m.game} ${m.format}, ${sidesText(m)}: ${plural(m.games, 'game')}${pairs}, seed ${m.seed}, round cap ${m.roundCap}`;
}

/** Each matchup's GamePlugin.describeSetup lines, by matchup name. */
async function setupNotes(config: LoadedConfig): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const m of config.matchups) {
    const plugin = await pluginFor(m);
    if (plugin.describeSetup) out[m.name] = plugin.describeSetup(m.setup);
  }
  return out;
}

async function handler(argv: ArgumentsCamelCase<ValidateArgs>): Promise<void> {
  const overrides = overridesFrom(argv);
  const { readToolSource } = await import('../../balance/tool-config.js');
  const { planTool, toolsFor } = await import('../../balance/tool-plans.js');
  const { compareOutDirsText, planOrReport, toolOutDir } = await import('../balance-cli.js');
  const source = await planOrReport(argv.config, async () => readToolSource(argv.config));
  const tools = toolsFor(source.root);
  if (tools.length === 0) {
    const config = await loadConfigOrReport(argv.config, overrides);
    for (const line of describeConfig(
      config,
      await matchupPilots(config.matchups),
      await setupNotes(config),
    ))
      console.log(line);
    // A single two-sided matchup is also what `sortie compare` tests, into folders of its own.
    if (config.matchups.length === 1 && config.matchups[0]!.sides.length === 2)
      console.log(`  sortie compare: → ${compareOutDirsText(config.name)}`);
    return;
  }
  const lines: string[] = [];
  for (const [i, tool] of tools.entries()) {
    // With `builds:` both tournament and price apply; only the first must succeed.
    const units =
      i === 0
        ? await planOrReport(argv.config, () => planTool(tool, source, overrides))
        : await planTool(tool, source, overrides).catch((e: Error) => e);
    if (units instanceof Error) {
      lines.push(`  sortie ${tool}: does not apply (${units.message.split('\n')[0]})`);
      continue;
    }
    const matchups = units.reduce((s, u) => s + u.config.matchups.length, 0);
    const games =
      units.plannedGames ??
      units.reduce((s, u) => s + u.config.matchups.reduce((t, m) => t + m.games, 0), 0);
    const where =
      tool === 'compare' ? compareOutDirsText(source.name) : toolOutDir(tool, source.name, {});
    lines.push(
      `  sortie ${tool} ${argv.config}: ${plural(units.length, 'run')}, ${plural(matchups, 'matchup')}, ${plural(games, 'game')} → ${where}`,
    );
    for (const u of units.slice(0, 6)) {
      lines.push(
        `    ${u.label}: ${u.config.matchups
          .map((m) => m.name)
          .slice(0, 4)
          .join('; ')}${u.config.matchups.length > 4 ? '; ...' : ''}`,
      );
      // Who flies the ships of the run's first matchup (a printed or a generated AI deck, and why).
      const first = u.config.matchups[0];
      if (first)
        lines.push(...pilotLines((await matchupPilots([first]))[first.name] ?? [], '      '));
    }
    if (units.length > 6) lines.push(`    ... and ${plural(units.length - 6, 'more run')}`);
  }
  console.log(
    `${argv.config}: OK: ${/^[aeiou]/.test(tools[0]!) ? 'an' : 'a'} ${tools.join(' or ')} config`,
  );
  for (const line of lines) console.log(line);
}

/** The `validate` command module. */
export const validateCommand: CommandModule<object, ValidateArgs> = {
  command: 'validate <config>',
  describe: 'check a config: file:line:col errors (exit 1), or a summary of what will run',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'matchup or balance-tool config (YAML)',
      })
      .options(overrideOptions)
      .check(checkRunArgs)
      .example('$0 validate configs/default.yaml', 'check the default matchup')
      .example(
        '$0 validate configs/tournament-starters.yaml',
        'check a balance-tool config as the tool reads it',
      ) as unknown as Argv<ValidateArgs>,
  handler,
};
