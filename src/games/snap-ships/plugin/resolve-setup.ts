/**
 * Resolves the Snap Ships part of a matchup config (format, table, terrain, sides,
 * ships, pilots, budget, rules switches) into a serializable {@link SnapSetup}. Every problem is
 * reported with its path and, for unknown ids, the closest valid ones.
 */
import { suggest } from '../../../config/issues.js';
import { ConfigIssuesError, type ConfigIssue } from '../../../core/game-plugin.js';
import { loadContent, type ContentDb } from '../content/load-content.js';
import type { TableConstants, TerrainType } from '../content/types.js';
import type { PilotSpec, ShipBuild, SnapSetup, StatOverrides } from '../engine/setup.js';
import type { TerrainTile } from '../state/types.js';
import { FORMATS } from '../formats/format-table.js';
import { personaNames } from '../pilots/personas.js';
import { SEARCH_LEVELS } from '../pilots/search-pilot.js';
import { budgetIssues } from '../formats/budget.js';
import { resolveRuleSwitches } from '../rules/rule-switches.js';
import { buildErrors } from './build-check.js';
import {
  DECK_MODES,
  deckMode,
  isPresetPermutation,
  noPrintedReason,
} from '../ai/generated-choice.js';
import { resolveScenario } from '../scenarios/resolve-scenario.js';

type Path = Array<string | number>;
const PILOTS = ['random', 'ai-deck', 'heuristic', 'search'];
const TERRAIN: TerrainType[] = ['debris-cloud', 'ice-cloud', 'tychos-rift', 'asteroid-field'];

/** The config layer's suggestions for `word`: real neighbours only (no "ice-cloud" for "black-hole"). */
function near(word: string, candidates: string[]): string[] {
  return suggest(word, candidates);
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks that `o` has only `allowed` keys. */
function keys(
  o: Record<string, unknown>,
  allowed: string[],
  path: Path,
  issues: ConfigIssue[],
): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k))
      issues.push({
        path: [...path, k],
        message: `unknown key "${k}"`,
        suggestions: near(k, allowed),
      });
}

function pilotOf(raw: unknown, path: Path, issues: ConfigIssue[]): PilotSpec {
  const spec =
    typeof raw === 'string'
      ? { type: raw }
      : isObj(raw)
        ? raw
        : raw === undefined
          ? { type: 'ai-deck' }
          : null;
  if (!spec || typeof spec.type !== 'string') {
    issues.push({ path, message: 'must be a pilot name or {type: ...}' });
    return { type: 'random' };
  }
  if (!PILOTS.includes(spec.type)) {
    issues.push({
      path: typeof raw === 'string' ? path : [...path, 'type'],
      message: `unknown pilot "${spec.type}"`,
      suggestions: near(spec.type, PILOTS),
    });
    return { type: 'random' };
  }
  if (isObj(raw)) {
    keys(raw, ['type', 'persona', 'budget', 'deck'], path, issues);
    pilotFieldIssues(spec, path, issues);
  }
  return spec as PilotSpec;
}

/** Most samples a search pilot may take per decision: beyond it a game takes hours. */
export const MAX_SEARCH_BUDGET = 10_000;

/** The persona and budget of a pilot map, checked before any game plays. */
function pilotFieldIssues(spec: Record<string, unknown>, path: Path, issues: ConfigIssue[]): void {
  if (spec.persona !== undefined) {
    const names = personaNames();
    if (spec.type !== 'heuristic' && spec.type !== 'search')
      issues.push({
        path: [...path, 'persona'],
        message: `the ${String(spec.type)} pilot has no persona (heuristic and search pilots do)`,
      });
    else if (typeof spec.persona !== 'string' || !names.includes(spec.persona)) {
      issues.push({
        path: [...path, 'persona'],
        message: `unknown persona "${String(spec.persona)}" (one of ${names.join(', ')})`,
        suggestions: near(String(spec.persona), names),
      });
    }
  }
  if (spec.budget !== undefined) {
    const levels = Object.keys(SEARCH_LEVELS);
    const b = spec.budget;
    if (spec.type !== 'search')
      issues.push({
        path: [...path, 'budget'],
        message: `the ${String(spec.type)} pilot has no budget (search pilots do)`,
      });
    else if (
      typeof b === 'string'
        ? !levels.includes(b)
        : !(typeof b === 'number' && Number.isInteger(b) && b >= 1 && b <= MAX_SEARCH_BUDGET)
    ) {
      issues.push({
        path: [...path, 'budget'],
        message: `must be ${levels.join(', ')} or a whole number of samples from 1 to ${MAX_SEARCH_BUDGET}`,
        ...(typeof b === 'string' ? { suggestions: near(b, levels) } : {}),
      });
    }
  }
}

