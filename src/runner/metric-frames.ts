/**
 * metrics.bin: the games' metric rows, beside games.ndjson (one record per line, in the
 * same order), as a sequence of frames. A frame holds one block of a matchup's games
 * (BLOCK_GAMES consecutive games of the folder's share), encoded (metric-codec.ts) and
 * Brotli-compressed: about a tenth of the rows' JSON. Blocks are cut by game index, so
 * the same games give the same bytes whatever the threads, batches or restarts.
 *
 * Frame: "SM", version, flags (1 = the block is unfinished: a run stopped inside it; the
 * next session reopens it), payload length (u32), record count (u32), block index (u32),
 * matchup name (u16 length + UTF-8), then the compressed payload. A frame cut short by
 * a crash is dropped on resume.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readSync,
  writeSync,
} from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { ResultsFileError } from './results-file-error.js';
import {
  decodeRecords,
  encodeRecords,
  type KeyCount,
  type KeyCounts,
  type MetricRecord,
  type RecordEncoder,
} from './metric-codec.js';

/** metrics.bin: the metric rows of the games of games.ndjson. */
export const METRICS_FILE = 'metrics.bin';
/** Games per block (frame). */
export const BLOCK_GAMES = 256;

const MAGIC0 = 0x53; // S
const MAGIC1 = 0x4d; // M
const VERSION = 1;
const FIXED = 16;
const FLAG_PARTIAL = 1;

/** What a frame's header says. */
export interface FrameHeader {
  matchup: string;
  /** Block index inside the matchup's share of games. */
  block: number;
  /** Games (records) in the frame. */
  records: number;
  /** The block was unfinished when the frame was written. */
  partial: boolean;
}

/** A frame as found in a file. */
export interface FrameInfo extends FrameHeader {
  /** Byte offset of the frame in the file, and its length. */
  offset: number;
  length: number;
}

/** Compresses an encoded payload into a frame. */
export function frameOf(header: FrameHeader, payload: Uint8Array): Uint8Array {
  const data = brotliCompressSync(payload, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
    },
  });
  const name = Buffer.from(header.matchup, 'utf8');
  const out = Buffer.alloc(FIXED + 2 + name.length + data.length);
  out[0] = MAGIC0;
  out[1] = MAGIC1;
  out[2] = VERSION;
  out[3] = header.partial ? FLAG_PARTIAL : 0;
  out.writeUInt32LE(data.length, 4);
  out.writeUInt32LE(header.records, 8);
  out.writeUInt32LE(header.block, 12);
  out.writeUInt16LE(name.length, FIXED);
  name.copy(out, FIXED + 2);
  out.set(data, FIXED + 2 + name.length);
  return out;
}

/** Encodes and compresses some games' rows into one frame. */
export function encodeFrame(
  header: Omit<FrameHeader, 'records'>,
  records: readonly MetricRecord[],
  keyCount: KeyCount,
): Uint8Array {
  return frameOf({ ...header, records: records.length }, encodeRecords(records, keyCount));
}

/** Compresses the games a {@link RecordEncoder} holds into one frame. */
export function finishFrame(
  header: Omit<FrameHeader, 'records'>,
  encoder: RecordEncoder,
): Uint8Array {
  return frameOf({ ...header, records: encoder.games }, encoder.finish());
}

/** The records of a frame's bytes (as returned by {@link encodeFrame}). */
export function decodeFrame(
  frame: Uint8Array,
  keys?: KeyCounts,
): { header: FrameHeader; records: MetricRecord[] } {
  const b = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  const header = parseHeader(b, 0, b.length);
  if (!header) throw new Error('metrics: not a whole frame');
  const start = FIXED + 2 + header.nameLength;
  const records = decodeRecords(
    brotliDecompressSync(b.subarray(start, start + header.dataLength)),
    keys,
  );
  if (records.length !== header.records)
    throw new Error(`metrics: frame says ${header.records} games, holds ${records.length}`);
  return { header, records };
}

