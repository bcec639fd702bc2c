/**
 * Asteroid Scramble special rules on resources (rulebook "Scenario: Asteroid Scramble",
 * "Scenario Special Rules"): Near-Solar Orbit, mining by attacks, gathering on entering an
 * asteroid field, stockpiling on a debris field, stealing on critical hits, and the transfer
 * of a destroyed ship's resources. Every function reads and writes the plain
 * {@link AsteroidScrambleState} in `state.scenario`.
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log } from '../engine/context.js';
import type { AttackCtx } from '../effects/hook-types.js';
import { dealDamage } from '../rules/damage.js';
import type { ResourceAction } from '../state/events.js';
import type { ShipState } from '../state/types.js';
import type { AsteroidScrambleState } from './scenario-state.js';

/** The Asteroid Scramble state of the game (throws in another format). */
export function scramble(ctx: EngineCtx): AsteroidScrambleState {
  const sc = ctx.state.scenario;
  if (sc?.kind !== 'asteroid-scramble') throw new Error('not an Asteroid Scramble game');
  return sc;
}

/** Resources a ship carries on its chassis card. */
export function carried(sc: AsteroidScrambleState, s: ShipState): number {
  return sc.carried[s.id] ?? 0;
}

function ship(ctx: EngineCtx, id: string | null): ShipState | null {
  return id ? (ctx.state.ships.find((s) => s.id === id) ?? null) : null;
}

function emit(
  ctx: EngineCtx,
  s: ShipState,
  action: ResourceAction,
  amount: number,
  other: string | null,
): void {
  ctx.emit({ type: 'resources', ship: s.id, side: s.side, action, amount, other });
  log(ctx, () => `${s.name}: ${amount} resource(s) ${action}${other ? ` (${other})` : ''}`);
}

/** Whether a die result of a Near-Solar Orbit roll deals damage: 5 or more, or a critical hit. */
export function solarDamageFace(face: number): boolean {
  return face === CRIT || (face !== BLANK && face >= 5);
}

/**
 * Near-Solar Orbit: instead of placing `amount` heat cubes on a part, roll a die per cube;
 * each 5 or more (critical included) deals the ship 1 hull damage, and no critical hit
 * disables a part. The damage of one placement is dealt as one amount.
 */
export function nearSolarOrbit(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  amount: number,
  source: string,
): boolean {
  const rolls: number[] = [];
  for (let i = 0; i < amount; i++) rolls.push(ctx.rng.d10());
  const dmg = rolls.filter(solarDamageFace).length;
  log(
    ctx,
    () =>
      `${s.name}: near-solar orbit, ${amount} heat (${source}) rolls [${rolls.join(',')}] → ${dmg} damage`,
  );
  if (dmg > 0)
    dealDamage(ctx, s, dmg, {
      kind: 'heat',
      by: null,
      part: s.parts[part]?.id ?? null,
      source: 'near-solar orbit',
    });
  return true;
}

/**
 * Mining: the asteroid reduces the attack's total damage by 1; each point left moves one
 * resource from its supply die onto the tile, never more than the supply holds.
 */
export function mine(ctx: EngineCtx, atk: AttackCtx): void {
  const sc = scramble(ctx);
  const a = sc.asteroids.find((x) => `asteroid-${x.tile}` === atk.defender.id);
  if (!a || !atk.attacker) return;
  const mined = Math.min(Math.max(0, atk.damage - 1), a.supply);
  if (mined <= 0) return;
  a.supply -= mined;
  a.onTile += mined;
  emit(ctx, atk.attacker, 'mined', mined, atk.defender.id);
}

/**
 * Entering a tile (the terrain entry override): an asteroid field offers its resources
 * instead of its normal effect (`gather` decision: how many, 0 = the normal effect); a
 * debris field takes one carried resource into the team's stockpile, besides its normal
 * effect. Returns true when the normal effect is replaced.
 */
export function enterScrambleTile(ctx: EngineCtx, s: ShipState, tile: number): boolean {
  const sc = scramble(ctx);
  const type = ctx.state.terrain[tile]!.type;
  if (type === 'asteroid-field') {
    const a = sc.asteroids.find((x) => x.tile === tile);
    if (!a || a.onTile === 0) return false;
    const options: number[] = [];
    for (let n = a.onTile; n >= 0; n--) options.push(n);
    const n = decide(ctx, {
      kind: 'gather',
      ship: s.id,
      side: s.side,
      options,
      prompt: `asteroid field: gather resources (0 = its normal effect)`,
      context: { tile, onTile: a.onTile },
    });
    if (n === 0) return false;
    a.onTile -= n;
    sc.carried[s.id] = carried(sc, s) + n;
    emit(ctx, s, 'gathered', n, `asteroid-${tile}`);
    return true;
  }
  if (type === 'debris-cloud' && carried(sc, s) > 0) {
    sc.carried[s.id] = carried(sc, s) - 1;
    sc.stockpile[s.side]! += 1;
    emit(ctx, s, 'stockpiled', 1, null);
  }
  return false;
}

/**
 * Carrying and Stealing, after each critical hit on a ship carrying resources: it gives 1
 * resource to the attacker (the other ship of a collision) if that ship is in play, then
 * suffers damage equal to the resources it still carries.
 */
export function stealOnCrit(ctx: EngineCtx, d: ShipState, attacker: ShipState | null): void {
  const sc = scramble(ctx);
  if (d.destroyed || carried(sc, d) === 0) return;
  if (attacker && attacker !== d && attacker.pose && !attacker.destroyed) {
    sc.carried[d.id] = carried(sc, d) - 1;
    sc.carried[attacker.id] = carried(sc, attacker) + 1;
    emit(ctx, attacker, 'stolen', 1, d.id);
  }
  const load = carried(sc, d);
  if (load > 0)
    dealDamage(ctx, d, load, {
      kind: 'effect',
      by: attacker?.id ?? null,
      part: null,
      source: 'unstable resources',
    });
}

/**
 * Destroyed ships give everything they carry to the ship that destroyed them (attacker,
 * other ship of a collision, launcher of the missiles); when that ship is no longer in play
 * (or there is none), the resources return to the box. Ships destroyed together are all out
 * of play first.
 */
export function transferOnDestruction(
  ctx: EngineCtx,
  fallen: ReadonlyArray<{ ship: ShipState; by: string | null }>,
): void {
  const sc = scramble(ctx);
  for (const { ship: s, by } of fallen) {
    const n = carried(sc, s);
    if (n === 0) continue;
    sc.carried[s.id] = 0;
    const to = ship(ctx, by);
    if (to && to !== s && to.pose && !to.destroyed) {
      sc.carried[to.id] = carried(sc, to) + n;
      emit(ctx, to, 'transferred', n, s.id);
    } else {
      sc.boxed += n;
      emit(ctx, s, 'boxed', n, null);
    }
  }
}
