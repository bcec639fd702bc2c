/**
 * Appends frames to metrics.bin as the runner writes games.ndjson, record for line.
 * Whole blocks arrive compressed from the workers; a block played in pieces (slow
 * games, the first games before batch sizes settle, a block a stopped run left
 * unfinished) is assembled here and compressed when its last game arrives, with the
 * same encoder, so the file's bytes do not depend on who encoded a block. A run that
 * stops inside a block writes it as an unfinished frame, which the next session reopens.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import type { KeyCount, MetricRecord } from './metric-codec.js';
import { decodeRecords } from './metric-codec.js';
import { appendAll, encodeFrame } from './metric-frames.js';

/** A block begun but not finished: its matchup, index and records so far. */
export interface OpenBlock {
  matchup: string;
  block: number;
  records: MetricRecord[];
}

/** Writes metrics.bin frames; see the module comment. */
export class MetricsWriter {
  private readonly fd: number;
  private open: OpenBlock | null;
  private onDisk: number;

  /**
   * Opens `file` for appending. `reopened` is the unfinished block a previous session
   * left (already cut from the file); `records` counts the records the file holds.
   */
  constructor(
    file: string,
    private readonly keyCount: KeyCount,
    reopened: OpenBlock | null,
    records: number,
  ) {
    this.fd = openSync(file, 'a');
    this.open = reopened;
    this.onDisk = records;
  }

  /** Records on disk (finished and unfinished frames written by this writer included). */
  get records(): number {
    return this.onDisk;
  }

  /** Whether every record delivered so far is on disk (no block is being assembled). */
  get flushed(): boolean {
    return this.open === null;
  }

  /** Appends whole-block frames compressed by a worker. */
  frames(frames: readonly Uint8Array[], records: number): void {
    // A block still open has had all its games (later games come in game order): finish it.
    this.flush(false);
    for (const f of frames) appendAll(this.fd, f);
    this.onDisk += records;
  }

  /**
   * Adds a piece of a block (a worker's encoded records, or records already decoded);
   * `last` closes the block: it is compressed and written.
   */
  piece(matchup: string, block: number, piece: Uint8Array | MetricRecord[], last: boolean): void {
    const records = piece instanceof Uint8Array ? decodeRecords(piece) : piece;
    if (this.open && (this.open.matchup !== matchup || this.open.block !== block))
      this.flush(false);
    this.open ??= { matchup, block, records: [] };
    for (const r of records) this.open.records.push(r);
    if (last) this.flush(false);
  }

  private flush(partial: boolean): void {
    const b = this.open;
    if (!b) return;
    this.open = null;
    if (b.records.length === 0 && !partial) return;
    appendAll(
      this.fd,
      encodeFrame({ matchup: b.matchup, block: b.block, partial }, b.records, this.keyCount),
    );
    this.onDisk += b.records.length;
  }

  /** Writes an unfinished block as an unfinished frame and closes the file. */
  close(): void {
    if (this.open && this.open.records.length > 0) this.flush(true);
    this.open = null;
    fsyncSync(this.fd);
    closeSync(this.fd);
  }
}
