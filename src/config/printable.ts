/**
 * Texts of a config are printable: a control character in a name (ESC starting a
 * terminal sequence that retitles the window or recolours it, CR overwriting a line)
 * is refused where it stands, before any game is played or any name printed.
 */
import { escapeControls, firstControlChar, hasControlChars } from '../core/safe-names.js';
import { isPlainObject } from './layers.js';
import type { PositionedIssue } from './issues.js';
import { formatPath, type DataPath, type YamlSource } from './yaml-source.js';

/** The message of a text holding a control character. */
export function controlCharMessage(text: string): string {
  return `holds a control character (${escapeControls(firstControlChar(text))}): names and texts must be printable`;
}

/** Every key and text of the config's data that holds a control character other than tab and line feed. */
export function controlCharIssues(src: YamlSource, file: string): PositionedIssue[] {
  const issues: PositionedIssue[] = [];
  const seen = new Set<object>();
  const add = (path: DataPath, text: string, key: boolean) =>
    issues.push({
      file,
      ...src.nodePosition(src.nodeAt(path, { key })),
      path: formatPath(path),
      message: `${key ? 'the key ' : ''}${controlCharMessage(text)}`,
    });
  const walk = (value: unknown, path: DataPath): void => {
    if (typeof value === 'string') {
      if (hasControlChars(value)) add(path, value, false);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (hasControlChars(k)) add([...path, k], k, true);
        walk(v, [...path, k]);
      }
    }
  };
  walk(src.data, []);
  return issues;
}
