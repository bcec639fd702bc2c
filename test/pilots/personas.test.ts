/**
 * Personas (weight sets in personas.yaml) and the example configs that use every pilot
 * type and persona.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import {
  parsePersonas,
  persona,
  personaNames,
} from '../../src/games/snap-ships/pilots/personas.js';
import { makeController } from '../../src/games/snap-ships/pilots/index.js';
import { installPilots } from '../../src/games/snap-ships/pilots/install.js';
import { HeuristicPilot } from '../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { SearchPilot } from '../../src/games/snap-ships/pilots/search-pilot.js';
import { Rng } from '../../src/core/rng.js';

describe('personas', () => {
  it('load the five documented personas, balanced by default', () => {
    expect(personaNames().sort()).toEqual([
      'aggressive',
      'balanced',
      'kiting',
      'missile-boat',
      'rammer',
    ]);
    expect(persona().name).toBe('balanced');
    expect(persona('kiting').preferredRange).toBeGreaterThan(persona('aggressive').preferredRange);
    expect(persona('rammer').ram).toBeGreaterThan(persona('balanced').ram);
    expect(persona('missile-boat').missiles).toBeGreaterThan(persona('balanced').missiles);
    expect(persona('kiting').exposure).toBeGreaterThan(persona('aggressive').exposure);
  });

  it('reject unknown names with a suggestion, and malformed files', () => {
    expect(() => persona('kitting')).toThrow(/did you mean "kiting"/);
    const good =
      'default: a\nestimate: {length: 0.1, angle: 5}\npersonas:\n  a: {description: x, attack: 1, kill: 1, threat: 1, exposure: 1, rear: 1, preferredRange: 1, range: 1, edge: 1, collision: 1, ram: 1, missiles: 1, antiMissile: 1, power: 1, heat: 1, overload: 1, reserve: 1, crit: 1}\n';
    expect(parsePersonas(good).personas.a!.name).toBe('a');
    expect(() => parsePersonas(good.replace('attack: 1, ', ''))).toThrow(/attack/);
    expect(() => parsePersonas(good.replace('default: a', 'default: b'))).toThrow(
      /default must name/,
    );
    expect(() => parsePersonas(good.replace('preferredRange: 1', 'preferredRange: 9'))).toThrow();
  });

  it('are chosen per ship by the pilot spec', () => {
    installPilots();
    const h = makeController({ type: 'heuristic', persona: 'rammer' }, 's1a', new Rng('x'));
    expect(h).toBeInstanceOf(HeuristicPilot);
    expect((h as HeuristicPilot).persona.name).toBe('rammer');
    const s = makeController({ type: 'search', budget: 7, persona: 'kiting' }, 's1a', new Rng('x'));
    expect(s).toBeInstanceOf(SearchPilot);
    expect((s as SearchPilot).persona.name).toBe('kiting');
    expect((s as SearchPilot).settings.budget).toBe(7);
    expect(() =>
      makeController({ type: 'heuristic', persona: 'nobody' }, 's1a', new Rng('x')),
    ).toThrow(/unknown pilot persona/);
  });
});

describe('example configs', () => {
  const dir = join(import.meta.dirname, '..', '..', 'configs');
  const files = readdirSync(dir).filter((f) => /^pilots-.*\.yaml$/.test(f));

  it('use every pilot type and every persona, and validate', async () => {
    const types = new Set<string>();
    const personas = new Set<string>();
    for (const f of files) {
      const c = await loadConfig(join(dir, f));
      expect(c.matchups.length, f).toBeGreaterThan(0);
      for (const m of c.matchups) {
        for (const side of (m.setup as SnapSetup).sides) {
          for (const ship of side.ships) {
            types.add(ship.pilot.type);
            if (ship.pilot.type === 'heuristic' || ship.pilot.type === 'search')
              personas.add(ship.pilot.persona ?? persona().name);
          }
        }
      }
    }
    expect([...types].sort()).toEqual(['ai-deck', 'heuristic', 'random', 'search']);
    expect([...personas].sort()).toEqual(personaNames().sort());
  });
});
