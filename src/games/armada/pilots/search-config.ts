/**
 * The Armada search pilot's settings (`pilot: {type: search, budget: N}`): the budget is a number
 * of lookahead samples per searched decision (or a named strength level), never wall time, so a
 * game stays a pure function of its seed. Every field is validated before a game plays, with a
 * "did you mean" for unknown keys and level names.
 */
import { suggest } from '../../../config/issues.js';
import type { ConfigIssue } from '../../../core/game-plugin.js';

/** Strength levels: named sample budgets. */
export const SEARCH_LEVELS = { fast: 4, default: 16, strong: 64, max: 256 } as const;

/** Most samples a search pilot may take per decision: beyond it a game takes hours. */
export const MAX_SEARCH_BUDGET = 4096;

/** Most candidates kept per searched decision. */
export const MAX_SEARCH_CANDIDATES = 8;

/** Most rounds a sample plays past the current one. */
export const MAX_SEARCH_HORIZON = 6;

/** How the search pilot looks ahead. */
export interface SearchSettings {
  /** Samples per searched decision, split evenly over its candidates (at least one each). */
  budget: number;
  /** Candidates kept from the heuristic's ranking of a decision's options. */
  candidates: number;
  /** Rounds played after the current one before the sample is scored. */
  horizon: number;
  /** The round after which the game ends (G2: six rounds). */
  roundCap: number;
}

/** Defaults: 16 samples over up to 4 candidates, the rest of this round and one more. */
export const DEFAULT_SEARCH: Readonly<SearchSettings> = Object.freeze({
  budget: SEARCH_LEVELS.default,
  candidates: 4,
  horizon: 1,
  roundCap: 6,
});

/** The `pilot:` spec of a search pilot, as resolved from a config. */
export interface SearchPilotSpec {
  type: 'search';
  budget?: number;
  candidates?: number;
  horizon?: number;
}

/** The keys a search pilot spec may have. */
export const SEARCH_PILOT_KEYS = ['type', 'budget', 'candidates', 'horizon'] as const;

type Path = Array<string | number>;

function wholeIn(v: unknown, lo: number, hi: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
}

/**
 * Checks a search pilot map (`{type: search, budget: 16}`) and returns its resolved spec; every
 * problem is pushed to `issues` at its path (unknown keys with suggestions, out-of-range values).
 */
export function resolveSearchSpec(
  raw: Record<string, unknown>,
  path: Path,
  issues: ConfigIssue[],
): SearchPilotSpec {
  for (const k of Object.keys(raw)) {
    if (!(SEARCH_PILOT_KEYS as readonly string[]).includes(k)) {
      issues.push({
        path: [...path, k],
        message: `unknown key "${k}" of a search pilot`,
        suggestions: suggest(k, SEARCH_PILOT_KEYS),
      });
    }
  }
  const out: SearchPilotSpec = { type: 'search' };
  const b = raw.budget;
  if (b !== undefined) {
    const levels = Object.keys(SEARCH_LEVELS);
    if (typeof b === 'string' && b in SEARCH_LEVELS)
      out.budget = SEARCH_LEVELS[b as keyof typeof SEARCH_LEVELS];
    else if (wholeIn(b, 1, MAX_SEARCH_BUDGET)) out.budget = b;
    else
      issues.push({
        path: [...path, 'budget'],
        message: `must be ${levels.join(', ')} or a whole number of samples from 1 to ${MAX_SEARCH_BUDGET}`,
        ...(typeof b === 'string' ? { suggestions: suggest(b, levels) } : {}),
      });
  }
  const whole = (key: 'candidates' | 'horizon', lo: number, hi: number): void => {
    const v = raw[key];
    if (v === undefined) return;
    if (wholeIn(v, lo, hi)) out[key] = v;
    else
      issues.push({ path: [...path, key], message: `must be a whole number from ${lo} to ${hi}` });
  };
  whole('candidates', 2, MAX_SEARCH_CANDIDATES);
  whole('horizon', 0, MAX_SEARCH_HORIZON);
  return out;
}

/** The settings of a resolved spec (defaults for what it leaves out). */
export function searchSettings(spec: Partial<SearchPilotSpec> = {}): SearchSettings {
  const s: SearchSettings = {
    budget: spec.budget ?? DEFAULT_SEARCH.budget,
    candidates: spec.candidates ?? DEFAULT_SEARCH.candidates,
    horizon: spec.horizon ?? DEFAULT_SEARCH.horizon,
    roundCap: DEFAULT_SEARCH.roundCap,
  };
  // Specs built in code (not through a config) are checked here too.
  const check = (ok: boolean, what: string): void => {
    if (!ok) throw new Error(`search pilot ${what}`);
  };
  check(
    wholeIn(s.budget, 1, MAX_SEARCH_BUDGET),
    `budget must be a whole number of samples, 1 to ${MAX_SEARCH_BUDGET}`,
  );
  check(
    wholeIn(s.candidates, 2, MAX_SEARCH_CANDIDATES),
    `candidates must be 2..${MAX_SEARCH_CANDIDATES}`,
  );
  check(wholeIn(s.horizon, 0, MAX_SEARCH_HORIZON), `horizon must be 0..${MAX_SEARCH_HORIZON}`);
  return s;
}
