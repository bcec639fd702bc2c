/**
 * Deployment (RRG16 "Setup" 6, "Deployment Zone"; S8, P5): either the scenario's fixed positions
 * (the learning scenario, formats/learning.yaml) or the standard procedure — starting with the
 * first player, each turn places one ship (inside its deployment zone, with a speed from its chart,
 * not 0) or two squadrons (within distance 1–2 of a friendly ship, inside the setup area); a last
 * single squadron waits until all the player's ships are placed. Placements are offered as a
 * sample of legal spots. An objective may change the order and zones (O7 Fleet Ambush, O12
 * Superior Positions: objectives/setup-hook.ts `deploymentRules`).
 */
import { decide, opponent, type EngineCtx } from './context.js';
import type { DeployOption } from './decisions.js';
import { maxSpeed } from '../content/lookup.js';
import { inDeploymentZone, insideSetupArea, placementClear } from '../geometry/overlap.js';
import { withinDistance } from '../geometry/range.js';
import { shipShape, squadronShape } from '../geometry/ship-shape.js';
import type { ShipShape, SquadronShape } from '../geometry/types.js';
import { toPlayArea, type LearningScenario } from '../formats/learning.js';
import type { ShipState, SquadronState } from '../state/types.js';
import type { DeploymentRules } from '../objectives/setup-hook.js';

/** An axis-aligned box of the play area a ship's base must lie in (mm). */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** O7: the ambush zone, the setup area beyond distance band `beyond` of every setup-area edge. */
export function ambushZone(ctx: EngineCtx, beyond: number): Box {
  const a = ctx.state.area;
  const d = ctx.table.distanceBands.values[beyond - 1]!;
  return { x0: a.setupInset + d, y0: d, x1: a.width - a.setupInset - d, y1: a.depth - d };
}

/** True if every corner of the ship's base lies in the box (touching its edge allowed). */
export function shipInBox(shape: ShipShape, b: Box, eps: number): boolean {
  for (let i = 0; i < 8; i += 2) {
    const x = shape.base[i]!;
    const y = shape.base[i + 1]!;
    if (x < b.x0 - eps || x > b.x1 + eps || y < b.y0 - eps || y > b.y1 + eps) return false;
  }
  return true;
}

/** Places a unit and records it. */
function place(ctx: EngineCtx, o: DeployOption, placed: Set<string>): void {
  const st = ctx.state;
  const ship = st.ships.find((s) => s.id === o.unit);
  if (ship) {
    ship.pose = { x: o.x, y: o.y, facing: o.facing };
    ship.speed = o.speed;
  } else {
    const q = st.squadrons.find((s) => s.id === o.unit)!;
    q.x = o.x;
    q.y = o.y;
  }
  placed.add(o.unit);
}

/**
 * P5: the learning scenario's positions for a side whose fleet has exactly the units listed for
 * its faction (in order of card id). Returns false when the fleet does not match.
 */
export function presetDeployment(ctx: EngineCtx, side: number, data: LearningScenario): boolean {
  const st = ctx.state;
  const sd = st.sides[side]!;
  const pos = data.positions[sd.faction];
  const ships = st.ships.filter((s) => s.side === side);
  const squadrons = st.squadrons.filter((q) => q.side === side);
  const shipCards = (list: Array<{ ship: string }>) =>
    list
      .map((p) => p.ship)
      .sort()
      .join();
  const sqCards = (list: Array<{ squadron: string }>) =>
    list
      .map((p) => p.squadron)
      .sort()
      .join();
  if (shipCards(pos.ships) !== shipCards(ships.map((s) => ({ ship: s.card })))) return false;
  if (sqCards(pos.squadrons) !== sqCards(squadrons.map((q) => ({ squadron: q.card }))))
    return false;
  const usedS = new Set<string>();
  for (const p of pos.ships) {
    const s = ships.find((x) => x.card === p.ship && !usedS.has(x.id))!;
    usedS.add(s.id);
    s.pose = toPlayArea(p, sd.edge, st.area);
    s.speed = data.speed;
  }
  const usedQ = new Set<string>();
  for (const p of pos.squadrons) {
    const q = squadrons.find((x) => x.card === p.squadron && !usedQ.has(x.id))!;
    usedQ.add(q.id);
    const at = toPlayArea(p, sd.edge, st.area);
    q.x = at.x;
    q.y = at.y;
  }
  return true;
}

