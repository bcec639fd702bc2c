/**
 * The compact binary form of games' metric rows (the payload of a metrics.bin frame,
 * see metric-frames.ts): a block of games shares one table of strings and one table of
 * row keys, so a game costs a few bytes per row before compression.
 *
 * Payload: version byte, the string table, the metrics (id and count of leading key
 * cells), the key tuples (metric and key cells), then per game its index, its list of
 * metric ids (or "as the previous game") and per metric its rows as (tuple, value cells).
 * Numbers are varints; a cell is a varint with a 2-bit tag: whole number ≥ 0, whole
 * number < 0, string (table index) or other (a byte: float64, null, true, false).
 * Decoding needs nothing but the bytes; encoding is deterministic, so the same games
 * give the same bytes in any thread or process.
 */
import type { MetricRow } from '../core/metrics.js';

/** One game's metric rows. */
export interface MetricRecord {
  /** Game index inside its matchup. */
  game: number;
  /** Rows per metric id, as the game emitted them. */
  metrics: Record<string, MetricRow[]>;
}

/** How many leading cells of a metric's rows are its key (0 when unknown). */
export type KeyCount = (metricId: string) => number;

const VERSION = 1;
const TAG_UINT = 0;
const TAG_NEG = 1;
const TAG_STRING = 2;
const TAG_OTHER = 3;
const OTHER_FLOAT = 0;
const OTHER_NULL = 1;
const OTHER_TRUE = 2;
const OTHER_FALSE = 3;

/** A growable byte buffer with varint writes. */
class Writer {
  buf = new Uint8Array(4096);
  n = 0;

  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.n + k));
    grown.set(this.buf.subarray(0, this.n));
    this.buf = grown;
  }

  /** Unsigned varint of a whole number 0..2^53. */
  uint(v: number): void {
    this.room(8);
    while (v >= 0x80) {
      this.buf[this.n++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.n++] = v;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.n++] = b;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.n);
    this.n += b.length;
  }

  float(x: number): void {
    this.room(8);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.n, 8).setFloat64(0, x, true);
    this.n += 8;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.n);
  }
}

/** Reads what {@link Writer} wrote. */
class Reader {
  at = 0;
  constructor(private readonly buf: Uint8Array) {}

  uint(): number {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.buf.length) throw new Error('metric rows: truncated payload');
      const b = this.buf[this.at++]!;
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
  }

  byte(): number {
    if (this.at >= this.buf.length) throw new Error('metric rows: truncated payload');
    return this.buf[this.at++]!;
  }

  bytes(k: number): Uint8Array {
    if (this.at + k > this.buf.length) throw new Error('metric rows: truncated payload');
    const out = this.buf.subarray(this.at, this.at + k);
    this.at += k;
    return out;
  }

  float(): number {
    const x = new DataView(this.buf.buffer, this.buf.byteOffset + this.at, 8).getFloat64(0, true);
    this.at += 8;
    return x;
  }
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** Interns strings and key tuples while a block's games are encoded. */
class Tables {
  readonly strings: string[] = [];
  private readonly stringIndex = new Map<string, number>();
  readonly metrics: Array<{ id: string; name: number; keys: number }> = [];
  private readonly metricIndex = new Map<string, number>();
  readonly tuples: Array<{ metric: number; cells: MetricRow }> = [];
  /** Per metric: nested maps from key cells to the tuple index. */
  private readonly tupleIndex: Array<Map<unknown, unknown>> = [];

  constructor(private readonly keyCount: KeyCount) {}

  string(s: string): number {
    let i = this.stringIndex.get(s);
    if (i === undefined) {
      i = this.strings.length;
      this.strings.push(s);
      this.stringIndex.set(s, i);
    }
    return i;
  }

  metric(id: string): number {
    let i = this.metricIndex.get(id);
    if (i === undefined) {
      i = this.metrics.length;
      this.metrics.push({ id, name: this.string(id), keys: Math.max(0, this.keyCount(id)) });
      this.metricIndex.set(id, i);
      this.tupleIndex.push(new Map());
    }
    return i;
  }

  /** The tuple of a row's key cells (its first `keys` cells, fewer if the row is short). */
  tuple(metric: number, row: MetricRow): number {
    const n = Math.min(this.metrics[metric]!.keys, row.length);
    let level = this.tupleIndex[metric]!;
    // The cell count leads, so a short row never shares a tuple with a longer one.
    let next = level.get(n) as Map<unknown, unknown> | undefined;
    if (!next) level.set(n, (next = new Map()));
    level = next;
    for (let i = 0; i < n - 1; i++) {
      const cell = row[i];
      next = level.get(cell) as Map<unknown, unknown> | undefined;
      if (!next) level.set(cell, (next = new Map()));
      level = next;
    }
    const lastCell = n > 0 ? row[n - 1] : undefined;
    let t = level.get(lastCell) as number | undefined;
    if (t === undefined) {
      t = this.tuples.length;
      this.tuples.push({ metric, cells: row.slice(0, n) });
      level.set(lastCell, t);
    }
    return t;
  }
}

function writeCell(w: Writer, t: Tables, cell: unknown): void {
  if (typeof cell === 'number') {
    if (Number.isSafeInteger(cell) && !Object.is(cell, -0)) {
      if (cell >= 0) w.uint(cell * 4 + TAG_UINT);
      else w.uint(-cell * 4 + TAG_NEG);
    } else {
      w.uint(TAG_OTHER);
      w.byte(OTHER_FLOAT);
      w.float(cell);
    }
  } else if (typeof cell === 'string') {
    w.uint(t.string(cell) * 4 + TAG_STRING);
  } else {
    w.uint(TAG_OTHER);
    w.byte(cell === true ? OTHER_TRUE : cell === false ? OTHER_FALSE : OTHER_NULL);
  }
}

