/**
 * Fixtures of the upgrade tests: learning-scenario games whose ships carry chosen upgrades, and an
 * attack helper that rolls the faces asked for.
 */
import type { DieFaceId } from '../../src/games/armada/content/types.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import type { HullZone } from '../../src/games/armada/geometry/types.js';
import { performAttack } from '../../src/games/armada/rules/attack.js';
import { armament, zoneTargets } from '../../src/games/armada/rules/attack-targets.js';
import type { DeclaredTarget } from '../../src/games/armada/rules/attack-types.js';
import type { ShipState } from '../../src/games/armada/state/types.js';
import {
  learningSetup,
  putShip,
  removeSquadrons,
  shipOf,
  testGame,
  type ForcedDice,
  type Policy,
} from './engine-helpers.js';

export const CR90 = 'cr90-corvette-a';
export const NEB = 'nebulon-b-escort-frigate';
export const VSD = 'victory-ii-class-star-destroyer';
export const VSD1 = 'victory-i-class-star-destroyer';

/** The learning fleets with upgrades per ship card (Rebels, Imperials). */
export function withUpgrades(
  reb: Record<string, string[]>,
  imp: Record<string, string[]>,
): Partial<ArmadaSetup> {
  const base = learningSetup();
  const sides = base.sides.map((sd, i) => ({
    ...sd,
    fleet: {
      ...sd.fleet,
      ships: sd.fleet.ships.map((s) => ({
        ship: s.ship,
        upgrades: (i === 0 ? reb : imp)[s.ship] ?? [],
      })),
    },
  }));
  return { sides };
}

/** A learning game with upgrades: VSD north facing south, CR90 facing it at `y`, Neb-B aside. */
export function upgradeDuel(
  reb: Record<string, string[]>,
  imp: Record<string, string[]>,
  policies: [Policy, Policy] = [{}, {}],
  y = 400,
  imperialShip = VSD,
) {
  const over = withUpgrades(reb, imp);
  if (imperialShip !== VSD)
    over.sides![1]!.fleet.ships = [{ ship: imperialShip, upgrades: imp[imperialShip] ?? [] }];
  const t = testGame(policies, over);
  removeSquadrons(t.ctx);
  const vsd = putShip(shipOf(t.ctx, imperialShip), 457, 560, 270);
  const cr90 = putShip(shipOf(t.ctx, CR90), 457, y, 90);
  const neb = putShip(shipOf(t.ctx, NEB), 100, 100, 90);
  return { ...t, vsd, cr90, neb };
}

/** The declared target from `zone` of `att` at `def`'s `defZone`. */
export function targetOf(
  ctx: EngineCtx,
  att: ShipState,
  zone: HullZone,
  def: ShipState,
  defZone: HullZone,
): DeclaredTarget {
  const t = zoneTargets(ctx, att, zone).find((x) => x.defender === def && x.defZone === defZone);
  if (!t) throw new Error(`no target ${def.id} ${defZone} from ${att.id} ${zone}`);
  return t;
}

/** Queues one face per gathered die (red, blue, black order) and performs the attack. */
export function attackWith(
  ctx: EngineCtx,
  dice: ForcedDice,
  t: DeclaredTarget,
  faces: Partial<Record<'red' | 'blue' | 'black', DieFaceId | DieFaceId[]>>,
): void {
  const arm = armament(ctx, t.attacker, t.zone, false);
  const at =
    t.range === 'close'
      ? ['red', 'blue', 'black']
      : t.range === 'medium'
        ? ['red', 'blue']
        : ['red'];
  for (const c of ['red', 'blue', 'black'] as const) {
    if (!at.includes(c)) continue;
    const f = faces[c] ?? 'hit';
    for (let k = 0; k < arm[c]; k++) dice.push([c, Array.isArray(f) ? (f[k] ?? 'blank') : f]);
  }
  performAttack(ctx, t);
}