/** Shapes of the units placed so far. */
function placedShapes(
  ctx: EngineCtx,
  placed: Set<string>,
): { ships: ShipShape[]; squadrons: SquadronShape[] } {
  const ships = ctx.state.ships.filter((s) => placed.has(s.id)).map((s) => ctx.geo.ship(s));
  const squadrons = ctx.state.squadrons
    .filter((q) => placed.has(q.id))
    .map((q) => ctx.geo.squadron(q));
  return { ships, squadrons };
}

/**
 * S8: sampled legal placements of a ship (9 spots along the edge, 2 depths, 3 facings, each speed);
 * inside `zone` instead of the deployment zone when one is given (O7), on a 9 x 3 grid of it.
 */
function shipPlacements(
  ctx: EngineCtx,
  ship: ShipState,
  placed: Set<string>,
  inBox?: Box,
): DeployOption[] {
  if (inBox) return zonePlacements(ctx, ship, placed, inBox);
  const st = ctx.state;
  const area = st.area;
  const edge = st.sides[ship.side]!.edge;
  const g = ctx.geo.geometry(ship);
  const half = Math.hypot(g.baseLength, g.baseWidth) / 2;
  const zone = ctx.table.distanceBands.values[ctx.table.deployment.shipsWithin - 1]!;
  const { ships, squadrons } = placedShapes(ctx, placed);
  const top = maxSpeed(ctx.content.ships[ship.card]!);
  const out: DeployOption[] = [];
  const x0 = area.setupInset + half;
  const x1 = area.width - area.setupInset - half;
  for (let i = 0; i < 9; i++) {
    const x = x0 + ((x1 - x0) * i) / 8;
    for (const y of [half + 1, zone - half - 1]) {
      for (const turn of [0, 30, -30]) {
        const pose = toPlayArea({ x, y, facing: 90 + turn }, edge, area);
        const shape = shipShape(g, pose);
        if (
          !inDeploymentZone(shape, area, edge, ctx.table) ||
          !placementClear(shape, ships, squadrons, ctx.table.epsilon)
        ) {
          continue;
        }
        for (let speed = 1; speed <= top; speed++) {
          out.push({ unit: ship.id, x: pose.x, y: pose.y, facing: pose.facing, speed });
        }
      }
    }
  }
  return out;
}

/** O7: sampled placements of a ship whose base lies inside `zone`, facing the enemy edge. */
function zonePlacements(
  ctx: EngineCtx,
  ship: ShipState,
  placed: Set<string>,
  zone: Box,
): DeployOption[] {
  const st = ctx.state;
  const edge = st.sides[ship.side]!.edge;
  const g = ctx.geo.geometry(ship);
  const { ships, squadrons } = placedShapes(ctx, placed);
  const top = maxSpeed(ctx.content.ships[ship.card]!);
  const out: DeployOption[] = [];
  for (let i = 0; i < 9; i++) {
    for (let j = 0; j < 3; j++) {
      const x = zone.x0 + ((zone.x1 - zone.x0) * (i + 0.5)) / 9;
      const y = zone.y0 + ((zone.y1 - zone.y0) * (j + 0.5)) / 3;
      for (const turn of [0, 30, -30]) {
        const pose = { x, y, facing: (edge === 'near' ? 90 : 270) + turn };
        const shape = shipShape(g, pose);
        if (
          !shipInBox(shape, zone, ctx.table.epsilon) ||
          !insideSetupArea(shape, st.area, ctx.table.epsilon)
        )
          continue;
        if (!placementClear(shape, ships, squadrons, ctx.table.epsilon)) continue;
        for (let speed = 1; speed <= top; speed++)
          out.push({ unit: ship.id, x, y, facing: pose.facing, speed });
      }
    }
  }
  return out;
}

/** S8: sampled legal placements of a squadron within distance 1–2 of a placed friendly ship. */
function squadronPlacements(
  ctx: EngineCtx,
  sq: SquadronState,
  placed: Set<string>,
): DeployOption[] {
  const { ships, squadrons } = placedShapes(ctx, placed);
  const r = ctx.table.squadronBase.diameter / 2;
  const out: DeployOption[] = [];
  for (const s of ctx.state.ships) {
    if (s.side !== sq.side || !placed.has(s.id)) continue;
    const shape = ctx.geo.ship(s);
    const g = shape.geometry;
    for (const gap of [20, 60]) {
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8;
        const c = Math.cos(a);
        const sn = Math.sin(a);
        const ext = Math.min(
          g.baseLength / 2 / Math.max(1e-9, Math.abs(c)),
          g.baseWidth / 2 / Math.max(1e-9, Math.abs(sn)),
        );
        const f = (s.pose.facing * Math.PI) / 180 + a;
        const d = ext + r + gap;
        const disk = squadronShape(
          ctx.table,
          s.pose.x + Math.cos(f) * d,
          s.pose.y + Math.sin(f) * d,
        );
        if (!insideSetupArea(disk, ctx.state.area, ctx.table.epsilon)) continue;
        if (!withinDistance(disk, shape, ctx.table.deployment.squadronsWithin, ctx.table)) continue;
        if (!placementClear(disk, ships, squadrons, ctx.table.epsilon)) continue;
        out.push({ unit: sq.id, x: disk.x, y: disk.y, facing: 0, speed: 0 });
      }
    }
  }
  return out;
}

