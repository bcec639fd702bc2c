/**
 * Move actions: rotation, U-turn, S/L moves, collisions, leaving the play area and
 * terrain entry (rulebook "Move Actions", "Collisions", "Leaving the Play Area",
 * "Entering Terrain Tiles", "Ram Actions").
 */
import { angleDiff, angleOf, fromAngle, normAngle, sub, type Vec } from '../../../core/geometry.js';
import type { MoveDirection } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide, log, shipsInPlay } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import type { CollisionCtx, RamSpec, TerrainActions } from '../effects/hook-types.js';
import {
  collisionPlacements,
  directionOffset,
  overlappedShips,
  straightThroughPlacement,
} from '../geometry/movement.js';
import { basesTouch } from '../geometry/range.js';
import { baseInsideTable, pullBackInside } from '../geometry/table.js';
import type { ShipState } from '../state/types.js';
import { ramAttack } from './attack.js';
import { resolveCrit } from './crits.js';
import { dealDamage, destroyShips, setEvasion } from './damage.js';
import { antiMissileRoll } from './missiles.js';
import { ruleSwitches } from './rule-switches.js';
import { enterTerrain } from './terrain.js';

/** How a movement icon ended: 'ok' to continue the action, 'stopped' when a collision or the edge skips the remaining icons. */
export type MoveOutcome = 'ok' | 'stopped';

export type { RamSpec } from '../effects/hook-types.js';

/** Rotation choices for "rotate up to N": 15° steps plus exact aims at other ships' centres. */
export function rotationOptions(ctx: EngineCtx, s: ShipState, increments: number): number[] {
  const max = increments * 45;
  const set = new Set<number>();
  for (let a = -max; a <= max; a += 15) set.add(a);
  for (const o of shipsInPlay(ctx)) {
    if (o === s) continue;
    const aim = angleDiff(angleOf(sub(o.pose!, s.pose!)), s.pose!.facing);
    if (Math.abs(aim) <= max + 1e-9) set.add(Math.round(aim * 1e6) / 1e6);
  }
  return [...set].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
}

/** Applies a rotation by `delta` degrees. */
export function rotateBy(ctx: EngineCtx, s: ShipState, delta: number, source: string): void {
  if (delta === 0) return;
  const from = s.pose!.facing;
  s.pose!.facing = normAngle(from + delta);
  ctx.emit({ type: 'rotate', ship: s.id, from, to: s.pose!.facing, source });
}

/** Rotate icon: any angle up to N × 45°, either way (optional). */
export function rotateIcon(ctx: EngineCtx, s: ShipState, increments: number, source: string): void {
  const delta = decide(ctx, {
    kind: 'rotate',
    ship: s.id,
    side: s.side,
    options: rotationOptions(ctx, s, increments),
    prompt: `${source}: rotate up to ${increments * 45}°`,
  });
  rotateBy(ctx, s, delta, source);
}

/** U-turn icon: keep facing or turn exactly 180°; then "after you resolve a U-turn icon" effects (`part`: the part whose action shows it). */
export function uTurnIcon(ctx: EngineCtx, s: ShipState, source: string, part = -1): void {
  const turn = decide(ctx, {
    kind: 'u-turn',
    ship: s.id,
    side: s.side,
    options: [0, 180] as Array<0 | 180>,
    prompt: `${source}: U-turn?`,
  });
  rotateBy(ctx, s, turn, source);
  forEachEffect(ctx, s, 'afterUTurn', (h, src) => h.afterUTurn!(ctx, part, src));
}

