/**
 * A stream that plays a game's stream until told to branch, then continues from streams
 * derived from other labels. Replays use it to leave a recorded game at one decision without
 * drawing from the game's own stream afterwards (pilot audits).
 */
import { Rng, type RngState } from './rng.js';

/** See the module comment. Derived streams (`derive`, `fork`) stay those of the game's seed. */
export class BranchingRng extends Rng {
  private inner: Rng;

  constructor(seed: string) {
    super(seed);
    this.inner = new Rng(seed);
  }

  /** Continues from the stream derived from this seed and `labels` (same seed scheme). */
  branch(...labels: Array<string | number>): void {
    this.inner = new Rng(this.seed).derive('branch', ...labels);
  }

  override next(): number {
    this.draws++;
    return this.inner.next();
  }

  override state(): RngState {
    return this.inner.state();
  }

  override clone(): Rng {
    const r = new Rng(this.inner.seed, this.inner.state());
    r.draws = this.draws;
    return r;
  }
}
