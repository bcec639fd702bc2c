/**
 * Resolves the Armada part of a matchup config (DESIGN.md "Star Wars: Armada") into a JSON
 * {@link ArmadaSetup}: format, `table:` overrides, `rules:` switches, `obstacles:`, `initiative:`,
 * `objective:`, `playArea:`, `deployment:`, `tournamentPoints:` (tournament-points.ts) and the
 * two sides (a fleet, resolve-fleet.ts, and a `pilot:`). Every problem is a {@link ConfigIssue}
 * positioned by its path, with "did you mean"
 * suggestions for unknown ids and keys.
 */
import { suggest } from '../../../config/issues.js';
import {
  ConfigIssuesError,
  type ConfigIssue,
  type SetupContext,
} from '../../../core/game-plugin.js';
import { coreSetIssues, type FleetRules } from '../content/fleet-check.js';
import { loadArmadaContent, type ArmadaContent } from '../content/load-content.js';
import type {
  ArmadaSetup,
  InitiativeMode,
  ObstacleSetup,
  PilotSpec,
  SideSetup,
} from '../engine/setup.js';
import { tableWithOverrides, type ArmadaTable } from '../geometry/table.js';
import { availablePilots, PILOT_TYPES } from '../pilots/index.js';
import { resolveSearchSpec } from '../pilots/search-config.js';
import { DEFAULT_RULES, type ArmadaRules, type ObstacleState } from '../state/types.js';
import { ARMADA_FORMAT_IDS, armadaFormat, type ObjectiveMode } from './formats.js';
import { unknownKeys } from './config-keys.js';
import { resolveFleet, type FleetContext } from './resolve-fleet.js';
import { resolveTournamentPoints } from './tournament-points.js';

/** The largest `variety` margin of the heuristic pilot (score points; a ship is worth tens). */
const MAX_VARIETY = 20;
/** The most rollout games per objective card the heuristic may play when choosing one. */
const MAX_OBJECTIVE_ROLLOUTS = 64;

type Path = Array<string | number>;
type Obj = Record<string, unknown>;

/** Formats this engine plays (formats.ts). */
export const ARMADA_FORMATS = ARMADA_FORMAT_IDS;

/** The config keys Armada reads besides the generic ones. */
export const ARMADA_CONFIG_KEYS = [
  'rules',
  'obstacles',
  'initiative',
  'objective',
  'playArea',
  'deployment',
  'tournamentPoints',
  'coreSets',
] as const;

/** Legal values of each rules switch (SPEC 3.2 #2). */
export const RULE_VALUES: { [K in keyof ArmadaRules]: ReadonlyArray<ArmadaRules[K]> } = {
  squadronLos: ['centre', 'closestPoint'],
  evadeClose: ['reroll', 'none'],
  tieBreak: ['secondPlayer', 'draw'],
  passTokens: ['rrg16', 'none'],
  learningRules: ['full', 'ltp'],
  overlapShape: ['envelope', 'base'],
};

const INITIATIVE: readonly InitiativeMode[] = ['seat', 'scenario', 'bid'];
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string value that must be one of `values`. */
function oneOf<T extends string>(
  v: unknown,
  values: readonly T[],
  path: Path,
  issues: ConfigIssue[],
  what: string,
): T | undefined {
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
  issues.push({
    path,
    message: `${what} must be one of ${values.join(', ')}`,
    suggestions: typeof v === 'string' ? suggest(v, values) : undefined,
  });
  return undefined;
}

/**
 * The config's `table:` overrides, with `rules.overlapShape` (X4) written into them: the switch
 * chooses the table's overlap outline.
 */
function tableOverridesOf(raw: unknown, rules: ArmadaRules): Record<string, unknown> | null {
  const table = isObj(raw) ? (JSON.parse(JSON.stringify(raw)) as Record<string, unknown>) : null;
  if (rules.overlapShape === undefined) return table;
  return { ...(table ?? {}), overlapShape: rules.overlapShape };
}

function rulesOf(raw: unknown, issues: ConfigIssue[]): ArmadaRules {
  const rules: ArmadaRules = { ...DEFAULT_RULES };
  if (raw === undefined) return rules;
  if (!isObj(raw)) {
    issues.push({
      path: ['rules'],
      message: 'must be a map of rules switches, e.g. {squadronLos: closestPoint}',
    });
    return rules;
  }
  unknownKeys(raw, Object.keys(RULE_VALUES), ['rules'], issues);
  for (const [k, values] of Object.entries(RULE_VALUES) as Array<
    [keyof ArmadaRules, readonly string[]]
  >) {
    if (raw[k] === undefined) continue;
    const v = oneOf(raw[k], values, ['rules', k], issues, `rules.${k}`);
    if (v) (rules as unknown as Obj)[k] = v;
  }
  return rules;
}

