// `sortie pilots audit` mistakes: one line each, the reason first, no stack trace.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { tempDir } from './helpers.js';

const dir = tempDir();

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (out += a.join(' ') + '\n'));
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    return { code: await runCli(args), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('pilots audit: command-line mistakes in one line', () => {
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  it.each([
    [['pilots', 'audit', join(dir, 'nope.yaml')], `error: ${join(dir, 'nope.yaml')} does not exist (give a config file or a results folder)`],
    [['pilots', 'audit', empty], `error: ${empty} has no manifest.json: not a results folder`],
    [['pilots', 'audit', 'test/fixtures/toy-duel.yaml'], /^error: the toy-dice game has no pilot audit \(matchup [\w-]+\)$/],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--reference', 'oracle'], 'error: --reference must be one of heuristic, search for snap-ships, got "oracle"'],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--matchup', 'pilots-audit-dul'], 'error: no matchup "pilots-audit-dul" in configs/pilots-audit-duel.yaml (did you mean "pilots-audit-duel"?)'],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--rollouts', '1'], 'error: --rollouts must be a whole number ≥ 2, got 1 (see: sortie pilots --help)'],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--max-options', '1'], 'error: --max-options must be a whole number ≥ 2, got 1 (see: sortie pilots --help)'],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--rollouts', 'many'], 'error: --rollouts must be a whole number ≥ 2, got not a number (see: sortie pilots --help)'],
    [['pilots', 'audit', 'configs/pilots-audit-duel.yaml', '--decisions', '0'], 'error: --decisions must be a whole number ≥ 1, got 0 (see: sortie pilots --help)'],
  ])('%j', async (args, line) => {
    const r = await cli(...args);
    expect(r.code).toBe(1);
    if (typeof line === 'string') expect(r.err).toBe(`${line}\n`);
    else {
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err.trim()).toMatch(line);
    }
  });
});
