/**
 * Armada attack dice (D1–D3; RRG16 "Dice Icons", "Attack" step 5): face tables read from
 * dice.yaml, pool strings ("3R3U", R red, U blue, B black), seeded rolls, and damage and icon
 * counts of a set of faces. The engine and the exact calculator both use these functions, so
 * the two cannot disagree on the rules.
 */
import type { Rng } from '../../../core/rng.js';
import type { DiceContent, DiceCounts, DieColour, DieFaceId } from '../content/types.js';

/** Die colours in pool order (red, blue, black). */
export const DIE_COLOURS: readonly DieColour[] = ['red', 'blue', 'black'];

/** The pool-string letter of each colour (blue is U, black is B). */
export const COLOUR_LETTERS: Readonly<Record<DieColour, string>> = {
  red: 'R',
  blue: 'U',
  black: 'B',
};

/** One face of a die: its id and icons. */
export interface DieFace {
  readonly id: DieFaceId;
  readonly hit: number;
  readonly crit: number;
  readonly accuracy: number;
}

/** The faces of each colour, one entry per physical face (8 per die in the core set). */
export type DiceTable = Readonly<Record<DieColour, readonly DieFace[]>>;

/** A rolled die. */
export interface RolledDie {
  readonly colour: DieColour;
  readonly face: DieFace;
}

/** Who attacks and who defends: crit icons are damage only ship against ship, or for a bomber vs a ship. */
export interface DamageContext {
  attacker: 'ship' | 'squadron';
  defender: 'ship' | 'squadron';
  /** The attacking squadron has bomber (Q6). */
  bomber?: boolean;
}

/** Thrown for a malformed pool string; the message says what to write instead. */
export class DicePoolError extends Error {
  override name = 'DicePoolError';
}

/** The face table of the dice content (faces in dice.yaml order, repeated by count). */
export function diceTable(dice: DiceContent): DiceTable {
  const faceIds = Object.keys(dice.faces) as DieFaceId[];
  const build = (colour: DieColour): readonly DieFace[] =>
    Object.freeze(
      faceIds.flatMap((id) => {
        const face: DieFace = Object.freeze({ id, ...dice.faces[id] });
        return Array.from({ length: dice.colours[colour].faces[id] ?? 0 }, () => face);
      }),
    );
  return Object.freeze({ red: build('red'), blue: build('blue'), black: build('black') });
}

/** An empty pool. */
export const noDice = (): DiceCounts => ({ red: 0, blue: 0, black: 0 });

/** Total dice in a pool. */
export const poolSize = (pool: DiceCounts): number => pool.red + pool.blue + pool.black;

/** The canonical pool string: counts then letters in R, U, B order, zeros left out ("3R3U"); "-" when empty. */
export function formatPool(pool: DiceCounts): string {
  const text = DIE_COLOURS.filter((c) => pool[c] > 0)
    .map((c) => `${pool[c]}${COLOUR_LETTERS[c]}`)
    .join('');
  return text || '-';
}

const LETTER_COLOURS: Readonly<Record<string, DieColour>> = { R: 'red', U: 'blue', B: 'black' };
const POOL_HELP = 'write counts then colour letters, e.g. 3R3U or 2R1U1B (R red, U blue, B black)';

/**
 * Parses a pool string such as "3R3U", "2r1u1b" or "R 2U" (a letter alone is one die; spaces,
 * commas and + may separate groups). Throws DicePoolError with a clear message otherwise.
 */
export function parsePool(text: string, opts: { maxPerColour?: number } = {}): DiceCounts {
  const src = text.trim();
  if (src === '') throw new DicePoolError(`empty dice pool: ${POOL_HELP}`);
  const pool = noDice();
  const seen = new Set<DieColour>();
  const re = /\s*(\d*)\s*([A-Za-z])\s*[,+]?/y;
  let at = 0;
  while (at < src.length) {
    re.lastIndex = at;
    const m = re.exec(src);
    if (!m) {
      const rest = src.slice(at);
      const what = /^\d+\s*$/.test(rest)
        ? `"${rest.trim()}" has no colour letter`
        : `unexpected "${rest[0]}" at position ${at + 1}`;
      throw new DicePoolError(`bad dice pool "${text}": ${what}; ${POOL_HELP}`);
    }
    const letter = m[2]!.toUpperCase();
    const colour = LETTER_COLOURS[letter];
    if (!colour) {
      const hint = letter === 'K' ? ' (black is B)' : '';
      throw new DicePoolError(
        `bad dice pool "${text}": unknown die colour "${m[2]}"${hint}; ${POOL_HELP}`,
      );
    }
    if (seen.has(colour))
      throw new DicePoolError(
        `bad dice pool "${text}": ${colour} is given twice; give each colour once`,
      );
    seen.add(colour);
    const n = m[1] === '' ? 1 : Number(m[1]);
    if (opts.maxPerColour !== undefined && n > opts.maxPerColour) {
      throw new DicePoolError(
        `bad dice pool "${text}": ${n} ${colour} dice, at most ${opts.maxPerColour} of each colour`,
      );
    }
    pool[colour] = n;
    at = re.lastIndex;
  }
  if (poolSize(pool) === 0)
    throw new DicePoolError(
      `bad dice pool "${text}": the pool has no dice (K3: an attack without dice is cancelled)`,
    );
  return pool;
}

/** Rolls one die of `colour` (one draw of `rng`). */
export function rollDie(colour: DieColour, rng: Rng, table: DiceTable): RolledDie {
  const faces = table[colour];
  return { colour, face: faces[rng.int(faces.length)]! };
}

/** Rolls a pool: red dice first, then blue, then black (one draw per die). */
export function rollPool(pool: DiceCounts, rng: Rng, table: DiceTable): RolledDie[] {
  const out: RolledDie[] = [];
  for (const colour of DIE_COLOURS)
    for (let i = 0; i < pool[colour]; i++) out.push(rollDie(colour, rng, table));
  return out;
}

/** True when crit icons add damage: ship against ship (K7), or a bomber squadron against a ship (Q6). */
export function critIsDamage(ctx: DamageContext): boolean {
  return ctx.defender === 'ship' && (ctx.attacker === 'ship' || ctx.bomber === true);
}

const faceOf = (d: DieFace | RolledDie): DieFace => ('face' in d ? d.face : d);

/** Damage of one face: its hit icons, plus its crit icons when they count (accuracy is never damage). */
export function faceDamage(face: DieFace, ctx: DamageContext): number {
  return face.hit + (critIsDamage(ctx) ? face.crit : 0);
}

/** Total damage of a set of faces or rolled dice (RRG16 "Attack" step 5), before defense tokens. */
export function poolDamage(dice: ReadonlyArray<DieFace | RolledDie>, ctx: DamageContext): number {
  return dice.reduce((sum, d) => sum + faceDamage(faceOf(d), ctx), 0);
}

/** Icon totals of a set of faces or rolled dice. */
export function countIcons(dice: ReadonlyArray<DieFace | RolledDie>): {
  hits: number;
  crits: number;
  accuracies: number;
} {
  let hits = 0;
  let crits = 0;
  let accuracies = 0;
  for (const d of dice) {
    const f = faceOf(d);
    hits += f.hit;
    crits += f.crit;
    accuracies += f.accuracy;
  }
  return { hits, crits, accuracies };
}