function shipOf(db: ContentDb, raw: unknown, path: Path, issues: ConfigIssue[]): ShipBuild | null {
  if (!isObj(raw)) {
    issues.push({ path, message: 'must be a ship: {preset: ...} or {chassis: ..., parts: [...]}' });
    return null;
  }
  keys(raw, ['preset', 'chassis', 'parts', 'pilot', 'name', 'stats'], path, issues);
  const chassisIds = Object.keys(db.chassis);
  if (raw.preset !== undefined && raw.chassis !== undefined) {
    issues.push({
      path: [...path, 'chassis'],
      message: 'give either "preset" (a printed build) or "chassis" with "parts", not both',
    });
    return null;
  }
  const id = (raw.preset ?? raw.chassis) as unknown;
  const key = raw.preset !== undefined ? 'preset' : 'chassis';
  if (typeof id !== 'string') {
    issues.push({ path, message: 'needs a "preset" or a "chassis" with "parts"' });
    return null;
  }
  const card = db.chassis[id];
  if (!card) {
    issues.push({
      path: [...path, key],
      message: `unknown ${key} "${id}"`,
      suggestions: near(id, chassisIds),
    });
    return null;
  }
  let parts: string[];
  if (raw.parts !== undefined) {
    if (!Array.isArray(raw.parts) || raw.parts.some((p) => typeof p !== 'string')) {
      issues.push({ path: [...path, 'parts'], message: 'must be a list of part ids' });
      return null;
    }
    parts = raw.parts as string[];
  } else if (key === 'preset') parts = [...card.preset];
  else {
    issues.push({
      path: [...path, 'parts'],
      message: 'a custom build needs "parts" (or use "preset")',
    });
    return null;
  }
  const factionParts = Object.values(db.parts)
    .filter((p) => p.faction === card.faction)
    .map((p) => p.id);
  const errors = buildErrors(db, card.id, parts);
  // An unknown part is the real problem; the slot counts it upsets follow from it.
  const unknownParts = errors.filter((e) => e.message.startsWith('unknown part'));
  for (const e of unknownParts.length ? unknownParts : errors) {
    const unknown = e.message.startsWith('unknown part');
    issues.push({
      path: e.part === undefined ? [...path, 'parts'] : [...path, 'parts', e.part],
      message: e.message,
      suggestions: unknown ? near(parts[e.part!]!, factionParts) : undefined,
    });
  }
  const build: ShipBuild = {
    chassis: card.id,
    parts,
    pilot: pilotOf(raw.pilot, [...path, 'pilot'], issues),
  };
  if (build.pilot.type === 'ai-deck')
    aiDeckIssues(db, build, raw.parts !== undefined, [...path, 'pilot'], issues);
  if (typeof raw.name === 'string') build.name = raw.name;
  if (raw.stats !== undefined) {
    const stats = statsOf(raw.stats, [...path, 'stats'], issues);
    if (stats) build.stats = stats;
  }
  if (key === 'preset' && raw.parts === undefined) build.preset = card.id;
  return build;
}

const STAT_KEYS = ['hull', 'power', 'vent', 'evasion', 'points'] as const;

