/**
 * "Exact and simulated agree": single attacks resolved many times by the engine's own
 * attack resolution (rules/attack.ts, staged positions, seeded dice) against the exact
 * calculator's distribution for the same hit number, dice, damage, position and cover.
 */
import type { Pose } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import { chiSquareTest, type GoodnessOfFit } from '../../src/balance/goodness-of-fit.js';
import {
  exactAttack,
  type Cover,
  type ExactAttackInput,
  type ExactResult,
} from '../../src/games/snap-ships/calc/exact-attack.js';
import { partAttackIcons, partAttackProfile } from '../../src/games/snap-ships/calc/part-attack.js';
import type { AttackIcon } from '../../src/games/snap-ships/content/types.js';
import { legalTargets, resolveAttack } from '../../src/games/snap-ships/rules/attack.js';
import type { TerrainTile } from '../../src/games/snap-ships/state/types.js';
import { partIndex, stage, type StagedShip } from '../helpers/stage.js';

/** One staged attack. */
export interface AttackScenario {
  name: string;
  attacker: Omit<StagedShip, 'side' | 'pose'> & { pose: Pose };
  defender: Omit<StagedShip, 'side' | 'pose'> & { pose: Pose };
  /** The attacking part and which of its attacks (1-based). */
  part: string;
  attack?: number;
  terrain?: TerrainTile[];
  /** What the staging must produce (guards the scenario itself). */
  expect: { position: 'front' | 'flank' | 'rear'; cover: Cover };
}

/** Simulated and exact results of a scenario. */
export interface AttackCheck {
  exact: ExactResult;
  /** Hit number, position and cover the engine used (the same in every trial). */
  engine: { hitNumbers: Set<number>; positions: Set<string>; covers: Set<string> };
  damage: Map<number, number>;
  meanDamage: number;
  fit: GoodnessOfFit;
}

/** Resolves the scenario's attack `trials` times with seeded dice and tests it against the exact distribution. */
export function checkAttack(
  s: AttackScenario,
  trials: number,
  seed: string,
  exactChange: Partial<ExactAttackInput> = {},
): AttackCheck {
  const { ctx, ship } = stage({
    ships: [
      { ...s.attacker, side: 0 },
      { ...s.defender, side: 1 },
    ],
    terrain: s.terrain ?? [],
  });
  const attacker = ship(0);
  const defender = ship(1);
  const pi = partIndex(attacker, s.part);
  const card = ctx.content.parts[`${attacker.faction}/${s.part}`]!;
  const n = s.attack ?? 1;
  const { ability, icon } = partAttackIcons(card)[n - 1]!;
  const abilityIndex = card.abilities.indexOf(ability);
  const snapshot = structuredClone(ctx.state);
  ctx.rng = new Rng(seed);
  const engine = {
    hitNumbers: new Set<number>(),
    positions: new Set<string>(),
    covers: new Set<string>(),
  };
  const damage = new Map<number, number>();
  let total = 0;
  for (let t = 0; t < trials; t++) {
    ctx.state = structuredClone(snapshot);
    const a = ctx.state.ships.find((x) => x.id === attacker.id)!;
    const target = legalTargets(ctx, a, icon.arc as AttackIcon['arc'], icon.range).find(
      (x) => x.ship.id === defender.id,
    );
    if (!target) throw new Error(`${s.name}: the defender is not a legal target`);
    const atk = resolveAttack(ctx, a, pi, abilityIndex, icon, target, 'attack');
    engine.hitNumbers.add(atk.hitNumber);
    engine.positions.add(atk.position);
    engine.covers.add(
      atk.softCover && atk.hardCover
        ? 'both'
        : atk.softCover
          ? 'soft'
          : atk.hardCover
            ? 'hard'
            : 'none',
    );
    damage.set(atk.damage, (damage.get(atk.damage) ?? 0) + 1);
    total += atk.damage;
  }
  const profile = partAttackProfile(card, {
    ability: n,
    range: legalTargets(
      ctx,
      ctx.state.ships.find((x) => x.id === attacker.id)!,
      icon.arc,
      icon.range,
    )[0]?.range,
  });
  const exact = exactAttack({
    dice: profile.dice,
    accuracy: profile.accuracy,
    damagePerHit: profile.damagePerHit,
    evasion: defender.evasion,
    position: s.expect.position,
    cover: s.expect.cover,
    convert8sToCrit: profile.flags.convert8sToCrit,
    allHitsAreCrits: profile.flags.allHitsAreCrits,
    convertHitsToCrit: profile.flags.convertHitsToCrit,
    rerolls: { attacker: profile.flags.attackerRerolls ?? 0 },
    ...exactChange,
  });
  const fit = chiSquareTest(
    damage,
    exact.distribution.map((d) => ({ value: d.damage, probability: d.probability })),
  );
  return { exact, engine, damage, meanDamage: total / trials, fit };
}

/** Sabre XF-23 at the south, facing north. */
const SABRE = { preset: 'sabre-xf-23-fighter', pose: { x: 45, y: 20, facing: 90 } };
/**
 * A target 30 cm north (range 2). Facing south it sees the attacker in front; facing 25°
 * the attacker's base lies fully in its rear 180° arc but not its rear 90° arc (flank);
 * facing north, in its rear 90° arc (rear).
 */
const target = (facing: number, y = 50) => ({
  preset: 'scarab-klaw-interceptor',
  pose: { x: 45, y, facing },
});

/** The scenarios: every position, both covers, and weapons with conversions. */
export const SCENARIOS: AttackScenario[] = [
  {
    name: 'autocannon, front, no cover',
    attacker: SABRE,
    defender: target(-90),
    part: 'mk16-autocannon',
    expect: { position: 'front', cover: 'none' },
  },
  {
    name: 'autocannon, flank',
    attacker: SABRE,
    defender: target(25),
    part: 'mk16-autocannon',
    expect: { position: 'flank', cover: 'none' },
  },
  {
    name: 'autocannon, rear (+1 damage)',
    attacker: SABRE,
    defender: target(90),
    part: 'mk16-autocannon',
    expect: { position: 'rear', cover: 'none' },
  },
  {
    name: 'autocannon through an ice cloud (soft cover)',
    attacker: SABRE,
    defender: target(-90),
    part: 'mk16-autocannon',
    terrain: [{ type: 'ice-cloud', x: 45, y: 35, rotation: 0 }],
    expect: { position: 'front', cover: 'soft' },
  },
  {
    name: 'autocannon, rear through an asteroid field (hard cover)',
    attacker: SABRE,
    defender: target(90),
    part: 'mk16-autocannon',
    terrain: [{ type: 'asteroid-field', x: 45, y: 35, rotation: 0 }],
    expect: { position: 'rear', cover: 'hard' },
  },
  {
    name: 'massdriver shotgun (8s convert to criticals), range 1',
    attacker: {
      ...SABRE,
      parts: [
        'xf-25-cockpit',
        'sdu-14-jump-engine',
        'xf-25-wings',
        'maneuvering-fins',
        'mx-massdriver-shotgun',
        'xr70-missile-pod',
      ],
    },
    defender: target(-90, 32),
    part: 'mx-massdriver-shotgun',
    expect: { position: 'front', cover: 'none' },
  },
  {
    name: 'gatling gun (Komplex attacker), flank',
    attacker: { preset: 'scarab-klaw-interceptor', pose: { x: 45, y: 20, facing: 90 } },
    defender: { preset: 'sabre-xf-23-fighter', pose: { x: 45, y: 35, facing: 25 } },
    part: 'c6-3-gatling-gun',
    expect: { position: 'flank', cover: 'none' },
  },
];
