// report.html shows a folder's audit.json (`sortie pilots audit <dir>`), read as data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_FILE, auditSectionHtml, readAudit } from '../../src/report/audit-section.js';
import { tempDir } from '../runner/helpers.js';

const root = tempDir();
let n = 0;
function folder(content?: string): string {
  const dir = join(root, `f${n++}`);
  mkdirSync(dir);
  if (content !== undefined) writeFileSync(join(dir, AUDIT_FILE), content);
  return dir;
}

const AUDIT = {
  pilot: 'heuristic',
  reference: 'heuristic',
  decisions: 2,
  accuracy: 0.5,
  accuracyLow: 0.09,
  accuracyHigh: 0.91,
  rollouts: 16,
  byKind: [
    { kind: 'rotate', decisions: 2, meanRegret: 0.25, ciLow: 0, ciHigh: 0.74, accuracy: 0.5 },
  ],
  worst: [
    {
      kind: 'rotate',
      round: 2,
      unit: 'Sabre <XF-23>',
      chose: '0°',
      best: '15°',
      regret: 0.5,
      decision: 9,
      replay: 'sortie replay results/x --matchup m --game 3',
    },
  ],
};

describe('the pilot grades of a results folder', () => {
  const esc = (t: unknown) => String(t).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const table = (h: string[], rows: string[][]) =>
    `<table>${[h, ...rows].map((r) => r.join('|')).join('\n')}</table>`;

  it('shows accuracy, regret by kind and the costliest decisions with their replay, escaped', () => {
    const warnings: string[] = [];
    const a = readAudit(folder(JSON.stringify(AUDIT)), (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    const html = auditSectionHtml(a!, esc, table);
    expect(html).toContain('rotate|2|0.250|0.000 – 0.740|50.0%');
    expect(html).toContain('Sabre &lt;XF-23&gt;');
    expect(html).toContain(
      '<code>sortie replay results/x --matchup m --game 3</code> (decision 9)',
    );
  });

  it('is absent without audit.json, and skipped with one warning when the file is not an audit', () => {
    const warnings: string[] = [];
    expect(readAudit(folder(), (m) => warnings.push(m))).toBeNull();
    expect(warnings).toEqual([]);
    expect(readAudit(folder('{"pilot": 3}'), (m) => warnings.push(m))).toBeNull();
    expect(readAudit(folder('not json'), (m) => warnings.push(m))).toBeNull();
    expect(
      readAudit(
        folder(JSON.stringify({ ...AUDIT, worst: [{ ...AUDIT.worst[0], regret: '<script>' }] })),
        (m) => warnings.push(m),
      ),
    ).toBeNull();
    expect(warnings).toEqual([
      "audit.json is not a pilot audit: the pilots' grades are not shown",
      "audit.json could not be read as JSON: the pilots' grades are not shown",
      "audit.json is not a pilot audit: the pilots' grades are not shown",
    ]);
  });
});
