/**
 * What `sortie optimize` and `sortie outliers` share: reading the search block
 * (`optimize:` or `outliers:`: `ship`, `fixed`, `exclude`, `opponents`, `pilot`, ...),
 * drawing the candidates from the game's build space (BalanceAdapter.buildSpace: every
 * build of a small space, else a seeded sample without repeats, plus the presets inside
 * it as references) and turning each candidate into one run unit: one matchup per
 * opponent, named `vs <opponent>` so every candidate plays the same seeds.
 */
import { stringify } from 'yaml';
import { hashMatchups } from '../config/hash.js';
import { isPlainObject } from '../config/layers.js';
import type { ConfigOverrides } from '../config/load-config.js';
import type { DataPath } from '../config/yaml-source.js';
import { Rng, hashSeed } from '../core/rng.js';
import { UsageError } from '../core/game-tools.js';
import { readBuild, sideOf, sidesOrigin, uniqueNames, type BuildSpec } from './builds.js';
import type { RunUnit } from './execute.js';
import {
  adapterFor,
  type BalanceAdapter,
  type BuildCandidate,
  type BuildSpace,
} from './game-adapters.js';
import { sideClasses } from './pilot-mismatch.js';
import {
  baseMatchup,
  readToolSource,
  resolveMatchups,
  ToolIssues,
  type GeneratedMatchup,
  type ToolSource,
} from './tool-config.js';

/** A candidate of a search, with its unit. */
export interface SearchCandidate extends BuildCandidate {
  /** Short id (`c001`, presets `p1`): its folder and side name. */
  id: string;
  /** True for a preset inside the space (a reference, never dropped). */
  preset: boolean;
}

/** A read search config. */
export interface SearchPlan {
  source: ToolSource;
  adapter: BalanceAdapter;
  /** The block's key (`optimize` or `outliers`). */
  key: string;
  block: Record<string, unknown>;
  space: BuildSpace;
  opponents: BuildSpec[];
  pilot: unknown;
  /** True when the whole space was enumerated. */
  exhaustive: boolean;
  candidates: SearchCandidate[];
  /** One unit per candidate (same order). */
  units: RunUnit[];
  issues: ToolIssues;
  fairPilots?: string;
}

/** Keys of the search block both tools read. */
const COMMON_KEYS = ['ship', 'fixed', 'exclude', 'opponents', 'pilot', 'candidates'];

/** Options of {@link planSearch}. */
export interface SearchOptions {
  overrides?: ConfigOverrides;
  /** Further keys the tool's block takes. */
  keys: readonly string[];
  /** Candidates to draw when the block gives no `candidates:`. */
  defaultCandidates: number;
  /**
   * Games per matchup each unit's folder is declared with (the most a candidate can play),
   * given the candidates; may add problems with the block's own keys.
   */
  gamesPerMatchup: (
    candidates: SearchCandidate[],
    issues: ToolIssues,
    block: Record<string, unknown>,
  ) => number;
}

/** Reads a whole number ≥ min at `path` (default when absent). */
export function wholeNumber(
  issues: ToolIssues,
  block: Record<string, unknown>,
  key: string,
  path: DataPath,
  min: number,
  fallback: number,
): number {
  const v = block[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
    issues.add([...path, key], `must be a whole number ≥ ${min}`);
    return fallback;
  }
  return v;
}

/** Draws the candidates: all of a small space, else a seeded sample without repeats; presets first. */
export function drawCandidates(
  space: BuildSpace,
  count: number,
  seed: string,
): { list: SearchCandidate[]; exhaustive: boolean } {
  const presets = space.presets();
  const seen = new Set(presets.map((p) => p.key));
  const all = space.enumerate(count);
  let drawn: BuildCandidate[] = [];
  const rng = new Rng(hashSeed(seed, 'build-search'));
  // Shuffled, so a budget that lets only the first n enter takes a random n.
  if (all) drawn = rng.shuffle(all.filter((c) => !seen.has(c.key)));
  else {
    for (let tries = 0; drawn.length < count && tries < count * 50; tries++) {
      const c = space.sample(() => rng.next());
      if (!c || seen.has(c.key)) continue;
      seen.add(c.key);
      drawn.push(c);
    }
  }
  const list: SearchCandidate[] = [
    ...presets.map((p, i) => ({ ...p, id: `p${i + 1}`, preset: true })),
    ...drawn.map((c, i) => ({ ...c, id: `c${String(i + 1).padStart(3, '0')}`, preset: false })),
  ];
  return { list, exhaustive: all !== null };
}

/** A unit's matchups as a config of their own, under their unit names, `--seed` written in. */
function unitText(
  name: string,
  raws: Record<string, unknown>[],
  names: string[],
  overrides: ConfigOverrides = {},
): string {
  const seed = overrides.seed !== undefined ? { seed: overrides.seed } : {};
  const matchups = raws.map((raw, k) => ({ ...raw, ...seed, name: names[k] }));
  return stringify({ name, matchups }, { aliasDuplicateObjects: false, lineWidth: 0 });
}

/** The candidate's side: the build flown by the search's pilot. */
function candidateSide(
  adapter: BalanceAdapter,
  c: SearchCandidate,
  pilot: unknown,
): Record<string, unknown> {
  if (adapter.buildForm === 'side')
    return { name: c.id, ...structuredClone(c.build), pilot: structuredClone(pilot) };
  return { name: c.id, ships: [{ ...structuredClone(c.build), pilot: structuredClone(pilot) }] };
}

