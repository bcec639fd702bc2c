/**
 * The Armada uncertain report (the `sortie content check` of Snap Ships): every `uncertain:`
 * note in the Armada content YAML — card files and the physical-constants table alike — with
 * the file and line to edit, so a user holding the printed card can confirm or correct it.
 * The YAML is the source: every file of the content folder is scanned for `uncertain` keys at
 * any depth (`uncertain`, `x_uncertain` or `xUncertain`; a single string or a list of strings).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml';
import { ARMADA_CONTENT_DIR, ARMADA_CONTENT_FILES } from '../content/load-content.js';

/** One uncertain reading: a note and where it sits. */
export interface UncertainReading {
  /** The YAML file to edit (relative to the working directory when inside it). */
  file: string;
  /** 1-based line of the note. */
  line: number;
  /** The card (its id; `slot N` for an unidentified slot) holding the note; undefined at file level. */
  card?: string;
  /** Path of the note in the file, e.g. `ships[0].uncertain[1]`. */
  path: string;
  note: string;
}

/** Where content files are edited: src/ even when the code runs from dist/. */
export function editableArmadaContentDir(dir = ARMADA_CONTENT_DIR): string {
  const marker = `${sep}dist${sep}`;
  const i = dir.lastIndexOf(marker);
  if (i < 0) return dir;
  const src = `${dir.slice(0, i)}${sep}src${sep}${dir.slice(i + marker.length)}`;
  return existsSync(src) ? src : dir;
}

/** The card label of a map: its id, the key it sits under (below the top level), its name, or `slot N`. */
function cardOf(map: YAMLMap, key: string | undefined): string | undefined {
  const get = (k: string) => map.items.find((p) => isScalar(p.key) && p.key.value === k)?.value;
  const id = get('id');
  if (isScalar(id) && id.value !== null) return String(id.value);
  if (key !== undefined) return key;
  const name = get('name');
  if (isScalar(name) && name.value !== null) return String(name.value);
  const slot = get('slot');
  return isScalar(slot) ? `slot ${String(slot.value)}` : undefined;
}

/** Every `uncertain` note of one YAML text. */
export function uncertainNotesIn(text: string): Array<Omit<UncertainReading, 'file'>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const out: Array<Omit<UncertainReading, 'file'>> = [];
  const lineOf = (n: Node): number => lineCounter.linePos(n.range?.[0] ?? 0).line;
  const pathText = (path: Array<string | number>) =>
    path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i ? '.' : ''}${s}`)).join('');
  const visit = (node: unknown, path: Array<string | number>, card: string | undefined): void => {
    if (isMap(node)) {
      const last = path.at(-1);
      const here = cardOf(node, typeof last === 'string' ? last : undefined) ?? card;
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        if (/(^|_)uncertain$|Uncertain$/.test(key)) {
          const notes = isSeq(pair.value)
            ? pair.value.items.map((n, i) => [n, [...path, key, i]] as const)
            : [[pair.value, [...path, key]] as const];
          for (const [n, p] of notes) {
            if (isScalar(n) && n.value !== null)
              out.push({
                line: lineOf(n as Node),
                card: here,
                path: pathText([...p]),
                note: String(n.value),
              });
          }
        } else {
          visit(pair.value, [...path, key], here);
        }
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...path, i], card));
    }
  };
  visit(doc.contents, [], undefined);
  return out;
}

/** Card files first (in load order), then any other YAML of the folder (e.g. table.yaml). */
function contentFiles(dir: string): string[] {
  const known: string[] = Object.values(ARMADA_CONTENT_FILES);
  const others = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && !known.includes(f))
    .sort();
  return [...known.filter((f) => existsSync(join(dir, f))), ...others];
}

/** Every uncertain reading of the Armada content, in file order, with file:line. */
export function armadaUncertainReport(
  opts: { dir?: string; cwd?: string } = {},
): UncertainReading[] {
  const dir = editableArmadaContentDir(opts.dir ?? ARMADA_CONTENT_DIR);
  const cwd = opts.cwd ?? process.cwd();
  return contentFiles(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(cwd, path);
    const file = rel.startsWith('..') ? path : rel;
    return uncertainNotesIn(readFileSync(path, 'utf8')).map((n) => ({ file, ...n }));
  });
}

/** The printed report: a summary, then one `file:line: [card] note` line per reading. */
export function armadaUncertainReportText(readings: readonly UncertainReading[]): string[] {
  const files = new Set(readings.map((r) => r.file)).size;
  const lines = [
    `${readings.length} uncertain reading${readings.length === 1 ? '' : 's'} in ${files} Armada content file${files === 1 ? '' : 's'}.`,
    'Each is a best reading of the printed card: confirm it, or correct the value at file:line and delete the note.',
    '',
  ];
  for (const r of readings)
    lines.push(`${r.file}:${r.line}: ${r.card ? `[${r.card}] ` : ''}${r.note}`);
  if (readings.length === 0) lines.push('nothing to confirm');
  return lines;
}
