/**
 * AI decks generated for any build: valid by the AI deck schema for every chassis and for
 * random legal builds, with the hull the engine gives the same build's player ship, flown by
 * the ai-deck pilot with every invariant kept, and printed by `sortie show-deck`; and what
 * the build's cards give reaching the deck (Setup hull, chassis passives, text-only actions,
 * card text, boosters, mounts, extra missiles).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  aiDeckSchema,
  type AiDeck,
  type AiRow,
} from '../../src/games/snap-ships/content/ai-schema.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { Slot } from '../../src/games/snap-ships/content/types.js';
import { generateAiDeck, generatedDeck } from '../../src/games/snap-ships/ai/generated-deck.js';
import { effectHandler } from '../../src/games/snap-ships/effects/registry.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { buildErrors } from '../../src/games/snap-ships/plugin/build-check.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playCheckedSetup } from '../helpers/checked-games.js';
import { runCaptured } from '../content-cli/cli-capture.js';

const db = loadContent();
installEffects();

/** A random legal build of a chassis (a part of its faction in every slot). */
function randomBuild(chassis: string, rng: Rng): string[] {
  const c = db.chassis[chassis]!;
  for (let tries = 0; tries < 200; tries++) {
    const parts: string[] = [];
    for (const slot of ['cockpit', 'thruster', 'wing', 'systems'] as Slot[]) {
      const pool = Object.values(db.parts).filter(
        (p) => p.faction === c.faction && p.slot === slot,
      );
      for (let i = 0; i < (c.slots[slot] ?? 0); i++) parts.push(rng.pick(pool).id);
    }
    const shuffled = rng.shuffle(parts);
    if (buildErrors(db, chassis, shuffled).length === 0) return shuffled;
  }
  throw new Error(`no legal build found for ${chassis}`);
}

/** The hull the engine gives a build flown by a player pilot (chassis hull plus its "Setup:" effects). */
function playerHull(chassis: string, parts: string[]): number {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    sides: [
      { name: 'A', ships: [{ chassis, parts, pilot: 'random' }] },
      { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] },
    ],
  });
  return newGame(setup, { seed: 'hull', swapSeats: false, roundCap: 1 }).ctx.state.ships[0]!
    .maxHull;
}

/** The hull the engine gives the same build flown by its generated deck. */
function automatedHull(chassis: string, parts: string[]): number {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    sides: [
      { name: 'A', ships: [{ chassis, parts, pilot: { type: 'ai-deck', deck: 'generated' } }] },
      { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] },
    ],
  });
  return newGame(setup, { seed: 'hull', swapSeats: false, roundCap: 1 }).ctx.state.ships[0]!
    .maxHull;
}

function checkDeck(chassis: string, parts: string[]): AiDeck {
  const d = generateAiDeck(db, chassis, parts);
  expect(() => aiDeckSchema.parse(d)).not.toThrow();
  expect(generatedDeck(d.id)).toBe(d);
  expect(d.cards).toHaveLength(4);
  const c = db.chassis[chassis]!;
  for (const card of d.cards) {
    expect(card.evasion).toBe(c.chassisAction.evasion);
    expect(card.partActions).toBeGreaterThanOrEqual(1);
    expect(card.partActions).toBeLessThanOrEqual(Math.min(4, card.rows.length));
    for (const r of card.rows) {
      expect([...parts, chassis]).toContain(r.part);
      if (r.effect) expect(() => effectHandler(r.effect!)).not.toThrow();
    }
  }
  for (const a of d.abilities) expect(() => effectHandler(a.effect!)).not.toThrow();
  return d;
}

const rowsOf = (d: AiDeck): AiRow[] => d.cards.flatMap((c) => c.rows);

