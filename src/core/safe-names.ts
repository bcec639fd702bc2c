/**
 * Names that reach the file system or the terminal. A results folder, a manifest or a
 * queue message may come from someone else: a file name read from one must be one plain
 * name inside its folder, a name that becomes a file name is made safe by one function
 * ({@link fileNameOf}), and no control character of a name reaches a terminal.
 */

/**
 * Control characters other than tab and line feed: C0, DEL and C1. ESC starts terminal
 * sequences (window title, colours), CR overwrites a line, NUL ends a path.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */

/** True when `text` holds a control character other than tab and line feed. */
export function hasControlChars(text: string): boolean {
  return CONTROL.test(text);
}

/** The first control character of `text` (other than tab and line feed), or ''. */
export function firstControlChar(text: string): string {
  return CONTROL.exec(text)?.[0] ?? '';
}

/** `text` with each control character (other than tab and line feed) written as `\u001b` (valid in JSON too). */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The longest name {@link plainFileName} accepts (most file systems allow 255 bytes). */
const MAX_FILE_NAME = 255;

/**
 * `name` when it is one plain file name (no folder part, not "." or "..", no control
 * character, at most 255 characters), else null.
 */
export function plainFileName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_FILE_NAME) return null;
  if (name === '.' || name === '..' || /[/\\]/.test(name) || hasControlChars(name)) return null;
  return name;
}

/**
 * The one way a name (a matchup, a pilot, a sweep cell) becomes part of a file or
 * folder name: lower case, runs of anything but letters and digits as one "-", at most
 * `max` characters, `fallback` when nothing is left. The result is never empty, never
 * hidden and never names another folder.
 */
export function fileNameOf(name: string, max = 100, fallback = 'x'): string {
  const s = String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (s.length > max ? s.slice(0, max).replace(/-+$/, '') : s) || fallback;
}
