/**
 * Coverage counts of the exhaustive runner and what is still missing. Counts are plain
 * records (mergeable, JSON-ready): chassis activations, ability-box uses, effective
 * handler calls, games per format and per terrain layout.
 */
import { abilityLabel, type CoverageTargets } from './coverage-targets.js';

/** Counts gathered so far. */
export interface CoverageCounts {
  games: number;
  formats: Record<string, number>;
  layouts: Record<string, number>;
  /** Activations per chassis id ("has flown"). */
  chassis: Record<string, number>;
  /** Uses per ability key: part actions (incl. REPAIR) from `action` events, passive boxes from their effect taking effect. */
  abilities: Record<string, number>;
  /** Calls that took effect, per handler id. */
  handlers: Record<string, number>;
  /** Hook calls per handler id, effective or not (diagnosis of handlers that never take effect). */
  invoked: Record<string, number>;
}

/** Zero counts for every target. */
export function emptyCounts(t: CoverageTargets): CoverageCounts {
  const zero = <K extends string | number>(ids: K[]): Record<string, number> =>
    Object.fromEntries(ids.map((id) => [String(id), 0]));
  return {
    games: 0,
    formats: zero(t.formats),
    layouts: zero(t.layouts),
    chassis: zero(t.chassis),
    abilities: zero(t.abilities.map((a) => a.key)),
    handlers: zero(t.handlers),
    invoked: zero(t.handlers),
  };
}

/** Adds `b` into `a`. */
export function mergeCounts(a: CoverageCounts, b: CoverageCounts): CoverageCounts {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    for (const [k, v] of Object.entries(y)) x[k] = (x[k] ?? 0) + v;
  };
  a.games += b.games;
  add(a.formats, b.formats);
  add(a.layouts, b.layouts);
  add(a.chassis, b.chassis);
  add(a.abilities, b.abilities);
  add(a.handlers, b.handlers);
  add(a.invoked, b.invoked);
  return a;
}

/** One target never exercised. */
export interface MissingTarget {
  kind: 'chassis' | 'ability' | 'handler' | 'format' | 'layout';
  id: string;
  label: string;
  /** Why: the up-front reason when no game can reach it, else that the budget ran out. */
  reason: string;
  /** True when no game could have reached it (a missing handler and what depends on it). */
  blocked: boolean;
  /** True when the rules never reach it in the available formats (reported, not required). */
  exempt: boolean;
}

/** Every target with a zero count, blocked ones with their reason. */
export function missingTargets(t: CoverageTargets, c: CoverageCounts): MissingTarget[] {
  const out: MissingTarget[] = [];
  const budget = `never exercised in ${c.games} games`;
  const push = (kind: MissingTarget['kind'], id: string, label: string) => {
    const why = t.blocked[`${kind}:${id}`];
    const exempt = t.exempt[`${kind}:${id}`];
    out.push({
      kind,
      id,
      label,
      reason: why ?? exempt ?? budget,
      blocked: why !== undefined,
      exempt: why === undefined && exempt !== undefined,
    });
  };
  for (const f of t.formats) if (!c.formats[f]) push('format', f, `format ${f}`);
  for (const l of t.layouts) if (!c.layouts[l]) push('layout', String(l), `terrain layout ${l}`);
  for (const id of t.chassis) if (!c.chassis[id]) push('chassis', id, `chassis ${id}`);
  for (const a of t.abilities)
    if (!c.abilities[a.key]) push('ability', a.key, `ability ${abilityLabel(a)}`);
  for (const h of t.handlers) {
    if (c.handlers[h]) continue;
    const hooks = t.hooksOf[h];
    const why = t.blocked[`handler:${h}`];
    if (why || !hooks) push('handler', h, `handler ${h}`);
    else {
      const reason = !hooks.length
        ? 'the registered handler implements no hook, so the engine never calls it'
        : !c.invoked[h]
          ? `${budget}: its hook${hooks.length === 1 ? '' : 's'} (${hooks.join(', ')}) ${hooks.length === 1 ? 'was' : 'were'} never called`
          : `${budget}: its hooks (${hooks.join(', ')}) were called ${c.invoked[h]} times and never took effect`;
      out.push({
        kind: 'handler',
        id: h,
        label: `handler ${h}`,
        reason,
        blocked: false,
        exempt: false,
      });
    }
  }
  return out;
}

/** True when every target that some game can reach has been covered. */
export function reachableCovered(t: CoverageTargets, c: CoverageCounts): boolean {
  return missingTargets(t, c).every((m) => m.blocked || m.exempt);
}

/** True when everything required is covered (only exempt targets may be missing). */
export function fullyCovered(missing: MissingTarget[]): boolean {
  return missing.every((m) => m.exempt);
}

/** Number covered and total, per kind. */
export function coverageSummary(
  t: CoverageTargets,
  c: CoverageCounts,
): Record<MissingTarget['kind'], { covered: number; total: number }> {
  const frac = (ids: string[], counts: Record<string, number>) => ({
    covered: ids.filter((id) => (counts[id] ?? 0) > 0).length,
    total: ids.length,
  });
  return {
    format: frac(t.formats, c.formats),
    layout: frac(t.layouts.map(String), c.layouts),
    chassis: frac(t.chassis, c.chassis),
    ability: frac(
      t.abilities.map((a) => a.key),
      c.abilities,
    ),
    handler: frac(t.handlers, c.handlers),
  };
}