/** Move icon: the controller picks one of the printed directions; the move is mandatory. */
export function moveIcon(
  ctx: EngineCtx,
  s: ShipState,
  size: 'S' | 'L',
  directions: MoveDirection[],
  source: string,
  ram?: RamSpec,
): MoveOutcome {
  let sz = size;
  forEachEffect(ctx, s, 'moveIconSize', (h, src) => {
    sz = h.moveIconSize!(ctx, sz, src);
  });
  const dir = decide(ctx, {
    kind: 'move-direction',
    ship: s.id,
    side: s.side,
    options: directions,
    prompt: `${source}: move ${sz}`,
  });
  const heading = s.pose!.facing + directionOffset(dir);
  const k = ctx.state.table;
  let outcome = moveShip(
    ctx,
    s,
    heading,
    (sz === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter,
    source,
    ram,
  );
  if (!s.destroyed && !ctx.state.over) {
    forEachEffect(ctx, s, 'afterMoveIcon', (h, src) => {
      if (h.afterMoveIcon!(ctx, { size: sz, directions, outcome, source, ram }, src) === 'stopped')
        outcome = 'stopped';
    });
  }
  return outcome;
}

/** Terrain callbacks bound to this module (slingshot and the asteroid anti-missile roll). */
export const terrainActions: TerrainActions = {
  slingshot(ctx, s, heading) {
    return slingshot(ctx, s, heading);
  },
  freeAntiMissile(ctx, s) {
    if (s.missiles.length > 0) antiMissileRoll(ctx, s, -1, 0, s, -1, false);
  },
};

/**
 * Tycho's Rift: a Long move along `heading`; `ram` makes its collision the Ram's (rules switch
 * `riftRam`). Returns whether the action goes on: a collision ends it; an edge stop ends it
 * unless the rules switch `riftEdgeStop` says `continues` (the remaining icons follow).
 */
function slingshot(ctx: EngineCtx, s: ShipState, heading: number, ram?: RamSpec): boolean {
  const k = ctx.state.table;
  log(ctx, () => `${s.name} is slingshot by Tycho's Rift`);
  const out = move(ctx, s, heading, k.moveLong + k.baseDiameter, 'tychos-rift', ram);
  return out === 'ok' || (out === 'edge' && ruleSwitches(ctx).riftEdgeStop === 'continues');
}

/** The terrain callbacks during a move icon: a Ram action's move carries the Ram into a slingshot when the switch says so. */
function actionsFor(ctx: EngineCtx, ram: RamSpec | undefined): TerrainActions {
  if (!ram || ruleSwitches(ctx).riftRam !== 'ram-attack') return terrainActions;
  return { ...terrainActions, slingshot: (c, s, heading) => slingshot(c, s, heading, ram) };
}

/**
 * Moves a base `distance` along absolute `heading`, resolving collisions (with the
 * ship closest to the start among those overlapped at the end), the play-area edge
 * and terrain entry. Facing never changes.
 */
export function moveShip(
  ctx: EngineCtx,
  s: ShipState,
  heading: number,
  distance: number,
  source: string,
  ram?: RamSpec,
): MoveOutcome {
  return move(ctx, s, heading, distance, source, ram) === 'ok' ? 'ok' : 'stopped';
}

/** {@link moveShip}, saying what ended the action: a collision, the edge, or a slingshot that did. */
function move(
  ctx: EngineCtx,
  s: ShipState,
  heading: number,
  distance: number,
  source: string,
  ram?: RamSpec,
): 'ok' | 'collision' | 'edge' | 'terrain' {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const start = { x: s.pose!.x, y: s.pose!.y, facing: s.pose!.facing };
  const step = fromAngle(heading, distance);
  let end: Vec = { x: start.x + step.x, y: start.y + step.y };
  const others = shipsInPlay(ctx).filter((o) => o !== s);
  let hit = overlappedShips(
    start,
    end,
    r,
    others.map((o) => o.pose!),
    k.epsilon,
  );
  let offEdge = false;
  if (hit.length === 0 && !baseInsideTable(end, r, k, k.epsilon)) {
    offEdge = true;
    end = pullBackInside(start, end, r, k, k.epsilon);
    hit = overlappedShips(
      start,
      end,
      r,
      others.map((o) => o.pose!),
      k.epsilon,
    );
  }
  if (hit.length > 0) {
    collide(ctx, s, others[hit[0]!]!, start, end, heading, source, ram);
    return 'collision';
  }
  s.pose = { x: end.x, y: end.y, facing: start.facing };
  ctx.emit({ type: 'move', ship: s.id, from: start, to: { ...s.pose }, source });
  if (offEdge) {
    leaveTable(ctx, s);
    enterTerrain(ctx, s, null, true, terrainActions, ctx.terrainOverride);
    return 'edge';
  }
  return enterTerrain(ctx, s, heading, false, actionsFor(ctx, ram), ctx.terrainOverride)
    ? 'ok'
    : 'terrain';
}

/** Leaving the play area: evasion −1 and an optional exact 90° rotation. */
function leaveTable(ctx: EngineCtx, s: ShipState): void {
  ctx.emit({ type: 'edge', ship: s.id });
  log(ctx, () => `${s.name} hits the edge of the play area`);
  setEvasion(ctx, s, s.evasion - 1, 'edge');
  const turn = decide(ctx, {
    kind: 'edge-rotate',
    ship: s.id,
    side: s.side,
    options: [0, 90, -90],
    prompt: 'edge: rotate 90°?',
  });
  rotateBy(ctx, s, turn, 'edge');
}

/**
 * A collision: reposition touching the overlapped ship, then collision damage (unless
 * the bases already touched, or a Ram attack instead), collision abilities, terrain.
 */
function collide(
  ctx: EngineCtx,
  s: ShipState,
  other: ShipState,
  start: { x: number; y: number; facing: number },
  end: Vec,
  heading: number,
  source: string,
  ram?: RamSpec,
): void {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const wasTouching = basesTouch(start, other.pose!, r, k.epsilon);
  const rest = shipsInPlay(ctx)
    .filter((o) => o !== s && o !== other)
    .map((o) => o.pose!);
  let place: Vec;
  if (s.ai) {
    place = straightThroughPlacement(other.pose!, heading, r, rest, k, k.epsilon);
  } else {
    // The exact free arcs around the blocker: their nearest point to the intended end first, then
    // the arcs' ends and points every 15° inside them (the pilot chooses).
    const options = collisionPlacements(other.pose!, r, rest, end, k, k.epsilon, 15);
    place =
      options.length > 0
        ? decide(ctx, {
            kind: 'collision-place',
            ship: s.id,
            side: s.side,
            options,
            prompt: `collision with ${other.name}: where to place`,
          })
        : pullBackInside(start, end, r, k, k.epsilon);
  }
  s.pose = { x: place.x, y: place.y, facing: start.facing };
  ctx.emit({ type: 'move', ship: s.id, from: start, to: { ...s.pose }, source });
  ctx.emit({ type: 'collision', ship: s.id, other: other.id, ram: !!ram });
  log(ctx, () => `${s.name} collides with ${other.name}`);
  // "AI Ship Collisions": AI ships do not roll for damage when colliding with AI teammates (nor a Ram attack).
  const aiTeammates = !!s.ai && !!other.ai && s.side === other.side;
  if (ram && !aiTeammates) ramAttack(ctx, s, ram.part, ram.ability, ram, other);
  else collisionDamage(ctx, s, other, wasTouching || aiTeammates);
  if (!s.destroyed) enterTerrain(ctx, s, heading, true, terrainActions, ctx.terrainOverride);
}

/** Collision damage: each ship rolls dice equal to its size; 5+ deals 1, a crit 1 and disables a part. */
export function collisionDamage(
  ctx: EngineCtx,
  mover: ShipState,
  other: ShipState,
  noRoll: boolean,
): CollisionCtx {
  const col: CollisionCtx = {
    phase: 'dice',
    mover,
    other,
    moverRolls: [],
    otherRolls: [],
    moverDice: mover.size,
    otherDice: other.size,
    damageToMover: 0,
    damageToOther: 0,
    critsToMover: 0,
    critsToOther: 0,
    noRoll,
  };
  const run = (): void => {
    forEachEffect(ctx, mover, 'collision', (h, src) => h.collision!(ctx, col, src, 'mover'));
    forEachEffect(ctx, other, 'collision', (h, src) => h.collision!(ctx, col, src, 'other'));
  };
  if (!noRoll) {
    run();
    for (let i = 0; i < col.moverDice; i++) col.moverRolls.push(ctx.rng.d10());
    for (let i = 0; i < col.otherDice; i++) col.otherRolls.push(ctx.rng.d10());
    col.phase = 'roll';
    run();
    const score = (rolls: number[]): [number, number] => {
      let dmg = 0;
      let crits = 0;
      for (const f of rolls) {
        if (f === 9) {
          dmg++;
          crits++;
        } else if (f >= 5) dmg++;
      }
      return [dmg, crits];
    };
    [col.damageToOther, col.critsToOther] = score(col.moverRolls);
    [col.damageToMover, col.critsToMover] = score(col.otherRolls);
  }
  col.phase = 'results';
  run();
  dealDamage(
    ctx,
    other,
    col.damageToOther,
    { kind: 'collision', by: mover.id, part: null, source: 'collision' },
    true,
  );
  dealDamage(
    ctx,
    mover,
    col.damageToMover,
    { kind: 'collision', by: other.id, part: null, source: 'collision' },
    true,
  );
  destroyShips(ctx, [
    { ship: other, by: mover.id },
    { ship: mover, by: other.id },
  ]);
  for (let i = 0; i < col.critsToOther && !other.destroyed; i++) resolveCrit(ctx, other, mover);
  for (let i = 0; i < col.critsToMover && !mover.destroyed; i++) resolveCrit(ctx, mover, other);
  return col;
}
