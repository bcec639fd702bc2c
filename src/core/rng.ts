/**
 * Seeded random streams. Every random draw in Sortie comes from an {@link Rng}
 * created from a string seed; the engine never touches Math.random or clocks.
 *
 * Two seed schemes exist, told apart by the seed itself, so a seed always replays the
 * same game. Scheme 1 (results without `seedScheme` in their manifest): per-game seeds
 * are SHA-256 hex digests, and each stream is seedrandom's Alea seeded with another
 * SHA-256 of its seed. Scheme 2 (new runs): one SHA-256 per game gives a 64-bit seed
 * written `v2-` + 16 hex digits; its streams are sfc32 (a small, fast generator that
 * passes PractRand) seeded from those bits, and derived streams (pilots, forks) mix a
 * label into the bits with a cheap 64-bit hash instead of SHA-256.
 */
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';

/** Alea's registers (scheme 1). */
export type AleaState = { c: number; s0: number; s1: number; s2: number };
/** sfc32's registers (scheme 2). */
export type Sfc32State = { a: number; b: number; c: number; d: number; v: 2 };
/** Serializable state of a stream. */
export type RngState = AleaState | Sfc32State;

/** How per-game seeds are derived and streams generated; see the module comment. */
export type SeedScheme = 1 | 2;
/** The scheme of new runs. */
export const SEED_SCHEME: SeedScheme = 2;

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

const V2 = /^v2-[0-9a-f]{16}$/;

/** Whether a seed is a scheme-2 seed (`v2-` + 16 hex digits). */
export function isSeedV2(seed: string): boolean {
  return seed.length === 19 && V2.test(seed);
}

/**
 * The seed of one game: a function of (master seed, matchup name, game index) only.
 * Scheme 1 (the default here, as older results and tests use it) or 2.
 */
export function gameSeed(
  masterSeed: string | number,
  matchup: string,
  gameIndex: number,
  scheme: SeedScheme = 1,
): string {
  if (scheme === 1) return hashSeed('sortie-game', masterSeed, matchup, gameIndex);
  return mixV2(0x736f7274, 0x69653267, ['sortie-game', masterSeed, matchup, gameIndex]);
}

/** fmix32 of MurmurHash3: a full avalanche of 32 bits. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A scheme-2 seed derived from another and some labels. */
function deriveV2(seed: string, labels: ReadonlyArray<string | number>): string {
  return mixV2(
    parseInt(seed.slice(3, 11), 16) ^ 0x9e3779b9,
    parseInt(seed.slice(11, 19), 16) ^ 0x85ebca6b,
    labels,
  );
}

/**
 * A scheme-2 seed from 64 starting bits and some labels: a 64-bit hash over two
 * multiply-xor lanes (FNV- and Murmur-style), finished with MurmurHash3's fmix32, so
 * nearby inputs (game 1, game 2) give unrelated seeds. Not cryptographic: it only has to
 * spread games over the generator's seeds, and it costs a fraction of a SHA-256.
 */
function mixV2(h1: number, h2: number, labels: ReadonlyArray<string | number>): string {
  for (const label of labels) {
    const text = typeof label === 'string' ? label : String(label);
    // A separator before each label, so ('ab', 'c') and ('a', 'bc') differ.
    h1 = Math.imul(h1 ^ 0x1f, 0x01000193);
    h2 = Math.imul(h2 ^ 0x1f, 0x5bd1e995);
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 0x01000193);
      h2 = Math.imul(h2 ^ ch, 0x5bd1e995);
      h2 = (h2 << 13) | (h2 >>> 19);
    }
  }
  const hi = fmix32(h1 ^ Math.imul(h2, 0x27d4eb2d));
  const lo = fmix32(h2 ^ Math.imul(hi, 0x165667b1));
  return `v2-${hex8(hi)}${hex8(lo)}`;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** An unsigned 32-bit number as 8 hex digits. */
function hex8(x: number): string {
  return HEX[x >>> 24]! + HEX[(x >>> 16) & 255]! + HEX[(x >>> 8) & 255]! + HEX[x & 255]!;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit), seeded from 64 bits. */
class Sfc32 {
  a: number;
  b: number;
  c: number;
  d: number;

  constructor(seed: string, state?: Sfc32State) {
    // Registers hold signed 32-bit values throughout (one field representation for V8).
    if (state) {
      this.a = state.a | 0;
      this.b = state.b | 0;
      this.c = state.c | 0;
      this.d = state.d | 0;
      return;
    }
    const hi = parseInt(seed.slice(3, 11), 16) | 0;
    const lo = parseInt(seed.slice(11, 19), 16) | 0;
    this.a = hi;
    this.b = lo;
    this.c = hi ^ 0x9e3779b9;
    this.d = 1;
    // The generator's recommended warm-up: mixes the seed bits into every register.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32 bits, as an unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  state(): Sfc32State {
    return { a: this.a, b: this.b, c: this.c, d: this.d, v: 2 };
  }
}

/** Scheme 1's generator: seedrandom's Alea behind the same small interface. */
class Alea {
  private readonly prng: seedrandom.StatefulPRNG<AleaState>;

  constructor(seed: string, state?: AleaState) {
    this.prng = seedrandom.alea(
      hashSeed('sortie-rng', seed),
      state ? { state } : { state: true },
    ) as seedrandom.StatefulPRNG<AleaState>;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.prng.quick();
  }

  state(): AleaState {
    return this.prng.state();
  }
}

/** A seeded random stream. Not part of game state: it travels beside it. */
export class Rng {
  private readonly alea: Alea | null;
  private readonly sfc: Sfc32 | null;
  /** Number of draws taken so far (useful in traces and tests). */
  draws = 0;

  /** Creates a stream from a seed string (see the module comment for the schemes) or a saved state. */
  constructor(
    readonly seed: string,
    state?: RngState,
  ) {
    if (isSeedV2(seed)) {
      this.sfc = new Sfc32(seed, state && 'v' in state ? state : undefined);
      this.alea = null;
    } else {
      this.alea = new Alea(seed, state && 's0' in state ? state : undefined);
      this.sfc = null;
    }
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.draws++;
    return this.sfc ? this.sfc.next() / 4294967296 : this.alea!.float();
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
    return this.sfc ? this.sfc.state() : this.alea!.state();
  }

  /** A copy at the same position (for lookahead that must not advance this stream). */
  clone(): Rng {
    const r = new Rng(this.seed, this.state());
    r.draws = this.draws;
    return r;
  }

  /** An independent stream derived from this seed and a label; does not advance this one. */
  fork(label: string | number): Rng {
    return this.derive('fork', label);
  }

  /**
   * An independent stream for these labels (e.g. a pilot's: `derive('pilot', shipId)`),
   * a function of this stream's seed only; does not advance this one. Scheme 1 derives
   * `new Rng(hashSeed(seed, ...labels))`, as before scheme 2 existed.
   */
  derive(...labels: Array<string | number>): Rng {
    return new Rng(this.sfc ? deriveV2(this.seed, labels) : hashSeed(this.seed, ...labels));
  }
}
