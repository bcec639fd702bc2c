/**
 * A digest of one game's event stream: two games with the same digest played the same
 * decisions to the same outcome. The runner stores it per game line so the statistics can
 * see a seat swap that repeated a game (DESIGN.md "Honest counts"). Deterministic: it depends
 * only on the events' values, in order (plain JSON-compatible objects, keys in the order the
 * engine writes them). Two 32-bit multiply-xor lanes over the values: a game-engine event
 * stream is hashed in a few microseconds, where serialising it for a cryptographic hash
 * costs a tenth of a heuristic duel.
 */

const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);

/** Accumulates events into a 64-bit digest. */
export class GameDigest {
  private a = 0x811c9dc5;
  private b = 0x9747b28c;

  private mix(x: number): void {
    this.a = Math.imul(this.a ^ x, 0x01000193);
    this.b = Math.imul((this.b ^ x) + 0x7f4a7c15, 0x5bd1e995);
    this.b ^= this.b >>> 15;
  }

  /** {@link mix} of each character code, with the lanes kept in locals (strings dominate events). */
  private mixChars(v: string): void {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < v.length; i++) {
      const x = v.charCodeAt(i);
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul((b ^ x) + 0x7f4a7c15, 0x5bd1e995);
      b ^= b >>> 15;
    }
    this.a = a;
    this.b = b;
  }

  private value1(v: unknown): void {
    switch (typeof v) {
      case 'number':
        if ((v | 0) === v) this.mix(v);
        else {
          F64[0] = v;
          this.mix(U32[0]!);
          this.mix(U32[1]!);
        }
        this.mix(1);
        return;
      case 'string':
        this.mixChars(v);
        this.mix(2);
        return;
      case 'boolean':
        this.mix(v ? 3 : 4);
        return;
      case 'object':
        if (v === null) this.mix(5);
        else if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) this.value1(v[i]);
          this.mix(6 + v.length * 16);
        } else {
          for (const k in v) this.value1((v as Record<string, unknown>)[k]);
          this.mix(7);
        }
        return;
      default:
        this.mix(8);
    }
  }

  /** Adds one event (a plain JSON-compatible object). */
  add(event: unknown): void {
    this.value1(event);
    this.mix(9);
  }

  /** The digest: 16 hex characters. */
  value(): string {
    return (
      (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0')
    );
  }
}
