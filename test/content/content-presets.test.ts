import { describe, expect, it } from 'vitest';
import {
  getPart,
  loadContent,
  uncertainNotes,
} from '../../src/games/snap-ships/content/load-content.js';
import type { Slot } from '../../src/games/snap-ships/content/types.js';

const db = loadContent();

describe('preset builds', () => {
  it('every preset part exists in the chassis faction and the preset fills the slots exactly', () => {
    for (const c of Object.values(db.chassis)) {
      const filled: Record<Slot, number> = { cockpit: 0, thruster: 0, wing: 0, systems: 0 };
      for (const id of c.preset) filled[getPart(db, c.faction, id).slot] += 1;
      expect({ chassis: c.id, filled }).toEqual({
        chassis: c.id,
        filled: {
          cockpit: c.slots.cockpit ?? 0,
          thruster: c.slots.thruster ?? 0,
          wing: c.slots.wing ?? 0,
          systems: c.slots.systems ?? 0,
        },
      });
    }
  });

  it('ships have a cockpit, thruster and wing; drones have 3 parts and no cockpit', () => {
    for (const c of Object.values(db.chassis)) {
      if (c.type === 'ship')
        expect([c.id, c.slots.cockpit, c.slots.thruster, (c.slots.wing ?? 0) >= 1]).toEqual([
          c.id,
          1,
          c.slots.thruster,
          true,
        ]);
      else expect([c.id, c.preset.length, c.slots.cockpit ?? 0]).toEqual([c.id, 3, 0]);
    }
  });

  it('lists the Sabre XF-23 preset in crit-location order (Disabled Parts Example: a 6 hits the XR70 Missile Pod, a 7 is beyond the last part)', () => {
    const sabre = db.chassis['sabre-xf-23-fighter']!;
    expect(sabre.preset[6 - 1]).toBe('xr70-missile-pod');
    expect(sabre.preset).toHaveLength(6);
    expect(sabre.preset.slice(0, 3).map((id) => getPart(db, 'forge', id).slot)).toEqual([
      'cockpit',
      'thruster',
      'wing',
    ]);
  });

  it("places each Falx preset's Falx Wings mount directly before (left of) a weapon it can improve", () => {
    for (const c of Object.values(db.chassis).filter((x) => x.preset.includes('falx-wings'))) {
      const mounted = getPart(db, c.faction, c.preset[c.preset.indexOf('falx-wings') + 1]!);
      const rangeOne = mounted.abilities
        .flatMap((a) => a.icons ?? [])
        .some((i) => 'attack' in i && i.attack.range[0] === 1);
      expect([c.id, mounted.id, rangeOne]).toEqual([c.id, 'tdp-8-plasma-cannon', true]);
    }
  });

  it('resolves the shared names by the build faction', () => {
    expect(getPart(db, 'forge', 'dual-tailfin').abilities[0]!.icons).toEqual([{ rotate: 1 }]);
    expect(getPart(db, 'komplex', 'dual-tailfin').abilities[0]!.icons).toEqual([{ rotate: 2 }]);
    expect(getPart(db, 'forge', 'medium-exhaust').set).toBe('Falx 10/13');
    expect(getPart(db, 'komplex', 'medium-exhaust').set).toBe('Wasp 7/15');
  });
});

describe('uncertain notes', () => {
  it('lists every uncertain note of the content, with its card', () => {
    const notes = uncertainNotes(db);
    expect(notes.length).toBe(
      Object.values(db.chassis).reduce((n, c) => n + (c.uncertain?.length ?? 0), 0) +
        Object.values(db.parts).reduce((n, p) => n + (p.uncertain?.length ?? 0), 0),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({ card: 'part', key: 'forge/m5-metal-storm' }),
    );
    expect(notes.filter((n) => n.key === 'scarab-klaw-jammer')).toHaveLength(2);
  });
});
