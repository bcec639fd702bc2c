/**
 * Seeded games flown by the heuristic pilot: every engine invariant after every event,
 * only legal answers, determinism per seed, and a sanity check of its strength.
 */
import { describe, expect, it } from 'vitest';
import { FORGE_STARTERS, KOMPLEX_STARTERS, playCheckedSetup } from '../helpers/checked-games.js';
import { personaNames } from '../../src/games/snap-ships/pilots/personas.js';
import { duel, recordedGame, setupOf } from './pilot-helpers.js';

describe('heuristic pilots keep every invariant in seeded games', () => {
  for (const f of FORGE_STARTERS) {
    it(`${f} against every Komplex starter (heuristic vs heuristic)`, () => {
      for (const k of KOMPLEX_STARTERS) {
        const r = playCheckedSetup(duel(f, 'heuristic', k, 'heuristic'), 60, `heur-${f}-${k}`);
        expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(60);
        // Heuristic pilots fight: few games reach the round cap.
        expect(r.timeouts).toBeLessThan(12);
      }
    });
  }

  it('every persona, against the balanced pilot', () => {
    for (const p of personaNames()) {
      const r = playCheckedSetup(
        duel(
          'sabre-xf-23-fighter',
          { type: 'heuristic', persona: p },
          'scarab-klaw-interceptor',
          'heuristic',
        ),
        60,
        `persona-${p}`,
      );
      expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(60);
      expect(r.activations).toBeGreaterThan(60 * 4);
    }
  });

  it('drones and dogfights, against random pilots and AI decks', () => {
    const drones = playCheckedSetup(
      duel('rl-55-assault-drone', 'heuristic', 'k-dive-ambush-drone', 'heuristic'),
      60,
      'heur-drones',
    );
    expect(drones.wins[0]! + drones.wins[1]! + drones.timeouts).toBe(60);
    const dogfight = playCheckedSetup(
      {
        format: 'dogfight-small',
        budget: 'off',
        sides: [
          // Mixed squadrons: a heuristic pilot chooses which ship activates, AI ships included.
          {
            name: 'Forge',
            ships: [
              { preset: 'sabre-xf-23-fighter', pilot: 'heuristic' },
              { preset: 'lance-sv-51-scout', pilot: { type: 'heuristic', persona: 'kiting' } },
              { preset: 'rl-55-assault-drone', pilot: 'ai-deck' },
            ],
          },
          {
            name: 'Komplex',
            ships: [
              { preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' },
              {
                preset: 'locust-klaw-stealth-craft',
                pilot: { type: 'heuristic', persona: 'rammer' },
              },
            ],
          },
        ],
      },
      40,
      'heur-dogfight',
    );
    expect(dogfight.wins[0]! + dogfight.wins[1]! + dogfight.timeouts).toBe(40);
    const vsRandom = playCheckedSetup(
      duel('wasp-klaw-heavy-fighter', 'heuristic', 'wasp-klaw-heavy-fighter', 'random'),
      100,
      'heur-random',
    );
    // The random pilot rarely wins a mirror match against the heuristic one.
    expect(vsRandom.wins[0]).toBeGreaterThanOrEqual(90);
  });
});

describe('heuristic pilot decisions', () => {
  it('answers every kind of decision with a legal option', () => {
    const kinds: Record<string, number> = {};
    const configs = [
      duel('sabre-xf-23-fighter', 'heuristic', 'scarab-klaw-interceptor', 'heuristic'),
      duel(
        'falx-sc-41-escort',
        { type: 'heuristic', persona: 'missile-boat' },
        'wasp-klaw-fighter-bomber',
        { type: 'heuristic', persona: 'aggressive' },
      ),
      duel(
        'locust-klaw-close-support-fighter',
        { type: 'heuristic', persona: 'rammer' },
        'sabre-xg-07-gunship',
        'heuristic',
      ),
      duel('da-63-turbine-drone', 'heuristic', 'k-swarm-strike-drone', 'heuristic'),
      duel('sabre-xr-01-fast-recon', 'heuristic', 'scarab-klaw-jammer', 'ai-deck'),
      {
        format: 'dogfight-small',
        budget: 'off',
        sides: [
          {
            name: 'Forge',
            ships: [
              { preset: 'sabre-xf-23-fighter', pilot: 'heuristic' },
              { preset: 'rl-55-assault-drone', pilot: 'heuristic' },
            ],
          },
          {
            name: 'Komplex',
            ships: [
              { preset: 'scarab-klaw-interceptor', pilot: 'heuristic' },
              { preset: 'k-swarm-strike-drone', pilot: 'heuristic' },
            ],
          },
        ],
      },
    ];
    configs.forEach((raw, c) => {
      const setup = setupOf(raw);
      for (let g = 0; g < 12; g++) {
        const r = recordedGame(setup, `kinds-${c}-${g}`, g % 2 === 1);
        for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
      }
    });
    for (const k of [
      'activate',
      'deploy',
      'vent',
      'action',
      'rotate',
      'move-direction',
      'target',
      'crit-location',
      'u-turn',
      'edge-rotate',
      'collision-place',
      'amount',
    ]) {
      expect(kinds[k] ?? 0, `decisions of kind ${k}`).toBeGreaterThan(0);
    }
  });

  it('is deterministic per seed', () => {
    const setup = setupOf(
      duel('sabre-xb-04-light-bomber', 'heuristic', 'scarab-klaw-light-fighter', {
        type: 'heuristic',
        persona: 'kiting',
      }),
    );
    const a = recordedGame(setup, 'det-1');
    const b = recordedGame(setup, 'det-1');
    const c = recordedGame(setup, 'det-2');
    expect(a.digest).toBe(b.digest);
    expect(a.rounds).toBe(b.rounds);
    expect(c.digest).not.toBe(a.digest);
  });
});
