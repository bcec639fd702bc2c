/**
 * The exhaustive runner's printed report: totals, counts per chassis, per part's ability
 * boxes and per handler, then everything missing with the reason, then each failed game
 * (with its seed and replay command).
 */
import { coverageSummary } from './coverage.js';
import { SATURATION } from './play-spec.js';
import type { ExhaustiveResult } from './run-exhaustive.js';

const columns = (cells: string[], width = 100): string[] => {
  const w = Math.max(...cells.map((c) => c.length)) + 2;
  const per = Math.max(1, Math.floor(width / w));
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += per)
    out.push(
      `  ${cells
        .slice(i, i + per)
        .map((c) => c.padEnd(w))
        .join('')
        .trimEnd()}`,
    );
  return out;
};

/** The short coverage line: "chassis 26/26, ability boxes 318/318, ...". */
export function coverageLine(r: ExhaustiveResult): string {
  const s = coverageSummary(r.targets, r.counts);
  return `chassis ${s.chassis.covered}/${s.chassis.total}, ability boxes ${s.ability.covered}/${s.ability.total}, handlers ${s.handler.covered}/${s.handler.total}, formats ${s.format.covered}/${s.format.total}, layouts ${s.layout.covered}/${s.layout.total}`;
}

/** The full report, one string per line. `detail: false` leaves out the per-item counts. */
export function exhaustiveReport(r: ExhaustiveResult, opts: { detail?: boolean } = {}): string[] {
  const c = r.counts;
  const rate = r.seconds > 0 ? (c.games / r.seconds).toFixed(1) : '-';
  const lines = [
    `exhaustive run: seed ${r.seed}, ${c.games} games (budget ${r.budget}) in ${r.seconds.toFixed(1)} s (${rate} games/s)`,
    `  formats: ${Object.entries(c.formats)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `  layouts: ${Object.entries(c.layouts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
    `coverage: ${coverageLine(r)}`,
  ];
  if (opts.detail !== false) {
    lines.push(
      'chassis flown (activations):',
      ...columns(r.targets.chassis.map((id) => `${id} ${c.chassis[id] ?? 0}`)),
    );
    lines.push('ability boxes used (part: front boxes | disabled side):');
    const byPart = new Map<string, string[][]>();
    for (const a of r.targets.abilities) {
      const sides = byPart.get(a.partKey) ?? [[], []];
      sides[a.side === 'front' ? 0 : 1]!.push(`${a.header} ${c.abilities[a.key] ?? 0}`);
      byPart.set(a.partKey, sides);
    }
    for (const [part, [front, back]] of byPart)
      lines.push(`  ${part}: ${front!.join(', ')} | ${back!.join(', ') || '-'}`);
    lines.push(
      `handlers fired (calls that took effect; a handler stops being measured once it and its boxes reach ${SATURATION}):`,
      ...columns(r.targets.handlers.map((h) => `${h} ${c.handlers[h] ?? 0}`)),
    );
    if (r.targets.aiOnlyHandlers.length)
      lines.push(
        `AI-deck-only handlers (automated ships are not flown by this runner): ${r.targets.aiOnlyHandlers.join(', ')}`,
      );
  }
  const exempt = r.missing.filter((m) => m.exempt);
  const blocked = r.missing.filter((m) => m.blocked);
  const unreached = r.missing.filter((m) => !m.blocked && !m.exempt);
  if (exempt.length)
    lines.push(
      `unreachable under the rules in these formats (reported, not required) (${exempt.length}):`,
      ...exempt.map((m) => `    ${m.label}: ${m.reason}`),
    );
  if (blocked.length || unreached.length) {
    lines.push(`NOT EXERCISED (${blocked.length + unreached.length}):`);
    if (blocked.length)
      lines.push(
        `  no game can reach these yet (${blocked.length}):`,
        ...blocked.map((m) => `    ${m.label}: ${m.reason}`),
      );
    if (unreached.length)
      lines.push(
        `  not reached within the budget (${unreached.length}):`,
        ...unreached.map((m) => `    ${m.label}: ${m.reason}`),
      );
  } else {
    lines.push(
      `everything required exercised${r.coveredAfter !== null ? ` (after ${r.coveredAfter} games)` : ''}`,
    );
  }
  if (r.failures.length) lines.push(`FAILED GAMES (${r.failures.length}):`);
  for (const f of r.failures) {
    lines.push(`FAILED: ${f.message}`);
    if (f.file)
      lines.push(`  replay: npm run build && node scripts/exhaustive.mjs --replay ${f.file}`);
    if (f.replay) lines.push(`  replay${f.file ? ' (plan inline)' : ''}: ${f.replay}`);
    if (f.stack)
      lines.push(
        ...f.stack
          .split('\n')
          .slice(1, 7)
          .map((l) => `  ${l.trim()}`),
      );
  }
  return lines;
}
