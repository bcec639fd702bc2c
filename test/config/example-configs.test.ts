/**
 * Every example config in configs/ validates (what `sortie validate` checks), and the
 * set covers every Snap Ships format.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { FORMATS } from '../../src/games/snap-ships/formats/format-table.js';

const dir = join(import.meta.dirname, '..', '..', 'configs');
// Balance tool configs (builds:, sweep:, ... instead of a plain matchup) are run by test/balance/example-configs.test.ts.
const files = readdirSync(dir).filter(
  (f) => f.endsWith('.yaml') && !/^(sweep|tournament|price|ablate|optimize|outliers)-/.test(f),
);

describe('example configs', () => {
  for (const f of files) {
    it(`${f} validates`, async () => {
      const c = await loadConfig(join(dir, f));
      expect(c.matchups.length).toBeGreaterThan(0);
    });
  }

  it('cover every format', async () => {
    const seen = new Set<string>();
    for (const f of files)
      for (const m of (await loadConfig(join(dir, f))).matchups) seen.add(m.format);
    for (const id of Object.keys(FORMATS))
      expect(seen, `no config uses format ${id}`).toContain(id);
  });
});