/** `stats:` overrides printed chassis stats of one ship (sweeps over hull, power, points...). */
function statsOf(raw: unknown, path: Path, issues: ConfigIssue[]): StatOverrides | null {
  if (!isObj(raw)) {
    issues.push({ path, message: `must be a map of stat overrides (${STAT_KEYS.join(', ')})` });
    return null;
  }
  keys(raw, [...STAT_KEYS], path, issues);
  const out: StatOverrides = {};
  for (const k of STAT_KEYS) {
    const v = raw[k];
    if (v === undefined) continue;
    const max = k === 'evasion' ? 6 : Infinity;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < (k === 'hull' ? 1 : 0) || v > max)
      issues.push({
        path: [...path, k],
        message: `must be a whole number${k === 'evasion' ? ' 0..6' : k === 'hull' ? ' ≥ 1' : ' ≥ 0'}`,
      });
    else out[k] = v;
  }
  return out;
}

/**
 * An `ai-deck` pilot's `deck:` (ai/generated-choice.ts): auto (default), printed (the build
 * must have a printed deck: the preset's parts in any order), generated, or a printed deck's id
 * (flies the preset build only, its parts in any order).
 */
function aiDeckIssues(
  db: ContentDb,
  build: ShipBuild,
  customParts: boolean,
  path: Path,
  issues: ConfigIssue[],
): void {
  const deck = build.pilot.type === 'ai-deck' ? build.pilot.deck : undefined;
  if (deck === undefined || deckMode(deck) === 'auto' || deckMode(deck) === 'generated') return;
  if (deckMode(deck) === 'printed') {
    const why = noPrintedReason(db, build.chassis, build.parts);
    if (why)
      issues.push({
        path: [...path, 'deck'],
        message: `deck: printed, but this build has no printed AI deck (${why}); use deck: auto or deck: generated, or another pilot (heuristic, search)`,
      });
    return;
  }
  if (!db.aiDecks[deck]) {
    issues.push({
      path: [...path, 'deck'],
      message: `unknown AI deck "${deck}" (deck is auto, printed, generated or a printed deck's id)`,
      suggestions: near(deck, [...DECK_MODES, ...Object.keys(db.aiDecks)]),
    });
    return;
  }
  // A printed deck flies the preset build it was printed for (its parts in any order); a custom build flies a generated deck.
  if (customParts && !isPresetPermutation(build.parts, db.chassis[build.chassis]!.preset)) {
    issues.push({
      path,
      message: `the printed AI deck flies the preset ${db.chassis[build.chassis]!.name} build only; these parts differ from the preset, so leave out "deck" (a deck is generated from the parts) or choose another pilot (random, heuristic, search)`,
    });
  }
}

function terrainOf(raw: unknown, path: Path, issues: ConfigIssue[]): SnapSetup['terrain'] {
  if (raw === undefined) return { layout: 'random' };
  if (!isObj(raw)) {
    issues.push({ path, message: 'must be {layout: 1..9 | random} or {tiles: [...]}' });
    return { layout: 'random' };
  }
  keys(raw, ['layout', 'tiles'], path, issues);
  if (raw.tiles !== undefined) {
    if (!Array.isArray(raw.tiles)) {
      issues.push({
        path: [...path, 'tiles'],
        message: 'must be a list of {type, x, y, rotation}',
      });
      return { tiles: [] };
    }
    const tiles: TerrainTile[] = [];
    raw.tiles.forEach((t, i) => {
      const p = [...path, 'tiles', i];
      if (!isObj(t)) return issues.push({ path: p, message: 'must be {type, x, y, rotation}' });
      keys(t, ['type', 'x', 'y', 'rotation'], p, issues);
      if (!TERRAIN.includes(t.type as TerrainType))
        issues.push({
          path: [...p, 'type'],
          message: `unknown terrain type "${String(t.type)}"`,
          suggestions: near(String(t.type), TERRAIN),
        });
      if (typeof t.x !== 'number' || typeof t.y !== 'number')
        issues.push({ path: p, message: 'needs numeric x and y (cm from the south-west corner)' });
      tiles.push({
        type: t.type as TerrainType,
        x: Number(t.x),
        y: Number(t.y),
        rotation: typeof t.rotation === 'number' ? t.rotation : 0,
      });
    });
    return { tiles };
  }
  const l = raw.layout ?? 'random';
  if (l !== 'random' && !(Number.isInteger(l) && (l as number) >= 1 && (l as number) <= 9)) {
    issues.push({ path: [...path, 'layout'], message: 'must be 1..9 or "random"' });
    return { layout: 'random' };
  }
  return { layout: l as number | 'random' };
}

