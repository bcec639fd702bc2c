/**
 * Which games each batch plays: the owned games not yet done, matchup by matchup, in
 * game order, in batches sized to take about `targetMs` each. Games are grouped into
 * blocks of {@link BLOCK_GAMES} consecutive owned games (metrics.bin's frames): a batch
 * is either whole blocks (the worker compresses them) or a piece of one block (the main
 * thread assembles the block) — pieces for slow games, the first games before the batch
 * size settles, and blocks already begun.
 */
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { BLOCK_GAMES } from './metric-frames.js';
import type { DoneSet } from './results-files.js';
import { ownedGames, type Shard } from './seeds.js';

/** One batch of games of one matchup. */
export interface Batch {
  /** Sequence number of its first game in the session's dispatch order. */
  seq: number;
  /** Matchup index. */
  mi: number;
  games: number[];
  /** Whole blocks, in order (their games are `games`). */
  blocks?: Array<{ block: number; games: number }>;
  /** Part of one block; `last` when it holds the block's last pending game. */
  piece?: { block: number; last: boolean };
}

/** Options of {@link BatchPlanner}. */
export interface BatchPlanOptions {
  matchups: readonly ResolvedMatchup[];
  shard: Shard | null;
  done: DoneSet;
  /** Games to play in this session. */
  pending: number;
  threads: number;
  /** Whether games are grouped into blocks (metrics.bin); else plain batches. */
  blocks: boolean;
  /** A block a previous session began (so it is continued in pieces). */
  reopened?: { matchup: string; block: number } | null;
  /** Batch sizing (defaults: 4..200 games a piece, ~100 ms per batch). */
  batch?: { min?: number; max?: number; targetMs?: number };
}

/** A block's games still to play. */
interface PendingBlock {
  mi: number;
  block: number;
  games: number[];
  /** Every game of the block is pending, and none was played in an earlier session. */
  fresh: boolean;
}

/** Hands out batches; see the module comment. */
export class BatchPlanner {
  private readonly work: Generator<PendingBlock>;
  private current: PendingBlock | null = null;
  /** Games of `current` already dispatched. */
  private taken = 0;
  private dispatched = 0;
  private pace = NaN;
  private readonly minBatch: number;
  private readonly maxPiece: number;
  private readonly maxGames: number;
  private readonly targetMs: number;

  constructor(private readonly o: BatchPlanOptions) {
    this.work = pendingBlocks(o);
    this.minBatch = o.batch?.min ?? 4;
    this.maxPiece = o.batch?.max ?? 200;
    this.maxGames = o.batch?.max ?? Number.POSITIVE_INFINITY;
    this.targetMs = o.batch?.targetMs ?? 100;
    this.advance();
  }

  private advance(): void {
    const r = this.work.next();
    this.current = r.done ? null : r.value;
    this.taken = 0;
  }

  /** Recent wall time per game of a batch (ms), NaN before the first. */
  get msPerGame(): number {
    return this.pace;
  }

  /** Whether games remain to be dispatched. */
  get pending(): boolean {
    return this.current !== null;
  }

  /** Records how long a batch took, for the sizes of the next ones. */
  observe(ms: number, games: number): void {
    const per = ms / Math.max(1, games);
    this.pace = Number.isNaN(this.pace) ? per : 0.7 * this.pace + 0.3 * per;
  }

  /** The next batch, or null when every game is dispatched. */
  next(): Batch | null {
    const cur = this.current;
    if (!cur) return null;
    const wanted = Number.isNaN(this.pace)
      ? 16
      : Math.ceil(this.targetMs / Math.max(this.pace, 1e-3));
    const seq = this.dispatched;
    // Whole blocks when a batch's worth is at least half a block.
    if (
      this.o.blocks &&
      cur.fresh &&
      this.taken === 0 &&
      wanted * 2 >= BLOCK_GAMES &&
      this.maxGames >= cur.games.length
    ) {
      const batch: Batch = { seq, mi: cur.mi, games: [], blocks: [] };
      const count = Math.max(1, Math.round(wanted / BLOCK_GAMES));
      while (
        this.current &&
        this.current.mi === cur.mi &&
        this.current.fresh &&
        batch.blocks!.length < count &&
        batch.games.length + this.current.games.length <= this.maxGames
      ) {
        batch.blocks!.push({ block: this.current.block, games: this.current.games.length });
        for (const g of this.current.games) batch.games.push(g);
        this.advance();
      }
      this.dispatched += batch.games.length;
      return batch;
    }
    let size = Math.min(this.maxPiece, Math.max(this.minBatch, wanted));
    // Near the end, smaller batches keep every thread busy until the last game.
    size = Math.max(
      1,
      Math.min(
        size,
        Math.ceil((this.o.pending - this.dispatched) / (Math.max(1, this.o.threads) * 2)),
      ),
    );
    const games = cur.games.slice(this.taken, this.taken + size);
    this.taken += games.length;
    const last = this.taken >= cur.games.length;
    const batch: Batch = {
      seq,
      mi: cur.mi,
      games,
      ...(this.o.blocks ? { piece: { block: cur.block, last } } : {}),
    };
    if (last) this.advance();
    this.dispatched += games.length;
    return batch;
  }
}

/** The blocks with games still to play, in order (without blocks: one "block" per matchup). */
function* pendingBlocks(o: BatchPlanOptions): Generator<PendingBlock> {
  for (const [mi, m] of o.matchups.entries()) {
    let block = 0;
    let owned = 0;
    let games: number[] = [];
    const flush = (): PendingBlock | null => {
      const reopened = o.reopened && o.reopened.matchup === m.name && o.reopened.block === block;
      const b = games.length
        ? { mi, block, games, fresh: games.length === owned && !reopened }
        : null;
      block++;
      owned = 0;
      games = [];
      return b;
    };
    for (const g of ownedGames(m, o.shard)) {
      owned++;
      if (!o.done.has(m.name, g)) games.push(g);
      if (o.blocks && owned === BLOCK_GAMES) {
        const b = flush();
        if (b) yield b;
      }
    }
    const b = flush();
    if (b) yield b;
  }
}
