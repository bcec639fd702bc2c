/**
 * Text widths for Vega's headless renderer. Without a canvas Vega guesses 0.8 em
 * per character, which over-reserves space and truncates labels; this reads the real
 * advance widths of the bundled DejaVu Sans (the font the PNGs are rendered with)
 * from its TrueType tables (head, hhea, hmtx, cmap format 4) and installs them as
 * `textMetrics.width` of every copy of vega-scenegraph that Vega loads (npm may
 * install several versions: the renderer's and the bounds calculation's can differ).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Advance widths of one font in em units, by code point. */
export interface FontWidths {
  widthOf(codePoint: number): number;
}

function table(buf: Buffer, tag: string): number {
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + 16 * i;
    if (buf.toString('latin1', rec, rec + 4) === tag) return buf.readUInt32BE(rec + 8);
  }
  throw new Error(`font has no ${tag} table`);
}

/** Reads the advance widths of a TrueType font (BMP characters via cmap format 4). */
export function readFontWidths(path: string): FontWidths {
  const buf = readFileSync(path);
  const unitsPerEm = buf.readUInt16BE(table(buf, 'head') + 18);
  const metricCount = buf.readUInt16BE(table(buf, 'hhea') + 34);
  const hmtx = table(buf, 'hmtx');
  const advance = (glyph: number) =>
    buf.readUInt16BE(hmtx + 4 * Math.min(glyph, metricCount - 1)) / unitsPerEm;
  const cmap = table(buf, 'cmap');
  let sub = -1;
  for (let i = 0; i < buf.readUInt16BE(cmap + 2); i++) {
    const rec = cmap + 4 + 8 * i;
    const offset = cmap + buf.readUInt32BE(rec + 4);
    if (
      buf.readUInt16BE(rec) === 3 &&
      buf.readUInt16BE(rec + 2) === 1 &&
      buf.readUInt16BE(offset) === 4
    )
      sub = offset;
  }
  if (sub < 0) throw new Error('font has no Unicode BMP cmap');
  const segs = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const ranges = deltas + 2 * segs;
  const cache = new Map<number, number>();
  const glyphOf = (cp: number): number => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segs; s++) {
      if (buf.readUInt16BE(ends + 2 * s) < cp) continue;
      const start = buf.readUInt16BE(starts + 2 * s);
      if (start > cp) return 0;
      const delta = buf.readUInt16BE(deltas + 2 * s);
      const rangeAt = ranges + 2 * s;
      const range = buf.readUInt16BE(rangeAt);
      if (range === 0) return (cp + delta) & 0xffff;
      const g = buf.readUInt16BE(rangeAt + range + 2 * (cp - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  return {
    widthOf(cp: number): number {
      let w = cache.get(cp);
      if (w === undefined) cache.set(cp, (w = advance(glyphOf(cp))));
      return w;
    },
  };
}

/** Width in px of `text` at `fontSize` with `font`. */
export function textWidth(font: FontWidths, text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += font.widthOf(ch.codePointAt(0)!);
  return em * fontSize;
}

interface TextItem {
  fontSize?: number;
  fontWeight?: string | number;
  limit?: number;
}

/** Packages (relative to vega) whose vega-scenegraph copy measures or truncates text. */
const SCENEGRAPH_USERS = [
  'vega',
  'vega-view',
  'vega-view-transforms',
  'vega-functions',
  'vega-label',
  'vega-parser',
  'vega-encode',
];

type WidthFn = (item: TextItem, text: unknown) => number;

/** Every distinct vega-scenegraph module reachable from vega and its direct users. */
async function scenegraphCopies(): Promise<Array<{ textMetrics: { width: WidthFn } }>> {
  const fromHere = createRequire(import.meta.url);
  const vegaEntry = fromHere.resolve('vega');
  const fromVega = createRequire(vegaEntry);
  const paths = new Set<string>();
  for (const user of SCENEGRAPH_USERS) {
    try {
      const entry = user === 'vega' ? vegaEntry : fromVega.resolve(user);
      paths.add(createRequire(entry).resolve('vega-scenegraph'));
    } catch {
      // A package that is not installed (or not a user any more) has no copy to patch.
    }
  }
  const modules = [];
  for (const p of [...paths].sort())
    modules.push((await import(pathToFileURL(p).href)) as { textMetrics: { width: WidthFn } });
  return modules;
}

let installing: Promise<void> | null = null;

/**
 * Makes Vega measure text with the given regular and bold fonts. Widths are clipped
 * to the item's `limit`, which keeps Vega's label truncation exact (it only compares
 * widths against the limit) and its bounds right for truncated labels.
 */
export function installTextMetrics(regular: string, bold: string): Promise<void> {
  installing ??= (async () => {
    const fonts = { regular: readFontWidths(regular), bold: readFontWidths(bold) };
    const width: WidthFn = (item, text) => {
      const size = item.fontSize != null ? +item.fontSize || 0 : 11;
      const weight = item.fontWeight;
      const isBold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
      const str = text == null ? '' : String(text).trim();
      const w = textWidth(isBold ? fonts.bold : fonts.regular, str, size);
      return item.limit && item.limit > 0 ? Math.min(w, item.limit) : w;
    };
    for (const m of await scenegraphCopies()) m.textMetrics.width = width;
  })();
  return installing;
}
