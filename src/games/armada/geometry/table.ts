/**
 * The Armada physical constants (content/table.yaml): loading, validation with zod, and the
 * per-config override (`table:` in a matchup config, deep-merged over the file: maps merge key by
 * key, lists and numbers replace). Problems come back as {@link ConfigIssue}s with "did you mean"
 * suggestions for unknown keys.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { deepMerge, isPlainObject } from '../../../config/layers.js';
import { suggest } from '../../../config/issues.js';
import { ConfigIssuesError, type ConfigIssue } from '../../../core/game-plugin.js';
import type { PlayArea, SizeClass } from './types.js';

const notes = { note: z.string().optional(), uncertain: z.string().optional() };
const mm = z.number().positive('must be a length > 0 (mm)');
const mm0 = z.number().min(0, 'must be a length >= 0 (mm)');
const band = z.number().int('must be a whole distance band').min(1).max(5);
const dims = z.strictObject({ width: mm, length: mm, ...notes });
const perSize = <T extends z.ZodType>(s: T) =>
  z.strictObject({ small: s, medium: s, large: s, ...notes });

const shipSchema = z.strictObject({
  size: z.enum(['small', 'medium', 'large']),
  arcs: z.strictObject({ frontCentre: mm0, frontEdge: mm0, rearCentre: mm0, rearEdge: mm0 }),
  targetingPoints: z.strictObject({
    front: mm0,
    rear: mm0,
    side: z.strictObject({ offset: mm0, fromFront: mm0 }),
  }),
  ...notes,
});

const obstacleSchema = z.strictObject({
  type: z.enum(['asteroid', 'debris', 'station']),
  points: z.array(z.tuple([z.number(), z.number()])).min(3, 'needs at least 3 points'),
  ...notes,
});

const tableShape = z.strictObject({
  epsilon: mm,
  bases: perSize(dims),
  overlapShape: z.enum(['base', 'envelope']),
  shieldDialEnvelope: perSize(dims),
  tokens: perSize(dims),
  ships: z.record(z.string(), shipSchema),
  rangeBands: z.strictObject({ close: mm, medium: mm, long: mm, ...notes }),
  distanceBands: z.strictObject({ values: z.tuple([mm, mm, mm, mm, mm]), ...notes }),
  maneuverTool: z.strictObject({
    beforeJoint: mm,
    afterJoint: mm,
    width: mm,
    clickAngle: z.number().gt(0, 'must be > 0 (degrees)').max(90, 'must be <= 90 (degrees)'),
    maxClicks: z.number().int('must be a whole number').min(1).max(4),
    ...notes,
  }),
  squadronBase: z.strictObject({ diameter: mm, ...notes }),
  objectiveToken: z.strictObject({ diameter: mm, ...notes }),
  obstacles: z.strictObject({ outlines: z.record(z.string(), obstacleSchema), ...notes }),
  playAreas: z.record(
    z.string(),
    z.strictObject({ width: mm, depth: mm, setupInset: mm0, ...notes }),
  ),
  deployment: z.strictObject({
    shipsWithin: band,
    squadronsWithin: band,
    obstaclesBeyondEdge: band,
    obstaclesBeyondEachOther: band,
    ...notes,
  }),
});

/** The validated table constants (deep-frozen). Units: mm and degrees. */
export type ArmadaTable = z.output<typeof tableShape>;
/** One ship card's token geometry entry (`ships.<id>`). */
export type ShipTableEntry = ArmadaTable['ships'][string];

const SIZES: readonly SizeClass[] = ['small', 'medium', 'large'];

/**
 * Where the front and the rear arc lines meet on the centre line (mm from the token front). When
 * the data make the front lines meet behind the rear lines (ALPHA: CR90 by 0.75 mm, Nebulon-B by
 * 1 mm), the printed lines would cross inside the token; both pairs are then joined at the
 * midpoint so that the four hull zones partition the token (H1, H4).
 */
