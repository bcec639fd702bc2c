/**
 * Pilot sensitivity: a tool config may list `pilots:` (or the command line
 * `--pilots a,b`); the tool then runs once per pilot, every ship flown by it, and
 * compares the conclusions. Entries are pilot specs as in a ship's `pilot:` (a name such
 * as `random`, `ai-deck`, or a map `{type: heuristic, persona: aggressive}`), with an
 * optional `label:`.
 */
import { isPlainObject } from '../config/layers.js';
import type { DataPath } from '../config/yaml-source.js';
import type { BuildForm } from './game-adapters.js';
import { slugify, startsWith, type ToolIssues } from './tool-config.js';

/** One pilot to run under, or the ships' own pilots. */
export interface PilotVariant {
  /** Display label ("as configured" without a pilot list). */
  label: string;
  /** Folder name. */
  slug: string;
  /** The pilot spec put on every ship, or null to keep the config's pilots. */
  spec: unknown;
  /** Where it is in the file (null: the ships' own pilots, or --pilots). */
  path: DataPath | null;
}

/** The label of a pilot spec. */
export function pilotLabel(spec: unknown): string {
  if (typeof spec === 'string') return spec;
  if (isPlainObject(spec)) {
    if (typeof spec.label === 'string') return spec.label;
    const parts = [spec.type, spec.persona, spec.budget, spec.deck]
      .filter((x) => x !== undefined)
      .map(String);
    return parts.join(':') || 'pilot';
  }
  return String(spec);
}

/** The pilot variants of a config (`pilots:` key or the command line list). */
export function readPilots(
  issues: ToolIssues,
  root: Record<string, unknown>,
  cli?: string[],
): PilotVariant[] {
  if (cli && cli.length)
    return unique(
      issues,
      cli.map((p) => ({ label: p, slug: slugify(p), spec: p, path: null })),
    );
  const list = root.pilots;
  if (list === undefined)
    return [{ label: 'as configured', slug: 'as-configured', spec: null, path: null }];
  if (!Array.isArray(list) || list.length === 0) {
    issues.add(['pilots'], 'must be a non-empty list of pilots (e.g. [ai-deck, random])');
    return [];
  }
  const out: PilotVariant[] = [];
  list.forEach((spec, i) => {
    if (typeof spec !== 'string' && !(isPlainObject(spec) && typeof spec.type === 'string')) {
      issues.add(['pilots', i], 'must be a pilot name or {type: ..., label: ...}');
      return;
    }
    const label = pilotLabel(spec);
    const clean = isPlainObject(spec)
      ? Object.fromEntries(Object.entries(spec).filter(([k]) => k !== 'label'))
      : spec;
    out.push({ label, slug: slugify(label), spec: clean, path: ['pilots', i] });
  });
  return unique(issues, out);
}

function unique(issues: ToolIssues, pilots: PilotVariant[]): PilotVariant[] {
  const seen = new Set<string>();
  for (const p of pilots) {
    if (seen.has(p.slug)) issues.add(p.path ?? ['pilots'], `pilot "${p.label}" is listed twice`);
    seen.add(p.slug);
  }
  return pilots;
}

/**
 * The raw matchup with every ship of every side flown by the variant's pilot (with
 * `form: side`, games whose pilot is a side's: every side).
 */
export function applyPilot(
  raw: Record<string, unknown>,
  pilot: PilotVariant,
  form: BuildForm = 'ship',
): Record<string, unknown> {
  if (pilot.spec === null || !Array.isArray(raw.sides)) return raw;
  if (form === 'side')
    return {
      ...raw,
      sides: raw.sides.map((side) =>
        isPlainObject(side) ? { ...side, pilot: structuredClone(pilot.spec) } : side,
      ),
    };
  return {
    ...raw,
    sides: raw.sides.map((side) =>
      isPlainObject(side) && Array.isArray(side.ships)
        ? {
            ...side,
            ships: side.ships.map((s) =>
              isPlainObject(s) ? { ...s, pilot: structuredClone(pilot.spec) } : s,
            ),
          }
        : side,
    ),
  };
}

/** Wraps an origin map so problems with a ship's (with `form: side`, a side's) pilot point at the variant's entry. */
export function pilotOrigin(
  pilot: PilotVariant,
  inner: (path: DataPath, message?: string) => DataPath,
  form: BuildForm = 'ship',
): (path: DataPath, message?: string) => DataPath {
  if (pilot.spec === null) return inner;
  const at = form === 'side' ? 2 : 4;
  return (path, message) => {
    if (
      startsWith(path, ['sides']) &&
      (form === 'side' || path[2] === 'ships') &&
      path[at] === 'pilot'
    )
      return pilot.path
        ? [...pilot.path, ...(typeof pilot.spec === 'string' ? [] : path.slice(at + 1))]
        : [];
    return inner(path, message);
  };
}

/** Flags that say a conclusion differs between pilots (the tools' flip flags). */
export function isPilotFlip(flag: string): boolean {
  return /flips between pilots|moves the verdict|wins more than half under/.test(flag);
}

/**
 * A tool report's facts on pilot sensitivity: which pilot its verdict rests on (the first run),
 * and whether it holds under the other pilots run (none of the tool's flip flags), or that no
 * second pilot was run.
 */
export function pilotVerdictFacts(
  pilots: readonly string[],
  flags: readonly string[],
): Array<[string, string]> {
  const [first, ...others] = pilots;
  const rests: [string, string] = [
    'verdict rests on',
    first === undefined || first === 'as configured'
      ? "the config's own pilots (each run's report names them)"
      : `pilot ${first}`,
  ];
  if (others.length === 0)
    return [
      rests,
      [
        'under another pilot',
        'not checked: run again with --pilots (or a pilots: list) to see whether the verdict holds',
      ],
    ];
  const flips = flags.filter(isPilotFlip).length;
  return [
    rests,
    [
      `under ${others.join(', ')}`,
      flips
        ? `does not hold: ${flips === 1 ? '1 conclusion flips' : `${flips} conclusions flip`} (see the flags)`
        : 'holds: no conclusion flips',
    ],
  ];
}
