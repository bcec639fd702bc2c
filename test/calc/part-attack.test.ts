import { describe, expect, it } from 'vitest';
import { attackFlagsFromEffects } from '../../src/games/snap-ships/calc/effect-flags.js';
import { partAttackIcons, partAttackProfile } from '../../src/games/snap-ships/calc/part-attack.js';
import {
  formatExactTable,
  tailProbabilities,
} from '../../src/games/snap-ships/calc/format-table.js';
import { exactAttack } from '../../src/games/snap-ships/calc/exact-attack.js';
import type { PartCard } from '../../src/games/snap-ships/content/types.js';
import { getPart, loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { findPart } from '../../src/games/snap-ships/calc/calc-requests.js';

const repair = {
  disabled: { abilities: [] },
  repairCost: 2,
  slot: 'systems' as const,
  subtype: 'Weapon',
};

const massdriver: PartCard = {
  id: 'mx-massdriver-shotgun',
  name: 'MX Massdriver Shotgun',
  faction: 'forge',
  ...repair,
  abilities: [
    {
      kind: 'action',
      header: 'ATTACK',
      cost: { power: 2 },
      icons: [{ attack: { arc: 'front-45', range: [1, 1], dice: 4, accuracy: 2, damage: 1 } }],
      effect: 'convert-8s-to-crit',
    },
    {
      kind: 'action',
      header: 'ANTI-MISSILE',
      cost: { power: 2, heat: 1 },
      icons: [{ anti_missile: { modifier: 0 } }],
    },
  ],
};

const heCannon: PartCard = {
  id: 'c-t22-he-cannon',
  name: 'C-T22 HE Cannon',
  faction: 'komplex',
  ...repair,
  abilities: [
    {
      kind: 'action',
      header: 'ATTACK',
      icons: [{ attack: { arc: 'line', range: [2, 3], dice: 1, accuracy: 2, damage: 4 } }],
    },
    {
      kind: 'action',
      header: 'ATTACK',
      icons: [{ attack: { arc: 'line', range: [2, 3], dice: 2, accuracy: 2, damage: 4 } }],
      text: 'Convert all hits to critical',
    },
  ],
};

const metalStorm: PartCard = {
  id: 'm5-metal-storm',
  name: 'M5 Metal Storm',
  faction: 'forge',
  ...repair,
  abilities: [
    {
      kind: 'action',
      header: 'ATTACK',
      icons: [{ attack: { arc: 'front-90', range: [1, 3], dice: 3, accuracy: 'X', damage: 1 } }],
    },
  ],
};

describe('part attack profiles', () => {
  it('reads dice, accuracy, damage and the convert-8s effect id', () => {
    const p = partAttackProfile(massdriver);
    expect(p).toMatchObject({
      dice: 4,
      accuracy: 2,
      damagePerHit: 1,
      flags: { convert8sToCrit: true },
      notes: [],
    });
    expect(partAttackIcons(massdriver)).toHaveLength(1);
  });

  it('picks the N-th attack and recognises the printed "Convert all hits to critical"', () => {
    expect(partAttackProfile(heCannon).flags).toEqual({});
    const second = partAttackProfile(heCannon, { ability: 2 });
    expect(second).toMatchObject({ dice: 2, damagePerHit: 4, flags: { allHitsAreCrits: true } });
    expect(() => partAttackProfile(heCannon, { ability: 3 })).toThrow(/1\.\.2/);
  });

  it('accuracy X takes the range', () => {
    expect(() => partAttackProfile(metalStorm)).toThrow(/--range/);
    expect(partAttackProfile(metalStorm, { range: 2 }).accuracy).toBe(2);
  });

  it('a part without an attack is an error', () => {
    expect(() =>
      partAttackProfile({ ...massdriver, abilities: [massdriver.abilities[1]!] }),
    ).toThrow(/no attack/);
  });
});

describe('attackFlagsFromEffects', () => {
  it('maps content effect ids (with params)', () => {
    expect(
      attackFlagsFromEffects(['convert-one-hit-to-crit'], ['Convert 1 hit to critical']).flags,
    ).toEqual({ convertHitsToCrit: 1 });
    expect(
      attackFlagsFromEffects([{ id: 'reroll-attack-dice', params: { max: 2 } }], []).flags,
    ).toEqual({ attackerRerolls: 2 });
    expect(
      attackFlagsFromEffects(
        [{ id: 'place-heat-per-hit', params: { amount: 1 } }],
        ['For each hit, place 1 heat'],
      ),
    ).toEqual({ flags: {}, notes: [] });
    expect(attackFlagsFromEffects(['multi-target-attack'], []).notes[0]).toMatch(/per target/);
    expect(attackFlagsFromEffects(['give-evasion'], []).notes).toEqual([
      'effect give-evasion is not modelled by the calculator',
    ]);
  });

  it('reads printed wordings when there is no effect id, and reports the rest', () => {
    expect(attackFlagsFromEffects([], ['Convert 2 hits to critical']).flags).toEqual({
      convertHitsToCrit: 2,
    });
    expect(attackFlagsFromEffects([], ['You may reroll 1 die.']).flags).toEqual({
      attackerRerolls: 1,
    });
    expect(
      attackFlagsFromEffects(
        [],
        ["For each hit, place 1 heat on a target's part that has no heat.", 'X = range to target'],
      ),
    ).toEqual({ flags: {}, notes: [] });
    const odd = attackFlagsFromEffects(
      [],
      [
        'When you perform an Attack action against a target at Range 1: Reduce the hit number by 1.',
      ],
    );
    expect(odd.notes).toEqual([
      '"When you perform an Attack action against a target at Range 1: Reduce the hit number by 1." is not modelled by the calculator',
    ]);
  });
});

describe('part profiles from the content database', () => {
  it('every attack icon of every part yields a profile without unexplained effects', () => {
    const db = loadContent();
    let attacks = 0;
    for (const part of Object.values(db.parts)) {
      partAttackIcons(part).forEach((_, i) => {
        const p = partAttackProfile(part, { ability: i + 1, range: 2 });
        expect(p.dice).toBeGreaterThan(0);
        expect(p.notes.filter((n) => /not modelled/.test(n))).toEqual([]);
        attacks++;
      });
    }
    expect(attacks).toBeGreaterThan(15);
  });

  it('MX Massdriver converts 8s; X1 Sniper Laser attack 2 converts one hit', () => {
    const db = loadContent();
    expect(partAttackProfile(getPart(db, 'forge', 'mx-massdriver-shotgun')).flags).toEqual({
      convert8sToCrit: true,
    });
    expect(
      partAttackProfile(getPart(db, 'forge', 'x1-sniper-laser'), { ability: 2 }).flags,
    ).toEqual({ convertHitsToCrit: 1 });
  });
});

describe('formatExactTable', () => {
  it('prints P(= k) and P(>= k) rows', () => {
    const r = exactAttack({
      dice: 4,
      accuracy: 2,
      damagePerHit: 1,
      evasion: 3,
      position: 'front',
      cover: 'none',
    });
    const want = [1, 0.9375, 0.6875, 0.3125, 0.0625];
    tailProbabilities(r).forEach((t, i) => {
      expect(t.damage).toBe(i);
      expect(t.atLeast).toBeCloseTo(want[i]!, 12);
    });
    const text = formatExactTable(r, ['MK16'], ['a note']);
    expect(text).toContain('hit number 5');
    expect(text).toMatch(/\n\s+0 {3}0\.0625 {3}1\.0000\n/);
    expect(text).toMatch(/\n\s+4 {3}0\.0625 {3}0\.0625\n/);
    expect(text.split('\n')[0]).toBe('MK16');
    expect(text).toContain('note: a note');
  });
});

describe('findPart', () => {
  it('finds a part in whichever faction has it, and asks for --faction when both do', () => {
    const db = loadContent();
    expect(findPart(db, 'c-t22-he-cannon').faction).toBe('komplex');
    expect(findPart(db, 'mk16-autocannon').faction).toBe('forge');
    expect(() => findPart(db, 'maneuvering-fins')).toThrow(/--faction/);
    expect(findPart(db, 'maneuvering-fins', 'komplex').faction).toBe('komplex');
    expect(() => findPart(db, 'c-t22-he-canon')).toThrow(/did you mean "c-t22-he-cannon"/);
  });
});
