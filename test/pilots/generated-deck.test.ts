/**
 * AI decks generated for any build: valid by the AI deck schema for every chassis and for
 * random legal builds, in the printed decks' style, flown by the ai-deck pilot with every
 * invariant kept, accepted by the config resolver, and printed by `sortie show-deck`.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { aiDeckSchema } from '../../src/games/snap-ships/content/ai-schema.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { Slot } from '../../src/games/snap-ships/content/types.js';
import { deckIdFor, generateAiDeck, generatedDeck, generatedDeckId } from '../../src/games/snap-ships/ai/generated-deck.js';
import { buildErrors } from '../../src/games/snap-ships/plugin/build-check.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { playCheckedSetup } from '../helpers/checked-games.js';
import { runCaptured } from '../content-cli/cli-capture.js';

const db = loadContent();

/** Effect ids the printed decks use. */
const printedEffects = new Set<string>();
for (const d of Object.values(db.aiDecks)) {
  for (const a of d.abilities) if (a.effect) printedEffects.add(a.effect);
  for (const c of d.cards) {
    for (const r of c.rows) if (r.effect) printedEffects.add(r.effect);
    for (const r of c.reactions ?? []) printedEffects.add(r.effect);
  }
}

/** A random legal build of a chassis (a part of its faction in every slot). */
function randomBuild(chassis: string, rng: Rng): string[] {
  const c = db.chassis[chassis]!;
  for (let tries = 0; tries < 200; tries++) {
    const parts: string[] = [];
    for (const slot of ['cockpit', 'thruster', 'wing', 'systems'] as Slot[]) {
      const pool = Object.values(db.parts).filter((p) => p.faction === c.faction && p.slot === slot);
      for (let i = 0; i < (c.slots[slot] ?? 0); i++) parts.push(rng.pick(pool).id);
    }
    const shuffled = rng.shuffle(parts);
    if (buildErrors(db, chassis, shuffled).length === 0) return shuffled;
  }
  throw new Error(`no legal build found for ${chassis}`);
}

function checkDeck(chassis: string, parts: string[]): void {
  const d = generateAiDeck(db, chassis, parts);
  expect(() => aiDeckSchema.parse(d)).not.toThrow();
  expect(d.id).toBe(generatedDeckId(chassis, parts));
  expect(generatedDeck(d.id)).toBe(d);
  expect(d.cards).toHaveLength(4);
  const c = db.chassis[chassis]!;
  expect(d.hull).toBe(c.hull);
  for (const card of d.cards) {
    expect(card.evasion).toBe(c.chassisAction.evasion);
    expect(card.partActions).toBeGreaterThanOrEqual(1);
    expect(card.partActions).toBeLessThanOrEqual(Math.min(4, card.rows.length));
    for (const r of card.rows) {
      expect([...parts, chassis]).toContain(r.part);
      if (r.effect) expect(printedEffects.has(r.effect), r.effect).toBe(true);
    }
  }
  for (const a of d.abilities) expect(printedEffects.has(a.effect!), a.effect).toBe(true);
}