describe('generated AI decks', () => {
  it('are valid for every chassis preset, with the hull the engine gives the player ship of the build', () => {
    for (const c of Object.values(db.chassis)) {
      const d = checkDeck(c.id, c.preset);
      expect(d.hull, c.id).toBe(playerHull(c.id, c.preset));
      expect(automatedHull(c.id, c.preset), c.id).toBe(d.hull);
    }
    const sabre = generateAiDeck(
      db,
      'sabre-xf-23-fighter',
      db.chassis['sabre-xf-23-fighter']!.preset,
    );
    const card1 = sabre.cards[0]!;
    // A weapon that can shoot missiles down gets an anti-missile threshold, a launcher a crosshair.
    expect(card1.rows.find((r) => r.part === 'mk16-autocannon')?.when).toEqual({ antiMissile: 3 });
    expect(card1.rows.find((r) => r.part === 'xr70-missile-pod')?.when).toBe('crosshair');
    // The XR70 reaches Range 2–3 only: the chassis turns away when the target is at Range 1, otherwise faces it.
    expect(card1.chassisMovement.map((m) => m.when)).toEqual([{ range: [1, 1] }, 'otherwise']);
    expect(card1.chassisMovement[1]!.icons[0]).toEqual({ rotate: 1, ai: 'face' });
    // Drones run their chassis sequence twice.
    const drone = generateAiDeck(
      db,
      'rl-55-assault-drone',
      db.chassis['rl-55-assault-drone']!.preset,
    );
    expect(drone.cards[1]!.chassisMovement.at(-1)!.icons).toHaveLength(4);
  });

  it("are valid for random legal builds, with the engine's hull, and fly them with every invariant kept", () => {
    const rng = new Rng('generated-builds');
    const chassis = Object.keys(db.chassis);
    for (let i = 0; i < 48; i++) {
      const c = chassis[i % chassis.length]!;
      const parts = randomBuild(c, rng);
      const d = checkDeck(c, parts);
      expect(d.hull, `${c} ${parts.join(',')}`).toBe(playerHull(c, parts));
      if (i % 4 !== 0) continue;
      const r = playCheckedSetup(
        {
          format: 'duel',
          budget: 'off',
          sides: [
            { name: 'A', ships: [{ chassis: c, parts, pilot: 'ai-deck' }] },
            { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] },
          ],
        },
        6,
        `gen-build-${i}`,
      );
      expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(6);
    }
  });

  it('depend on the parts, not on their order (unless a mount changes part)', () => {
    const preset = db.chassis['sabre-xf-23-fighter']!.preset;
    const shuffled = [...preset].reverse();
    expect(generateAiDeck(db, 'sabre-xf-23-fighter', shuffled)).toBe(
      generateAiDeck(db, 'sabre-xf-23-fighter', preset),
    );
    const falx = db.chassis['falx-sc-41-escort']!.preset;
    const moved = [...falx.filter((p) => p !== 'falx-wings'), 'falx-wings'];
    expect(generateAiDeck(db, 'falx-sc-41-escort', moved).id).not.toBe(
      generateAiDeck(db, 'falx-sc-41-escort', falx).id,
    );
  });

  it('games between generated decks end with a winner most of the time', () => {
    const r = playCheckedSetup(
      {
        format: 'duel',
        budget: 'off',
        sides: [
          { name: 'F', ships: [{ preset: 'sabre-xg-07-gunship' }] },
          { name: 'K', ships: [{ preset: 'scarab-klaw-jammer', pilot: 'ai-deck' }] },
        ],
      },
      60,
      'gen-gunship-jammer',
    );
    expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(60);
    expect(r.wins[0]! + r.wins[1]!).toBeGreaterThan(50);
  });
});

