/**
 * The content snapshot: the validated content written as JSON by the build
 * (`npm run build` → dist/games/snap-ships/content/snapshot.json), so the CLI and every
 * worker thread load it in milliseconds instead of parsing and validating the YAML.
 *
 * A snapshot names the SHA-256 of every file it was made from (the YAML and the
 * validating modules next to it); it is used only while they are unchanged, so editing
 * a YAML file (or the schema) without rebuilding falls back to validation.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../../core/atomic-write.js';
import { deepFreeze, type ContentDb } from './content-db.js';

/** The snapshot's file name, next to the content YAML. */
export const SNAPSHOT_FILE = 'snapshot.json';
const FORMAT = 1;

/** What the snapshot file holds. */
interface Snapshot {
  format: number;
  /** File name → SHA-256 (hex) of the files the content was validated from. */
  sources: Record<string, string>;
  content: ContentDb;
}

/** The files a snapshot depends on: the YAML and the (compiled or source) modules beside it. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(ya?ml|[cm]?[jt]s)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
}

/** SHA-256 of each source file in `dir`. */
export function contentSources(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of sourceFiles(dir))
    out[f] = createHash('sha256')
      .update(readFileSync(join(dir, f)))
      .digest('hex');
  return out;
}

/** Writes the snapshot of `db` (validated from the files in `dir`) into `dir`. */
export function writeContentSnapshot(dir: string, db: ContentDb): string {
  const file = join(dir, SNAPSHOT_FILE);
  const snapshot: Snapshot = { format: FORMAT, sources: contentSources(dir), content: db };
  writeFileAtomicSync(file, JSON.stringify(snapshot));
  return file;
}

/**
 * The content of `dir`'s snapshot, deep-frozen, or null when there is none or it no
 * longer matches the files beside it (then the caller validates the YAML).
 */
export function readContentSnapshot(dir: string): ContentDb | null {
  const file = join(dir, SNAPSHOT_FILE);
  if (!existsSync(file)) return null;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  } catch {
    return null;
  }
  if (snapshot.format !== FORMAT || typeof snapshot.sources !== 'object' || !snapshot.content)
    return null;
  const now = contentSources(dir);
  const names = Object.keys(now);
  if (
    names.length !== Object.keys(snapshot.sources).length ||
    names.some((f) => snapshot.sources[f] !== now[f])
  )
    return null;
  return deepFreeze(snapshot.content);
}
