/**
 * Every balance tool example in configs/ (sweep-*, tournament-*, compare-*, price-*,
 * ablate-*, optimize-*, outliers-*.yaml) runs through its command at a small size and writes its report; the
 * printed JSON has the contract fields.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, read, workspace } from './balance-helpers.js';

const configs = join(import.meta.dirname, '..', '..', 'configs');
const TOOLS = [
  'sweep',
  'tournament',
  'compare',
  'price',
  'ablate',
  'optimize',
  'outliers',
] as const;
/** Small-size arguments per tool (a couple of games per matchup; one tool on worker threads). */
const SMALL: Record<(typeof TOOLS)[number], string[]> = {
  sweep: ['--games', '2', '--threads', '0'],
  tournament: ['--games', '2', '--threads', '2'],
  compare: ['--sprt', '0,50', '--max-games', '8', '--batch', '2', '--threads', '0'],
  price: ['--games', '2', '--threads', '0'],
  ablate: ['--games', '2', '--threads', '0'],
  optimize: ['--budget', '64', '--threads', '0'],
  outliers: ['--games', '2', '--threads', '0'],
};
/** Fields each tool's JSON must have. */
const FIELDS: Record<(typeof TOOLS)[number], string[]> = {
  sweep: ['axes', 'cells', 'flags'],
  tournament: ['ratings', 'matrix'],
  compare: ['decision', 'llr', 'lower', 'upper', 'games'],
  price: ['builds'],
  ablate: ['variants', 'parts', 'flags'],
  optimize: ['builds', 'evaluated', 'games'],
  outliers: ['outliers'],
};

const ws = workspace();
const files = readdirSync(configs).filter((f) => f.endsWith('.yaml'));

describe('balance tool example configs run at small size', () => {
  for (const tool of TOOLS) {
    const mine = files.filter((f) => f.startsWith(`${tool}-`));
    it(`there is an example for ${tool}`, () => expect(mine.length).toBeGreaterThan(0));
    for (const f of mine) {
      it(`sortie ${tool} configs/${f}`, async () => {
        const out = join(ws.dir, f);
        const r = await cli(
          tool,
          join(configs, f),
          '--out',
          out,
          '--quiet',
          '--json',
          ...SMALL[tool],
        );
        expect(r.err).toBe('');
        expect(r.code).toBe(0);
        const j = JSON.parse(r.out) as Record<string, unknown>;
        for (const k of FIELDS[tool]) expect(j, k).toHaveProperty(k);
        expect(read(join(out, 'report.html'))).toContain('<section');
        expect(existsSync(join(out, 'charts'))).toBe(true);
        expect(readdirSync(join(out, 'runs')).length).toBeGreaterThan(0);
      });
    }
  }
});