function obstaclesOf(
  raw: unknown,
  format: string,
  table: ArmadaTable | undefined,
  issues: ConfigIssue[],
): ObstacleSetup {
  // P2: the learning scenario uses no obstacles unless the config asks for them.
  if (raw === undefined) return { placement: format === 'learning' ? 'none' : 'random' };
  if (isObj(raw)) {
    unknownKeys(raw, ['placement'], ['obstacles'], issues);
    const p = oneOf(
      raw.placement,
      ['none', 'random'] as const,
      ['obstacles', 'placement'],
      issues,
      'obstacles.placement',
    );
    return { placement: p ?? 'none' };
  }
  if (!Array.isArray(raw)) {
    issues.push({
      path: ['obstacles'],
      message: 'must be {placement: none|random} or a list of {type, x, y, rotation}',
    });
    return { placement: 'none' };
  }
  const outlines = table?.obstacles.outlines ?? {};
  const used = new Set<string>();
  const out: ObstacleState[] = [];
  raw.forEach((o, i) => {
    const at: Path = ['obstacles', i];
    if (!isObj(o))
      return issues.push({
        path: at,
        message: 'must be {type, x, y, rotation} (type asteroid|debris|station, or an outline id)',
      });
    unknownKeys(o, ['type', 'x', 'y', 'rotation'], at, issues);
    for (const k of ['x', 'y'] as const)
      if (typeof o[k] !== 'number')
        issues.push({
          path: [...at, k],
          message: 'must be a number (mm)',
        });
    if (o.rotation !== undefined && typeof o.rotation !== 'number')
      issues.push({
        path: [...at, 'rotation'],
        message: 'must be a number (degrees)',
      });
    const type = String(o.type);
    // An outline id names one token; a type takes the next unused token of that type.
    const id = outlines[type]
      ? type
      : Object.keys(outlines).find((k) => outlines[k]!.type === type && !used.has(k));
    if (!id) {
      const names = [
        ...new Set([...Object.keys(outlines), ...Object.values(outlines).map((x) => x.type)]),
      ];
      return issues.push({
        path: [...at, 'type'],
        message: `unknown or used-up obstacle "${type}"`,
        suggestions: suggest(type, names),
      });
    }
    used.add(id);
    out.push({
      id,
      type: outlines[id]!.type,
      pose: { x: Number(o.x), y: Number(o.y), facing: Number(o.rotation ?? 0) },
    });
  });
  return { placement: 'fixed', obstacles: out };
}

function pilotOf(raw: unknown, path: Path, issues: ConfigIssue[]): PilotSpec {
  const spec =
    typeof raw === 'string'
      ? { type: raw }
      : isObj(raw)
        ? raw
        : raw === undefined
          ? { type: 'random' }
          : null;
  if (!spec || typeof spec.type !== 'string') {
    issues.push({ path, message: 'must be a pilot name or {type: ...}' });
    return { type: 'random' };
  }
  const at = typeof raw === 'string' ? path : [...path, 'type'];
  if (!(PILOT_TYPES as readonly string[]).includes(spec.type)) {
    issues.push({
      path: at,
      message: `unknown pilot "${spec.type}"`,
      suggestions: suggest(spec.type, PILOT_TYPES),
    });
    return { type: 'random' };
  }
  if (!availablePilots().includes(spec.type))
    issues.push({
      path: at,
      message: `the Armada ${spec.type} pilot is not available yet (available: ${availablePilots().join(', ')})`,
    });
  if (spec.type === 'search')
    return isObj(raw) ? resolveSearchSpec(raw, path, issues) : { type: 'search' };
  if (isObj(raw))
    unknownKeys(
      raw,
      spec.type === 'heuristic' ? ['type', 'persona', 'variety', 'objectiveRollouts'] : ['type'],
      path,
      issues,
    );
  if (spec.type !== 'heuristic') return { type: 'random' };
  // The Armada heuristic flies one way (SPEC pilots: personas are not built yet): a persona
  // would only rename the pilot in the tables, so any value is refused rather than ignored.
  if (spec.persona !== undefined) {
    issues.push({
      path: [...path, 'persona'],
      message: `unknown persona ${JSON.stringify(spec.persona)}: the Armada heuristic pilot has no personas yet (remove "persona")`,
    });
  }
  const v = spec.variety;
  const variety =
    typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_VARIETY ? v : undefined;
  if (v !== undefined && variety === undefined)
    issues.push({
      path: [...path, 'variety'],
      message: `must be a number from 0 to ${MAX_VARIETY} (a margin in score points among near-equal choices)`,
    });
  const n = spec.objectiveRollouts;
  const rollouts =
    typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_OBJECTIVE_ROLLOUTS
      ? n
      : undefined;
  if (n !== undefined && rollouts === undefined)
    issues.push({
      path: [...path, 'objectiveRollouts'],
      message: `must be a whole number from 1 to ${MAX_OBJECTIVE_ROLLOUTS} (rollout games per objective card)`,
    });
  return {
    type: 'heuristic',
    ...(variety ? { variety } : {}),
    ...(rollouts !== undefined ? { objectiveRollouts: rollouts } : {}),
  };
}

