/**
 * Buffered CSV file writing with csv-stringify, with back-pressure so a
 * million-row games.csv streams in bounded memory.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';
import { AtomicFile } from '../core/atomic-write.js';

/** A CSV cell before formatting. */
export type CsvValue = string | number | boolean | null | undefined;

/** Rounds a number to 6 decimals (reports never need more; keeps files stable and short). */
export function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

/** Formats one cell: null/undefined → '', numbers rounded to 6 decimals. */
export function formatCell(value: CsvValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? round6(value) : '';
  return value;
}

/** Formats a whole table to CSV text (header first). */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return stringify([header, ...rows.map((r) => r.map(formatCell))]);
}

/**
 * Streams rows to a CSV file, which appears at its path only once complete
 * ({@link close}); an interrupted or failed write leaves the previous file.
 */
export class CsvFileWriter {
  private readonly stream: WriteStream;
  private readonly file: AtomicFile;
  private buffer: CsvValue[][] = [];

  /** `tempPath`: where the rows go until {@link close} (see AtomicFile). */
  constructor(
    path: string,
    header: string[],
    private readonly batch = 2000,
    tempPath?: string,
  ) {
    this.file = new AtomicFile(path, tempPath);
    this.stream = createWriteStream(this.file.tempPath, { encoding: 'utf8' });
    this.buffer.push(header);
  }

  /** Queues one row; flushes every `batch` rows. */
  async write(row: CsvValue[]): Promise<void> {
    this.buffer.push(row);
    if (this.buffer.length >= this.batch) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const text = stringify(this.buffer.map((r) => r.map(formatCell)));
    this.buffer = [];
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  /** Flushes, closes and moves the file into place. */
  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
    await this.file.commit();
  }

  /** Drops the unfinished file (the previous one, if any, stays). */
  async abort(): Promise<void> {
    this.stream.destroy();
    await this.file.abort();
  }
}
