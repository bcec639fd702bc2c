/**
 * `sortie show-fleet` (the real CLI, in this process): a preset, a list in another builder's
 * layout and a matchup's side printed in Kingston's layout; the text, used as a side's `list:`,
 * gives the same fleet; an unreadable list exits 1 with file:line:col.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigText } from '../../src/config/load-config.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { presetAsFleet } from '../../src/games/armada/content/lookup.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { runCaptured } from '../content-cli/cli-capture.js';

const cli = async (...args: string[]) => {
  const r = await runCaptured(args);
  return { status: r.code, stdout: r.out, stderr: r.err };
};
const dir = mkdtempSync(join(tmpdir(), 'sortie-show-fleet-'));
const config = join(dir, 'match.yaml');
const matchup = (list: string) =>
  `game: armada\nformat: core-180\nsides:\n  - fleet: {list: ${list}}\n  - fleet: core-rebels-173\n`;
const sideFleet = async (text: string) =>
  ((await loadConfigText(text, config)).matchups[0]!.setup as ArmadaSetup).sides[0]!.fleet;

describe('sortie show-fleet', () => {
  it('prints each preset in a layout a config reads back to the same fleet', async () => {
    const db = loadArmadaContent();
    for (const id of ['core-imperials-175', 'core-rebels-support-refit']) {
      const r = await cli('show-fleet', id);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^Name: .*\nFaction: .*\nPoints: \d+\/180\nCommander: /);
      writeFileSync(join(dir, `${id}.txt`), r.stdout);
      const p = db.fleets[id]!;
      expect(await sideFleet(matchup(`${id}.txt`))).toEqual(presetAsFleet(p, p.objectives));
    }
  });

  it("rewrites another builder's list, and prints a config's side", async () => {
    const r = await cli('show-fleet', resolve('test/fixtures/armada/layouts/fleets-designer.txt'));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      '[ flagship ] Nebulon-B Escort Frigate (57)\n•  General Dodonna (20)\n•  Leia Organa (3)\n= 80 Points',
    );
    const side = await cli('show-fleet', resolve('configs/armada-core-180.yaml'), '--side', '2');
    expect(side.status, side.stderr).toBe(0);
    expect(side.stdout).toContain('[ flagship ] Victory II-class Star Destroyer (85)');
  });

  it('refuses an unreadable list with file:line:col, and an unknown preset with a did-you-mean', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, 'Faction: Rebel\nCR90 Corvete A (44)\n');
    const r = await cli('show-fleet', bad);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      `error: ${bad}:2:1: unknown ship or squadron "CR90 Corvete A" (did you mean "CR90 Corvette A"?)`,
    );
    expect((await cli('show-fleet', 'core-imperials-17')).stderr).toContain(
      'did you mean "core-imperials-175"',
    );
  });
});