function tableOf(
  db: ContentDb,
  raw: unknown,
  fmt: { width: number; height: number },
  path: Path,
  issues: ConfigIssue[],
): SnapSetup['table'] {
  const t: TableConstants & { width: number; height: number } = {
    ...db.table,
    tiles: { ...db.table.tiles },
    width: fmt.width,
    height: fmt.height,
  };
  if (raw === undefined) return t;
  if (!isObj(raw)) {
    issues.push({ path, message: 'must be a map of table constants' });
    return t;
  }
  const numeric = [
    'width',
    'height',
    'baseDiameter',
    'rangeBand',
    'moveShort',
    'moveLong',
    'lineArcWidth',
    'epsilon',
  ];
  keys(raw, [...numeric, 'tiles'], path, issues);
  for (const k of numeric) {
    if (raw[k] === undefined) continue;
    const positive = k !== 'lineArcWidth' && k !== 'epsilon';
    const v = raw[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (positive && v === 0))
      issues.push({
        path: [...path, k],
        message: `must be a number ${positive ? '> 0' : '≥ 0'} (cm)`,
      });
    else (t as unknown as Record<string, number>)[k] = v;
  }
  // A base or a move longer than the table cannot be placed or played.
  const side = Math.min(t.width, t.height);
  for (const k of ['baseDiameter', 'rangeBand', 'moveShort', 'moveLong'] as const) {
    if (raw[k] !== undefined && t[k] > side)
      issues.push({
        path: [...path, k],
        message: `${t[k]} cm is larger than the ${t.width}×${t.height} cm play area`,
      });
  }
  if (isObj(raw.tiles)) {
    for (const [type, shape] of Object.entries(raw.tiles)) {
      if (!TERRAIN.includes(type as TerrainType))
        issues.push({
          path: [...path, 'tiles', type],
          message: `unknown terrain type "${type}"`,
          suggestions: near(type, TERRAIN),
        });
      else if (isObj(shape) && typeof shape.radius === 'number')
        t.tiles[type as TerrainType] = { kind: 'circle', radius: shape.radius };
      else if (isObj(shape) && Array.isArray(shape.points))
        t.tiles[type as TerrainType] = {
          kind: 'polygon',
          points: shape.points as Array<[number, number]>,
        };
      else
        issues.push({
          path: [...path, 'tiles', type],
          message: 'must be {radius: cm} or {points: [[x, y], ...]}',
        });
    }
  }
  return t;
}

