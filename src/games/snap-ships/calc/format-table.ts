/**
 * Human-readable rendering of an exact calculator result: a header and a table of
 * P(damage = k) and P(damage ≥ k).
 */
import type { ExactResult } from './exact-attack.js';

/** P(damage ≥ k) for each damage value k of the distribution, ascending. */
export function tailProbabilities(result: ExactResult): Array<{ damage: number; atLeast: number }> {
  const out: Array<{ damage: number; atLeast: number }> = [];
  let tail = 0;
  for (let i = result.distribution.length - 1; i >= 0; i--) {
    const e = result.distribution[i]!;
    tail += e.probability;
    out.push({ damage: e.damage, atLeast: Math.min(1, tail) });
  }
  return out.reverse();
}

const fmt = (p: number): string => p.toFixed(4);

/** The table printed by `sortie calc` without `--json`. `heading` lines come first. */
export function formatExactTable(
  result: ExactResult,
  heading: readonly string[] = [],
  notes: readonly string[] = [],
): string {
  const lines = [...heading];
  lines.push(
    `hit number ${result.hitNumber}   dice ${result.dice}   expected damage ${result.expectedDamage.toFixed(4)}   ` +
      `P(at least one critical) ${fmt(result.pAtLeastOneCrit)}`,
    '',
    'damage   P(= k)   P(>= k)',
  );
  const tails = tailProbabilities(result);
  result.distribution.forEach((e, i) => {
    lines.push(
      `${String(e.damage).padStart(6)}   ${fmt(e.probability)}   ${fmt(tails[i]!.atLeast)}`,
    );
  });
  for (const n of notes) lines.push(`note: ${n}`);
  return lines.join('\n');
}
