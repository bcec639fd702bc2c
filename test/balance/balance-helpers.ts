/**
 * Helpers of the balance tool tests: the toy game registered (game: toy-dice), config
 * files written into a temp folder, and the CLI run in-process with its output captured.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { read, tempDir } from '../runner/helpers.js';

export { ndjson, read, tempDir } from '../runner/helpers.js';

/** Output of one CLI run. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `sortie <args>` in-process, capturing stdout and stderr. */
export async function cli(...args: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const o = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi
    .spyOn(process.stderr, 'write')
    .mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  const l = vi
    .spyOn(console, 'log')
    .mockImplementation((...a: unknown[]) => void (out += a.join(' ') + '\n'));
  try {
    return { code: await runCli(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
    l.mockRestore();
  }
}

/** A folder for config files and results, removed after the test file. */
export function workspace(): { dir: string; file: (name: string, text: string) => string } {
  const dir = tempDir();
  return {
    dir,
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

/** A toy-dice round robin: three builds with printed costs. */
export const TOY_CUP = `name: toy-cup
game: toy-dice
format: duel
games: 60
seed: 3
builds:
  - {name: Blaster, parts: [blaster], points: 2}
  - {name: Cannon, parts: [cannon], points: 3}
  - {name: Twin, parts: [blaster, blaster], points: 4}
`;

/** A toy-dice duel of a weak side A against a strong side B (for compare). */
export const TOY_DUEL = `name: toy-compare
game: toy-dice
format: duel
games: 2000
seed: 9
sides:
  - name: Cannon
    ships: [{parts: [cannon]}]
  - name: Blaster
    ships: [{parts: [blaster]}]
`;

/** Games recorded in the unit folders (`runs/*`) of a tool's results folder; 0 before it has any. */
export function gamesInRuns(out: string): number {
  const runs = join(out, 'runs');
  if (!existsSync(runs)) return 0;
  return readdirSync(runs).reduce(
    (s, u) =>
      s +
      read(join(runs, u, 'games.ndjson'))
        .split('\n')
        .filter(Boolean).length,
    0,
  );
}
