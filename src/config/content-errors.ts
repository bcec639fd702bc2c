/**
 * Parses a game's content YAML file and validates it with a zod schema, reporting every problem
 * as `file:line:col: path: message` (every game's content loader uses it). Positions come from
 * the `yaml` CST: each zod issue path is walked down the document to the deepest node that
 * exists, so a missing key points at its parent map and an unknown key at the key itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { suggest } from './issues.js';

/** A path into a parsed file (map keys and list indexes). */
export type ContentPath = ReadonlyArray<PropertyKey>;

/** The outcome of parsing one content file. */
export interface ParsedContent<T> {
  /** The validated value; undefined when there are errors. */
  value?: T;
  /** `file:line:col: path: message` lines. */
  errors: string[];
  /** Formats an error at `path` in this file (for cross-file checks made after parsing). */
  errorAt(path: ContentPath, message: string): string;
}

/** Renders a path as `ships[3].battery.front` (or `[3].abilities[0].cost` for a top-level list). */
export function formatPath(path: ContentPath): string {
  if (path.length === 0) return '(root)';
  return path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i === 0 ? '' : '.'}${String(seg)}`))
    .join('');
}

/** The node at `path` (or at its deepest existing prefix); `asKey` returns the last key node. */
function nodeAt(doc: Document, path: ContentPath, asKey = false): Node | null {
  let node = doc.contents as Node | null;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => String(isScalar(p.key) ? p.key.value : p.key) === String(seg),
      );
      if (!pair) return node;
      if (i === path.length - 1 && asKey && pair.key) return pair.key as Node;
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
      node = node.items[seg] as Node;
    } else {
      return node;
    }
  }
  return node;
}

/** `(did you mean "a" or "b"?)`, or '' when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = suggest(word, candidates);
  if (near.length === 0) return '';
  const quoted = near.map((s) => JSON.stringify(s));
  return ` (did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?)`;
}

/** Parses `text` (the contents of `file`) and validates it against `schema`. */
export function parseContent<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
): ParsedContent<z.output<S>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  const position = (node: Node | null): string => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return `${file}:${line}:${col}`;
  };
  const errorAt = (path: ContentPath, message: string, asKey = false): string =>
    `${position(nodeAt(doc, path, asKey))}: ${formatPath(path)}: ${message}`;

  if (doc.errors.length > 0) {
    const errors = doc.errors.map((e) => {
      const pos = e.linePos?.[0];
      const message = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return `${file}:${pos?.line ?? 1}:${pos?.col ?? 1}: YAML syntax: ${message}`;
    });
    return { errors, errorAt };
  }
  const result = schema.safeParse(doc.toJS());
  if (result.success) return { value: result.data, errors: [], errorAt };
  const errors: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors.push(errorAt([...issue.path, key], `unknown key "${key}"`, true));
    } else if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
      errors.push(
        errorAt(
          issue.path,
          `missing required key "${String(issue.path.at(-1))}" (expected ${issue.expected})`,
        ),
      );
    } else {
      errors.push(errorAt(issue.path, issue.message));
    }
  }
  return { errors, errorAt };
}

/**
 * Validation errors of one content file: YAML syntax errors, or schema issues, each as
 * `file:line:col: path: message`. Empty when the file is valid.
 */
export function contentErrors(file: string, text: string, schema: z.ZodType): string[] {
  return parseContent(file, text, schema).errors;
}

/**
 * Reads and validates content files of one folder, collecting every problem: `load(file,
 * schema)` parses one file (an unreadable one is a problem too), `errors` holds them all.
 */
export function contentLoader(dir: string): {
  load: <S extends z.ZodType>(file: string, schema: S) => ParsedContent<z.output<S>>;
  errors: string[];
} {
  const errors: string[] = [];
  const load = <S extends z.ZodType>(file: string, schema: S): ParsedContent<z.output<S>> => {
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch (err) {
      errors.push(`${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      return { errors: [], errorAt: (_p, m) => `${file}: ${m}` };
    }
    const parsed = parseContent(file, text, schema);
    errors.push(...parsed.errors);
    return parsed;
  };
  return { load, errors };
}
