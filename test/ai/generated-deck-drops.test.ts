/**
 * What a generated deck cannot do is named where the deck is described: the part actions'
 * HACK and vent icons, which no AI card prints, appear in the deck's notes (`sortie
 * show-deck`) and in the pilot notes `sortie validate` prints.
 */
import { describe, expect, it } from 'vitest';
import { generateAiDeck } from '../../src/games/snap-ships/ai/generated-deck.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { describeSnapPilots } from '../../src/games/snap-ships/plugin/describe-pilots.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const db = loadContent();
// The Scarab Interceptor with the HRK Lockdown (HACK) for its Maneuvering Fins and the Wasp Thruster (vent) for its thruster.
const parts = [
  'scarab-cockpit',
  'wasp-thruster',
  'blade-wings',
  'hrk-lockdown',
  'cpl-2-mantis-laser',
  'c6-3-gatling-gun',
];

describe('HACK and vent actions on a generated deck', () => {
  it('are named in the deck notes and in the pilot notes validate prints', () => {
    const hack = /^hrk-lockdown HACK: hack action left out/;
    const vent = /^wasp-thruster .*: vent (action|icon) left out/;
    const deck = generateAiDeck(db, 'scarab-klaw-interceptor', parts);
    expect(deck.uncertain?.some((n) => hack.test(n))).toBe(true);
    expect(deck.uncertain?.some((n) => vent.test(n))).toBe(true);
    const setup = resolveSnapSetup({
      format: 'duel',
      budget: 'off',
      terrain: { tiles: [] },
      sides: [
        { name: 'A', ships: [{ chassis: 'scarab-klaw-interceptor', parts, pilot: 'ai-deck' }] },
        { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] },
      ],
    });
    const [a, b] = describeSnapPilots(setup);
    expect(a!.ships[0]!.notes.some((n) => hack.test(n))).toBe(true);
    expect(a!.ships[0]!.notes.some((n) => vent.test(n))).toBe(true);
    // A printed deck is the designer's: nothing to name.
    expect(b!.ships[0]!.notes).toEqual([]);
  });
});
