/**
 * Which deck an `ai-deck` pilot flies: presets recognised by their parts in any order,
 * `deck: generated` / `deck: printed` / `auto`, and the reason shown by the plugin's
 * describePilots — printed by `sortie validate`, stored in manifest.json and shown in
 * report.html.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { chooseDeck, partDifference } from '../../src/games/snap-ships/ai/generated-choice.js';
import { generatedDeckId } from '../../src/games/snap-ships/ai/generated-deck.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import {
  describeSnapPilots,
  pilotClass,
} from '../../src/games/snap-ships/plugin/describe-pilots.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { snapShips } from '../../src/games/snap-ships/plugin.js';
import { runCaptured } from '../content-cli/cli-capture.js';
import { read, tempDir } from '../runner/helpers.js';

const db = loadContent();
const XF23 = db.chassis['sabre-xf-23-fighter']!.preset;
const REORDERED = [XF23[5]!, XF23[0]!, XF23[2]!, XF23[1]!, XF23[4]!, XF23[3]!];

/** A duel of `ship` against a heuristic Scarab. */
const duel = (ship: Record<string, unknown>) => ({
  format: 'duel',
  budget: 'off',
  sides: [
    { name: 'A', ships: [ship] },
    { name: 'B', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'heuristic' }] },
  ],
});
/** The deck the first ship flies in a game of `raw`. */
const deckInGame = (raw: Record<string, unknown>) =>
  newGame(resolveSnapSetup(raw), { seed: 'deck', swapSeats: false, roundCap: 1 }).ctx.state
    .ships[0]!.ai!.deck;
const issues = (raw: Record<string, unknown>): string[] => {
  try {
    resolveSnapSetup(raw);
  } catch (e) {
    if (e instanceof ConfigIssuesError)
      return e.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw e;
  }
  return [];
};

describe('the deck an ai-deck pilot flies', () => {
  it("a preset's parts in another order fly its printed deck (AI cards name parts by id and roll crits by die face)", () => {
    expect(
      chooseDeck(db, {
        chassis: 'sabre-xf-23-fighter',
        parts: REORDERED,
        pilot: { type: 'ai-deck' },
      }),
    ).toEqual({
      id: 'sabre-xf-23-fighter',
      printed: true,
      reason: "printed deck (the preset's parts in another order)",
    });
    expect(
      deckInGame(duel({ chassis: 'sabre-xf-23-fighter', parts: REORDERED, pilot: 'ai-deck' })),
    ).toBe('sabre-xf-23-fighter');
    // The build keeps the config's order (player pilots roll crit locations on it).
    expect(
      resolveSnapSetup(duel({ chassis: 'sabre-xf-23-fighter', parts: REORDERED })).sides[0]!
        .ships[0]!.parts,
    ).toEqual(REORDERED);
  });

  it('deck: generated flies a generated deck for a preset too; deck: printed insists on the printed one', () => {
    const gen = deckInGame(
      duel({ preset: 'sabre-xf-23-fighter', pilot: { type: 'ai-deck', deck: 'generated' } }),
    );
    expect(gen).toBe(generatedDeckId('sabre-xf-23-fighter', XF23));
    expect(
      deckInGame(
        duel({ preset: 'sabre-xf-23-fighter', pilot: { type: 'ai-deck', deck: 'printed' } }),
      ),
    ).toBe('sabre-xf-23-fighter');
    expect(
      deckInGame(duel({ preset: 'sabre-xf-23-fighter', pilot: { type: 'ai-deck', deck: 'auto' } })),
    ).toBe('sabre-xf-23-fighter');
    expect(
      issues(duel({ preset: 'sabre-xg-07-gunship', pilot: { type: 'ai-deck', deck: 'printed' } })),
    ).toEqual([
      'sides.0.ships.0.pilot.deck: deck: printed, but this build has no printed AI deck (no printed deck for this chassis); use deck: auto or deck: generated, or another pilot (heuristic, search)',
    ]);
    const custom = XF23.map((p) => (p === 'xr70-missile-pod' ? 'mx-massdriver-shotgun' : p));
    expect(
      issues(
        duel({
          chassis: 'sabre-xf-23-fighter',
          parts: custom,
          pilot: { type: 'ai-deck', deck: 'printed' },
        }),
      )[0],
    ).toMatch(
      /parts differ from preset sabre-xf-23-fighter: \+mx-massdriver-shotgun −xr70-missile-pod/,
    );
  });

  it("a misspelt deck mode gets a suggestion; a named printed deck still flies its preset's parts in any order only", () => {
    try {
      resolveSnapSetup(
        duel({ preset: 'sabre-xf-23-fighter', pilot: { type: 'ai-deck', deck: 'generatd' } }),
      );
      expect.unreachable();
    } catch (e) {
      const issue = (e as ConfigIssuesError).issues[0]!;
      expect(issue.path).toEqual(['sides', 0, 'ships', 0, 'pilot', 'deck']);
      expect(issue.suggestions).toContain('generated');
    }
    expect(
      issues(
        duel({
          chassis: 'sabre-xf-23-fighter',
          parts: REORDERED,
          pilot: { type: 'ai-deck', deck: 'sabre-xf-23-fighter' },
        }),
      ),
    ).toEqual([]);
  });

  it('says why a ship flies a generated deck', () => {
    const reason = (chassis: string, parts: string[], deck?: string) =>
      chooseDeck(db, { chassis, parts, pilot: { type: 'ai-deck', ...(deck ? { deck } : {}) } })
        .reason;
    expect(reason('sabre-xg-07-gunship', db.chassis['sabre-xg-07-gunship']!.preset)).toBe(
      'no printed deck for this chassis',
    );
    expect(reason('sabre-xf-23-fighter', XF23, 'generated')).toBe('forced by deck: generated');
    const custom = XF23.map((p) => (p === 'mk16-autocannon' ? 'x1-sniper-laser' : p));
    expect(reason('sabre-xf-23-fighter', custom)).toBe(
      'parts differ from preset sabre-xf-23-fighter: +x1-sniper-laser −mk16-autocannon',
    );
    expect(partDifference(['a', 'a', 'b'], ['a', 'c'])).toEqual({
      added: ['a', 'b'],
      removed: ['c'],
    });
  });
});

