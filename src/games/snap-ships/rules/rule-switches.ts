/**
 * Rules switches: where the rulebook's text allows two readings, the default reading and the
 * alternative, chosen per matchup with `rules:` in the config (README "Rules choices"). The
 * resolved switches travel in the setup and the game state (`state.rules`), so the engine,
 * the AI decks and the pilots (through their view of the state) read the same choice.
 */
import { closest } from 'fastest-levenshtein';
import { suggest } from '../../../config/issues.js';
import type { ConfigIssue } from '../../../core/game-plugin.js';
import type { GameState } from '../state/types.js';

/** The switches and their readings. */
export interface RuleSwitches {
  /**
   * Tycho's Rift slinging a Ram ("process any remaining icons after the slingshot effect is
   * resolved (including the attack provided by a Ram)"): `ram-attack`, a collision at the end of
   * the slingshot is the Ram's collision (the Ram attack, no collision dice); `collision`, the
   * slingshot is a movement of its own and its collision a normal one (both ships roll).
   */
  riftRam: 'ram-attack' | 'collision';
  /**
   * A slingshot that stops at the play-area edge: the Rift says "process any remaining icons
   * after the slingshot effect is resolved"; "Leaving the Play Area" says "skip all of the
   * remaining icons in your current action". `ends-action`: the edge stop ends the action;
   * `continues`: it ends the slingshot only, and the action's remaining icons follow.
   */
  riftEdgeStop: 'ends-action' | 'continues';
  /**
   * The AI U-turn test ("the AI ship will U-turn if doing so places the target in its front
   * 180º arc"): `centre-behind`, when the target's centre is behind the AI ship's side line;
   * `wholly-behind`, only when no part of the target's base is in the front 180° arc (a target
   * partly in it is already "in" the arc).
   */
  aiUTurn: 'centre-behind' | 'wholly-behind';
  /**
   * A Critical Damage token preventing an AI row ("players may remove 1 of these tokens to
   * prevent the AI from performing that action. This row is still considered to be resolved"):
   * `spends-action`, the prevented row uses up one of the card's part actions; `keeps-action`,
   * the action is not used and the AI goes on with its other rows.
   */
  critDamagePrevent: 'spends-action' | 'keeps-action';
  /**
   * Measuring before committing ("You cannot pre-measure movement"; "You can measure range
   * between objects at any time"): `allowed`, a pilot may evaluate where each move would end
   * before choosing it; `range-only`, a pilot may measure ranges and arcs but must choose moves
   * without measuring where they end. The engine does not enforce it: pilots read it.
   */
  preMeasure: 'allowed' | 'range-only';
}

/** The readings each switch accepts, the default first. */
export const RULE_READINGS: { readonly [K in keyof RuleSwitches]: readonly RuleSwitches[K][] } = {
  riftRam: ['ram-attack', 'collision'],
  riftEdgeStop: ['ends-action', 'continues'],
  aiUTurn: ['centre-behind', 'wholly-behind'],
  critDamagePrevent: ['spends-action', 'keeps-action'],
  preMeasure: ['allowed', 'range-only'],
};

/** The default readings. */
export const DEFAULT_RULES: Readonly<RuleSwitches> = Object.freeze(
  Object.fromEntries(
    Object.entries(RULE_READINGS).map(([k, v]) => [k, v[0]]),
  ) as unknown as RuleSwitches,
);

const SWITCHES = Object.keys(RULE_READINGS) as Array<keyof RuleSwitches>;

/** The config layer's suggestions for `word`, or else the single closest candidate. */
function near(word: string, candidates: readonly string[]): string[] {
  const out = suggest(word, candidates);
  return out.length ? out : candidates.length ? [closest(word, [...candidates])] : [];
}

/**
 * Reads a config's `rules:` map: the switches it sets (unknown switches and readings are
 * reported with suggestions). Undefined when the config has none, so setups without it
 * stay as they were.
 */
export function resolveRuleSwitches(
  raw: unknown,
  path: Array<string | number>,
  issues: ConfigIssue[],
): Partial<RuleSwitches> | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    issues.push({ path, message: `must be a map of rules switches (${SWITCHES.join(', ')})` });
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const readings = RULE_READINGS[k as keyof RuleSwitches] as readonly string[] | undefined;
    if (!readings) {
      issues.push({
        path: [...path, k],
        message: `unknown rules switch "${k}"`,
        suggestions: near(k, SWITCHES),
      });
      continue;
    }
    if (typeof v !== 'string' || !readings.includes(v)) {
      const message = `unknown reading "${String(v)}" (${readings.join(' or ')})`;
      issues.push({ path: [...path, k], message, suggestions: near(String(v), readings) });
      continue;
    }
    out[k] = v;
  }
  return out as Partial<RuleSwitches>;
}

/** The full switches of a setup's partial `rules` (defaults for the rest). */
export function completeRules(rules: Partial<RuleSwitches> | undefined): RuleSwitches {
  return { ...DEFAULT_RULES, ...rules };
}

/** The switches in force in a game (defaults for a state built without them). */
export function rulesOf(st: Pick<GameState, 'rules'>): Readonly<RuleSwitches> {
  return st.rules ?? DEFAULT_RULES;
}

/** The switches in force in the context's game. */
export function ruleSwitches(ctx: { state: Pick<GameState, 'rules'> }): Readonly<RuleSwitches> {
  return rulesOf(ctx.state);
}
