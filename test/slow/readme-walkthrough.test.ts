// Every command of the README and of the guides it links works as written, in reading order,
// on a fresh folder. Each `sortie ...` line of their sh blocks runs (through the compiled CLI,
// from a scratch folder holding a copy of configs/) and must exit 0; the results folders one
// command writes are the ones the next commands read.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readerTexts } from '../helpers/guides.js';

const ROOT = resolve('.');
const CLI = join(ROOT, 'dist', 'cli', 'main.js');

/** npm scripts that run the CLI, as `sortie ...` lines (`npm start` → `sortie run --default`). */
const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;
function npmAsSortie(command: string): string | null {
  const name = command === 'npm start' ? 'start' : /^npm run ([\w:-]+)$/.exec(command)?.[1];
  const script = name ? scripts[name] : undefined;
  return script?.startsWith('node dist/cli/main.js ')
    ? `sortie ${script.slice('node dist/cli/main.js '.length)}`
    : null;
}

/**
 * The commands of the README's ```sh blocks, in order, without their comments (```console
 * blocks show commands for other machines, e.g. the work queue's, and are not run).
 */
export function readmeCommands(text: string): string[] {
  const out: string[] = [];
  for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const raw of block[1]!.split('\n')) {
      for (const part of raw
        .replace(/\s+#.*$/, '')
        .split('&&')
        .map((s) => s.trim())) {
        const line = part.startsWith('npm ') ? npmAsSortie(part) : part;
        if (line?.startsWith('sortie ')) out.push(line);
      }
    }
  }
  return out;
}

/** Splits a command line into words (double and single quotes, no other shell syntax). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

const work = mkdtempSync(join(tmpdir(), 'sortie-readme-'));
cpSync(join(ROOT, 'configs'), join(work, 'configs'), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const commands = readerTexts(ROOT).flatMap(([, text]) => readmeCommands(text));

describe('the README and guides walkthrough', () => {
  it('has the commands a newcomer runs', () => {
    for (const c of [
      'sortie run --default',
      'sortie run configs/armada-learning.yaml',
      'sortie validate',
      'sortie run',
      'sortie report',
      'sortie replay',
      'sortie calc',
      'sortie list',
      'sortie show',
      '--game armada',
    ]) {
      expect(commands.some((x) => x.includes(c))).toBe(true);
    }
  });

  it.each(commands.map((c, i) => [i + 1, c] as const))('%i: %s', (_i, line) => {
    const args = words(line).slice(1);
    const r = spawnSync(process.execPath, [CLI, ...args], {
      cwd: work,
      encoding: 'utf8',
      timeout: 900_000,
    });
    if (r.status !== 0) throw new Error(`${line} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
    expect(r.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  });
});
