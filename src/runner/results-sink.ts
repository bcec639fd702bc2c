/**
 * Where a session's finished batches go, in dispatch order: their lines to games.ndjson,
 * their metric rows to metrics.bin (or inside the lines, for older results), their
 * statistics into the run's {@link ResultsAggregator}, and every few seconds — at a
 * moment games.ndjson and metrics.bin agree — a tally.json checkpoint of those
 * statistics, so the report never reads the games back.
 */
import type { ResultsAggregator, ResultsAggregatorData } from '../stats/results-aggregator.js';
import { lineKey } from './game-line.js';
import type { KeyCount, MetricRecord } from './metric-codec.js';
import { MetricsWriter, type OpenBlock } from './metrics-writer.js';
import { OrderedWriter } from './ordered-writer.js';
import { writeTallyCheckpoint } from './tally-checkpoint.js';

/** What a batch carries besides its lines. */
export interface BatchExtras {
  matchup: string;
  /** Whole blocks, compressed. */
  frames?: Uint8Array[];
  /** Pieces of blocks (encoded or decoded records); `last` closes the block. */
  pieces?: Array<{ block: number; last: boolean; records: Uint8Array | MetricRecord[] }>;
  /** The statistics of the batch's games. */
  tallies: ResultsAggregatorData[];
}

/** Options of {@link ResultsSink}. */
export interface SinkOptions {
  dir: string;
  gamesFile: string;
  /** metrics.bin, or null when the rows go inside the lines. */
  metricsFile: string | null;
  keyCount: KeyCount;
  aggregator: ResultsAggregator;
  /** Lines games.ndjson already holds (resume), and the block a previous session left open. */
  lines: number;
  reopened: OpenBlock | null;
  /** Records in metrics.bin's finished frames. */
  records: number;
  /** Key of games.ndjson's last line (resume), or null. */
  lastKey: { matchup: string; game: number } | null;
  /** Time between checkpoints (ms); 0 writes none until {@link close}. */
  checkpointMs?: number;
}

/** See the module comment. */
export class ResultsSink {
  private readonly lines: OrderedWriter<BatchExtras>;
  private readonly metrics: MetricsWriter | null;
  private readonly before: number;
  private lastLine: string | null = null;
  private lastCheckpoint = Date.now();
  /** Lines written when the last checkpoint was taken. */
  private checkpointed = 0;
  private readonly checkpointMs: number;

  constructor(private readonly o: SinkOptions) {
    this.before = o.lines;
    this.checkpointMs = o.checkpointMs ?? 5000;
    this.metrics = o.metricsFile
      ? new MetricsWriter(o.metricsFile, o.keyCount, o.reopened, o.records)
      : null;
    this.lines = new OrderedWriter<BatchExtras>(o.gamesFile, 1000, (lines, extra) =>
      this.onBatch(lines, extra),
    );
  }

  /** Delivers a batch's lines (null for failed games) and extras by sequence number. */
  deliver(seq: number, lines: Array<string | null>, extras: BatchExtras): void {
    this.lines.deliver(seq, lines, extras);
    // After every batch that became contiguous is in: lines, rows and tallies agree.
    const due = this.checkpointMs > 0 && Date.now() - this.lastCheckpoint >= this.checkpointMs;
    if (due && this.lines.lines !== this.checkpointed && (this.metrics?.flushed ?? true))
      this.checkpoint();
  }

  private onBatch(lines: Array<string | null>, extra: BatchExtras | undefined): void {
    for (let i = lines.length - 1; i >= 0; i--) {
      if (lines[i] !== null) {
        this.lastLine = lines[i]!;
        break;
      }
    }
    if (!extra) return;
    if (this.metrics) {
      if (extra.frames) this.metrics.frames(extra.frames, lines.filter((l) => l !== null).length);
      for (const p of extra.pieces ?? [])
        this.metrics.piece(extra.matchup, p.block, p.records, p.last);
    }
    for (const t of extra.tallies) this.o.aggregator.mergeData(t);
  }

  /** Writes tally.json for every line written so far (all their rows are on disk). */
  private checkpoint(): void {
    this.lastCheckpoint = Date.now();
    this.checkpointed = this.lines.lines;
    const key = this.lastLine === null ? this.o.lastKey : lineKey(this.lastLine);
    const lines = this.before + this.lines.lines;
    if (lines > 0 && !key) return;
    writeTallyCheckpoint(this.o.dir, {
      lines,
      bytes: this.lines.size,
      last: key,
      tally: this.o.aggregator.toData(),
    });
  }

  /** Closes the files (an unfinished block becomes an unfinished frame) and checkpoints. */
  close(): void {
    this.lines.close();
    this.metrics?.close();
    this.checkpoint();
  }
}
