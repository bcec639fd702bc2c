/**
 * Validation of an `armadaCalc` request (the options of `sortie calc armada`): the dice pool,
 * target, attacker, defense tokens and range, each with a clear message (and "did you mean")
 * when wrong. Produces the resolved request the calculator runs.
 */
import { suggest } from '../../../config/issues.js';
import type { DefenseTokenType, DiceCounts } from '../content/types.js';
import { DIE_COLOURS, DicePoolError, formatPool, parsePool, poolSize } from '../rules/dice.js';

/** Most dice of one colour a request may hold (keeps the exact enumeration fast). */
export const MAX_DICE_PER_COLOUR = 12;
/** Most copies of one token type (no card holds more). */
export const MAX_TOKEN_COPIES = 3;
/** Most shields a redirect can move to (no hull zone has more). */
export const MAX_REDIRECT_SHIELDS = 6;

/** Ranges the evade effect distinguishes (T3; RRG16 "Defense Tokens"). */
export const CALC_RANGES = [
  'close',
  'medium',
  'long',
  'extreme',
  'distance-1',
  'distance-2',
] as const;
/** One of {@link CALC_RANGES}. */
export type CalcRange = (typeof CALC_RANGES)[number];

/** An exact-calculation request, as a caller or the CLI gives it. */
export interface ArmadaCalcRequest {
  /** Pool string ("3R3U") or counts. */
  dice: string | DiceCounts;
  /** The defender's type (default ship). */
  target?: string;
  /** The attacker's type (default ship). */
  attacker?: string;
  /** The attacking squadron has bomber (its crits count against ships). */
  bomber?: boolean;
  /** Defender tokens: "brace", "brace,evade", "redirect:2" (shields on the adjacent zone), or a list. */
  tokens?: string | readonly string[];
  /** Attack range: needed with evade. */
  range?: string;
  /** The defending ship is of a smaller size class than the attacker (evade takes one more die). */
  evadeVsLarger?: boolean;
}

/** A validated request. */
export interface ResolvedCalcRequest {
  pool: DiceCounts;
  /** Canonical pool string. */
  dice: string;
  target: 'ship' | 'squadron';
  attacker: 'ship' | 'squadron';
  bomber: boolean;
  /** Copies of each token type. */
  tokens: Partial<Record<DefenseTokenType, number>>;
  redirectShields: number;
  range?: CalcRange;
  evadeVsLarger: boolean;
}

/** Thrown for an invalid request; the message names the option and what is allowed. */
export class ArmadaCalcError extends Error {
  override name = 'ArmadaCalcError';
}

const TOKEN_TYPES: readonly DefenseTokenType[] = ['redirect', 'evade', 'brace', 'scatter'];

const unknownMessage = (what: string, value: string, allowed: readonly string[]) => {
  const near = suggest(value, allowed);
  return `unknown ${what} "${value}"${near.length ? ` (did you mean ${near.map((s) => `"${s}"`).join(' or ')}?)` : ''}; use ${allowed.join(', ')}`;
};

function unitType(what: string, value: string | undefined): 'ship' | 'squadron' {
  const v = (value ?? 'ship').trim().toLowerCase();
  if (v === 'ship' || v === 'squadron') return v;
  throw new ArmadaCalcError(unknownMessage(what, value ?? '', ['ship', 'squadron']));
}

function resolvePool(dice: string | DiceCounts): DiceCounts {
  if (typeof dice === 'string') {
    try {
      return parsePool(dice, { maxPerColour: MAX_DICE_PER_COLOUR });
    } catch (err) {
      if (err instanceof DicePoolError) throw new ArmadaCalcError(err.message);
      throw err;
    }
  }
  for (const c of DIE_COLOURS) {
    const n = dice[c];
    if (!Number.isInteger(n) || n < 0 || n > MAX_DICE_PER_COLOUR) {
      throw new ArmadaCalcError(
        `${c} dice must be a whole number from 0 to ${MAX_DICE_PER_COLOUR}, got ${String(n)}`,
      );
    }
  }
  if (poolSize(dice) === 0)
    throw new ArmadaCalcError('the pool has no dice (K3: an attack without dice is cancelled)');
  return { red: dice.red, blue: dice.blue, black: dice.black };
}

