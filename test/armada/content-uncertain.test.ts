/**
 * The Armada uncertain report lists every `uncertain` reading of the card data
 * (shared/cards/armada/core-set.yaml) with the file and line of our YAML where it sits.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARMADA_CONTENT_DIR,
  ARMADA_CONTENT_FILES,
  loadArmadaContent,
} from '../../src/games/armada/content/load-content.js';
import {
  armadaUncertainReport,
  armadaUncertainReportText,
  uncertainNotesIn,
} from '../../src/games/armada/content-cli/uncertain-report.js';
import { coreSetText, HAVE_CORE_SET, NO_CORE_SET_MESSAGE } from './content-reference.js';

const report = armadaUncertainReport({ cwd: join(ARMADA_CONTENT_DIR, '..', '..', '..', '..') });
const cardFiles = new Set<string>(Object.values(ARMADA_CONTENT_FILES));
const cardReadings = report.filter((r) => cardFiles.has(r.file.split('/').pop()!));

/**
 * Paths of core-set.yaml whose readings belong to the physical-constants table (table.yaml,
 * loaded and maintained with the geometry), not to the card content.
 */
const TABLE_PATHS =
  /^(ship_geometry|physical\.(range_ruler|squadron_base|maneuver_tool|obstacles))\./;

describe('armadaUncertainReport', () => {
  it('G1 (uncertain stays in data): gives the file:line of each note: the line holds the note text', () => {
    expect(cardReadings.length).toBeGreaterThanOrEqual(20);
    for (const r of report) {
      const line = readFileSync(join(ARMADA_CONTENT_DIR, r.file.split('/').pop()!), 'utf8').split(
        '\n',
      )[r.line - 1]!;
      expect(line, `${r.file}:${r.line}`).toContain(r.note.slice(0, 40));
    }
    expect(report.find((r) => r.card === 'overload-pulse')?.path).toBe('cards[10].uncertain[0]');
    expect(report.find((r) => r.card === 'evade')?.file).toMatch(/defense-tokens\.yaml$/);
    expect(report.find((r) => r.card === 'slot 18')?.note).toBe('18th core upgrade not identified');
  });

  it('G1: lists every uncertain note the loaded content carries', () => {
    const c = loadArmadaContent();
    const notes = [
      ...Object.values(c.ships).flatMap((s) => s.uncertain ?? []),
      ...Object.values(c.squadrons).flatMap((s) => s.uncertain ?? []),
      ...Object.values(c.upgrades).flatMap((s) => s.uncertain ?? []),
      ...Object.values(c.damageCards).flatMap((s) => s.uncertain ?? []),
      ...Object.values(c.fleets).flatMap((s) => s.uncertain ?? []),
      ...c.objectivesUncertain,
      ...(c.damageDeck.uncertain ?? []),
      ...(c.upgradeSet.uncertain ?? []),
      ...c.upgradeSet.unidentified.flatMap((u) => u.uncertain),
      ...Object.values(c.defenseTokens.tokens).flatMap((t) => t.uncertain ?? []),
    ];
    expect(cardReadings.map((r) => r.note).sort()).toEqual(notes.sort());
  });

  it('SPEC 3.2 #5-#13: scans every YAML of the folder at any depth, so the physical table is reported too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-uncertain-'));
    try {
      for (const f of Object.values(ARMADA_CONTENT_FILES))
        cpSync(join(ARMADA_CONTENT_DIR, f), join(dir, f));
      writeFileSync(
        join(dir, 'table.yaml'),
        'rangeBands:\n  close: 123.3\n  uncertain: "hobbyist measurement"\nbases:\n  small: {width: 43, objective_uncertain: [a, b]}\n',
      );
      const readings = armadaUncertainReport({ dir, cwd: dir });
      const table = readings.filter((r) => r.file === 'table.yaml');
      expect(table).toEqual([
        {
          file: 'table.yaml',
          line: 3,
          card: 'rangeBands',
          path: 'rangeBands.uncertain',
          note: 'hobbyist measurement',
        },
        {
          file: 'table.yaml',
          line: 5,
          card: 'small',
          path: 'bases.small.objective_uncertain[0]',
          note: 'a',
        },
        {
          file: 'table.yaml',
          line: 5,
          card: 'small',
          path: 'bases.small.objective_uncertain[1]',
          note: 'b',
        },
      ]);
      expect(readings.length).toBe(cardReadings.length + 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('G1: prints one file:line line per reading under a summary', () => {
    const text = armadaUncertainReportText(cardReadings);
    expect(text[0]).toBe(
      `${cardReadings.length} uncertain readings in ${new Set(cardReadings.map((r) => r.file)).size} Armada content files.`,
    );
    expect(text).toContain(
      `${cardReadings[0]!.file}:${cardReadings[0]!.line}: [cr90-corvette-a] ${cardReadings[0]!.note}`,
    );
    expect(armadaUncertainReportText([])).toContain('nothing to confirm');
  });
});

describe.skipIf(!HAVE_CORE_SET)(
  HAVE_CORE_SET ? 'the report covers core-set.yaml' : NO_CORE_SET_MESSAGE,
  () => {
    const source = HAVE_CORE_SET ? uncertainNotesIn(coreSetText()) : [];

    it('SPEC 3: finds the 24 readings of the card data (19 card readings, 5 physical-table ones)', () => {
      expect(source).toHaveLength(24);
      expect(source.filter((n) => TABLE_PATHS.test(n.path)).map((n) => n.path)).toEqual([
        'ship_geometry.uncertain',
        'physical.range_ruler.uncertain',
        'physical.squadron_base.uncertain',
        'physical.maneuver_tool.uncertain',
        'physical.obstacles.uncertain',
      ]);
    });

    it('SPEC 3: every card reading of core-set.yaml is in the report, verbatim, beside its value', () => {
      for (const n of source.filter((x) => !TABLE_PATHS.test(x.path))) {
        const found = cardReadings.filter((r) => r.note === n.note);
        expect(found.length, `core-set.yaml:${n.line} ${n.path}`).toBeGreaterThan(0);
        // A ship's or squadron's note sits on the same card (the kebab-case of its core-set id).
        if (/^(ships|squadrons)\[/.test(n.path))
          expect(found.map((r) => r.card)).toContain(n.card!.replace(/_/g, '-'));
      }
    });
  },
);
