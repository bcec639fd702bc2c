/**
 * `sortie content check`: every uncertain note, grouped by card, with a file:line that
 * really points at the note in the YAML.
 */
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIR,
  loadContent,
  uncertainNotes,
} from '../../src/games/snap-ships/content/load-content.js';
import {
  editableContentDir,
  uncertainCards,
  uncertainReportText,
} from '../../src/games/snap-ships/content-cli/uncertain-report.js';
import { runCaptured } from './cli-capture.js';

const db = loadContent();
const root = join(CONTENT_DIR, '..', '..', '..', '..');

describe('uncertainCards', () => {
  const cards = uncertainCards(db, { cwd: root });

  it("holds every note of uncertainNotes (plus the AI decks' notes), each card once", () => {
    const notes = cards.flatMap((c) => c.notes.map((n) => `${c.card}:${c.key}:${n.note}`));
    for (const n of uncertainNotes(db)) expect(notes).toContain(`${n.card}:${n.key}:${n.note}`);
    const deckNotes = Object.values(db.aiDecks).reduce((a, d) => a + (d.uncertain?.length ?? 0), 0);
    expect(notes).toHaveLength(uncertainNotes(db).length + deckNotes);
    expect(new Set(cards.map((c) => `${c.card}:${c.key}`)).size).toBe(cards.length);
  });

  it('points each note at its own line, and each card at its "- id:" line', () => {
    for (const c of cards) {
      expect(c.file.startsWith(`src${sep}games${sep}snap-ships${sep}content${sep}`)).toBe(true);
      const lines = readFileSync(join(root, c.file), 'utf8').split('\n');
      const id = c.key.includes('/') ? c.key.slice(c.key.indexOf('/') + 1) : c.key;
      expect(lines[c.line - 1], `${c.file}:${c.line}`).toBe(`- id: ${id}`);
      for (const n of c.notes) {
        expect(n.line).toBeGreaterThan(c.line);
        // A note may be quoted or folded in the YAML: its first words are on its line.
        const words = n.note.replace(/["']/g, '').slice(0, 25);
        expect(lines[n.line - 1]!.replace(/["']/g, ''), `${c.file}:${n.line}`).toContain(words);
      }
    }
  });

  it('groups parts with their faction file and names the card', () => {
    const xf25 = cards.find((c) => c.key === 'forge/xf-25-cockpit')!;
    expect(xf25).toMatchObject({ card: 'part', name: 'XF-25 Cockpit' });
    expect(xf25.file.endsWith('parts-forge.yaml')).toBe(true);
    const komplex = cards.find((c) => c.card === 'part' && c.key.startsWith('komplex/'))!;
    expect(komplex.file.endsWith('parts-komplex.yaml')).toBe(true);
    expect(cards.find((c) => c.card === 'chassis')!.file.endsWith('chassis.yaml')).toBe(true);
  });

  it('maps a dist/ content folder to the src/ file to edit', () => {
    expect(editableContentDir(join(root, 'dist', 'games', 'snap-ships', 'content'))).toBe(
      join(root, 'src', 'games', 'snap-ships', 'content'),
    );
    expect(editableContentDir(CONTENT_DIR)).toBe(CONTENT_DIR);
  });

  it('renders a summary, then one block per card with file:line on every note', () => {
    const text = uncertainReportText(cards);
    const total = cards.reduce((a, c) => a + c.notes.length, 0);
    expect(text[0]).toBe(`${total} uncertain values on ${cards.length} cards.`);
    const xf25 = cards.find((c) => c.key === 'forge/xf-25-cockpit')!;
    expect(text).toContain(`part forge/xf-25-cockpit (XF-25 Cockpit) — ${xf25.file}:${xf25.line}`);
    expect(text).toContain(`  ${xf25.file}:${xf25.notes[0]!.line}: ${xf25.notes[0]!.note}`);
  });
});

describe('sortie content check', () => {
  it('prints the report and exits 0', async () => {
    const r = await runCaptured(['content', 'check']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\d+ uncertain values on \d+ cards\./);
    expect(r.out).toContain('parts-forge.yaml:');
    expect(r.out).toContain('chassis sabre-xg-07-gunship (Sabre XG-07 Gunship)');
  });

  it('--json prints the cards', async () => {
    const r = await runCaptured(['content', 'check', '--json']);
    const cards = JSON.parse(r.out) as Array<{ key: string; notes: Array<{ line: number }> }>;
    expect(cards.map((c) => c.key)).toContain('forge/xf-25-cockpit');
    expect(cards.every((c) => c.notes.every((n) => n.line > 0))).toBe(true);
  });

  it('content without a subcommand fails with a hint', async () => {
    const r = await runCaptured(['content']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('choose: content check');
  });
});