function resolveTokens(tokens: ArmadaCalcRequest['tokens']): {
  tokens: ResolvedCalcRequest['tokens'];
  redirectShields: number;
} {
  const items = (typeof tokens === 'string' ? tokens.split(/[\s,]+/) : [...(tokens ?? [])])
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t && t !== 'none');
  const out: Partial<Record<DefenseTokenType, number>> = {};
  let redirectShields: number | undefined;
  for (const item of items) {
    const m = /^([a-z-]+)(?::(\d+))?$/.exec(item);
    if (!m)
      throw new ArmadaCalcError(
        `bad token "${item}": write a token name (${TOKEN_TYPES.join(', ')}), and redirect:N for a redirect`,
      );
    const type = m[1] as DefenseTokenType;
    if (!TOKEN_TYPES.includes(type))
      throw new ArmadaCalcError(unknownMessage('defense token', m[1]!, TOKEN_TYPES));
    if (m[2] !== undefined) {
      if (type !== 'redirect')
        throw new ArmadaCalcError(
          `"${item}": only redirect takes a number (the shields it can move to)`,
        );
      const n = Number(m[2]);
      if (n > MAX_REDIRECT_SHIELDS)
        throw new ArmadaCalcError(
          `"${item}": at most ${MAX_REDIRECT_SHIELDS} shields on a hull zone`,
        );
      if (redirectShields !== undefined && redirectShields !== n)
        throw new ArmadaCalcError(
          `redirect given with ${redirectShields} and ${n} shields: give one number`,
        );
      redirectShields = n;
    }
    out[type] = (out[type] ?? 0) + 1;
    if (out[type]! > MAX_TOKEN_COPIES)
      throw new ArmadaCalcError(
        `${out[type]} ${type} tokens: at most ${MAX_TOKEN_COPIES} copies of a token`,
      );
  }
  if (out.redirect && redirectShields === undefined) {
    throw new ArmadaCalcError(
      'redirect needs the shields left on the adjacent hull zone it moves damage to: write redirect:N (e.g. ' +
        'redirect:2)',
    );
  }
  return { tokens: out, redirectShields: redirectShields ?? 0 };
}

/** Validates a request. Throws ArmadaCalcError with a message naming the problem. */
export function validateArmadaCalcRequest(req: ArmadaCalcRequest): ResolvedCalcRequest {
  const pool = resolvePool(req.dice);
  const target = unitType('target', req.target);
  const attacker = unitType('attacker', req.attacker);
  const { tokens, redirectShields } = resolveTokens(req.tokens);
  let range: CalcRange | undefined;
  if (req.range !== undefined) {
    const r = req.range
      .trim()
      .toLowerCase()
      .replace(/^distance[\s-]*/, 'distance-');
    if (!(CALC_RANGES as readonly string[]).includes(r))
      throw new ArmadaCalcError(unknownMessage('range', req.range, CALC_RANGES));
    range = r as CalcRange;
  }
  if (tokens.evade && !range)
    throw new ArmadaCalcError(`evade needs the attack range: ${CALC_RANGES.join(', ')} (T3)`);
  if (tokens.redirect && target === 'squadron')
    throw new ArmadaCalcError('redirect needs a ship defender: squadrons have no hull zones (T2)');
  if (req.bomber && attacker !== 'squadron')
    throw new ArmadaCalcError('bomber is a squadron keyword: give attacker squadron');
  if (req.evadeVsLarger && !tokens.evade)
    throw new ArmadaCalcError('evadeVsLarger needs an evade token');
  if (req.evadeVsLarger && (target !== 'ship' || attacker !== 'ship')) {
    throw new ArmadaCalcError(
      'evadeVsLarger applies to a ship defending against a larger ship (T3): target and attacker must be ships',
    );
  }
  return {
    pool,
    dice: formatPool(pool),
    target,
    attacker,
    bomber: req.bomber === true,
    tokens,
    redirectShields,
    range,
    evadeVsLarger: req.evadeVsLarger === true,
  };
}