/** Resolves one matchup's Snap Ships setup; throws ConfigIssuesError. */
export function resolveSnapSetup(raw: Record<string, unknown>): SnapSetup {
  const db = loadContent();
  const issues: ConfigIssue[] = [];
  const formatId = (raw.format as string | undefined) ?? 'duel';
  const fmt = FORMATS[formatId];
  if (!fmt) {
    issues.push({
      path: ['format'],
      message: `unknown format "${formatId}"`,
      suggestions: near(formatId, Object.keys(FORMATS)),
    });
    throw new ConfigIssuesError(issues);
  }
  const sidesRaw = Array.isArray(raw.sides) ? raw.sides : [];
  let unresolved = false;
  const maxSides = fmt.maxSides ?? fmt.sides;
  if (sidesRaw.length < fmt.sides || sidesRaw.length > maxSides)
    issues.push({
      path: ['sides'],
      message: `${fmt.title} needs ${fmt.sides}${maxSides > fmt.sides ? ` to ${maxSides}` : ''} side${maxSides > 1 ? 's' : ''}, the config lists ${sidesRaw.length}`,
    });
  const sides = sidesRaw.map((sd, i) => {
    const p: Path = ['sides', i];
    if (!isObj(sd)) {
      issues.push({ path: p, message: 'must be {name, ships: [...]}' });
      return { name: `side ${i + 1}`, ships: [] as ShipBuild[] };
    }
    keys(sd, ['name', 'ships'], p, issues);
    if (sd.name !== undefined && (typeof sd.name !== 'string' || sd.name.trim() === ''))
      issues.push({
        path: [...p, 'name'],
        message: 'must be a non-empty text (it labels the side in every result)',
      });
    const before = issues.length;
    const ships = Array.isArray(sd.ships)
      ? sd.ships
          .map((s, j) => shipOf(db, s, [...p, 'ships', j], issues))
          .filter((s): s is ShipBuild => !!s)
      : [];
    if (!Array.isArray(sd.ships) || sd.ships.length === 0)
      issues.push({ path: [...p, 'ships'], message: 'must list at least one ship' });
    if (formatId === 'duel' && ships.length > 1)
      issues.push({ path: [...p, 'ships'], message: 'a duel has one ship per side' });
    const factions = new Set(ships.map((s) => db.chassis[s.chassis]!.faction));
    if (factions.size > 1)
      issues.push({
        path: [...p, 'ships'],
        message: 'all ships in a squadron must belong to the same faction',
      });
    if (issues.length > before) unresolved = true;
    return {
      name: typeof sd.name === 'string' && sd.name.trim() ? sd.name : `side ${i + 1}`,
      ships,
    };
  });
  sides.forEach((s, i) => {
    const first = sides.findIndex((o) => o.name === s.name);
    if (first < i)
      issues.push({
        path: ['sides', i, 'name'],
        message: `duplicate side name "${s.name}" (also sides[${first}]): every side needs its own name`,
      });
  });
  const budget = raw.budget;
  if (budget !== undefined && budget !== 'off' && typeof budget !== 'number')
    issues.push({ path: ['budget'], message: 'must be a number of points or "off"' });
  // Points are compared only between sides whose every ship resolved (else the mismatch is a consequence).
  if (budget !== 'off' && sides.length === fmt.sides && !unresolved) {
    const points = sides.map((s) =>
      s.ships.reduce((a, b) => a + (b.stats?.points ?? db.chassis[b.chassis]!.points), 0),
    );
    issues.push(...budgetIssues(fmt, points, budget));
  }
  // Scenario formats: their options (`scenario:`), squadron rules and added sides (scenarios/resolve-scenario.ts).
  const sc = resolveScenario(db, formatId, raw.scenario, sides, issues);
  const table = tableOf(db, raw.table, sc.size ?? fmt, ['table'], issues);
  const terrain = terrainOf(raw.terrain, ['terrain'], issues);
  if ('tiles' in terrain) {
    terrain.tiles.forEach((t, i) => {
      if (t.x < 0 || t.x > table.width || t.y < 0 || t.y > table.height) {
        issues.push({
          path: ['terrain', 'tiles', i],
          message: `(${t.x}, ${t.y}) is outside the ${table.width}×${table.height} cm play area`,
        });
      }
    });
  }
  const rules = resolveRuleSwitches(raw.rules, ['rules'], issues);
  // A search pilot's lookahead plays its moves forward in the engine: it measures where they end.
  if (rules?.preMeasure === 'range-only') {
    sides.forEach((s, i) =>
      s.ships.forEach((b, j) => {
        if (b.pilot.type === 'search') {
          issues.push({
            path: ['sides', i, 'ships', j, 'pilot'],
            message:
              'a search pilot measures where its moves end (its lookahead plays them): use the heuristic pilot with rules.preMeasure: range-only',
          });
        }
      }),
    );
  }
  if (issues.length) throw new ConfigIssuesError(issues);
  return {
    format: formatId,
    table,
    terrain,
    sides: [...sides, ...sc.extraSides],
    scenario: { tileCount: sc.tiles ?? fmt.tiles, ...sc.options },
    ...(rules ? { rules } : {}),
  };
}