/** S8 without an objective: alternate from the first player, squadrons whenever a ship is down. */
const STANDARD: DeploymentRules = {
  order: 'alternate',
  shipsBeforeSquadrons: false,
  ambushBeyond: null,
};

/**
 * S8: the alternating deployment for the sides not deployed yet, starting with the first player,
 * under an objective's deployment rules (O7: ships before squadrons, the first player's odd turns
 * in the ambush zone; O12: the first player deploys everything first).
 */
export function alternateDeployment(
  ctx: EngineCtx,
  sides: number[],
  rules: DeploymentRules = STANDARD,
): void {
  const st = ctx.state;
  const placed = new Set<string>();
  for (const s of st.ships) if (!sides.includes(s.side)) placed.add(s.id);
  for (const q of st.squadrons) if (!sides.includes(q.side)) placed.add(q.id);
  const left = (side: number) => ({
    ships: st.ships.filter((s) => s.side === side && !placed.has(s.id)),
    squadrons: st.squadrons.filter((q) => q.side === side && !placed.has(q.id)),
  });
  const turns = [0, 0];
  let turn = st.firstPlayer;
  let idle = 0;
  while (idle < 2) {
    const l = left(turn);
    const shipDown = st.ships.some((s) => s.side === turn && placed.has(s.id));
    const squadsAllowed = shipDown && (!rules.shipsBeforeSquadrons || l.ships.length === 0);
    const squadTurn =
      squadsAllowed &&
      (l.squadrons.length >= 2 || (l.squadrons.length === 1 && l.ships.length === 0));
    // O7: the first player's odd-numbered deployment turns place a ship in the ambush zone.
    const ambush =
      rules.ambushBeyond !== null &&
      turn === st.firstPlayer &&
      turns[turn]! % 2 === 0 &&
      l.ships.length > 0
        ? ambushZone(ctx, rules.ambushBeyond)
        : undefined;
    const options: DeployOption[] = [];
    for (const s of l.ships) options.push(...shipPlacements(ctx, s, placed, ambush));
    // RRG16 Fleet Ambush: a ship that cannot fit in the zone is placed as close to it as possible;
    // here it falls back to the deployment zone.
    if (ambush && options.length === 0)
      for (const s of l.ships) options.push(...shipPlacements(ctx, s, placed));
    if (squadTurn && !ambush)
      for (const q of l.squadrons) options.push(...squadronPlacements(ctx, q, placed));
    if (options.length === 0) {
      if (l.ships.length + l.squadrons.length > 0 && (l.ships.length > 0 || shipDown)) {
        throw new Error(`no legal deployment left for side ${turn}`);
      }
      idle++;
      turn = opponent(turn);
      continue;
    }
    idle = 0;
    turns[turn]!++;
    const first = decide(ctx, {
      kind: 'deploy',
      side: turn,
      unit: null,
      options,
      prompt: 'deploy a ship or two squadrons',
    });
    place(ctx, first, placed);
    if (first.speed === 0) {
      // A squadron turn places a second squadron when one is left.
      const more: DeployOption[] = [];
      for (const q of left(turn).squadrons) more.push(...squadronPlacements(ctx, q, placed));
      if (more.length > 0)
        place(
          ctx,
          decide(ctx, {
            kind: 'deploy',
            side: turn,
            unit: null,
            options: more,
            prompt: 'deploy a second squadron',
          }),
          placed,
        );
    }
    // O12: the first player places everything before the second player starts.
    const keep =
      rules.order === 'first-player-all-first' &&
      turn === st.firstPlayer &&
      left(turn).ships.length + left(turn).squadrons.length > 0;
    if (!keep) turn = opponent(turn);
  }
}
