// `validate` accepts every shipped config, the balance-tool configs
// included, says what the tool will do, and names the folder the tool writes.
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

async function validate(file: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(console, 'log').mockImplementation(
    (...a: unknown[]) => void (out += a.join(' ') + '\n'),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (s: string | Uint8Array) => ((err += String(s)), true),
  );
  try {
    return { code: await runCli(['validate', file]), out, err };
  } finally {
    vi.restoreAllMocks();
  }
}

const configs = readdirSync('configs')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => `configs/${f}`);

describe('sortie validate on the shipped configs', () => {
  it.each(configs)('%s validates', async (file) => {
    const r = await validate(file);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^${file}: OK: `));
  });

  it.each([
    ['configs/tournament-starters.yaml', 'tournament', 'results/tournament-'],
    ['configs/price-mixed-costs.yaml', 'price', 'results/price-'],
    ['configs/sweep-range-and-gun.yaml', 'sweep', 'results/sweep-'],
    ['configs/ablate-sabre.yaml', 'ablate', 'results/ablate-'],
  ])('%s is read as a %s config, with its folder', async (file, tool, folder) => {
    const r = await validate(file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`: OK: an? (\\w+ or )?${tool}( or \\w+)? config`));
    expect(r.out).toMatch(
      new RegExp(`sortie ${tool} ${file}: \\d+ runs?, \\d+ matchups?, \\d+ games → ${folder}`),
    );
  });
});
