/**
 * A YAML config file parsed with node positions, so any path inside the data can
 * be mapped back to `line:col` in the file.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';

/** Longest list a config may hold (sides, ships, parts, matchups, builds, axis values). */
export const MAX_LIST_LENGTH = 10_000;
/** Most alias expansions a config may use (a YAML "billion laughs" stops here). */
const MAX_ALIASES = 10_000;

/** A 1-based position in a file. */
export interface Position {
  line: number;
  col: number;
}

/** A path inside parsed data: map keys and list indices. */
export type DataPath = ReadonlyArray<string | number>;

/** A YAML syntax problem with its position. */
export interface SyntaxIssue extends Position {
  message: string;
}

/** A parsed YAML file: the plain data plus the means to locate paths in it. */
export class YamlSource {
  /** Plain JS data of the document (null for an empty file). */
  readonly data: unknown;
  /** Syntax errors (the data is unusable when this is non-empty). */
  readonly syntaxIssues: SyntaxIssue[];
  private readonly doc: Document.Parsed;
  private readonly lines: LineCounter;

  /** Parses `text`; never throws on bad YAML (see {@link syntaxIssues}). */
  constructor(readonly text: string) {
    this.lines = new LineCounter();
    // `merge: true` lets users share ship definitions with `<<: *anchor`.
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, merge: true });
    this.syntaxIssues = this.doc.errors.map((e) => ({
      ...this.position(e.pos[0]),
      message: e.message.split('\n')[0]!,
    }));
    // Tags a config has no use for (`!!js/function`, `!include`) would silently become strings.
    for (const w of this.doc.warnings) {
      if (w.code === 'TAG_RESOLVE_FAILED')
        this.syntaxIssues.push({
          ...this.position(w.pos[0]),
          message: `unsupported YAML tag: ${w.message.replace(/^Unresolved tag: /, '')}`,
        });
    }
    if (!this.syntaxIssues.length) this.checkListLengths();
    this.data = this.syntaxIssues.length ? null : this.expand();
  }

  /** Plain data, or null with a positioned issue when aliases expand beyond reason. */
  private expand(): unknown {
    try {
      return this.doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      if (!(e instanceof ReferenceError)) throw e;
      const first = this.firstAlias();
      this.syntaxIssues.push({
        ...this.nodePosition(first),
        message: `aliases expand too far (more than ${MAX_ALIASES} copies): ${e.message}`,
      });
      return null;
    }
  }

  private checkListLengths(): void {
    visit(this.doc, {
      Seq: (_key, node) => {
        if (node.items.length <= MAX_LIST_LENGTH) return undefined;
        this.syntaxIssues.push({
          ...this.nodePosition(node),
          message: `a list of ${node.items.length} items: at most ${MAX_LIST_LENGTH} are allowed`,
        });
        return visit.SKIP;
      },
    });
  }

  private firstAlias(): Node | null {
    let found: Node | null = null;
    visit(this.doc, {
      Alias: (_key, node) => {
        found = node;
        return visit.BREAK;
      },
    });
    return found;
  }

  /** The 1-based line and column of a character offset. */
  position(offset: number): Position {
    const p = this.lines.linePos(offset);
    return { line: p.line, col: p.col };
  }

  /** The root node of the document (null for an empty document). */
  get root(): Node | null {
    return (this.doc.contents as Node | null) ?? null;
  }

  /**
   * The YAML node at `path` below `from` (default: the root), following aliases.
   * With `key: true` and a path ending in a map key, returns that key's node.
   * Returns null if the path does not exist.
   */
  nodeAt(path: DataPath, options: { from?: Node | null; key?: boolean } = {}): Node | null {
    let node: Node | null = options.from === undefined ? this.root : options.from;
    for (let i = 0; i < path.length; i++) {
      node = this.deref(node);
      const seg = path[i]!;
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg),
        );
        if (!pair) return null;
        if (last && options.key) return pair.key as Node;
        node = (pair.value as Node | null) ?? (pair.key as Node);
      } else if (isSeq(node) && typeof seg === 'number') {
        const item = node.items[seg] as Node | undefined;
        if (!item) return null;
        node = item;
      } else {
        return null;
      }
    }
    return node;
  }

  /** Follows an alias to its anchored node. */
  deref(node: Node | null): Node | null {
    return isAlias(node) ? ((node.resolve(this.doc) as Node | undefined) ?? node) : node;
  }

  /** The position where a node starts (1:1 when unknown). */
  nodePosition(node: Node | null | undefined): Position {
    const start = node?.range?.[0];
    return start === undefined ? { line: 1, col: 1 } : this.position(start);
  }
}

/** Formats a data path the way users write it: `sides[1].ships[0].parts[2]`. */
export function formatPath(path: DataPath): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${seg}` : seg;
  }
  return out;
}