describe('describePilots', () => {
  it('lists every ship of every side with its pilot, the deck and why, and its pilot class', () => {
    const setup = resolveSnapSetup({
      format: 'duel',
      budget: 'off',
      sides: [
        {
          name: 'Forge',
          ships: [{ chassis: 'sabre-xf-23-fighter', parts: REORDERED, name: 'Reordered' }],
        },
        { name: 'Komplex', ships: [{ preset: 'scarab-klaw-jammer' }] },
      ],
    });
    expect(snapShips.describePilots).toBe(describeSnapPilots);
    expect(describeSnapPilots(setup)).toEqual([
      {
        side: 'Forge',
        ships: [
          {
            label: 'Reordered',
            pilot: 'ai-deck: printed deck sabre-xf-23-fighter',
            notes: ["printed deck (the preset's parts in another order)"],
            pilotClass: 'ai-deck:printed',
          },
        ],
      },
      {
        side: 'Komplex',
        ships: [
          {
            label: 'Scarab KLAW Jammer',
            pilot: `ai-deck: generated deck ${generatedDeckId('scarab-klaw-jammer', db.chassis['scarab-klaw-jammer']!.preset)}`,
            notes: [
              'no printed deck for this chassis',
              'vector-wings MOVE: vent icon left out (an automated ship has no power or heat cubes)',
            ],
            pilotClass: 'ai-deck:generated',
          },
        ],
      },
    ]);
    const h = resolveSnapSetup(
      duel({ preset: 'sabre-xf-23-fighter', pilot: { type: 'heuristic' } }),
    );
    expect(describeSnapPilots(h)[1]!.ships[0]).toEqual({
      label: 'Scarab KLAW Interceptor',
      pilot: 'heuristic (persona balanced)',
      notes: [],
      pilotClass: 'heuristic:balanced',
    });
    expect(
      pilotClass(db, {
        chassis: 'sabre-xf-23-fighter',
        parts: XF23,
        pilot: { type: 'search', budget: 8 },
      }),
    ).toBe('search:balanced:8');
  });

  it('sortie validate prints it, the run stores it in manifest.json and report.html shows it', async () => {
    const dir = tempDir();
    const file = join(dir, 'pilots.yaml');
    writeFileSync(
      file,
      `name: pilots-shown
game: snap-ships
format: duel
games: 2
seed: 1
budget: off
sides:
  - name: Forge
    ships: [{preset: sabre-xg-07-gunship, pilot: ai-deck, name: "Gun<ship>"}]
  - name: Komplex
    ships: [{chassis: scarab-klaw-interceptor, parts: [c6-3-gatling-gun, scarab-cockpit, fb3-tri-thruster, blade-wings, maneuvering-fins, cpl-2-mantis-laser]}]
`,
    );
    const v = await runCaptured(['validate', file]);
    expect(v.code).toBe(0);
    expect(v.out).toMatch(
      / {4}Forge: Gun<ship> — ai-deck: generated deck gen-sabre-xg-07-gunship-[0-9a-f]{8} \(no printed deck for this chassis; sv-engine MOVE: vent icon left out \(an automated ship has no power or heat cubes\)\)/,
    );
    expect(v.out).toContain(
      "    Komplex: Scarab KLAW Interceptor — ai-deck: printed deck scarab-klaw-interceptor (printed deck (the preset's parts in another order))",
    );
    const out = join(dir, 'out');
    const r = await runCaptured(['run', file, '--out', out, '--threads', '0', '--quiet']);
    expect(r.code).toBe(0);
    const manifest = JSON.parse(read(join(out, 'manifest.json')));
    expect(manifest.pilots['pilots-shown'][1]).toEqual({
      side: 'Komplex',
      ships: [
        {
          label: 'Scarab KLAW Interceptor',
          pilot: 'ai-deck: printed deck scarab-klaw-interceptor',
          notes: ["printed deck (the preset's parts in another order)"],
          pilotClass: 'ai-deck:printed',
        },
      ],
    });
    const html = read(join(out, 'report.html'));
    expect(html).toContain('<h3>Pilots</h3>');
    expect(html).toContain('<td>Gun&lt;ship&gt;</td>');
    expect(html).toContain('no printed deck for this chassis');
  });
});
