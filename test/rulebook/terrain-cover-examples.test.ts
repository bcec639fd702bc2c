/**
 * Rulebook "Terrain and Cover Examples" (A vs B, C, D, E) and terrain entry effects.
 * Tiles here are 5 cm-radius circles so the staged layout keeps tiles apart.
 */
import { describe, expect, it } from 'vitest';
import type { TerrainTile } from '../../src/games/snap-ships/state/types.js';
import { measureInArc } from '../../src/games/snap-ships/rules/attack.js';
import { hitNumber } from '../../src/games/snap-ships/rules/attack-math.js';
import { attackCover } from '../../src/games/snap-ships/rules/terrain.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { basesTouch } from '../../src/games/snap-ships/geometry/range.js';
import { stage } from '../helpers/stage.js';

const tiles: TerrainTile[] = [
  { type: 'ice-cloud', x: 30, y: 34, rotation: 0 }, // I1: A and B overlap it
  { type: 'asteroid-field', x: 39, y: 44, rotation: 0 }, // between A and C
  { type: 'tychos-rift', x: 24, y: 43, rotation: 0 }, // between A and D
  { type: 'ice-cloud', x: 20, y: 55, rotation: 0 }, // I2: D overlaps it
];

function scene() {
  const st = stage({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 30, y: 30, facing: 90 }, evasion: 2 }, // A
      {
        preset: 'scarab-klaw-attack-striker',
        side: 1,
        pose: { x: 30, y: 41, facing: -90 },
        evasion: 3,
      }, // B
      {
        preset: 'scarab-klaw-light-fighter',
        side: 1,
        pose: { x: 48, y: 58, facing: -122.74 },
        evasion: 3,
      }, // C
      {
        preset: 'scarab-klaw-interceptor',
        side: 1,
        pose: { x: 18, y: 56, facing: -65.22 },
        evasion: 3,
      }, // D
      { preset: 'scarab-klaw-jammer', side: 1, pose: { x: 60, y: 25, facing: 171.5 }, evasion: 3 }, // E (stands in for the Locust)
    ],
    terrain: tiles,
  });
  for (const t of Object.keys(st.ctx.state.table.tiles))
    (st.ctx.state.table.tiles as Record<string, unknown>)[t] = { kind: 'circle', radius: 5 };
  return st;
}

function cover(
  st: ReturnType<typeof scene>,
  att: number,
  def: number,
  arc: 'front-90' = 'front-90',
) {
  const a = st.ship(att);
  const d = st.ship(def);
  const m = measureInArc(st.ctx, a, d, arc)!;
  expect(m, 'target in arc').not.toBeNull();
  const k = st.ctx.state.table;
  return {
    ...attackCover(
      st.ctx,
      a,
      m.measure.from,
      m.measure.to,
      basesTouch(a.pose!, d.pose!, k.baseDiameter / 2, k.epsilon),
    ),
    range: m.range,
  };
}

describe('Terrain and Cover Examples', () => {
  it('A vs B: both overlap the ice cloud, no cover either way (hit on 5)', () => {
    const st = scene();
    expect(cover(st, 0, 1)).toMatchObject({ soft: false, hard: false });
    expect(cover(st, 1, 0)).toMatchObject({ soft: false, hard: false });
    expect(hitNumber({ accuracy: 2, evasion: 3, position: 'front', softCover: false })).toBe(5);
  });

  it('A vs C: hard cover from the asteroid; C vs A: soft and hard', () => {
    const st = scene();
    expect(cover(st, 0, 2)).toMatchObject({ soft: false, hard: true, range: 2 });
    expect(cover(st, 2, 0)).toMatchObject({ soft: true, hard: true });
  });

  it('A vs D: rift and ice cloud give soft cover once (hit on 7); D vs A: the rift still gives soft cover', () => {
    const st = scene();
    const c = cover(st, 0, 3);
    expect(c).toMatchObject({ soft: true, hard: false, range: 2 });
    expect(hitNumber({ accuracy: 2, evasion: 3, position: 'front', softCover: c.soft })).toBe(7);
    expect(cover(st, 3, 0)).toMatchObject({ soft: true, hard: false });
  });

  it('A vs E: E is outside the 90° arc, and the ice cloud A overlaps is not between them', () => {
    const st = scene();
    expect(measureInArc(st.ctx, st.ship(0), st.ship(4), 'front-90')).toBeNull();
    expect(cover(st, 4, 0)).toMatchObject({ soft: false, hard: false });
  });

  it('touching bases get no cover', () => {
    const st = scene();
    st.ship(1).pose = { x: 30, y: 36, facing: -90 };
    expect(cover(st, 0, 1)).toMatchObject({ soft: false, hard: false, range: 0 });
  });
});

