/**
 * Cross-checks the exact calculator against a die-by-die simulation with a seeded Rng,
 * written independently of the calculator's count-vector enumeration: it rolls real
 * faces, applies the same rerolls / conversion order, and scores with isHit/totalDamage.
 */
import { describe, expect, it } from 'vitest';
import { CRIT, Rng } from '../../src/core/rng.js';
import {
  exactAttack,
  type ExactAttackInput,
} from '../../src/games/snap-ships/calc/exact-attack.js';
import { hitNumber, isHit, totalDamage } from '../../src/games/snap-ships/rules/attack-math.js';

/** Plays one attack face by face; returns [damage, hits, crits]. */
function simulate(rng: Rng, a: ExactAttackInput, hit: number): [number, number, number] {
  const convert = a.convert8sToCrit === true;
  const faces = Array.from({ length: a.dice }, () => rng.d10());
  // Attacker: reroll dice that will not hit (an 8 that will convert is kept).
  let budget = a.rerolls?.attacker ?? 0;
  for (let i = 0; i < faces.length && budget > 0; i++) {
    const f = faces[i]!;
    if (!(isHit(f, hit) || (convert && f === 8))) {
      faces[i] = rng.d10();
      budget--;
    }
  }
  // Attacker modifications: 8s become criticals.
  const crit = faces.map((f) => f === CRIT || (convert && f === 8));
  const hitFlag = faces.map((f, i) => crit[i]! || isHit(f, hit));
  // Defender: reroll hit dice, plain hits first, then criticals; rerolled 8s stay 8s.
  let def = a.rerolls?.defender ?? 0;
  const order = [...faces.keys()]
    .filter((i) => hitFlag[i] && !crit[i])
    .concat([...faces.keys()].filter((i) => crit[i]));
  for (const i of order) {
    if (def === 0) break;
    const f = rng.d10();
    crit[i] = f === CRIT;
    hitFlag[i] = isHit(f, hit);
    def--;
  }
  const hits = hitFlag.filter(Boolean).length;
  const crits = crit.filter(Boolean).length;
  const dmg = totalDamage({
    hits,
    crits,
    damagePerHit: a.damagePerHit,
    extraPerCrit: a.extraPerCrit,
    rear: a.position === 'rear',
    hardCover: a.cover === 'hard' || a.cover === 'both',
  });
  return [dmg, hits, crits];
}

function crossCheck(a: ExactAttackInput, n: number, seed: string): void {
  const exact = exactAttack(a);
  const hit = hitNumber({
    accuracy: a.accuracy,
    evasion: a.evasion,
    position: a.position,
    softCover: a.cover === 'soft' || a.cover === 'both',
  });
  expect(exact.hitNumber).toBe(hit);
  const rng = new Rng(seed);
  const dmg = new Map<number, number>();
  const hits = new Map<number, number>();
  let anyCrit = 0;
  for (let t = 0; t < n; t++) {
    const [d, h, c] = simulate(rng, a, hit);
    dmg.set(d, (dmg.get(d) ?? 0) + 1);
    hits.set(h, (hits.get(h) ?? 0) + 1);
    if (c > 0) anyCrit++;
  }
  const within4se = (p: number, count: number): void => {
    const se = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(count / n - p)).toBeLessThanOrEqual(4 * se + 1e-12);
  };
  for (const e of exact.distribution) within4se(e.probability, dmg.get(e.damage) ?? 0);
  for (const e of exact.hits) within4se(e.probability, hits.get(e.hits) ?? 0);
  within4se(exact.pAtLeastOneCrit, anyCrit);
  // Every simulated outcome is one the calculator considers possible.
  for (const d of dmg.keys()) expect(exact.distribution.some((e) => e.damage === d)).toBe(true);
}

describe('exact calculator vs seeded Monte Carlo (200k attacks)', () => {
  it('rear attack through hard cover with crit bonus, 8s converting and both players rerolling', () => {
    crossCheck(
      {
        dice: 4,
        accuracy: 2,
        damagePerHit: 2,
        evasion: 3,
        position: 'rear',
        cover: 'hard',
        extraPerCrit: 1,
        convert8sToCrit: true,
        rerolls: { attacker: 1, defender: 1 },
      },
      200_000,
      'calc-mc-1',
    );
  });

  it('soft-covered flank attack with two attacker rerolls', () => {
    crossCheck(
      {
        dice: 6,
        accuracy: 2,
        damagePerHit: 1,
        evasion: 4,
        position: 'flank',
        cover: 'soft',
        rerolls: { attacker: 2 },
      },
      200_000,
      'calc-mc-2',
    );
  });
});
