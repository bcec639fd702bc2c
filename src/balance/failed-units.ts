/**
 * Failed games under a tool's verdicts: a balance tool's analysis leaves out games that
 * threw, so every run folder of the tool that has any is named in a flag (report, text and
 * JSON) and its verdicts are read with that in mind: no game is dropped quietly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plural } from '../report/plural.js';
import { resultsFolders } from './diff.js';

/** A run folder of a tool with failed games. */
export interface FailedUnit {
  /** The folder, relative to the tool's folder (e.g. "runs/heuristic/c03"). */
  run: string;
  failedGames: number;
}

/** The run folders under `outDir` whose manifest counts failed games. */
export function failedUnits(outDir: string): FailedUnit[] {
  const out: FailedUnit[] = [];
  for (const run of resultsFolders(outDir)) {
    let errors: unknown;
    try {
      errors = (
        JSON.parse(readFileSync(join(outDir, run, 'manifest.json'), 'utf8')) as { errors?: unknown }
      ).errors;
    } catch {
      continue;
    }
    if (typeof errors === 'number' && Number.isInteger(errors) && errors > 0)
      out.push({ run: run || '.', failedGames: errors });
  }
  return out;
}

/** The flag of each failed unit. */
export function failedFlags(units: readonly FailedUnit[]): string[] {
  return units.map(
    (u) =>
      `the verdicts resting on ${u.run} leave out ${plural(u.failedGames, 'failed game')} (see its errors.ndjson)`,
  );
}
