/**
 * The large seeded scenario suite (CI only): thousands of games of every matchup of the
 * scenario configs and of random pilots, with the engine and scenario invariants after every
 * event, every game ending by its scenario's own end condition (never the round cap).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playScenarioGames, SCENARIO_REASONS } from '../scenarios/scenario-games.js';

const configs = join(import.meta.dirname, '..', '..', 'configs');
const ships = (pilot: string, presets: string[]) => presets.map((preset) => ({ preset, pilot }));

/** Plays a batch and checks that every game ended by the scenario. */
function check(format: string, setup: SnapSetup, games: number, prefix: string, cap: number): void {
  const b = playScenarioGames(setup, games, prefix, cap);
  expect(
    Object.keys(b.reasons).filter((r) => !SCENARIO_REASONS[format]!.includes(r)),
    JSON.stringify(b.reasons),
  ).toEqual([]);
  expect(b.rounds).toHaveLength(games);
}

describe('thousands of seeded scenario games keep every invariant and end by their own rule', () => {
  for (const file of ['asteroid-scramble.yaml', 'beacon-rush.yaml', 'last-stand.yaml']) {
    it(`every matchup of ${file}`, async () => {
      for (const m of (await loadConfig(join(configs, file))).matchups)
        check(
          m.format,
          m.setup as SnapSetup,
          m.name.includes('heuristic') ? 1000 : 2000,
          `slow-${m.name}`,
          m.roundCap,
        );
    });
  }

  it('random pilots in every scenario', () => {
    const as = resolveSnapSetup({
      format: 'asteroid-scramble',
      sides: [
        {
          name: 'Forge',
          ships: ships('random', ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber']),
        },
        {
          name: 'Komplex',
          ships: ships('ai-deck', ['scarab-klaw-interceptor', 'scarab-klaw-light-fighter']),
        },
      ],
    });
    check('asteroid-scramble', as, 2000, 'slow-as-random', 30);
    const br = resolveSnapSetup({
      format: 'beacon-rush',
      sides: [
        {
          name: 'Forge',
          ships: [
            ...ships('random', ['sabre-xf-23-fighter']),
            ...ships('ai-deck', ['sabre-xb-04-light-bomber']),
          ],
        },
        {
          name: 'Komplex',
          ships: [
            ...ships('random', ['scarab-klaw-interceptor']),
            ...ships('ai-deck', ['scarab-klaw-light-fighter']),
          ],
        },
      ],
    });
    check('beacon-rush', br, 2000, 'slow-br-random', 300);
    const ls = resolveSnapSetup({
      format: 'last-stand',
      sides: [
        { name: 'Forge', ships: ships('random', ['sabre-xf-23-fighter', 'falx-sc-41-escort']) },
      ],
    });
    check('last-stand', ls, 2000, 'slow-ls-random', 100);
  });
});