function sideOf(c: FleetContext, raw: unknown, i: number, issues: ConfigIssue[]): SideSetup | null {
  const path: Path = ['sides', i];
  if (!isObj(raw)) {
    issues.push({
      path,
      message: 'must be a side: {name, fleet, pilot} or {name, faction, ships, squadrons, pilot}',
    });
    return null;
  }
  unknownKeys(
    raw,
    ['name', 'fleet', 'faction', 'ships', 'squadrons', 'objectives', 'pilot'],
    path,
    issues,
  );
  const f = resolveFleet(c, raw, path);
  const pilot = pilotOf(raw.pilot, [...path, 'pilot'], issues);
  if (!f) return null;
  const name =
    typeof raw.name === 'string' && raw.name
      ? raw.name
      : (f.preset ?? f.listName ?? `${f.fleet.faction} fleet ${i + 1}`);
  return { name, fleet: f.fleet, pilot, ...(f.preset ? { preset: f.preset } : {}) };
}

/** S6 / O0: `objective:` (chosen | random-core | an objective id), else the format's default. */
function objectiveOf(
  db: ArmadaContent,
  raw: unknown,
  format: string,
  issues: ConfigIssue[],
): ObjectiveMode {
  const fallback = armadaFormat(format)?.objective ?? 'none';
  if (raw === undefined) return { mode: fallback === 'fixed' ? 'none' : fallback } as ObjectiveMode;
  const modes = ['chosen', 'random-core', 'none'];
  const noneInLearning = () =>
    issues.push({ path: ['objective'], message: 'the learning scenario uses no objective (P2)' });
  if (typeof raw === 'string' && db.objectives[raw]) {
    if (format === 'learning') noneInLearning();
    return { mode: 'fixed', id: raw };
  }
  if (typeof raw === 'string' && modes.includes(raw)) {
    if (format === 'learning' && raw !== 'none') noneInLearning();
    return { mode: raw } as ObjectiveMode;
  }
  issues.push({
    path: ['objective'],
    message: `objective must be chosen, random-core, none or an objective id`,
    suggestions:
      typeof raw === 'string' ? suggest(raw, [...modes, ...Object.keys(db.objectives)]) : undefined,
  });
  return { mode: 'none' };
}

/**
 * The fleet-building rules a side is held to: the format's, and when the first player chooses the
 * game's objective from the second player's cards (S6) every fleet must bring its three (F5).
 */
function sideRules(format: string, objective: ObjectiveMode): FleetRules | undefined {
  const rules = armadaFormat(format)?.fleet;
  if (!rules) return undefined;
  return objective.mode === 'chosen' && rules.objectives === 'optional'
    ? { ...rules, objectives: 'required' }
    : rules;
}