/** Reads a search config and resolves every candidate's matchups. Throws ConfigError on problems. */
export async function planSearch(
  file: string | ToolSource,
  key: string,
  options: SearchOptions,
): Promise<SearchPlan> {
  const source = typeof file === 'string' ? readToolSource(file) : file;
  const issues = new ToolIssues(source);
  const base = baseMatchup(source, issues, [key]);
  if ('sides' in base)
    issues.add(
      ['sides'],
      `${key} searches the builds of "${key}.ship" against "${key}.opponents": remove "sides:"`,
      { key: true },
    );
  const adapter = await adapterFor(base.game);
  const raw = source.root[key];
  if (!isPlainObject(raw)) {
    issues.add([key], `must be a map: {ship, opponents, pilot, ...}`);
    issues.throwIfAny();
  }
  const block = raw as Record<string, unknown>;
  const keys = [...COMMON_KEYS, ...options.keys];
  for (const k of Object.keys(block))
    if (!keys.includes(k))
      issues.add([key, k], `unknown key "${k}" (${key} has ${keys.join(', ')})`, { key: true });
  if (!isPlainObject(block.ship))
    issues.add(
      [key, 'ship'],
      block.ship === undefined
        ? 'missing required key "ship" (e.g. {chassis: id} or {faction: f, points: n})'
        : 'must be a map',
    );
  if (block.fixed !== undefined && !isPlainObject(block.fixed))
    issues.add([key, 'fixed'], 'must map a slot to a part id (or a list of part ids)');
  const exclude = block.exclude ?? [];
  if (!Array.isArray(exclude) || !exclude.every((x) => typeof x === 'string'))
    issues.add([key, 'exclude'], 'must be a list of part ids');
  if (block.pilot === undefined)
    issues.add(
      [key, 'pilot'],
      'missing required key "pilot" (the pilot that flies every candidate, e.g. heuristic)',
    );
  const list = block.opponents;
  const opponents: BuildSpec[] = [];
  if (!Array.isArray(list) || !list.length)
    issues.add([key, 'opponents'], 'must be a list of at least one build (the gauntlet)', {
      key: list !== undefined,
    });
  else
    list.forEach((v, i) => {
      const b = readBuild(issues, v, [key, 'opponents', i], `opponent ${i + 1}`, adapter);
      if (b) opponents.push(b);
    });
  uniqueNames(issues, opponents);
  const count = wholeNumber(issues, block, 'candidates', [key], 1, options.defaultCandidates);
  if (!adapter.buildSpace)
    issues.add(
      [key, 'ship'],
      `game "${String(base.game)}" cannot list its legal builds, so ${key} cannot search it`,
    );
  issues.throwIfAny();
  let space: BuildSpace;
  try {
    space = adapter.buildSpace!(
      {
        ship: block.ship as Record<string, unknown>,
        fixed: (block.fixed ?? {}) as Record<string, unknown>,
        exclude: exclude as string[],
      },
      base,
    );
  } catch (e) {
    // By name: a plugin loaded from another copy of the code throws its own UsageError class.
    if (!(e instanceof UsageError || (e instanceof Error && e.name === 'UsageError'))) throw e;
    issues.add(
      [
        key,
        e.message.startsWith('fixed')
          ? 'fixed'
          : e.message.startsWith('exclude')
            ? 'exclude'
            : 'ship',
      ],
      e.message,
    );
    issues.throwIfAny();
    throw e;
  }
  const seed = String(options.overrides?.seed ?? base.seed ?? 1);
  const { list: candidates, exhaustive } = drawCandidates(space, count, seed);
  if (!candidates.length) issues.add([key, 'ship'], 'the space holds no legal build');
  const games = options.gamesPerMatchup(candidates, issues, block);
  issues.throwIfAny();
  const generated: GeneratedMatchup[] = [];
  const opp = opponents.map(sideOf);
  for (const c of candidates) {
    for (const [k, o] of opp.entries()) {
      const side = candidateSide(adapter, c, block.pilot);
      const origin = sidesOrigin([
        (rest) =>
          (rest[0] === 'ships' && rest[2] === 'pilot') || rest[0] === 'pilot'
            ? [key, 'pilot']
            : [key, 'ship'],
        o.origin,
      ]);
      const name = `${c.id} vs ${opponents[k]!.name}`;
      generated.push({
        raw: { ...adapter.matchupDefaults, ...base, name, games, sides: [side, o.side] },
        origin,
      });
    }
  }
  const config = await resolveMatchups(issues, generated, { ...options.overrides, games });
  issues.throwIfAny();
  const K = opponents.length;
  const units: RunUnit[] = candidates.map((c, i) => {
    const matchups = config!.matchups
      .slice(i * K, (i + 1) * K)
      .map((m, k) => ({ ...m, name: `vs ${opponents[k]!.name}` }));
    // The hash leaves out the game count: each round extends the same folder.
    const hash = hashMatchups(matchups.map((m) => ({ ...m, games: 0 })));
    const raws = generated.slice(i * K, (i + 1) * K).map((g) => g.raw);
    const classes = raws.map((raw) => sideClasses(adapter, raw));
    const queueConfig = {
      file: source.file,
      text: unitText(
        source.name,
        raws,
        matchups.map((m) => m.name),
        options.overrides,
      ),
      files: config!.files,
    };
    return {
      dir: c.id,
      pilot: 'as configured',
      label: c.label,
      config: { ...config!, matchups, hash },
      sideClasses: classes,
      queueConfig,
    };
  });
  return {
    source,
    adapter,
    key,
    block,
    space,
    opponents,
    pilot: block.pilot,
    exhaustive,
    candidates,
    units,
    issues,
    ...(adapter.fairPilots ? { fairPilots: adapter.fairPilots } : {}),
  };
}