describe('Entering terrain', () => {
  const enter = (type: TerrainTile['type'], dice: number[] = []) =>
    stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 }, evasion: 2 },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
      terrain: [{ type, x: 45, y: 45, rotation: 0 }],
      dice,
    });

  it('debris cloud: +1 evasion on entry, not again until the ship fully leaves', () => {
    const st = enter('debris-cloud');
    const s = st.ship(0);
    moveShip(st.ctx, s, 90, 16, 'test'); // (45,36): overlaps the tile (radius 10)
    expect(s.evasion).toBe(3);
    moveShip(st.ctx, s, 90, 5, 'test'); // still overlapping: no new entry
    expect(s.evasion).toBe(3);
    moveShip(st.ctx, s, 90, 30, 'test'); // (45,71): left it
    expect(s.inTerrain).toEqual([]);
    moveShip(st.ctx, s, -90, 25, 'test'); // back in
    expect(s.evasion).toBe(4);
  });

  it('ice cloud: vents 1 cube of the controller’s choice', () => {
    const st = enter('ice-cloud');
    const s = st.ship(0);
    s.parts[4]!.power = 2;
    s.power = 5;
    moveShip(st.ctx, s, 90, 16, 'test');
    expect(s.parts[4]!.power).toBe(1);
    expect(s.power).toBe(6);
  });

  it("Tycho's Rift: a long move in the direction of travel, mid-action", () => {
    const st = enter('tychos-rift');
    const s = st.ship(0);
    const out = moveShip(st.ctx, s, 90, 16, 'test');
    expect(out).toBe('ok');
    // 16 cm to enter, then a long move of 10 + 6 cm along the same heading.
    expect(s.pose!.y).toBeCloseTo(20 + 16 + 16, 6);
    expect(s.pose!.facing).toBe(90);
  });

  it('asteroid field: a free anti-missile roll against the ship’s own missiles', () => {
    const st = enter('asteroid-field', [5, 1]);
    const s = st.ship(0);
    s.missiles = [
      { kind: 'light', from: 's2a', part: 'x' },
      { kind: 'light', from: 's2a', part: 'x' },
    ];
    moveShip(st.ctx, s, 90, 16, 'test');
    expect(s.missiles).toHaveLength(1);
  });

  it('missile impacts: a defender overlapping a soft tile gets +2 to the hit number, a hard tile −1 total damage', async () => {
    const st = enter('debris-cloud', [7, 8]);
    const s = st.ship(0);
    s.pose = { x: 45, y: 40, facing: 90 };
    s.evasion = 4;
    s.missiles = [
      { kind: 'light', from: 's2a', part: 'x' },
      { kind: 'light', from: 's2a', part: 'x' },
    ];
    const { resolveMissileImpacts } = await import('../../src/games/snap-ships/rules/missiles.js');
    resolveMissileImpacts(st.ctx, s);
    // hit number 0 + 4 + 2 = 6: both 7 and 8 hit for 2 each.
    expect(st.events.find((e) => e.type === 'missile-impact')).toMatchObject({
      hitNumber: 6,
      damage: 4,
    });
  });
});