describe("what a build's cards give reaches its generated deck", () => {
  it('"Setup:" hull: the BF Bulkhead makes the Sabre XG-07 Gunship hull 19, the KP Bulkhead the Attack Striker 17 (its printed deck\'s)', () => {
    expect(
      generateAiDeck(db, 'sabre-xg-07-gunship', db.chassis['sabre-xg-07-gunship']!.preset).hull,
    ).toBe(19);
    const striker = db.chassis['scarab-klaw-attack-striker']!;
    expect(generateAiDeck(db, striker.id, striker.preset).hull).toBe(db.aiDecks[striker.id]!.hull);
  });

  it('a bulkhead becomes the printed decks\' "discard the first special damage token", the XF-23 crit choice its printed AI reading', () => {
    const striker = generateAiDeck(
      db,
      'scarab-klaw-attack-striker',
      db.chassis['scarab-klaw-attack-striker']!.preset,
    );
    expect(striker.abilities.map((a) => a.effect)).toContain('ai-discard-first-special-damage');
    const sabre = generateAiDeck(
      db,
      'sabre-xf-23-fighter',
      db.chassis['sabre-xf-23-fighter']!.preset,
    );
    expect(sabre.abilities.map((a) => a.effect)).toEqual(
      db.aiDecks['sabre-xf-23-fighter']!.abilities.map((a) => a.effect),
    );
  });

  it("text-only actions: the Scarab Cockpit's +2 Evasion and the XRE Extender's chassis movement are rows", () => {
    const scarab = generateAiDeck(
      db,
      'scarab-klaw-interceptor',
      db.chassis['scarab-klaw-interceptor']!.preset,
    );
    const cockpit = rowsOf(scarab).filter((r) => r.part === 'scarab-cockpit');
    expect(cockpit.length).toBeGreaterThan(0);
    for (const r of cockpit) expect(r.icons).toEqual([{ evade: 2 }]);
    const recon = generateAiDeck(
      db,
      'sabre-xr-01-fast-recon',
      db.chassis['sabre-xr-01-fast-recon']!.preset,
    );
    const xre = rowsOf(recon).filter((r) => r.part === 'xre-extender');
    expect(xre.length).toBeGreaterThan(0);
    expect(xre[0]!.icons.filter((i) => 'move' in i)).toEqual([
      { move: 'L', directions: ['front'] },
    ]);
  });

  it('card text an automated ship can use: convert 8s, convert a hit, heat per hit, several targets', () => {
    const forge = (parts: string[]) => rowsOf(generateAiDeck(db, 'sabre-xf-23-fighter', parts));
    const base = db.chassis['sabre-xf-23-fighter']!.preset;
    const swap = (from: string, to: string) => base.map((p) => (p === from ? to : p));
    expect(
      forge(swap('mk16-autocannon', 'mx-massdriver-shotgun')).find(
        (r) => r.part === 'mx-massdriver-shotgun',
      )?.effect,
    ).toBe('convert-8s-to-crit');
    expect(
      forge(swap('mk16-autocannon', 'x1-sniper-laser')).some(
        (r) => r.part === 'x1-sniper-laser' && r.effect === 'convert-one-hit-to-crit',
      ),
    ).toBe(true);
    expect(
      forge(swap('mk16-autocannon', 'mk3-plasma-cannon')).find(
        (r) => r.part === 'mk3-plasma-cannon',
      )?.effect,
    ).toBe('place-heat-per-hit');
    const recon = generateAiDeck(
      db,
      'wasp-klaw-deep-recon',
      db.chassis['wasp-klaw-deep-recon']!.preset,
    );
    expect(
      rowsOf(recon)
        .filter((r) => r.part === 'wg5-grenade-cluster')
        .every((r) => r.attackEach),
    ).toBe(true);
  });

  it("passives folded into the icons: boosters' L moves, the XB-04's extra missile, the Falx Wings' mount", () => {
    const lance = generateAiDeck(db, 'lance-sv-51-scout', db.chassis['lance-sv-51-scout']!.preset);
    const wings = rowsOf(lance).find(
      (r) => r.part === 'sc-19-wings' && r.icons.some((i) => 'move' in i),
    );
    expect(wings?.icons.find((i) => 'move' in i)).toEqual({
      move: 'L',
      directions: ['left', 'right'],
    });
    const bomber = generateAiDeck(
      db,
      'sabre-xb-04-light-bomber',
      db.chassis['sabre-xb-04-light-bomber']!.preset,
    );
    const launch = rowsOf(bomber).find((r) => r.part === 'xr70-missile-pod')!.icons[0]!;
    expect(launch).toMatchObject({ launch: { missile: 'light', count: 5 } });
    // The printed Falx cards print the TDP-8 at 2+ (the part card says 3+): the Falx Wings mounted on it.
    const falx = generateAiDeck(db, 'falx-sc-41-escort', db.chassis['falx-sc-41-escort']!.preset);
    const tdp = rowsOf(falx).find((r) => r.part === 'tdp-8-plasma-cannon')!.icons[0]!;
    expect(tdp).toMatchObject({ attack: { accuracy: 2 } });
  });

  it("reactions of the ship's own attacks become reaction boxes, free as on the printed cards", () => {
    const sabre = generateAiDeck(
      db,
      'sabre-xf-23-fighter',
      db.chassis['sabre-xf-23-fighter']!.preset,
    );
    const boxes = sabre.cards.flatMap((c) => c.reactions ?? []);
    expect(boxes.length).toBeGreaterThan(0);
    expect(
      boxes.every(
        (b) =>
          b.part === 'xf-25-cockpit' &&
          b.effect === 'reroll-attack-dice' &&
          b.params?.costPerDie === undefined,
      ),
    ).toBe(true);
  });
});

describe('sortie show-deck', () => {
  it('prints the generated deck of a build without a printed deck, with its Setup hull', async () => {
    const r = await runCaptured(['show-deck', 'sabre-xg-07-gunship']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Sabre XG-07 Gunship \(generated deck\) \(gen-sabre-xg-07-gunship-[0-9a-f]{8}\): generated AI deck, forge ship, size 4, hull 19,/,
    );
    expect(r.out).toMatch(/card 4: evasion 2, up to \d part actions/);
    expect(r.out).toContain('mx-massdriver-shotgun');
    expect(r.out).toContain('bf-bulkhead setup-gain-hull-size: in the hull');
  });

  it('prints the printed deck of a preset (its parts in any order), and the generated one on request', async () => {
    const printed = await runCaptured(['show-deck', 'sabre-xf-23-fighter']);
    expect(printed.out).toMatch(/printed AI deck/);
    const reordered = await runCaptured([
      'show-deck',
      'sabre-xf-23-fighter',
      ...[...db.chassis['sabre-xf-23-fighter']!.preset].reverse(),
    ]);
    expect(reordered.out).toMatch(/^Sabre XF-23 Fighter \(sabre-xf-23-fighter\): printed AI deck/);
    const gen = await runCaptured(['show-deck', 'sabre-xf-23-fighter', '--generated']);
    expect(gen.out).toMatch(/generated AI deck/);
    const custom = await runCaptured([
      'show-deck',
      'scarab-klaw-interceptor',
      'scarab-cockpit',
      'fb3-tri-thruster',
      'blade-wings',
      'maneuvering-fins',
      'zm2-heavy-missile',
      'c6-3-gatling-gun',
    ]);
    expect(custom.code).toBe(0);
    expect(custom.out).toContain('zm2-heavy-missile');
  });

  it('rejects unknown chassis and illegal builds', async () => {
    const unknown = await runCaptured(['show-deck', 'sabre-xf-23-figter']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/did you mean "sabre-xf-23-fighter"/);
    const illegal = await runCaptured(['show-deck', 'sabre-xf-23-fighter', 'mk16-autocannon']);
    expect(illegal.code).toBe(1);
    expect(illegal.err).toMatch(/error:/);
  });
});