export function arcCentres(arcs: ShipTableEntry['arcs']): { front: number; rear: number } {
  if (arcs.frontCentre <= arcs.rearCentre)
    return { front: arcs.frontCentre, rear: arcs.rearCentre };
  const mid = (arcs.frontCentre + arcs.rearCentre) / 2;
  return { front: mid, rear: mid };
}

/** Cross-field checks the schema cannot express; paths are relative to the table. */
function crossIssues(t: ArmadaTable): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  const at = (path: Array<string | number>, message: string) => out.push({ path, message });
  for (const s of SIZES) {
    const tk = t.tokens[s];
    const b = t.bases[s];
    if (tk.width > b.width || tk.length > b.length)
      at(['tokens', s], `the ${s} token must fit on the ${s} base`);
  }
  for (const [id, sh] of Object.entries(t.ships)) {
    const L = t.tokens[sh.size].length;
    const a = sh.arcs;
    // Arcs must stay under 180° so each firing arc is a wedge between its two lines (H6).
    const c = arcCentres(a);
    if (!(a.frontEdge < c.front))
      at(['ships', id, 'arcs', 'frontEdge'], `must be < frontCentre (${c.front})`);
    if (!(c.rear < a.rearEdge))
      at(['ships', id, 'arcs', 'rearEdge'], `must be > rearCentre (${c.rear})`);
    for (const k of ['frontCentre', 'rearCentre', 'rearEdge'] as const) {
      if (a[k] > L)
        at(['ships', id, 'arcs', k], `must lie on the token (<= ${L} mm from its front)`);
    }
    const tp = sh.targetingPoints;
    for (const k of ['front', 'rear'] as const) {
      if (tp[k] > L) at(['ships', id, 'targetingPoints', k], `must be <= ${L}`);
    }
    if (tp.side.fromFront > L)
      at(['ships', id, 'targetingPoints', 'side', 'fromFront'], `must be <= ${L}`);
    const half = t.tokens[sh.size].width / 2;
    if (tp.side.offset > half)
      at(['ships', id, 'targetingPoints', 'side', 'offset'], `must be <= ${half}`);
  }
  const r = t.rangeBands;
  if (!(r.close < r.medium && r.medium < r.long))
    at(['rangeBands'], 'bands must increase: close < medium < long');
  const d = t.distanceBands.values;
  for (let i = 1; i < d.length; i++) {
    if (!(d[i - 1]! < d[i]!)) at(['distanceBands', 'values', i], 'distance bands must increase');
  }
  for (const [id, o] of Object.entries(t.obstacles.outlines)) {
    let area = 0;
    for (let i = 0; i < o.points.length; i++) {
      const p = o.points[i]!;
      const q = o.points[(i + 1) % o.points.length]!;
      area += p[0] * q[1] - q[0] * p[1];
    }
    if (Math.abs(area) < 1e-9)
      at(['obstacles', 'outlines', id, 'points'], 'the outline has no area');
  }
  for (const [id, p] of Object.entries(t.playAreas)) {
    if (2 * p.setupInset >= p.width) at(['playAreas', id, 'setupInset'], 'leaves no setup area');
  }
  return out;
}

/** The node of `obj` at `path`; a missing record key falls back to the record's first entry. */
function templateAt(obj: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur = obj;
  for (const seg of path) {
    if (!isPlainObject(cur)) return undefined;
    cur = seg in cur ? cur[seg as string] : Object.values(cur)[0];
  }
  return cur;
}

/** Maps zod issues of the merged table to config issues under `prefix`, with key suggestions. */
function zodIssues(
  err: z.ZodError,
  defaults: unknown,
  prefix: Array<string | number>,
): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  for (const issue of err.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const tpl = templateAt(defaults, path);
      const allowed = [...(isPlainObject(tpl) ? Object.keys(tpl) : []), 'note', 'uncertain'];
      for (const key of issue.keys) {
        const message = `unknown table constant "${key}"`;
        out.push({ path: [...prefix, ...path, key], message, suggestions: suggest(key, allowed) });
      }
    } else if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
      out.push({
        path: [...prefix, ...path],
        message: `missing required key "${String(path.at(-1))}"`,
      });
    } else {
      out.push({ path: [...prefix, ...path], message: issue.message });
    }
  }
  return out;
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** The table file shipped beside the content (src/ under vitest, dist/ after the build). */
export const TABLE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
  'table.yaml',
);

