/**
 * The pilots' grades in report.html: `sortie pilots audit <dir>` leaves audit.json in the
 * results folder, and the report shows it (accuracy, regret by decision kind, the costliest
 * decisions with their replay command). The file is read as data: checked field by field,
 * shown escaped, and skipped with a one-line warning when it is not an audit.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PilotGrades } from '../stats/regret.js';
import { percentText } from './percent.js';

/** The file an audit of a results folder is written to. */
export const AUDIT_FILE = 'audit.json';

/** Largest audit.json read (an audit of a few hundred decisions is well under this). */
const MAX_AUDIT_BYTES = 4 * 1024 * 1024;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isStr = (x: unknown): x is string => typeof x === 'string' && x.length < 2000;
const hasFields = (o: unknown, nums: string[], strs: string[]): boolean =>
  typeof o === 'object' &&
  o !== null &&
  nums.every((k) => isNum((o as Record<string, unknown>)[k])) &&
  strs.every((k) => isStr((o as Record<string, unknown>)[k]));

/** Reads a folder's audit.json: null when there is none or it is not an audit (then `onWarning` says so). */
export function readAudit(dir: string, onWarning: (m: string) => void): PilotGrades | null {
  const file = join(dir, AUDIT_FILE);
  if (!existsSync(file)) return null;
  let a: unknown;
  try {
    if (statSync(file).size > MAX_AUDIT_BYTES) throw new Error('too large');
    a = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    onWarning(`${AUDIT_FILE} could not be read as JSON: the pilots' grades are not shown`);
    return null;
  }
  const ok =
    hasFields(
      a,
      ['decisions', 'accuracy', 'accuracyLow', 'accuracyHigh', 'rollouts'],
      ['pilot', 'reference'],
    ) &&
    Array.isArray((a as PilotGrades).byKind) &&
    (a as PilotGrades).byKind.every((k) =>
      hasFields(k, ['decisions', 'meanRegret', 'ciLow', 'ciHigh', 'accuracy'], ['kind']),
    ) &&
    Array.isArray((a as PilotGrades).worst) &&
    (a as PilotGrades).worst.every((w) =>
      hasFields(w, ['round', 'regret', 'decision'], ['kind', 'unit', 'chose', 'best', 'replay']),
    );
  if (!ok) {
    onWarning(`${AUDIT_FILE} is not a pilot audit: the pilots' grades are not shown`);
    return null;
  }
  return a as PilotGrades;
}

/** The report section of an audit; `esc` escapes text for HTML. */
export function auditSectionHtml(
  a: PilotGrades,
  esc: (t: unknown) => string,
  table: (header: string[], rows: string[][]) => string,
): string {
  const r3 = (x: number) => x.toFixed(3);
  const kinds = table(
    ['decision kind', 'decisions', 'mean regret', '95% interval', 'accurate'],
    a.byKind.map((k) => [
      esc(k.kind),
      String(k.decisions),
      r3(k.meanRegret),
      `${r3(k.ciLow)} – ${r3(k.ciHigh)}`,
      percentText(k.accuracy),
    ]),
  );
  const worst = a.worst.length
    ? `<h3>Costliest decisions</h3>${table(
        ['regret', 'kind', 'round', 'unit', 'chose', 'best', 'replay'],
        a.worst.map((w) => [
          r3(w.regret),
          esc(w.kind),
          String(w.round),
          esc(w.unit),
          esc(w.chose),
          esc(w.best),
          `<code>${esc(w.replay)}</code> (decision ${w.decision})`,
        ]),
      )}`
    : '';
  return `<section id="pilot-grades"><h2>Pilot grades</h2>
<p class="note">${esc(a.pilot)} graded against the ${esc(a.reference)} pilot's rollouts (${a.rollouts} per option) on ${a.decisions} sampled decisions (<code>sortie pilots audit</code>). Regret is the win probability a choice gave up against the best option; a decision is accurate when its regret is under 0.01.</p>
<p>Accuracy <b>${percentText(a.accuracy)}</b> <span class="ci">[${percentText(a.accuracyLow)}, ${percentText(a.accuracyHigh)}]</span></p>
${kinds}
${worst}
</section>`;
}