describe('generated AI decks', () => {
  it('are valid for every chassis preset, in the printed style', () => {
    for (const c of Object.values(db.chassis)) checkDeck(c.id, c.preset);
    const sabre = generateAiDeck(db, 'sabre-xf-23-fighter', db.chassis['sabre-xf-23-fighter']!.preset);
    const card1 = sabre.cards[0]!;
    // A weapon that can shoot missiles down gets an anti-missile threshold, a launcher a crosshair.
    expect(card1.rows[0]).toMatchObject({ part: 'mk16-autocannon', when: { antiMissile: 3 } });
    expect(card1.rows.find((r) => r.part === 'xr70-missile-pod')?.when).toBe('crosshair');
    // Conditional chassis movement: turn away at range 1, otherwise face the target.
    expect(card1.chassisMovement.map((m) => m.when)).toEqual([{ range: [1, 1] }, 'otherwise']);
    expect(card1.chassisMovement[1]!.icons[0]).toEqual({ rotate: 1, ai: 'face' });
    // Drones run their chassis sequence twice.
    const drone = generateAiDeck(db, 'rl-55-assault-drone', db.chassis['rl-55-assault-drone']!.preset);
    expect(drone.cards[1]!.chassisMovement[0]!.icons).toHaveLength(4);
  });

  it('are valid for random legal builds, and fly them with every invariant kept', () => {
    const rng = new Rng('generated-builds');
    const chassis = Object.keys(db.chassis);
    for (let i = 0; i < 48; i++) {
      const c = chassis[i % chassis.length]!;
      const parts = randomBuild(c, rng);
      checkDeck(c, parts);
      if (i % 4 !== 0) continue;
      const r = playCheckedSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ chassis: c, parts, pilot: 'ai-deck' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }] }, 6, `gen-build-${i}`);
      expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(6);
    }
  });

  it('are what the ai-deck pilot flies when no printed deck fits the build', () => {
    const preset = db.chassis['scarab-klaw-interceptor']!.preset;
    expect(deckIdFor(db, { chassis: 'scarab-klaw-interceptor', parts: preset, pilot: { type: 'ai-deck' } })).toBe('scarab-klaw-interceptor');
    const custom = preset.map((p) => (p === 'cpl-2-mantis-laser' ? 'zm2-heavy-missile' : p));
    expect(deckIdFor(db, { chassis: 'scarab-klaw-interceptor', parts: custom, pilot: { type: 'ai-deck' } })).toBe(generatedDeckId('scarab-klaw-interceptor', custom));
    expect(deckIdFor(db, { chassis: 'sabre-xg-07-gunship', parts: db.chassis['sabre-xg-07-gunship']!.preset, pilot: { type: 'ai-deck' } })).toMatch(/^gen-sabre-xg-07-gunship-/);
    expect(deckIdFor(db, { chassis: 'sabre-xg-07-gunship', parts: [], pilot: { type: 'ai-deck', deck: 'sabre-xf-23-fighter' } })).toBe('sabre-xf-23-fighter');
    // Generated-deck games: the Gunship and the Jammer have no printed deck.
    const r = playCheckedSetup({ format: 'duel', budget: 'off', sides: [{ name: 'F', ships: [{ preset: 'sabre-xg-07-gunship' }] }, { name: 'K', ships: [{ preset: 'scarab-klaw-jammer', pilot: 'ai-deck' }] }] }, 60, 'gen-gunship-jammer');
    expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(60);
    expect(r.wins[0]! + r.wins[1]!).toBeGreaterThan(50);
  });

  it('let configs use ai-deck for any build; a named printed deck still flies only its preset', () => {
    const ok = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'F', ships: [{ preset: 'sabre-xg-07-gunship', pilot: 'ai-deck' }] }, { name: 'K', ships: [{ chassis: 'scarab-klaw-interceptor', parts: ['scarab-cockpit', 'fb3-tri-thruster', 'blade-wings', 'maneuvering-fins', 'zm2-heavy-missile', 'c6-3-gatling-gun'] }] }] });
    expect(ok.sides[1]!.ships[0]!.pilot).toEqual({ type: 'ai-deck' });
    try {
      resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'F', ships: [{ preset: 'sabre-xf-23-fighter' }] }, { name: 'K', ships: [{ chassis: 'scarab-klaw-interceptor', parts: ['scarab-cockpit', 'fb3-tri-thruster', 'blade-wings', 'maneuvering-fins', 'zm2-heavy-missile', 'c6-3-gatling-gun'], pilot: { type: 'ai-deck', deck: 'scarab-klaw-interceptor' } }] }] });
      expect.unreachable();
    } catch (e) {
      expect((e as ConfigIssuesError).issues[0]!.message).toMatch(/leave out "deck"/);
    }
  });
});

describe('sortie show-deck', () => {
  it('prints the generated deck of a build without a printed deck', async () => {
    const r = await runCaptured(['show-deck', 'sabre-xg-07-gunship']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Sabre XG-07 Gunship \(generated deck\) \(gen-sabre-xg-07-gunship-[0-9a-f]{8}\): generated AI deck/);
    expect(r.out).toMatch(/card 4: evasion 2, up to \d part actions/);
    expect(r.out).toContain('mx-massdriver-shotgun');
  });

  it('prints the printed deck of a preset, and the generated one on request', async () => {
    const printed = await runCaptured(['show-deck', 'sabre-xf-23-fighter']);
    expect(printed.out).toMatch(/printed AI deck/);
    const gen = await runCaptured(['show-deck', 'sabre-xf-23-fighter', '--generated']);
    expect(gen.out).toMatch(/generated AI deck/);
    const custom = await runCaptured(['show-deck', 'scarab-klaw-interceptor', 'scarab-cockpit', 'fb3-tri-thruster', 'blade-wings', 'maneuvering-fins', 'zm2-heavy-missile', 'c6-3-gatling-gun']);
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
