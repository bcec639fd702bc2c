import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { Ability, Icon } from '../../src/games/snap-ships/content/types.js';
import {
  HAVE_REFERENCE,
  NO_REFERENCE_MESSAGE,
  referenceChassis,
  referenceParts,
  type RefCard,
} from './reference-cards.js';

const db = loadContent();

describe('content counts', () => {
  it('has all 26 chassis (13 per faction, 4 drones each) and 98 parts (46 Forge, 52 Komplex)', () => {
    const chassis = Object.values(db.chassis);
    expect(chassis).toHaveLength(26);
    expect(chassis.filter((c) => c.faction === 'forge')).toHaveLength(13);
    expect(
      chassis
        .filter((c) => c.type === 'drone')
        .map((c) => c.faction)
        .sort(),
    ).toEqual(Array(4).fill('forge').concat(Array(4).fill('komplex')));
    const parts = Object.values(db.parts);
    expect(parts).toHaveLength(98);
    expect(parts.filter((p) => p.faction === 'forge')).toHaveLength(46);
    expect(Object.keys(db.parts)).toContain('forge/maneuvering-fins');
    expect(Object.keys(db.parts)).toContain('komplex/maneuvering-fins');
  });

  it('has the three standard missiles and four terrain types from the rulebook', () => {
    expect(db.missiles.light).toMatchObject({ quality: 5, dice: 1, accuracy: 0, damage: 2 });
    expect(db.missiles.heavy).toMatchObject({ quality: 6, dice: 1, accuracy: 1, damage: 5 });
    expect(db.missiles.heat).toMatchObject({
      quality: 5,
      dice: 1,
      accuracy: 0,
      damage: 1,
      effect: 'heat-missile-heat',
    });
    expect(Object.entries(db.terrain).map(([t, i]) => `${t}:${i.cover}`)).toEqual([
      'debris-cloud:soft',
      'ice-cloud:soft',
      'tychos-rift:soft',
      'asteroid-field:hard',
    ]);
    expect(db.table).toMatchObject({
      baseDiameter: 6,
      rangeBand: 15,
      moveShort: 5,
      moveLong: 10,
      lineArcWidth: 0,
      epsilon: 1e-6,
    });
  });
});

if (!HAVE_REFERENCE) console.warn(NO_REFERENCE_MESSAGE);

/** A reference icon in the project's form (token keys camelCased; the project's extra effect keys dropped). */
function refIcon(icon: RefCard): unknown {
  if (icon.launch?.token) {
    const { damage_variable, ...token } = icon.launch.token;
    return {
      launch: {
        ...icon.launch,
        token: damage_variable ? { ...token, damageVariable: true } : token,
      },
    };
  }
  return icon;
}
function projectIcon(icon: Icon): unknown {
  if ('launch' in icon && icon.launch.token) {
    const { effect: _e, params: _p, ...token } = icon.launch.token;
    return { launch: { ...icon.launch, token } };
  }
  return icon;
}
/** Printed facts of an ability box: kind, header, cost, icons, text. */
function printed(a: Ability) {
  return {
    kind: a.kind,
    header: a.header,
    cost: a.cost,
    text: a.text,
    icons: a.icons?.map(projectIcon),
  };
}
function refPrinted(a: RefCard, project: Ability) {
  // The reference writes the HACK icon in words; the project structures it (compared below).
  const icons = a.icons?.map((i: RefCard, k: number) =>
    'text' in i ? projectIcon(project.icons![k]!) : refIcon(i),
  );
  return { kind: a.kind, header: a.header, cost: a.cost, text: a.text, icons };
}

describe.skipIf(!HAVE_REFERENCE)(
  HAVE_REFERENCE ? 'content matches the card reference' : NO_REFERENCE_MESSAGE,
  () => {
    it('has exactly the reference chassis ids and faction/id part keys', () => {
      expect(Object.keys(db.chassis).sort()).toEqual(
        referenceChassis()
          .map((c) => c.id)
          .sort(),
      );
      expect(Object.keys(db.parts).sort()).toEqual(
        referenceParts()
          .map((p) => `${p.faction}/${p.id}`)
          .sort(),
      );
    });

    it('copies every chassis stat, chassis action, slot count, ability text and preset', () => {
      for (const ref of referenceChassis()) {
        const c = db.chassis[ref.id]!;
        const { text, ...action } = ref.chassis_action;
        expect({
          id: c.id,
          name: c.name,
          faction: c.faction,
          type: c.type,
          size: c.size,
          hull: c.hull,
          power: c.power,
          points: c.points,
          set: c.set,
        }).toEqual({
          id: ref.id,
          name: ref.name,
          faction: ref.faction,
          type: ref.type,
          size: ref.size,
          hull: ref.hull,
          power: ref.power,
          points: ref.points,
          set: ref.set,
        });
        expect({
          evasion: c.chassisAction.evasion,
          vent: c.chassisAction.vent,
          movement: c.chassisAction.movement,
          text: c.chassisAction.text,
        }).toEqual({ ...action, text });
        expect(c.slots).toEqual(ref.slots);
        expect(c.abilities.map((a) => [a.kind, a.header, a.text])).toEqual(
          ref.abilities.map((a: RefCard) => [a.kind, a.header, a.text]),
        );
        expect(c.preset).toEqual(ref.preset);
        expect(c.uncertain ?? []).toEqual(ref.uncertain);
      }
    });

    it('copies every part: slot, repair cost, and each ability box (cost, attack/launch/move icons, text) front and back', () => {
      for (const ref of referenceParts()) {
        const p = db.parts[`${ref.faction}/${ref.id}`]!;
        expect({
          name: p.name,
          slot: p.slot,
          subtype: p.subtype,
          repairCost: p.repairCost,
          set: p.set,
        }).toEqual({
          name: ref.name,
          slot: ref.slot,
          subtype: ref.subtype,
          repairCost: ref.repair_cost,
          set: ref.set,
        });
        expect(p.abilities.map(printed)).toEqual(
          ref.abilities.map((a: RefCard, i: number) => refPrinted(a, p.abilities[i]!)),
        );
        expect(p.disabled.abilities.map(printed)).toEqual(
          ref.disabled.abilities.map((a: RefCard, i: number) =>
            refPrinted(a, p.disabled.abilities[i]!),
          ),
        );
        expect(p.uncertain ?? []).toEqual(ref.uncertain);
      }
    });

    it('structures the HACK icons with the arc and range the reference describes in words', () => {
      expect(db.parts['forge/jamming-fin']!.abilities[0]!.icons).toEqual([
        { hack: { arc: '360', range: [1, 1], count: 1 } },
      ]);
      expect(db.parts['komplex/hrk-lockdown']!.abilities[0]!.icons).toEqual([
        { hack: { arc: 'front-90', range: [1, 2], count: 1 } },
      ]);
      const hackTexts = referenceParts()
        .flatMap((p) => p.abilities.flatMap((a: RefCard) => a.icons ?? []))
        .filter((i: RefCard) => 'text' in i);
      expect(
        hackTexts.map((i: RefCard) =>
          i.text.match(/^Hack: arc (\S+).*range (\d(?:-\d)?) /)!.slice(1),
        ),
      ).toEqual([
        ['360', '1'],
        ['front-90', '1-2'],
      ]);
    });
  },
);
