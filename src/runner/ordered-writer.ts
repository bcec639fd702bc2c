/**
 * Appends finished games to games.ndjson in game order.
 *
 * Batches finish out of order; the writer buffers a batch until every earlier one
 * has been written (the runner bounds how far ahead it dispatches, which bounds
 * this buffer). Writes are synchronous appends of whole lines, so the file always
 * holds a contiguous prefix of the run plus at most one partial line after a
 * crash; it is fsynced periodically and on close. Whatever else a batch carries (its
 * metric rows, its statistics) is handed to `onBatch` in the same order, right after
 * its lines are written.
 */
import { closeSync, fstatSync, fsyncSync, openSync, writeSync } from 'node:fs';

/** Writes lines by global sequence number, in order. */
export class OrderedWriter<T = undefined> {
  private readonly fd: number;
  private readonly pending = new Map<
    number,
    { lines: Array<string | null>; extra: T | undefined }
  >();
  private next = 0;
  private bufferedGames = 0;
  private dirty = false;
  private readonly timer: NodeJS.Timeout;
  private bytes: number;
  private lineCount = 0;

  /** Opens `file` for appending; sequence numbers start at 0. */
  constructor(
    file: string,
    fsyncMs = 1000,
    private readonly onBatch?: (lines: Array<string | null>, extra: T | undefined) => void,
  ) {
    this.fd = openSync(file, 'a');
    this.bytes = fstatSync(this.fd).size;
    this.timer = setInterval(() => this.sync(), fsyncMs);
    this.timer.unref();
  }

  /**
   * Delivers the lines of sequence numbers `seq, seq+1, ...`; `null` marks a game
   * that produced no line (it failed). Writes everything that became contiguous.
   */
  deliver(seq: number, lines: Array<string | null>, extra?: T): void {
    this.pending.set(seq, { lines, extra });
    this.bufferedGames += lines.length;
    let out = '';
    const ready: Array<{ lines: Array<string | null>; extra: T | undefined }> = [];
    for (let batch = this.pending.get(this.next); batch; batch = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      this.bufferedGames -= batch.lines.length;
      this.next += batch.lines.length;
      for (const l of batch.lines) {
        if (l === null) continue;
        out += l + '\n';
        this.lineCount++;
      }
      ready.push(batch);
    }
    if (out) {
      this.bytes += Buffer.byteLength(out);
      writeSync(this.fd, out);
      this.dirty = true;
    }
    if (this.onBatch) for (const b of ready) this.onBatch(b.lines, b.extra);
  }

  /** Sequence number of the next game to write (= games written or skipped). */
  get written(): number {
    return this.next;
  }

  /** Games waiting for an earlier batch. */
  get buffered(): number {
    return this.bufferedGames;
  }

  /** Size of the file (bytes), including what it held when opened. */
  get size(): number {
    return this.bytes;
  }

  /** Lines written by this writer. */
  get lines(): number {
    return this.lineCount;
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
