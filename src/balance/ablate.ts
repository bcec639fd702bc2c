/**
 * `sortie ablate`, the plan: for one build, swap each part for each legal alternative
 * in its slot and play the same seeds against the same opponents (every variant's
 * matchups are named for the opponent, so they share the base's seeds). The analysis
 * is in ablation.ts. A game whose builds are whole sides (BalanceAdapter.buildForm, e.g. an
 * Armada fleet) lists the side's parts (upgrades, squadrons) and may offer their removal.
 *
 * ```yaml
 * build: {preset: sabre-xf-23-fighter, pilot: random, name: Sabre}
 * opponents:
 *   - {preset: scarab-klaw-interceptor, pilot: ai-deck}
 * ablate:                          # optional
 *   parts: [5, xr70-missile-pod]   # which parts (1 = next to the chassis, or ids); default all
 *   alternatives: {5: [mx-massdriver-shotgun]}   # instead of every legal part of the slot
 *   maxAlternatives: 3             # at most this many per part (first ones by id)
 * ```
 */
import { isPlainObject } from '../config/layers.js';
import type { DataPath } from '../config/yaml-source.js';
import { readBuild, readBuilds, sideOf, sidesOrigin, type BuildSpec } from './builds.js';
import type { RunUnit } from './execute.js';
import { adapterFor, type ShipPart } from './game-adapters.js';
import { applyPilot, pilotOrigin, readPilots, type PilotVariant } from './pilots.js';
import { sideClasses } from './pilot-mismatch.js';
import type { PlanOptions } from './round-robin.js';
import {
  baseMatchup,
  readToolSource,
  resolveMatchups,
  slugify,
  ToolIssues,
  type GeneratedMatchup,
  type ToolSource,
} from './tool-config.js';

/** Top-level keys of an ablation config besides the matchup keys. */
export const ABLATE_KEYS = ['build', 'opponents', 'ablate', 'pilots'] as const;

/** One part swap. */
export interface Variant {
  /** Index of the part in the ship (0-based). */
  index: number;
  part: string;
  slot: string;
  alternative: string;
  /** Where the alternative came from in the file (an explicit list), else null. */
  path: DataPath | null;
}

/** An ablation plan. */
export interface AblatePlan {
  source: ToolSource;
  build: BuildSpec;
  opponents: BuildSpec[];
  parts: ShipPart[];
  variants: Variant[];
  pilots: PilotVariant[];
  /** Per pilot: the base unit then one unit per variant (in `variants` order). */
  units: RunUnit[];
}

