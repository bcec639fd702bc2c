/**
 * Matchups built from layers: a `matchups:` entry over the file's shared defaults.
 * Maps merge key by key (deeply); lists and scalars of the entry replace the
 * defaults' wholesale. {@link locate} finds which layer's YAML node holds a path,
 * so problems in inherited keys point at the defaults.
 */
import { isMap, type Node } from 'yaml';
import type { DataPath, YamlSource } from './yaml-source.js';

/** One layer of a matchup: its YAML node and where that node sits in the file. */
export interface Layer {
  node: Node | null;
  /** Path of the node from the file root (e.g. ["matchups", 2] or []). */
  prefix: Array<string | number>;
  /** True for the file's shared defaults. */
  defaults: boolean;
}

/** Where a path of a merged matchup lives in the file. */
export interface Location {
  /** The deepest existing node along the path (or the key node, see `key`). */
  node: Node | null;
  /** The path from the file root to that location, as far as it exists. */
  filePath: Array<string | number>;
  /** Prefix of the layer holding the location (prepend it to the issue path). */
  prefix: Array<string | number>;
  /** True when the location lies in the shared defaults. */
  inherited: boolean;
}

/** True for plain objects (YAML maps). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep-merges `over` onto `base`: maps merge, everything else in `over` replaces. */
export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlainObject(b) && isPlainObject(v) ? deepMerge(b, v) : v;
  }
  return out;
}

/**
 * Locates `path` (relative to the merged matchup) in the file. Layers are given
 * most specific first. With `key`, a path ending in a map key points at the key.
 */
export function locate(src: YamlSource, layers: Layer[], path: DataPath, key = false): Location {
  // Candidates: the same logical node in every layer that still has it, most specific first.
  let cands = layers
    .filter((l) => l.node !== null)
    .map((l) => ({ node: src.deref(l.node), layer: l, rel: [] as Array<string | number> }));
  if (cands.length === 0) return { node: src.root, filePath: [], prefix: [], inherited: false };
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const next: typeof cands = [];
    for (const c of cands) {
      const child = src.nodeAt([seg], { from: c.node });
      if (child) next.push({ node: src.deref(child), layer: c.layer, rel: [...c.rel, seg] });
    }
    if (next.length === 0) break;
    // A non-map value of the most specific layer replaces the others wholesale.
    cands = isMap(next[0]!.node) ? next : [next[0]!];
    if (key && i === path.length - 1) {
      const c = cands[0]!;
      const parent = src.nodeAt(c.rel.slice(0, -1), { from: c.layer.node });
      const keyNode = src.nodeAt([seg], { from: parent, key: true });
      return {
        node: keyNode,
        filePath: [...c.layer.prefix, ...c.rel],
        prefix: c.layer.prefix,
        inherited: c.layer.defaults,
      };
    }
  }
  const best = cands[0]!;
  return {
    node: best.node,
    filePath: [...best.layer.prefix, ...best.rel],
    prefix: best.layer.prefix,
    inherited: best.layer.defaults,
  };
}