function readCell(r: Reader, strings: string[]): string | number {
  const v = r.uint();
  const tag = v % 4;
  const n = (v - tag) / 4;
  if (tag === TAG_UINT) return n;
  if (tag === TAG_NEG) return -n;
  if (tag === TAG_STRING) {
    const s = strings[n];
    if (s === undefined) throw new Error('metric rows: bad string index');
    return s;
  }
  const kind = r.byte();
  if (kind === OTHER_FLOAT) return r.float();
  // Not string | number, but kept as the game emitted them.
  return (kind === OTHER_TRUE ? true : kind === OTHER_FALSE ? false : null) as unknown as number;
}

/**
 * Encodes games' metric rows one game at a time ({@link add}) into one payload
 * ({@link finish}): a game's rows need not be kept once added.
 */
export class RecordEncoder {
  private readonly t: Tables;
  private readonly body = new Writer();
  private count = 0;
  private previous: number[] = [];

  constructor(keyCount: KeyCount) {
    this.t = new Tables(keyCount);
  }

  /** Games added so far. */
  get games(): number {
    return this.count;
  }

  /** Appends one game's rows. */
  add(rec: MetricRecord): void {
    const { t, body } = this;
    this.count++;
    body.uint(rec.game);
    const ids: number[] = [];
    for (const id in rec.metrics) ids.push(t.metric(id));
    const previous = this.previous;
    if (ids.length === previous.length && ids.every((x, i) => x === previous[i])) body.uint(0);
    else {
      body.uint(ids.length + 1);
      for (const x of ids) body.uint(x);
      this.previous = ids;
    }
    for (let k = 0; k < ids.length; k++) {
      const rows = rec.metrics[t.metrics[ids[k]!]!.id]!;
      body.uint(rows.length);
      for (const row of rows) {
        const tuple = t.tuple(ids[k]!, row);
        const skip = t.tuples[tuple]!.cells.length;
        body.uint(tuple);
        body.uint(row.length - skip);
        for (let c = skip; c < row.length; c++) writeCell(body, t, row[c]);
      }
    }
  }

  /** The payload of the games added. */
  finish(): Uint8Array {
    const t = this.t;
    // Tuples are written before the body but may add strings: encode them first.
    const tuples = new Writer();
    tuples.uint(t.tuples.length);
    for (const tu of t.tuples) {
      tuples.uint(tu.metric);
      tuples.uint(tu.cells.length);
      for (const c of tu.cells) writeCell(tuples, t, c);
    }
    const head = new Writer();
    head.byte(VERSION);
    head.uint(t.strings.length);
    for (const s of t.strings) {
      const b = utf8.encode(s);
      head.uint(b.length);
      head.bytes(b);
    }
    head.uint(t.metrics.length);
    for (const m of t.metrics) {
      head.uint(m.name);
      head.uint(m.keys);
    }
    const out = new Writer();
    out.bytes(head.result());
    out.bytes(tuples.result());
    out.uint(this.count);
    out.bytes(this.body.result());
    return out.result();
  }
}

/** Encodes the metric rows of some games (in order) as one payload. */
export function encodeRecords(records: readonly MetricRecord[], keyCount: KeyCount): Uint8Array {
  const e = new RecordEncoder(keyCount);
  for (const rec of records) e.add(rec);
  return e.finish();
}

/** Metric ids with their key-cell counts, as found in payloads (to encode them again alike). */
export type KeyCounts = Map<string, number>;

/** Decodes a payload of {@link encodeRecords}; `keys` (if given) collects each metric's key-cell count. */
export function decodeRecords(payload: Uint8Array, keys?: KeyCounts): MetricRecord[] {
  const r = new Reader(payload);
  const version = r.byte();
  if (version !== VERSION) throw new Error(`metric rows: unknown payload version ${version}`);
  const strings: string[] = [];
  for (let i = r.uint(); i > 0; i--) strings.push(fromUtf8.decode(r.bytes(r.uint())));
  const metrics: string[] = [];
  for (let i = r.uint(); i > 0; i--) {
    const id = strings[r.uint()];
    if (id === undefined) throw new Error('metric rows: bad metric id');
    metrics.push(id);
    const k = r.uint();
    keys?.set(id, k);
  }
  const tuples: Array<{ metric: number; cells: Array<string | number> }> = [];
  for (let i = r.uint(); i > 0; i--) {
    const metric = r.uint();
    const cells: Array<string | number> = [];
    for (let c = r.uint(); c > 0; c--) cells.push(readCell(r, strings));
    tuples.push({ metric, cells });
  }
  const out: MetricRecord[] = [];
  let ids: number[] = [];
  for (let i = r.uint(); i > 0; i--) {
    const game = r.uint();
    const layout = r.uint();
    if (layout > 0) {
      ids = [];
      for (let k = layout - 1; k > 0; k--) ids.push(r.uint());
    }
    const rec: MetricRecord = { game, metrics: {} };
    for (const m of ids) {
      const id = metrics[m];
      if (id === undefined) throw new Error('metric rows: bad metric index');
      const rows: MetricRow[] = [];
      for (let n = r.uint(); n > 0; n--) {
        const tuple = tuples[r.uint()];
        if (!tuple) throw new Error('metric rows: bad key tuple');
        const row: MetricRow = tuple.cells.slice();
        for (let c = r.uint(); c > 0; c--) row.push(readCell(r, strings));
        rows.push(row);
      }
      rec.metrics[id] = rows;
    }
    out.push(rec);
  }
  return out;
}
