/**
 * Seeded scenario games (a few hundred per scenario): the example configs' matchups and
 * random pilots (which answer every scenario decision at random) keep the engine and
 * scenario invariants, and every game ends by its scenario's own end condition.
 * test/slow/scenarios.test.ts plays thousands.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playScenarioGames, SCENARIO_REASONS, type ScenarioBatch } from './scenario-games.js';

const configs = join(import.meta.dirname, '..', '..', 'configs');

/** Every game ended by one of the scenario's own reasons. */
function endedByScenario(format: string, b: ScenarioBatch): void {
  expect(
    Object.keys(b.reasons).every((r) => SCENARIO_REASONS[format]!.includes(r)),
    JSON.stringify(b.reasons),
  ).toBe(true);
  expect(Object.values(b.reasons).reduce((a, n) => a + n, 0)).toBe(b.games);
}

/** A config's matchups as [name, setup, round cap]. */
async function matchups(file: string): Promise<Array<[string, SnapSetup, number]>> {
  const c = await loadConfig(join(configs, file));
  return c.matchups.map((m) => [m.name, m.setup as SnapSetup, m.roundCap]);
}

const ships = (pilot: string, presets: string[]) => presets.map((preset) => ({ preset, pilot }));

describe('seeded scenario games keep every invariant and end by their own rule', () => {
  it('Asteroid Scramble: the example config and random pilots', async () => {
    for (const [name, setup, cap] of await matchups('asteroid-scramble.yaml')) {
      if (name.includes('heuristic')) continue;
      endedByScenario('asteroid-scramble', playScenarioGames(setup, 150, `as-${name}`, cap));
    }
    const random = resolveSnapSetup({
      format: 'asteroid-scramble',
      sides: [
        {
          name: 'Forge',
          ships: ships('random', ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber']),
        },
        {
          name: 'Komplex',
          ships: ships('random', ['scarab-klaw-interceptor', 'scarab-klaw-light-fighter']),
        },
      ],
    });
    const b = playScenarioGames(random, 300, 'as-random', 30);
    endedByScenario('asteroid-scramble', b);
    expect(Math.max(...b.rounds)).toBeLessThanOrEqual(6);
  });

  it('Beacon Rush: the example config and random pilots beside AI decks', async () => {
    for (const [name, setup, cap] of await matchups('beacon-rush.yaml'))
      endedByScenario('beacon-rush', playScenarioGames(setup, 60, `br-${name}`, cap));
    const mixed = resolveSnapSetup({
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
    endedByScenario('beacon-rush', playScenarioGames(mixed, 150, 'br-mixed', 300));
  });

  it('Last Stand: the example config and a random pilot', async () => {
    for (const [name, setup, cap] of await matchups('last-stand.yaml'))
      endedByScenario('last-stand', playScenarioGames(setup, 100, `ls-${name}`, cap));
    const random = resolveSnapSetup({
      format: 'last-stand',
      sides: [
        { name: 'Forge', ships: ships('random', ['sabre-xf-23-fighter', 'falx-sc-41-escort']) },
      ],
    });
    endedByScenario('last-stand', playScenarioGames(random, 300, 'ls-random', 100));
  });
});