let rawDefaults: Record<string, unknown> | undefined;
let defaults: ArmadaTable | undefined;

function readRaw(): Record<string, unknown> {
  if (!rawDefaults) {
    const raw: unknown = parse(readFileSync(TABLE_FILE, 'utf8'));
    if (!isPlainObject(raw)) throw new Error(`${TABLE_FILE}: must be a map of table constants`);
    rawDefaults = deepFreeze(raw);
  }
  return rawDefaults;
}

/**
 * Validates `raw` as a complete table. Returns the frozen table, or the issues (paths relative
 * to `prefix`).
 */
export function validateTable(
  raw: unknown,
  prefix: Array<string | number> = [],
): { table?: ArmadaTable; issues: ConfigIssue[] } {
  const res = tableShape.safeParse(raw);
  if (!res.success) return { issues: zodIssues(res.error, readRaw(), prefix) };
  const cross = crossIssues(res.data).map((i) => ({ ...i, path: [...prefix, ...i.path] }));
  if (cross.length > 0) return { issues: cross };
  return { table: deepFreeze(res.data), issues: [] };
}

/** The table of content/table.yaml, validated once and cached. Throws if the file is invalid. */
export function defaultTable(): ArmadaTable {
  if (!defaults) {
    const { table, issues } = validateTable(readRaw());
    if (!table) {
      const lines = issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`${TABLE_FILE} is invalid:\n  ${lines.join('\n  ')}`);
    }
    defaults = table;
  }
  return defaults;
}

/**
 * The table with a config's `table:` overrides deep-merged over the file (undefined: the file's).
 * Issue paths start with `prefix` (default `["table"]`).
 */
export function tableWithOverrides(
  overrides: unknown,
  prefix: Array<string | number> = ['table'],
): { table?: ArmadaTable; issues: ConfigIssue[] } {
  if (overrides === undefined) return { table: defaultTable(), issues: [] };
  if (!isPlainObject(overrides))
    return { issues: [{ path: prefix, message: 'must be a map of table constants' }] };
  const res = validateTable(deepMerge(readRaw(), overrides), prefix);
  // A new ship / play-area id with problems is most likely a misspelt existing one.
  for (const issue of res.issues) {
    const [group, id] = issue.path.slice(prefix.length);
    const known = group === 'ships' || group === 'playAreas' ? readRaw()[group] : undefined;
    if (
      isPlainObject(known) &&
      typeof id === 'string' &&
      !(id in known) &&
      !issue.suggestions?.length
    ) {
      const near = suggest(id, Object.keys(known));
      if (near.length) issue.suggestions = near;
    }
  }
  return res;
}

/** Like {@link tableWithOverrides} but throws a ConfigIssuesError listing every problem. */
export function resolveTable(overrides?: unknown): ArmadaTable {
  const { table, issues } = tableWithOverrides(overrides);
  if (!table) throw new ConfigIssuesError(issues);
  return table;
}

/** A play area of the table by id (`learning`, `standard`, or one a config added). */
export function playArea(table: ArmadaTable, id: string): PlayArea {
  const p = table.playAreas[id];
  if (!p)
    throw new Error(`unknown play area "${id}"${didYouMean(id, Object.keys(table.playAreas))}`);
  return { width: p.width, depth: p.depth, setupInset: p.setupInset };
}

/** ` (did you mean "a" or "b"?)` for the candidates close to `word`, or "" when none is. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = suggest(word, candidates);
  return near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(' or ')}?)` : '';
}

/** Upper edge (mm) of distance band `n` (1..5). */
export function distanceBandEdge(table: ArmadaTable, n: number): number {
  const v = table.distanceBands.values[n - 1];
  if (v === undefined) throw new Error(`distance band ${n} is not 1..5`);
  return v;
}