function parseHeader(
  b: Buffer,
  at: number,
  available: number,
): (FrameHeader & { nameLength: number; dataLength: number }) | null {
  if (available < FIXED + 2) return null;
  if (b[at] !== MAGIC0 || b[at + 1] !== MAGIC1 || b[at + 2] !== VERSION)
    throw new Error(`metrics: no frame at byte ${at}`);
  const nameLength = b.readUInt16LE(at + FIXED);
  const dataLength = b.readUInt32LE(at + 4);
  if (available < FIXED + 2 + nameLength + dataLength) return null;
  return {
    matchup: b.toString('utf8', at + FIXED + 2, at + FIXED + 2 + nameLength),
    block: b.readUInt32LE(at + 12),
    records: b.readUInt32LE(at + 8),
    partial: (b[at + 3]! & FLAG_PARTIAL) !== 0,
    nameLength,
    dataLength,
  };
}

/**
 * The whole frames of a metrics file, in order, read header by header (payloads are
 * skipped). `torn` is the offset of a trailing incomplete frame (a crash during a
 * write), or null; a file that is not a metrics file throws.
 */
export function scanFrames(file: string): { frames: FrameInfo[]; torn: number | null } {
  const frames: FrameInfo[] = [];
  if (!existsSync(file)) return { frames, torn: null };
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(FIXED + 2 + 0xffff);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, head, 0, Math.min(head.length, size - at), at);
      if (n < FIXED + 2) return { frames, torn: at };
      const nameLength = head.readUInt16LE(FIXED);
      if (head[0] !== MAGIC0 || head[1] !== MAGIC1 || head[2] !== VERSION)
        throw damagedRows(file, at);
      const length = FIXED + 2 + nameLength + head.readUInt32LE(4);
      if (n < FIXED + 2 + nameLength || at + length > size) return { frames, torn: at };
      frames.push({
        matchup: head.toString('utf8', FIXED + 2, FIXED + 2 + nameLength),
        block: head.readUInt32LE(12),
        records: head.readUInt32LE(8),
        partial: (head[3]! & FLAG_PARTIAL) !== 0,
        offset: at,
        length,
      });
      at += length;
    }
    return { frames, torn: null };
  } finally {
    closeSync(fd);
  }
}

/** The error of a metrics file whose bytes at `at` are not what Sortie wrote. */
function damagedRows(file: string, at: number, why = 'no frame starts there'): ResultsFileError {
  return new ResultsFileError(
    `${file}: damaged at byte ${at} (${why}): the games' metric rows cannot be read; restore the file or run again into a new --out`,
  );
}

/** Reads and decodes one frame of a file; damage is a {@link ResultsFileError} naming the file and byte. */
export function readFrameRecords(
  file: string,
  f: Pick<FrameInfo, 'offset' | 'length'>,
  keys?: KeyCounts,
): { header: FrameHeader; records: MetricRecord[] } {
  const bytes = readFrame(file, f);
  try {
    return decodeFrame(bytes, keys);
  } catch (e) {
    throw damagedRows(file, f.offset, (e as Error).message.replace(/^metrics: /, ''));
  }
}

/** Reads one frame's bytes. */
export function readFrame(file: string, f: Pick<FrameInfo, 'offset' | 'length'>): Uint8Array {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(f.length);
    const n = readSync(fd, buf, 0, f.length, f.offset);
    if (n !== f.length) throw new Error(`${file}: frame at byte ${f.offset} is cut short`);
    return buf;
  } finally {
    closeSync(fd);
  }
}

/**
 * Streams the records of a metrics file from record `from` (0-based, in file order),
 * frame by frame; `keys` collects each metric's key-cell count.
 */
export function* readRecords(
  file: string,
  from = 0,
  keys?: KeyCounts,
): Generator<MetricRecord & { matchup: string }> {
  const { frames } = scanFrames(file);
  let seen = 0;
  for (const f of frames) {
    if (seen + f.records <= from) {
      seen += f.records;
      continue;
    }
    const { records } = readFrameRecords(file, f, keys);
    for (let i = Math.max(0, from - seen); i < records.length; i++)
      yield { matchup: f.matchup, ...records[i]! };
    seen += f.records;
  }
}

/** Cuts a file at `offset` (dropping a torn or reopened frame). */
export function truncateFile(file: string, offset: number): void {
  const fd = openSync(file, 'r+');
  try {
    ftruncateSync(fd, offset);
  } finally {
    closeSync(fd);
  }
}

/** Appends bytes to a file descriptor (all of them). */
export function appendAll(fd: number, bytes: Uint8Array): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}
