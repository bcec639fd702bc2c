/**
 * The README and the guides it links (docs/*.md), in the order a reader meets them: the
 * README first, then each guide at its first link. The walkthrough runs their commands in
 * this order, so a guide may use the folders an earlier one wrote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The guides the README's "Guides" section links, in that order (paths relative to the
 * repository): the reading order, whatever the README links earlier on.
 */
export function linkedGuides(root = '.'): string[] {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const at = text.indexOf('\n## Guides');
  if (at < 0) throw new Error('README.md has no "## Guides" section');
  const readme = text.slice(at);
  return [
    ...new Set([...readme.matchAll(/\]\((docs\/[\w.-]+\.md)(?:#[\w-]*)?\)/g)].map((m) => m[1]!)),
  ];
}

/** Every guide in docs/. */
export function allGuides(root = '.'): string[] {
  return readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
    .sort();
}

/** The README's text and then each linked guide's, as [path, text] pairs. */
export function readerTexts(root = '.'): [string, string][] {
  return ['README.md', ...linkedGuides(root)].map((p) => [p, readFileSync(join(root, p), 'utf8')]);
}
