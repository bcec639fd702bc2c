/**
 * `sortie content check`: every value the card reference marks uncertain, grouped by
 * card, with the YAML file and line of each note, so a user holding the printed card can
 * confirm or correct it. Notes come from {@link uncertainNotes}; positions from the YAML.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import {
  CONTENT_DIR,
  CONTENT_FILES,
  uncertainNotes,
  type ContentDb,
} from '../content/load-content.js';

/** One card with its uncertain notes. */
export interface UncertainCard {
  /** 'chassis', 'part' or 'ai-deck'. */
  card: string;
  /** Chassis id, part key `${faction}/${id}`, or AI deck id. */
  key: string;
  name: string;
  /** Path of the YAML file to edit (the src/ copy when run from dist/). */
  file: string;
  /** Line of the card's `- id:` entry. */
  line: number;
  notes: Array<{ line: number; note: string }>;
}

/** Where content files are edited: src/ even when the code runs from dist/. */
export function editableContentDir(dir = CONTENT_DIR): string {
  const marker = `${sep}dist${sep}`;
  const i = dir.lastIndexOf(marker);
  if (i < 0) return dir;
  const src = `${dir.slice(0, i)}${sep}src${sep}${dir.slice(i + marker.length)}`;
  return existsSync(src) ? src : dir;
}

interface CardPositions {
  line: number;
  notes: Map<string, number>;
}

/** Line of each card (by id) and of each of its `uncertain:` notes in one content file. */
function positionsIn(path: string): Map<string, CardPositions> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter });
  const lineOf = (n: Node | null | undefined): number =>
    lineCounter.linePos(n?.range?.[0] ?? 0).line;
  const out = new Map<string, CardPositions>();
  const root = doc.contents;
  if (!isSeq(root)) return out;
  for (const item of root.items) {
    if (!isMap(item)) continue;
    const get = (k: string) => item.items.find((p) => isScalar(p.key) && p.key.value === k);
    const id = get('id');
    if (!id || !isScalar(id.value)) continue;
    const notes = new Map<string, number>();
    const unc = get('uncertain');
    if (unc && isSeq(unc.value)) {
      for (const n of unc.value.items)
        if (isScalar(n)) notes.set(String(n.value), lineOf(n as Node));
    }
    out.set(String(id.value.value), { line: lineOf(item as Node), notes });
  }
  return out;
}

/** Every uncertain note: {@link uncertainNotes}, plus the AI decks' notes if it does not list them. */
function allNotes(db: ContentDb): Array<{ card: string; key: string; note: string }> {
  const notes: Array<{ card: string; key: string; note: string }> = uncertainNotes(db);
  if (!notes.some((n) => n.card !== 'chassis' && n.card !== 'part')) {
    for (const d of Object.values(db.aiDecks ?? {}))
      for (const note of d.uncertain ?? []) notes.push({ card: 'ai-deck', key: d.id, note });
  }
  return notes;
}

/** The uncertain notes of the content, grouped by card, with file and line numbers. */
export function uncertainCards(
  db: ContentDb,
  opts: { dir?: string; cwd?: string } = {},
): UncertainCard[] {
  const dir = editableContentDir(opts.dir ?? CONTENT_DIR);
  const cwd = opts.cwd ?? process.cwd();
  const cache = new Map<string, Map<string, CardPositions>>();
  const posFor = (file: string): Map<string, CardPositions> => {
    let m = cache.get(file);
    if (!m) {
      m = existsSync(join(dir, file)) ? positionsIn(join(dir, file)) : new Map();
      cache.set(file, m);
    }
    return m;
  };
  const shown = (file: string): string => {
    const rel = relative(cwd, join(dir, file));
    return rel.startsWith('..') ? join(dir, file) : rel;
  };
  const cards = new Map<string, UncertainCard>();
  for (const n of allNotes(db)) {
    const slash = n.key.indexOf('/');
    const id = n.card === 'part' ? n.key.slice(slash + 1) : n.key;
    const file =
      n.card === 'part'
        ? n.key.startsWith('forge/')
          ? CONTENT_FILES.partsForge
          : CONTENT_FILES.partsKomplex
        : n.card === 'chassis'
          ? CONTENT_FILES.chassis
          : CONTENT_FILES.aiDecks;
    const pos = posFor(file).get(id);
    let card = cards.get(`${n.card}:${n.key}`);
    if (!card) {
      const name =
        n.card === 'part'
          ? db.parts[n.key]?.name
          : n.card === 'chassis'
            ? db.chassis[n.key]?.name
            : db.aiDecks?.[n.key]?.name;
      card = {
        card: n.card,
        key: n.key,
        name: name ?? n.key,
        file: shown(file),
        line: pos?.line ?? 0,
        notes: [],
      };
      cards.set(`${n.card}:${n.key}`, card);
    }
    card.notes.push({ line: pos?.notes.get(n.note) ?? pos?.line ?? 0, note: n.note });
  }
  return [...cards.values()];
}

/** The printed report: one block per card, `file:line` on every note, and a summary line. */
export function uncertainReportText(cards: UncertainCard[]): string[] {
  const total = cards.reduce((a, c) => a + c.notes.length, 0);
  const lines = [
    `${total} uncertain value${total === 1 ? '' : 's'} on ${cards.length} card${cards.length === 1 ? '' : 's'}.`,
    'Each is a best reading of the printed card: hold the card, then confirm it, or correct the value at file:line and delete the note.',
    '',
  ];
  for (const c of cards) {
    lines.push(`${c.card} ${c.key} (${c.name}) — ${c.file}:${c.line}`);
    for (const n of c.notes) lines.push(`  ${c.file}:${n.line}: ${n.note}`);
    lines.push('');
  }
  if (total === 0) lines.push('nothing to confirm');
  return lines;
}