/** Resolves one matchup; throws {@link ConfigIssuesError} listing every problem. */
export function resolveArmadaSetup(
  raw: Record<string, unknown>,
  context: SetupContext = {},
): ArmadaSetup {
  const issues: ConfigIssue[] = [];
  const db = loadArmadaContent();
  const format = typeof raw.format === 'string' ? raw.format : 'learning';
  if (!(ARMADA_FORMATS as readonly string[]).includes(format)) {
    issues.push({
      path: ['format'],
      message: `unknown format "${format}" (this engine plays ${ARMADA_FORMATS.join(', ')})`,
      suggestions: suggest(format, ARMADA_FORMATS),
    });
  }
  const t = tableWithOverrides(raw.table);
  issues.push(...t.issues);
  const rules = rulesOf(raw.rules, issues);
  const tableShape = isObj(raw.table) ? raw.table.overlapShape : undefined;
  if (
    rules.overlapShape !== undefined &&
    tableShape !== undefined &&
    tableShape !== rules.overlapShape
  ) {
    issues.push({
      path: ['rules', 'overlapShape'],
      message: `rules.overlapShape ${rules.overlapShape} contradicts table.overlapShape ${String(tableShape)}; set one of them`,
    });
  }
  if (rules.learningRules === 'ltp' && format !== 'learning')
    issues.push({
      path: ['rules', 'learningRules'],
      message:
        'learningRules: ltp is a reading of the learning scenario (P8): use it with format: learning',
    });
  const obstacles = obstaclesOf(raw.obstacles, format, t.table, issues);
  const given =
    raw.initiative === undefined
      ? undefined
      : oneOf(raw.initiative, INITIATIVE, ['initiative'], issues, 'initiative');
  // P1: the learning scenario's own rule (the Rebel player has initiative) unless the config says otherwise.
  const initiative = given ?? (format === 'learning' ? 'scenario' : 'seat');
  if (initiative === 'scenario' && format !== 'learning')
    issues.push({
      path: ['initiative'],
      message: "initiative: scenario is the learning scenario's rule (P1)",
    });
  let firstRoundCommands: ArmadaSetup['firstRoundCommands'] =
    format === 'learning' ? 'suggested' : 'chosen';
  if (raw.deployment !== undefined) {
    if (!isObj(raw.deployment))
      issues.push({
        path: ['deployment'],
        message: 'must be {firstRoundCommands: suggested|chosen}',
      });
    else {
      unknownKeys(raw.deployment, ['firstRoundCommands'], ['deployment'], issues);
      const v = raw.deployment.firstRoundCommands;
      const at = ['deployment', 'firstRoundCommands'];
      const chosen =
        v === undefined
          ? undefined
          : oneOf(v, ['suggested', 'chosen'] as const, at, issues, 'firstRoundCommands');
      firstRoundCommands = chosen ?? firstRoundCommands;
    }
  }
  const objective = objectiveOf(db, raw.objective, format, issues);
  const areas = Object.keys(t.table?.playAreas ?? {});
  const playArea =
    raw.playArea === undefined ? (armadaFormat(format)?.playArea ?? 'learning') : raw.playArea;
  if (typeof playArea !== 'string' || (t.table && !areas.includes(playArea)))
    issues.push({
      path: ['playArea'],
      message: `playArea must be one of ${areas.join(', ')} (table.playAreas)`,
      suggestions: typeof playArea === 'string' ? suggest(playArea, areas) : undefined,
    });
  if (format === 'learning' && raw.playArea !== undefined && raw.playArea !== 'learning') {
    issues.push({
      path: ['playArea'],
      message: "the learning scenario is played on its 3' x 3' area (P1)",
    });
  }
  const tournamentPoints =
    raw.tournamentPoints === undefined
      ? undefined
      : resolveTournamentPoints(raw.tournamentPoints, issues);
  const fleetCtx: FleetContext = {
    db,
    rules: sideRules(format, objective),
    format,
    ...(context.readFile ? { readFile: context.readFile } : {}),
    issues,
  };
  const sides: SideSetup[] = [];
  if (!Array.isArray(raw.sides) || raw.sides.length !== 2)
    issues.push({
      path: ['sides'],
      message: 'an Armada matchup has exactly two sides',
    });
  else
    raw.sides.forEach((s, i) => {
      const side = sideOf(fleetCtx, s, i, issues);
      if (side) sides.push(side);
    });
  const coreSets =
    raw.coreSets === undefined
      ? 'separate'
      : oneOf(raw.coreSets, ['separate', 'shared'] as const, ['coreSets'], issues, 'coreSets');
  if (coreSets === 'shared') {
    if (!fleetCtx.rules?.coreSetLimits) {
      issues.push({
        path: ['coreSets'],
        message: `coreSets: shared checks one core set's cards, and format ${format} has no core-set limits`,
      });
    } else if (sides.length === 2 && issues.length === 0) {
      // EXP: both players build from one core set, so its cards are shared out, not doubled.
      for (const fi of coreSetIssues(
        db,
        sides.map((s) => s.fleet),
      )) {
        issues.push({ path: ['coreSets'], message: `both fleets together: ${fi.message}` });
      }
    }
  }
  if (issues.length > 0) throw new ConfigIssuesError(issues);
  const tableOverrides = tableOverridesOf(raw.table, rules);
  return {
    format,
    tableOverrides,
    rules,
    initiative,
    obstacles,
    firstRoundCommands,
    // Defaults are left out, so that the resolved setup (and the config hash) of a learning
    // matchup is what it was before formats had objectives and play areas to choose.
    ...(objective.mode !== 'none' ? { objective } : {}),
    ...(playArea !== armadaFormat(format)?.playArea ? { playArea: String(playArea) } : {}),
    ...(tournamentPoints ? { tournamentPoints } : {}),
    sides,
  };
}
