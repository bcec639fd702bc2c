/**
 * Appends finished games to games.ndjson in game order.
 *
 * Batches finish out of order; the writer buffers a batch until every earlier one
 * has been written (the runner bounds how far ahead it dispatches, which bounds
 * this buffer). Writes are synchronous appends of whole lines, so the file always
 * holds a contiguous prefix of the run plus at most one partial line after a
 * crash; it is fsynced periodically and on close.
 */
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';

/** Writes lines by global sequence number, in order. */
export class OrderedWriter {
  private readonly fd: number;
  private readonly pending = new Map<number, Array<string | null>>();
  private next = 0;
  private bufferedGames = 0;
  private dirty = false;
  private readonly timer: NodeJS.Timeout;

  /** Opens `file` for appending; sequence numbers start at 0. */
  constructor(file: string, fsyncMs = 1000) {
    this.fd = openSync(file, 'a');
    this.timer = setInterval(() => this.sync(), fsyncMs);
    this.timer.unref();
  }

  /**
   * Delivers the lines of sequence numbers `seq, seq+1, ...`; `null` marks a game
   * that produced no line (it failed). Writes everything that became contiguous.
   */
  deliver(seq: number, lines: Array<string | null>): void {
    this.pending.set(seq, lines);
    this.bufferedGames += lines.length;
    let out = '';
    for (let batch = this.pending.get(this.next); batch; batch = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      this.bufferedGames -= batch.length;
      this.next += batch.length;
      for (const l of batch) if (l !== null) out += l + '\n';
    }
    if (out) {
      writeSync(this.fd, out);
      this.dirty = true;
    }
  }

  /** Sequence number of the next game to write (= games written or skipped). */
  get written(): number {
    return this.next;
  }

  /** Games waiting for an earlier batch. */
  get buffered(): number {
    return this.bufferedGames;
  }

  /** Flushes the file to disk if anything was written since the last sync. */
  sync(): void {
    if (this.dirty) {
      fsyncSync(this.fd);
      this.dirty = false;
    }
  }

  /** Syncs and closes; games still buffered (after a gap) are dropped. */
  close(): void {
    clearInterval(this.timer);
    this.sync();
    closeSync(this.fd);
  }
}
