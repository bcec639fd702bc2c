/**
 * Seeded random streams. Every random draw in Sortie comes from an {@link Rng}
 * created from a string seed; the engine never touches Math.random or clocks.
 *
 * Streams use seedrandom's Alea generator (fast, good statistical quality, and its
 * whole state can be saved and restored). Seeds are first hashed with SHA-256 so
 * nearby seeds ("game 1", "game 2") give unrelated streams.
 */
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';

/** Serializable state of a stream (Alea's internal registers). */
export type RngState = { c: number; s0: number; s1: number; s2: number };

/** A die face of the custom ten-sided die: 1..8, {@link BLANK} (0) or {@link CRIT} (9). */
export type DieFace = number;
/** The blank face: always a miss; counts as 0 when comparing rolls. */
export const BLANK = 0;
/** The critical-hit face: always a hit; counts as 9 when comparing rolls. */
export const CRIT = 9;

/** Hex SHA-256 of the parts joined with NUL, used to derive independent seeds. */
export function hashSeed(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex');
}

/** The seed of one game: a function of (master seed, matchup name, game index) only. */
export function gameSeed(masterSeed: string | number, matchup: string, gameIndex: number): string {
  return hashSeed('sortie-game', masterSeed, matchup, gameIndex);
}

/** A seeded random stream. Not part of game state: it travels beside it. */
export class Rng {
  private readonly prng: seedrandom.StatefulPRNG<RngState>;
  /** Number of draws taken so far (useful in traces and tests). */
  draws = 0;

  /** Creates a stream from a seed string (hashed) or a saved state. */
  constructor(
    readonly seed: string,
    state?: RngState,
  ) {
    this.prng = seedrandom.alea(hashSeed('sortie-rng', seed), state ? { state } : { state: true }) as seedrandom.StatefulPRNG<RngState>;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.draws++;
    return this.prng.quick();
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** Rolls one custom d10: faces 1..8, BLANK (0) or CRIT (9), equally likely. */
  d10(): DieFace {
    return this.int(10);
  }

  /** Picks one element uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  }

  /** Saves the stream position. */
  state(): RngState {
    return this.prng.state();
  }

  /** A copy at the same position (for lookahead that must not advance this stream). */
  clone(): Rng {
    const r = new Rng(this.seed, this.state());
    r.draws = this.draws;
    return r;
  }

  /** An independent stream derived from this seed and a label; does not advance this one. */
  fork(label: string | number): Rng {
    return new Rng(hashSeed(this.seed, 'fork', label));
  }
}