/** Reads an ablation config and resolves the base and every variant. */
export async function planAblate(
  file: string | ToolSource,
  options: PlanOptions = {},
): Promise<AblatePlan> {
  const source = typeof file === 'string' ? readToolSource(file) : file;
  const issues = new ToolIssues(source);
  const base = baseMatchup(source, issues, ABLATE_KEYS);
  if ('sides' in base)
    issues.add(
      ['sides'],
      'ablate takes "build:" (the build under study) and "opponents:" instead of "sides:"',
      { key: true },
    );
  const adapter = await adapterFor(base.game);
  const build =
    source.root.build === undefined
      ? (issues.add(['build'], 'missing required key "build" (the ship whose parts are swapped)'),
        null)
      : readBuild(issues, source.root.build, ['build'], 'build', adapter);
  if (build?.squadron)
    issues.add(
      ['build', 'ships'],
      'ablate swaps the parts of one ship: give a single ship, not a squadron',
    );
  const opponents = readBuilds(issues, source.root, 'opponents', 1, adapter);
  if (build && opponents.some((o) => o.name === build.name))
    issues.add(
      ['build'],
      `the build and an opponent are both named "${build.name}": give one a name:`,
    );
  const pilots = readPilots(issues, source.root, options.pilots);
  const ship = build?.ships[0] ?? {};
  const parts = build && !build.squadron ? adapter.shipParts(ship) : null;
  const unread =
    adapter.buildForm === 'side'
      ? 'give the side in its explicit form (e.g. not as a list file)'
      : 'give them as parts: [...]';
  if (build && !build.squadron && !parts)
    issues.add(['build'], `the build's parts cannot be read: ${unread}`);
  const variants: Variant[] = [];
  if (parts) {
    const spec = source.root.ablate;
    if (spec !== undefined && !isPlainObject(spec))
      issues.add(['ablate'], 'must be a map: {parts, alternatives, maxAlternatives}');
    const o = isPlainObject(spec) ? spec : {};
    for (const k of Object.keys(o))
      if (!['parts', 'alternatives', 'maxAlternatives'].includes(k))
        issues.add(
          ['ablate', k],
          `unknown key "${k}" (ablate has parts, alternatives and maxAlternatives)`,
          { key: true },
        );
    const pick = (ref: unknown, path: DataPath): ShipPart | null => {
      const found = typeof ref === 'number' ? parts[ref - 1] : parts.find((p) => p.id === ref);
      if (!found)
        issues.add(
          path,
          typeof ref === 'number'
            ? `the build has parts 1..${parts.length}`
            : `the build has no part "${String(ref)}" (it has ${parts.map((p) => p.id).join(', ')})`,
        );
      return found ?? null;
    };
    let chosen = parts;
    if (o.parts !== undefined) {
      if (!Array.isArray(o.parts) || o.parts.length === 0)
        issues.add(
          ['ablate', 'parts'],
          'must be a list of part positions (1 = next to the chassis) or part ids',
        );
      else
        chosen = o.parts
          .map((r, i) => pick(r, ['ablate', 'parts', i]))
          .filter((p): p is ShipPart => !!p);
    }
    const explicit = new Map<number, { list: string[]; path: DataPath }>();
    if (o.alternatives !== undefined) {
      if (!isPlainObject(o.alternatives))
        issues.add(
          ['ablate', 'alternatives'],
          'must map a part (position or id) to a list of part ids',
        );
      else {
        for (const [key, list] of Object.entries(o.alternatives)) {
          const p = pick(/^\d+$/.test(key) ? Number(key) : key, ['ablate', 'alternatives', key]);
          if (!p) continue;
          if (!Array.isArray(list) || !list.every((x) => typeof x === 'string'))
            issues.add(['ablate', 'alternatives', key], 'must be a list of part ids');
          else explicit.set(p.index, { list, path: ['ablate', 'alternatives', key] });
        }
      }
    }
    const max = o.maxAlternatives;
    if (max !== undefined && !(Number.isInteger(max) && (max as number) >= 1))
      issues.add(['ablate', 'maxAlternatives'], 'must be a whole number ≥ 1');
    for (const p of chosen) {
      const given = explicit.get(p.index);
      let alts = given ? given.list : adapter.alternatives(ship, p.index, base);
      if (typeof max === 'number') alts = alts.slice(0, max);
      alts.forEach((alternative, j) =>
        variants.push({
          index: p.index,
          part: p.id,
          slot: p.group,
          alternative,
          path: given ? [...given.path, j] : null,
        }),
      );
    }
    if (!variants.length && !issues.count)
      issues.add(
        ['ablate'],
        'no part has an alternative to try: list some under ablate.alternatives',
      );
  }
  if (!build || !parts) issues.throwIfAny();
  const plan: AblatePlan = {
    source,
    build: build!,
    opponents,
    parts: parts!,
    variants,
    pilots,
    units: [],
  };
  // A whole-side build's variant is an explicit side: a problem in it is its listed alternative's, else the build's.
  const whole = adapter.buildForm === 'side';
  const generate = (
    shipRaw: Record<string, unknown>,
    variant: Variant | null,
    pilot: PilotVariant,
  ): GeneratedMatchup[] =>
    opponents.map((opp) => {
      const b = sideOf({ ...build!, ships: [shipRaw] });
      const o = sideOf(opp);
      const own = (rest: DataPath) =>
        whole
          ? rest[0] !== 'name' && rest[0] !== 'pilot'
          : rest[0] === 'ships' && rest[2] === 'parts' && rest[3] === variant!.index;
      const origin = sidesOrigin(
        [
          (rest) =>
            variant && own(rest) && (!whole || variant.path)
              ? (variant.path ?? ['build'])
              : b.origin(rest),
          o.origin,
        ],
        (p) => p,
      );
      return {
        raw: applyPilot(
          { ...adapter.matchupDefaults, ...base, name: `vs ${opp.name}`, sides: [b.side, o.side] },
          pilot,
          adapter.buildForm,
        ),
        origin: pilotOrigin(pilot, origin, adapter.buildForm),
      };
    });
  const classes = (gen: GeneratedMatchup[]) => gen.map((g) => sideClasses(adapter, g.raw));
  for (const pilot of pilots) {
    const baseGen = generate(ship, null, pilot);
    const baseConfig = await resolveMatchups(issues, baseGen, options.overrides);
    if (baseConfig)
      plan.units.push({
        dir: `${pilot.slug}/base`,
        pilot: pilot.label,
        label: 'base',
        config: baseConfig,
        sideClasses: classes(baseGen),
      });
    for (const v of variants) {
      const gen = generate(adapter.withPart(ship, v.index, v.alternative), v, pilot);
      const config = await resolveMatchups(issues, gen, options.overrides);
      if (config)
        plan.units.push({
          dir: `${pilot.slug}/p${v.index + 1}-${slugify(v.alternative, 40)}`,
          pilot: pilot.label,
          label: `${v.index + 1}. ${v.part} → ${v.alternative}`,
          config,
          sideClasses: classes(gen),
        });
    }
  }
  issues.throwIfAny();
  return plan;
}
