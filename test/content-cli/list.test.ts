/**
 * `sortie list chassis|parts|presets|decks|layouts`: the library rows and the command's
 * text and JSON output.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { listContent, listingText } from '../../src/games/snap-ships/content-cli/content-lists.js';
import { presetLayouts } from '../../src/games/snap-ships/formats/terrain-layouts.js';
import { runCaptured } from './cli-capture.js';

const db = loadContent();

describe('listContent', () => {
  it('lists all 26 chassis, 13 per faction, with their stats', () => {
    const all = listContent(db, 'chassis');
    expect(all.rows).toHaveLength(26);
    expect(listContent(db, 'chassis', { faction: 'forge' }).rows).toHaveLength(13);
    const sabre = all.rows.find((r) => r.id === 'sabre-xf-23-fighter')!;
    expect(sabre).toMatchObject({
      faction: 'forge',
      size: 4,
      hull: 15,
      power: 7,
      points: 4,
      evasion: 2,
      vent: 5,
      slots: '1 cockpit, 1 thruster, 1 wing, 3 systems',
    });
  });

  it('filters chassis by slot: only those with that slot', () => {
    const withCockpit = listContent(db, 'chassis', { slot: 'cockpit' }).rows.map((r) => r.id);
    expect(withCockpit).not.toContain('rl-55-assault-drone');
    expect(withCockpit).toContain('sabre-xf-23-fighter');
    expect(withCockpit).toHaveLength(18);
  });

  it('lists all 98 parts, and filters by faction and slot', () => {
    expect(listContent(db, 'parts').rows).toHaveLength(98);
    const ks = listContent(db, 'parts', { faction: 'komplex', slot: 'systems' });
    expect(ks.rows.length).toBeGreaterThan(10);
    expect(ks.rows.every((r) => r.faction === 'komplex' && r.slot === 'systems')).toBe(true);
    expect(ks.rows.map((r) => r.id)).toContain('c6-3-gatling-gun');
  });

  it('notes the parts printed in both factions', () => {
    const l = listContent(db, 'parts');
    expect(l.notes.join(' ')).toContain(
      'dual-tailfin, maneuvering-fins, medium-exhaust, small-exhaust exist in both factions',
    );
  });

  it('lists presets with their parts in crit-location order, or only one slot with --slot', () => {
    const p = listContent(db, 'presets').rows.find((r) => r.id === 'sabre-xf-23-fighter')!;
    expect(p.parts).toEqual([
      'xf-25-cockpit',
      'sdu-14-jump-engine',
      'xf-25-wings',
      'maneuvering-fins',
      'mk16-autocannon',
      'xr70-missile-pod',
    ]);
    const wings = listContent(db, 'presets', { slot: 'wing' }).rows.find(
      (r) => r.id === 'wasp-klaw-heavy-fighter',
    )!;
    expect(wings.parts).toEqual(['wsp2-wings', 'wsp1-wings']);
  });

  it('lists the AI decks from the AI-deck content', () => {
    const decks = listContent(db, 'decks');
    const n = Object.keys(db.aiDecks).length;
    expect(n).toBeGreaterThan(0);
    expect(decks.rows).toHaveLength(n);
    expect(decks.rows.every((r) => typeof r.hull === 'number' && r.cards === 4)).toBe(true);
    expect(
      listContent(db, 'decks', { faction: 'komplex' }).rows.every((r) => r.faction === 'komplex'),
    ).toBe(true);
    // Drones have no printed deck: the listing says so.
    expect(decks.notes.join(' ')).toContain('rl-55-assault-drone');
  });

  it('lists the nine preset layouts with their first five tiles', () => {
    const l = listContent(db, 'layouts');
    expect(l.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(l.rows[0]!.first5).toBe(
      presetLayouts()[0]!
        .tiles.slice(0, 5)
        .map((t) => t.type)
        .join(', '),
    );
  });

  it('renders an aligned table with a count line', () => {
    const lines = listingText(listContent(db, 'chassis', { faction: 'komplex' }));
    expect(lines[0]).toMatch(/^id\s+faction\s+type\s+size\s+hull/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(lines).toContain('13 chassis');
    const row = lines.find((l) => l.startsWith('scarab-klaw-interceptor'))!;
    expect(row.split(/\s{2,}/).slice(0, 6)).toEqual([
      'scarab-klaw-interceptor',
      'komplex',
      'ship',
      '4',
      '13',
      '7',
    ]);
  });
});

describe('sortie list', () => {
  it('list chassis --faction forge prints the table', async () => {
    const r = await runCaptured(['list', 'chassis', '--faction', 'forge']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('sabre-xf-23-fighter');
    expect(r.out).not.toContain('scarab-klaw-interceptor');
    expect(r.out).toContain('13 chassis');
  });

  it('list parts --slot cockpit --json prints one JSON array', async () => {
    const r = await runCaptured(['list', 'parts', '--slot', 'cockpit', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as Array<{ id: string; slot: string }>;
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.every((x) => x.slot === 'cockpit')).toBe(true);
    expect(rows.map((x) => x.id)).toContain('xf-25-cockpit');
  });

  it('list layouts and list decks work', async () => {
    expect((await runCaptured(['list', 'layouts'])).out).toContain('9 layouts');
    expect((await runCaptured(['list', 'decks'])).out).toMatch(/\d+ decks/);
  });

  it('rejects an unknown kind', async () => {
    const r = await runCaptured(['list', 'chasis']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'error: unknown kind "chasis" for snap-ships (did you mean "chassis"?); kinds: chassis, parts, presets, decks, layouts\n',
    );
  });

  it('rejects a filter value, and an unknown game, in one line each', async () => {
    const bad = await runCaptured(['list', 'parts', '--slot', 'wings']);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      'error: --slot "wings" is not one of cockpit, thruster, wing, systems (did you mean "wing"?)\n',
    );
    const game = await runCaptured(['list', 'parts', '--game', 'snap-shps']);
    expect(game.code).toBe(1);
    expect(game.err).toMatch(
      /^error: unknown game "snap-shps" \(did you mean "snap-ships"\?\); games: .*snap-ships/,
    );
  });
});
