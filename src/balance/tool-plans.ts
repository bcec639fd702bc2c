/**
 * Which balance tool a config is written for, read from its keys, and that tool's
 * plan — so `sortie validate` checks a tool config exactly as the tool will, and says
 * what the tool will play and where it will write.
 */
import type { ConfigOverrides } from '../config/load-config.js';
import { planAblate } from './ablate.js';
import { planCompare } from './compare.js';
import { planOptimize } from './optimize.js';
import { planOutliers } from './outliers.js';
import type { RunUnit } from './execute.js';
import { planPrice } from './price.js';
import { planSweep } from './sweep.js';
import type { ToolSource } from './tool-config.js';
import { planTournament } from './tournament.js';

/** A balance tool's name, as its command is called. */
export type ToolName =
  'sweep' | 'tournament' | 'price' | 'ablate' | 'compare' | 'optimize' | 'outliers';

/**
 * The tools a config's top-level keys are written for (several when they are
 * ambiguous: `builds:` suits both tournament and price), or none for a plain matchup.
 */
export function toolsFor(root: Record<string, unknown>): ToolName[] {
  if ('optimize' in root) return ['optimize'];
  if ('outliers' in root) return ['outliers'];
  if ('sweep' in root) return ['sweep'];
  if ('ablate' in root || ('build' in root && 'opponents' in root)) return ['ablate'];
  if ('builds' in root) return 'eloPerPoint' in root ? ['price'] : ['tournament', 'price'];
  if ('pilots' in root && 'sides' in root) return ['compare'];
  return [];
}

/**
 * What a tool will run: its units (each a loaded config), with `plannedGames` when the
 * tool plays fewer games than its units declare (optimize: a budget). Throws ConfigError on problems.
 */
export async function planTool(
  tool: ToolName,
  source: ToolSource,
  overrides: ConfigOverrides,
): Promise<RunUnit[] & { plannedGames?: number }> {
  const options = { overrides };
  switch (tool) {
    case 'sweep':
      return (await planSweep(source, options)).units;
    case 'tournament':
      return (await planTournament(source, options)).units;
    case 'price':
      return (await planPrice(source, options)).units;
    case 'ablate':
      return (await planAblate(source, options)).units;
    case 'compare':
      return (await planCompare(source, options)).units;
    case 'optimize': {
      const plan = await planOptimize(source, options);
      return Object.assign([...plan.units], { plannedGames: plan.schedule.games });
    }
    case 'outliers':
      return (await planOutliers(source, options)).units;
  }
}
