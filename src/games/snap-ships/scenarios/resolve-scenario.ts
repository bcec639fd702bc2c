/**
 * The `scenario:` key of a matchup config and the scenario formats' squadron rules:
 * - asteroid-scramble: `{resources: N, rounds: N}` (defaults: 5 or 7 by the team points; 6);
 * - beacon-rush: `{variant: 4-ship | 8-ship, beaconValues: [...], beaconDiameter: cm,
 *   corner: south-west | south-east | north-east | north-west}`; equal ship counts on every
 *   side, at most 4 ships in all (8 in the 8-ship variant, on a 120 cm table with 9 tiles);
 * - last-stand: `{starterBox: true}` (wave table rows 1-3 only); the one listed side flies
 *   Forge ships, and a Komplex side for the waves is added.
 */
import type { ConfigIssue } from '../../../core/game-plugin.js';
import type { ContentDb } from '../content/load-content.js';
import type { SideSetup } from '../engine/setup.js';

/** What a scenario adds to the resolved setup. */
export interface ScenarioResolution {
  /** Stored in `SnapSetup.scenario`. */
  options: Record<string, unknown>;
  /** Sides appended to the config's (Last Stand's Komplex waves). */
  extraSides: SideSetup[];
  /** Play area when the options change it. */
  size?: { width: number; height: number };
  /** Terrain tile count when the options change it. */
  tiles?: number;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const CORNERS = ['south-west', 'south-east', 'north-east', 'north-west'];
const KEYS: Record<string, string[]> = {
  'asteroid-scramble': ['resources', 'rounds'],
  'beacon-rush': ['variant', 'beaconValues', 'beaconDiameter', 'corner'],
  'last-stand': ['starterBox'],
};

/** Resolves the scenario options of `formatId` (pushing issues with paths relative to the matchup). */
export function resolveScenario(
  db: ContentDb,
  formatId: string,
  raw: unknown,
  sides: SideSetup[],
  issues: ConfigIssue[],
): ScenarioResolution {
  const out: ScenarioResolution = { options: {}, extraSides: [] };
  const allowed = KEYS[formatId];
  if (!allowed) {
    if (raw !== undefined)
      issues.push({
        path: ['scenario'],
        message: `scenario options apply to the scenario formats only (${Object.keys(KEYS).join(', ')})`,
      });
    return out;
  }
  const o = raw === undefined ? {} : raw;
  if (!isObj(o)) {
    issues.push({
      path: ['scenario'],
      message: `must be a map of options (${allowed.join(', ')})`,
    });
    return out;
  }
  for (const k of Object.keys(o))
    if (!allowed.includes(k))
      issues.push({
        path: ['scenario', k],
        message: `unknown ${formatId} option "${k}" (options: ${allowed.join(', ')})`,
      });
  const int = (k: string, min: number): void => {
    if (o[k] === undefined) return;
    if (!Number.isInteger(o[k]) || (o[k] as number) < min)
      issues.push({ path: ['scenario', k], message: `must be a whole number ≥ ${min}` });
    else out.options[k] = o[k];
  };
  if (formatId === 'asteroid-scramble') {
    int('resources', 0);
    int('rounds', 1);
  } else if (formatId === 'beacon-rush') {
    resolveRush(o, sides, out, issues);
  } else {
    if (o.starterBox !== undefined && typeof o.starterBox !== 'boolean')
      issues.push({ path: ['scenario', 'starterBox'], message: 'must be true or false' });
    else if (o.starterBox) out.options.starterBox = true;
    sides.forEach((sd, i) =>
      sd.ships.forEach((b, j) => {
        if (db.chassis[b.chassis]?.faction !== 'forge')
          issues.push({
            path: ['sides', i, 'ships', j],
            message:
              'Last Stand players build Forge ships (the Komplex waves are added by the scenario)',
          });
      }),
    );
    out.extraSides.push({ name: 'Komplex', ships: [] });
  }
  return out;
}

function resolveRush(
  o: Record<string, unknown>,
  sides: SideSetup[],
  out: ScenarioResolution,
  issues: ConfigIssue[],
): void {
  const variant = o.variant ?? '4-ship';
  if (variant !== '4-ship' && variant !== '8-ship')
    issues.push({ path: ['scenario', 'variant'], message: 'must be 4-ship or 8-ship' });
  out.options.variant = variant;
  if (variant === '8-ship') {
    out.size = { width: 120, height: 120 };
    out.tiles = 9;
  }
  if (o.beaconValues !== undefined) {
    if (
      !Array.isArray(o.beaconValues) ||
      o.beaconValues.length === 0 ||
      o.beaconValues.some((v) => !Number.isInteger(v))
    )
      issues.push({
        path: ['scenario', 'beaconValues'],
        message: 'must be a list of whole numbers',
      });
    else out.options.beaconValues = o.beaconValues;
  }
  if (o.beaconDiameter !== undefined) {
    if (typeof o.beaconDiameter !== 'number' || o.beaconDiameter <= 0)
      issues.push({ path: ['scenario', 'beaconDiameter'], message: 'must be a number > 0 (cm)' });
    else out.options.beaconDiameter = o.beaconDiameter;
  }
  if (o.corner !== undefined) {
    if (!CORNERS.includes(o.corner as string))
      issues.push({
        path: ['scenario', 'corner'],
        message: `must be one of ${CORNERS.join(', ')}`,
      });
    else out.options.corner = o.corner;
  }
  const counts = sides.map((s) => s.ships.length);
  if (new Set(counts).size > 1)
    issues.push({
      path: ['sides'],
      message: `Beacon Rush fields an equal number of ships on every side, got ${counts.join(' vs ')}`,
    });
  const most = variant === '8-ship' ? 8 : 4;
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > most)
    issues.push({
      path: ['sides'],
      message: `Beacon Rush (${variant}) is for up to ${most} ships in all, the config lists ${total}${variant === '4-ship' ? ' (use scenario: {variant: 8-ship})' : ''}`,
    });
}
